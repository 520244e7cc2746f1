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
                return new LineKey(withoutWhitespace(masked), false, null);
            }
            String content = withoutNewline(masked);
            return new LineKey(content, content.length() < masked.length(), null);
        }
        Numbers.Extracted extracted = Numbers.extract(masked); // before whitespace goes: "loss 0.5" has a number
        String skeleton = extracted.skeleton();
        return new LineKey(ignoreWhitespace ? withoutWhitespace(skeleton) : skeleton, false, extracted.values());
    }

    static String withoutWhitespace(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isWhitespace(c)) {
                out.append(c);
            }
        }
        return out.toString();
    }

    static String withoutNewline(String line) {
        return line.endsWith("\n") ? line.substring(0, line.length() - 1) : line;
    }
}
