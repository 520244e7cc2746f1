package com.collimate.inspector.core.api;

import com.collimate.inspector.core.api.SettingFinder.Setting;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Free text with the value of each setting named as a secret masked as {@code ***}: {@code password=hunter2},
 * {@code DB_PASSWORD = hunter2}, {@code token:abc}, {@code "api_key": "abc"}, {@code secret='a b'}. A name is a
 * secret's when, without case, accents, {@code -}, {@code _} or {@code .}, it is "pwd" or ends in one of
 * {@link #NAME_ENDS} ({@code access_token}, {@code X-Api-Key}, {@code pässword}, {@code 用户密码}); not
 * {@code max_tokens=100} or {@code code=42}. A value follows a {@code =} at once or after spaces on both sides of it
 * ({@code password= and} is no setting), a {@code :} at once or quoted after spaces: in "Invalid token: expired" the
 * {@code :} ends a sentence's clause, unless the name starts its line or follows curl's {@code -H}: a header or YAML
 * ({@code X-Api-Key: abc}, {@code   password: hunter2}) is a setting; the name may be quoted
 * ({@code {'password': 'x'}}). A quoted value runs to its
 * closing quote, past escaped ones ({@code "a\"b"}) and line breaks, or to the text's end when none closes it (8 KiB
 * at most: a stray quote hides no more of a long output); an unquoted value runs to a space, whatever it holds
 * ({@code password=pa&s"s}): a secret may hold any character, but code naming where a secret comes from is none
 * ({@link CodeValues}). A name starting its line and a {@code :} (YAML, a header, a Python annotation) is read by
 * {@link LineStartValues}. The full stops,
 * commas, semicolons, brackets and quotes that end it are the sentence's, or the text's quoting it, and shown.
 * Another setting's value may hold one ({@code user=bob,password=hunter2}).
 */
final class NamedSecrets {
    /** The marks NFKD splits off a letter: its accents. */
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final List<String> NAME_ENDS = Stream.of(
            "password", "passwd", "passphrase", "secret", "secretkey", "secretaccesskey", "privatekey", "token",
            "apikey",
            // the words for a password, a token or a secret key in other languages, without accents (contraseña)
            "passwort", "kennwort", "contrasena", "motdepasse", "senha", "wachtwoord", "losenord", "salasana", "jelszo",
            "пароль", "密码", "密碼", "口令", "令牌", "密钥", "パスワード", "トークン", "비밀번호")
            .map(NamedSecrets::withoutAccents).toList(); // a name is compared so: パ is ハ and a mark in NFKD
    /** Words that end in one of {@link #NAME_ENDS} but name no secret: Portuguese's review and draws. */
    private static final List<String> OTHER_WORDS = List.of("resenha", "desenha");
    private static final String SEPARATOR_CHARS = "-_.";
    private static final Pattern SEPARATORS = Pattern.compile("[-_.]");
    /** The ASCII letters a secret's word ends with ({@code d} of "password" and "pwd", …). */
    private static final String LAST_LETTERS = Stream.concat(NAME_ENDS.stream(), Stream.of("pwd"))
            .map(end -> end.substring(end.length() - 1)).filter(last -> last.charAt(0) < 0x80).distinct()
            .collect(Collectors.joining());
    /** The brackets and quotes a value may open, and what closes each; the first {@value #BRACKETS} are brackets. */
    private static final String OPENERS = "([{<\"'`";
    private static final String CLOSERS = ")]}>\"'`";
    private static final int BRACKETS = 4;
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
    private NamedSecrets() {
    }

    static String masked(String text) {
        MaskedText shown = new MaskedText(text);
        SettingFinder settings = new SettingFinder(text);
        for (Setting setting = settings.next(0); setting != null; ) {
            Value value = secretValue(text, setting);
            if (value != null) {
                shown.replace(value.start(), value.end(), value.masked(text));
                setting = settings.next(value.end());
            } else {
                // the value may name a secret of its own: user=bob,password=hunter2; a prompt's words are no setting,
                // but a secret's prompt's default is the secret
                CodeValues.Prompt prompt = CodeValues.prompt(text, setting.end());
                boolean secrets = prompt != null && namesASecret(setting.name(text));
                for (Value promptsDefault : secrets ? prompt.defaults() : List.<Value>of()) {
                    shown.replace(promptsDefault.start(), promptsDefault.end(), promptsDefault.masked(text));
                }
                setting = settings.next(Math.max(setting.end(), prompt == null ? -1 : prompt.end()));
            }
        }
        return shown.shown();
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
            Setting setting = SettingFinder.isEquals(c) || SettingFinder.isColon(c)
                    ? SettingFinder.joinedAt(text, join, from) : null;
            Value value = setting != null && setting.end() <= at ? secretValue(text, setting) : null;
            if (value != null && value.start() <= at && value.end() > at) {
                return value;
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

    /** The value of {@code setting} when it is a secret's; null when it is not. */
    private static Value secretValue(String text, Setting setting) {
        if (!namesASecret(setting.name(text))) {
            return null;
        }
        boolean startsItsLine = startsItsLine(text, setting.start());
        String joiner = setting.joiner(text);
        if (spacedColon(joiner) && !startsItsLine && !isHeaderOption(text, setting.start())) {
            return null;
        }
        if (CodeValues.promptEnd(text, setting.end()) >= 0) {
            return null;
        }
        int end = valueEnd(text, setting.end());
        if (startsItsLine && isColonJoiner(joiner)) {
            return LineStartValues.value(text, setting, end);
        }
        if (CodeValues.isCode(setting.name(text), text.substring(setting.end(), end))) {
            return null;
        }
        boolean workingDirectory = startsItsLine && setting.name(text).equals("PWD") && joiner.equals("=")
                && WORKING_DIRECTORY.matcher(text.substring(setting.end(), end)).matches();
        return workingDirectory ? null : new Value(setting.end(), end);
    }

    /** A {@code :} then blanks before an unquoted value: a setting only at a line's start (a header, YAML). */
    private static boolean spacedColon(String joiner) {
        return joiner.length() > 1 && isColonJoiner(joiner);
    }

    /** A {@code :} (not Go's {@code :=}) and what follows it. */
    private static boolean isColonJoiner(String joiner) {
        return SettingFinder.isColon(joiner.charAt(0)) && !joiner.startsWith(":=");
    }

    /** Whether the name at {@code nameStart} starts a header curl's {@code -H} gives, quoted or not. */
    private static boolean isHeaderOption(String text, int nameStart) {
        boolean quoted = nameStart > 0 && (text.charAt(nameStart - 1) == '"' || text.charAt(nameStart - 1) == '\'');
        return AuthorizationTokens.afterHeaderOption(text, quoted ? nameStart - 1 : nameStart);
    }

    static boolean startsItsLine(String text, int nameStart) {
        int at = lineStart(text, nameStart);
        return at == 0 || text.charAt(at - 1) == '\n' || text.charAt(at - 1) == '\r';
    }

    /**
     * Where the blanks before {@code nameStart} start, and before them a YAML list's {@code -} and blanks
     * ({@code   - password: x}): the name's column is its indent.
     */
    static int lineStart(String text, int nameStart) {
        int after = nameStart;
        int at = blanksStart(text, nameStart);
        while (at > 0 && at < after && text.charAt(at - 1) == '-') {
            after = at - 1;
            at = blanksStart(text, after);
        }
        return at;
    }

    private static int blanksStart(String text, int end) {
        int at = end;
        while (at > 0 && (text.charAt(at - 1) == ' ' || text.charAt(at - 1) == '\t')) {
            at--;
        }
        return at;
    }

    static boolean namesASecret(String name) {
        return secretsWord(name) != null;
    }

    /**
     * The secret's word {@code name} ends in, without case, accents and separators, the longest of
     * {@link #NAME_ENDS} ({@code "apikey"} for {@code OPENAI_API_KEY}) or "pwd"; null when it names no secret.
     */
    static String secretsWord(String name) {
        int last = name.length() - 1;
        while (last >= 0 && SEPARATOR_CHARS.indexOf(name.charAt(last)) >= 0) {
            last--;
        }
        char lastChar = last < 0 ? 0 : name.charAt(last);
        if (lastChar < 0x80 && LAST_LETTERS.indexOf(Character.toLowerCase(lastChar)) < 0) {
            return null; // most names ("step", "code"): not normalized for the words they cannot end in
        }
        String lower = withoutAccents(name).toLowerCase(Locale.ROOT);
        boolean separated = lower.indexOf('-') >= 0 || lower.indexOf('_') >= 0 || lower.indexOf('.') >= 0;
        String plain = separated ? SEPARATORS.matcher(lower).replaceAll("") : lower;
        if (plain.equals("pwd")) {
            return plain;
        }
        String word = null;
        for (String other : OTHER_WORDS) {
            if (plain.endsWith(other)) {
                return null;
            }
        }
        for (String end : NAME_ENDS) {
            if (plain.endsWith(end) && (word == null || end.length() > word.length())) {
                word = end;
            }
        }
        return word;
    }

    /**
     * The name without its letters' accents ({@code pässword} is a password's, also with its accent as a combining
     * mark) and with compatibility forms as their letters (full-width {@code ｐａｓｓｗｏｒｄ}), when it has any but ASCII.
     */
    private static String withoutAccents(String name) {
        for (int at = 0; at < name.length(); at++) {
            if (name.charAt(at) >= 0x80) {
                return MARKS.matcher(Normalizer.normalize(name, Normalizer.Form.NFKD)).replaceAll("");
            }
        }
        return name;
    }

    /**
     * The end of the value at {@code start}: after its closing quote, a backslash escaping the next character
     * ({@code "a\\"b"}), on a later line or at the text's end when none closes it, but {@link #MOST_QUOTED} at most;
     * unquoted at a space.
     */
    static int valueEnd(String text, int start) {
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

    /** The value from {@code start} to {@code end} masked: its quotes, or the sentence's ends after it, shown. */
    private static String valueMasked(String text, int start, int end) {
        char first = text.charAt(start);
        if (first == '"' || first == '\'') {
            boolean closed = end - start > 1 && text.charAt(end - 1) == first;
            return first + MaskedText.MASK + (closed ? String.valueOf(first) : "");
        }
        int shownFrom = shownEndsStart(text, start, end);
        return shownFrom == start ? text.substring(start, end) : MaskedText.MASK + text.substring(shownFrom, end);
    }

    /**
     * Where the punctuation shown after the value from {@code start} to {@code end} starts: the sentence's ends
     * ({@link #sentenceEndsStart}) but those that close a quote or a bracket the value opened, which are the value's
     * ({@code Summer(2024)}, a Digest's {@code response="…"}).
     */
    static int shownEndsStart(String text, int start, int end) {
        int shownFrom = sentenceEndsStart(text, start, end);
        int[] open = new int[CLOSERS.length()]; // per closer, its opener's count less its own before shownFrom
        for (int at = start; at < shownFrom; at++) {
            char c = text.charAt(at);
            int opener = OPENERS.indexOf(c);
            int closer = CLOSERS.indexOf(c);
            if (opener >= 0) {
                open[opener]++; // a quote is counted: an odd count is open
            } else if (closer >= 0) {
                open[closer]--;
            }
        }
        for (; shownFrom < end; shownFrom++) {
            int closer = CLOSERS.indexOf(text.charAt(shownFrom));
            boolean closes = closer >= 0 && (closer < BRACKETS ? open[closer] > 0 : open[closer] % 2 == 1);
            if (!closes) {
                break;
            }
            open[closer] += closer < BRACKETS ? -1 : 1;
        }
        return shownFrom;
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
