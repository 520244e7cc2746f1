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
    /** The quoted text the call starts with, also as a keyword argument ({@code prompt="Token: "}). */
    private static final Pattern FIRST_TEXT = Pattern.compile("\\(\\s*(?:prompt\\s*=\\s*)?([\"'])([^\"'\\n]*)\\1");
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{Nd}_-]+");
    private static final String HIDDEN = "hide_input=True";
    /** The longest of the prompts' names, {@code raw_input}. */
    private static final int LONGEST_NAME = 9;

    private SecretPrompts() {
    }

    static String masked(String text) {
        if (text.indexOf('(') < 0) {
            return text;
        }
        MaskedText shown = new MaskedText(text);
        Matcher first = FIRST_TEXT.matcher(text);
        for (int open = text.indexOf('('); open >= 0; ) {
            // the brackets are found by a cheap scan, the function's name read back from each: a regular expression
            // tried at each character cost a quarter of the masking of prose
            int next = open + 1;
            int start = functionStart(text, open);
            CodeValues.Prompt prompt = start >= 0 ? CodeValues.prompt(text, start) : null;
            if (prompt != null && asksForASecret(text, first, open, prompt.end())) {
                for (NamedSecrets.Value promptsDefault : prompt.defaults()) {
                    shown.replace(promptsDefault.start(), promptsDefault.end(), promptsDefault.masked(text));
                }
                next = prompt.end();
            }
            open = text.indexOf('(', next);
        }
        return shown.shown();
    }

    /**
     * Where the name of the function whose call's bracket is at {@code open} starts, when it is a word of no more
     * than {@value #LONGEST_NAME} letters and {@code _} (a prompt's); -1 otherwise.
     */
    private static int functionStart(String text, int open) {
        int start = open;
        while (start > 0 && open - start <= LONGEST_NAME && isNameChar(text.charAt(start - 1))) {
            start--;
        }
        boolean word = start < open && open - start <= LONGEST_NAME
                && (start == 0 || !Character.isDigit(text.charAt(start - 1)));
        return word ? start : -1;
    }

    private static boolean isNameChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_';
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
