package com.collimate.inspector.core.log;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class BytesTest {
    /** Bytes next to '\n' in value: a word test with a borrow between bytes would take 0x0B above a '\n' for one. */
    private static final byte[] ALPHABET = {'\n', 0x0B, 0x09, 0x0A ^ (byte) 0x80, 0x01, 0x00, 'a', (byte) 0xFF};

    @Test
    void lastIndexOfNewlineFindsTheLastLineFeedInEveryRange() {
        Random random = new Random(7);
        for (int round = 0; round < 20_000; round++) {
            byte[] buf = new byte[random.nextInt(40)];
            for (int i = 0; i < buf.length; i++) {
                buf[i] = random.nextInt(4) == 0 ? ALPHABET[random.nextInt(ALPHABET.length)] : (byte) 'x';
            }
            int from = buf.length == 0 ? 0 : random.nextInt(buf.length + 1);
            int to = from + random.nextInt(buf.length - from + 1);
            assertThat(Bytes.lastIndexOfNewline(buf, from, to)).isEqualTo(naiveLastNewline(buf, from, to));
        }
    }

    @Test
    void aLineFeedBelowAByteOneAboveItIsTheOneFound() {
        byte[] buf = {'x', '\n', 0x0B, 0x0B, 0x0B, 0x0B, 0x0B, 0x0B};
        assertThat(Bytes.lastIndexOfNewline(buf, 0, buf.length)).isEqualTo(1);
    }

    private static int naiveLastNewline(byte[] buf, int from, int to) {
        for (int i = to - 1; i >= from; i--) {
            if (buf[i] == '\n') {
                return i;
            }
        }
        return -1;
    }
}
