package com.collimate.inspector.ui.common;

import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.config.AtomicJsonFile;
import com.collimate.inspector.core.util.JsonSyntax;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.Consumer;

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

    /**
     * The stored state; the defaults when there is none. A damaged file only costs the remembered layout: it is moved
     * aside to {@code ui-state.json.bad} (replacing an older one) before a new state is written over it, so its
     * recent files can still be read, and {@code problem} is told in one line what was wrong and where the copy went.
     */
    public UiState load(Consumer<String> problem) {
        if (!Files.exists(file)) {
            return UiState.defaults();
        }
        if (Files.isDirectory(file)) {
            problem.accept(file + " is a folder, not a file: the window starts with the default layout and no recent"
                    + " files, and they are not kept until the folder is moved away");
            return UiState.defaults();
        }
        try (InputStream in = Files.newInputStream(file)) {
            if (Files.size(file) == 0) {
                problem.accept(file + ": empty; the window starts with the default layout and no recent files");
                return UiState.defaults();
            }
            UiState state = mapper.readValue(in, UiState.class);
            return state == null ? UiState.defaults() : state;
        } catch (JsonProcessingException e) {
            problem.accept(file + ": " + damage(e) + "; the window starts with the default layout and no recent"
                    + " files; " + moveAside());
        } catch (IOException e) {
            // not moved aside: the file is not known to be damaged, only unreadable now
            problem.accept(file + ": cannot be read (" + ErrorText.oneLine(e) + "); the window starts with the default"
                    + " layout and no recent files");
        }
        return UiState.defaults();
    }

    /** Where the file stops being a window state, in words; never Jackson's message, which quotes the file's text. */
    private static String damage(JsonProcessingException e) {
        // broken JSON inside a nested value (the window's bounds) comes wrapped in a mapping error
        JsonProcessingException broken = e.getCause() instanceof JsonParseException cause ? cause : e;
        return broken instanceof JsonParseException ? JsonSyntax.notJson(broken)
                : "not a window state (a value of the wrong kind)" + JsonSyntax.at(e.getLocation());
    }

    private String moveAside() {
        Path copy = file.resolveSibling(FILE_NAME + ".bad");
        try {
            Files.move(file, copy, StandardCopyOption.REPLACE_EXISTING);
            return "the damaged file was kept as " + copy;
        } catch (IOException e) {
            return "the damaged file could not be kept as " + copy + " (" + ErrorText.oneLine(e)
                    + ") and will be replaced";
        }
    }

    public void save(UiState state) throws IOException {
        AtomicJsonFile.write(file, mapper, state, false);
    }
}
