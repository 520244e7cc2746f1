package com.collimate.inspector.ui.runs;

/** What a copy puts on the clipboard ("" leaves the clipboard as it was) and the notice saying what it did. */
public record ClipboardCopy(String text, String notice) {
    /** A copy that puts nothing on the clipboard, only says {@code notice}. */
    static ClipboardCopy nothing(String notice) {
        return new ClipboardCopy("", notice);
    }
}
