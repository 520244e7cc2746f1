package com.collimate.inspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class OneJsonObjectTest {
    private static final Path LOG = Path.of("runs.jsonl");
    private static final String GRACE_RAN_OUT = "did not stop within 5 s of the interrupt, so it ends without its summary";

    private final StringWriter stdout = new StringWriter();
    private final OneJsonObject json = new OneJsonObject(new PrintWriter(stdout, true));

    /** As when the shutdown hook's grace runs out before the check is done, and it is done a moment later. */
    @Test
    void anErrorPrintedFirstIsStdoutsOneObject() throws IOException {
        json.error(LOG, GRACE_RAN_OUT);
        json.result(() -> stdout.write("{\"file\":\"runs.jsonl\",\"runs\":3}\n"));
        json.error(LOG, "cancelled before any run was checked (while the log was being read)");

        assertThat(stdout.toString().lines()).hasSize(1);
        assertThat(new ObjectMapper().readTree(stdout.toString()).path("error").asText()).isEqualTo(GRACE_RAN_OUT);
        assertThat(new ObjectMapper().readTree(stdout.toString()).path("file").asText()).isEqualTo("runs.jsonl");
    }

    /** As when the grace runs out while the result is being printed: the hook adds nothing to it. */
    @Test
    void aResultPrintedFirstIsStdoutsOneObject() throws IOException {
        json.result(() -> stdout.write("{\"file\":\"runs.jsonl\",\"runs\":3}\n"));
        json.error(LOG, GRACE_RAN_OUT);

        assertThat(stdout).hasToString("{\"file\":\"runs.jsonl\",\"runs\":3}\n");
    }

    /**
     * As when the grace runs out while the result is being printed: the hook returns (and the JVM halts) only once the
     * result is whole, so a script does not read half of it.
     */
    @Test
    void anErrorWhileTheResultIsBeingPrintedWaitsUntilItIsWhole() throws Exception {
        CountDownLatch printing = new CountDownLatch(1);
        CountDownLatch mayFinish = new CountDownLatch(1);
        Thread check = new Thread(() -> {
            try {
                json.result(() -> {
                    stdout.write("{\"file\":\"runs.jsonl\",");
                    printing.countDown();
                    while (mayFinish.getCount() > 0) {
                        Thread.onSpinWait();
                    }
                    stdout.write("\"runs\":3}\n");
                });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        check.start();
        assertThat(printing.await(10, TimeUnit.SECONDS)).isTrue();
        Thread hook = new Thread(() -> json.error(LOG, GRACE_RAN_OUT));
        hook.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (hook.isAlive() && hook.getState() != Thread.State.BLOCKED && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        Thread.State whilePrinting = hook.getState();
        mayFinish.countDown();
        hook.join(10_000);
        check.join(10_000);

        assertThat(whilePrinting).as("the hook waits for the result").isEqualTo(Thread.State.BLOCKED);
        assertThat(stdout).hasToString("{\"file\":\"runs.jsonl\",\"runs\":3}\n");
    }
}
