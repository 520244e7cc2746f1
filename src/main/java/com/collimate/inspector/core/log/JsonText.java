package com.collimate.inspector.core.log;

import com.collimate.inspector.core.diff.VisibleText;

import java.nio.charset.StandardCharsets;

/** Decodes the byte spans {@link JsonScanner} validated, and makes bounded excerpts that are safe to show. */
final class JsonText {
    static final int EXCERPT_CHARS = 200;
    /** The most bytes an excerpt shows: four UTF-8 bytes for each character. */
    static final int EXCERPT_BYTES = EXCERPT_CHARS * 4;

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
        StringBuilder out = new StringBuilder(end - start);
        int p = start;
        while (backslash >= 0) {
            out.append(utf8(buf, p, backslash));
            p = unescape(buf, backslash, out);
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
        int stop = Math.min(end, start + EXCERPT_BYTES);
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

    private static int unescape(byte[] buf, int p, StringBuilder out) {
        byte kind = buf[p + 1];
        switch (kind) {
            case 'b':
                out.append('\b');
                break;
            case 'f':
                out.append('\f');
                break;
            case 'n':
                out.append('\n');
                break;
            case 'r':
                out.append('\r');
                break;
            case 't':
                out.append('\t');
                break;
            case 'u':
                out.append((char) Integer.parseInt(new String(buf, p + 2, 4, StandardCharsets.US_ASCII), 16));
                return p + 6;
            default:
                out.append((char) kind);
        }
        return p + 2;
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
