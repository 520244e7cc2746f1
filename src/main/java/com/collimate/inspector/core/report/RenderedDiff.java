package com.collimate.inspector.core.report;

import com.collimate.inspector.core.diff.DiffRow;
import com.collimate.inspector.core.diff.TextDiff;

import java.util.List;

/** A report diff ready to print: its comparison, the rows shown and how many rows the cap left out. */
record RenderedDiff(String title, TextDiff diff, List<DiffRow> rows, int omittedRows, List<String> notes) {

    String omittedNote() {
        return "diff cut after " + rows.size() + " rows (" + omittedRows + " more not shown)";
    }
}
