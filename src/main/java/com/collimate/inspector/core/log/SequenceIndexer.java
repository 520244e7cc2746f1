package com.collimate.inspector.core.log;

import java.io.IOException;

/**
 * Indexes a JSON array of records, or a sequence of records that span lines (pretty-printed, as {@code jq .}
 * writes them). Each element that is not one JSON object becomes an error located by the line it starts on;
 * after invalid JSON, reading resumes at the next element, found by following the JSON structure whatever the
 * layout (see {@link #skipInvalid}).
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
    /** Set when the input ended inside an invalid element, whose error says so: the missing ']' is not said again. */
    private boolean lost;

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
                if (array && !lost) {
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
            element();
            if (array) {
                afterComma = separator();
            }
        }
    }

    /**
     * After an array element: consumes the ',' that follows it and returns true; false, leaving {@code p}, at the
     * array's ']' or the end of the input. Anything else up to the next ',' or ']' is an error, skipped.
     */
    private boolean separator() throws IOException {
        if (!skipWhitespace()) {
            return false;
        }
        if (in.buf[p] != ',' && in.buf[p] != ']') {
            skipInvalid(line, "expected ',' or ']' after an array element, found " + JsonScanner.describe(in.buf[p])
                    + " (column " + column(p) + ")", excerpt(p));
        }
        if (p < in.limit && in.buf[p] == ',') {
            p++;
            return true;
        }
        return false;
    }

    /** Indexes the element at {@code p}: a run, or an error when it is not a JSON object, then skipped. */
    private void element() throws IOException {
        long elementLine = line;
        int end;
        while (true) {
            try {
                end = scanner.scan(in.buf, p, in.limit, in.ended, true, fields.reset(in.buf));
                break;
            } catch (ScanException e) {
                if (e.kind() == ScanException.Kind.NEED_MORE) {
                    String tooLong = slideKeeping(p);
                    if (tooLong == null) {
                        continue;
                    }
                    skipInvalid(elementLine, tooLong + "; skipped", excerpt(p));
                    return;
                }
                if (e.kind() == ScanException.Kind.TRUNCATED) {
                    segment.addError(elementLine, "truncated record: the file ends inside it", excerpt(p));
                    p = in.limit;
                    lost = true;
                    return;
                }
                String where = e.kind() == ScanException.Kind.TOO_DEEP ? "" : " at line "
                        + (elementLine + scanner.newlines()) + ", column " + columnIn(e.position());
                skipInvalid(elementLine, e.getMessage() + where, excerpt(p));
                return;
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
    }

    private int columnIn(int position) {
        return position - (scanner.lastNewline() >= 0 ? scanner.lastNewline() + 1 : lineStart) + 1;
    }

    /** Slides the window keeping {@code keepFrom} on; null, or why it could not (the record is too long). */
    private String slideKeeping(int keepFrom) throws IOException {
        try {
            slide(keepFrom);
            return null;
        } catch (InputWindow.RecordTooLongException e) {
            return e.getMessage();
        }
    }

    /** Returns the shift, already subtracted from {@code p} and {@code lineStart}. */
    private int slide(int keepFrom) throws IOException {
        int shift = in.slide(keepFrom);
        p -= shift;
        lineStart -= shift;
        hooks.advanced(in.base);
        return shift;
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
     * Records the error {@code message} of the invalid element at {@code p} and skips it, following its JSON
     * structure ({@link SkippedJson}) rather than the layout: in an array, to the ',' or ']' that ends it at the
     * array's own level; in a sequence of records, past the object or array it opens, or to the next '{' or '[' at
     * the top level. The error says when the skip had to guess where a string ends (the resumption is then
     * uncertain), and when the input ends inside the element's strings or brackets (nothing after it can be read).
     */
    private void skipInvalid(long errorLine, String message, String excerpt) throws IOException {
        SkippedJson json = new SkippedJson();
        int start = p;
        while (true) {
            if (p >= in.limit) {
                if (!in.ended) {
                    start -= slide(p);
                    continue;
                }
                lost = !json.balanced();
                segment.addError(errorLine, lost ? message + "; the file ends inside this record (" + json.unclosed()
                        + "), so nothing after it could be read" : message, excerpt);
                return;
            }
            byte b = in.buf[p];
            if (b == '\n') {
                line++;
                lineStart = p + 1;
            }
            if (json.outsideString(b, line, column(p))) {
                if (b == '{' || b == '[') {
                    if (json.depth() == 0 && !array && p > start) {
                        break;
                    }
                    json.open(b);
                } else if (b == '}' || b == ']') {
                    if (json.depth() == 0 && array && b == ']') {
                        break;
                    }
                    if (json.close(b) && json.depth() == 0 && !array) {
                        p++;
                        break;
                    }
                } else if (b == ',' && json.depth() == 0 && array) {
                    break;
                }
            }
            p++;
        }
        String missingQuote = json.missingQuote();
        segment.addError(errorLine, missingQuote == null ? message : message + "; a '\"' is missing before "
                + missingQuote + ", so where the record ends is a guess: reading resumed at line " + line
                + ", column " + column(p), excerpt);
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
