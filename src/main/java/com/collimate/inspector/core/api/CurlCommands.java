package com.collimate.inspector.core.api;

/**
 * Whether an option of a command line in free text is curl's: the word {@code curl} (or a path ending in it,
 * {@code /usr/bin/curl}) is before it in its command, which a line break, or outside quotes {@code |}, {@code ;} or
 * {@code &&}, ends ({@code curl … | grep -b …}); a quoted {@code ;} joins cookies ({@code -b 'a=1; b=2'}), and a
 * URL's {@code &} its parameters. Asked in text order, the text is read once from its start.
 */
final class CurlCommands {
    private static final String CURL = "curl";

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
                inCurl = false;
                quote = 0;
            } else if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '|' || c == ';' || text.startsWith("&&", read)) {
                inCurl = false;
            } else if (c == 'c' && text.startsWith(CURL, read) && startsWord(read) && endsWord(read + CURL.length())) {
                inCurl = true;
            }
        }
        return inCurl;
    }

    private boolean startsWord(int at) {
        return at == 0 || Character.isWhitespace(text.charAt(at - 1)) || "/\"'`(".indexOf(text.charAt(at - 1)) >= 0;
    }

    private boolean endsWord(int at) {
        return at == text.length() || Character.isWhitespace(text.charAt(at)) || "\"'`".indexOf(text.charAt(at)) >= 0;
    }
}
