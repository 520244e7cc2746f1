package com.collimate.inspector.ui.common;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
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
        assertThat(store.load()).isEqualTo(state);
    }

    @Test
    void damagedFileFallsBackToDefaults() throws Exception {
        Files.writeString(config.resolve(UiStateStore.FILE_NAME), "[1,2");
        assertThat(new UiStateStore(config).load()).isEqualTo(UiState.defaults());
    }

    @Test
    void absurdWindowSizeIsReplaced() {
        assertThat(new UiState(new UiState.WindowBounds(0, 0, 3, 3, false), null, null, null, null, null).window())
                .isEqualTo(UiState.WindowBounds.DEFAULT);
    }
}
