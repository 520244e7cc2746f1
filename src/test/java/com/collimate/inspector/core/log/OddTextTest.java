package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/** Huge values and hostile text never crash the reader nor lose a record. */
class OddTextTest {
    @TempDir
    Path dir;

    @Test
    void twentyMegabyteStdoutIsIndexedWithoutBeingHeldAndLoadsBack() throws Exception {
        String stdout = "line of output \\u001b[32mok\\u001b[0m\\n".repeat(20 * 1024 * 1024 / 36);
        String text = "{\"run_id\":\"small\"}\n{\"run_id\":\"big\",\"stdout\":\"" + stdout + "\"}\n{\"run_id\":\"after\"}\n";
        try (IndexedRolloutLog log = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> LogFiles.open(new LogFiles(dir).write(text)))) {
            assertThat(log.size()).isEqualTo(3);
            assertThat(log.summary(2).key()).isEqualTo("after");
            Run big = log.load(1);
            String decoded = "line of output \u001b[32mok\u001b[0m\n".repeat(20 * 1024 * 1024 / 36);
            assertThat(big.stdout()).isEqualTo(decoded);
            assertThat(log.summary(1).stdoutBytes()).isEqualTo(decoded.getBytes(StandardCharsets.UTF_8).length);
        }
    }

    @Test
    void hundredThousandCharacterSeedIsInvalidAndKept() throws Exception {
        String seed = "ab".repeat(50_000);
        try (IndexedRolloutLog log = LogFiles.open(new LogFiles(dir).write("{\"seed\":\"" + seed + "\"}\n"))) {
            assertThat(log.summary(0).seed().isValid()).isFalse();
            assertThat(log.summary(0).seed().raw()).isEqualTo(seed);
            assertThat(log.load(0).seed().raw()).isEqualTo(seed);
        }
    }

    @Test
    void nulAnsiEmojiAndEscapedSurrogatesSurvive() throws Exception {
        String record = "{\"run_id\":\"r\\u0000\",\"stdout\":\"\\u0000\\u001b[1mbold\\u001b[0m 🚀 \\ud83d\\ude80 "
                + "lone \\ud800 low \\udc00 end\",\"stderr\":\"\\\"q\\\" \\\\ \\/ \\b\\f\\r\\t\"}";
        try (IndexedRolloutLog log = LogFiles.open(new LogFiles(dir).write(record + "\n"))) {
            Run run = log.load(0);
            assertThat(run.key()).isEqualTo("r\u0000");
            assertThat(log.summary(0).key()).isEqualTo("r\u0000");
            assertThat(run.stdout()).isEqualTo("\u0000\u001b[1mbold\u001b[0m 🚀 \ud83d\ude80 lone \ud800 low \udc00 end");
            assertThat(run.stderr()).isEqualTo("\"q\" \\ / \b\f\r\t");
            assertThat(log.summary(0).stdoutBytes()).isEqualTo(
                    "\u0000\u001b[1mbold\u001b[0m 🚀 🚀 lone ".getBytes(StandardCharsets.UTF_8).length + 3
                            + " low ".length() + 3 + " end".length());
            assertThat(run.rawJson()).isEqualTo(record);
        }
    }

    @Test
    void invalidUtf8BecomesReplacementCharacters() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("{\"run_id\":\"a\",\"stdout\":\"bad ".getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes(new byte[] {(byte) 0xC3, (byte) 0x28, ' ', (byte) 0xFF, ' ', (byte) 0xE2, (byte) 0x82});
        bytes.writeBytes(" end\",\"template\":\"p\"}\n{\"run_id\":\"b\"}\n".getBytes(StandardCharsets.UTF_8));
        try (IndexedRolloutLog log = LogFiles.open(new LogFiles(dir).write(bytes.toByteArray()))) {
            assertThat(log.size()).isEqualTo(2);
            assertThat(log.errors()).isEmpty();
            assertThat(log.load(0).stdout()).startsWith("bad \uFFFD(").endsWith(" end").contains("\uFFFD \uFFFD");
            assertThat(log.load(0).template()).isEqualTo("p");
        }
    }

    @Test
    void recordLongerThanTheLargestWindowIsAnErrorAndReadingGoesOn() throws Exception {
        String text = "{\"run_id\":\"a\"}\n{\"stdout\":\"" + "x".repeat(5000) + "\"}\n{\"run_id\":\"b\"}\n";
        Path path = new LogFiles(dir).write(text);
        IndexSegment segment = new IndexSegment();
        try (LogData data = LogData.open(path)) {
            InputWindow window = new InputWindow(new FileRangeSource(data, 0, data.size()), 0, 256, 1024);
            JsonlIndexer.Result result = new JsonlIndexer(window, segment, offset -> { }, false).run(1);
            assertThat(result.nextLine()).isEqualTo(4);
        }
        assertThat(segment.size()).isEqualTo(2);
        assertThat(segment.summary(1, 1, 0).key()).isEqualTo("b");
        assertThat(segment.summary(1, 1, 0).line()).isEqualTo(3);
        assertThat(segment.errors(0)).extracting(LoadError::line).containsExactly(2L);
        assertThat(segment.errors(0).get(0).message()).contains("longer than").contains("skipped");
    }
}
