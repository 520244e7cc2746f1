package com.collimate.inspector;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The headless layers stay headless: core, the local sandbox and the command line import nothing of JavaFX,
 * RichTextFX or the desktop app, so {@code check} runs in CI without a display and core's logic is tested without one.
 */
class LayeringTest {
    private static final Path SOURCES = Path.of("src/main/java/com/collimate/inspector");
    private static final Pattern SCREEN_IMPORT =
            Pattern.compile("^import (static )?(javafx\\.|org\\.fxmisc\\.|com\\.collimate\\.inspector\\.ui\\.)",
                    Pattern.MULTILINE);

    @ParameterizedTest
    @ValueSource(strings = {"core", "sandbox", "cli"})
    void aHeadlessLayerImportsNothingOfTheScreen(String layer) throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.walk(SOURCES.resolve(layer))) {
            sources = files.filter(file -> file.toString().endsWith(".java")).toList();
        }
        assertThat(sources).isNotEmpty();
        assertThat(sources).allSatisfy(file -> assertThat(SCREEN_IMPORT.matcher(Files.readString(file)).find())
                .as("%s imports JavaFX or the desktop app", file).isFalse());
    }
}
