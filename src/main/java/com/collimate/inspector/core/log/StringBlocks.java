package com.collimate.inspector.core.log;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Scans the inside of a long JSON string 64 bytes at a time with bit masks: quotes, backslashes and control
 * characters of a block become 64-bit masks, and which characters are escaped follows from carry arithmetic
 * (the simdjson method), so text dense with escapes (ANSI colours, newlines) costs no unpredictable branch per
 * escape. A block with anything unusual (a control character, an invalid or surrogate escape) is left to the
 * byte-wise scanner, which reports it precisely. Not thread-safe.
 */
final class StringBlocks {
    static final int BLOCK = 64;
    /** Bytes that must exist past a block: an escape at its end may need them. */
    static final int LOOKAHEAD = 8;

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;
    private static final long HIGHS = 0x8080808080808080L;
    private static final long QUOTES = 0x2222222222222222L;
    private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
    private static final long CONTROL_OFFSET = 0x6060606060606060L;
    private static final long GATHER = 0x0102040810204080L;
    private static final long ODD_BITS = 0xAAAAAAAAAAAAAAAAL;
    private static final byte SIMPLE = 1;
    private static final byte UNICODE = 2;
    private static final byte[] ESCAPE_KIND = new byte[256];

    static {
        for (char c : "\"\\/bfnrt".toCharArray()) {
            ESCAPE_KIND[c] = SIMPLE;
        }
        ESCAPE_KIND['u'] = UNICODE;
    }

    /** Bytes saved by the escapes of the blocks scanned by the last call (raw length minus decoded UTF-8). */
    private int saved;

    int saved() {
        return saved;
    }

    /**
     * Scans whole blocks from {@code p}, which must not be an escaped character.
     *
     * @return {@code ~q} when the closing quote is at {@code q}; otherwise the position to go on from byte-wise
     *         (never an escaped character), with {@link #saved()} covering the bytes before it
     */
    int scan(byte[] buf, int p, int limit) {
        saved = 0;
        long carry = 0;
        while (p + BLOCK + LOOKAHEAD <= limit) {
            long quotes = 0;
            long backslashes = 0;
            long control = 0;
            for (int k = 0; k < BLOCK; k += Long.BYTES) {
                long word = (long) LONGS.get(buf, p + k);
                quotes |= gather(zeroBytes(word ^ QUOTES)) << k;
                backslashes |= gather(zeroBytes(word ^ BACKSLASHES)) << k;
                control |= ~((word & LOW7) + CONTROL_OFFSET) & ~word & HIGHS;
            }
            long potential = backslashes & ~carry;
            long escapeAndTerminal = ((potential << 1 | ODD_BITS) - potential) ^ ODD_BITS;
            long escaped = escapeAndTerminal ^ (backslashes | carry);
            long terminators = quotes & ~escaped;
            long inString = terminators == 0 ? -1L : (terminators & -terminators) - 1;
            int blockSaved = control == 0 ? escapes(buf, p, escaped & inString) : -1;
            if (blockSaved < 0) {
                return carry == 0 ? p : p - 1;
            }
            saved += blockSaved;
            if (terminators != 0) {
                return ~(p + Long.numberOfTrailingZeros(terminators));
            }
            carry = (escapeAndTerminal & backslashes) >>> 63;
            p += BLOCK;
        }
        return carry == 0 ? p : p - 1;
    }

    /**
     * Bytes saved by the escaped characters at the set bits; -1 when one is invalid or a surrogate. Branch-free
     * per escape (both kinds are computed and selected arithmetically): mixed escapes would defeat prediction.
     */
    private static int escapes(byte[] buf, int p, long escapedChars) {
        int blockSaved = 0;
        int bad = 0;
        for (long bits = escapedChars; bits != 0; bits &= bits - 1) {
            int at = p + Long.numberOfTrailingZeros(bits);
            int kind = ESCAPE_KIND[buf[at] & 0xFF];
            int h0 = HexDigits.value(buf[at + 1]);
            int h1 = HexDigits.value(buf[at + 2]);
            int h2 = HexDigits.value(buf[at + 3]);
            int h3 = HexDigits.value(buf[at + 4]);
            int unit = (h0 << 12 | h1 << 8 | h2 << 4 | h3) & 0xFFFF;
            int unicode = kind >>> 1;
            int hexBad = (h0 | h1 | h2 | h3) >>> 31;
            int surrogate = (((unit & 0xF800) ^ 0xD800) - 1) >>> 31;
            bad |= ((kind - 1) >>> 31) | (unicode & (hexBad | surrogate));
            int length = 1 + ((0x7F - unit) >>> 31) + ((0x7FF - unit) >>> 31);
            blockSaved += 1 + unicode * (5 - length);
        }
        return bad != 0 ? -1 : blockSaved;
    }

    /** High bit set exactly in the zero bytes of the word. */
    private static long zeroBytes(long word) {
        return ~(((word & LOW7) + LOW7) | word) & HIGHS;
    }

    /** The high bits of the eight bytes as an 8-bit mask (bit i for byte i). */
    private static long gather(long highBits) {
        return ((highBits >>> 7) * GATHER) >>> 56;
    }
}
