package com.collimate.inspector.sandbox;

import java.util.List;
import java.util.function.Predicate;

/**
 * The programs of the demo rollout log: a small GRPO run of three steps, four prompt groups per step, four
 * candidate programs per group. A mix of deterministic programs, ones that depend on time, object ids, thread
 * scheduling or the file system, shell ones, failing ones, and candidates that ran on a sandbox whose reseed
 * was broken, so that the log shows every seed_ack and every replay verdict.
 */
final class DemoPrograms {
    private static final Candidate DICE_HISTOGRAM = Candidate.python("""
            import random
            from collections import Counter
            rolls = Counter(random.randint(1, 6) for _ in range(120))
            for face in range(1, 7):
                print(face, "#" * rolls[face])
            """);

    private DemoPrograms() {
    }

    /** One candidate program; {@code fault} simulates a broken sandbox for this run only. */
    record Candidate(String template, String code, FaultInjection fault) {
        static Candidate python(String code) {
            return new Candidate("python", code, FaultInjection.NONE);
        }

        static Candidate shell(String template, String code) {
            return new Candidate(template, code, FaultInjection.NONE);
        }

        Candidate on(FaultInjection brokenSandbox) {
            return new Candidate(template, code, brokenSandbox);
        }
    }

    /** A prompt group: its candidates and the check that grades a candidate's stdout (exit code 0 required). */
    record Group(int step, String name, Predicate<String> solves, List<Candidate> candidates) {
    }

    static List<Group> groups() {
        return List.of(
                new Group(1, "shuffle-deck", stdout -> stdout.strip().split(" ").length == 3, List.of(
                        Candidate.python("""
                                import random
                                deck = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23456789TJQK"]
                                random.shuffle(deck)
                                print(" ".join(deck[:3]))
                                """),
                        Candidate.python("""
                                import random
                                deck = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23456789TJQK"]
                                print(" ".join(random.sample(deck, 3)))
                                """),
                        Candidate.python("""
                                import secrets
                                deck = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23456789TJQK"]
                                print(" ".join(secrets.SystemRandom().sample(deck, 3)))
                                """),
                        Candidate.python("""
                                import random
                                deck = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23456789TJQK"]
                                random.shuffle(deck)
                                top = [deck.pop(52 - i) for i in range(3)]
                                print(" ".join(top))
                                """))),
                new Group(1, "order-id", stdout -> stdout.strip().length() >= 8, List.of(
                        Candidate.python("""
                                import uuid
                                print(f"order-{uuid.uuid4()}")
                                """),
                        Candidate.python("""
                                import secrets
                                print("order-" + secrets.token_hex(8))
                                """),
                        Candidate.python("""
                                import time
                                print(f"order-{time.time_ns()}")
                                """),
                        Candidate.shell("bash", """
                                echo "order-$RANDOM$RANDOM"
                                """))),
                new Group(1, "distinct-words", stdout -> stdout.contains("fox") && stdout.contains("dog"), List.of(
                        Candidate.python("""
                                words = "the quick brown fox jumps over the lazy dog the end".split()
                                print(" ".join(set(words)))
                                """),
                        Candidate.python("""
                                words = "the quick brown fox jumps over the lazy dog the end".split()
                                print(" ".join(sorted(set(words))))
                                """),
                        Candidate.python("""
                                words = "the quick brown fox jumps over the lazy dog the end".split()
                                print({word: hash(word) % 97 for word in set(words)})
                                """),
                        Candidate.python("""
                                words = "the quick brown fox jumps over the lazy dog the end".split()
                                print(" ".join(dict.fromkeys(words)))
                                """))),
                new Group(1, "gaussian-stats", stdout -> stdout.startsWith("mean"), List.of(
                        Candidate.python("""
                                import random, statistics
                                samples = [random.gauss(0, 1) for _ in range(1000)]
                                print(f"mean {statistics.mean(samples):.4f} stdev {statistics.stdev(samples):.4f}")
                                """),
                        Candidate.python("""
                                import random, statistics
                                samples = [random.gauss(0, 1) for _ in range(1000) if random.random() > 2]
                                print(f"mean {statistics.mean(samples):.4f} stdev {statistics.stdev(samples):.4f}")
                                """),
                        Candidate.python("""
                                import random
                                rng = random.Random()
                                samples = [rng.normalvariate(0, 1) for _ in range(1000)]
                                mean = sum(samples) / len(samples)
                                print(f"mean {mean:.4f} n {len(samples)}")
                                """),
                        Candidate.shell("bash", """
                                echo "mean $(shuf -i 1-1000 -n 100 | awk '{ s += $1 } END { printf "%.4f", s / NR / 1000 }')"
                                """))),
                new Group(2, "estimate-pi", stdout -> stdout.startsWith("pi"), List.of(
                        Candidate.python("""
                                import random
                                inside = sum(random.random() ** 2 + random.random() ** 2 <= 1 for _ in range(50000))
                                print(f"pi {4 * inside / 50000:.5f}")
                                """),
                        Candidate.python("""
                                import random, time
                                random.seed(time.time())
                                inside = sum(random.random() ** 2 + random.random() ** 2 <= 1 for _ in range(50000))
                                print(f"pi {4 * inside / 50000:.5f}")
                                """),
                        Candidate.python("""
                                import random, threading, time
                                order = []
                                def worker(name):
                                    rng = random.Random(name)
                                    for _ in range(30):
                                        order.append((name, rng.random() ** 2 + rng.random() ** 2 <= 1))
                                        time.sleep(0)
                                threads = [threading.Thread(target=worker, args=(n,)) for n in "ABCD"]
                                for thread in threads:
                                    thread.start()
                                for thread in threads:
                                    thread.join()
                                print(f"pi {4 * sum(hit for _, hit in order) / len(order):.5f}")
                                print("schedule " + "".join(name for name, _ in order))
                                """),
                        Candidate.python("""
                                import os
                                inside = sum(int.from_bytes(os.urandom(2), "big") ** 2
                                             + int.from_bytes(os.urandom(2), "big") ** 2 <= 65535 ** 2 for _ in range(20000))
                                print(f"pi {4 * inside / 20000:.5f}")
                                """))),
                new Group(2, "parse-config", stdout -> stdout.strip().equals("port 8080"), List.of(
                        Candidate.python("""
                                import json
                                config = json.loads('{"host": "localhost", "port": 8080}')
                                print(f"port {config['port']}")
                                """),
                        Candidate.python("""
                                import json
                                config = json.loads("{host: 'localhost', port: 8080}")
                                print(f"port {config['port']}")
                                """),
                        Candidate.python("""
                                import json, sys
                                config = json.loads('{"host": "localhost"}')
                                if "port" not in config:
                                    sys.exit("config error: missing key 'port'")
                                print(f"port {config['port']}")
                                """),
                        Candidate.shell("bash", """
                                config='{"host": "localhost", "port": 8080}'
                                port=$(echo "$config" | grep -o '"port": [0-9]*' | grep -o '[0-9]*$')
                                if [ -z "$port" ]; then echo "no port" >&2; exit 3; fi
                                echo "port $port"
                                """))),
                new Group(2, "scratch-files", stdout -> !stdout.isBlank(), List.of(
                        Candidate.python("""
                                import os, tempfile
                                with tempfile.NamedTemporaryFile("w", delete=False, suffix=".txt") as scratch:
                                    scratch.write("result")
                                print(os.path.basename(scratch.name))
                                """),
                        Candidate.python("""
                                import os, tempfile
                                print(os.path.basename(tempfile.mkdtemp(prefix="run-")))
                                """),
                        Candidate.python("""
                                import os
                                print(sorted(os.listdir(".")))
                                """),
                        Candidate.python("""
                                import os
                                print("written at", os.stat("main.py").st_mtime_ns)
                                """))),
                new Group(2, "object-identity", stdout -> stdout.startsWith("token"), List.of(
                        Candidate.python("""
                                import random
                                print("token", random.getrandbits(64))
                                """),
                        Candidate.python("""
                                print("token", id(object()))
                                """),
                        Candidate.python("""
                                print("token", hash("collimate") & 0xFFFFFFFF)
                                """),
                        Candidate.python("""
                                import random
                                print("token", random.getrandbits(64) ^ hash(frozenset({"a", "b", "c"})))
                                """))),
                new Group(3, "sort-numbers", stdout -> stdout.strip().equals("[1, 2, 3, 5, 8, 13, 21]"), List.of(
                        Candidate.python("""
                                print(sorted([13, 2, 21, 5, 1, 8, 3]))
                                """),
                        Candidate.python("""
                                import random
                                def quicksort(items):
                                    if len(items) <= 1:
                                        return items
                                    pivot = random.choice(items)
                                    return (quicksort([x for x in items if x < pivot]) + [x for x in items if x == pivot]
                                            + quicksort([x for x in items if x > pivot]))
                                print(quicksort([13, 2, 21, 5, 1, 8, 3]))
                                """),
                        Candidate.python("""
                                def merge_sort(items):
                                    middle = len(items) // 2
                                    left, right = merge_sort(items[:middle]), merge_sort(items[middle:])
                                    merged = []
                                    while left and right:
                                        merged.append((left if left[0] <= right[0] else right).pop(0))
                                    return merged + left + right
                                print(merge_sort([13, 2, 21, 5, 1, 8, 3]))
                                """),
                        Candidate.shell("sh", """
                                printf '%s\\n' 13 2 21 5 1 8 3 | sort -n | tr '\\n' ' '
                                echo
                                """))),
                new Group(3, "shell-utilities", stdout -> !stdout.isBlank(), List.of(
                        Candidate.shell("sh", """
                                echo "answer $((6 * 7))"
                                """),
                        Candidate.shell("sh", """
                                echo "now $(date +%s%N)"
                                """),
                        Candidate.shell("sh", """
                                echo "noise $(od -An -N4 -tu4 /dev/urandom | tr -d ' ')"
                                """),
                        Candidate.shell("sh", """
                                ls /nonexistent/results
                                """))),
                new Group(3, "dice-histogram", stdout -> stdout.lines().count() == 6, List.of(
                        DICE_HISTOGRAM,
                        DICE_HISTOGRAM.on(FaultInjection.WRONG_SEED),
                        Candidate.python("""
                                import os
                                from collections import Counter
                                rolls = Counter(os.urandom(1)[0] % 6 + 1 for _ in range(120))
                                for face in range(1, 7):
                                    print(face, "#" * rolls[face])
                                """).on(FaultInjection.SKIP_BOOTSTRAP),
                        Candidate.python("""
                                import secrets
                                from collections import Counter
                                rolls = Counter(secrets.randbelow(6) + 1 for _ in range(120))
                                for face in range(1, 7):
                                    print(face, "#" * rolls[face])
                                """).on(FaultInjection.WRONG_SEED))),
                new Group(3, "letter-counts", stdout -> stdout.contains("e"), List.of(
                        Candidate.python("""
                                from collections import Counter
                                print(Counter("nondeterminism is everywhere").most_common(3))
                                """),
                        Candidate.python("""
                                print("".join(set("nondeterminism is everywhere")))
                                """),
                        Candidate.python("""
                                import threading, time
                                seen = []
                                def count(letter):
                                    for _ in range(20):
                                        seen.append(letter)
                                        time.sleep(0)
                                threads = [threading.Thread(target=count, args=(c,)) for c in "nde"]
                                for thread in threads:
                                    thread.start()
                                for thread in threads:
                                    thread.join()
                                print("".join(seen))
                                """),
                        Candidate.python("""
                                text = "nondeterminism is everywhere"
                                print(sorted(text.replace(" ", "")))
                                print(undefined_name)
                                """))));
    }
}
