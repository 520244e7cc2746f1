package com.collimate.inspector.ui.diff;

/** Where a row of a text is on screen: its index, and its top's distance below the top of the text's viewport. */
record RowPlace(int row, double y) {
    /** Less than this apart is rounding: the same place on screen. */
    static final double SUB_PIXEL = 0.5;

    boolean samePlaceAs(RowPlace other) {
        return other != null && row == other.row && Math.abs(y - other.y) < SUB_PIXEL;
    }
}
