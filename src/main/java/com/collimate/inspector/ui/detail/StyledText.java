package com.collimate.inspector.ui.detail;

import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

import java.util.Collection;
import java.util.List;

/**
 * Text ready for a RichTextFX area: the characters to show and their style classes, computed off the FX thread.
 * {@code truncated} says the source had more than is shown ({@code sourceLength} characters in all, the first
 * {@code shownLength} shown); {@code cutLines} lines were too long and are shown cut.
 */
public record StyledText(String text, StyleSpans<Collection<String>> spans, boolean truncated, long sourceLength,
                         long shownLength, int cutLines) {

    public static final StyledText EMPTY = plain("");

    public static StyledText plain(String text) {
        StyleSpansBuilder<Collection<String>> builder = new StyleSpansBuilder<>();
        builder.add(List.of(), text.length());
        return new StyledText(text, builder.create(), false, text.length(), text.length(), 0);
    }
}
