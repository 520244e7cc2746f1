package com.collimate.inspector.core.api;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Free text with the password of a command line's user option masked: curl's {@code -u admin:hunter2},
 * {@code --user admin:hunter2}, {@code --user=admin:hunter2} or {@code -uadmin:hunter2}, quoted or not, is shown as
 * {@code -u admin:***}; the user name is shown. The options are found by {@link CommandOptions}. Without a {@code :}
 * there is no password to mask (curl asks for it). A quoted password runs to its closing quote on its line, or to the
 * line's end.
 */
final class UserOptionPasswords {
    /** The value up to the password: a quote (group 1), the user name and a ":". */
    private static final Pattern USER = Pattern.compile("([\"']?)[^\\s:\"']*:");

    private UserOptionPasswords() {
    }

    static String masked(String text) {
        MaskedText shown = new MaskedText(text);
        Matcher user = USER.matcher(text);
        CommandOptions.each(text, "-u", "--user", (optionAt, start) -> {
            if (!user.region(start, text.length()).lookingAt()) {
                return start;
            }
            int end = CommandOptions.valueEnd(text, user.end(), user.group(1));
            if (end > user.end()) {
                shown.mask(user.end(), end);
            }
            return end;
        });
        return shown.shown();
    }
}
