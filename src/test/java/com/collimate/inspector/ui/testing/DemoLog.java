package com.collimate.inspector.ui.testing;

import java.nio.file.Path;
import java.util.Random;

/**
 * A realistic small rollout log: GRPO groups of a few steps, mostly verified python runs, some no-ack and off
 * templates, a few mismatches, failing runs with tracebacks, and coloured test-runner output.
 */
public final class DemoLog {
    private static final String[] TASKS = {"two-sum", "parse-csv", "lru-cache", "dijkstra", "rate-limiter", "json-diff"};

    private DemoLog() {
    }

    public static Path write(Path file, int runs, long randomSeed) {
        Random random = new Random(randomSeed);
        LogWriter writer = new LogWriter();
        for (int i = 0; i < runs; i++) {
            String task = TASKS[(i / 8) % TASKS.length];
            String group = "grpo-" + (i / 8) + "-" + task;
            boolean shell = i % 13 == 5;
            String ack = ackFor(i, random);
            boolean fails = random.nextInt(9) == 0;
            String seed = String.format("%016x%016x%016x%016x", random.nextLong(), random.nextLong(),
                    random.nextLong(), random.nextLong());
            String code = shell
                    ? "#!/bin/bash\nset -euo pipefail\nfor f in tests/*.py; do\n  python \"$f\" --seed \"$SEED\"  # run each\ndone\necho \"done: $?\""
                    : "import random\nfrom solution import solve\n\n# " + task + ": graded by property tests\n"
                    + "def test_case(n=" + (i % 50) + "):\n    xs = [random.randint(0, 99) for _ in range(n)]\n"
                    + "    assert solve(xs) == sorted(xs)\n\nfor k in range(5):\n    test_case()\nprint(\"reward\", "
                    + String.format("%.3f", random.nextDouble()) + ")";
            String stdout = testOutput(task, fails, random);
            String stderr = fails ? "Traceback (most recent call last):\n  File \"/sandbox/main.py\", line 8, in <module>\n"
                    + "    test_case()\nAssertionError: expected [3, 7, 9] got [3, 9, 7]\n" : "";
            writer.run("rollout-" + String.format("%05d", i), group, i % 8, shell ? "bash" : "python", code, seed, ack,
                    fails ? 1 : 0, stdout, stderr, fails ? 0 : Math.round(random.nextDouble() * 1000) / 1000.0,
                    40 + random.nextInt(4000));
        }
        return writer.raw("{\"run_id\": \"rollout-truncated\", \"seed\": \"c0ffee").writeTo(file);
    }

    private static String ackFor(int i, Random random) {
        if (i % 29 == 7) {
            return "(mismatch)";
        }
        if (i % 13 == 5) {
            return "off";
        }
        int roll = random.nextInt(20);
        return roll == 0 ? "no-ack" : roll == 1 && i % 3 == 0 ? null : "verified";
    }

    private static String testOutput(String task, boolean fails, Random random) {
        StringBuilder out = new StringBuilder("\u001b[1m============ test session starts ============\u001b[0m\n");
        out.append("collected 5 items\n\n");
        for (int k = 0; k < 5; k++) {
            boolean bad = fails && k == 3;
            out.append("tests/test_").append(task.replace('-', '_')).append(".py::test_case[").append(k).append("] ")
                    .append(bad ? "\u001b[31mFAILED\u001b[0m" : "\u001b[32mPASSED\u001b[0m").append('\n');
        }
        out.append("\nrandom draw: ").append(random.nextDouble()).append('\n');
        out.append(fails ? "\u001b[31;1m1 failed, 4 passed\u001b[0m in 0.42s\n" : "\u001b[32;1m5 passed\u001b[0m in 0.38s\n");
        return out.toString();
    }
}
