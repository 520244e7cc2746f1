package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;

import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CancellationAndDegradationTest {

    /** Many short lines from a tiny alphabet: the worst case for histogram diff and its Myers fallback. */
    private static String repetitive(Random random, int lines) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            text.append((char) ('a' + random.nextInt(3))).append('\n');
        }
        return text.toString();
    }

    @Test
    void cancelledBeforeStartThrows() {
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();

        assertThatThrownBy(() -> new TextDiffer(DiffOptions.defaults()).diff("a\n", "b\n", cancellation))
                .isInstanceOf(CancellationException.class);
    }

    @Test
    void cancellingARunningDiffStopsIt() throws Exception {
        Random random = new Random(1);
        String left = repetitive(random, 200_000);
        String right = repetitive(random, 200_000);
        Cancellation cancellation = new Cancellation();
        CountDownLatch started = new CountDownLatch(1);
        TextDiffer differ = new TextDiffer(DiffOptions.defaults(), new LineDiffer(Long.MAX_VALUE));

        CompletableFuture<TextDiff> running = CompletableFuture.supplyAsync(() -> {
            started.countDown();
            return differ.diff(left, right, cancellation);
        });
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        cancellation.cancel();

        assertThatThrownBy(() -> running.get(20, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(CancellationException.class);
    }

    @Test
    void cancellationStopsBuildingTheRowModel() {
        TextDiff diff = new TextDiffer(DiffOptions.defaults()).diff("a\n", "b\n", Cancellation.none());
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();

        assertThatThrownBy(() -> SideBySide.of(diff, cancellation)).isInstanceOf(CancellationException.class);
    }

    @Test
    void pathologicalInputDegradesToACoarseDiffWithANote() {
        Random random = new Random(2);
        String left = repetitive(random, 9_000);
        String right = repetitive(random, 9_000);
        TextDiffer differ = new TextDiffer(DiffOptions.defaults().withMasksEnabled(false), new LineDiffer(2_000_000));

        TextDiff diff = differ.diff(left, right, Cancellation.none());

        assertThat(diff.notes()).containsExactly(LineDiffer.COARSE_NOTE);
        int left0 = 0;
        int right0 = 0;
        for (Hunk hunk : diff.hunks()) {
            for (; left0 < hunk.leftBegin(); left0++, right0++) {
                assertThat(diff.leftRaw(left0)).isEqualTo(diff.rightRaw(right0));
            }
            left0 = hunk.leftEnd();
            right0 = hunk.rightEnd();
        }
        assertThat(diff.leftLineCount() - left0).isEqualTo(diff.rightLineCount() - right0);
    }

    @Test
    void cancellingWhileMaskingAHugeChangedRegionStopsIt() throws Exception {
        StringBuilder crlf = new StringBuilder();
        StringBuilder lf = new StringBuilder();
        for (int i = 0; i < 300_000; i++) {
            crlf.append("2026-11-29 07:12:25,123 step ").append(i).append(" took 12 ms\r\n");
            lf.append("2026-11-29 07:12:26,456 step ").append(i).append(" took 13 ms\n");
        }
        Cancellation cancellation = new Cancellation();
        CountDownLatch started = new CountDownLatch(1);
        TextDiffer differ = new TextDiffer(DiffOptions.defaults());

        CompletableFuture<TextDiff> running = CompletableFuture.supplyAsync(() -> {
            started.countDown();
            return differ.diff(crlf.toString(), lf.toString(), cancellation);
        });
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        cancellation.cancel();

        assertThatThrownBy(() -> running.get(20, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(CancellationException.class);
    }
}
