package com.collimate.inspector.ui.common;

import com.collimate.inspector.core.config.AtomicJsonFile;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads and writes {@link UiState} as {@code ui-state.json} in the config folder. */
public final class UiStateStore {
    public static final String FILE_NAME = "ui-state.json";

    private final Path file;
    private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public UiStateStore(Path configFolder) {
        this.file = configFolder.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    /** The stored state; the defaults when there is none. A damaged file only costs the remembered layout. */
    public UiState load() {
        if (!Files.exists(file)) {
            return UiState.defaults();
        }
        try {
            UiState state = mapper.readValue(file.toFile(), UiState.class);
            return state == null ? UiState.defaults() : state;
        } catch (IOException e) {
            System.err.println(file + ": window state ignored (" + e.getClass().getSimpleName() + ")");
            return UiState.defaults();
        }
    }

    public void save(UiState state) throws IOException {
        AtomicJsonFile.write(file, mapper, state, false);
    }
}
