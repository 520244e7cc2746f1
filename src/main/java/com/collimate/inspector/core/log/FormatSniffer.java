package com.collimate.inspector.core.log;

import java.io.IOException;

/** Tells the layout of a log from its first bytes: BOM, JSON array or JSON Lines, records on one line or not. */
final class FormatSniffer {

    /**
     * @param bodyStart where the text starts in the window (after a UTF-8 BOM)
     * @param multiLine whether records span lines (a JSON array, or pretty-printed records)
     */
    record Layout(int bodyStart, LogFormat format, boolean multiLine) {
    }

    private FormatSniffer() {
    }

    /**
     * Reads as much of the window as needed; the window keeps every byte from its start.
     *
     * @throws IOException also when the text is UTF-16 or UTF-32, or compressed another way than gzip once, which the
     *                     reader cannot index: the message names the encoding or compression and what to do
     */
    static Layout sniff(InputWindow in) throws IOException {
        in.slide(0);
        while (in.limit < 4 && !in.ended) {
            in.slide(0);
        }
        String encoding = wideEncoding(in.buf, in.limit);
        if (encoding != null) {
            throw new IOException("the file is " + encoding + " encoded; rollout logs must be UTF-8 (convert it with "
                    + "iconv -f " + encoding + " -t UTF-8)");
        }
        String compression = ForeignCompression.reason(in.buf, in.limit);
        if (compression != null) {
            throw new IOException(compression);
        }
        int bodyStart = hasBom(in) ? 3 : 0;
        int p = bodyStart;
        while (true) {
            if (p == in.limit) {
                if (in.ended) {
                    return new Layout(bodyStart, LogFormat.JSONL, false);
                }
                in.slide(0);
                continue;
            }
            byte b = in.buf[p];
            if (!InputWindow.isBlank(b) && b != '\n') {
                break;
            }
            p++;
        }
        if (in.buf[p] == '[' && !arrayLineThenMore(in, p)) {
            return new Layout(bodyStart, LogFormat.JSON_ARRAY, true);
        }
        return new Layout(bodyStart, LogFormat.JSONL, firstRecordSpansLines(in, p));
    }

    /**
     * UTF-16LE, UTF-16BE, UTF-32LE or UTF-32BE, told by the byte order mark or, without one, by the NUL bytes beside
     * the first two characters (ASCII, as a log's are); null for anything else. UTF-8 JSON never holds a NUL byte.
     */
    private static String wideEncoding(byte[] b, int limit) {
        int b0 = limit > 0 ? b[0] & 0xFF : -1;
        int b1 = limit > 1 ? b[1] & 0xFF : -1;
        int b2 = limit > 2 ? b[2] & 0xFF : -1;
        int b3 = limit > 3 ? b[3] & 0xFF : -1;
        if (b0 == 0 && b1 == 0 && (b2 == 0xFE && b3 == 0xFF || ascii(b3) && b2 == 0)) {
            return "UTF-32BE";
        }
        if (b2 == 0 && b3 == 0 && (b0 == 0xFF && b1 == 0xFE || ascii(b0) && b1 == 0)) {
            return "UTF-32LE";
        }
        if (b0 == 0xFE && b1 == 0xFF || b0 == 0 && ascii(b1) && b2 == 0 && ascii(b3)) {
            return "UTF-16BE";
        }
        if (b0 == 0xFF && b1 == 0xFE || ascii(b0) && b1 == 0 && ascii(b2) && b3 == 0) {
            return "UTF-16LE";
        }
        return null;
    }

    private static boolean ascii(int b) {
        return b > 0 && b < 0x80;
    }

    private static boolean hasBom(InputWindow in) {
        return in.limit >= 3 && (in.buf[0] & 0xFF) == 0xEF && (in.buf[1] & 0xFF) == 0xBB && (in.buf[2] & 0xFF) == 0xBF;
    }

    /**
     * True when the first record is a valid object only if line feeds count as whitespace, or is a '{' alone on its
     * line (as pretty printers write a record, and no JSON Lines record is: a pretty first record cut off stays
     * one error instead of making every line one).
     */
    private static boolean firstRecordSpansLines(InputWindow in, int start) throws IOException {
        return in.buf[start] == '{' && scan(in, start, false) == ScanException.Kind.END_OF_LINE
                && (aloneOnItsLine(in, start) || scan(in, start, true) == null);
    }

    /**
     * True when the array at {@code start} ends on its line, holds no records (its first element is not an object)
     * and more text follows on later lines: a JSON Lines log whose first record is an array (an error, as on any
     * other line), not a JSON array log, which is one array. An array of records stays an array log, whose records
     * after its end are runs too, so that none of them is lost.
     * The array is looked for only in the bytes already read: a compact JSON array log is one line of up to
     * gigabytes, which this must not read, and a first line longer than the window is taken for such a log. Past
     * the array's end only blanks are read on, so the answer does not depend on where the window happens to end.
     */
    private static boolean arrayLineThenMore(InputWindow in, int start) throws IOException {
        int first = in.skipBlanks(start + 1);
        if (first < in.limit && in.buf[first] == '{') {
            return false;
        }
        int p;
        try {
            p = new JsonScanner().scan(in.buf, start, in.limit, in.ended, false, new RecordFields(false).reset(in.buf));
        } catch (ScanException notOneLine) {
            return false;
        }
        boolean lineEnded = false;
        while (true) {
            if (p == in.limit) {
                if (in.ended) {
                    return false;
                }
                in.slide(0);
                continue;
            }
            byte b = in.buf[p++];
            if (b == '\n') {
                lineEnded = true;
            } else if (!InputWindow.isBlank(b)) {
                return lineEnded;
            }
        }
    }

    /** Whether only blanks follow {@code start} on its line, which the window holds up to its line feed. */
    private static boolean aloneOnItsLine(InputWindow in, int start) {
        int p = in.skipBlanks(start + 1);
        return p < in.limit && in.buf[p] == '\n';
    }

    /** How scanning the record at {@code start} fails, or null when it is valid. */
    private static ScanException.Kind scan(InputWindow in, int start, boolean multiLine) throws IOException {
        JsonScanner scanner = new JsonScanner();
        RecordFields ignored = new RecordFields(false);
        while (true) {
            try {
                scanner.scan(in.buf, start, in.limit, in.ended, multiLine, ignored.reset(in.buf));
                return null;
            } catch (ScanException e) {
                if (e.kind() != ScanException.Kind.NEED_MORE) {
                    return e.kind();
                }
                try {
                    in.slide(0);
                } catch (InputWindow.RecordTooLongException tooLong) {
                    return ScanException.Kind.NEED_MORE;
                }
            }
        }
    }
}
