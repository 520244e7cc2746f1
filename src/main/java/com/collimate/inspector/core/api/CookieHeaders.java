package com.collimate.inspector.core.api;

import java.util.ArrayList;
import java.util.List;

/**
 * Free text with the cookies' values of each {@code Cookie} or {@code Set-Cookie} header masked, as they are session
 * ids: {@code Cookie: sessionid=***; theme=***}, {@code Set-Cookie: SID=***; Path=/; HttpOnly} (a Set-Cookie's
 * attributes after its cookie are shown); headers are found by {@link HeaderValues}. A value without {@code =}
 * ({@code Cookie: missing}) is shown. So too the cookies curl's {@code -b} or {@code --cookie} sends
 * ({@code -b 'session=***; theme=***'}, found by {@link CommandOptions}); without {@code =} its value names a file to
 * read them from, and is shown.
 */
final class CookieHeaders {
    private static final String NAME = "cookie";
    private static final String SET = "set-";
    private static final String OPTION = "--cookie";

    private CookieHeaders() {
    }

    static String masked(String text) {
        return optionsMasked(headersMasked(text));
    }

    private static String headersMasked(String text) {
        if (text.indexOf("ookie") < 0 && text.indexOf("OOKIE") < 0) {
            return text; // a header is named Cookie, cookie or COOKIE: most texts are not read character by character
        }
        List<NamedSecrets.Value> values = new ArrayList<>();
        HeaderValues.each(text, NAME, (nameAt, start, quote) -> {
            if (text.startsWith(OPTION, Math.max(0, nameAt - 2))) {
                return start; // curl's --cookie=…, whose value ends at a blank: optionsMasked reads it
            }
            int end = HeaderValues.valueEnd(text, start, quote);
            boolean setCookie = nameAt >= SET.length()
                    && text.regionMatches(true, nameAt - SET.length(), SET, 0, SET.length());
            addCookiesValues(text, start, end, setCookie, values);
            return end;
        });
        return HeaderValues.masked(text, values);
    }

    /**
     * The cookies of curl's {@code -b} and {@code --cookie} masked, quoted or not; {@code -b} only in a curl command
     * ({@code grep -b foo=bar} is grep's byte offset).
     */
    private static String optionsMasked(String text) {
        List<NamedSecrets.Value> values = new ArrayList<>();
        CurlCommands curl = new CurlCommands(text);
        CommandOptions.each(text, "-b", OPTION, (optionAt, start) -> {
            if (!text.startsWith(OPTION, optionAt) && !curl.isCurls(optionAt)) {
                return start;
            }
            char first = text.charAt(start);
            String quote = first == '"' || first == '\'' ? String.valueOf(first) : "";
            int cookies = start + quote.length();
            int end = CommandOptions.valueEnd(text, cookies, quote);
            addCookiesValues(text, cookies, end, false, values);
            return end;
        });
        return HeaderValues.masked(text, values);
    }

    /**
     * The values of the cookies {@code name=value}, joined by {@code ;}, from {@code start} to {@code end} added to
     * {@code values}; of the first cookie alone for a Set-Cookie (its attributes follow it). A cookie's name holds no
     * blank: {@code Cookie: missing. a=b} is prose.
     */
    private static void addCookiesValues(String text, int start, int end, boolean setCookie,
                                         List<NamedSecrets.Value> values) {
        for (int cookie = start; cookie < end; cookie++) {
            while (cookie < end && text.charAt(cookie) == ' ') {
                cookie++;
            }
            int cookieEnd = indexOf(text, ';', cookie, end);
            int equals = indexOf(text, '=', cookie, cookieEnd);
            boolean named = equals > cookie && indexOf(text, ' ', cookie, equals) == equals
                    && indexOf(text, '\t', cookie, equals) == equals;
            if (named && equals + 1 < cookieEnd) {
                values.add(new NamedSecrets.Value(equals + 1, cookieEnd));
            }
            if (setCookie) {
                return;
            }
            cookie = cookieEnd;
        }
    }

    /** Where {@code c} is first from {@code from} on before {@code to}; {@code to} when it is not. */
    private static int indexOf(String text, char c, int from, int to) {
        for (int at = from; at < to; at++) {
            if (text.charAt(at) == c) {
                return at;
            }
        }
        return to;
    }
}
