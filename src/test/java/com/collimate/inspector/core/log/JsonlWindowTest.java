package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.RunSummary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** JSON Lines read through windows of every small size index exactly as through one window holding the file. */
class JsonlWindowTest {
    private static final String LOG = "{\"run_id\":\"a\",\"exit_code\":0,\"reward\":0.25}\n"
            + "\n"
            + "  {\"run_id\":\"b\",\"stdout\":\"tab\\there \\u00e9 \\ud83d\\ude00\",\"step\":12345}\r\n"
            + "{\"run_id\":\"c\",\"seed_ack\":\"verified\"} trailing\n"
            + "not json\n"
            + "[1,2]\n"
            + "{\"run_id\":\"d\",\"ok\":true,\"none\":null,\"n\":-1.5e3}\n"
            + "{\"run_id\":\"e\",\"stdout\":\"line ends\n"
            + "{\"request\":{\"run_id\":\"f\"},\"response\":{\"exit_code\":1}}  \n"
            + "{\"run_id\":\"g\",\"stdout\":\"\\u12\n"
            + "{\"run_id\":\"h\",\"n\":12";

    /** Pieces of lines, some with leading blanks that a window may end in. */
    private static final String[] PIECES = {
        "{\"run_id\":\"a\",\"exit_code\":0}", "{\"stdout\":\"\\u12", "\\ud83d\\ude00", "\r\n", "not json",
        "{\"a\":1", "[1]", "tru", "NaN", "{\"n\":-Infinity}", "\"str\"", "12", "{\"s\":\"\\u00e9\"}", "}", "{\"x\":\"\\",
        "\n", "\n", "\n", "{\"run_id\":\"c\"}\n", "{\"s\":\"" + "y".repeat(300) + "\"}", "\"\\u", "\"\\u1",
        "   ", " \t ", "\t", "    {\"a\":tx}", "  \t{\"command\":[\"a\", 1]}", " x",
    };

    @TempDir
    Path dir;

    @Test
    void everyWindowSizeIndexesLikeOneWindow() throws IOException {
        Path path = new LogFiles(dir).write(LOG);
        String whole = index(path, 1 << 16);
        assertThat(whole).contains("run a @1", "run b @3", "run d @7", "run f @9", "error @4", "error @10",
                "error @11");
        for (int chunk = 8; chunk <= LOG.length() + 8; chunk++) {
            assertThat(index(path, chunk)).as("window of %d bytes", chunk).isEqualTo(whole);
        }
    }

    @Test
    void randomLogsIndexTheSameInEveryWindow() throws IOException {
        Random random = new Random(11);
        LogFiles files = new LogFiles(dir);
        for (int round = 0; round < 300; round++) {
            StringBuilder log = new StringBuilder();
            for (int i = random.nextInt(30); i > 0; i--) {
                log.append(PIECES[random.nextInt(PIECES.length)]);
            }
            Path path = files.write(log.toString());
            String whole = index(path, 1 << 16);
            for (int chunk = 8; chunk <= log.length() + 8; chunk += 1 + random.nextInt(3)) {
                assertThat(index(path, chunk)).as("%s in windows of %d bytes", log, chunk).isEqualTo(whole);
            }
        }
    }

    @Test
    void leadingBlanksAWindowEndsInCountInTheColumnsOfTheirLine() throws IOException {
        String log = "{\"run_id\":\"a\"}\n"
                + "          {\"a\":tx}\n"
                + " \t \t \t    {\"run_id\":\"b\"} trailing\n"
                + "            {\"run_id\":\"c\",\"command\":[\"x\", 1]}\n";
        Path path = new LogFiles(dir).write(log);
        for (int chunk = 8; chunk <= log.length() + 8; chunk++) {
            assertThat(index(path, chunk)).as("window of %d bytes", chunk)
                    .contains("error @2 invalid literal, expected 'true' (column 16)",
                            "error @3 trailing content after the record (column 26)",
                            "warning @4 field \"command\": expected a string or an array of strings, found an array "
                                    + "whose element 2 is a number (column 43)");
        }
    }

    @Test
    void followingResumesAtTheStartOfALastLineOfBlanksWhicheverWindowEndsInThem() throws IOException {
        String log = "{\"run_id\":\"a\"}\n" + " ".repeat(40);
        Path path = new LogFiles(dir).write(log);
        for (int chunk = 8; chunk <= log.length() + 8; chunk++) {
            assertThat(follow(path, chunk).resumeOffset()).as("window of %d bytes", chunk).isEqualTo(15);
        }
    }

    @Test
    void anErrorFoundBeforeTheWindowHoldsItsLineEndShowsTheLineAsOneWindowDoes() throws IOException {
        String log = "{\"s\":\"\\u12t\",\"n\":1}\n"
                + "{\"a\":tx,\"b\":1}\n"
                + "{\"run_id\":\"k\"} and more\n"
                + "{\"a\":tx" + "y".repeat(900) + "\n"
                + "{\"run_id\":\"m\"}\n";
        Path path = new LogFiles(dir).write(log);
        String whole = index(path, 1 << 16);
        assertThat(whole).contains("| {\"s\":\"\\u12t\",\"n\":1}\n", "| {\"a\":tx,\"b\":1}\n",
                "| {\"run_id\":\"k\"} and more\n", "| {\"a\":tx" + "y".repeat(193) + "…\n", "run m @5");
        for (int chunk = 8; chunk <= log.length() + 8; chunk++) {
            assertThat(index(path, chunk)).as("window of %d bytes", chunk).isEqualTo(whole);
        }
    }

    @Test
    void anEscapeCutByTheLineFeedIsReportedAsSuchBeforeALineTooLong() throws IOException {
        Path path = new LogFiles(dir).write("{\"s\":\"\\u12\n{\"s\":\"" + "z".repeat(400) + "\"}\n{\"run_id\":\"k\"}\n");
        for (int chunk = 8; chunk <= 128; chunk++) {
            assertThat(index(path, chunk, 128)).as("window of %d bytes", chunk)
                    .contains("error @1 invalid \\u escape", "error @2 the record is longer",
                            "run k @3");
        }
    }

    @Test
    void aLineLongerThanTheWindowIsReportedByItsOwnFaultWithoutBeingReadWhole() throws IOException {
        Path path = new LogFiles(dir).write("2026-12-01 INFO " + "x".repeat(400) + "\n{\"s\":t" + "x".repeat(400)
                + "\n{\"run_id\":\"k\"}\n");
        for (int chunk = 8; chunk <= 128; chunk++) {
            assertThat(index(path, chunk, 128)).as("window of %d bytes", chunk)
                    .contains("error @1 not a JSON object", "error @2 invalid literal", "run k @3")
                    .doesNotContain("longer than");
        }
    }

    private static JsonlIndexer.Result follow(Path path, int chunk) throws IOException {
        try (LogData data = LogData.open(path)) {
            InputWindow window = new InputWindow(new FileRangeSource(data, 0, data.size()), 0, chunk, 1 << 20);
            return new JsonlIndexer(window, new IndexSegment(), offset -> { }, true).run(1);
        }
    }

    private static String index(Path path, int chunk) throws IOException {
        return index(path, chunk, 1 << 20);
    }

    private static String index(Path path, int chunk, int maxRecordBytes) throws IOException {
        IndexSegment segment = new IndexSegment();
        JsonlIndexer.Result result;
        try (LogData data = LogData.open(path)) {
            InputWindow window = new InputWindow(new FileRangeSource(data, 0, data.size()), 0, chunk, maxRecordBytes);
            result = new JsonlIndexer(window, segment, offset -> { }, false).run(1);
        }
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < segment.size(); i++) {
            RunSummary run = segment.summary(i, i, 0);
            lines.add("run " + run.key() + " @" + run.line() + " " + segment.offset(i) + "+" + segment.length(i) + " "
                    + run.exitCode() + " " + run.step() + " " + run.reward() + " " + run.seedAck() + " "
                    + run.stdoutBytes());
        }
        for (LoadError error : segment.errors(0)) {
            lines.add("error @" + error.line() + " " + error.message() + " | " + error.rawText());
        }
        for (LoadError warning : segment.warnings(0)) {
            lines.add("warning @" + warning.line() + " " + warning.message() + " | " + warning.rawText());
        }
        lines.add(result.toString());
        return String.join("\n", lines);
    }
}
