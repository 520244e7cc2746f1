package com.collimate.inspector.core.api;

import java.util.List;
import java.util.Locale;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Free text with the value of each setting named as a secret masked as {@code ***}: {@code password=hunter2},
 * {@code DB_PASSWORD = hunter2}, {@code token:abc}, {@code "api_key": "abc"}, {@code secret='a b'}. A name is a
 * secret's when, without case, {@code -}, {@code _} or {@code .}, it is "pwd" or ends in "password", "passwd",
 * "secret", "secretkey", "privatekey", "token" or "apikey" ({@code access_token}, {@code X-Api-Key}); not
 * {@code max_tokens=100} or {@code code=42}. A value follows a {@code =} at once or after spaces on both sides of it
 * ({@code password= and} is no setting), a {@code :} at once or quoted after spaces: in "Invalid token: expired" the
 * {@code :} ends a sentence's clause. An unquoted value runs to a space, a quote or an {@code &}; the full stops,
 * commas, semicolons and brackets that end it are the sentence's, and shown. Another setting's value may hold one
 * ({@code user=bob,password=hunter2}).
 */
final class NamedSecrets {
    /**
     * A name starting a word (group 1), what joins it to its value (2), and the value: in double quotes (3), in
     * single quotes (4), or bare (5). A name is at most 64 characters: each word start costs no more.
     */
    private static final Pattern SETTING = Pattern.compile("(?<![A-Za-z0-9_.-])([A-Za-z][A-Za-z0-9_.-]{0,63})"
            + "(\"?(?:=|\\s+=\\s+)|\"?:\\s*(?=[\"'])|:)(?:\"([^\"\\n]*)\"|'([^'\\n]*)'|([^\\s\"'<>`&]+))");
    private static final List<String> NAME_ENDS = List.of(
            "password", "passwd", "secret", "secretkey", "privatekey", "token", "apikey");
    private static final Pattern SEPARATORS = Pattern.compile("[-_.]");
    /** What ends a bare value as a sentence goes on: shown. */
    private static final String SENTENCE_ENDS = ".,;)";

    private NamedSecrets() {
    }

    static String masked(String text) {
        if (text.indexOf('=') < 0 && text.indexOf(':') < 0) {
            return text;
        }
        Matcher setting = SETTING.matcher(text);
        StringBuilder shown = new StringBuilder(text.length());
        int copied = 0;
        for (int from = 0; setting.find(from); ) {
            if (namesASecret(setting.group(1))) {
                shown.append(text, copied, setting.start()).append(valueMasked(setting));
                copied = setting.end();
                from = setting.end();
            } else {
                from = setting.end(2); // the value may name a secret of its own: user=bob,password=hunter2
            }
        }
        return copied == 0 ? text : shown.append(text, copied, text.length()).toString();
    }

    private static boolean namesASecret(String name) {
        String plain = SEPARATORS.matcher(name.toLowerCase(Locale.ROOT)).replaceAll("");
        return plain.equals("pwd") || NAME_ENDS.stream().anyMatch(plain::endsWith);
    }

    private static String valueMasked(MatchResult setting) {
        String nameAndJoin = setting.group(1) + setting.group(2);
        if (setting.group(3) != null) {
            return nameAndJoin + "\"***\"";
        }
        if (setting.group(4) != null) {
            return nameAndJoin + "'***'";
        }
        String value = setting.group(5);
        int end = value.length();
        while (end > 0 && SENTENCE_ENDS.indexOf(value.charAt(end - 1)) >= 0) {
            end--;
        }
        return end == 0 ? setting.group() : nameAndJoin + "***" + value.substring(end);
    }
}
