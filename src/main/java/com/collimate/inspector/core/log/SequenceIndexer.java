package com.collimate.inspector.core.log;

import java.io.IOException;

/**
 * Indexes a JSON array of records, or a sequence of records that span lines (pretty-printed, as {@code jq .}
 * writes them). Each element that is not one JSON object becomes an error located by the line it starts on;
 * after invalid JSON, reading resumes at the next element, found by following the JSON structure whatever the
 * layout, or, after an element cut off, at the next line that starts one (see {@link #skipInvalid}).
 */
final class SequenceIndexer {
    private static final String TRUNCATED = "truncated record: the file ends inside it";
    /**
     * How far an invalid element may stay open after a line where reading could resume before it is taken for cut
     * off: bounds the bytes kept to go back to that line.
     */
    private static final int RESUME_LOOK_BACK = 16 << 20;

    private final InputWindow in;
    private final IndexSegment segment;
    private final IndexingHooks hooks;
    /** True inside the JSON array; false for a sequence of records, and for what follows the array's ']'. */
    private boolean array;
    private final JsonScanner scanner = new JsonScanner();
    private final RecordFields fields = new RecordFields(false);
    private final ResumeLines resumeLines = new ResumeLines();
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
     * Indexes until the end of the input; returns the number of the input's last line. Values after a JSON array's
     * ']' are read as further records, each a run or an error of its own: a JSON Lines log whose first line is an
     * array (a bad record) loses no later run.
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
                array = false;
                continue;
            }
            boolean resumedAtNext = element();
            if (array) {
                afterComma = !resumedAtNext && separator();
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

    /**
     * Indexes the element at {@code p}: a run, or an error when it is not a JSON object, then skipped. Returns
     * true when it was cut off and reading resumed at the next element (whose ',' went with the cut).
     */
    private boolean element() throws IOException {
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
                    return skipInvalid(elementLine, tooLong + "; skipped", excerpt(p));
                }
                if (e.kind() == ScanException.Kind.TRUNCATED) {
                    return skipInvalid(elementLine, TRUNCATED, excerpt(p));
                }
                // as a JSON Lines error: "(column C)" on the record's own line, "(line L, column C)" on a later one
                long errorLine = elementLine + scanner.newlines();
                String where = e.kind() == ScanException.Kind.TOO_DEEP ? "" : " ("
                        + (errorLine == elementLine ? "" : "line " + errorLine + ", ") + "column "
                        + columnIn(e.position()) + ")";
                return skipInvalid(elementLine, e.getMessage() + where, excerpt(p));
            }
        }
        if (scanner.type() == JsonScanner.OBJECT) {
            fields.lineStartsAt(lineStart);
            segment.add(in.base + p, end - p, elementLine, fields);
        } else {
            segment.addError(elementLine, "the record is " + JsonTypes.describe(scanner.type())
                    + ", not a JSON object", JsonText.excerpt(in.buf, p, end));
        }
        line += scanner.newlines();
        lineStart = scanner.lastNewline() >= 0 ? scanner.lastNewline() + 1 : lineStart;
        p = end;
        return false;
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
            } else if (!InputWindow.isBlank(b)) {
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
     * uncertain). A cut-off element leaves brackets open, inside which every later element would nest: once a
     * string of the element is ended by a line feed, or the input ends with its brackets open, reading resumes at
     * the first later line that starts with a '{' at or left of the element's column ({@link ResumeLines}), and
     * the error says so. Returns true then (reading resumed at an element whose ',' went with the cut).
     */
    private boolean skipInvalid(long errorLine, String message, String excerpt) throws IOException {
        SkippedJson json = new SkippedJson();
        long start = in.base + p;
        int startColumn = column(p);
        boolean knownCut = resumeLines.startSkip(start);
        boolean lineStarted = true;
        while (true) {
            if (p >= in.limit) {
                if (in.ended) {
                    return endInside(json, errorLine, message, excerpt);
                }
                if (!resumeLines.any()) {
                    slide(p);
                    continue;
                }
                int keepFrom = (int) (resumeLines.lineStart() - in.base);
                int lookBack = Math.min(RESUME_LOOK_BACK, in.maxRecordBytes());
                if (in.limit - keepFrom >= lookBack) {
                    return resumeAt(errorLine, message + "; the record is cut off (still open " + InputWindow
                            .size(lookBack) + " after the start of line " + resumeLines.line() + ": "
                            + json.unclosed() + ")", excerpt);
                }
                slide(keepFrom);
                continue;
            }
            byte b = in.buf[p];
            boolean outside = json.outsideString(b, line, column(p));
            if (b == '\n') {
                line++;
                lineStart = p + 1;
                lineStarted = false;
            } else if (!lineStarted && !InputWindow.isBlank(b)) {
                lineStarted = true;
                if (b == '{' && outside && json.depth() > 0 && column(p) <= startColumn) {
                    boolean cutString = json.cutLine() > 0 && !resumeLines.any();
                    if (cutString || knownCut) {
                        segment.addError(errorLine, message + "; the record is cut off (" + (cutString
                                ? "a string ends at the end of line " + json.cutLine() : "the file ends inside it")
                                + "); reading resumed at line " + line, excerpt);
                        return true;
                    }
                    resumeLines.seen(in.base + p, line, in.base + lineStart, json.depth());
                }
            }
            if (outside) {
                if (b == '{' || b == '[') {
                    if (json.depth() == 0 && !array && in.base + p > start) {
                        break;
                    }
                    json.open(b);
                } else if (b == '}' || b == ']') {
                    if (json.depth() == 0 && array && b == ']') {
                        break;
                    }
                    boolean closed = json.close(b);
                    resumeLines.closedTo(json.depth());
                    if (closed && json.depth() == 0 && !array) {
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
        return false;
    }

    /**
     * The input ended while skipping an element: when its strings or brackets are left open, goes back to the
     * first line where reading may resume, and returns whether it did (see {@link #skipInvalid}).
     */
    private boolean endInside(SkippedJson json, long errorLine, String message, String excerpt) {
        boolean truncated = message.equals(TRUNCATED);
        if (json.balanced() || !resumeLines.any()) {
            lost = truncated || !json.balanced();
            segment.addError(errorLine, truncated || !lost ? message : message + "; no later line starts with '{' "
                    + "where reading could resume; the file ends inside this record (" + json.unclosed()
                    + "), so nothing after it could be read", excerpt);
            return false;
        }
        resumeLines.endReached();
        return resumeAt(errorLine, message + (truncated ? " (" : "; the record is cut off (the file ends inside it: ")
                + json.unclosed() + ")", excerpt);
    }

    /** Goes back to the first line where reading may resume, recording the error {@code message} that says so. */
    private boolean resumeAt(long errorLine, String message, String excerpt) {
        p = (int) (resumeLines.offset() - in.base);
        lineStart = (int) (resumeLines.lineStart() - in.base);
        line = resumeLines.line();
        segment.addError(errorLine, message + "; reading resumed at line " + line, excerpt);
        return true;
    }

    private int column(int position) {
        return Math.max(1, position - lineStart + 1);
    }

    private String excerpt(int from) {
        int newline = Bytes.indexOfNewline(in.buf, from, in.limit);
        int end = newline < 0 ? in.limit : newline;
        return JsonText.excerpt(in.buf, from, JsonText.withoutCarriageReturn(in.buf, from, end));
    }
}
