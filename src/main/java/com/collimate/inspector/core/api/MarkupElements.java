package com.collimate.inspector.core.api;

/**
 * Free text with the text of each XML or HTML element named as a secret ({@link NamedSecrets#namesASecret}, without
 * a namespace's prefix) masked: {@code <password>***</password>}, {@code <db:api-key>***</db:api-key>},
 * {@code <token type="x">***</token>}, also in a CDATA section ({@code <secret><![CDATA[***]]></secret>}). The element
 * holds text alone and closes after it ({@code </password>}, any case): a placeholder in prose
 * ({@code Token <token> is invalid}) is no element, nor is one that holds other elements. Blanks around the text are
 * shown. (An attribute named as a secret, {@code <user password="x"/>}, is a setting {@link NamedSecrets} masks.)
 */
final class MarkupElements {
    private static final String CDATA = "<![CDATA[";
    private static final String CDATA_END = "]]>";

    private MarkupElements() {
    }

    static String masked(String text) {
        if (text.indexOf("</") < 0) {
            return text; // no element closes: most texts are not read tag by tag
        }
        MaskedText shown = new MaskedText(text);
        int cdataEnd = text.indexOf(CDATA_END); // the next one at or after the last CDATA asked for: read once
        for (int open = text.indexOf('<'); open >= 0; ) {
            int nameEnd = nameEnd(text, open + 1);
            String name = text.substring(open + 1, nameEnd);
            int tagEnd = nameEnd > open + 1 && namesASecret(name) ? tagEnd(text, nameEnd) : -1;
            int next = Math.max(open + 1, nameEnd);
            if (tagEnd >= 0) {
                int start = tagEnd + 1;
                boolean cdata = text.startsWith(CDATA, start);
                if (cdata) {
                    start += CDATA.length();
                    cdataEnd = cdataEnd >= 0 && cdataEnd < start ? text.indexOf(CDATA_END, start) : cdataEnd;
                }
                int end = cdata ? cdataEnd : text.indexOf('<', start);
                if (end >= 0 && closes(text, cdata ? end + CDATA_END.length() : end, name)) {
                    maskText(text, start, end, shown);
                    next = end;
                }
            }
            open = text.indexOf('<', next);
        }
        return shown.shown();
    }

    /** Whether the element's name, the part after a namespace's prefix ({@code db:password}), names a secret. */
    private static boolean namesASecret(String name) {
        return NamedSecrets.namesASecret(name.substring(name.lastIndexOf(':') + 1));
    }

    /** The end of an element's name from {@code start}: a letter, then letters, digits, {@code _ - . :}. */
    private static int nameEnd(String text, int start) {
        if (start >= text.length() || !Character.isLetter(text.charAt(start))) {
            return start;
        }
        int end = start + 1;
        while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end))
                || "_-.:".indexOf(text.charAt(end)) >= 0)) {
            end++;
        }
        return end;
    }

    /**
     * Where the start tag whose name ends at {@code nameEnd} ends ({@code >}), after its attributes; -1 when no
     * {@code >} ends it before another {@code <} or the text's end, or it is empty ({@code />}).
     */
    private static int tagEnd(String text, int nameEnd) {
        if (nameEnd == text.length()) {
            return -1;
        }
        char after = text.charAt(nameEnd);
        if (after != '>' && !Character.isWhitespace(after)) {
            return -1;
        }
        int end = nameEnd;
        while (end < text.length() && text.charAt(end) != '>' && text.charAt(end) != '<') {
            end++;
        }
        return end < text.length() && text.charAt(end) == '>' && text.charAt(end - 1) != '/' ? end : -1;
    }

    /** Whether the element {@code name} closes at {@code at}: {@code </name>}, any case. */
    private static boolean closes(String text, int at, String name) {
        int nameAt = at + 2;
        return text.startsWith("</", at) && text.regionMatches(true, nameAt, name, 0, name.length())
                && text.startsWith(">", nameAt + name.length());
    }

    /** The text from {@code start} to {@code end} masked, but the blanks around it. */
    private static void maskText(String text, int start, int end, MaskedText shown) {
        int first = start;
        int last = end;
        while (first < last && Character.isWhitespace(text.charAt(first))) {
            first++;
        }
        while (last > first && Character.isWhitespace(text.charAt(last - 1))) {
            last--;
        }
        if (first < last) {
            shown.mask(first, last);
        }
    }
}
