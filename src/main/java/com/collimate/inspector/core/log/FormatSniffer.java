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
        return in.buf[start] == '{' && scan(in, start, false).failure() == ScanException.Kind.END_OF_LINE
                && (aloneOnItsLine(in, start) || scan(in, start, true).failure() == null);
    }

    /**
     * True when the array at {@code start} ends on its line and more text follows on later lines: a JSON Lines log
     * whose first record is an array (an error, as on any other line), not a JSON array log, which is one array.
     */
    private static boolean arrayLineThenMore(InputWindow in, int start) throws IOException {
        Scanned array = scan(in, start, false);
        if (array.failure() != null) {
            return false;
        }
        int p = blanksFrom(in, array.end());
        if (p == in.limit || in.buf[p] != '\n') {
            return false;
        }
        while (true) {
            p = blanksFrom(in, p);
            if (p == in.limit) {
                return false;
            }
            if (in.buf[p] != '\n') {
                return true;
            }
            p++;
        }
    }

    /** The first position from {@code p} that is not a blank (line feeds are not), sliding the window as needed. */
    private static int blanksFrom(InputWindow in, int p) throws IOException {
        while (true) {
            p = in.skipBlanks(p);
            if (p < in.limit || in.ended) {
                return p;
            }
            try {
                in.slide(0);
            } catch (InputWindow.RecordTooLongException tooLong) {
                return in.limit;
            }
        }
    }

    /** Whether only blanks follow {@code start} on its line, which the window holds up to its line feed. */
    private static boolean aloneOnItsLine(InputWindow in, int start) {
        int p = in.skipBlanks(start + 1);
        return p < in.limit && in.buf[p] == '\n';
    }

    /** How scanning a value failed (null when it is valid), and where it ends when valid. */
    private record Scanned(ScanException.Kind failure, int end) {
        static Scanned failed(ScanException.Kind kind) {
            return new Scanned(kind, -1);
        }
    }

    private static Scanned scan(InputWindow in, int start, boolean multiLine) throws IOException {
        JsonScanner scanner = new JsonScanner();
        RecordFields ignored = new RecordFields(false);
        while (true) {
            try {
                return new Scanned(null, scanner.scan(in.buf, start, in.limit, in.ended, multiLine,
                        ignored.reset(in.buf)));
            } catch (ScanException e) {
                if (e.kind() != ScanException.Kind.NEED_MORE) {
                    return Scanned.failed(e.kind());
                }
                try {
                    in.slide(0);
                } catch (InputWindow.RecordTooLongException tooLong) {
                    return Scanned.failed(ScanException.Kind.NEED_MORE);
                }
            }
        }
    }
}
