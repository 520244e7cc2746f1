package com.collimate.inspector.core.log;

/** Why {@link JsonScanner} stopped, and where. Carries no stack trace: it is an expected outcome. */
final class ScanException extends RuntimeException {
    enum Kind {
        /** The bytes are not valid JSON. */
        SYNTAX,
        /** Nested deeper than {@link JsonScanner#MAX_DEPTH}. */
        TOO_DEEP,
        /** In single-line mode, the value continues past a line feed. */
        END_OF_LINE,
        /** The buffer ends inside the value but more input follows: refill and scan again. */
        NEED_MORE,
        /** The input ends inside the value. */
        TRUNCATED
    }

    private final Kind kind;
    private final int position;

    private ScanException(Kind kind, int position, String message) {
        super(message, null, false, false);
        this.kind = kind;
        this.position = position;
    }

    static ScanException syntax(int position, String message) {
        return new ScanException(Kind.SYNTAX, position, message);
    }

    static ScanException tooDeep(int position, int maxDepth) {
        return new ScanException(Kind.TOO_DEEP, position, "nesting too deep (more than " + maxDepth + " levels)");
    }

    static ScanException endOfLine(int position) {
        return new ScanException(Kind.END_OF_LINE, position, "the record continues past the end of the line");
    }

    static ScanException needMore(int position) {
        return new ScanException(Kind.NEED_MORE, position, "more input needed");
    }

    static ScanException truncated(int position) {
        return new ScanException(Kind.TRUNCATED, position, "truncated record: the input ends inside it");
    }

    Kind kind() {
        return kind;
    }

    /** Byte position in the scanned buffer where the problem was found. */
    int position() {
        return position;
    }
}
