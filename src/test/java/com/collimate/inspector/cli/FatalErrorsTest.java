package com.collimate.inspector.cli;

import com.collimate.inspector.core.util.Diagnostics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each case runs {@link Probe} in its own JVM, since running out of memory ends the process; without a locale, so
 * Java's platform charset is ASCII and the line must still be UTF-8.
 */
class FatalErrorsTest {
    @ParameterizedTest
    @CsvSource({
        "memory-in-worker, 2, 'replay-inspector: error: out of memory (Java heap space): give Java a larger heap'",
        "memory-in-main, 2, 'replay-inspector: error: out of memory (Java heap space): give Java a larger heap'",
        "failure-in-worker, 0, 'replay-inspector: error in worker: boom in résumé.jsonl'",
        "lone-surrogate-in-worker, 0, 'replay-inspector: error in worker: boom in run a\uFFFDb of résumé.jsonl'",
    })
    void aFatalErrorInAnyThreadIsOneLineWithoutAStackTrace(String scenario, int exit, String line) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Probe.class.getName(), scenario);
        builder.environment().keySet().removeIf(name -> name.equals("LANG") || name.startsWith("LC_"));
        builder.environment().remove(Diagnostics.DEBUG_VARIABLE);
        Process probe = builder.start();
        assertThat(probe.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String errors = new String(probe.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(probe.exitValue()).as(errors).isEqualTo(exit);
        assertThat(errors.lines().toList()).singleElement().asString().startsWith(line);
    }

    @Test
    void theDebugSwitchAddsTheStackTraceOfAFailureInAnyThread() throws Exception {
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Probe.class.getName(), "failure-in-worker");
        builder.environment().put(Diagnostics.DEBUG_VARIABLE, "1");
        Process probe = builder.start();
        assertThat(probe.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String errors = new String(probe.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(errors.lines().findFirst()).hasValueSatisfying(line -> assertThat(line)
                .startsWith("replay-inspector: error in worker: boom in"));
        assertThat(errors).contains("java.lang.IllegalStateException: boom in",
                "\tat com.collimate.inspector.cli.FatalErrorsTest$Probe");
    }

    /** A command that fails as the scenario says. */
    public static final class Probe {
        public static void main(String[] args) {
            System.exit(FatalErrors.guard(() -> {
                switch (args[0]) {
                    case "memory-in-worker" -> runInWorker(() -> {
                        throw new OutOfMemoryError("Java heap space");
                    });
                    case "failure-in-worker" -> runInWorker(() -> {
                        throw new IllegalStateException("boom in r\u00e9sum\u00e9.jsonl");
                    });
                    case "lone-surrogate-in-worker" -> runInWorker(() -> {
                        throw new IllegalStateException("boom in run a\uD800b of r\u00e9sum\u00e9.jsonl");
                    });
                    default -> throw new OutOfMemoryError("Java heap space");
                }
                return 0;
            }));
        }

        private static void runInWorker(Runnable work) {
            Thread worker = new Thread(work, "worker");
            worker.start();
            try {
                worker.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
