package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.zip.GZIPOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** UTF-16 and UTF-32 logs (a PowerShell redirect writes UTF-16LE with a BOM) are refused, naming the encoding. */
class WideEncodingTest {
    private static final String LOG = "{\"run_id\":\"a\",\"stdout\":\"h\u00e9\"}\r\n{\"run_id\":\"b\"}\r\n";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}, BOM {1}")
    @CsvSource({
            "UTF-16LE, fffe", "UTF-16LE, ''",
            "UTF-16BE, feff", "UTF-16BE, ''",
            "UTF-32LE, fffe0000", "UTF-32LE, ''",
            "UTF-32BE, 0000feff", "UTF-32BE, ''"})
    void isRefusedWithTheEncodingAndHowToConvert(String encoding, String bom) throws Exception {
        byte[] bytes = concat(HexFormat.of().parseHex(bom), LOG.getBytes(Charset.forName(encoding)));
        Path plain = Files.write(dir.resolve("log.jsonl"), bytes);
        Path gzip = dir.resolve("log.jsonl.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gzip))) {
            out.write(bytes);
        }

        for (Path path : new Path[] {plain, gzip}) {
            assertThatThrownBy(() -> LogFiles.open(path)).isInstanceOf(UnreadableLogException.class)
                    .hasMessage(path + ": the file is " + encoding + " encoded; rollout logs must be UTF-8 (convert it"
                            + " with iconv -f " + encoding + " -t UTF-8)");
        }
    }

    @Test
    void aByteOrderMarkAloneIsEnough() throws Exception {
        Path path = new LogFiles(dir).write(new byte[] {(byte) 0xFF, (byte) 0xFE});

        assertThatThrownBy(() -> LogFiles.open(path)).hasMessageContaining("the file is UTF-16LE encoded");
    }

    @Test
    void utf8WithItsByteOrderMarkAndNonAsciiTextIsStillRead() throws Exception {
        byte[] bytes = concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, LOG.getBytes(StandardCharsets.UTF_8));

        try (IndexedRolloutLog log = LogFiles.open(new LogFiles(dir).write(bytes))) {
            assertThat(log.size()).isEqualTo(2);
            assertThat(log.load(0).stdout()).isEqualTo("h\u00e9");
        }
    }

    private static byte[] concat(byte[] first, byte[] second) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(first);
        out.write(second);
        return out.toByteArray();
    }
}
