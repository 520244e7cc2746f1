package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.ui.testing.FxWait;
import javafx.stage.Window;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CompareWarmUpTest {
    private static final long BOUND_SECONDS = 60;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage(); // the warm-up builds (never shows) a Compare view
    }

    private static List<Thread> warmUpThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().equals(CompareWarmUp.THREAD_NAME)).toList();
    }

    private static void awaitNoWarmUpThread() throws InterruptedException {
        for (Thread thread : warmUpThreads()) {
            thread.join(TimeUnit.SECONDS.toMillis(BOUND_SECONDS));
        }
        assertThat(warmUpThreads()).isEmpty();
    }

    private static boolean diffing(Thread thread) {
        return Arrays.stream(thread.getStackTrace())
                .anyMatch(frame -> frame.getClassName().equals(ComputedDiff.class.getName()));
    }

    @Test
    void runsEveryRoundOnItsOwnThreadAndLeavesNothingBehind() throws Exception {
        CompareWarmUp warmUp = new CompareWarmUp(2_000, 3);
        assertThat(warmUp.isStarted()).isFalse();
        assertThat(warmUp.start()).isTrue();

        CompareWarmUp.Outcome outcome = warmUp.finished().get(BOUND_SECONDS, TimeUnit.SECONDS);

        assertThat(outcome).isEqualTo(new CompareWarmUp.Outcome(CompareWarmUp.Status.DONE, 3));
        awaitNoWarmUpThread();
        List<Window> windows = FxWait.onFx(() -> List.copyOf(Window.getWindows()));
        assertThat(windows).noneMatch(Window::isShowing);
    }

    @Test
    void afterTheLongRoundGoesOnWhileTheJitCompilesUpToTheCap() throws Exception {
        AtomicLong compiled = new AtomicLong();
        CompareWarmUp.Plan plan = new CompareWarmUp.Plan(500, 2, 1_000, 3);
        CompareWarmUp busyJit = new CompareWarmUp(plan, () -> compiled.addAndGet(60_000));
        CompareWarmUp idleJit = new CompareWarmUp(plan, () -> 0);

        busyJit.start();
        idleJit.start();

        assertThat(busyJit.finished().get(BOUND_SECONDS, TimeUnit.SECONDS))
                .isEqualTo(new CompareWarmUp.Outcome(CompareWarmUp.Status.DONE, 2 + 1 + 3));
        assertThat(idleJit.finished().get(BOUND_SECONDS, TimeUnit.SECONDS))
                .isEqualTo(new CompareWarmUp.Outcome(CompareWarmUp.Status.DONE, 2 + 1));
        awaitNoWarmUpThread();
    }

    @Test
    void extraRoundsStopOnceTheJitIsIdle() throws Exception {
        AtomicLong compiled = new AtomicLong();
        AtomicLong reads = new AtomicLong();
        // busy during the long round and the first extra one, idle from then on
        CompareWarmUp warmUp = new CompareWarmUp(new CompareWarmUp.Plan(500, 1, 1_000, 10),
                () -> reads.incrementAndGet() <= 4 ? compiled.addAndGet(60_000) : compiled.get());

        warmUp.start();

        assertThat(warmUp.finished().get(BOUND_SECONDS, TimeUnit.SECONDS))
                .isEqualTo(new CompareWarmUp.Outcome(CompareWarmUp.Status.DONE, 1 + 1 + 2));
        awaitNoWarmUpThread();
    }

    @Test
    void aPlanNeedsLinesAndRounds() {
        assertThatThrownBy(() -> new CompareWarmUp.Plan(0, 1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new CompareWarmUp.Plan(10, 1, -1, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void runsOnlyOnce() throws Exception {
        CompareWarmUp warmUp = new CompareWarmUp(500, 1);
        assertThat(warmUp.start()).isTrue();
        assertThat(warmUp.start()).isFalse();
        CompareWarmUp.Outcome outcome = warmUp.finished().get(BOUND_SECONDS, TimeUnit.SECONDS);
        awaitNoWarmUpThread();

        assertThat(warmUp.start()).isFalse();
        assertThat(warmUpThreads()).isEmpty();
        assertThat(warmUp.finished().getNow(null)).isSameAs(outcome);
    }

    @Test
    void cancellingStopsItWhileItDiffs() throws Exception {
        CompareWarmUp warmUp = new CompareWarmUp(50_000, 100_000); // hours of work if it were not stopped
        warmUp.start();
        Thread thread = warmUpThreads().get(0);
        assertThat(thread.isDaemon()).isTrue(); // it never keeps the app from exiting
        FxWait.waitUntil(BOUND_SECONDS, () -> diffing(thread));

        warmUp.cancel();

        CompareWarmUp.Outcome outcome = warmUp.finished().get(BOUND_SECONDS, TimeUnit.SECONDS);
        assertThat(outcome.status()).isEqualTo(CompareWarmUp.Status.CANCELLED);
        assertThat(outcome.rounds()).isLessThan(100_000);
        awaitNoWarmUpThread();
        assertThat(warmUp.start()).isFalse();
    }

    @Test
    void cancelledBeforeItStartsItNeverRuns() throws Exception {
        CompareWarmUp warmUp = new CompareWarmUp(500, 1);
        warmUp.cancel();

        assertThat(warmUp.start()).isFalse();
        assertThat(warmUp.finished().get(BOUND_SECONDS, TimeUnit.SECONDS))
                .isEqualTo(new CompareWarmUp.Outcome(CompareWarmUp.Status.CANCELLED, 0));
        assertThat(warmUpThreads()).isEmpty();
    }

    @Test
    void theSyntheticPairHasEveryKindOfDifferenceTheMasksAndTheClassifierKnow() {
        ComparePair pair = WarmUpPair.of(1_000);
        String left = pair.left().stdout();
        String right = pair.right().stdout();

        TextDiff raw = new TextDiffer(DiffOptions.defaults().withMasksEnabled(false)).diff(left, right,
                Cancellation.none());
        TextDiff masked = new TextDiffer(DiffOptions.defaults()).diff(left, right, Cancellation.none());

        assertThat(left.chars().filter(c -> c == '\n').count()).as("lines: a bar's \\r redraws end none").isEqualTo(1_000);
        assertThat(raw.classes()).containsAll(Masks.builtInNames())
                .contains("numeric", "whitespace", "content");
        assertThat(raw.stats().added()).isPositive();
        assertThat(raw.stats().removed()).isPositive();
        assertThat(masked.stats().hunks()).isPositive().isLessThan(raw.stats().hunks());
        assertThat(raw.stats().hunks()).isGreaterThanOrEqualTo(1_000 / WarmUpPair.CHANGE_EVERY);
    }
}
