package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.config.SettingsStore;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.common.UiState;
import com.collimate.inspector.ui.common.UiStateStore;
import com.collimate.inspector.ui.detail.RunText;
import com.collimate.inspector.ui.settings.SettingsViewModel;
import com.collimate.inspector.ui.testing.DirectExecutors;
import com.collimate.inspector.ui.testing.HeldTasks;
import com.collimate.inspector.ui.testing.TestMainViewModels;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MainViewModelTest {
    @TempDir
    Path home;

    private final UiExecutors executors = DirectExecutors.create();

    @AfterEach
    void tearDown() {
        executors.shutdown();
    }

    private MainViewModel create() {
        return TestMainViewModels.create(executors, home);
    }

    @Test
    void opensEachFileOnceAsATabAndRemembersItAcrossRestarts() {
        MainViewModel main = create();
        main.openAll(List.of(home.resolve("one.jsonl"), home.resolve("two.jsonl"), home.resolve("one.jsonl")));
        assertThat(main.workspaces()).extracting(LogWorkspaceViewModel::title).containsExactly("one.jsonl", "two.jsonl");
        assertThat(main.activeProperty().get().title()).isEqualTo("one.jsonl");
        main.saveUiState();

        MainViewModel restarted = create();
        assertThat(restarted.recentFiles()).containsExactly(home.resolve("two.jsonl"), home.resolve("one.jsonl"));
    }

    @Test
    void aDamagedWindowStateIsAProblemOnceAndTheWindowStartsWithDefaults() throws Exception {
        Path file = Files.createDirectories(home.resolve("config")).resolve(UiStateStore.FILE_NAME);
        Files.writeString(file, "{\"window\": {\"width\": 900, oops");

        MainViewModel main = create();

        assertThat(main.uiState()).isEqualTo(UiState.defaults());
        assertThat(main.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.title()).isEqualTo("Window state not restored");
            assertThat(problem.message()).startsWith(file + ": not valid JSON at line 1, column 27 (a character where")
                    .endsWith("the damaged file was kept as " + file + ".bad").doesNotContain("Exception");
        });
        main.close();
        assertThat(create().problems()).as("told once: the next start reads the state written meanwhile").isEmpty();
    }

    private String curlOfTheFirstRun(Map<String, String> environment, String settingsEndpoint) throws Exception {
        Files.createDirectories(home.resolve("config"));
        Files.writeString(home.resolve("config").resolve(SettingsStore.FILE_NAME), settingsEndpoint == null ? "{}"
                : "{\"endpoint\": \"" + settingsEndpoint + "\"}");
        SettingsViewModel settings = new SettingsViewModel(new SettingsStore(home.resolve("config")), environment);
        MainViewModel main = new MainViewModel(executors, TestMainViewModels.ONE_RUN_LOGS,
                new UiStateStore(home.resolve("config")), settings, new SampleLog(home.resolve("data")),
                home.resolve("data"), Duration.ofSeconds(1), Duration.ZERO);
        main.open(home.resolve("one.jsonl"));
        LogWorkspaceViewModel workspace = main.workspaces().get(0);
        workspace.runs().select(0);
        return workspace.detail().detailProperty().get().curlCommand().lines().findFirst().orElseThrow();
    }

    @Test
    void theCurlCommandPostsWhereReplaysGo() throws Exception {
        assertThat(curlOfTheFirstRun(Map.of(), null)).contains("${COLLIMATE_ENDPOINT:?");
        assertThat(curlOfTheFirstRun(Map.of("COLLIMATE_ENDPOINT", "https://env.example.test/v1/exec?t=SECRET"),
                "https://settings.example.test"))
                .isEqualTo("curl -sS -X POST 'https://env.example.test/v1/exec' \\");
        assertThat(curlOfTheFirstRun(Map.of(), "https://settings.example.test/v1/exec"))
                .isEqualTo("curl -sS -X POST 'https://settings.example.test/v1/exec' \\");
    }

    @Test
    void anOpenedFileIsInOpenRecentOnDiskAtOnceAndTheLayoutOnceSettled() throws Exception {
        MainViewModel main = create();
        main.open(home.resolve("one.jsonl"));
        // no close: a session ended by SIGTERM keeps its recent files
        assertThat(new UiStateStore(home.resolve("config")).load(Assertions::fail).recentFiles())
                .containsExactly(home.resolve("one.jsonl").toString());

        main.updateUiState(state -> state.withSplitPosition("main", 0.42));
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!new UiStateStore(home.resolve("config")).load(Assertions::fail).splitPositions().containsKey("main")) {
            assertThat(System.nanoTime()).as("layout written within 10 s").isLessThan(deadline);
            java.util.concurrent.locks.LockSupport.parkNanos(Duration.ofMillis(20).toNanos());
        }
        assertThat(new UiStateStore(home.resolve("config")).load(Assertions::fail).splitPositions()).containsEntry("main", 0.42);
        main.close();
    }

    @Test
    void unreadableFileBecomesAProblemAndLeavesNoTab() {
        MainViewModel main = create();
        main.open(home.resolve("image.bin"));
        assertThat(main.workspaces()).isEmpty();
        assertThat(main.problems()).containsExactly(
                new Problem("Cannot open log", home.resolve("image.bin") + ": not a rollout log"));
        assertThat(main.recentFiles()).isEmpty();
        main.dismiss(main.problems().get(0));
        assertThat(main.problems()).isEmpty();
    }

    @Test
    void savingARunsTextNeverReplacesALogOpenInATabOrItsJournal() throws Exception {
        Path one = Files.writeString(home.resolve("one.jsonl"), "{}\n");
        Path two = Files.writeString(home.resolve("two.jsonl"), "{}\n");
        MainViewModel main = create();
        main.openAll(List.of(one, two));
        LogWorkspaceViewModel first = main.workspaces().get(0);
        first.runs().select(0);

        assertThat(first.detail().save(RunText.STDOUT, two).get())
                .isEqualTo("Not written: " + two + " is the log open in the tab \"two.jsonl\"; choose another file");
        assertThat(first.detail().save(RunText.STDOUT, home.resolve("one.jsonl.replays.jsonl")).get())
                .contains(" is the log's replay journal");
        assertThat(first.noticeProperty().get()).contains("Not written: ");
        assertThat(two).hasContent("{}\n");
        assertThat(first.detail().save(RunText.STDOUT, home.resolve("out.txt")).get()).startsWith("Saved the stdout");
    }

    @Test
    void theOpenFilesGuardSeesTheTabsAsTheFxThreadLastLeftThemFromAnyThread() throws Exception {
        Path one = Files.writeString(home.resolve("one.jsonl"), "{}\n");
        Path two = Files.writeString(home.resolve("two.jsonl"), "{}\n");
        MainViewModel main = create();
        main.openAll(List.of(one, two));
        java.util.concurrent.ExecutorService other = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            assertThat(other.submit(() -> main.openFiles().refusal(two, null)).get()).get().asString()
                    .contains("the log open in the tab \"two.jsonl\"");
            main.close(main.workspaces().get(1));
            assertThat(other.submit(() -> main.openFiles().refusal(two, null)).get()).isEmpty();
            assertThat(other.submit(() -> main.openFiles().refusal(one, null)).get()).isPresent();
        } finally {
            other.shutdownNow();
        }
    }

    @Test
    void closingTheActiveTabActivatesItsNeighbour() {
        MainViewModel main = create();
        main.openAll(List.of(home.resolve("one.jsonl"), home.resolve("two.jsonl")));
        main.close(main.activeProperty().get());
        assertThat(main.activeProperty().get().title()).isEqualTo("one.jsonl");
    }

    @Test
    void withoutABundledSampleTheUserIsTold() {
        MainViewModel main = create();
        main.openSample();
        boolean bundled = SampleLog.class.getResource(SampleLog.RESOURCE) != null;
        if (bundled) {
            assertThat(main.workspaces()).hasSize(1);
            assertThat(main.workspaces().get(0).path()).startsWith(home.resolve("data"));
        } else {
            assertThat(main.problems()).extracting(Problem::title).containsExactly("No sample log");
        }
    }

    @Test
    void theSampleIsCopiedInTheBackgroundAndOpenedOnTheFxThreadAfter() throws Exception {
        HeldTasks queued = new HeldTasks();
        Assumptions.assumeTrue(SampleLog.class.getResource(SampleLog.RESOURCE) != null, "a bundled sample");
        MainViewModel main = TestMainViewModels.create(new UiExecutors(Runnable::run, queued, executors.timer()), home);
        Path copy = home.resolve("data").resolve("samples").resolve(SampleLog.FILE_NAME);

        var opened = main.openSample();
        assertThat(copy).as("nothing copied on the FX thread").doesNotExist();
        assertThat(main.workspaces()).isEmpty();
        assertThat(opened).isNotDone();
        queued.runNext();

        assertThat(opened).isDone();
        assertThat(main.workspaces()).extracting(LogWorkspaceViewModel::path).containsExactly(copy);
        try (var listing = Files.list(copy.getParent())) {
            assertThat(listing).as("no temporary file left beside").containsExactly(copy);
        }
    }

    /** The copy's path, in the app's data folder, means nothing to users: they know the log as the bundled sample. */
    @Test
    void theSampleIsNamedAsTheBundledSampleAndKeptOutOfOpenRecent() throws Exception {
        Assumptions.assumeTrue(SampleLog.class.getResource(SampleLog.RESOURCE) != null, "a bundled sample");
        Path copy = home.resolve("data").resolve("samples").resolve(SampleLog.FILE_NAME);
        Path other = home.resolve("one.jsonl");
        new UiStateStore(home.resolve("config")).save(UiState.defaults()
                .withRecentFiles(List.of(copy.toString(), other.toString())));
        MainViewModel main = create();
        assertThat(main.recentFiles()).as("as an earlier version listed them").containsExactly(other);

        main.openSample().get();
        main.saveUiState();

        assertThat(main.workspaces()).extracting(LogWorkspaceViewModel::path).containsExactly(copy);
        assertThat(main.recentFiles()).containsExactly(other);
        assertThat(new UiStateStore(home.resolve("config")).load(Assertions::fail).recentFiles())
                .containsExactly(other.toString());
        assertThat(main.shownName(copy)).isEqualTo("demo-rollouts.jsonl (bundled sample)");
        assertThat(main.shownName(other)).isEqualTo(other.toString());
    }

    @Test
    void aSampleThatCannotBeCopiedIsAProblem() throws Exception {
        Assumptions.assumeTrue(SampleLog.class.getResource(SampleLog.RESOURCE) != null, "a bundled sample");
        Files.writeString(home.resolve("data"), "a file where the data folder should be");
        MainViewModel main = create();

        main.openSample().get();

        assertThat(main.workspaces()).isEmpty();
        assertThat(main.problems()).extracting(Problem::title).containsExactly("No sample log");
        assertThat(main.problems().get(0).message()).startsWith("The sample log could not be copied: ");
    }

    /** A main view model whose logs open while {@code readable} is true, and are "not a rollout log" otherwise. */
    private MainViewModel withLogsReadable(AtomicBoolean readable) {
        LogOpener opener = (path, listener, cancellation) -> {
            if (Files.notExists(path)) {
                throw new NoSuchFileException(path.toString());
            }
            if (!readable.get()) {
                throw new UnreadableLogException(path, "not a rollout log");
            }
            return TestMainViewModels.ONE_RUN_LOGS.open(path, listener, cancellation);
        };
        return new MainViewModel(executors, opener, new UiStateStore(home.resolve("config")),
                new SettingsViewModel(new SettingsStore(home.resolve("config")), Map.of()),
                new SampleLog(home.resolve("data")), home.resolve("data"), Duration.ofSeconds(1), Duration.ZERO);
    }

    @Test
    void aReloadThatFailsKeepsTheTabAndTheRecentFile() throws Exception {
        AtomicBoolean readable = new AtomicBoolean(true);
        MainViewModel main = withLogsReadable(readable);
        Path log = Files.writeString(home.resolve("restarted.jsonl"), "{}\n");
        main.open(log);
        readable.set(false);
        main.reloadActive();
        assertThat(main.workspaces()).extracting(LogWorkspaceViewModel::path).containsExactly(log);
        assertThat(main.workspaces().get(0).troubleProperty().get()).startsWith("Cannot read the log again: ");
        assertThat(main.problems()).isEmpty();
        assertThat(main.recentFiles()).containsExactly(log);

        Files.delete(log);
        main.reloadActive();
        assertThat(main.workspaces()).hasSize(1);
        assertThat(main.workspaces().get(0).troubleProperty().get()).isEqualTo("The file is gone; F5 to retry");
        assertThat(main.recentFiles()).containsExactly(log);
    }

    @Test
    void aRecentFileThatCannotBeOpenedStaysRecentUnlessItIsGone() throws Exception {
        AtomicBoolean readable = new AtomicBoolean(true);
        MainViewModel main = withLogsReadable(readable);
        Path log = Files.writeString(home.resolve("recent.jsonl"), "{}\n");
        main.open(log);
        main.close(main.activeProperty().get());
        readable.set(false);

        main.open(log);
        assertThat(main.workspaces()).isEmpty();
        assertThat(main.problems()).containsExactly(new Problem("Cannot open log", log + ": not a rollout log"));
        assertThat(main.recentFiles()).containsExactly(log);

        Files.delete(log);
        main.open(log);
        assertThat(main.problems()).last()
                .isEqualTo(new Problem("Cannot open log", log + ": file not found (removed from Open Recent)"));
        assertThat(main.recentFiles()).isEmpty();
    }
}
