package com.collimate.inspector.core.log;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * Every JSONTestSuite parsing case, as a whole log and as one line between two runs of a JSON Lines log:
 * y_ objects are runs, n_ cases are errors (or make the file unreadable), nothing throws or hangs.
 */
class JsonTestSuiteTest {
    private static final Path SUITE = Path.of("../shared/testdata/jsontestsuite/test_parsing");
    /** n_ cases that are blank once the BOM is skipped: a blank log is valid (0 runs) by the log format's rules. */
    private static final List<String> BLANK = List.of("n_structure_no_data.json", "n_single_space.json",
            "n_structure_UTF8_BOM_no_data.json");
    private static final Duration LIMIT = Duration.ofSeconds(10);

    @TempDir
    Path dir;

    private static Stream<Path> cases() throws IOException {
        assertThat(SUITE).isDirectory();
        List<Path> files;
        try (Stream<Path> list = Files.list(SUITE)) {
            files = list.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThan(300);
        return files.stream();
    }

    @TestFactory
    Stream<DynamicTest> asAWholeLog() throws IOException {
        return cases().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(),
                () -> assertTimeoutPreemptively(LIMIT, () -> checkWholeLog(file))));
    }

    @TestFactory
    Stream<DynamicTest> asALineOfAJsonLinesLog() throws IOException {
        return cases().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(),
                () -> assertTimeoutPreemptively(LIMIT, () -> checkAsLine(file))));
    }

    private void checkWholeLog(Path file) throws Exception {
        String name = file.getFileName().toString();
        byte[] bytes = Files.readAllBytes(file);
        Path log = Files.write(dir.resolve(name), bytes);
        if (name.startsWith("y_object") || name.equals("i_structure_UTF-8_BOM_empty_object.json")) {
            try (IndexedRolloutLog opened = LogFiles.open(log)) {
                assertThat(opened.size()).isEqualTo(1);
                assertThat(opened.errors()).isEmpty();
                assertThat(opened.load(0).rawJson()).isNotEmpty();
            }
        } else if (name.startsWith("n_") && BLANK.contains(name)) {
            try (IndexedRolloutLog opened = LogFiles.open(log)) {
                assertThat(opened.size()).isZero();
            }
        } else if (name.startsWith("n_")) {
            assertRejected(log);
        } else {
            openWithoutCrashing(log);
        }
    }

    private void checkAsLine(Path file) throws Exception {
        String name = file.getFileName().toString();
        byte[] bytes = Files.readAllBytes(file);
        boolean oneLine = new String(bytes, StandardCharsets.ISO_8859_1).strip().indexOf('\n') < 0;
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        text.writeBytes("{\"run_id\":\"before\"}\n".getBytes(StandardCharsets.UTF_8));
        text.writeBytes(bytes);
        text.writeBytes("\n{\"run_id\":\"after\"}\n".getBytes(StandardCharsets.UTF_8));
        Path log = Files.write(dir.resolve(name + "l"), text.toByteArray());
        try (IndexedRolloutLog opened = LogFiles.open(log)) {
            assertThat(opened.summary(0).key()).isEqualTo("before");
            assertThat(opened.summary(opened.size() - 1).key()).isEqualTo("after");
            for (int i = 0; i < opened.size(); i++) {
                assertThat(opened.load(i).rawJson()).isNotEmpty();
            }
            if (name.startsWith("y_object") && oneLine) {
                assertThat(opened.size()).isEqualTo(3);
                assertThat(opened.errors()).isEmpty();
            }
            if (name.startsWith("n_") && !BLANK.contains(name) && !name.equals("n_structure_UTF8_BOM_no_data.json")) {
                assertThat(opened.size()).isEqualTo(2);
                assertThat(opened.errors()).isNotEmpty().allSatisfy(error -> assertThat(error.line()).isBetween(2L,
                        2L + bytes.length));
            }
        }
    }

    /**
     * Unreadable, or, when complete records precede the damage (an array truncated after an element, as in
     * {@code [{}}), those are kept as runs and the damage is a located error.
     */
    private static void assertRejected(Path log) {
        try (IndexedRolloutLog opened = LogFiles.open(log)) {
            assertThat(opened.errors()).as("errors of a readable n_ case").isNotEmpty();
            assertThat(opened.size()).isEqualTo(1);
        } catch (UnreadableLogException expected) {
            assertThat(expected.getMessage()).doesNotContain("\n");
        }
    }

    private static void openWithoutCrashing(Path log) throws Exception {
        try (IndexedRolloutLog opened = LogFiles.open(log)) {
            for (int i = 0; i < opened.size(); i++) {
                assertThat(opened.load(i)).isNotNull();
            }
        } catch (UnreadableLogException expected) {
            assertThat(expected.getMessage()).doesNotContain("\n");
        }
    }
}
