package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.text.Omission;
import com.collimate.inspector.core.text.TerminalText;
import com.collimate.inspector.core.util.AnsiEscapes;
import org.fxmisc.richtext.model.StyleSpan;
import org.fxmisc.richtext.model.StyleSpansBuilder;

import java.util.Collection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Marks the matches of the runs table's search in a text as shown, so the reader sees why a run was listed. */
public final class SearchMarks {
    public static final String HIT = "search-hit";

    private SearchMarks() {
    }

    /** {@code text} with every match of {@code search} in the {@value #HIT} class; unchanged for a null search. */
    public static StyledText mark(StyledText text, Pattern search) {
        if (search == null) {
            return text;
        }
        return mark(text, search.matcher(text.text()), null);
    }

    /**
     * As {@link #mark(StyledText, Pattern)}, for program output as the search reads it: the sequences a terminal shows
     * nothing of that the text shows with ANSI rendering off ({@code ^[[31m}, {@code ^[[K}, {@link TerminalText#UNSHOWN})
     * are read past, as a terminal does and as the search does (a match across one is marked over it; text inside one
     * is no match). The markers of cut lines ({@link TerminalText#TRUNCATION}) are read past too: they are not the
     * output.
     */
    public static StyledText markOutput(StyledText text, Pattern search) {
        if (search == null) {
            return text;
        }
        int[] shownAt = readingMap(text);
        if (shownAt == null) {
            return mark(text, search.matcher(text.text()), null);
        }
        StringBuilder reading = new StringBuilder(shownAt.length);
        for (int k = 0; k < shownAt.length - 1; k++) {
            reading.append(text.text().charAt(shownAt[k]));
        }
        return mark(text, search.matcher(reading), shownAt);
    }

    /**
     * {@code marked}, the output {@code source} as {@link #markOutput} marked it, with the matches of {@code search}
     * that no mark shows, in the part of the source not shown, counted in its {@link Omission#hiddenHits()}: the
     * run is listed as matching, and the reader learns where. Reads the whole source: off the FX thread.
     */
    public static StyledText countHidden(StyledText marked, String source, Pattern search) {
        if (search == null || !marked.omitted().any()) {
            return marked;
        }
        Matcher matcher = search.matcher(AnsiEscapes.stripUnshown(source));
        int all = 0;
        while (matcher.find()) {
            all += matcher.end() > matcher.start() ? 1 : 0;
        }
        // notations shown for control characters ("<U+202E>") can hold a match the source has not: never below 0
        int hidden = Math.max(0, all - marked.hits());
        return hidden == 0 ? marked : new StyledText(marked.text(), marked.spans(),
                marked.omitted().withHiddenHits(hidden), marked.hits(), marked.firstHit());
    }

    /**
     * For each char of the text without its {@link TerminalText#UNSHOWN} and {@link TerminalText#TRUNCATION} spans, where
     * it is in the shown text (one more entry: the end); null when the text has no such span.
     */
    private static int[] readingMap(StyledText text) {
        int skipped = 0;
        for (StyleSpan<Collection<String>> span : text.spans()) {
            if (notRead(span)) {
                skipped += span.getLength();
            }
        }
        if (skipped == 0) {
            return null;
        }
        int[] shownAt = new int[text.text().length() - skipped + 1];
        int offset = 0;
        int k = 0;
        for (StyleSpan<Collection<String>> span : text.spans()) {
            if (!notRead(span)) {
                for (int i = 0; i < span.getLength(); i++) {
                    shownAt[k++] = offset + i;
                }
            }
            offset += span.getLength();
        }
        shownAt[k] = text.text().length();
        return shownAt;
    }

    private static boolean notRead(StyleSpan<Collection<String>> span) {
        return span.getStyle().contains(TerminalText.UNSHOWN) || span.getStyle().contains(TerminalText.TRUNCATION);
    }

    /** Marks the matches of {@code matcher}, whose positions {@code shownAt} maps to the text's (null: the same). */
    private static StyledText mark(StyledText text, Matcher matcher, int[] shownAt) {
        StyleSpansBuilder<Collection<String>> marks = new StyleSpansBuilder<>();
        int last = 0;
        int hits = 0;
        int first = -1;
        while (matcher.find()) {
            if (matcher.end() == matcher.start()) {
                continue;
            }
            int start = shownAt == null ? matcher.start() : shownAt[matcher.start()];
            int end = shownAt == null ? matcher.end() : shownAt[matcher.end() - 1] + 1;
            if (hits++ == 0) {
                first = start;
            }
            marks.add(List.of(), start - last);
            marks.add(List.of(HIT), end - start);
            last = end;
        }
        if (hits == 0) {
            return text;
        }
        marks.add(List.of(), text.text().length() - last);
        return text.marked(marks.create(), hits, first);
    }
}
