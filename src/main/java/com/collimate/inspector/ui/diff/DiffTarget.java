package com.collimate.inspector.ui.diff;

/**
 * Where the Compare view should scroll and put the caret: a row and a 0-based column, with row {@code top} shown
 * first. {@code serial} makes moving to the same row again a change the view sees.
 */
public record DiffTarget(int row, int column, int top, long serial) {
}
