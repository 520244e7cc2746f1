package com.collimate.inspector.cli;

import com.collimate.inspector.core.replay.ReplayProgress;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class ProgressPrinterTest {
    private final StringWriter err = new StringWriter();
    private final AtomicLong now = new AtomicLong();

    @Test
    void withoutATerminalPrintsOnePlainLinePerTenthAndTheLast() {
        ProgressPrinter printer = ProgressPrinter.replays(new PrintWriter(err), false, now::get);

        for (int done = 0; done <= 100; done++) {
            now.addAndGet(1_000_000);
            printer.onProgress(new ReplayProgress(done, 100, 3, 1, 12.5));
        }
        printer.finish();

        String[] lines = err.toString().split("\\R");
        assertThat(lines).hasSize(11);
        assertThat(lines[0]).isEqualTo("replayed 0/100 (0%), 3 in flight, 1 failed, 12.5/s");
        assertThat(lines[10]).isEqualTo("replayed 100/100 (100%), 3 in flight, 1 failed, 12.5/s");
        assertThat(err.toString()).doesNotContain("\r").doesNotContain("\u001b");
    }

    @Test
    void onATerminalRedrawsOneBarAtMostTenTimesASecond() {
        ProgressPrinter printer = ProgressPrinter.replays(new PrintWriter(err), true, now::get);

        for (int done = 0; done <= 1000; done++) {
            now.addAndGet(1_000_000); // 1 ms per replay: one redraw per 100 replays
            printer.onProgress(new ReplayProgress(done, 1000, 8, 0, 1000));
        }
        printer.finish();

        String output = err.toString();
        assertThat(output.chars().filter(c -> c == '\r').count()).isBetween(10L, 12L);
        assertThat(output).contains("\r[###############...............] 500/1000 (50%)")
                .endsWith("[##############################] 1000/1000 (100%), 8 in flight, 0 failed, 1000.0/s\u001b[K"
                        + System.lineSeparator());
    }

    @Test
    void aReplayStartedRightAfterTheFirstPrintIsShownAtOnce() {
        ProgressPrinter bar = ProgressPrinter.replays(new PrintWriter(err), true, now::get);
        StringWriter plainErr = new StringWriter();
        ProgressPrinter plain = ProgressPrinter.replays(new PrintWriter(plainErr), false, now::get);

        for (int inFlight = 0; inFlight <= 2; inFlight++) {
            now.addAndGet(1_000_000); // starts 1 ms apart, well within both throttles
            bar.onProgress(new ReplayProgress(0, 3, inFlight, 0, 0));
            plain.onProgress(new ReplayProgress(0, 3, inFlight, 0, 0));
        }

        assertThat(err.toString()).endsWith("0/3 (0%), 2 in flight, 0 failed, 0.0/s\u001b[K");
        assertThat(plainErr.toString().split("\\R")).containsExactly(
                "replayed 0/3 (0%), 0 in flight, 0 failed, 0.0/s",
                "replayed 0/3 (0%), 1 in flight, 0 failed, 0.0/s");
    }

    @Test
    void cancelledReplaysAreNotCountedAsReplayedAndTheLastStateIsShownAtTheEnd() {
        ProgressPrinter printer = ProgressPrinter.replays(new PrintWriter(err), false, now::get);
        printer.onProgress(new ReplayProgress(0, 4, 0, 0, 0));

        for (int cancelled = 1; cancelled <= 4; cancelled++) {
            now.addAndGet(1_000_000);
            printer.onProgress(new ReplayProgress(0, 4, 4 - cancelled, 0, cancelled, 0, null));
        }
        printer.finish();

        String[] lines = err.toString().split("\\R");
        assertThat(lines[lines.length - 1]).isEqualTo("replayed 0/4 (0%), 0 in flight, 0 failed, 4 cancelled, 0.0/s");
        assertThat(err.toString()).doesNotContain("4/4").doesNotContain("100%");
    }

    @Test
    void theLastSnapshotIsShownAtTheEndEvenWhenItCameTooSoonToBePrinted() {
        ProgressPrinter printer = ProgressPrinter.replays(new PrintWriter(err), false, now::get);
        printer.onProgress(new ReplayProgress(0, 400, 2, 0, 0));
        now.addAndGet(1_000_000);
        printer.onProgress(new ReplayProgress(1, 400, 1, 1, 0));
        now.addAndGet(1_000_000);
        printer.onProgress(new ReplayProgress(1, 400, 0, 1, 1, 0, null));
        assertThat(err.toString().split("\\R")).hasSize(1);

        printer.finish();

        assertThat(err.toString().split("\\R")).containsExactly("replayed 0/400 (0%), 2 in flight, 0 failed, 0.0/s",
                "replayed 1/400 (0%), 0 in flight, 1 failed, 1 cancelled, 0.0/s");
    }

    @Test
    void aWaitBeforeARetryIsShownAtOnceAndOnlyOnceWhileItLasts() {
        ProgressPrinter printer = ProgressPrinter.replays(new PrintWriter(err), false, now::get);
        String waiting = "rate limited: waiting 300 s before retrying (Retry-After 3600 s, capped at 300 s)";
        printer.onProgress(new ReplayProgress(0, 90, 0, 0, 0));

        for (int i = 0; i < 5; i++) {
            now.addAndGet(1_000_000);
            printer.onProgress(new ReplayProgress(0, 90, 1, 0, 0, 0, waiting));
        }

        assertThat(err.toString().split("\\R")).containsExactly("replayed 0/90 (0%), 0 in flight, 0 failed, 0.0/s",
                "replayed 0/90 (0%), 1 in flight, 0 failed, 0.0/s — " + waiting);
    }

    @Test
    void aRetryCountGoingUpIsAPlainLineAtOnceThenEveryThirtySeconds() {
        ProgressPrinter printer = ProgressPrinter.replays(new PrintWriter(err), false, now::get);
        printer.onProgress(new ReplayProgress(0, 1, 1, 0, 0));

        for (int retries = 10; retries < 70; retries++) {
            now.addAndGet(1_000_000_000L); // one retry a second for a minute
            printer.onProgress(new ReplayProgress(0, 1, 1, 0, 0, 0, "rate limited: retrying (" + retries
                    + " retries so far)"));
        }

        assertThat(err.toString().split("\\R")).containsExactly("replayed 0/1 (0%), 1 in flight, 0 failed, 0.0/s",
                "replayed 0/1 (0%), 1 in flight, 0 failed, 0.0/s — rate limited: retrying (10 retries so far)",
                "replayed 0/1 (0%), 1 in flight, 0 failed, 0.0/s — rate limited: retrying (40 retries so far)");
    }

    @Test
    void theWaitShowsInTheTerminalBar() {
        ProgressPrinter printer = ProgressPrinter.replays(new PrintWriter(err), true, now::get);
        printer.onProgress(new ReplayProgress(0, 2, 0, 0, 0));
        now.addAndGet(1_000_000);

        printer.onProgress(new ReplayProgress(0, 2, 2, 0, 0, 0, "rate limited: waiting 300 s before retrying (Retry-After)"));

        assertThat(err.toString()).endsWith("2 in flight, 0 failed, 0.0/s — rate limited: waiting 300 s before retrying"
                + " (Retry-After)\u001b[K");
    }

    @Test
    void anOfflineCheckCountsRunsReadWithoutInFlightOrFailures() {
        ProgressPrinter printer = ProgressPrinter.runsRead(new PrintWriter(err), false, now::get);

        printer.onProgress(new ReplayProgress(6, 6, 0, 0, 1234.5));
        printer.finish();

        assertThat(err.toString()).isEqualTo("checked 6/6 runs (100%), 1234.5/s" + System.lineSeparator());
    }
}
