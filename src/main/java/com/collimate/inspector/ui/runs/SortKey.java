package com.collimate.inspector.ui.runs;

/** One level of the runs table's sort order. */
public record SortKey(RunColumn column, boolean ascending) {
}
