package com.collimate.inspector.ui.diff;

/**
 * A change on the overview ruler, as fractions of the whole document height.
 *
 * @param row the row to jump to when the mark is clicked
 */
public record RulerMark(double from, double to, int row) {
}
