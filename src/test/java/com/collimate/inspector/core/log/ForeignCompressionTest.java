package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A log compressed another way than gzip (zstd, xz, bzip2, zip), or gzip-compressed twice, is refused naming the
 * compression and the command that decompresses it, not as invalid JSON ("unexpected '('").
 */
class ForeignCompressionTest {
    private static final byte[] LOG = "{\"run_id\":\"a\"}\n".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "28b52ffd0458 | the file is zstd-compressed; rollout logs must be plain or gzip-compressed (decompress it"
                    + " with zstd -d)",
            "fd377a585a00 | the file is xz-compressed; rollout logs must be plain or gzip-compressed (decompress it"
                    + " with xz -d)",
            "425a68393141 | the file is bzip2-compressed; rollout logs must be plain or gzip-compressed (decompress it"
                    + " with bunzip2)",
            "504b03041400 | the file is a zip archive; rollout logs must be plain or gzip-compressed (extract the log"
                    + " with unzip)"})
    void isRefusedNamingTheCompressionAndTheCommandThatDecompressesIt(String magic, String reason) throws Exception {
        Path path = Files.write(dir.resolve("log.jsonl.x"), concat(HexFormat.of().parseHex(magic), LOG));

        assertThatThrownBy(() -> LogFiles.open(path)).isInstanceOf(UnreadableLogException.class)
                .hasMessage(path + ": " + reason);
    }

    @Test
    void aGzipLogCompressedTwiceSaysSo() throws Exception {
        Path path = Files.write(dir.resolve("log.jsonl.gz"), gzip(gzip(LOG)));

        assertThatThrownBy(() -> LogFiles.open(path)).isInstanceOf(UnreadableLogException.class)
                .hasMessage(path + ": the file is gzip-compressed twice; rollout logs must be plain or gzip-compressed"
                        + " once (decompress it with gunzip, then open the result)");
    }

    private static byte[] gzip(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(bytes);
        }
        return out.toByteArray();
    }

    private static byte[] concat(byte[] first, byte[] second) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(first);
        out.write(second);
        return out.toByteArray();
    }
}
