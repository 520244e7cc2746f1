package com.collimate.inspector.core.diff;

import java.util.List;

/**
 * A line taken apart for classification: its terminator, the values each mask matched, its numbers, and what is
 * left once all of those (and whitespace) are set aside.
 *
 * @param terminator      "\n", "\r\n" or "" (last line without newline)
 * @param masked          masked (bare placeholders), terminator removed
 * @param maskValues      parallel to the masks' list
 * @param numbers         the line's numbers after masking
 * @param withWhitespace  masked, numbers replaced, terminator removed
 * @param residual        {@code withWhitespace} with its whitespace squeezed ({@link LineNormalizer#squeezedWhitespace}):
 *                        what must match for "only noise differs"
 * @param movedKey        masked, numbers kept, whitespace squeezed: what must match for a line to count as moved
 *                        ("step 349" missing is not the move of "step 350", though their residuals are equal)
 * @param lineWithEscapes the raw line when it holds an ESC, else null: its escape sequences are looked at only when
 *                        the line differs with them, so only such lines keep it
 */
record LineFeatures(String terminator, String masked, List<List<String>> maskValues, Numbers.Extracted numbers,
                    String withWhitespace, String residual, String movedKey, String lineWithEscapes) {

    static LineFeatures of(String rawLine, Masks masks) {
        String terminator = rawLine.endsWith("\r\n") ? "\r\n" : rawLine.endsWith("\n") ? "\n" : "";
        String content = rawLine.substring(0, rawLine.length() - terminator.length());
        Masks.MaskedLine masked = masks.apply(content, null);
        Numbers.Extracted numbers = masked.text().length() > Masks.MAX_MASKED_LINE
                ? new Numbers.Extracted(masked.text(), List.of()) // like the masks: a huge line is taken as it is
                : Numbers.extract(masked.text());
        return new LineFeatures(terminator, masked.text(), masked.valuesByMask(), numbers, numbers.skeleton(),
                LineNormalizer.squeezedWhitespace(numbers.skeleton()), LineNormalizer.squeezedWhitespace(masked.text()),
                EscapeSequences.mayHoldOne(content) ? rawLine : null);
    }

    boolean hasEscapes() {
        return lineWithEscapes != null;
    }

    /** The line's escape sequences, one after the other ("" when it has none). */
    String escapes() {
        return lineWithEscapes == null ? "" : EscapeSequences.only(lineWithEscapes);
    }

    /** The features of the line as a terminal shows it: without its escape sequences. */
    LineFeatures withoutEscapes(Masks masks) {
        return lineWithEscapes == null ? this : of(EscapeSequences.strip(lineWithEscapes), masks);
    }
}
