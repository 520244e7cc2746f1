package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.ui.common.SaveDialog;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.diff.ComparePair;
import com.collimate.inspector.ui.diff.CompareSide;
import com.collimate.inspector.ui.diff.CompareWarmUp;
import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.testing.DirectExecutors;
import com.collimate.inspector.ui.testing.TestMainViewModels;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The app starts the compare warm-up once a log has loaded, and a compare request or closing the app stops it. */
class CompareWarmUpTriggerTest {
    private static final long BOUND_SECONDS = 60;

    @TempDir
    Path home;

    private final UiExecutors executors = DirectExecutors.create();

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

    private ReplayFeature feature(MainViewModel main, CompareWarmUp warmUp) {
        ReplayServices services = new ReplayServices(Settings::defaults, Map.of(), () -> {
            throw new IOException("no sandbox in this test");
        }, home.resolve("data"));
        SaveDialog noFile = (owner, title, initialName, description, patterns) -> Optional.empty();
        return new ReplayFeature(main, executors, services, noFile, warmUp);
    }

    private static ComparePair pair() {
        return new ComparePair(new CompareSide("run-1", 0, 0, "a\nb\n", "", 0, ""),
                new CompareSide("run-1 replay #1", 0, 1, "a\nc\n", "", 0, ""));
    }

    @Test
    void startsOnceTheFirstLogHasLoadedAndNotForALogThatFailed() throws Exception {
        CompareWarmUp warmUp = new CompareWarmUp(500, 2);
        MainViewModel main = main();
        feature(main, warmUp);

        main.open(home.resolve("image.bin"));
        assertThat(warmUp.isStarted()).isFalse();

        main.open(home.resolve("one.jsonl"));
        assertThat(warmUp.isStarted()).isTrue();
        assertThat(warmUp.finished().get(BOUND_SECONDS, TimeUnit.SECONDS))
                .isEqualTo(new CompareWarmUp.Outcome(CompareWarmUp.Status.DONE, 2));
    }

    @Test
    void aCompareRequestCancelsTheRunningWarmUp() throws Exception {
        CompareWarmUp warmUp = new CompareWarmUp(50_000, 100_000); // hours of work if it were not stopped
        MainViewModel main = main();
        ReplayFeature feature = feature(main, warmUp);
        main.open(home.resolve("one.jsonl"));
        assertThat(warmUp.isStarted()).isTrue();

        feature.newDiff().load(CompareWarmUpTriggerTest::pair);

        CompareWarmUp.Outcome outcome = warmUp.finished().get(BOUND_SECONDS, TimeUnit.SECONDS);
        assertThat(outcome.status()).isEqualTo(CompareWarmUp.Status.CANCELLED);
        assertThat(outcome.rounds()).isLessThan(100_000);
    }

    @Test
    void aCompareBeforeAnyLoadKeepsItFromStartingLater() throws Exception {
        CompareWarmUp warmUp = new CompareWarmUp(500, 2);
        MainViewModel main = main();
        ReplayFeature feature = feature(main, warmUp);

        feature.newDiff().load(CompareWarmUpTriggerTest::pair);
        main.open(home.resolve("one.jsonl"));

        assertThat(warmUp.finished().get(BOUND_SECONDS, TimeUnit.SECONDS))
                .isEqualTo(new CompareWarmUp.Outcome(CompareWarmUp.Status.CANCELLED, 0));
    }

    @Test
    void closingTheAppCancelsIt() throws Exception {
        CompareWarmUp warmUp = new CompareWarmUp(50_000, 100_000);
        MainViewModel main = main();
        ReplayFeature feature = feature(main, warmUp);
        main.open(home.resolve("one.jsonl"));

        feature.close();

        assertThat(warmUp.finished().get(BOUND_SECONDS, TimeUnit.SECONDS).status())
                .isEqualTo(CompareWarmUp.Status.CANCELLED);
    }
}
