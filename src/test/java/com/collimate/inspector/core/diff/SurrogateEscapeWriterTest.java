package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class SurrogateEscapeWriterTest {
    private static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = (byte) values[i];
        }
        return bytes;
    }

    @Test
    void invalidBytesDecodedAsSurrogatesAreWrittenBackAsThemselves() {
        byte[] line = bytes('b', 0xff, 0xfe, '\r', '\n');
        String decoded = Utf8.decode(line, 0, line.length);
        assertThat(decoded).isEqualTo("b\uDCFF\uDCFE\r\n");
        assertThat(SurrogateEscapeWriter.encode(decoded)).isEqualTo(line);
    }

    @Test
    void validTextIsPlainUtf8AndOtherLoneSurrogatesAreQuestionMarks() {
        String text = "a é ✓ 日本 😀 \u0000\u001b[0m";
        assertThat(SurrogateEscapeWriter.encode(text)).isEqualTo(text.getBytes(StandardCharsets.UTF_8));
        assertThat(SurrogateEscapeWriter.encode("x\uD800y\uDC00z\uD83D")).isEqualTo("x?y?z?".getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aPairSplitAcrossWritesStaysOneCharacter() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SurrogateEscapeWriter writer = new SurrogateEscapeWriter(out);
        writer.write("a\uD83D");
        writer.write("\uDE00b");
        writer.flush();
        assertThat(out.toByteArray()).isEqualTo("a😀b".getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void anyBytesSurviveDecodeAndEncode() {
        Random random = new Random(42);
        for (int round = 0; round < 2000; round++) {
            byte[] bytes = new byte[random.nextInt(40)];
            for (int i = 0; i < bytes.length; i++) {
                int kind = random.nextInt(4);
                bytes[i] = (byte) (kind == 0 ? random.nextInt(128) : 0x80 + random.nextInt(128));
                if (kind == 1 && i + 3 < bytes.length) { // a valid multi-byte character now and then
                    byte[] valid = new String(Character.toChars(0x80 + random.nextInt(0x10FF00)))
                            .replaceAll("[\\uD800-\\uDFFF]", "x").getBytes(StandardCharsets.UTF_8);
                    System.arraycopy(valid, 0, bytes, i, Math.min(valid.length, bytes.length - i));
                    i += valid.length - 1;
                }
            }
            assertThat(SurrogateEscapeWriter.encode(Utf8.decode(bytes, 0, bytes.length))).isEqualTo(bytes);
        }
    }

    /** The -/+ lines of an unescaped unified diff written to bytes are the files' lines, byte for byte. */
    @Test
    void unescapedUnifiedDiffCarriesTheFilesBytes() throws IOException {
        byte[] left = bytes('a', '\r', '\n', 'b', 0xff, 0xfe, '\r', '\n', 'c', '\r', '\n');
        byte[] right = bytes('a', '\r', '\n', 'B', 0xff, 0xfe, '\r', '\n', 'c', '\r', '\n');
        TextDiff diff = new TextDiffer(DiffOptions.defaults()).diff(left, right, Cancellation.none());
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        new UnifiedDiffWriter(false).write(diff, List.of(), "L", "R", out);

        List<byte[]> lines = split(out.toByteArray());
        assertThat(lines).anySatisfy(line -> assertThat(line).isEqualTo(bytes('-', 'b', 0xff, 0xfe, '\r')));
        assertThat(lines).anySatisfy(line -> assertThat(line).isEqualTo(bytes('+', 'B', 0xff, 0xfe, '\r')));
        assertThat(lines).anySatisfy(line -> assertThat(line).isEqualTo(bytes(' ', 'a', '\r')));
    }

    private static List<byte[]> split(byte[] text) {
        List<byte[]> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length; i++) {
            if (text[i] == '\n') {
                lines.add(java.util.Arrays.copyOfRange(text, start, i));
                start = i + 1;
            }
        }
        return lines;
    }
}
