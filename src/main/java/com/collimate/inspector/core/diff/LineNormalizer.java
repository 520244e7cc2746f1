package com.collimate.inspector.core.diff;

/** Turns a raw line into its comparison key and the text to display, according to the diff options. */
final class LineNormalizer {
    private final Masks masks;
    private final boolean ignoreWhitespace;
    private final NumericTolerance tolerance;

    LineNormalizer(Masks masks, boolean ignoreWhitespace, NumericTolerance tolerance) {
        this.masks = masks;
        this.ignoreWhitespace = ignoreWhitespace;
        this.tolerance = tolerance;
    }

    static LineNormalizer of(DiffOptions options) {
        return new LineNormalizer(options.activeMasks(), options.ignoreWhitespace(), options.tolerance());
    }

    Masks masks() {
        return masks;
    }

    NumericTolerance tolerance() {
        return tolerance;
    }

    /**
     * @param rawLine   the line with its terminator
     * @param numbering sees each masked value; {@link SideValues} records them and leaves the placeholders bare
     */
    LineKey key(String rawLine, PlaceholderNumbering numbering) {
        String masked = masks.isEmpty() ? rawLine : masks.apply(rawLine, numbering).text();
        if (tolerance.isExact()) {
            if (ignoreWhitespace) {
                return new LineKey(squeezedWhitespace(masked), false, null);
            }
            String content = withoutNewline(masked);
            return new LineKey(content, content.length() < masked.length(), null);
        }
        Numbers.Extracted extracted = Numbers.extract(masked); // before whitespace goes: "loss 0.5" has a number
        String skeleton = extracted.skeleton();
        return new LineKey(ignoreWhitespace ? squeezedWhitespace(skeleton) : skeleton, false, extracted.values());
    }

    /**
     * {@code text} without its whitespace (a line's terminator too) except one space for each run between two letters
     * or two digits: what {@code -w} compares and whitespace noise leaves equal. Spacing around punctuation and its
     * amount do not count ({@code [1, 2]}, {@code [1,2]}; {@code a  b}, {@code a b}), a word split in two or two
     * joined does, which {@code diff -w} would ignore: {@code workerworker  4} against {@code worker worker 4} is two
     * writes interleaved differently (threads), a difference in the words, not in their spacing.
     */
    static String squeezedWhitespace(String text) {
        StringBuilder out = new StringBuilder(text.length());
        boolean pendingSpace = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                pendingSpace = true;
                continue;
            }
            if (pendingSpace && !out.isEmpty() && separatesWords(out.charAt(out.length() - 1), c)) {
                out.append(' ');
            }
            pendingSpace = false;
            out.append(c);
        }
        return out.toString();
    }

    private static boolean separatesWords(char before, char after) {
        return isLetter(before) && isLetter(after) || Character.isDigit(before) && Character.isDigit(after);
    }

    private static boolean isLetter(char c) {
        return Character.isLetter(c) || c == '_';
    }

    static String withoutNewline(String line) {
        return line.endsWith("\n") ? line.substring(0, line.length() - 1) : line;
    }
}
