package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link JsonText#decodeString} gives the same text whether the content takes the one-pass path (ASCII bytes, escapes
 * of Latin-1 characters) or the general one (other bytes or escapes).
 */
class JsonTextTest {
    @Test
    void shortEscapesDecodeToTheirCharacters() {
        assertThat(decode("a\\nb\\tc\\rd\\be\\ff\\/g\\\\h\\\"i")).isEqualTo("a\nb\tc\rd\be\ff/g\\h\"i");
    }

    @Test
    void unicodeEscapesDecodeInEitherCase() {
        assertThat(decode("step 1\\n\\u001B[32mok\\u001b[0m\\n")).isEqualTo("step 1\n\u001b[32mok\u001b[0m\n");
        assertThat(decode("caf\\u00E9 \\u00ff\\n")).isEqualTo("caf\u00e9 \u00ff\n");
    }

    @Test
    void escapesBeyondLatin1Decode() {
        assertThat(decode("\\u0100 and \\u20AC\\n")).isEqualTo("\u0100 and \u20ac\n");
        assertThat(decode("pair \\uD83D\\uDE00\\n")).isEqualTo("pair \uD83D\uDE00\n");
    }

    @Test
    void aLoneSurrogateEscapeStaysALoneUnit() {
        assertThat(decode("lone \\uD800 surrogate\\n")).isEqualTo("lone \uD800 surrogate\n");
    }

    @Test
    void rawUtf8BesideEscapesDecodes() {
        assertThat(decode("Gr\u00fc\u00dfe\\n\u65e5\u672c\\u00e9\\n")).isEqualTo("Gr\u00fc\u00dfe\n\u65e5\u672c\u00e9\n");
    }

    @Test
    void invalidUtf8BesideAnEscapeBecomesAReplacementCharacter() {
        byte[] content = {'a', (byte) 0xC3, '\\', 'n', 'b', (byte) 0xFF};
        assertThat(decode(content)).isEqualTo("a\uFFFD\nb\uFFFD");
    }

    @Test
    void contentWithoutEscapesIsDecodedAsItIs() {
        assertThat(decode("plain \u00e9 text")).isEqualTo("plain \u00e9 text");
    }

    private static String decode(String jsonContent) {
        return decode(jsonContent.getBytes(StandardCharsets.UTF_8));
    }

    /** The content between two bytes of padding, so offsets other than 0 and the array's end are used. */
    private static String decode(byte[] content) {
        byte[] padded = new byte[content.length + 2];
        padded[0] = '"';
        System.arraycopy(content, 0, padded, 1, content.length);
        padded[padded.length - 1] = '"';
        return JsonText.decodeString(padded, 1, padded.length - 1);
    }
}
