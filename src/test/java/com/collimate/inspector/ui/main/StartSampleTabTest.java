package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.config.SettingsStore;
import com.collimate.inspector.core.log.LoadError;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.common.UiStateStore;
import com.collimate.inspector.ui.runs.ExitFilter;
import com.collimate.inspector.ui.settings.SettingsViewModel;
import com.collimate.inspector.ui.testing.DirectExecutors;
import com.collimate.inspector.ui.testing.HeldTasks;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The first log opened while the sample shown at start is untouched takes the sample's tab. */
class StartSampleTabTest {
    @TempDir
    Path home;

    private final UiExecutors executors = DirectExecutors.create();
    private Path sampleCopy;
    private Path one;

    @BeforeEach
    void setUp() throws Exception {
        Assumptions.assumeTrue(SampleLog.class.getResource(SampleLog.RESOURCE) != null, "a bundled sample");
        sampleCopy = home.resolve("data").resolve("samples").resolve(SampleLog.FILE_NAME);
        one = Files.writeString(home.resolve("one.jsonl"), "{}\n");
    }

    @AfterEach
    void tearDown() {
        executors.shutdown();
    }

    /**
     * The sample: three runs (verified, off, mismatch) and a line that could not be read; any other log: one verified
     * run keyed by its file name, or "not a rollout log" for a {@code *.bin}.
     */
    private static final LogOpener LOGS = (path, listener, cancellation) -> {
        String name = path.getFileName().toString();
        if (name.endsWith(".bin")) {
            throw new UnreadableLogException(path, "not a rollout log");
        }
        boolean sample = name.equals(SampleLog.FILE_NAME);
        ListRolloutLog log = sample
                ? new ListRolloutLog(path, List.of(Runs.run(1, "sample-1", "verified", 0L, "s", "x"),
                Runs.run(2, "sample-2", "off", 1L, "s", "y"), Runs.run(4, "sample-3", "(mismatch)", 0L, "t", "z")),
                List.of(new LoadError(3, "not JSON", "xx{")))
                : new ListRolloutLog(path, List.of(Runs.run(1, name, "verified", 0L, "g", "out")), List.of());
        log.publish(listener, sample ? 3 : 1);
        return log;
    };

    private MainViewModel main() {
        return main(executors);
    }

    private MainViewModel main(UiExecutors executors) {
        return new MainViewModel(executors, LOGS, new UiStateStore(home.resolve("config")),
                new SettingsViewModel(new SettingsStore(home.resolve("config")), Map.of()),
                new SampleLog(home.resolve("data")), home.resolve("data"), Duration.ofSeconds(1), Duration.ZERO);
    }

    /** A main view model started without a file: the sample's tab, loaded. */
    private MainViewModel startedOnTheSample() {
        MainViewModel main = main();
        main.openAtStart(List.of(), Runnable::run);
        assertThat(main.workspaces()).extracting(LogWorkspaceViewModel::path).containsExactly(sampleCopy);
        assertThat(main.workspaces().get(0).runs().totalRunsProperty().get()).isEqualTo(3);
        return main;
    }

    @Test
    void theFirstLogOpenedTakesTheUntouchedSampleTabAndNothingOfTheSampleStays() {
        MainViewModel main = startedOnTheSample();
        LogWorkspaceViewModel tab = main.workspaces().get(0);
        tab.showNotice("a notice about the sample");
        assertThat(tab.loadErrorCountProperty().get()).isEqualTo(1);
        assertThat(tab.untouched()).isTrue();

        main.open(one);

        assertThat(main.workspaces()).containsExactly(tab);
        assertThat(main.activeProperty().get()).isSameAs(tab);
        assertThat(tab.path()).isEqualTo(one);
        assertThat(tab.pathProperty().get()).isEqualTo(one);
        assertThat(tab.title()).isEqualTo("one.jsonl");
        assertThat(tab.stateProperty().get()).isEqualTo(LoadState.LOADED);
        assertThat(tab.runs().log().path()).isEqualTo(one);
        assertThat(tab.runs().shownRuns()).containsExactly(0);
        assertThat(tab.runs().summary(0).key()).isEqualTo("one.jsonl");
        assertThat(tab.runs().totalRunsProperty().get()).isEqualTo(1);
        assertThat(tab.runs().statisticsProperty().get().count(SeedAck.VERIFIED)).isEqualTo(1);
        assertThat(tab.runs().statisticsProperty().get().count(SeedAck.OFF)).isZero();
        assertThat(tab.runs().chipCountsProperty().get().verdicts(
                com.collimate.inspector.ui.runs.RunsViewModel.NOT_REPLAYED)).isEqualTo(1);
        assertThat(tab.runs().selectedRunProperty().get()).isEqualTo(-1);
        assertThat(tab.detail().detailProperty().get()).isNull();
        assertThat(tab.loadErrors()).isEmpty();
        assertThat(tab.loadErrorCountProperty().get()).isZero();
        assertThat(tab.noticeProperty().get()).isEmpty();
        assertThat(tab.progressProperty().get().runs()).isEqualTo(1);
        assertThat(tab.dashboard().headlineProperty().get()).isEqualTo("100% verified");
        assertThat(tab.dashboard().loadErrorsProperty().get()).isZero();
        assertThat(main.recentFiles()).containsExactly(one);
        assertThat(main.openFiles().refusal(sampleCopy, one)).as("the sample is no longer open").isEmpty();
        assertThat(main.openFiles().refusal(one, sampleCopy)).isPresent();
    }

    @Test
    void onlyTheFirstLogOpenedTakesIt() {
        MainViewModel main = startedOnTheSample();
        main.open(one);
        Path two = home.resolve("two.jsonl");

        main.open(two);

        assertThat(main.workspaces()).extracting(LogWorkspaceViewModel::path).containsExactly(one, two);
    }

    @Test
    void aSampleTabTheUserWorkedInIsKeptAndTheLogGetsATabOfItsOwn() {
        List<Consumer<LogWorkspaceViewModel>> work = List.of(
                tab -> tab.runs().select(1),
                tab -> tab.runs().search("sample-2"),
                tab -> tab.runs().setAckShown(SeedAck.OFF, false),
                tab -> tab.runs().setExitFilter(ExitFilter.ZERO),
                tab -> tab.runs().setGroupFilter("s"),
                tab -> tab.runs().setVerdictShown("reproduced", false),
                tab -> tab.runs().sortBy(List.of(new com.collimate.inspector.ui.runs.SortKey(
                        com.collimate.inspector.ui.runs.RunColumn.SEED, true))),
                tab -> tab.setFollowing(true),
                LogWorkspaceViewModel::markWorkedIn);
        for (Consumer<LogWorkspaceViewModel> done : work) {
            MainViewModel main = startedOnTheSample();
            LogWorkspaceViewModel sampleTab = main.workspaces().get(0);
            done.accept(sampleTab);
            assertThat(sampleTab.untouched()).isFalse();

            main.open(one);

            assertThat(main.workspaces()).extracting(LogWorkspaceViewModel::path).containsExactly(sampleCopy, one);
            assertThat(main.workspaces().get(0)).isSameAs(sampleTab);
            assertThat(sampleTab.runs().totalRunsProperty().get()).isEqualTo(3);
            assertThatThrownBy(() -> sampleTab.openInstead(one)).isInstanceOf(IllegalStateException.class);
            main.close();
        }
    }

    @Test
    void aSampleOpenedFromTheMenuIsTheUsersAndKept() {
        MainViewModel main = main();
        main.openSample();

        main.open(one);

        assertThat(main.workspaces()).extracting(LogWorkspaceViewModel::path).containsExactly(sampleCopy, one);
    }

    @Test
    void theSampleCanBeOpenedAgainInATabOfItsOwn() {
        MainViewModel main = startedOnTheSample();
        main.open(one);

        main.openSample();

        assertThat(main.workspaces()).extracting(LogWorkspaceViewModel::path).containsExactly(one, sampleCopy);
        assertThat(main.workspaces().get(1).runs().totalRunsProperty().get()).isEqualTo(3);
        assertThat(main.recentFiles()).containsExactly(one);
    }

    @Test
    void aLogThatCannotBeReadLeavesTheSampleInItsTabWhichTheNextLogTakes() {
        MainViewModel main = startedOnTheSample();
        LogWorkspaceViewModel tab = main.workspaces().get(0);
        Path binary = home.resolve("image.bin");

        main.open(binary);

        assertThat(main.problems()).containsExactly(new Problem("Cannot open log", binary + ": not a rollout log"));
        assertThat(main.workspaces()).containsExactly(tab);
        assertThat(tab.path()).isEqualTo(sampleCopy);
        assertThat(tab.stateProperty().get()).isEqualTo(LoadState.LOADED);
        assertThat(tab.failureProperty().get()).isEmpty();
        assertThat(tab.runs().totalRunsProperty().get()).isEqualTo(3);
        assertThat(main.recentFiles()).isEmpty();

        main.open(one);

        assertThat(main.workspaces()).containsExactly(tab);
        assertThat(tab.path()).isEqualTo(one);
    }

    /**
     * The user searched the tab while the log that took it was loading, and then it could not be read: the tab goes,
     * and the sample is back in a tab of its own, which the next log takes.
     */
    @Test
    void aLogThatCannotBeReadAfterTheUserWorkedInItsTabGivesTheSampleBackInATabOfItsOwn() {
        HeldTasks background = new HeldTasks();
        MainViewModel main = main(new UiExecutors(Runnable::run, background, executors.timer()));
        main.openAtStart(List.of(), Runnable::run);
        background.runAll();
        LogWorkspaceViewModel tab = main.workspaces().get(0);
        Path binary = home.resolve("image.bin");
        main.open(binary);
        tab.runs().search("image");

        background.runAll();

        assertThat(main.problems()).containsExactly(new Problem("Cannot open log", binary + ": not a rollout log"));
        assertThat(main.workspaces()).extracting(LogWorkspaceViewModel::path).containsExactly(sampleCopy);
        assertThat(main.workspaces().get(0).runs().totalRunsProperty().get()).isEqualTo(3);
        main.open(one);
        background.runAll();
        assertThat(main.workspaces()).extracting(LogWorkspaceViewModel::path).containsExactly(one);
    }
}
