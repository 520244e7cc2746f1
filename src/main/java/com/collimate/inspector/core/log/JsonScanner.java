package com.collimate.inspector.core.log;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Locale;

/**
 * A fully validating, single-pass JSON scanner over UTF-8 bytes that decodes nothing. It checks the RFC 8259
 * grammar (literals, numbers, escapes, control characters, nesting depth), reports the members of the record
 * object (and of its {@code request}/{@code response} objects) as byte spans, and skips string content eight
 * bytes at a time. Bytes of 0x80 and above inside strings are passed through unchecked: invalid UTF-8 is decoded
 * later with replacement characters. Not thread-safe; one instance per indexing thread.
 */
final class JsonScanner {
    static final int MAX_DEPTH = 256;
    private static final String LONGEST_NON_FINITE = "infinity";

    static final byte STRING = 1;
    static final byte INTEGER = 2;
    static final byte NUMBER = 3;
    static final byte TRUE = 4;
    static final byte FALSE = 5;
    static final byte NULL = 6;
    static final byte OBJECT = 7;
    static final byte ARRAY = 8;
    /** A top-level request/response object, whose members were reported under their own scope. */
    static final byte NESTED = 9;

    /** Member scopes reported to a {@link MemberSink}. */
    static final int TOP = 0;
    static final int REQUEST = 1;
    static final int RESPONSE = 2;
    private static final int NO_SCOPE = -1;

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    private static final long QUOTE_TO_SPACE = 0x0202020202020202L;
    private static final long BELOW_EXCLAMATION = 0x2121212121212121L;
    private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
    private static final byte[] REQUEST_KEY = {'r', 'e', 'q', 'u', 'e', 's', 't'};
    private static final byte[] RESPONSE_KEY = {'r', 'e', 's', 'p', 'o', 'n', 's', 'e'};
    private static final boolean[] SIMPLE_ESCAPE = new boolean[256];
    private static final boolean[] SPECIAL_IN_STRING = new boolean[256];

    static {
        for (int c = 0; c < 256; c++) {
            SPECIAL_IN_STRING[c] = c < 0x20 || c == '"' || c == '\\';
        }
        for (char c : "\"\\/bfnrt".toCharArray()) {
            SIMPLE_ESCAPE[c] = true;
        }
    }

    /** Receives the members of the record object. Spans are byte offsets into the scanned buffer. */
    interface MemberSink {
        /**
         * @param valueEnd  exclusive; for strings the span includes the quotes
         * @param valueInfo for strings, the UTF-8 length of the decoded text; for arrays, the position of the first
         *                  element that is not a string, or -1 when all are; otherwise unused
         */
        void member(int scope, int keyStart, int keyEnd, boolean keyEscaped,
                    byte type, int valueStart, int valueEnd, int valueInfo);
    }

    private byte[] buf;
    private int limit;
    private boolean inputEnds;
    private boolean multiLine;
    private MemberSink sink;

    private byte lastType;
    private boolean lastStringEscaped;
    private int lastKeyEnd;
    private int lastStringDecodedLength;
    private int lastArrayFirstNonString;
    private int newlines;
    private int lastNewline;

    /**
     * Scans one JSON value starting at {@code start} (which must not be whitespace).
     *
     * @param inputEnds  true when {@code limit} is the end of the input, false when more bytes may follow
     * @param multiLine  whether a line feed counts as whitespace; when false it ends the line and the scan fails
     * @return the position just after the value
     * @throws ScanException when the bytes are not one valid JSON value
     */
    int scan(byte[] buf, int start, int limit, boolean inputEnds, boolean multiLine, MemberSink sink) {
        this.buf = buf;
        this.limit = limit;
        this.inputEnds = inputEnds;
        this.multiLine = multiLine;
        this.sink = sink;
        this.newlines = 0;
        this.lastNewline = -1;
        if (start < limit && buf[start] == '{') {
            int end = record(start);
            lastType = OBJECT;
            return end;
        }
        try {
            return value(start, 0);
        } catch (ScanException e) {
            throw e.kind() == ScanException.Kind.SYNTAX && notJson(buf[start])
                    ? ScanException.syntax(start, notAnObject(buf[start])) : e;
        }
    }

    /**
     * Whether a bad record starting with {@code first} is best told as no JSON at all ({@code not json at all}, a
     * plain log line): anything but an object, an array or a string, whose own faults say more.
     */
    static boolean notJson(byte first) {
        return first != '{' && first != '[' && first != '"';
    }

    /** "not a JSON object: expected '{', found 'n'", where a fault deeper in such a record would mislead. */
    static String notAnObject(byte first) {
        return "not a JSON object: expected '{', found " + describe(first);
    }

    /** Type of the value the last {@link #scan} returned. */
    byte type() {
        return lastType;
    }

    /** Line feeds the last scan consumed as whitespace (multi-line mode). */
    int newlines() {
        return newlines;
    }

    /** Position of the last line feed consumed as whitespace, or -1. */
    int lastNewline() {
        return lastNewline;
    }

    private int value(int p, int depth) {
        p = skipWhitespace(p);
        switch (buf[p]) {
            case '{':
                p = object(p, depth + 1);
                lastType = OBJECT;
                return p;
            case '[':
                p = array(p, depth + 1);
                lastType = ARRAY;
                return p;
            case '"':
                p = string(p);
                lastType = STRING;
                return p;
            case 't':
                lastType = TRUE;
                return literal(p, "true");
            case 'f':
                lastType = FALSE;
                return literal(p, "false");
            case 'n':
                lastType = NULL;
                return literal(p, "null");
            default:
                if (buf[p] == '-' || isDigit(buf[p])) {
                    return number(p);
                }
                int end = nonFinite(p, buf[p] == 'N' ? "NaN" : "Infinity");
                if (end < 0) {
                    throw notAValue(p, p, "unexpected " + describe(buf[p]) + ", expected a JSON value");
                }
                return end;
        }
    }

    /**
     * Scans the record object at {@code p}, reporting its members and those of its {@code request}/{@code response}
     * objects. Those are scanned by the same loop, not by recursion: the JIT inlined a recursive call whole a second
     * time, doubling the compile of the reader's hottest method.
     */
    private int record(int p) {
        int scope = TOP;
        int outerKeyStart = 0;
        int outerKeyEnd = 0;
        boolean outerKeyEscaped = false;
        int outerValueStart = 0;
        p = skipWhitespace(p + 1);
        if (buf[p] == '}') {
            return p + 1;
        }
        while (true) {
            int keyStart = p + 1;
            p = skipWhitespace(memberName(p));
            int keyEnd = lastKeyEnd;
            boolean keyEscaped = lastStringEscaped;
            int valueStart = p;
            int nested = scope == TOP && buf[p] == '{' ? nestedScope(keyStart, keyEnd, keyEscaped) : NO_SCOPE;
            if (nested != NO_SCOPE) {
                p = skipWhitespace(p + 1);
                if (buf[p] != '}') {
                    scope = nested;
                    outerKeyStart = keyStart;
                    outerKeyEnd = keyEnd;
                    outerKeyEscaped = keyEscaped;
                    outerValueStart = valueStart;
                    continue;
                }
                p++;
                lastType = NESTED;
            } else {
                p = value(p, scope == TOP ? 1 : 2);
            }
            sink.member(scope, keyStart, keyEnd, keyEscaped, lastType, valueStart, p,
                    lastType == ARRAY ? lastArrayFirstNonString : lastStringDecodedLength);
            while (true) {
                p = skipWhitespace(p);
                if (buf[p] == ',') {
                    p = skipWhitespace(p + 1);
                    break;
                }
                if (buf[p] != '}') {
                    throw ScanException.syntax(p, "expected ',' or '}' in an object, found " + describe(buf[p]));
                }
                p++;
                if (scope == TOP) {
                    return p;
                }
                scope = TOP;
                lastType = NESTED;
                sink.member(TOP, outerKeyStart, outerKeyEnd, outerKeyEscaped, NESTED, outerValueStart, p,
                        lastStringDecodedLength);
            }
        }
    }

    /** Scans an object below the record's members, whose members are not reported. */
    private int object(int p, int depth) {
        if (depth > MAX_DEPTH) {
            throw ScanException.tooDeep(p, MAX_DEPTH);
        }
        p = skipWhitespace(p + 1);
        if (buf[p] == '}') {
            return p + 1;
        }
        while (true) {
            p = skipWhitespace(value(skipWhitespace(memberName(p)), depth));
            if (buf[p] == ',') {
                p = skipWhitespace(p + 1);
            } else if (buf[p] == '}') {
                return p + 1;
            } else {
                throw ScanException.syntax(p, "expected ',' or '}' in an object, found " + describe(buf[p]));
            }
        }
    }

    /**
     * Scans a member's name, whose opening quote should be at {@code p}, and the colon after it; returns the position
     * after the colon. The name ends at {@link #lastKeyEnd}, escaped or not as {@link #lastStringEscaped} says.
     */
    private int memberName(int p) {
        if (buf[p] != '"') {
            throw ScanException.syntax(p, "expected a quoted key, found " + describe(buf[p]));
        }
        p = key(p);
        lastKeyEnd = p - 1;
        p = skipWhitespace(p);
        if (buf[p] != ':') {
            throw ScanException.syntax(p, "expected ':' after a key, found " + describe(buf[p]));
        }
        return p + 1;
    }

    private int nestedScope(int keyStart, int keyEnd, boolean keyEscaped) {
        if (keyEscaped) {
            String key = JsonText.decodeString(buf, keyStart, keyEnd);
            return key.equals("request") ? REQUEST : key.equals("response") ? RESPONSE : NO_SCOPE;
        }
        if (FieldNames.sameBytes(buf, keyStart, keyEnd, REQUEST_KEY)) {
            return REQUEST;
        }
        return FieldNames.sameBytes(buf, keyStart, keyEnd, RESPONSE_KEY) ? RESPONSE : NO_SCOPE;
    }

    /**
     * Scans an array and notes, as it goes, where its first element that is not a string is: a {@code command} argv
     * with one is no code, and knowing it from this pass spares the reader a second walk over every argv.
     */
    private int array(int p, int depth) {
        if (depth > MAX_DEPTH) {
            throw ScanException.tooDeep(p, MAX_DEPTH);
        }
        p = skipWhitespace(p + 1);
        if (buf[p] == ']') {
            lastArrayFirstNonString = -1;
            return p + 1;
        }
        int firstNonString = -1;
        while (true) {
            int element = p;
            p = skipWhitespace(value(p, depth));
            if (lastType != STRING && firstNonString < 0) {
                firstNonString = element;
            }
            if (buf[p] == ',') {
                p = skipWhitespace(p + 1);
            } else if (buf[p] == ']') {
                lastArrayFirstNonString = firstNonString;
                return p + 1;
            } else {
                throw ScanException.syntax(p, "expected ',' or ']' in an array, found " + describe(buf[p]));
            }
        }
    }

    /**
     * Scans a member name: short and seldom escaped, so a byte loop finds its end sooner than {@link #string}'s
     * word loop, which takes over at the first escape or control character.
     */
    private int key(int p) {
        final byte[] b = buf;
        for (int q = p + 1; q < limit; q++) {
            byte c = b[q];
            if (c == '"') {
                lastStringEscaped = false;
                return q + 1;
            }
            if (SPECIAL_IN_STRING[c & 0xFF]) {
                break;
            }
        }
        return string(p);
    }

    /**
     * Scans a string whose opening quote is at {@code p}; returns the position after the closing quote. The hot
     * loop of the reader: plain bytes are skipped eight at a time, escapes validated inline.
     */
    private int string(int p) {
        final byte[] b = buf;
        final int end = limit;
        int start = ++p;
        int saved = 0;
        boolean escaped = false;
        while (true) {
            while (p + Long.BYTES <= end) {
                long special = specialBytes((long) LONGS.get(b, p));
                if (special != 0) {
                    p += Long.numberOfTrailingZeros(special) >>> 3;
                    break;
                }
                p += Long.BYTES;
            }
            if (p + Long.BYTES > end) {
                while (p < end && !SPECIAL_IN_STRING[b[p] & 0xFF]) {
                    p++;
                }
            }
            need(p + 1);
            byte c = b[p];
            if (c == '"') {
                lastStringEscaped = escaped;
                lastStringDecodedLength = p - start - saved;
                return p + 1;
            }
            if (c != '\\') {
                throw ScanException.syntax(p, c == '\n' ? "the line ends inside a string"
                        : "unescaped control character " + describe(c) + " in a string");
            }
            escaped = true;
            need(p + 2);
            byte kind = b[p + 1];
            if (kind != 'u') {
                if (!SIMPLE_ESCAPE[kind & 0xFF]) {
                    throw ScanException.syntax(p, "invalid escape \\" + printable(kind) + " in a string");
                }
                saved++;
                p += 2;
                continue;
            }
            int unit = hex4(p + 2);
            if (unit >= 0xD800 && unit <= 0xDBFF && p + 12 <= end && b[p + 6] == '\\' && b[p + 7] == 'u') {
                int low = hex4(p + 8);
                if (low >= 0xDC00 && low <= 0xDFFF) {
                    saved += 12 - 4;
                    p += 12;
                    continue;
                }
            }
            saved += 6 - (unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3);
            p += 6;
        }
    }

    /**
     * The high bit of each byte of the word that is '"', '\\' or a control character (exact up to the first).
     * XOR with 0x02 maps '"' to 0x20 and control characters to control characters, so one "less than 0x21" test
     * finds both.
     */
    private static long specialBytes(long word) {
        long quoteOrControl = word ^ QUOTE_TO_SPACE;
        long backslashes = word ^ BACKSLASHES;
        return ((quoteOrControl - BELOW_EXCLAMATION) & ~quoteOrControl | (backslashes - ONES) & ~backslashes) & HIGHS;
    }

    private int hex4(int p) {
        need(p + 4);
        int h0 = HexDigits.value(buf[p]);
        int h1 = HexDigits.value(buf[p + 1]);
        int h2 = HexDigits.value(buf[p + 2]);
        int h3 = HexDigits.value(buf[p + 3]);
        if ((h0 | h1 | h2 | h3) < 0) {
            int bad = h0 < 0 ? p : h1 < 0 ? p + 1 : h2 < 0 ? p + 2 : p + 3;
            throw ScanException.syntax(bad, "invalid \\u escape: " + describe(buf[bad]) + " is not a hex digit");
        }
        return h0 << 12 | h1 << 8 | h2 << 4 | h3;
    }

    private int number(int p) {
        if (buf[p] == '-') {
            p++;
        }
        need(p + 1);
        if (buf[p] == '0') {
            p++;
        } else if (isDigit(buf[p])) {
            p = digits(p);
        } else {
            int end = nonFinite(p, "Infinity");
            if (end < 0) {
                throw notAValue(p - 1, p, "invalid number: expected a digit after '-', found " + describe(buf[p]));
            }
            return end;
        }
        boolean integer = true;
        if (p < limit && buf[p] == '.') {
            integer = false;
            p = requiredDigits(p + 1, "after the decimal point");
        }
        if (p < limit && (buf[p] == 'e' || buf[p] == 'E')) {
            integer = false;
            p++;
            if (p < limit && (buf[p] == '+' || buf[p] == '-')) {
                p++;
            }
            p = requiredDigits(p, "in the exponent");
        }
        if (p >= limit && !inputEnds) {
            throw ScanException.needMore(p);
        }
        lastType = integer ? INTEGER : NUMBER;
        return p;
    }

    private int requiredDigits(int p, String where) {
        need(p + 1);
        if (!isDigit(buf[p])) {
            throw ScanException.syntax(p, "invalid number: expected a digit " + where + ", found " + describe(buf[p]));
        }
        return digits(p);
    }

    private int digits(int p) {
        while (p < limit && isDigit(buf[p])) {
            p++;
        }
        return p;
    }

    private int literal(int p, String word) {
        for (int i = 0; i < word.length(); i++) {
            need(p + i + 1);
            if (buf[p + i] != word.charAt(i)) {
                throw notAValue(p, p, "invalid literal, expected '" + word + "'");
            }
        }
        return p + word.length();
    }

    /** Skips whitespace; returns the position of the next byte, which is guaranteed to exist. */
    private int skipWhitespace(int p) {
        while (true) {
            need(p + 1);
            byte b = buf[p];
            if (b == ' ' || b == '\t' || b == '\r') {
                p++;
            } else if (b == '\n') {
                if (!multiLine) {
                    throw ScanException.endOfLine(p);
                }
                newlines++;
                lastNewline = p;
                p++;
            } else {
                return p;
            }
        }
    }

    /**
     * Reads {@code word} ({@code NaN}, or {@code Infinity} also after a '-') at {@code p} as a number: Python's json
     * module writes {@code NaN}, {@code Infinity} and {@code -Infinity} by default for such floats. Called only where
     * the scan would otherwise fail, so valid JSON pays nothing for it, and the caller builds its error only when the
     * word is not there (-1). Asks for more input when the buffer ends inside the word, so that the outcome does not
     * depend on where the buffer ends.
     */
    private int nonFinite(int p, String word) {
        for (int i = 0; i < word.length(); i++) {
            if (p + i == limit && !inputEnds) {
                throw ScanException.needMore(limit);
            }
            if (p + i == limit || buf[p + i] != word.charAt(i)) {
                return -1;
            }
        }
        lastType = NUMBER;
        return p + word.length();
    }

    /**
     * The error for a value at {@code start} that is none: a non-standard number when it is a spelling of NaN or
     * infinity other than the three read as numbers ({@code nan}, {@code inf}, {@code -NaN}, ...), else what
     * {@code message} says of the fault at {@code fault}. Built only when the scan fails.
     */
    private ScanException notAValue(int start, int fault, String message) {
        int end = nonStandardNumber(start);
        if (end < 0) {
            return ScanException.syntax(fault, message);
        }
        return ScanException.syntax(start, "non-standard number '" + JsonText.utf8(buf, start, end)
                + "': JSON has no NaN or infinity; write null or a number (NaN, Infinity and -Infinity, as Python "
                + "writes them, are read too)");
    }

    /**
     * The end of {@code nan}, {@code inf} or {@code infinity} in any letter case, signed or not, at {@code p}, or -1.
     * Asks for more input when the buffer ends inside the word, so that the message does not depend on where it ends.
     */
    private int nonStandardNumber(int p) {
        int word = buf[p] == '-' || buf[p] == '+' ? p + 1 : p;
        int end = word;
        while (end < limit && end - word <= LONGEST_NON_FINITE.length() && isLetter(buf[end])) {
            end++;
        }
        if (end == limit && !inputEnds) {
            throw ScanException.needMore(limit);
        }
        if (end < limit && (isLetter(buf[end]) || isDigit(buf[end]) || buf[end] == '_')) {
            return -1;
        }
        String spelling = JsonText.utf8(buf, word, end).toLowerCase(Locale.ROOT);
        return spelling.equals("nan") || spelling.equals("inf") || spelling.equals(LONGEST_NON_FINITE) ? end : -1;
    }

    private static boolean isLetter(byte b) {
        return (b | 0x20) >= 'a' && (b | 0x20) <= 'z';
    }

    /** Ensures {@code buf[end - 1]} exists. */
    private void need(int end) {
        if (end > limit) {
            if (inputEnds) {
                throw ScanException.truncated(limit);
            }
            throw ScanException.needMore(limit);
        }
    }

    private static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }

    static String describe(byte b) {
        return "'" + printable(b) + "'";
    }

    private static String printable(byte b) {
        int c = b & 0xFF;
        if (c >= 0x20 && c < 0x7F) {
            return String.valueOf((char) c);
        }
        return String.format("\\x%02X", c);
    }
}
