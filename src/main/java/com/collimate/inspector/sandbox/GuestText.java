package com.collimate.inspector.sandbox;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Turns captured guest bytes into response text: UTF-8, invalid sequences replaced, never a split character. */
final class GuestText {
    private GuestText() {
    }

    static String decode(byte[] bytes, boolean truncated) {
        byte[] whole = truncated ? Arrays.copyOf(bytes, completeLength(bytes)) : bytes;
        return new String(whole, StandardCharsets.UTF_8);
    }

    /** Length without a trailing multi-byte character that the cap cut in two. */
    static int completeLength(byte[] bytes) {
        int start = bytes.length - 1;
        while (start >= 0 && bytes.length - start < 4 && (bytes[start] & 0xC0) == 0x80) {
            start--;
        }
        if (start < 0) {
            return bytes.length;
        }
        int lead = bytes[start] & 0xFF;
        int expected = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        return bytes.length - start < expected ? start : bytes.length;
    }
}
