package com.collimate.inspector.core.api;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Free text with the defaults of each call that asks the user for a secret masked ({@link CodeValues#prompt}):
 * {@code prompt("Password", default="***")}, {@code getpass("Token: ", "***")}. A call asks for a secret when its
 * first argument is a quoted text with a word named as a secret ({@code "Password"}, {@code "Enter your API token"};
 * not {@code "User"}), or when it hides what the user types ({@code hide_input=True}). (A prompt assigned to a name
 * that is a secret's, {@code token = prompt("Value", "x")}, is read by {@link NamedSecrets}.)
 */
final class SecretPrompts {
    /** A prompt function's name and its opening bracket, as a word or an attribute: {@code getpass.getpass(}. */
    private static final Pattern CALL = Pattern.compile(
            "(?<![A-Za-z0-9_])(?:input|raw_input|getpass|prompt|askpass)\\(");
    /** The quoted text the call starts with, also as a keyword argument ({@code prompt="Token: "}). */
    private static final Pattern FIRST_TEXT = Pattern.compile("\\(\\s*(?:prompt\\s*=\\s*)?([\"'])([^\"'\\n]*)\\1");
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{Nd}_-]+");
    private static final String HIDDEN = "hide_input=True";

    private SecretPrompts() {
    }

    static String masked(String text) {
        if (text.indexOf('(') < 0) {
            return text;
        }
        MaskedText shown = new MaskedText(text);
        Matcher call = CALL.matcher(text);
        Matcher first = FIRST_TEXT.matcher(text);
        for (int from = 0; call.find(from); ) {
            int open = call.end() - 1;
            CodeValues.Prompt prompt = CodeValues.prompt(text, call.start());
            from = call.end();
            if (prompt != null && asksForASecret(text, first, open, prompt.end())) {
                for (NamedSecrets.Value promptsDefault : prompt.defaults()) {
                    shown.replace(promptsDefault.start(), promptsDefault.end(), promptsDefault.masked(text));
                }
                from = prompt.end();
            }
        }
        return shown.shown();
    }

    /** Whether the call whose arguments run from {@code open} to {@code end} asks for a secret. */
    private static boolean asksForASecret(String text, Matcher first, int open, int end) {
        if (text.substring(open, end).contains(HIDDEN)) {
            return true;
        }
        if (!first.region(open, end).lookingAt()) {
            return false;
        }
        Matcher word = WORD.matcher(first.group(2));
        while (word.find()) {
            if (NamedSecrets.namesASecret(word.group())) {
                return true;
            }
        }
        return false;
    }
}
