package com.collimate.inspector.core.api;

/**
 * The values of a command line's option in free text, found from the text's option names (a cheap scan), not by a
 * regular expression tried at each position: its short name ({@code -u}) starting a word, then blanks or its value
 * glued ({@code -uadmin}); or its long name ({@code --user}) starting a word, then {@code =} or blanks
 * ({@link UserOptionPasswords}, curl's {@code -b} in {@link CookieHeaders}).
 */
final class CommandOptions {
    /** Reads one value of the option; answers where the search for the next goes on. */
    interface Reader {
        /** The option at {@code optionAt} has its value start at {@code start}. */
        int read(int optionAt, int start);
    }

    private CommandOptions() {
    }

    /** Hands each value of the option {@code shortName} or {@code longName} in {@code text} to {@code reader}. */
    static void each(String text, String shortName, String longName, Reader reader) {
        int nextShort = text.indexOf(shortName);
        int nextLong = text.indexOf(longName);
        while (nextShort >= 0 || nextLong >= 0) {
            boolean isShort = nextLong < 0 || nextShort >= 0 && nextShort < nextLong;
            int at = isShort ? nextShort : nextLong;
            int next = at + 1;
            int start = startsWord(text, at) ? valueStart(text, at, isShort ? shortName : longName, isShort) : -1;
            if (start >= 0) {
                next = Math.max(next, reader.read(at, start));
            }
            nextShort = nextShort >= 0 && nextShort < next ? text.indexOf(shortName, next) : nextShort;
            nextLong = nextLong >= 0 && nextLong < next ? text.indexOf(longName, next) : nextLong;
        }
    }

    private static boolean startsWord(String text, int at) {
        return at == 0 || Character.isWhitespace(text.charAt(at - 1));
    }

    /**
     * Where the value of the option {@code name} at {@code at} starts: after blanks, or at once after a short name,
     * after {@code =} after a long one; -1 when none follows.
     */
    private static int valueStart(String text, int at, String name, boolean isShort) {
        int end = at + name.length();
        if (end >= text.length()) {
            return -1;
        }
        char next = text.charAt(end);
        if (next == '=') {
            return end + 1 < text.length() ? end + 1 : -1;
        }
        int start = end;
        while (start < text.length() && (text.charAt(start) == ' ' || text.charAt(start) == '\t')) {
            start++;
        }
        boolean value = start < text.length() && !Character.isWhitespace(text.charAt(start));
        return value && (start > end || isShort) ? start : -1;
    }

    /**
     * The end of a value from {@code start}: at its closing {@code quote} (empty for none; the quote is not the
     * value's), or at a blank when unquoted. A quote that does not close on its line ends there: a command line a
     * message quotes ends with its line, and the rest of the text is no value.
     */
    static int valueEnd(String text, int start, String quote) {
        int end = start;
        while (end < text.length() && (quote.isEmpty() ? !Character.isWhitespace(text.charAt(end))
                : text.charAt(end) != quote.charAt(0) && text.charAt(end) != '\n' && text.charAt(end) != '\r')) {
            end++;
        }
        return end;
    }
}
