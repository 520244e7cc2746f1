package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A gzip log cut off while it was written (a training job killed mid-write), as opposed to a corrupt one. */
class GzipTruncationTest {
    private static final int RUNS = 2000;
    private static final String TRUNCATED_GZIP = "truncated gzip: the compressed data ends early";

    @TempDir
    Path dir;

    private LogFiles files() {
        return new LogFiles(dir);
    }

    @Test
    void cutInTheMiddleKeepsEveryRunThatInflatedAndLocatesTheCut() throws Exception {
        byte[] gzip = gzip(jsonLines(0, RUNS));
        byte[] cut = Arrays.copyOf(gzip, gzip.length / 2);
        String inflated = inflatablePrefix(cut);
        long completeLines = inflated.chars().filter(c -> c == '\n').count();
        assertThat(inflated).doesNotEndWith("\n");

        try (IndexedRolloutLog log = LogFiles.open(files().write(cut))) {
            assertThat(log.compression()).isEqualTo(Compression.GZIP);
            assertThat(log.size()).isEqualTo(completeLines).isBetween(1, RUNS - 1);
            for (int i = 0; i < log.size(); i++) {
                assertThat(log.summary(i).key()).isEqualTo(key(i));
            }
            assertThat(log.load(log.size() - 1).rawJson()).isEqualTo(jsonLines(log.size() - 1, log.size()).strip());
            List<LoadError> errors = log.errors();
            assertThat(errors).extracting(LoadError::line).containsOnly(completeLines + 1);
            assertThat(errors).extracting(LoadError::message).satisfiesExactly(
                    truncatedLine -> assertThat(truncatedLine).startsWith("truncated line"),
                    gzipEnd -> assertThat(gzipEnd).startsWith(TRUNCATED_GZIP));
        }
    }

    @Test
    void cutInTheTrailerKeepsEveryRun() throws Exception {
        byte[] gzip = gzip(jsonLines(0, RUNS));
        try (IndexedRolloutLog log = LogFiles.open(files().write(Arrays.copyOf(gzip, gzip.length - 4)))) {
            assertThat(log.size()).isEqualTo(RUNS);
            assertThat(log.errors()).singleElement().satisfies(error -> {
                assertThat(error.line()).isEqualTo(RUNS + 1);
                assertThat(error.message()).startsWith(TRUNCATED_GZIP);
            });
        }
    }

    @Test
    void cutJsonArrayKeepsTheRunsBeforeTheCut() throws Exception {
        StringBuilder array = new StringBuilder("[\n");
        for (int i = 0; i < RUNS; i++) {
            array.append(i == 0 ? "" : ",\n").append("  ").append(jsonLines(i, i + 1).strip());
        }
        byte[] gzip = gzip(array.append("\n]\n").toString());
        byte[] cut = Arrays.copyOf(gzip, gzip.length / 2);
        long lastLine = inflatablePrefix(cut).chars().filter(c -> c == '\n').count() + 1;

        try (IndexedRolloutLog log = LogFiles.open(files().write(cut))) {
            assertThat(log.format()).isEqualTo(LogFormat.JSON_ARRAY);
            assertThat(log.size()).isBetween(1, RUNS - 1);
            assertThat(log.summary(log.size() - 1).key()).isEqualTo(key(log.size() - 1));
            LoadError last = log.errors().get(log.errors().size() - 1);
            assertThat(last.line()).isEqualTo(lastLine);
            assertThat(last.message()).startsWith(TRUNCATED_GZIP);
        }
    }

    /** Cut inside the 10-byte header, or after it but before the first run is complete. */
    @ParameterizedTest
    @ValueSource(ints = {2, 5, 10, 40})
    void cutBeforeTheFirstRunIsUnreadableWithAClearReason(int length) throws Exception {
        Path cut = files().write(Arrays.copyOf(gzip(jsonLines(0, RUNS)), length));
        List<Path> before = LogFiles.temporaryCopies();
        assertThatThrownBy(() -> LogFiles.open(cut))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessage(cut + ": truncated gzip: the file ends before its first run");
        assertThat(LogFiles.temporaryCopies()).as("no copy of ours left").allMatch(before::contains);
    }

    @Test
    void corruptDataInTheMiddleStaysUnreadable() throws Exception {
        byte[] bytes = gzip(jsonLines(0, RUNS));
        for (int i = bytes.length / 2; i < bytes.length / 2 + 64; i++) {
            bytes[i] = (byte) (bytes[i] ^ 0x5A);
        }
        Path corrupt = files().write(bytes);
        assertThatThrownBy(() -> LogFiles.open(corrupt))
                .isInstanceOf(UnreadableLogException.class)
                .hasMessageStartingWith(corrupt + ": corrupt gzip data (")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void multiMemberGzipReadsEveryMember() throws Exception {
        byte[] first = gzip(jsonLines(0, RUNS / 2));
        byte[] second = gzip(jsonLines(RUNS / 2, RUNS));
        try (IndexedRolloutLog log = LogFiles.open(files().write(concat(first, second)))) {
            assertThat(log.size()).isEqualTo(RUNS);
            assertThat(log.summary(RUNS - 1).key()).isEqualTo(key(RUNS - 1));
            assertThat(log.errors()).isEmpty();
        }
    }

    @Test
    void multiMemberGzipCutInItsSecondMemberKeepsTheFirst() throws Exception {
        byte[] first = gzip(jsonLines(0, RUNS / 2));
        byte[] second = gzip(jsonLines(RUNS / 2, RUNS));
        byte[] cut = concat(first, Arrays.copyOf(second, second.length / 2));
        try (IndexedRolloutLog log = LogFiles.open(files().write(cut))) {
            assertThat(log.size()).isBetween(RUNS / 2 + 1, RUNS - 1);
            assertThat(log.summary(log.size() - 1).key()).isEqualTo(key(log.size() - 1));
            List<LoadError> errors = log.errors();
            assertThat(errors.get(errors.size() - 1).line()).isEqualTo(log.size() + 1);
            assertThat(errors.get(errors.size() - 1).message()).startsWith(TRUNCATED_GZIP);
        }
    }

    private static String key(int run) {
        return "r" + run;
    }

    /** Runs {@code [from, to)}, one per line, with output that compresses poorly so a cut lands mid-stream. */
    private static String jsonLines(int from, int to) {
        StringBuilder text = new StringBuilder();
        for (int i = from; i < to; i++) {
            Random random = new Random(i);
            StringBuilder stdout = new StringBuilder();
            for (int j = 0; j < 40; j++) {
                stdout.append(Integer.toHexString(random.nextInt()));
            }
            text.append("{\"run_id\":\"").append(key(i)).append("\",\"stdout\":\"").append(stdout).append("\"}\n");
        }
        return text.toString();
    }

    private byte[] gzip(String text) throws Exception {
        return Files.readAllBytes(files().writeGzip(text));
    }

    /** What inflates from a single-member gzip file cut short, read with a bare {@link Inflater}. */
    private static String inflatablePrefix(byte[] cut) throws DataFormatException {
        Inflater inflater = new Inflater(true);
        inflater.setInput(cut, 10, cut.length - 10);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[1 << 16];
        for (int n = inflater.inflate(buf); n > 0; n = inflater.inflate(buf)) {
            out.write(buf, 0, n);
        }
        inflater.end();
        return out.toString(StandardCharsets.UTF_8);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
