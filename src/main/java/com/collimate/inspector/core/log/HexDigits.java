package com.collimate.inspector.core.log;

import java.util.Arrays;

/** Hex digit values by byte, -1 for anything else. */
final class HexDigits {
    private static final byte[] VALUES = new byte[256];

    static {
        Arrays.fill(VALUES, (byte) -1);
        for (int c = 0; c < 0x80; c++) {
            VALUES[c] = (byte) Character.digit(c, 16);
        }
    }

    private HexDigits() {
    }

    static int value(byte b) {
        return VALUES[b & 0xFF];
    }
}
