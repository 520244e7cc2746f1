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
 * changed ranges moved along to where their characters went. Lone surrogates show in their
 * {@link VisibleText#loneSurrogateNotation} ({@code \xFF}: a byte that is not UTF-8). A tab in a changed range shows
 * as {@value #TAB_SHOWN} ({@link DiffStyles#TAB}), one character for one: as blank space a tab that was the whole
 * difference showed nothing but a highlight. Elsewhere tabs stay tabs.
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
        return showsAsItIs(line, inline) ? asItIs(prefix, line, inline, suffix) : charByChar(prefix, line, inline, suffix);
    }

    /**
     * Whether every char of {@code line} shows as itself: no notation, no surrogate, no tab in a changed range. Most
     * lines are, and then the spans come from the changed ranges alone, without a string per char: char by char, the
     * lines of a 1,000,000-line compare were a third of the work before its first frame.
     */
    private static boolean showsAsItIs(String line, List<Span> inline) {
        boolean tabsStay = inline.isEmpty();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (VisibleText.notationLength(c) > 0 || Character.isSurrogate(c) || (c == '\t' && !tabsStay)) {
                return false;
            }
        }
        return true;
    }

    private static VisibleLine asItIs(String prefix, String line, List<Span> inline, String suffix) {
        StyleRuns runs = new StyleRuns(prefix.length());
        int shown = 0;
        for (Span span : inline) {
            int start = Math.max(shown, Math.min(span.start(), line.length()));
            int end = Math.min(span.end(), line.length());
            if (end > start) {
                runs.add(NONE, start - shown);
                runs.add(INLINE, end - start);
                shown = end;
            }
        }
        runs.add(NONE, line.length() - shown);
        // The line itself when nothing is added: a copy of it was one more string kept a line shown.
        String text = prefix.isEmpty() && suffix.isEmpty() ? line : prefix + line + suffix;
        return new VisibleLine(text, runs.end(suffix.length()));
    }

    /** Char by char, whatever the line holds: also what the shortcut of {@link #of} is tested against. */
    static VisibleLine charByChar(String prefix, String line, List<Span> inline, String suffix) {
        StringBuilder text = new StringBuilder(prefix.length() + line.length() + suffix.length()).append(prefix);
        StyleRuns runs = new StyleRuns(prefix.length());
        int span = 0;
        for (int i = 0; i < line.length(); i++) {
            while (span < inline.size() && inline.get(span).end() <= i) {
                span++;
            }
            boolean changed = span < inline.size() && inline.get(span).start() <= i;
            char c = line.charAt(i);
            String notation = VisibleText.isLoneSurrogate(line, i) ? VisibleText.loneSurrogateNotation(c)
                    : VisibleText.notation(c);
            boolean changedTab = changed && c == '\t';
            String shown = notation != null ? notation : changedTab ? TAB_SHOWN : String.valueOf(c);
            runs.add(notation != null ? (changed ? INLINE_CONTROL : CONTROL)
                    : changedTab ? INLINE_TAB : changed ? INLINE : NONE, shown.length());
            text.append(shown);
        }
        return new VisibleLine(text.append(suffix).toString(), runs.end(suffix.length()));
    }

    /** Style spans built run by run: consecutive chars of one style make one span; the suffix is unstyled. */
    private static final class StyleRuns {
        private final StyleSpansBuilder<Collection<String>> spans = new StyleSpansBuilder<>();
        private List<String> style = NONE;
        private int length;

        StyleRuns(int unstyledPrefix) {
            length = unstyledPrefix;
        }

        void add(List<String> runStyle, int runLength) {
            if (runLength == 0) {
                return;
            }
            if (runStyle != style) { // the styles are the constants above: equals() cost a fifth of a big compare
                if (length > 0) {
                    spans.add(style, length);
                }
                style = runStyle;
                length = 0;
            }
            length += runLength;
        }

        StyleSpans<Collection<String>> end(int suffixLength) {
            if (suffixLength > 0 && style != NONE && length > 0) {
                spans.add(style, length);
                style = NONE;
                length = 0;
            }
            spans.add(style, length + suffixLength);
            return spans.create();
        }
    }
}
