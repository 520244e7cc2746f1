package com.collimate.inspector.ui.detail;

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
        Matcher matcher = search.matcher(text.text());
        StyleSpansBuilder<Collection<String>> marks = new StyleSpansBuilder<>();
        int last = 0;
        int hits = 0;
        int first = -1;
        while (matcher.find()) {
            if (hits++ == 0) {
                first = matcher.start();
            }
            marks.add(List.of(), matcher.start() - last);
            marks.add(List.of(HIT), matcher.end() - matcher.start());
            last = matcher.end();
        }
        if (hits == 0) {
            return text;
        }
        marks.add(List.of(), text.text().length() - last);
        return text.marked(marks.create(), hits, first);
    }
}
