package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.ui.common.SaveDialog;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.diff.ComparePair;
import com.collimate.inspector.ui.diff.CompareSide;
import com.collimate.inspector.ui.diff.CompareWarmUp;
import com.collimate.inspector.ui.diff.CompareWarmUpSchedule;
import com.collimate.inspector.ui.main.LoadState;
import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.testing.DirectExecutors;
import com.collimate.inspector.ui.testing.Runs;
import com.collimate.inspector.ui.testing.TestMainViewModels;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The app runs the compare warm-up once a log has loaded, none is loading and the user has been quiet; a log that
 * starts loading or input interrupts it, and a compare request or closing the app stops it for good.
 */
class CompareWarmUpTriggerTest {
    private static final long BOUND_SECONDS = 60;

    @TempDir
    Path home;

    private final UiExecutors executors = DirectExecutors.create();
    private final List<Runnable> due = new ArrayList<>();
    private CompareWarmUpSchedule schedule;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage(); // the warm-up builds (never shows) a Compare view
    }

    @AfterEach
    void tearDown() {
        executors.shutdown();
    }

    private MainViewModel main() {
        return TestMainViewModels.create(executors, home);
    }

    private ReplayFeature feature(MainViewModel main, CompareWarmUp... warmUps) {
        Deque<CompareWarmUp> next = new ArrayDeque<>(List.of(warmUps));
        ReplayServices services = new ReplayServices(Settings::defaults, Map.of(), config -> {
            throw new IOException("no sandbox in this test");
        }, home.resolve("data"));
        SaveDialog noFile = (owner, title, initialName, description, patterns) -> Optional.empty();
        schedule = new CompareWarmUpSchedule(next::remove, (nanos, action) -> due.add(action), Duration.ZERO);
        return new ReplayFeature(main, executors, services, noFile, schedule);
    }

    /** Lets the quiet period pass: runs the checks for quiet that are due. */
    private void quiet() {
        List<Runnable> now = List.copyOf(due);
        due.clear();
        now.forEach(Runnable::run);
    }

    private static ComparePair pair() {
        return new ComparePair(new CompareSide("run-1", 0, 0, "a\nb\n", "", 0L, Runs.inputs("")),
                new CompareSide("run-1 replay #1", 0, 1, "a\nc\n", "", 0L, Runs.inputs("")));
    }

    @Test
    void startsOnceTheFirstLogHasLoadedAndNotForALogThatFailed() throws Exception {
        CompareWarmUp warmUp = new CompareWarmUp(500, 2);
        MainViewModel main = main();
        feature(main, warmUp);

        main.open(home.resolve("image.bin"));
        assertThat(warmUp.isStarted()).isFalse();

        quiet();
        assertThat(warmUp.isStarted()).isFalse();

        main.open(home.resolve("one.jsonl"));
        assertThat(warmUp.isStarted()).isFalse();
        quiet();
        assertThat(warmUp.isStarted()).isTrue();
        assertThat(warmUp.finished().get(BOUND_SECONDS, TimeUnit.SECONDS))
                .isEqualTo(new CompareWarmUp.Outcome(CompareWarmUp.Status.DONE, 2));
    }

    @Test
    void inputStopsTheWarmUpAndTheNextQuietPeriodStartsAFreshOne() throws Exception {
        interruptedThenStartedAfresh(main -> schedule.userActive());

        schedule.userActive();
        quiet();
        assertThat(due).as("no check for quiet once a warm-up has run to its end").isEmpty();
    }

    @Test
    void aLogThatStartsLoadingStopsTheWarmUpAndTheNextLoadStartsAFreshOne() throws Exception {
        interruptedThenStartedAfresh(main -> main.open(home.resolve("two.jsonl")));
    }

    @Test
    void aLoadThatFailsBesideALoadedLogLetsTheNextWarmUpStart() throws Exception {
        interruptedThenStartedAfresh(main -> main.open(home.resolve("image.bin")));
    }

    /** A warm-up started after a load is stopped by {@code interruption}; the next quiet period runs a new one. */
    private void interruptedThenStartedAfresh(Consumer<MainViewModel> interruption) throws Exception {
        CompareWarmUp interrupted = new CompareWarmUp(50_000, 100_000); // hours of work if it were not stopped
        CompareWarmUp next = new CompareWarmUp(500, 2);
        MainViewModel main = main();
        feature(main, interrupted, next);
        main.open(home.resolve("one.jsonl"));
        quiet();
        assertThat(interrupted.isStarted()).isTrue();

        interruption.accept(main);

        assertThat(interrupted.finished().get(BOUND_SECONDS, TimeUnit.SECONDS).status())
                .isEqualTo(CompareWarmUp.Status.CANCELLED);
        assertThat(next.isStarted()).isFalse();
        quiet();
        assertThat(next.finished().get(BOUND_SECONDS, TimeUnit.SECONDS))
                .isEqualTo(new CompareWarmUp.Outcome(CompareWarmUp.Status.DONE, 2));
    }

    @Test
    void aCompareRequestCancelsTheRunningWarmUp() throws Exception {
        CompareWarmUp warmUp = new CompareWarmUp(50_000, 100_000); // hours of work if it were not stopped
        MainViewModel main = main();
        ReplayFeature feature = feature(main, warmUp);
        main.open(home.resolve("one.jsonl"));
        quiet();
        assertThat(warmUp.isStarted()).isTrue();

        feature.newDiff(null).load(CompareWarmUpTriggerTest::pair);

        CompareWarmUp.Outcome outcome = warmUp.finished().get(BOUND_SECONDS, TimeUnit.SECONDS);
        assertThat(outcome.status()).isEqualTo(CompareWarmUp.Status.CANCELLED);
        assertThat(outcome.rounds()).isLessThan(100_000);
    }

    @Test
    void aCompareBeforeAnyLoadKeepsItFromStartingLater() throws Exception {
        CompareWarmUp warmUp = new CompareWarmUp(500, 2);
        MainViewModel main = main();
        ReplayFeature feature = feature(main, warmUp);

        feature.newDiff(null).load(CompareWarmUpTriggerTest::pair);
        main.open(home.resolve("one.jsonl"));
        quiet();

        assertThat(main.activeProperty().get().stateProperty().get()).isEqualTo(LoadState.LOADED);
        assertThat(warmUp.isStarted()).isFalse();
    }

    @Test
    void closingTheAppCancelsIt() throws Exception {
        CompareWarmUp warmUp = new CompareWarmUp(50_000, 100_000);
        MainViewModel main = main();
        ReplayFeature feature = feature(main, warmUp);
        main.open(home.resolve("one.jsonl"));
        quiet();

        feature.close();

        assertThat(warmUp.finished().get(BOUND_SECONDS, TimeUnit.SECONDS).status())
                .isEqualTo(CompareWarmUp.Status.CANCELLED);
    }
}
