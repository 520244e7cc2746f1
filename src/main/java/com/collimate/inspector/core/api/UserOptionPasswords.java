package com.collimate.inspector.core.api;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Free text with the password of a command line's user option masked: curl's {@code -u admin:hunter2},
 * {@code --user admin:hunter2}, {@code --user=admin:hunter2} or {@code -uadmin:hunter2}, quoted or not, is shown as
 * {@code -u admin:***}; the user name is shown. The options are found from the text's "-u" (a cheap scan), not by a
 * regular expression tried at each position. Without a {@code :} there is no password to mask (curl asks for it). A
 * quoted password runs to its closing quote on its line, or to the line's end.
 */
final class UserOptionPasswords {
    private static final String LONG_OPTION = "--user";
    /** What follows the option up to the password: {@code =} or blanks, a quote (group 1), the user name and a ":". */
    private static final Pattern USER = Pattern.compile("(?:=|[ \\t]*)([\"']?)[^\\s:\"']*:");

    private UserOptionPasswords() {
    }

    static String masked(String text) {
        StringBuilder shown = null;
        int copied = 0;
        Matcher user = USER.matcher(text);
        for (int option = text.indexOf("-u"); option >= 0; option = text.indexOf("-u", option + 2)) {
            int after = optionEnd(text, option);
            if (after < 0 || !user.region(after, text.length()).lookingAt()) {
                continue;
            }
            int end = passwordEnd(text, user.end(), user.group(1));
            if (end > user.end()) {
                shown = shown == null ? new StringBuilder(text.length()) : shown;
                shown.append(text, copied, user.end()).append("***");
                copied = end;
                option = end - 2;
            }
        }
        return shown == null ? text : shown.append(text, copied, text.length()).toString();
    }

    /**
     * The end of the option whose "-u" is at {@code at}: {@code -u} or {@code --user} starting a word, the long one
     * followed by {@code =} or a blank; -1 for none.
     */
    private static int optionEnd(String text, int at) {
        int start = at > 0 && text.charAt(at - 1) == '-' ? at - 1 : at;
        boolean startsWord = start == 0 || Character.isWhitespace(text.charAt(start - 1));
        if (!startsWord) {
            return -1;
        }
        if (start == at) {
            return at + 2;
        }
        int end = start + LONG_OPTION.length();
        boolean longOption = text.startsWith(LONG_OPTION, start) && end < text.length()
                && (text.charAt(end) == '=' || text.charAt(end) == ' ' || text.charAt(end) == '\t');
        return longOption ? end : -1;
    }

    /**
     * The password's end: at its closing {@code quote} (shown), or at a blank when unquoted. A quote that does not
     * close on its line ends there: a command line a message quotes ends with its line, and the rest of the text
     * is no password.
     */
    private static int passwordEnd(String text, int start, String quote) {
        int end = start;
        while (end < text.length() && (quote.isEmpty() ? !Character.isWhitespace(text.charAt(end))
                : text.charAt(end) != quote.charAt(0) && text.charAt(end) != '\n' && text.charAt(end) != '\r')) {
            end++;
        }
        return end;
    }
}
