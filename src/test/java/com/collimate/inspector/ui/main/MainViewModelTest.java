package com.collimate.inspector.ui.main;

import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.testing.DirectExecutors;
import com.collimate.inspector.ui.testing.TestMainViewModels;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
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
}
