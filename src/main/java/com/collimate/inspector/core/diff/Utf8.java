package com.collimate.inspector.core.diff;

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

    private static boolean isAscii(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (bytes[i] < 0) {
                return false;
            }
        }
        return true;
    }
}
