package com.collimate.inspector.core.api;

/**
 * The settings of free text, as {@link NamedSecrets} reads them: a name and what joins it to a value, found from the
 * {@code =} and {@code :} of the text, and their full-width forms {@code ＝} and {@code ：} (a cheap scan), and read
 * backwards to the name, not tried at each character. A name is the whole run of name characters before its joiner:
 * letters of any script (also outside the BMP), combining marks (an accent in NFD), digits, {@code _}, {@code .} and
 * {@code -}, however long (a run of Japanese glued before {@code password} is the name's), with a letter somewhere
 * ({@code --password}, {@code _token}). The joiner is one of, tried in turn: an optional quote, spaces or tabs, the
 * operator {@code :=} or {@code =>}, spaces or tabs; an optional quote and {@code =} (not of {@code =>}); an optional
 * quote, blanks, {@code =} and blanks; an optional quote, {@code :} (not of {@code :=}) and blanks before a quote;
 * {@code :} and spaces or tabs. A value or a line break follows it. (The regular expression
 * {@code (?<![\p{L}\p{M}\p{Nd}_.-])([\p{M}\p{Nd}_.-]*\p{L}[\p{L}\p{M}\p{Nd}_.-]*)}
 * {@code (["']?[ \t]*(?::=|=>)[ \t]*|["']?(?:=(?!>)|＝|\s+[=＝]\s+)|["']?(?::(?!=)|：)\s*(?=["'])}
 * {@code |(?::(?!=)|：)[ \t]*)(?=\S|\r?\n)} finds the same, position by position.) One finder reads one text from
 * its start to its end: it remembers the next joiner of each kind, so a text of many settings of one kind and none of
 * the other (JSON's {@code "a":"b"}) is not scanned to its end for each of them.
 */
final class SettingFinder {
    private static final char FULL_WIDTH_EQUALS = '\uFF1D';
    private static final char FULL_WIDTH_COLON = '\uFF1A';
    private static final char[] JOINERS = {'=', FULL_WIDTH_EQUALS, ':', FULL_WIDTH_COLON};

    private final String text;
    /** The first of each of {@link #JOINERS} at or after the last {@code from} asked for, or -1 for none. */
    private final int[] nextJoiners = new int[JOINERS.length];

    /** A setting: its name from {@code start} to {@code nameEnd}, its joiner to {@code end}, where its value starts. */
    record Setting(int start, int nameEnd, int end) {
        String name(String text) {
            return text.substring(start, nameEnd);
        }

        String joiner(String text) {
            return text.substring(nameEnd, end);
        }
    }

    SettingFinder(String text) {
        this.text = text;
        for (int kind = 0; kind < JOINERS.length; kind++) {
            nextJoiners[kind] = text.indexOf(JOINERS[kind]);
        }
    }

    /**
     * The first setting of the text whose name starts at {@code from} or after; null for none. {@code from} is never
     * less than the one asked for before.
     */
    Setting next(int from) {
        for (int kind = 0; kind < JOINERS.length; kind++) {
            if (nextJoiners[kind] >= 0 && nextJoiners[kind] < from) {
                nextJoiners[kind] = text.indexOf(JOINERS[kind], from);
            }
        }
        while (true) {
            int first = -1;
            for (int kind = 0; kind < JOINERS.length; kind++) {
                if (nextJoiners[kind] >= 0 && (first < 0 || nextJoiners[kind] < nextJoiners[first])) {
                    first = kind;
                }
            }
            if (first < 0) {
                return null;
            }
            int join = nextJoiners[first];
            nextJoiners[first] = text.indexOf(JOINERS[first], join + 1);
            Setting setting = joinedAt(text, join, from);
            if (setting != null) {
                return setting;
            }
        }
    }

    static boolean isEquals(char c) {
        return c == '=' || c == FULL_WIDTH_EQUALS;
    }

    static boolean isColon(char c) {
        return c == ':' || c == FULL_WIDTH_COLON;
    }

    /** The setting whose joiner holds the {@code =} or {@code :} (or a full-width one) at {@code join}; null. */
    static Setting joinedAt(String text, int join, int from) {
        if (join == 0 || text.charAt(join) == ':' && text.startsWith("=", join + 1)) {
            return null; // a ':=' is read from its '='
        }
        if (text.charAt(join) == '=' && (text.charAt(join - 1) == ':' || text.startsWith(">", join + 1))) {
            return operator(text, join, from);
        }
        int before = text.codePointBefore(join);
        boolean equals = isEquals(text.charAt(join));
        int nameEnd;
        boolean quoted = false;
        if (isNameChar(before)) {
            nameEnd = join;
        } else if (isQuote(before)) {
            nameEnd = join - 1;
            quoted = true;
        } else if (equals && isBlank(before)) {
            return spacedEquals(text, join, from);
        } else {
            return null;
        }
        int start = nameStart(text, nameEnd, from);
        if (start < 0) {
            return null;
        }
        int end = equals ? valueAhead(text, join + 1) : colonJoinerEnd(text, join, quoted);
        return end < 0 ? null : new Setting(start, nameEnd, end);
    }

    /**
     * A name, an optional quote, spaces or tabs, the operator {@code :=} or {@code =>} whose {@code =} is at
     * {@code join} ({@code password := "x"}, Go's; {@code 'password' => 'x'}, Perl's, PHP's or Ruby's), spaces or
     * tabs.
     */
    private static Setting operator(String text, int join, int from) {
        int operatorStart = text.charAt(join - 1) == ':' ? join - 1 : join;
        int operatorEnd = operatorStart < join ? join + 1 : join + 2;
        int nameEnd = operatorStart;
        while (nameEnd > 0 && (text.charAt(nameEnd - 1) == ' ' || text.charAt(nameEnd - 1) == '\t')) {
            nameEnd--;
        }
        nameEnd -= nameEnd > 0 && isQuote(text.charAt(nameEnd - 1)) ? 1 : 0;
        int start = nameStart(text, nameEnd, from);
        int end = operatorEnd;
        while (end < text.length() && (text.charAt(end) == ' ' || text.charAt(end) == '\t')) {
            end++;
        }
        return start < 0 || valueAhead(text, end) < 0 ? null : new Setting(start, nameEnd, end);
    }

    /** A name, an optional quote, blanks, the {@code =} at {@code join} and blanks. */
    private static Setting spacedEquals(String text, int join, int from) {
        int blanks = join - 1;
        while (blanks > 0 && isBlank(text.charAt(blanks - 1))) {
            blanks--;
        }
        int nameEnd = blanks > 0 && isQuote(text.charAt(blanks - 1)) ? blanks - 1 : blanks;
        int start = nameStart(text, nameEnd, from);
        if (start < 0) {
            return null;
        }
        int last = join + 1;
        while (last < text.length() && isBlank(text.charAt(last))) {
            last++;
        }
        if (last == join + 1) {
            return null;
        }
        // the blanks are given back one by one to a line break at the text's end: "password =\n"
        for (int end = last; end >= join + 2; end--) {
            if (valueAhead(text, end) == end) {
                return new Setting(start, nameEnd, end);
            }
        }
        return null;
    }

    /**
     * The joiner's end after the {@code :} at {@code join}: after blanks before a quote, else (when no quote precedes
     * the {@code :}) after spaces and tabs before a value or a line break; -1 for none.
     */
    private static int colonJoinerEnd(String text, int join, boolean quoted) {
        int blanks = join + 1;
        while (blanks < text.length() && isBlank(text.charAt(blanks))) {
            blanks++;
        }
        if (blanks < text.length() && isQuote(text.charAt(blanks))) {
            return blanks;
        }
        if (quoted) {
            return -1;
        }
        int spaces = join + 1;
        while (spaces < text.length() && (text.charAt(spaces) == ' ' || text.charAt(spaces) == '\t')) {
            spaces++;
        }
        return valueAhead(text, spaces);
    }

    /** {@code at} when a value ({@code \S}) or a line break ({@code \r?\n}) starts there; -1 otherwise. */
    private static int valueAhead(String text, int at) {
        if (at >= text.length()) {
            return -1;
        }
        char c = text.charAt(at);
        boolean lineBreak = c == '\n' || c == '\r' && at + 1 < text.length() && text.charAt(at + 1) == '\n';
        return !isBlank(c) || lineBreak ? at : -1;
    }

    /**
     * The start of the name ending at {@code nameEnd}: the run of name characters before it, when it holds a letter
     * and starts at {@code from} or after; -1 for none.
     */
    private static int nameStart(String text, int nameEnd, int from) {
        int start = nameEnd;
        boolean letter = false;
        while (start > 0) {
            int c = text.codePointBefore(start);
            if (!isNameChar(c)) {
                break;
            }
            start -= Character.charCount(c);
            letter = letter || isLetter(c);
        }
        return letter && start >= from ? start : -1;
    }

    /** A letter, of any script ({@code pässword}, {@code 密码}): a name's other letters do not cut it short. */
    private static boolean isLetter(int c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= 0x80 && Character.isLetter(c);
    }

    private static boolean isNameChar(int c) {
        if (c < 0x80) {
            return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '.'
                    || c == '-';
        }
        if (Character.isLetter(c)) {
            return true;
        }
        int type = Character.getType(c);
        return type == Character.DECIMAL_DIGIT_NUMBER || type == Character.NON_SPACING_MARK
                || type == Character.COMBINING_SPACING_MARK || type == Character.ENCLOSING_MARK;
    }

    private static boolean isQuote(int c) {
        return c == '"' || c == '\'';
    }

    /** A blank as a regular expression's {@code \s}: space, tab, line feed, vertical tab, form feed, return. */
    private static boolean isBlank(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }
}
