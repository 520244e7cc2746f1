package com.collimate.inspector.core.log;

import com.collimate.inspector.core.diff.VisibleText;

import java.nio.charset.StandardCharsets;

/** Decodes the byte spans {@link JsonScanner} validated, and makes bounded excerpts that are safe to show. */
final class JsonText {
    static final int EXCERPT_CHARS = 200;

    private JsonText() {
    }

    /**
     * Decodes the content of a validated JSON string (between its quotes). Invalid UTF-8 becomes U+FFFD; a lone
     * surrogate escape stays a lone UTF-16 unit, as in Java strings.
     */
    static String decodeString(byte[] buf, int start, int end) {
        int backslash = indexOf(buf, start, end, (byte) '\\');
        if (backslash < 0) {
            return utf8(buf, start, end);
        }
        String latin1 = latin1Unescaped(buf, start, end);
        return latin1 != null ? latin1 : unescaped(buf, start, end, backslash);
    }

    /**
     * The content unescaped in one pass when its bytes are ASCII and its escapes stand for Latin-1 characters, as in
     * most logged outputs (a {@code \n} a line), else null: one array and one string, where decoding the text between
     * the escapes makes a string per line (1 M for a 1M-line stdout, a third of what reading a run allocated;
     * docs/benchmarks-diff.md).
     */
    private static String latin1Unescaped(byte[] buf, int start, int end) {
        byte[] out = new byte[end - start];
        int length = 0;
        int p = start;
        while (p < end) {
            byte b = buf[p];
            if (b < 0) {
                return null;
            }
            if (b != '\\') {
                out[length++] = b;
                p++;
                continue;
            }
            char c = escaped(buf, p);
            if (c > 0xff) {
                return null;
            }
            out[length++] = (byte) c;
            p += escapeLength(buf, p);
        }
        return new String(out, 0, length, StandardCharsets.ISO_8859_1);
    }

    private static String unescaped(byte[] buf, int start, int end, int backslash) {
        StringBuilder out = new StringBuilder(end - start);
        int p = start;
        while (backslash >= 0) {
            out.append(utf8(buf, p, backslash)).append(escaped(buf, backslash));
            p = backslash + escapeLength(buf, backslash);
            backslash = indexOf(buf, p, end, (byte) '\\');
        }
        return out.append(utf8(buf, p, end)).toString();
    }

    /** Raw JSON text (a number, object, array, ...) as a string; invalid UTF-8 becomes U+FFFD. */
    static String utf8(byte[] buf, int start, int end) {
        return new String(buf, start, end - start, StandardCharsets.UTF_8);
    }

    /**
     * At most {@link #EXCERPT_CHARS} characters of the bytes, safe to print to a terminal or show in a label as is:
     * control and invisible characters in the app's {@link VisibleText#notation} ({@code ^[} for ESC, {@code ^@}
     * for NUL, {@code ^J} for a line feed, {@code <U+202E>} for a bidi override, {@code <U+200B>} for a zero-width
     * space), so a right-to-left override cannot reorder the excerpt and nothing in it is invisible. A notation and
     * a surrogate pair are never cut; "…" ends an excerpt that leaves something out.
     */
    static String excerpt(byte[] buf, int start, int end) {
        int stop = Math.min(end, start + EXCERPT_CHARS * 4);
        String text = utf8(buf, start, stop);
        StringBuilder out = new StringBuilder(Math.min(text.length(), EXCERPT_CHARS) + 1);
        if (VisibleText.appendReadable(text, EXCERPT_CHARS, out) < text.length() || stop < end) {
            out.append('\u2026');
        }
        return out.toString();
    }

    /**
     * {@code end} before the carriage return that ends a CRLF line: the CR belongs to the line break, not to the
     * record, so an excerpt of the line leaves it out.
     */
    static int withoutCarriageReturn(byte[] buf, int start, int end) {
        return end > start && buf[end - 1] == '\r' ? end - 1 : end;
    }

    /** The character the escape at {@code p} (a validated one) stands for. */
    private static char escaped(byte[] buf, int p) {
        return switch (buf[p + 1]) {
            case 'b' -> '\b';
            case 'f' -> '\f';
            case 'n' -> '\n';
            case 'r' -> '\r';
            case 't' -> '\t';
            case 'u' -> (char) (hexDigit(buf[p + 2]) << 12 | hexDigit(buf[p + 3]) << 8 | hexDigit(buf[p + 4]) << 4
                    | hexDigit(buf[p + 5]));
            default -> (char) buf[p + 1];
        };
    }

    private static int escapeLength(byte[] buf, int p) {
        return buf[p + 1] == 'u' ? 6 : 2;
    }

    private static int hexDigit(byte digit) {
        return Character.digit(digit, 16);
    }

    private static int indexOf(byte[] buf, int start, int end, byte b) {
        for (int i = start; i < end; i++) {
            if (buf[i] == b) {
                return i;
            }
        }
        return -1;
    }
}
