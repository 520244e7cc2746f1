package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

class LogFormatsTest {
    @TempDir
    Path dir;

    private LogFiles files() {
        return new LogFiles(dir);
    }

    private static List<String> keys(RolloutLog log) {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < log.size(); i++) {
            keys.add(log.summary(i).key());
        }
        return keys;
    }

    @Test
    void readsJsonLinesWithBlankLinesAndCrlf() throws Exception {
        Path path = files().write("{\"run_id\":\"a\"}\r\n\r\n   \n{\"run_id\":\"b\"}  \r\n\t\n{\"run_id\":\"c\"}");
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            assertThat(log.format()).isEqualTo(LogFormat.JSONL);
            assertThat(log.compression()).isEqualTo(Compression.NONE);
            assertThat(keys(log)).containsExactly("a", "b", "c");
            assertThat(log.summary(1).line()).isEqualTo(4);
            assertThat(log.summary(2).line()).isEqualTo(6);
            assertThat(log.errors()).isEmpty();
        }
    }

    @Test
    void skipsUtf8ByteOrderMark() throws Exception {
        byte[] text = "{\"run_id\":\"a\"}\n{\"run_id\":\"b\"}\n".getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[text.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(text, 0, withBom, 3, text.length);
        try (IndexedRolloutLog log = LogFiles.open(files().write(withBom))) {
            assertThat(keys(log)).containsExactly("a", "b");
            assertThat(log.load(0).rawJson()).isEqualTo("{\"run_id\":\"a\"}");
        }
    }

    @Test
    void readsPrettyPrintedJsonArray() throws Exception {
        Path path = files().write("[\n  {\n    \"run_id\": \"a\",\n    \"exit_code\": 0\n  },\n  {\"run_id\": \"b\"}\n]\n");
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            assertThat(log.format()).isEqualTo(LogFormat.JSON_ARRAY);
            assertThat(keys(log)).containsExactly("a", "b");
            assertThat(log.summary(0).line()).isEqualTo(2);
            assertThat(log.summary(1).line()).isEqualTo(6);
            assertThat(log.load(0).rawJson()).isEqualTo("{\n    \"run_id\": \"a\",\n    \"exit_code\": 0\n  }");
            assertThat(log.load(0).exitCode()).isZero();
        }
    }

    @Test
    void readsCompactJsonArrayAndEmptyArray() throws Exception {
        try (IndexedRolloutLog log = LogFiles.open(files().write("[{\"id\":1},{\"id\":2}]"))) {
            assertThat(keys(log)).containsExactly("1", "2");
        }
        try (IndexedRolloutLog log = LogFiles.open(files().write(" [ ] "))) {
            assertThat(log.size()).isZero();
            assertThat(log.errors()).isEmpty();
        }
    }

    @Test
    void aJsonLinesLogWhoseFirstLineIsAnArrayIsJsonLinesWithThatLineAnError() throws Exception {
        // a JSON array log is one array spanning the file; one that ends on its line with records after it is a
        // first JSON Lines record that is no object, an error like the same line further down
        Path path = files().write("[1, {\"run_id\":\"a\"}]  \n\n{\"run_id\":\"b\"}\n[{\"run_id\":\"c\"}]\n\"x\"\n"
                + "{\"run_id\":\"d\"}\n");
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            assertThat(log.format()).isEqualTo(LogFormat.JSONL);
            assertThat(keys(log)).containsExactly("b", "d");
            assertThat(log.summary(0).line()).isEqualTo(3);
            assertThat(log.summary(1).line()).isEqualTo(6);
            assertThat(log.load(1).rawJson()).isEqualTo("{\"run_id\":\"d\"}");
            assertThat(log.errors()).extracting(LoadError::line, LoadError::message).containsExactly(
                    tuple(1L, "the record is an array, not a JSON object"),
                    tuple(4L, "the record is an array, not a JSON object"),
                    tuple(5L, "the record is a string, not a JSON object"));
        }
    }

    @Test
    void anArrayThatIsAllTheFileOrSpansLinesIsAJsonArrayLog() throws Exception {
        LogFiles files = files();
        try (IndexedRolloutLog oneLine = LogFiles.open(files.write("[{\"run_id\":\"a\"}, {\"run_id\":\"b\"}]\n \r\n\n"));
             IndexedRolloutLog spanning = LogFiles.open(files.write("[1,\n {\"run_id\":\"a\"}]\n{\"run_id\":\"b\"}\n"))) {
            assertThat(List.of(oneLine.format(), spanning.format())).containsOnly(LogFormat.JSON_ARRAY);
            assertThat(keys(oneLine)).containsExactly("a", "b");
            assertThat(oneLine.errors()).isEmpty();
            assertThat(keys(spanning)).as("a value after the array is read on: no run is lost")
                    .containsExactly("a", "b");
            assertThat(spanning.errors()).extracting(LoadError::line, LoadError::message).containsExactly(
                    tuple(1L, "the record is a number, not a JSON object"));
        }
    }

    @Test
    void readsPrettyPrintedRecordsOneAfterAnother() throws Exception {
        Path path = files().write("{\n  \"run_id\": \"a\"\n}\n{\n  \"run_id\": \"b\"\n}\n");
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            assertThat(keys(log)).containsExactly("a", "b");
            assertThat(log.summary(1).line()).isEqualTo(4);
        }
    }

    @Test
    void readsGzipWhateverTheFileName() throws Exception {
        Path path = files().writeGzip("{\"run_id\":\"a\",\"stdout\":\"hello\"}\n{\"run_id\":\"b\"}\n");
        assertThat(path.getFileName().toString()).doesNotEndWith(".gz");
        List<Path> before = LogFiles.temporaryCopies();
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            assertThat(log.compression()).isEqualTo(Compression.GZIP);
            assertThat(log.format()).isEqualTo(LogFormat.JSONL);
            assertThat(keys(log)).containsExactly("a", "b");
            assertThat(log.load(0).stdout()).isEqualTo("hello");
        }
        assertThat(LogFiles.temporaryCopies()).as("no copy of ours left").allMatch(before::contains);
    }

    @Test
    void readsGzippedJsonArray() throws Exception {
        try (IndexedRolloutLog log = LogFiles.open(files().writeGzip("\uFEFF[{\"run_id\":\"a\"},\n{\"run_id\":\"b\"}]"))) {
            assertThat(log.format()).isEqualTo(LogFormat.JSON_ARRAY);
            assertThat(keys(log)).containsExactly("a", "b");
        }
    }

    @Test
    void corruptGzipIsUnreadableAndLeavesNoTemporaryFile() throws IOException {
        Path good = files().writeGzip("{\"run_id\":\"a\"}\n".repeat(1000));
        byte[] bytes = Files.readAllBytes(good);
        for (int i = 20; i < bytes.length - 8; i++) {
            bytes[i] = (byte) (bytes[i] ^ 0x5A);
        }
        Path corrupt = files().write(bytes);
        List<Path> before = LogFiles.temporaryCopies();
        assertThatThrownBy(() -> LogFiles.open(corrupt))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageContaining("corrupt gzip")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        assertThat(LogFiles.temporaryCopies()).as("no copy of ours left").allMatch(before::contains);
    }

    @Test
    void pngIsUnreadable() {
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R', 0, 0, 1, 0};
        Path path = files().write(png);
        assertThatThrownBy(() -> LogFiles.open(path))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageStartingWith(path + ": not a rollout log: no run could be read (line 1: ");
    }

    @Test
    void aLogWhoseOnlyRecordIsCutOffHasNoCompleteRunYet() {
        Path beingWritten = files().write("{\"run_id\":\"restart0\",\"seed\":\"");
        assertThatThrownBy(() -> LogFiles.open(beingWritten))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageContaining("no run could be read (line 1: truncated line")
                .satisfies(e -> assertThat(((UnreadableLogException) e).kind())
                        .isEqualTo(UnreadableLogException.Kind.NO_COMPLETE_RUN));
        Path garbage = files().write("not json\n{\"run_id\":\"cut");
        assertThatThrownBy(() -> LogFiles.open(garbage))
                .satisfies(e -> assertThat(((UnreadableLogException) e).kind())
                        .isEqualTo(UnreadableLogException.Kind.UNREADABLE));
    }

    @Test
    void onlyPlainOneRecordALineLogsCanBeFollowed() throws Exception {
        String twoRuns = "{\"run_id\":\"a\"}\n{\"run_id\":\"b\"}\n";
        try (IndexedRolloutLog plain = LogFiles.open(files().write(twoRuns));
             IndexedRolloutLog gzip = LogFiles.open(files().writeGzip(twoRuns));
             IndexedRolloutLog array = LogFiles.open(files().write("[{\"run_id\":\"a\"},{\"run_id\":\"b\"}]"));
             IndexedRolloutLog spanning = LogFiles.open(files().write("{\n \"run_id\": \"a\"\n}\n"))) {
            assertThat(plain.followable()).isTrue();
            assertThat(gzip.followable()).isFalse();
            assertThat(array.followable()).isFalse();
            assertThat(spanning.followable()).isFalse();
        }
    }

    @Test
    void missingFileAndDirectoryAreUnreadable() {
        assertThatThrownBy(() -> LogFiles.open(dir.resolve("nope.jsonl")))
                .isInstanceOf(UnreadableLogException.class).hasMessageEndingWith(": no such file")
                .satisfies(e -> assertThat(((UnreadableLogException) e).kind())
                        .isEqualTo(UnreadableLogException.Kind.MISSING));
        assertThatThrownBy(() -> LogFiles.open(dir))
                .isInstanceOf(UnreadableLogException.class).hasMessageEndingWith(": is a directory, not a log file");
    }

    @Test
    void aMissingFileWhoseNameWasNotUtf8SaysSo() {
        // what Java makes of the argument "bad\xffname.jsonl"
        assertThatThrownBy(() -> LogFiles.open(dir.resolve("bad\uFFFDname.jsonl")))
                .isInstanceOf(UnreadableLogException.class).hasMessageEndingWith(": no such file (its name holds "
                        + "'\uFFFD': a name with bytes that are not UTF-8 cannot be opened; rename the file)");
    }

    @Test
    void aPipeIsUnreadableAtOnceInsteadOfHanging() throws Exception {
        Path fifo = dir.resolve("live.jsonl");
        boolean made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        org.junit.jupiter.api.Assumptions.assumeTrue(made, "mkfifo is not available here");
        assertThatThrownBy(() -> LogFiles.open(fifo))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageEndingWith(": not a regular file (a pipe or a device): save it to a file first");
    }

    @Test
    void fileWithoutReadPermissionIsUnreadable() throws IOException {
        Path path = files().write("{\"run_id\":\"a\"}\n");
        Files.setPosixFilePermissions(path, java.util.Set.of());
        org.junit.jupiter.api.Assumptions.assumeFalse(Files.isReadable(path), "running as root: permissions are ignored");
        assertThatThrownBy(() -> LogFiles.open(path))
                .isInstanceOf(UnreadableLogException.class).hasMessageEndingWith(": permission denied");
    }

    @Test
    void emptyAndBlankFilesAreValidLogsWithoutRuns() throws Exception {
        for (String text : new String[] {"", "\n\n", "  \r\n\t \n", "\uFEFF"}) {
            try (IndexedRolloutLog log = LogFiles.open(files().write(text))) {
                assertThat(log.size()).isZero();
                assertThat(log.errors()).isEmpty();
                assertThat(log.format()).isEqualTo(LogFormat.JSONL);
            }
        }
    }
}
