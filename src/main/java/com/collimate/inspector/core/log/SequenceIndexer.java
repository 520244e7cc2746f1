package com.collimate.inspector.core.log;

import java.io.IOException;

/**
 * Indexes a JSON array of records, or a sequence of records that span lines (pretty-printed, as {@code jq .}
 * writes them). Each element that is not one JSON object becomes an error located by the line it starts on;
 * after invalid JSON, reading resumes at the next line that starts with '{'.
 */
final class SequenceIndexer {
    private final InputWindow in;
    private final IndexSegment segment;
    private final IndexingHooks hooks;
    private final boolean array;
    private final JsonScanner scanner = new JsonScanner();
    private final RecordFields fields = new RecordFields(false);
    private int p;
    private int lineStart;
    private long line = 1;

    SequenceIndexer(InputWindow in, IndexSegment segment, IndexingHooks hooks, boolean array) {
        this.in = in;
        this.segment = segment;
        this.hooks = hooks;
        this.array = array;
    }

    /**
     * Indexes until the end of the input; returns the number of the line where reading stopped: the input's last
     * line, or the line of the trailing content after a JSON array's ']'.
     */
    long run() throws IOException {
        if (array) {
            skipWhitespace();
            p++;
        }
        boolean afterComma = false;
        while (true) {
            if (!skipWhitespace()) {
                if (array) {
                    segment.addError(line, "the array is not closed: the file ends before its ']'", "");
                }
                return line;
            }
            if (array && in.buf[p] == ']') {
                if (afterComma) {
                    segment.addError(line, "a ',' before ']' (column " + column(p) + ")", excerpt(p));
                }
                p++;
                checkNothingFollows();
                return line;
            }
            if (!element()) {
                afterComma = false;
                continue;
            }
            if (!array || !skipWhitespace()) {
                continue;
            }
            afterComma = in.buf[p] == ',';
            if (afterComma) {
                p++;
            } else if (in.buf[p] != ']') {
                segment.addError(line, "expected ',' or ']' after an array element, found "
                        + JsonScanner.describe(in.buf[p]) + " (column " + column(p) + ")", excerpt(p));
                resync();
            }
        }
    }

    /** Indexes the element at {@code p}; false when it was not valid JSON and reading resynchronised. */
    private boolean element() throws IOException {
        long elementLine = line;
        int end;
        while (true) {
            try {
                end = scanner.scan(in.buf, p, in.limit, in.ended, true, fields.reset(in.buf));
                break;
            } catch (ScanException e) {
                if (e.kind() == ScanException.Kind.NEED_MORE) {
                    if (!slideKeeping(p, elementLine)) {
                        resync();
                        return false;
                    }
                    continue;
                }
                if (e.kind() == ScanException.Kind.TRUNCATED) {
                    segment.addError(elementLine, "truncated record: the file ends inside it", excerpt(p));
                    p = in.limit;
                    return false;
                }
                String where = e.kind() == ScanException.Kind.TOO_DEEP ? "" : " at line "
                        + (elementLine + scanner.newlines()) + ", column " + columnIn(e.position());
                segment.addError(elementLine, e.getMessage() + where, excerpt(p));
                resync();
                return false;
            }
        }
        if (scanner.type() == JsonScanner.OBJECT) {
            segment.add(in.base + p, end - p, elementLine, fields);
        } else {
            segment.addError(elementLine, "the record is " + JsonTypes.describe(scanner.type())
                    + ", not a JSON object", JsonText.excerpt(in.buf, p, end));
        }
        line += scanner.newlines();
        lineStart = scanner.lastNewline() >= 0 ? scanner.lastNewline() + 1 : lineStart;
        p = end;
        return true;
    }

    private int columnIn(int position) {
        return position - (scanner.lastNewline() >= 0 ? scanner.lastNewline() + 1 : lineStart) + 1;
    }

    private boolean slideKeeping(int keepFrom, long elementLine) throws IOException {
        try {
            slide(keepFrom);
            return true;
        } catch (InputWindow.RecordTooLongException e) {
            segment.addError(elementLine, e.getMessage() + "; skipped", excerpt(p));
            return false;
        }
    }

    private void slide(int keepFrom) throws IOException {
        int shift = in.slide(keepFrom);
        p -= shift;
        lineStart -= shift;
        hooks.advanced(in.base);
    }

    /** Moves {@code p} to the next non-whitespace byte, counting lines; false at the end of the input. */
    private boolean skipWhitespace() throws IOException {
        while (true) {
            if (p >= in.limit) {
                if (in.ended) {
                    return false;
                }
                slide(p);
                continue;
            }
            byte b = in.buf[p];
            if (b == '\n') {
                line++;
                lineStart = p + 1;
            } else if (b != ' ' && b != '\t' && b != '\r') {
                return true;
            }
            p++;
        }
    }

    /**
     * Skips from the element at {@code p} to the next line that starts (after blanks) with '{', or to the end of
     * the input. Only runs after invalid JSON, so a nested object can be taken for a record in rare layouts.
     */
    private void resync() throws IOException {
        while (true) {
            int newline = Bytes.indexOfNewline(in.buf, p, in.limit);
            if (newline < 0) {
                p = in.limit;
                if (in.ended) {
                    return;
                }
                slide(p);
                continue;
            }
            p = newline + 1;
            line++;
            lineStart = p;
            while (true) {
                if (p >= in.limit) {
                    if (in.ended) {
                        return;
                    }
                    slide(p);
                    continue;
                }
                byte b = in.buf[p];
                if (b != ' ' && b != '\t' && b != '\r') {
                    break;
                }
                p++;
            }
            if (in.buf[p] == '{') {
                return;
            }
        }
    }

    private void checkNothingFollows() throws IOException {
        if (skipWhitespace()) {
            segment.addError(line, "trailing content after the array's closing ']' (column " + column(p) + ")",
                    excerpt(p));
        }
    }

    private int column(int position) {
        return Math.max(1, position - lineStart + 1);
    }

    private String excerpt(int from) {
        int newline = Bytes.indexOfNewline(in.buf, from, in.limit);
        return JsonText.excerpt(in.buf, from, newline < 0 ? in.limit : newline);
    }
}
