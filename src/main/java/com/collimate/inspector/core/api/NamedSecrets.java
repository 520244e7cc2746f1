package com.collimate.inspector.core.api;

import com.collimate.inspector.core.api.SettingFinder.Setting;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Free text with the value of each setting named as a secret masked as {@code ***}: {@code password=hunter2},
 * {@code DB_PASSWORD = hunter2}, {@code token:abc}, {@code "api_key": "abc"}, {@code secret='a b'}. A name is a
 * secret's when, without case, {@code -}, {@code _} or {@code .}, it is "pwd" or ends in "password", "passwd",
 * "secret", "secretkey", "privatekey", "token" or "apikey" ({@code access_token}, {@code X-Api-Key}); not
 * {@code max_tokens=100} or {@code code=42}. A value follows a {@code =} at once or after spaces on both sides of it
 * ({@code password= and} is no setting), a {@code :} at once or quoted after spaces: in "Invalid token: expired" the
 * {@code :} ends a sentence's clause, unless the name starts its line: a header or YAML ({@code X-Api-Key: abc},
 * {@code   password: hunter2}) is a setting; the name may be quoted ({@code {'password': 'x'}}). A quoted value runs to its
 * closing quote, past escaped ones ({@code "a\"b"}) and line breaks, or to the text's end when none closes it (8 KiB
 * at most: a stray quote hides no more of a long output); an unquoted value runs to a space, whatever it holds
 * ({@code password=pa&s"s}): a secret may hold any character. A name starting its line and a {@code :} (YAML, a
 * header) takes the lines indented deeper than it with spaces too (not a stack trace's tabs). The full stops,
 * commas, semicolons, brackets and quotes that end it are the sentence's, or the text's quoting it, and shown.
 * Another setting's value may hold one ({@code user=bob,password=hunter2}).
 */
final class NamedSecrets {
    private static final List<String> NAME_ENDS = List.of(
            "password", "passwd", "secret", "secretkey", "privatekey", "token", "apikey");
    private static final Pattern SEPARATORS = Pattern.compile("[-_.]");
    /** What ends a bare value as a sentence or the text quoting it goes on: shown. */
    private static final String SENTENCE_ENDS = ".,;)]}>\"'`";
    /**
     * The most a quoted value masks when no quote closes it: more than any secret (a 4096-bit RSA private key's PEM is
     * about 3.3 KB), so a stray quote ({@code password="} in a program's output) hides no more than this of the text.
     */
    private static final int MOST_QUOTED = 8 * 1024;
    /**
     * The shell's working directory as {@code env} lists it: an absolute path of two or more names, but none with
     * base64's {@code +}; or the root or one of the directories a shell or a container starts in below it
     * ({@code /root}, {@code /app}, {@code /workspace}): any other single name may be a password after a {@code /}
     * ({@code PWD=/hunter2}).
     */
    private static final Pattern WORKING_DIRECTORY = Pattern.compile("(?:/[A-Za-z0-9._@~-]+){2,}/?|/"
            + "|/(?:root|home|tmp|app|src|code|data|work|workspace|build|opt|srv|mnt|usr|var|etc|github)/?");
    /**
     * One to three characters of punctuation, quoted or not: a parser's token ({@code '}'}, {@code =>}); but not a
     * YAML block scalar's header ({@code |}, {@code >-}), whose value follows on the next lines.
     */
    private static final Pattern PUNCTUATION_TOKEN = Pattern.compile("([\"']?)(?![|>])[\\p{Punct}&&[^\"'\\\\]]{1,3}\\1");

    private NamedSecrets() {
    }

    static String masked(String text) {
        StringBuilder shown = null;
        int copied = 0;
        SettingFinder settings = new SettingFinder(text);
        for (Setting setting = settings.next(0); setting != null; ) {
            int valueEnd = secretValueEnd(text, setting);
            if (valueEnd >= 0) {
                shown = shown == null ? new StringBuilder(text.length()) : shown;
                shown.append(text, copied, setting.end()).append(valueMasked(text, setting.end(), valueEnd));
                copied = valueEnd;
                setting = settings.next(valueEnd);
            } else {
                // the value may name a secret of its own: user=bob,password=hunter2
                setting = settings.next(setting.end());
            }
        }
        return shown == null ? text : shown.append(text, copied, text.length()).toString();
    }

    /**
     * The value of a setting named as a secret, its name at {@code from} or after, that holds {@code at}; null for
     * none. A URL there is read as the secret's value, not as a URL ({@code password=p4ss://word}).
     */
    static Value secretValueHolding(String text, int from, int at) {
        // Only the joiners before at are read: called for each URL of a text, a finder's scan of the whole text
        // (for a '=' a text of many URLs may not hold) would make that quadratic.
        for (int join = from; join < at; join++) {
            char c = text.charAt(join);
            Setting setting = c == '=' || c == ':' ? SettingFinder.joinedAt(text, join, from) : null;
            int end = setting != null && setting.end() <= at ? secretValueEnd(text, setting) : -1;
            if (end > at) {
                return new Value(setting.end(), end);
            }
        }
        return null;
    }

    /** A secret's value from {@code start} to {@code end}. */
    record Value(int start, int end) {
        /** The value masked: its quotes, or the sentence's ends after it, shown. */
        String masked(String text) {
            return valueMasked(text, start, end);
        }
    }

    /** Where the value of {@code setting} ends when it is a secret's; -1 when it is not. */
    private static int secretValueEnd(String text, Setting setting) {
        if (!namesASecret(setting.name(text))) {
            return -1;
        }
        boolean startsItsLine = startsItsLine(text, setting.start());
        String joiner = setting.joiner(text);
        if (spacedColon(joiner) && !startsItsLine) {
            return -1;
        }
        int end = valueEnd(text, setting.end());
        if (!startsItsLine) {
            return end;
        }
        if (ordinaryDiagnostic(setting.name(text), joiner, text.substring(setting.end(), end))) {
            return -1;
        }
        return joiner.charAt(0) == ':' ? indentedLinesEnd(text, setting.start(), end, end == setting.end()) : end;
    }

    /** A {@code :} then blanks before an unquoted value: a setting only at a line's start (a header, YAML). */
    private static boolean spacedColon(String joiner) {
        return joiner.length() > 1 && joiner.charAt(0) == ':';
    }

    private static boolean startsItsLine(String text, int nameStart) {
        int at = lineStart(text, nameStart);
        return at == 0 || text.charAt(at - 1) == '\n' || text.charAt(at - 1) == '\r';
    }

    /** Where the blanks before {@code nameStart} start. */
    private static int lineStart(String text, int nameStart) {
        int at = nameStart;
        while (at > 0 && (text.charAt(at - 1) == ' ' || text.charAt(at - 1) == '\t')) {
            at--;
        }
        return at;
    }

    /**
     * A setting at a line's start that is no secret's by its value: the shell's working directory, {@code PWD}, as
     * {@code env} lists it ({@code PWD=/home/x}: a path, not ODBC's {@code PWD=s3cret}), or a parser's token of one
     * to three punctuation characters ({@code token: '}'}), too short to be any token's.
     */
    private static boolean ordinaryDiagnostic(String name, String joiner, String value) {
        return name.equals("PWD") && joiner.equals("=") && WORKING_DIRECTORY.matcher(value).matches()
                || parsersToken(name, joiner, value);
    }

    /** A token's value of punctuation after a {@code :}; a password's ({@code password: !@#}) is a secret's. */
    private static boolean parsersToken(String name, String joiner, String value) {
        return joiner.charAt(0) == ':' && name.toLowerCase(Locale.ROOT).endsWith("token")
                && PUNCTUATION_TOKEN.matcher(value).matches();
    }

    static boolean namesASecret(String name) {
        String plain = SEPARATORS.matcher(name.toLowerCase(Locale.ROOT)).replaceAll("");
        return plain.equals("pwd") || NAME_ENDS.stream().anyMatch(plain::endsWith);
    }

    /**
     * The end of the value at {@code start}: after its closing quote, a backslash escaping the next character
     * ({@code "a\\"b"}), on a later line or at the text's end when none closes it, but {@link #MOST_QUOTED} at most;
     * unquoted at a space.
     */
    private static int valueEnd(String text, int start) {
        char quote = text.charAt(start);
        if (quote != '"' && quote != '\'') {
            int end = start;
            while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                end++;
            }
            return end;
        }
        int last = Math.min(text.length(), start + MOST_QUOTED);
        for (int at = start + 1; at < last; at++) {
            char c = text.charAt(at);
            if (c == quote) {
                return at + 1;
            }
            at += c == '\\' ? 1 : 0;
        }
        return last;
    }

    /**
     * The end of a value of a name starting its line at {@code nameStart}, joined by a {@code :}, that ends at
     * {@code end} on its line: YAML goes on with the lines after it indented deeper than the name (a block scalar
     * after {@code |} or {@code >}, a plain value's continuation, a value on the lines after {@code password:}), as a
     * folded header does; blank lines among them are the value's too. A name without a value on its line
     * ({@code sequenceFollows}) takes the items of a list at its own indent too, as YAML lets a mapping's value be
     * ({@code token:} then {@code - abc123}).
     */
    private static int indentedLinesEnd(String text, int nameStart, int end, boolean sequenceFollows) {
        int indent = nameStart - lineStart(text, nameStart);
        int valueEnd = end;
        for (int lineBreak = text.indexOf('\n', end); lineBreak >= 0; ) {
            int content = lineBreak + 1;
            while (content < text.length() && text.charAt(content) == ' ') {
                content++; // YAML indents with spaces: a tab-indented line (a Java stack trace's) ends the value
            }
            int nextBreak = text.indexOf('\n', content);
            int lineEnd = nextBreak < 0 ? text.length() : nextBreak;
            if (!text.substring(content, lineEnd).isBlank()) {
                int lineIndent = content - lineBreak - 1;
                if (lineIndent < indent || lineIndent == indent && !(sequenceFollows && isListItem(text, content))) {
                    break;
                }
                valueEnd = lineEnd > content && text.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
            }
            lineBreak = nextBreak;
        }
        return valueEnd;
    }

    /** A YAML list's item at {@code at}: a {@code -} and a space, or the line's end. */
    private static boolean isListItem(String text, int at) {
        if (text.charAt(at) != '-') {
            return false;
        }
        int next = at + 1;
        return next == text.length() || " \t\r\n".indexOf(text.charAt(next)) >= 0;
    }

    /** The value from {@code start} to {@code end} masked: its quotes, or the sentence's ends after it, shown. */
    private static String valueMasked(String text, int start, int end) {
        char first = text.charAt(start);
        if (first == '"' || first == '\'') {
            boolean closed = end - start > 1 && text.charAt(end - 1) == first;
            return first + "***" + (closed ? String.valueOf(first) : "");
        }
        int shownFrom = sentenceEndsStart(text, start, end);
        return shownFrom == start ? text.substring(start, end) : "***" + text.substring(shownFrom, end);
    }

    /**
     * Where the full stops, commas, semicolons, brackets and quotes that end the value from {@code start} to
     * {@code end} start: they are the sentence's, or the text's quoting it.
     */
    static int sentenceEndsStart(String text, int start, int end) {
        int shownFrom = end;
        while (shownFrom > start && SENTENCE_ENDS.indexOf(text.charAt(shownFrom - 1)) >= 0) {
            shownFrom--;
        }
        return shownFrom;
    }
}
