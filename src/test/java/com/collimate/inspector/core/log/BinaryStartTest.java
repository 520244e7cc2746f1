package com.collimate.inspector.core.log;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A file that starts with binary data and no run is refused once its first MiB is read, not read to its end; a log
 * with broken lines, binary ones among them, is read as before: its runs and errors are counted as they always were.
 */
class BinaryStartTest {
    private static final int MIB = 1 << 20;
    private static final int RUNS = 1000;

    @TempDir
    Path dir;

    private final AtomicLong bytesRead = new AtomicLong();
    private final LoadListener progress = new LoadListener() {
        @Override
        public void onProgress(long bytesDone, long bytesTotal) {
            bytesRead.accumulateAndGet(bytesDone, Math::max);
        }
    };

    @Test
    void aRandomFileIsRefusedAsBinaryOnceItsFirstMiBIsRead() throws IOException {
        byte[] random = random(16 * MIB, 1);
        Path path = Files.write(dir.resolve("random.bin"), random);

        assertRefusedEarly(path, random);
    }

    @Test
    void gzipCompressedRandomDataIsRefusedOnceItsFirstInflatedMiBIsRead() throws IOException {
        byte[] random = random(16 * MIB, 2);
        Path path = Files.write(dir.resolve("random.gz"), gzip(random));

        assertRefusedEarly(path, random);
    }

    /**
     * Taken for a JSON array log by its first byte, and read as one. Without its '{' bytes: a "{}" in it would be a
     * run, and the file a log with a few runs among many errors.
     */
    @Test
    void randomDataAfterABracketIsRefusedAsBinaryToo() throws IOException {
        byte[] random = random(16 * MIB, 3);
        for (int i = 0; i < random.length; i++) {
            random[i] = random[i] == '{' ? 0 : random[i];
        }
        random[0] = '[';
        Path path = Files.write(dir.resolve("array.bin"), random);

        assertRefusedEarly(path, random);
    }

    @Test
    void aSmallBinaryFileIsStillRefusedByItsFirstError() throws IOException {
        byte[] random = random(64 << 10, 4);
        random[0] = (byte) 0x89;
        Path path = Files.write(dir.resolve("small.bin"), random);

        assertThatThrownBy(() -> RolloutLogs.open(path, progress, Cancellation.none()))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageStartingWith(path + ": not a rollout log: no run could be read (line 1: not a JSON object: "
                        + "expected '{', found '\\x89'");
    }

    /** However long: a crash can leave a block of NULs at a log's start, or a writer some binary junk. */
    @Test
    void aLogWhoseFirstLineAloneIsBinaryIsReadOn() throws Exception {
        assertCounts(write(concat(binaryLine(random(2 * MIB, 5)), runs(RUNS))), RUNS, 1);
        assertCounts(write(concat(binaryLine(new byte[4 * MIB]), runs(RUNS))), RUNS, 1);
    }

    /** Every 50 binary lines, a run: the first MiB has runs, so the file is a log. */
    @Test
    void aLogWithRunsBetweenManyBinaryLinesIsReadOn() throws Exception {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        Random random = new Random(6);
        for (int i = 0; i < 4000; i++) {
            byte[] line = new byte[600];
            random.nextBytes(line);
            log.write(binaryLine(line));
            if (i % 50 == 0) {
                log.write(run(i));
            }
        }

        assertCounts(write(log.toByteArray()), 80, 4000);
    }

    /**
     * A broken first line, invalid UTF-8 and a NUL in strings, lines that are no JSON, and a 20 MB record: every
     * bad line is an error, the others are runs; plain or gzip-compressed.
     */
    @Test
    void aDamagedLogIsReadWithItsErrorsLocated() throws Exception {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        log.write("{\"run_id\": \"cut\", \"seed\": \n".getBytes(StandardCharsets.UTF_8));
        int bad = 0;
        for (int i = 0; i < 3000; i++) {
            if (i % 500 == 7) {
                log.write(("{\"run_id\": \"u" + i + "\", \"stdout\": \"bad \u0000\"}\n").getBytes(StandardCharsets.UTF_8));
                bad++;
            } else if (i % 500 == 11) {
                log.write(("garbage line " + i + "\n").getBytes(StandardCharsets.UTF_8));
                bad++;
            } else if (i % 500 == 13) {
                log.write(concat("{\"run_id\": \"x".getBytes(StandardCharsets.UTF_8), new byte[] {(byte) 0xFF, (byte) 0xFE},
                        "\"}\n".getBytes(StandardCharsets.UTF_8)));
            } else if (i == 100) {
                log.write(("{\"run_id\": \"big\", \"stdout\": \"" + "x".repeat(20 << 20) + "\"}\n")
                        .getBytes(StandardCharsets.UTF_8));
            } else {
                log.write(run(i));
            }
        }
        byte[] bytes = log.toByteArray();

        assertCounts(write(bytes), 3000 - bad, 1 + bad);
        assertCounts(Files.write(dir.resolve("damaged.gz"), gzip(bytes)), 3000 - bad, 1 + bad);
    }

    /**
     * Raw terminal output written unescaped (a spinner's backspaces, a bell) makes each such record an error, and
     * its first MiB dense in control bytes; but it is text, valid UTF-8 with no NUL: its bad lines are errors, the
     * runs after them are read.
     */
    @Test
    void aLogWhoseFirstMiBHoldsRawControlBytesInEveryRecordIsReadWithItsErrorsLocated() throws Exception {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        int bad = 0;
        while (log.size() < 2 * MIB) {
            log.writeBytes(("{\"run_id\": \"spin" + bad + "\", \"stdout\": \"step \u00e9 " + "|\b/\b-\b+\b".repeat(8)
                    + "\007done\"}\n").getBytes(StandardCharsets.UTF_8));
            bad++;
        }
        byte[] bytes = concat(log.toByteArray(), runs(RUNS));
        Path path = write(bytes);

        try (IndexedRolloutLog opened = LogFiles.open(path)) {
            assertThat(opened.size()).isEqualTo(RUNS);
            assertThat(opened.errorCount()).isEqualTo(bad);
            assertThat(opened.errors().get(0).line()).isEqualTo(1);
            assertThat(opened.summary(0).line()).isEqualTo(bad + 1);
        }
        assertCounts(Files.write(dir.resolve("spinners.gz"), gzip(bytes)), RUNS, bad);
    }

    /** Text with runs of NULs between its parts (an uncompressed archive, a sparse file) is binary, not a log. */
    @Test
    void textBetweenRunsOfNulsIsRefusedAsBinary() throws IOException {
        ByteArrayOutputStream archive = new ByteArrayOutputStream();
        for (int i = 0; archive.size() < 4 * MIB; i++) {
            byte[] header = new byte[512];
            byte[] name = ("notes-" + i + ".txt").getBytes(StandardCharsets.US_ASCII);
            System.arraycopy(name, 0, header, 0, name.length);
            archive.writeBytes(header);
            archive.writeBytes(Arrays.copyOf(("line one of " + i + "\nline two\n").getBytes(StandardCharsets.US_ASCII),
                    512));
        }
        byte[] bytes = archive.toByteArray();
        Path path = Files.write(dir.resolve("notes.tar"), bytes);

        assertThatThrownBy(() -> RolloutLogs.open(path, progress, Cancellation.none()))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageStartingWith(path + ": not a rollout log: binary data at byte 11 (");
        assertThat(bytesRead.get()).as("bytes read before the refusal").isBetween((long) MIB, 2L * MIB);
    }

    /**
     * UTF-16 text whose first bytes do not tell it (no byte order mark, a first character that is not ASCII) is half
     * NULs, each alone: it is refused once its first MiB is read, not read to its end with an error per line.
     */
    @Test
    void utf16TextNotToldByItsFirstBytesIsRefusedAsBinary() throws IOException {
        byte[] bytes = ("\u00e9\n" + new String(runs(40_000), StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_16LE);
        Path path = Files.write(dir.resolve("utf16.jsonl"), bytes);

        assertThatThrownBy(() -> RolloutLogs.open(path, progress, Cancellation.none()))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageStartingWith(path + ": not a rollout log: binary data at byte 1 (");
        assertThat(bytesRead.get()).as("bytes read before the refusal").isBetween((long) MIB, 2L * MIB);
    }

    private void assertRefusedEarly(Path path, byte[] text) {
        int firstControl = 0;
        while (!BinaryStart.isControl(text[firstControl])) {
            firstControl++;
        }

        assertThatThrownBy(() -> RolloutLogs.open(path, progress, Cancellation.none()))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessage(path + ": not a rollout log: binary data at byte " + firstControl + " (10% of its first "
                        + "MiB are control bytes, and no run could be read in it)");
        assertThat(bytesRead.get()).as("bytes read before the refusal").isBetween((long) MIB, 2L * MIB);
    }

    private static void assertCounts(Path path, int runs, long errors) throws UnreadableLogException {
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            assertThat(log.size()).isEqualTo(runs);
            assertThat(log.errorCount()).isEqualTo(errors);
        }
    }

    private Path write(byte[] bytes) throws IOException {
        return Files.write(dir.resolve("log-" + bytes.length + ".jsonl"), bytes);
    }

    private static byte[] random(int size, long seed) {
        byte[] bytes = new byte[size];
        new Random(seed).nextBytes(bytes);
        return bytes;
    }

    /** {@code bytes} as one line: its line feeds made NULs, one added at its end. */
    private static byte[] binaryLine(byte[] bytes) {
        byte[] line = Arrays.copyOf(bytes, bytes.length + 1);
        for (int i = 0; i < bytes.length; i++) {
            line[i] = line[i] == '\n' ? 0 : line[i];
        }
        line[bytes.length] = '\n';
        return line;
    }

    private static byte[] run(int i) {
        return ("{\"run_id\": \"r" + i + "\", \"seed\": \"" + "0".repeat(63) + (i % 10) + "\", \"stdout\": \"out " + i
                + "\", \"exit_code\": 0}\n").getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] runs(int count) {
        ByteArrayOutputStream runs = new ByteArrayOutputStream();
        for (int i = 0; i < count; i++) {
            runs.writeBytes(run(i));
        }
        return runs.toByteArray();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    private static byte[] gzip(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(bytes);
        }
        return out.toByteArray();
    }
}
