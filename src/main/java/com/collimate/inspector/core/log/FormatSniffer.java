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

    /** Reads as much of the window as needed; the window keeps every byte from its start. */
    static Layout sniff(InputWindow in) throws IOException {
        in.slide(0);
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
            if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
                break;
            }
            p++;
        }
        if (in.buf[p] == '[') {
            return new Layout(bodyStart, LogFormat.JSON_ARRAY, true);
        }
        return new Layout(bodyStart, LogFormat.JSONL, firstRecordSpansLines(in, p));
    }

    private static boolean hasBom(InputWindow in) throws IOException {
        while (in.limit < 3 && !in.ended) {
            in.slide(0);
        }
        return in.limit >= 3 && (in.buf[0] & 0xFF) == 0xEF && (in.buf[1] & 0xFF) == 0xBB && (in.buf[2] & 0xFF) == 0xBF;
    }

    /** True when the first record is a valid object only if line feeds count as whitespace. */
    private static boolean firstRecordSpansLines(InputWindow in, int start) throws IOException {
        return in.buf[start] == '{' && scan(in, start, false) == ScanException.Kind.END_OF_LINE
                && scan(in, start, true) == null;
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
