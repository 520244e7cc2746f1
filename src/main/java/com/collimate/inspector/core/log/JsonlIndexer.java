package com.collimate.inspector.core.log;

import java.io.IOException;

/**
 * Indexes JSON Lines: one record per line, LF or CRLF, blank lines skipped. A line that is not one JSON object
 * becomes an error located by its line, and indexing goes on with the next line.
 */
final class JsonlIndexer {

    /** Where the pass stopped: the source offset and number of the next line to read, for Follow mode. */
    record Result(long resumeOffset, long nextLine, boolean endsWithTruncatedLine) {
    }

    private final InputWindow in;
    private final IndexSegment segment;
    private final IndexingHooks hooks;
    private final boolean follow;
    private final JsonScanner scanner = new JsonScanner();
    private final RecordFields fields = new RecordFields(false);
    /** The end of the window's last whole line (or of the input), or -1 when not known for the window yet. */
    private int linesEnd = -1;
    /**
     * Leading blanks of the current line that the window slid past while looking for its first other byte: the line
     * starts that many bytes before its position in the window, which columns and resume offsets count from.
     */
    private long blanksSlidPast;

    /**
     * @param follow when true, a last line without its line feed is left unread (it may still be being written);
     *               when false it is read like any other line
     */
    JsonlIndexer(InputWindow in, IndexSegment segment, IndexingHooks hooks, boolean follow) {
        this.in = in;
        this.segment = segment;
        this.hooks = hooks;
        this.follow = follow;
    }

    /** Indexes until the end of the source; {@code firstLine} is the number of the line the window starts on. */
    Result run(long firstLine) throws IOException {
        long line = firstLine;
        int p = 0;
        while (true) {
            int q = in.skipBlanks(p);
            if (q == in.limit) {
                if (in.ended) {
                    return new Result(follow ? lineStart(p) : in.base + q, line, false);
                }
                blanksSlidPast += q - p;
                slide(q);
                p = 0;
                continue;
            }
            if (in.buf[q] == '\n') {
                line++;
                p = nextLine(q + 1);
                continue;
            }
            int end;
            try {
                end = scanWholeLine(p, q);
            } catch (ScanException e) {
                if (e.kind() == ScanException.Kind.TRUNCATED) {
                    if (follow) {
                        return new Result(lineStart(p), line, false);
                    }
                    segment.addError(line, "truncated line: the file ends inside the record", excerpt(q, in.limit));
                    return new Result(lineStart(p), line, true);
                }
                p = nextLine(addLineError(line, e.getMessage() + " (column " + column(e.position(), p) + ")", p, q,
                        e.position()));
                line++;
                continue;
            }
            if (end < 0) {
                if (slideKeeping(p, line)) {
                    p = 0;
                } else {
                    p = nextLine(skipLine(0));
                    line++;
                }
                continue;
            }
            int r = in.skipBlanks(end);
            boolean terminated = r < in.limit;
            if (terminated && in.buf[r] != '\n') {
                // a line that only starts like JSON ("2026-12-01 12:00 INFO ...") is no record with something after it
                String message = JsonScanner.notJson(in.buf[q])
                        ? JsonScanner.notAnObject(in.buf[q]) + " (column " + column(q, p) + ")"
                        : "trailing content after the record (column " + column(r, p) + ")";
                p = nextLine(addLineError(line, message, p, q, r));
                line++;
                continue;
            }
            if (!terminated && follow) {
                return new Result(lineStart(p), line, false);
            }
            if (scanner.type() == JsonScanner.OBJECT) {
                fields.lineStartsAt(p - blanksSlidPast);
                segment.add(in.base + q, end - q, line, fields);
            } else {
                segment.addError(line, "the record is " + JsonTypes.describe(scanner.type()) + ", not a JSON object",
                        excerpt(q, end));
            }
            if (!terminated) {
                return new Result(in.base + r, line, false);
            }
            line++;
            p = nextLine(r + 1);
        }
    }

    /** {@code p}, the position of a new line, whose blanks the window has not slid past yet. */
    private int nextLine(int p) {
        blanksSlidPast = 0;
        return p;
    }

    /** The source offset of the current line, which is at {@code p} in the window after the blanks slid past. */
    private long lineStart(int p) {
        return in.base + p - blanksSlidPast;
    }

    /** The column of {@code position} on the current line, which is at {@code p} in the window. */
    private long column(int position, int p) {
        return position - p + 1 + blanksSlidPast;
    }

    /**
     * Scans the record at {@code q} if its line ends inside the window; -1 when more must be read first. The scanner
     * is given the window up to its last line feed, so that it does not meet the window's end in the middle of a
     * record: a rarely taken branch there, once taken, throws the JIT's compiled scanner away.
     */
    private int scanWholeLine(int p, int q) {
        if (q >= linesEnd) {
            linesEnd = in.ended ? in.limit : Bytes.lastIndexOfNewline(in.buf, q, in.limit) + 1;
            if (q >= linesEnd) {
                // a line longer than the window: its own bytes may already show it is no record, before it grows
                return p == 0 ? scanToWindowEnd(q) : -1;
            }
        }
        try {
            return scanner.scan(in.buf, q, linesEnd, in.ended, false, fields.reset(in.buf));
        } catch (ScanException e) {
            if (e.kind() != ScanException.Kind.NEED_MORE) {
                throw e;
            }
        }
        // a unicode escape cut by the line feed: the bytes after it make it the same error in any window
        return scanToWindowEnd(q);
    }

    /** Scans the record at {@code q} up to the window's end; -1 when more must be read to know where it ends. */
    private int scanToWindowEnd(int q) {
        try {
            int end = scanner.scan(in.buf, q, in.limit, in.ended, false, fields.reset(in.buf));
            return in.skipBlanks(end) == in.limit && !in.ended ? -1 : end;
        } catch (ScanException e) {
            if (e.kind() == ScanException.Kind.NEED_MORE) {
                return -1;
            }
            throw e;
        }
    }

    /**
     * Records an error on the line at {@code p}, whose record starts at {@code q} and is at fault at {@code at}, with
     * an excerpt of the record; returns the position after the line.
     */
    private int addLineError(long line, String message, int p, int q, int at) throws IOException {
        int shift = readOnForExcerpt(p, q, at);
        segment.addError(line, message, excerpt(q - shift, lineEnd(at - shift)));
        return skipLine(at - shift);
    }

    /**
     * Reads on, keeping the line at {@code p}, until the window shows the excerpt of the record at {@code q} as one
     * window holding the file does: up to the line's end, or two bytes past the most an excerpt shows (to know that
     * it leaves something out, and that a carriage return there does not end the line). Returns how far positions
     * moved.
     */
    private int readOnForExcerpt(int p, int q, int at) throws IOException {
        int shift = 0;
        while (!in.ended && in.limit - (q - shift) < JsonText.EXCERPT_BYTES + 2
                && Bytes.indexOfNewline(in.buf, at - shift, in.limit) < 0) {
            try {
                slide(p - shift);
            } catch (InputWindow.RecordTooLongException e) {
                break; // the window holds all it may: the excerpt shows what it holds
            }
            shift = p;
        }
        return shift;
    }

    /** Slides the window to keep the line at {@code p}; false (with the error recorded) when it is too long. */
    private boolean slideKeeping(int p, long line) throws IOException {
        try {
            slide(p);
            return true;
        } catch (InputWindow.RecordTooLongException e) {
            segment.addError(line, e.getMessage() + "; skipped", excerpt(p, Math.min(in.limit, p + 256)));
            return false;
        }
    }

    /** The position after the next line feed at or after {@code p}, reading on as needed; the end if none. */
    private int skipLine(int p) throws IOException {
        while (true) {
            int newline = Bytes.indexOfNewline(in.buf, p, in.limit);
            if (newline >= 0) {
                return newline + 1;
            }
            if (in.ended) {
                return in.limit;
            }
            slide(in.limit);
            p = 0;
        }
    }

    private void slide(int keepFrom) throws IOException {
        linesEnd = -1;
        in.slide(keepFrom);
        hooks.advanced(in.base);
    }

    private int lineEnd(int from) {
        int newline = Bytes.indexOfNewline(in.buf, from, in.limit);
        return newline < 0 ? in.limit : newline;
    }

    private String excerpt(int start, int end) {
        return JsonText.excerpt(in.buf, start, JsonText.withoutCarriageReturn(in.buf, start, end));
    }
}
