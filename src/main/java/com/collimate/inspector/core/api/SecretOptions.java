package com.collimate.inspector.core.api;

/**
 * Free text with the value of a command line's long option named as a secret ({@link NamedSecrets#namesASecret}) and
 * given after blanks masked: {@code --password hunter2}, {@code --api-key "a b"}, also in an argument list a program
 * prints ({@code ['mysql', '--password', 'hunter2']}, Python's {@code CalledProcessError}). ({@code --password=x} is a
 * setting {@link NamedSecrets} masks.) A negated flag takes no value ({@code --no-password mydb}), nor is another
 * option one ({@code --token --verbose}). A short option is never read so: {@code -p} is a port, a parent directory
 * or a prompt as often as a password, and mysql's glued {@code -phunter2} is {@code tar -pxf}'s shape too.
 */
final class SecretOptions {
    private static final String DASHES = "--";
    private static final String NEGATED = "no-";

    private SecretOptions() {
    }

    static String masked(String text) {
        MaskedText shown = new MaskedText(text);
        for (int at = text.indexOf(DASHES); at >= 0; ) {
            int nameStart = at + DASHES.length();
            int nameEnd = nameEnd(text, nameStart);
            int start = nameEnd > nameStart && startsWord(text, at) ? valueStart(text, at, nameEnd) : -1;
            int next = nameEnd;
            if (start >= 0 && !text.startsWith(NEGATED, nameStart)
                    && NamedSecrets.namesASecret(text.substring(nameStart, nameEnd))) {
                NamedSecrets.Value value = new NamedSecrets.Value(start, NamedSecrets.valueEnd(text, start));
                shown.replace(value.start(), value.end(), value.masked(text));
                next = value.end();
            }
            at = text.indexOf(DASHES, Math.max(next, at + 1));
        }
        return shown.shown();
    }

    /** Whether the option at {@code at} starts a word: after a blank, or a quote or bracket of an argument list. */
    private static boolean startsWord(String text, int at) {
        return at == 0 || Character.isWhitespace(text.charAt(at - 1)) || "\"'[(".indexOf(text.charAt(at - 1)) >= 0;
    }

    /** The end of the option's name from {@code start}: a letter or digit, then those, {@code -} and {@code _}. */
    private static int nameEnd(String text, int start) {
        if (start >= text.length() || !Character.isLetterOrDigit(text.charAt(start))) {
            return start;
        }
        int end = start + 1;
        while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '-'
                || text.charAt(end) == '_')) {
            end++;
        }
        return end;
    }

    /**
     * Where the value of the option at {@code at}, its name ending at {@code nameEnd}, starts: after blanks, or in an
     * argument list after the quote that closes the option's, a comma and blanks; -1 when no value follows (a line's
     * end, another option) or a joiner does ({@code --password = x}: a setting, {@link NamedSecrets} masks its value).
     */
    private static int valueStart(String text, int at, int nameEnd) {
        char quote = at > 0 ? text.charAt(at - 1) : 0;
        boolean listed = (quote == '"' || quote == '\'') && text.startsWith(quote + ",", nameEnd);
        int blanks = listed ? nameEnd + 2 : nameEnd;
        int start = HeaderValues.blanksEnd(text, blanks);
        boolean value = (listed || start > blanks) && start < text.length()
                && !Character.isWhitespace(text.charAt(start)) && "-=:＝：".indexOf(text.charAt(start)) < 0;
        return value ? start : -1;
    }
}
