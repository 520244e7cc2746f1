package com.collimate.inspector.core.diff;

import java.util.BitSet;

/**
 * One side's lines as shown with masks on: a line of a raw changed region carries its numbered placeholders, made on
 * demand (most such lines are never shown) and kept, the others are shown as they are. Thread-safe: two threads
 * may both make a line, and either string is kept.
 */
final class MaskedDisplay {
    private final TextLines lines;
    private final Masks masks;
    private final PlaceholderNumbering numbering;
    private final BitSet masked;
    private final String[] made;

    MaskedDisplay(TextLines lines, Masks masks, PlaceholderNumbering numbering, BitSet masked) {
        this.lines = lines;
        this.masks = masks;
        this.numbering = numbering;
        this.masked = masked;
        this.made = new String[lines.count()];
    }

    String line(int index) {
        if (!masked.get(index)) {
            return lines.content(index);
        }
        String line = made[index];
        if (line == null) {
            line = LineNormalizer.withoutNewline(masks.apply(lines.raw(index), numbering).text());
            made[index] = line;
        }
        return line;
    }
}
