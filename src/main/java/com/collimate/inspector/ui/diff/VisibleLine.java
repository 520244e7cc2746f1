package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.Span;
import com.collimate.inspector.core.diff.VisibleText;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

import java.util.Collection;
import java.util.List;

/**
 * A line of the Compare view as shown: control and invisible characters in their {@link VisibleText#notation}
 * ({@code ^G}, {@code <U+202E>}) in the {@link DiffStyles#CONTROL} style, as the run detail shows them, and the
 * changed ranges moved along to where their characters went. Lone surrogates show as U+FFFD. A tab in a changed range
 * shows as {@value #TAB_SHOWN} ({@link DiffStyles#TAB}), one character for one: as blank space a tab that was the
 * whole difference showed nothing but a highlight. Elsewhere tabs stay tabs.
 */
record VisibleLine(String text, StyleSpans<Collection<String>> spans) {
    private static final List<String> NONE = List.of();
    private static final List<String> INLINE = List.of(DiffStyles.INLINE);
    private static final List<String> CONTROL = List.of(DiffStyles.CONTROL);
    private static final List<String> INLINE_CONTROL = List.of(DiffStyles.CONTROL, DiffStyles.INLINE);
    private static final List<String> INLINE_TAB = List.of(DiffStyles.TAB, DiffStyles.INLINE);
    static final String TAB_SHOWN = "➡";

    /**
     * @param line   the line's text (already cut to what is shown)
     * @param inline its changed ranges, in order; a range beyond the line is clipped
     * @param suffix unstyled text after the line (the cut marker), or ""
     */
    static VisibleLine of(String line, List<Span> inline, String suffix) {
        return of("", line, inline, suffix);
    }

    /** As {@link #of(String, List, String)}, after unstyled {@code prefix} (the marker of a line cut before). */
    static VisibleLine of(String prefix, String line, List<Span> inline, String suffix) {
        StringBuilder text = new StringBuilder(prefix.length() + line.length() + suffix.length()).append(prefix);
        StyleSpansBuilder<Collection<String>> spans = new StyleSpansBuilder<>();
        List<String> style = NONE;
        int styleLength = prefix.length();
        int span = 0;
        for (int i = 0; i < line.length(); i++) {
            while (span < inline.size() && inline.get(span).end() <= i) {
                span++;
            }
            boolean changed = span < inline.size() && inline.get(span).start() <= i;
            char c = line.charAt(i);
            String notation = VisibleText.notation(c);
            boolean changedTab = changed && c == '\t';
            String shown = notation != null ? notation : changedTab ? TAB_SHOWN
                    : VisibleText.isLoneSurrogate(line, i) ? "\uFFFD" : String.valueOf(c);
            List<String> charStyle = notation != null ? (changed ? INLINE_CONTROL : CONTROL)
                    : changedTab ? INLINE_TAB : changed ? INLINE : NONE;
            if (charStyle != style) { // the styles are the constants above: equals() cost a fifth of a big compare
                if (styleLength > 0) {
                    spans.add(style, styleLength);
                }
                style = charStyle;
                styleLength = 0;
            }
            text.append(shown);
            styleLength += shown.length();
        }
        if (!suffix.isEmpty() && style != NONE && styleLength > 0) {
            spans.add(style, styleLength);
            style = NONE;
            styleLength = 0;
        }
        spans.add(style, styleLength + suffix.length());
        return new VisibleLine(text.append(suffix).toString(), spans.create());
    }
}
