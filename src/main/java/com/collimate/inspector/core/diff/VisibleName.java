package com.collimate.inspector.core.diff;

/**
 * How a name from the log (a group) is shown where names must be told apart, as in a list to pick one from: in
 * {@link VisibleText#readable} form, and in double quotes when it is empty, starts or ends with white space, or
 * itself starts with a double quote. So {@code ""} (the empty name), {@code " "}, {@code "alpha "} and
 * {@code alpha} are four different rows, and a quoted form never reads as an unquoted one.
 */
public final class VisibleName {
    private VisibleName() {
    }

    /** {@code name} as shown, at most about {@code maxChars} characters of it, then "…" (inside the quotes). */
    public static String of(String name, int maxChars) {
        String shown = VisibleText.readable(name, maxChars);
        return needsQuotes(name) ? '"' + shown + '"' : shown;
    }

    /**
     * The tooltip of a name shown as {@link #of of(name, maxChars)}: the whole name (up to {@code tooltipChars}) when
     * that cut it, and what the quotes mean when it has them; null when the shown form says all.
     */
    public static String tooltip(String name, int maxChars, int tooltipChars) {
        String reason = quoteReason(name);
        boolean cut = VisibleText.appendReadable(name, maxChars, new StringBuilder()) < name.length();
        if (!cut && reason == null) {
            return null;
        }
        String whole = VisibleText.readable(name, tooltipChars);
        if (reason == null) {
            return whole;
        }
        return (name.isEmpty() ? "" : '"' + whole + "\"\n") + "(" + reason + ")";
    }

    /** What the quotes mean, for a tooltip; null when {@code name} is shown without them. */
    public static String quoteReason(String name) {
        if (name.isEmpty()) {
            return "the name is empty";
        }
        if (isBlank(name.charAt(0)) || isBlank(name.charAt(name.length() - 1))) {
            return name.isBlank() ? "the name is only white space" : "the name starts or ends with white space";
        }
        return name.charAt(0) == '"' ? "the name starts with a double quote" : null;
    }

    static boolean needsQuotes(String name) {
        return quoteReason(name) != null;
    }

    private static boolean isBlank(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }
}
