package com.collimate.inspector.ui.diff;

/** What the Compare view shows: left is the reference (usually the original), right the other run or replay. */
public record ComparePair(CompareSide left, CompareSide right) {
}
