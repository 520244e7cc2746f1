package com.collimate.inspector.core.api;

/**
 * Whether an option of a command line in free text is curl's: the word {@code curl} (any case, {@code curl.exe}, or a
 * path ending in it, {@code /usr/bin/curl}; also quoted, as a JSON log's field or {@code sh -c "curl …"} holds it) is
 * before it in its command, which a line break not continued ({@code \\}, {@code `} or {@code ^} before it), or
 * outside quotes {@code |}, {@code ;} or {@code &&}, ends ({@code curl … | grep -b …}); a quoted {@code ;} joins
 * cookies ({@code -b 'a=1; b=2'}), and a URL's {@code &} its parameters. Asked in text order, the text is read once
 * from its start.
 */
final class CurlCommands {
    private static final String CURL = "curl";
    private static final String EXE = ".exe";
    /** What ends a line the command goes on after: a shell's, PowerShell's or cmd's. */
    private static final String CONTINUATIONS = "\\`^";

    private final String text;
    private int read;
    private boolean inCurl;
    /** The quote open where the text is read to, 0 for none. */
    private char quote;

    CurlCommands(String text) {
        this.text = text;
    }

    /** Whether the option at {@code at} is curl's; {@code at} is never less than the one asked for before. */
    boolean isCurls(int at) {
        for (; read < at; read++) {
            char c = text.charAt(read);
            if (c == '\n' || c == '\r') {
                inCurl = inCurl && continued(read);
                quote = 0;
            } else if ((c == 'c' || c == 'C') && isCurl(read)) {
                inCurl = true;
            } else if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '|' || c == ';' || text.startsWith("&&", read)) {
                inCurl = false;
            }
        }
        return inCurl;
    }

    /** Whether the word {@code curl} or {@code curl.exe}, any case, starts at {@code at}. */
    private boolean isCurl(int at) {
        int end = at + CURL.length();
        end += text.regionMatches(true, end, EXE, 0, EXE.length()) ? EXE.length() : 0;
        return text.regionMatches(true, at, CURL, 0, CURL.length()) && startsWord(at) && endsWord(end);
    }

    /** Whether the line break at {@code at} ({@code \\r\\n} at its {@code \\n}) follows a continuation. */
    private boolean continued(int at) {
        int before = text.charAt(at) == '\n' && at > 0 && text.charAt(at - 1) == '\r' ? at - 2 : at - 1;
        return before >= 0 && CONTINUATIONS.indexOf(text.charAt(before)) >= 0;
    }

    private boolean startsWord(int at) {
        return at == 0 || Character.isWhitespace(text.charAt(at - 1)) || "/\\\"'`(".indexOf(text.charAt(at - 1)) >= 0;
    }

    private boolean endsWord(int at) {
        return at == text.length() || Character.isWhitespace(text.charAt(at)) || "\"'`".indexOf(text.charAt(at)) >= 0;
    }
}
