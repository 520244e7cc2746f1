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
        ProgressPrinter printer = new ProgressPrinter(new PrintWriter(err), false, "replayed", now::get);

        for (int done = 0; done <= 100; done++) {
            now.addAndGet(1_000_000);
            printer.onProgress(new ReplayProgress(done, 100, 3, 1, 12.5));
        }
        printer.finish();

        String[] lines = err.toString().split("\\R");
        assertThat(lines).hasSize(11);
        assertThat(lines[0]).isEqualTo("replayed 0/100 (0%), in flight 3, failures 1, 12.5/s");
        assertThat(lines[10]).isEqualTo("replayed 100/100 (100%), in flight 3, failures 1, 12.5/s");
        assertThat(err.toString()).doesNotContain("\r").doesNotContain("\u001b");
    }

    @Test
    void aSnapshotThatArrivesLateNeverMovesTheCountBack() {
        ProgressPrinter printer = new ProgressPrinter(new PrintWriter(err), false, "replayed", now::get);

        for (int done : new int[] {6, 3, 8, 7, 13}) {
            now.addAndGet(6_000_000_000L);
            printer.onProgress(new ReplayProgress(done, 13, 1, 0, 1));
        }

        assertThat(err.toString().split("\\R")).extracting(line -> line.substring(0, line.indexOf(' ', 9)))
                .containsExactly("replayed 6/13", "replayed 8/13", "replayed 13/13");
    }

    @Test
    void onATerminalRedrawsOneBarAtMostTenTimesASecond() {
        ProgressPrinter printer = new ProgressPrinter(new PrintWriter(err), true, "replayed", now::get);

        for (int done = 0; done <= 1000; done++) {
            now.addAndGet(1_000_000); // 1 ms per replay: one redraw per 100 replays
            printer.onProgress(new ReplayProgress(done, 1000, 8, 0, 1000));
        }
        printer.finish();

        String output = err.toString();
        assertThat(output.chars().filter(c -> c == '\r').count()).isBetween(10L, 12L);
        assertThat(output).contains("\r[###############...............] 500/1000 (50%)")
                .endsWith("[##############################] 1000/1000 (100%), in flight 8, failures 0, 1000.0/s\u001b[K"
                        + System.lineSeparator());
    }

    @Test
    void aReplayStartedRightAfterTheFirstPrintIsShownAtOnce() {
        ProgressPrinter bar = new ProgressPrinter(new PrintWriter(err), true, "replayed", now::get);
        StringWriter plainErr = new StringWriter();
        ProgressPrinter plain = new ProgressPrinter(new PrintWriter(plainErr), false, "replayed", now::get);

        for (int inFlight = 0; inFlight <= 2; inFlight++) {
            now.addAndGet(1_000_000); // starts 1 ms apart, well within both throttles
            bar.onProgress(new ReplayProgress(0, 3, inFlight, 0, 0));
            plain.onProgress(new ReplayProgress(0, 3, inFlight, 0, 0));
        }

        assertThat(err.toString()).endsWith("0/3 (0%), in flight 2, failures 0, 0.0/s\u001b[K");
        assertThat(plainErr.toString().split("\\R")).containsExactly(
                "replayed 0/3 (0%), in flight 0, failures 0, 0.0/s",
                "replayed 0/3 (0%), in flight 1, failures 0, 0.0/s");
    }
}
