package com.collimate.inspector.core.diff;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Decodes UTF-8 keeping invalid bytes distinguishable: each one becomes the lone surrogate U+DC80+byte (as in
 * Python's "surrogateescape"), so two lines differing only in invalid bytes still differ once decoded.
 * {@link VisibleText} shows such chars as the byte ({@code \xFF}).
 */
final class Utf8 {
    private Utf8() {
    }

    static String decode(byte[] bytes, int from, int to) {
        if (isAscii(bytes, from, to)) {
            return new String(bytes, from, to - from, StandardCharsets.ISO_8859_1);
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, from, to - from);
        CharBuffer out = CharBuffer.allocate(to - from);
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isError()) {
                for (int i = 0; i < result.length(); i++) {
                    out.put((char) (0xDC00 + (in.get() & 0xFF)));
                }
            } else {
                break;
            }
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    /**
     * The bytes {@link #decode} turns back into {@code text}: its UTF-8, except that a lone surrogate U+DC80..U+DCFF
     * is the one byte it stands for (text decoded with Python's "surrogateescape", logged as {@code "\\udcff"}), and
     * any other lone surrogate its three bytes as if it were a character, which are not UTF-8 either. A UTF-8
     * encoder writes every lone surrogate as {@code ?}: two outputs that differ only there would compare equal.
     */
    static byte[] encode(String text) {
        int lone = nextLoneSurrogate(text, 0);
        if (lone == text.length()) {
            return text.getBytes(StandardCharsets.UTF_8);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length() + 16);
        int from = 0;
        while (from < text.length()) {
            out.writeBytes(text.substring(from, lone).getBytes(StandardCharsets.UTF_8));
            if (lone < text.length()) {
                char c = text.charAt(lone);
                if (c >= '\uDC80' && c <= '\uDCFF') {
                    out.write(c - 0xDC00);
                } else {
                    out.write(0xE0 | (c >> 12));
                    out.write(0x80 | ((c >> 6) & 0x3F));
                    out.write(0x80 | (c & 0x3F));
                }
            }
            from = lone + 1;
            lone = nextLoneSurrogate(text, from);
        }
        return out.toByteArray();
    }

    /** The index of the first surrogate at or after {@code from} that is not half of a pair, or the text's length. */
    private static int nextLoneSurrogate(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            if (Character.isSurrogate(text.charAt(i)) && VisibleText.isLoneSurrogate(text, i)) {
                return i;
            }
        }
        return text.length();
    }

    private static boolean isAscii(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (bytes[i] < 0) {
                return false;
            }
        }
        return true;
    }
}
