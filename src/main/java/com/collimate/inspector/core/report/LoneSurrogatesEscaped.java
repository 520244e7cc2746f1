package com.collimate.inspector.core.report;

import java.io.IOException;
import java.io.Writer;

/**
 * Passes JSON text on with each lone surrogate written as a JSON escape (backslash, u, four hex digits) and every other
 * character, a surrogate pair (an emoji) included, as it is. Right for JSON as a whole: a surrogate can only be in a
 * string, where such an escape stands for it. Jackson's own escaping hook sees one UTF-16 unit at a time, so it cannot
 * tell a lone surrogate from half of a pair; this sees both halves, keeping a high surrogate that ends one write until
 * the next.
 */
final class LoneSurrogatesEscaped extends Writer {
    private static final char NONE = 0;

    private final Writer out;
    private char pendingHigh = NONE;

    LoneSurrogatesEscaped(Writer out) {
        this.out = out;
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        int end = offset + length;
        int from = offset;
        if (pendingHigh != NONE && length > 0) {
            if (Character.isLowSurrogate(chars[offset])) {
                out.write(new char[] {pendingHigh, chars[offset]});
                from++;
            } else {
                escape(pendingHigh);
            }
            pendingHigh = NONE;
        }
        for (int i = from; i < end; i++) {
            char c = chars[i];
            if (!Character.isSurrogate(c)) {
                continue;
            }
            if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(chars[i + 1])) {
                i++;
                continue;
            }
            out.write(chars, from, i - from);
            from = i + 1;
            if (Character.isHighSurrogate(c) && i + 1 == end) {
                pendingHigh = c;
            } else {
                escape(c);
            }
        }
        if (from < end) {
            out.write(chars, from, end - from);
        }
    }

    private void writePending() throws IOException {
        if (pendingHigh != NONE) {
            escape(pendingHigh);
            pendingHigh = NONE;
        }
    }

    private void escape(char surrogate) throws IOException {
        out.write(String.format("\\u%04x", (int) surrogate));
    }

    /** A high surrogate still held is lone as far as anything written so far goes: it is escaped, which reads back. */
    @Override
    public void flush() throws IOException {
        writePending();
        out.flush();
    }

    @Override
    public void close() throws IOException {
        writePending();
        out.close();
    }
}
