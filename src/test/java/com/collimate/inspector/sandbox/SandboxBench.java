package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;

/**
 * Prints start-up time, exec latency (client round trip, p50/p95) and throughput of the local sandbox for each
 * isolation that works here. Run with {@code bench/sandbox-bench.sh [execs per case]}.
 */
public final class SandboxBench {
    private SandboxBench() {
    }

    public static void main(String[] args) throws IOException {
        int execs = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        System.out.printf(Locale.ROOT, "cores=%d execs per case=%d%n", Runtime.getRuntime().availableProcessors(), execs);
        for (Isolation isolation : Isolation.values()) {
            long started = System.nanoTime();
            LocalSandbox sandbox;
            try {
                sandbox = LocalSandbox.start(SandboxConfig.loopback().withIsolation(isolation));
            } catch (IOException e) {
                System.out.printf(Locale.ROOT, "%-8s unavailable: %s%n", isolation.label(), e.getMessage());
                continue;
            }
            try (sandbox) {
                System.out.printf(Locale.ROOT, "%-8s start-up (probes included) %.0f ms%n", isolation.label(),
                        (System.nanoTime() - started) / 1e6);
                SandboxClient client = new SandboxClient(sandbox);
                latency(client, isolation, "python print(1)", "python", "print(1)", execs);
                latency(client, isolation, "python seeded program", "python", SandboxDeterminismTest.SEEDED_PROGRAM, execs);
                latency(client, isolation, "bash echo", "bash", "echo hi", execs);
                throughput(client, isolation, sandbox, execs);
            }
        }
    }

    private static void latency(SandboxClient client, Isolation isolation, String label, String template,
                                String code, int execs) {
        client.exec(template, code, SandboxClient.SEED_A); // warm-up
        double[] millis = new double[execs];
        for (int i = 0; i < execs; i++) {
            long started = System.nanoTime();
            SandboxClient.Answer answer = client.exec(template, code, SandboxClient.SEED_A);
            millis[i] = (System.nanoTime() - started) / 1e6;
            if (answer.status() != 200) {
                throw new IllegalStateException(label + ": " + answer.error());
            }
        }
        Arrays.sort(millis);
        System.out.printf(Locale.ROOT, "%-8s %-22s p50 %6.1f ms  p95 %6.1f ms  max %6.1f ms%n", isolation.label(),
                label, millis[execs / 2], millis[(int) Math.ceil(execs * 0.95) - 1], millis[execs - 1]);
    }

    private static void throughput(SandboxClient client, Isolation isolation, LocalSandbox sandbox, int execs) {
        long started = System.nanoTime();
        List<CompletableFuture<SandboxClient.Answer>> pending = new ArrayList<>();
        for (int i = 0; i < execs; i++) {
            pending.add(client.execAsync(SandboxClient.request("python", "print(1)", null)));
        }
        long ok = pending.stream().map(CompletableFuture::join).filter(answer -> answer.status() == 200).count();
        double seconds = (System.nanoTime() - started) / 1e9;
        System.out.printf(Locale.ROOT, "%-8s %d concurrent python execs: %d ok, %.1f execs/s (%s)%n",
                isolation.label(), execs, ok, ok / seconds, sandbox.uri());
    }
}
