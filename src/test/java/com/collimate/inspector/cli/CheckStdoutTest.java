package com.collimate.inspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class CheckStdoutTest {
    private static final Path LOG = Path.of("runs.jsonl");
    private static final String RESULT = "{\"file\":\"runs.jsonl\",\"runs\":3}\n";
    private static final String GRACE_RAN_OUT = "did not stop within 5 s of the interrupt, so it ends without its summary";

    private final StringWriter written = new StringWriter();
    private final CheckStdout stdout = new CheckStdout(new PrintWriter(written, true));
    private final CountDownLatch printing = new CountDownLatch(1);
    private final CountDownLatch mayFinish = new CountDownLatch(1);

    /** As when the shutdown hook's grace runs out before the check is done, and it is done a moment later. */
    @Test
    void aResultNotStartedWhenTheHookGivesUpIsMissingAndTheHooksErrorIsStdoutsOneObject() throws IOException {
        assertThat(stdout.giveUp(Duration.ofSeconds(60))).isEqualTo(CheckStdout.Fate.MISSING);
        stdout.error(LOG, GRACE_RAN_OUT);
        stdout.result(() -> written.write(RESULT));
        stdout.error(LOG, "cancelled before any run was checked (while the log was being read)");

        assertThat(written.toString().lines()).hasSize(1);
        assertThat(new ObjectMapper().readTree(written.toString()).path("error").asText()).isEqualTo(GRACE_RAN_OUT);
        assertThat(new ObjectMapper().readTree(written.toString()).path("file").asText()).isEqualTo("runs.jsonl");
    }

    /** As when the check has printed its result and is slow to stop afterwards: the hook adds nothing to it. */
    @Test
    void aResultPrintedBeforeTheHookGivesUpIsWholeAndStdoutsOneObject() throws IOException {
        stdout.result(() -> written.write(RESULT));

        assertThat(stdout.giveUp(Duration.ofSeconds(60))).isEqualTo(CheckStdout.Fate.WHOLE);
        stdout.error(LOG, GRACE_RAN_OUT);
        assertThat(written).hasToString(RESULT);
    }

    /**
     * As when the grace runs out while the result is being printed: the hook returns (and the JVM halts) only once the
     * result is whole, so a script does not read half of it, and the hook does not say it is missing.
     */
    @Test
    void theHookWaitsForAResultBeingPrintedUntilItIsWhole() throws Exception {
        Thread check = printInTwoHalves();
        CompletableFuture<CheckStdout.Fate> fate = new CompletableFuture<>();
        Thread hook = new Thread(() -> fate.complete(stdout.giveUp(Duration.ofSeconds(60))));
        hook.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (hook.getState() != Thread.State.TIMED_WAITING && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        Thread.State whilePrinting = hook.getState();
        mayFinish.countDown();

        assertThat(whilePrinting).as("the hook waits for the result").isEqualTo(Thread.State.TIMED_WAITING);
        assertThat(fate.get(10, TimeUnit.SECONDS)).isEqualTo(CheckStdout.Fate.WHOLE);
        check.join(10_000);
        assertThat(written).hasToString(RESULT);
    }

    /** As when nobody reads stdout: the hook's wait runs out too, and the result is cut short. */
    @Test
    void aResultStillBeingPrintedWhenTheHooksWaitRunsOutIsCut() throws Exception {
        Thread check = printInTwoHalves();

        assertThat(stdout.giveUp(Duration.ofMillis(1))).isEqualTo(CheckStdout.Fate.CUT);
        stdout.error(LOG, GRACE_RAN_OUT);
        assertThat(written).hasToString("{\"file\":\"runs.jsonl\",");
        mayFinish.countDown();
        check.join(10_000);
    }

    /** A check printing the first half of its result, and the rest once {@link #mayFinish} is counted down. */
    private Thread printInTwoHalves() throws InterruptedException {
        Thread check = new Thread(() -> {
            try {
                stdout.result(() -> {
                    written.write("{\"file\":\"runs.jsonl\",");
                    printing.countDown();
                    while (mayFinish.getCount() > 0) {
                        Thread.onSpinWait();
                    }
                    written.write("\"runs\":3}\n");
                });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        check.start();
        assertThat(printing.await(10, TimeUnit.SECONDS)).isTrue();
        return check;
    }
}
