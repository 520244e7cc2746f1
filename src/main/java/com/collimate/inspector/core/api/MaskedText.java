package com.collimate.inspector.core.api;

/**
 * A text being masked from its start to its end: the parts between the masks copied as they are, each mask put in
 * place of what it hides. The one splice the maskers share; a text none of them masks is given back as it is.
 */
final class MaskedText {
    static final String MASK = "***";

    private final String text;
    private StringBuilder shown;
    private int copied;

    MaskedText(String text) {
        this.text = text;
    }

    /** The text from {@code start} to {@code end} shown as {@value #MASK}; {@code start} is not before the last end. */
    void mask(int start, int end) {
        replace(start, end, MASK);
    }

    /** The text from {@code start} to {@code end} shown as {@code replacement}. */
    void replace(int start, int end, String replacement) {
        if (shown == null) {
            shown = new StringBuilder(text.length());
        }
        shown.append(text, copied, start).append(replacement);
        copied = end;
    }

    /** The text with its masks. */
    String shown() {
        if (shown == null) {
            return text;
        }
        shown.append(text, copied, text.length());
        copied = text.length();
        return shown.toString();
    }
}
