package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * One invalid element of a JSON array (or of a sequence of pretty-printed records) loses no other run and invents
 * none, whatever the layout: reading resumes at the next element of the array's own level.
 */
class ArrayRecoveryTest {
    private static final int RECORDS = 7;
    private static final String BAD = "\"@BAD@\"";

    @TempDir
    Path dir;

    /** How the arrays are laid out: as Python's json.dump writes them, compact or indented, and minified. */
    enum Layout {
        MINIFIED(null, ",", ":"),
        PYTHON_COMPACT(null, ", ", ": "),
        PYTHON_INDENT_2("  ", ",", ": "),
        TABS("\t", " ,", " : ");

        final String indent;
        final String comma;
        final String colon;

        Layout(String indent, String comma, String colon) {
            this.indent = indent;
            this.comma = comma;
            this.colon = colon;
        }
    }

    /** What is wrong with the bad element, as it replaces its {@code reward} value, and what the error says. */
    enum Defect {
        LOWER_CASE_NAN("nan", "non-standard number 'nan'"),
        MINUS_NAN("-NaN", "non-standard number '-NaN'"),
        BAD_LITERAL("tru", "invalid literal, expected 'true'"),
        MISSING_COMMA("\"a\" \"b\"", "expected ',' or '}' in an object"),
        INVALID_ESCAPE("\"C:\\q\"", "invalid escape \\q"),
        UNCLOSED_INNER_ARRAY("{\"x\": [1, {\"y\": 2}}", "expected ',' or ']' in an array"),
        TOO_DEEP("[".repeat(300) + "]".repeat(300), "nesting too deep");

        final String text;
        final String message;

        Defect(String text, String message) {
            this.text = text;
            this.message = message;
        }
    }

    static Stream<Arguments> cases() {
        List<Arguments> cases = new ArrayList<>();
        for (Layout layout : Layout.values()) {
            for (Defect defect : Defect.values()) {
                positions().forEach(bad -> cases.add(Arguments.of(layout, defect, bad)));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}, {1}, bad element {2}")
    @MethodSource("cases")
    void everyOtherRunIsReadAndTheBadOneIsOneLocatedError(Layout layout, Defect defect, int bad) throws Exception {
        Printed printed = array(layout, bad, defect.text);

        try (IndexedRolloutLog log = open(printed.text)) {
            assertThat(keys(log)).containsExactlyElementsOf(IntStream.range(0, RECORDS).filter(i -> i != bad)
                    .mapToObj(i -> "r" + i).toList());
            for (int i = 0, run = 0; i < RECORDS; i++) {
                if (i != bad) {
                    assertThat(log.summary(run++).line()).isEqualTo(printed.lines.get(i));
                }
            }
            assertThat(log.errors()).singleElement().satisfies(error -> {
                assertThat(error.line()).isEqualTo(printed.lines.get(bad));
                assertThat(error.message()).contains(defect.message).doesNotContain("is missing", "ends inside");
            });
            IndexSegment inSmallWindows = new LogFiles(dir).indexInSmallWindows(printed.text, true, 1 << 20);
            assertThat(IntStream.range(0, inSmallWindows.size()).mapToObj(i -> inSmallWindows.summary(i, i, 0)))
                    .as("read through windows smaller than a record").usingRecursiveFieldByFieldElementComparator()
                    .containsExactlyElementsOf(IntStream.range(0, log.size()).mapToObj(log::summary).toList());
            assertThat(inSmallWindows.errors(0)).isEqualTo(log.errors());
        }
    }

    @Test
    void anElementLongerThanTheLargestWindowIsSkippedToTheNextOne() throws Exception {
        Printed printed = array(Layout.PYTHON_INDENT_2, 2, "\"" + "x{\\\"".repeat(400) + "\"");

        IndexSegment segment = new LogFiles(dir).indexInSmallWindows(printed.text, true, 1024);

        assertThat(IntStream.range(0, segment.size()).mapToObj(i -> segment.summary(i, i, 0).key()))
                .containsExactly("r0", "r1", "r3", "r4", "r5", "r6");
        assertThat(segment.summary(2, 2, 0).line()).isEqualTo(printed.lines.get(3));
        assertThat(segment.errors(0)).extracting(LoadError::line, LoadError::message)
                .containsExactly(tuple(printed.lines.get(2), "the record is longer than 1024 bytes; skipped"));
    }

    @ParameterizedTest(name = "bad element {0}")
    @MethodSource("positions")
    void anUnterminatedStringInAPrettyArrayEndsAtItsLine(int bad) throws Exception {
        Printed printed = array(Layout.PYTHON_INDENT_2, bad, "\"no closing quote, {[");

        try (IndexedRolloutLog log = open(printed.text)) {
            assertThat(log.size()).isEqualTo(RECORDS - 1);
            assertThat(log.errors()).extracting(LoadError::line).containsExactly(printed.lines.get(bad));
            assertThat(log.errors().get(0).message()).contains("the line ends inside a string")
                    .doesNotContain("is missing", "ends inside this record");
        }
    }

    static Stream<Integer> positions() {
        return Stream.of(0, RECORDS / 2, RECORDS - 1);
    }

    @Test
    void aStringLeftOpenInACompactArraySaysWhatItCosts() throws Exception {
        String text = "[{\"run_id\": \"r0\"}, {\"run_id\": \"r1\", \"x\": \"a\\\"}, {\"run_id\": \"r2\"}]";

        try (IndexedRolloutLog log = open(text)) {
            assertThat(keys(log)).containsExactly("r0");
            assertThat(log.errors()).singleElement().extracting(LoadError::message).asString().endsWith(
                    "; a '\"' is missing before line 1, column 50, so where the record ends is a guess: reading "
                            + "resumed at line 1, column 65");
        }
        try (IndexedRolloutLog log = open("[{\"run_id\": \"r0\"}, {\"x\": \"a]")) {
            assertThat(keys(log)).containsExactly("r0");
            assertThat(log.errors()).singleElement().extracting(LoadError::message).isEqualTo("truncated record: "
                    + "the file ends inside it");
        }
        try (IndexedRolloutLog log = open("[{\"run_id\": \"r0\"}, {\"x\": nan, \"y\": \"a}]")) {
            assertThat(keys(log)).containsExactly("r0");
            assertThat(log.errors()).singleElement().extracting(LoadError::message).asString().endsWith(
                    "; the file ends inside this record (a string that opens at line 1, column 36 is not closed), "
                            + "so nothing after it could be read");
        }
    }

    @Test
    void aStringLeftOpenInACompactArrayIsFollowedFromTheQuoteThatOpensTheNextOne() throws Exception {
        String text = "[{\"run_id\": \"r0\"}, {\"run_id\": \"r1, \"code\": \"{[\\\"\", \"m\": [{}]}, "
                + "{\"run_id\": \"r2\"}]";

        try (IndexedRolloutLog log = open(text)) {
            assertThat(keys(log)).containsExactly("r0", "r2");
            assertThat(log.errors()).extracting(LoadError::message).containsExactly("expected ',' or '}' in an "
                    + "object, found 'c' (column 37); a '\"' is missing before line 1, column 36, so where "
                    + "the record ends is a guess: reading resumed at line 1, column 62");
        }
    }

    @Test
    void bracketsLeftOpenToTheEndCostOnlyTheirRecord() throws Exception {
        String text = "[\n{\"run_id\": \"r0\"},\n{\"run_id\": nan, \"x\": [[{\n{\"run_id\": \"r2\"}\n]\n";

        try (IndexedRolloutLog log = open(text)) {
            assertThat(keys(log)).containsExactly("r0", "r2");
            assertThat(log.summary(1).line()).isEqualTo(4);
            assertThat(log.errors()).extracting(LoadError::line, LoadError::message).containsExactly(tuple(3L,
                    "non-standard number 'nan': JSON has no NaN or infinity; write null or a number (NaN, Infinity and "
                            + "-Infinity, as Python writes them, are read too) (column 12); the record is cut off "
                            + "(the file ends inside it: 2 '{' or '[' not closed); reading resumed at line 4"));
        }
    }

    @Test
    void junkBetweenElementsIsSkippedToTheNextComma() throws Exception {
        String text = "[{\"run_id\": \"r0\"} {\"x\": \"],\"} \"y\" }, {\"run_id\": \"r1\"}]";

        try (IndexedRolloutLog log = open(text)) {
            assertThat(keys(log)).containsExactly("r0", "r1");
            assertThat(log.errors()).extracting(LoadError::message)
                    .containsExactly("expected ',' or ']' after an array element, found '{' (column 19)");
        }
    }

    @Test
    void aSequenceOfPrettyRecordsResumesAfterTheBadOne() throws Exception {
        String text = "{\n  \"run_id\": \"r0\"\n}\n{\n  \"run_id\": \"r1\",\n  \"m\": [{\"role\": \"}\"}, nan]\n}\n"
                + "oops\n{\n  \"run_id\": \"r2\",\n  \"m\": [{\"a\": 1}]\n}\n";

        try (IndexedRolloutLog log = open(text)) {
            assertThat(keys(log)).containsExactly("r0", "r2");
            assertThat(log.summary(1).line()).isEqualTo(9);
            assertThat(log.errors()).extracting(LoadError::line).containsExactly(4L, 8L);
            assertThat(log.errors().get(0).message()).startsWith("non-standard number 'nan'");
        }
    }

    @Test
    void aLargeCompactArrayWithOneBadNumberLosesOnlyThatRun() throws Exception {
        StringBuilder text = new StringBuilder("[");
        for (int i = 0; i < 500; i++) {
            text.append(i == 0 ? "" : ", ").append("{\"run_id\": \"r").append(i).append("\", \"template\": \"python\", ")
                    .append("\"code\": \"x\", \"stdout\": \"1\", \"exit_code\": 0, \"reward\": ")
                    .append(i == 3 ? "-NaN" : "1.0").append("}");
        }
        text.append("]");

        try (IndexedRolloutLog log = open(text.toString())) {
            assertThat(log.size()).isEqualTo(499);
            assertThat(log.errors()).singleElement().extracting(LoadError::message).asString()
                    .startsWith("non-standard number '-NaN'").contains(" (column ").doesNotContain("at line 1");
        }
    }

    private IndexedRolloutLog open(String text) throws UnreadableLogException {
        return LogFiles.open(new LogFiles(dir).write(text));
    }

    private static List<String> keys(IndexedRolloutLog log) {
        return IntStream.range(0, log.size()).mapToObj(i -> log.summary(i).key()).toList();
    }

    /** The array's text, and the line each element starts on. */
    private record Printed(String text, List<Long> lines) {
    }

    /** Records with nested objects and arrays, and strings holding brackets, commas and escaped quotes. */
    private static Printed array(Layout layout, int bad, String defect) {
        StringBuilder out = new StringBuilder("[");
        List<Long> lines = new ArrayList<>();
        for (int i = 0; i < RECORDS; i++) {
            out.append(i == 0 ? "" : layout.comma);
            newline(out, layout, 1);
            lines.add(out.chars().filter(c -> c == '\n').count() + 1);
            Map<String, Object> record = new LinkedHashMap<>();
            record.put("run_id", "r" + i);
            record.put("template", "python");
            record.put("code", "d = {'a': [1, 2]}  # }, ] \" { [ \\");
            record.put("messages", List.of(Map.of("role", "user", "content", "hi }, {\"run_id\": \"fake\"} ]"),
                    Map.of("role", "assistant", "content", List.of(Map.of("text", "],"), List.of()))));
            record.put("seed", "c0ffee00".repeat(8));
            record.put("stdout", "{\n}\n");
            record.put("exit_code", 0);
            record.put("reward", i == bad ? new Raw(defect) : 1.0);
            print(record, out, layout, 1);
        }
        newline(out, layout, 0);
        out.append("]\n");
        return new Printed(out.toString(), lines);
    }

    /** Text put in the output as it is. */
    private record Raw(String text) {
    }

    private static void print(Object value, StringBuilder out, Layout layout, int depth) {
        if (value instanceof Map<?, ?> map) {
            out.append('{');
            int n = 0;
            for (Map.Entry<?, ?> member : map.entrySet()) {
                out.append(n++ == 0 ? "" : layout.comma);
                newline(out, layout, depth + 1);
                print(member.getKey(), out, layout, depth + 1);
                out.append(layout.colon);
                print(member.getValue(), out, layout, depth + 1);
            }
            newline(out, layout, depth);
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                out.append(i == 0 ? "" : layout.comma);
                newline(out, layout, depth + 1);
                print(list.get(i), out, layout, depth + 1);
            }
            newline(out, layout, depth);
            out.append(']');
        } else if (value instanceof String text) {
            out.append('"').append(text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n")).append('"');
        } else if (value instanceof Raw raw) {
            out.append(raw.text);
        } else {
            out.append(value);
        }
    }

    private static void newline(StringBuilder out, Layout layout, int depth) {
        if (layout.indent != null) {
            out.append('\n').append(layout.indent.repeat(depth));
        }
    }
}
