package com.collimate.inspector.core.api;

import java.util.ArrayList;
import java.util.List;

/**
 * Free text with the cookies' values of each {@code Cookie} or {@code Set-Cookie} header masked, as they are session
 * ids: {@code Cookie: sessionid=***; theme=***}, {@code Set-Cookie: SID=***; Path=/; HttpOnly} (a Set-Cookie's
 * attributes after its cookie are shown). A header is found as {@link AuthorizationHeaders} finds one: its name in
 * any case, then an optional quote, {@code :} or {@code =} and an optional quote, as a header line, JSON or curl's
 * {@code -H} writes it; its value runs to its closing quote or its line's end. A value without {@code =}
 * ({@code Cookie: missing}) is shown.
 */
final class CookieHeaders {
    private static final String NAME = "cookie";
    private static final String SET = "set-";

    private CookieHeaders() {
    }

    static String masked(String text) {
        if (text.indexOf("ookie") < 0 && text.indexOf("OOKIE") < 0) {
            return text; // a header is named Cookie, cookie or COOKIE: most texts are not read character by character
        }
        List<NamedSecrets.Value> values = new ArrayList<>();
        for (int at = AuthorizationHeaders.nameAt(text, NAME, 0); at >= 0; ) {
            int next = at + NAME.length();
            int valueStart = AuthorizationHeaders.valueStart(text, next);
            if (valueStart >= 0) {
                boolean quoted = AuthorizationHeaders.isQuote(text.charAt(valueStart));
                char quote = quoted ? text.charAt(valueStart) : AuthorizationHeaders.headerQuote(text, at, NAME);
                int start = quoted ? valueStart + 1 : valueStart;
                int end = AuthorizationHeaders.valueEnd(text, start, quote);
                boolean setCookie = at >= SET.length()
                        && text.regionMatches(true, at - SET.length(), SET, 0, SET.length());
                addCookiesValues(text, start, end, setCookie, values);
                next = Math.max(next, end);
            }
            at = AuthorizationHeaders.nameAt(text, NAME, next);
        }
        return masked(text, values);
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

    private static String masked(String text, List<NamedSecrets.Value> values) {
        if (values.isEmpty()) {
            return text;
        }
        StringBuilder shown = new StringBuilder(text.length());
        int copied = 0;
        for (NamedSecrets.Value value : values) {
            shown.append(text, copied, value.start()).append("***");
            copied = value.end();
        }
        return shown.append(text, copied, text.length()).toString();
    }
}
