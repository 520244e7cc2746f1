package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * A record cut off in a pretty-printed JSON array or sequence of records (a crash mid-write, logs pasted together)
 * leaves its brackets open: it costs that record only, with one error saying where reading resumed.
 */
class CutRecordTest {
    private static final String MID_STRING = "\"code\": \"pri";
    private static final String MID_NUMBER = "\"exit_code\": 12";
    private static final String AFTER_KEY = "\"exit_code\"";
    private static final String AFTER_COLON = "\"exit_code\":";

    @TempDir
    Path dir;

    /** Pretty-printed records, one after the other or as the elements of an array. */
    enum Layout {
        SEQUENCE(""),
        ARRAY("  ");

        final String indent;

        Layout(String indent) {
            this.indent = indent;
        }
    }

    /** A log of pretty-printed records; those given a cut tail end with it, their remaining lines missing. */
    private static final class Log {
        final Layout layout;
        final StringBuilder text;
        final List<Long> lines = new ArrayList<>();
        final List<String> keys = new ArrayList<>();
        private boolean cutBefore = true;

        Log(Layout layout) {
            this.layout = layout;
            this.text = new StringBuilder(layout == Layout.ARRAY ? "[\n" : "");
        }

        Log record() {
            return add(List.of("\"code\": \"print(1)\",", "\"exit_code\": 0"), "}");
        }

        Log cut(String tail) {
            return add(List.of(tail), null);
        }

        private Log add(List<String> members, String closer) {
            String ind = layout.indent;
            text.append(cutBefore || layout == Layout.SEQUENCE ? "" : ",").append(lines.isEmpty() ? "" : "\n");
            lines.add(text.chars().filter(c -> c == '\n').count() + 1);
            String key = "r" + (lines.size() - 1);
            text.append(ind).append("{\n").append(ind).append("  \"run_id\": \"").append(key).append("\",");
            members.forEach(member -> text.append('\n').append(ind).append("  ").append(member));
            if (closer != null) {
                text.append('\n').append(ind).append(closer);
                keys.add(key);
            }
            cutBefore = closer == null;
            return this;
        }

        String text() {
            return text + (layout == Layout.ARRAY ? "\n]\n" : "\n");
        }

        long line(int record) {
            return lines.get(record);
        }
    }

    @ParameterizedTest
    @EnumSource(Layout.class)
    void aRecordCutInsideAStringCostsOnlyItself(Layout layout) throws Exception {
        Log log = new Log(layout).record().cut(MID_STRING).record().record();

        List<LoadError> errors = readsEveryOtherRecord(log);

        assertThat(errors).singleElement().satisfies(error -> {
            assertThat(error.line()).isEqualTo(log.line(1));
            assertThat(error.message()).startsWith("the line ends inside a string").endsWith("; the record is cut "
                    + "off (a string ends at the end of line " + (log.line(1) + 2) + "); reading resumed at line "
                    + log.line(2));
        });
    }

    @ParameterizedTest
    @EnumSource(Layout.class)
    void aRecordCutAfterANumberOrAKeyCostsOnlyItself(Layout layout) throws Exception {
        for (String tail : List.of(MID_NUMBER, AFTER_KEY, AFTER_COLON)) {
            Log log = new Log(layout).record().cut(tail).record().record();

            assertThat(readsEveryOtherRecord(log)).singleElement().satisfies(error -> {
                assertThat(error.line()).isEqualTo(log.line(1));
                assertThat(error.message()).as(tail).endsWith("; the record is cut off (the file ends inside it: "
                        + "1 '{' or '[' not closed); reading resumed at line " + log.line(2));
            });
        }
    }

    @Test
    void aRecordCutAfterAColonTakesTheLastRecordForItsValueYetLosesIt() throws Exception {
        Log log = new Log(Layout.SEQUENCE).record().cut(AFTER_COLON).record();

        assertThat(readsEveryOtherRecord(log)).extracting(LoadError::line, LoadError::message).containsExactly(
                tuple(log.line(1), "truncated record: the file ends inside it (1 '{' "
                        + "or '[' not closed); reading resumed at line " + log.line(2)));
    }

    @ParameterizedTest
    @EnumSource(Layout.class)
    void twoCutRecordsInARowAreTwoErrors(Layout layout) throws Exception {
        Log log = new Log(layout).record().cut(MID_NUMBER).cut(MID_NUMBER).record().cut(MID_STRING).cut(AFTER_KEY)
                .record();

        List<LoadError> errors = readsEveryOtherRecord(log);

        assertThat(errors).extracting(LoadError::line).containsExactly(log.line(1), log.line(2), log.line(4),
                log.line(5));
        assertThat(errors.get(0).message()).endsWith("; the record is cut off (the file ends inside it: 4 '{' or "
                + "'[' not closed); reading resumed at line " + log.line(2));
        assertThat(errors.get(1).message()).endsWith("; the record is cut off (the file ends inside it); reading "
                + "resumed at line " + log.line(3));
        assertThat(errors.get(2).message()).endsWith("; the record is cut off (a string ends at the end of line "
                + (log.line(4) + 2) + "); reading resumed at line " + log.line(5));
        assertThat(errors.get(3).message()).endsWith("; reading resumed at line " + log.line(6));
    }

    @ParameterizedTest
    @EnumSource(Layout.class)
    void aCutLastRecordSaysNothingFollowsIt(Layout layout) throws Exception {
        for (String tail : List.of(MID_STRING, MID_NUMBER, AFTER_KEY)) {
            Log log = new Log(layout).record().record().cut(tail);

            assertThat(readsEveryOtherRecord(log)).as(tail).singleElement().satisfies(error -> {
                assertThat(error.line()).isEqualTo(log.line(2));
                assertThat(error.message()).containsAnyOf("so nothing after it could be read",
                        "truncated record: the file ends inside it").doesNotContain("resumed");
            });
        }
    }

    @Test
    void aCutFirstRecordStillMakesThePrettyLayoutKnown() throws Exception {
        Log log = new Log(Layout.SEQUENCE).cut(MID_STRING).record().record();

        assertThat(readsEveryOtherRecord(log)).extracting(LoadError::line).containsExactly(1L);
    }

    @Test
    void aCutRecordInACompactArraySaysThereIsNoLineToResumeAt() throws Exception {
        String text = "[{\"run_id\": \"r0\"}, {\"run_id\": \"r1\", \"exit_code\": 12 {\"run_id\": \"r2\"}, "
                + "{\"run_id\": \"r3\"}]\n";

        try (IndexedRolloutLog log = LogFiles.open(new LogFiles(dir).write(text))) {
            assertThat(log.size()).isEqualTo(1);
            assertThat(log.errors()).singleElement().extracting(LoadError::message).asString().endsWith("; no "
                    + "later line starts with '{' where reading could resume; the file ends inside this record (1 "
                    + "'{' or '[' not closed), so nothing after it could be read");
        }
    }

    @Test
    void anInvalidRecordWhoseBracketsCloseLaterIsNotTakenForACutOne() throws Exception {
        String text = "{\n\"run_id\": \"r0\"\n}\n{\n\"run_id\": \"r1\", \"reward\": nan, \"m\":\n{\"a\": 1}\n}\n"
                + "{\n\"run_id\": \"r2\"\n}\n";

        try (IndexedRolloutLog log = LogFiles.open(new LogFiles(dir).write(text))) {
            assertThat(IntStream.range(0, log.size()).mapToObj(i -> log.summary(i).key())).containsExactly("r0", "r2");
            assertThat(log.errors()).singleElement().extracting(LoadError::message).asString()
                    .startsWith("non-standard number 'nan'").doesNotContain("cut off", "resumed");
        }
    }

    @Test
    void aRecordStillOpenFarAfterALineToResumeAtIsTakenForCutKeepingLittleInMemory() throws Exception {
        Log log = new Log(Layout.SEQUENCE).record().cut(MID_NUMBER);
        IntStream.range(0, 20).forEach(i -> log.record());

        IndexSegment segment = new LogFiles(dir).indexInSmallWindows(log.text(), false, 256);

        assertThat(IntStream.range(0, segment.size()).mapToObj(i -> segment.summary(i, i, 0).key()))
                .containsExactlyElementsOf(log.keys);
        assertThat(segment.errors(0)).singleElement().extracting(LoadError::message).asString()
                .contains("; the record is cut off (still open 256 bytes after the start of line " + log.line(2) + ": ")
                .endsWith(" not closed); reading resumed at line " + log.line(2));
    }

    /**
     * Reads the log from a file, through a small window and gzipped; checks that each reads every record not cut,
     * at its line, with the same errors, and returns them.
     */
    private List<LoadError> readsEveryOtherRecord(Log log) throws Exception {
        LogFiles files = new LogFiles(dir);
        List<LoadError> errors;
        try (IndexedRolloutLog read = LogFiles.open(files.write(log.text()))) {
            assertThat(IntStream.range(0, read.size()).mapToObj(i -> read.summary(i).key())).as(log.text())
                    .containsExactlyElementsOf(log.keys);
            assertThat(IntStream.range(0, read.size()).mapToObj(i -> read.summary(i).line())).containsExactlyElementsOf(
                    log.keys.stream().map(key -> log.line(Integer.parseInt(key.substring(1)))).toList());
            errors = read.errors();
        }
        IndexSegment inSmallWindows = files.indexInSmallWindows(log.text(), log.layout == Layout.ARRAY, 1 << 20);
        assertThat(IntStream.range(0, inSmallWindows.size()).mapToObj(i -> inSmallWindows.summary(i, i, 0).key()))
                .as("read through windows smaller than a record").containsExactlyElementsOf(log.keys);
        assertThat(inSmallWindows.errors(0)).isEqualTo(errors);
        try (IndexedRolloutLog gzipped = LogFiles.open(files.writeGzip(log.text()))) {
            assertThat(gzipped.size()).as("gzipped").isEqualTo(log.keys.size());
            assertThat(gzipped.errors()).isEqualTo(errors);
        }
        return errors;
    }
}
