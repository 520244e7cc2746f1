package com.collimate.inspector.core.diff;

import java.util.Objects;

/**
 * How two texts are compared.
 *
 * @param masksEnabled     when true, masked values (placeholders) do not count as differences; when false the
 *                         masks are still used to <em>classify</em> differences
 * @param masks            the masks to use (built-in and custom)
 * @param ignoreWhitespace all whitespace (including {@code \r}) is ignored when aligning lines, like {@code diff -w}
 * @param tolerance        numbers within it count as equal
 * @param contextLines     unchanged lines kept around each hunk in folded views and unified output
 */
public record DiffOptions(boolean masksEnabled, Masks masks, boolean ignoreWhitespace, NumericTolerance tolerance,
                          int contextLines) {
    public static final int DEFAULT_CONTEXT = 3;

    public DiffOptions {
        Objects.requireNonNull(masks, "masks");
        Objects.requireNonNull(tolerance, "tolerance");
        if (contextLines < 0) {
            throw new IllegalArgumentException("context lines must be >= 0, got " + contextLines);
        }
    }

    /** Built-in masks on, whitespace significant, exact numbers, 3 context lines. */
    public static DiffOptions defaults() {
        return new DiffOptions(true, Masks.builtIn(), false, NumericTolerance.EXACT, DEFAULT_CONTEXT);
    }

    public DiffOptions withMasksEnabled(boolean enabled) {
        return new DiffOptions(enabled, masks, ignoreWhitespace, tolerance, contextLines);
    }

    public DiffOptions withMasks(Masks newMasks) {
        return new DiffOptions(masksEnabled, newMasks, ignoreWhitespace, tolerance, contextLines);
    }

    public DiffOptions withIgnoreWhitespace(boolean ignore) {
        return new DiffOptions(masksEnabled, masks, ignore, tolerance, contextLines);
    }

    public DiffOptions withTolerance(NumericTolerance newTolerance) {
        return new DiffOptions(masksEnabled, masks, ignoreWhitespace, newTolerance, contextLines);
    }

    public DiffOptions withContextLines(int lines) {
        return new DiffOptions(masksEnabled, masks, ignoreWhitespace, tolerance, lines);
    }

    /** The masks applied to the lines compared and shown: none when masks are off. */
    Masks activeMasks() {
        return masksEnabled ? masks : Masks.none();
    }

    /** True when lines are compared by something other than their raw text. */
    boolean normalizes() {
        return (masksEnabled && !masks.isEmpty()) || ignoreWhitespace || !tolerance.isExact();
    }
}
