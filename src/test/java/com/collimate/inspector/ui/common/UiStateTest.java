package com.collimate.inspector.ui.common;

import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class UiStateTest {
    @TempDir
    Path config;

    @Test
    void recentFilesAreMostRecentFirstWithoutDuplicatesAndCapped() {
        UiState state = UiState.defaults();
        for (int i = 0; i < 12; i++) {
            state = state.withRecentFile("/logs/" + i + ".jsonl");
        }
        state = state.withRecentFile("/logs/5.jsonl");
        assertThat(state.recentFiles()).hasSize(UiState.MAX_RECENT_FILES);
        assertThat(state.recentFiles().get(0)).isEqualTo("/logs/5.jsonl");
        assertThat(state.recentFiles()).doesNotHaveDuplicates();
    }

    @Test
    void roundTripsThroughTheStore() throws Exception {
        UiStateStore store = new UiStateStore(config);
        UiState state = UiState.defaults()
                .withWindow(new UiState.WindowBounds(10, 20, 900, 700, false))
                .withSplitPosition("main", 0.4)
                .withRecentFile("/a.jsonl")
                .withColumns(Map.of("seed", 200.0), List.of("reward"), List.of("seed", "key"));
        store.save(state);
        assertThat(store.load(Assertions::fail)).isEqualTo(state);
    }

    @Test
    void aFileWrittenBeforeColumnOrderWasRememberedKeepsEverythingElse() throws Exception {
        Files.writeString(config.resolve(UiStateStore.FILE_NAME), "{\"recent_files\": [\"/a.jsonl\"], "
                + "\"column_widths\": {\"seed\": 210.0}, \"hidden_columns\": [\"reward\"]}");
        List<String> log = new ArrayList<>();

        UiState state = new UiStateStore(config).load(log::add);

        assertThat(log).isEmpty();
        assertThat(state.recentFiles()).containsExactly("/a.jsonl");
        assertThat(state.columnWidths()).containsExactly(Map.entry("seed", 210.0));
        assertThat(state.hiddenColumns()).containsExactly("reward");
        assertThat(state.columnOrder()).isEmpty();
    }

    @Test
    void damagedFileFallsBackToDefaultsAndIsKeptAsideReplacingAnOlderCopy() throws Exception {
        Path file = config.resolve(UiStateStore.FILE_NAME);
        Path copy = config.resolve("ui-state.json.bad");
        Files.writeString(copy, "older damage");
        Files.writeString(file, "{\"recent_files\": [\"/a.jsonl\"], oops");
        List<String> log = new ArrayList<>();

        assertThat(new UiStateStore(config).load(log::add)).isEqualTo(UiState.defaults());

        assertThat(file).doesNotExist();
        assertThat(copy).hasContent("{\"recent_files\": [\"/a.jsonl\"], oops");
        assertThat(log).containsExactly(file + ": not valid JSON at line 1, column 32 (a character where a value, comma,"
                + " colon or closing bracket was expected); the window starts with the default layout and no recent"
                + " files; the damaged file was kept as " + copy);
    }

    @Test
    void aFileOfTheWrongShapeIsToldApartFromBrokenJson() throws Exception {
        Files.writeString(config.resolve(UiStateStore.FILE_NAME), "{\"window\": \"big\"}");
        List<String> log = new ArrayList<>();

        assertThat(new UiStateStore(config).load(log::add)).isEqualTo(UiState.defaults());

        assertThat(log).singleElement().asString()
                .contains(": not a window state (a value of the wrong kind) at line 1, column 12;")
                .doesNotContain("Exception");
        assertThat(config.resolve("ui-state.json.bad")).exists();
    }

    @Test
    void anEmptyFileIsCalledEmptyAndNotKeptAsDamaged() throws Exception {
        Path file = Files.writeString(config.resolve(UiStateStore.FILE_NAME), "");
        List<String> log = new ArrayList<>();

        assertThat(new UiStateStore(config).load(log::add)).isEqualTo(UiState.defaults());

        assertThat(log).containsExactly(file + ": empty; the window starts with the default layout and no recent files");
        assertThat(config.resolve("ui-state.json.bad")).doesNotExist();
    }

    @Test
    void aFolderInTheWaySaysSo() throws Exception {
        Path folder = Files.createDirectory(config.resolve(UiStateStore.FILE_NAME));
        List<String> log = new ArrayList<>();

        assertThat(new UiStateStore(config).load(log::add)).isEqualTo(UiState.defaults());

        assertThat(log).containsExactly(folder + " is a folder, not a file: the window starts with the default"
                + " layout and no recent files, and they are not kept until the folder is moved away");
        assertThat(folder).isDirectory();
    }

    @Test
    void absurdWindowSizeIsReplaced() {
        assertThat(new UiState(new UiState.WindowBounds(0, 0, 3, 3, false), null, null, null, null, null).window())
                .isEqualTo(UiState.WindowBounds.DEFAULT);
    }
}
