package com.collimate.inspector.core.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Loads and saves {@link Settings} as {@code settings.json} in the config folder. The file is written atomically
 * and, on POSIX systems, readable by the user alone (it may hold the API key).
 */
public final class SettingsStore {
    public static final String FILE_NAME = "settings.json";

    private final Path file;
    private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public SettingsStore(Path configFolder) {
        this.file = configFolder.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    /** The stored settings, or the defaults when there is no file yet. A damaged file is reported, not ignored. */
    public Settings load() throws IOException {
        if (!Files.exists(file)) {
            return Settings.defaults();
        }
        try {
            Settings settings = mapper.readValue(file.toFile(), Settings.class);
            return settings == null ? Settings.defaults() : settings;
        } catch (IOException e) {
            throw new IOException(file + ": settings file is not valid (" + firstLine(e.getMessage()) + ")", e);
        }
    }

    public void save(Settings settings) throws IOException {
        AtomicJsonFile.write(file, mapper, settings, true);
    }

    private static String firstLine(String message) {
        return message == null ? "unreadable" : message.lines().findFirst().orElse("unreadable");
    }
}
