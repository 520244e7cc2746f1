package com.collimate.inspector.core.diff;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether two lines print the same items of bracketed lists ({@code [..]}, {@code {..}}, {@code (..)}, nested ones
 * too) in another order, as a set, a dict or results gathered in completion order do: the lines are equal once the
 * comma-separated items of each list are sorted, and not before. Whitespace outside quotes is left out; quoted
 * strings ({@code 'a, b'}) are items, not lists, and a quote after a letter or digit is an apostrophe ({@code don't}).
 */
final class BracketedItems {
    private static final String OPENERS = "([{";
    private static final String CLOSERS = ")]}";
    private static final int MAX_DEPTH = 64;

    private final String text;
    private final boolean sort;
    private int position;

    private BracketedItems(String text, boolean sort) {
        this.text = text;
        this.sort = sort;
    }

    static boolean reordered(String left, String right) {
        if (left.equals(right)) {
            return false; // the common case of lines differing only in a masked value: no parsing
        }
        String sorted = form(left, true);
        return sorted != null && sorted.equals(form(right, true)) && !form(left, false).equals(form(right, false));
    }

    /** The text without whitespace, its items sorted or not; null when it has no list or a bracket or quote is open. */
    private static String form(String text, boolean sort) {
        if (text.length() > Masks.MAX_MASKED_LINE || !hasOpener(text)) {
            return null;
        }
        BracketedItems parser = new BracketedItems(text, sort);
        List<String> whole = parser.items((char) 0, 0);
        return whole == null ? null : whole.get(0);
    }

    private static boolean hasOpener(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (OPENERS.indexOf(text.charAt(i)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Reads up to {@code closer} (consumed), or at depth 0 to the end of the text, and returns the items there, split
     * at commas inside brackets only; null when a bracket or quote is not closed.
     */
    private List<String> items(char closer, int depth) {
        List<String> items = new ArrayList<>();
        StringBuilder item = new StringBuilder();
        while (position < text.length()) {
            char c = text.charAt(position++);
            if (depth > 0 && c == closer) {
                items.add(item.toString());
                if (sort) {
                    items.sort(null);
                }
                return items;
            }
            int opener = OPENERS.indexOf(c);
            if (opener >= 0) {
                char close = CLOSERS.charAt(opener);
                List<String> inner = depth < MAX_DEPTH ? items(close, depth + 1) : null;
                if (inner == null) {
                    return null;
                }
                item.append(c).append(String.join(",", inner)).append(close);
            } else if (CLOSERS.indexOf(c) >= 0) {
                return null;
            } else if (c == ',' && depth > 0) {
                items.add(item.toString());
                item.setLength(0);
            } else if ((c == '\'' || c == '"') && !afterWordCharacter()) {
                int end = quoteEnd(c);
                if (end < 0) {
                    return null;
                }
                item.append(text, position - 1, end);
                position = end;
            } else if (!Character.isWhitespace(c)) {
                item.append(c);
            }
        }
        return depth == 0 ? List.of(item.toString()) : null;
    }

    private boolean afterWordCharacter() {
        return position >= 2 && Character.isLetterOrDigit(text.charAt(position - 2));
    }

    /** The index after the quote closing the one just read, skipping backslash escapes; -1 when there is none. */
    private int quoteEnd(char quote) {
        for (int i = position; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == quote) {
                return i + 1;
            }
        }
        return -1;
    }
}
