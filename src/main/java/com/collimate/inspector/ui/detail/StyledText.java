package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.text.Omission;
import com.collimate.inspector.core.text.RenderedText;
import com.collimate.inspector.core.text.StyleRun;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * Text ready for a RichTextFX area: the characters to show and their style classes, computed off the FX thread.
 * {@code omitted} says what of the source is not shown. {@code hits} search matches are marked, the first at
 * {@code firstHit} (-1 when none).
 */
public record StyledText(String text, StyleSpans<Collection<String>> spans, Omission omitted, int hits, int firstHit) {

    public static final StyledText EMPTY = plain("");

    /** Text as rendered, before any search marks. */
    public StyledText(String text, StyleSpans<Collection<String>> spans, Omission omitted) {
        this(text, spans, omitted, 0, -1);
    }

    /** {@code rendered} in the spans of a RichTextFX area, which needs one even for the empty text. */
    public static StyledText of(RenderedText rendered) {
        StyleSpansBuilder<Collection<String>> builder = new StyleSpansBuilder<>();
        for (StyleRun run : rendered.spans()) {
            builder.add(run.style(), run.length());
        }
        if (rendered.spans().isEmpty()) {
            builder.add(List.of(), 0);
        }
        return new StyledText(rendered.text(), builder.create(), rendered.omitted());
    }

    public static StyledText plain(String text) {
        StyleSpansBuilder<Collection<String>> builder = new StyleSpansBuilder<>();
        builder.add(List.of(), text.length());
        return new StyledText(text, builder.create(), Omission.none(text.length()));
    }

    /** Whether characters after the part read are left out. */
    public boolean truncated() {
        return omitted.truncated();
    }

    /** The same text with these spans overlaid on its own, each span's classes joining the ones below. */
    public StyledText overlay(StyleSpans<Collection<String>> extra) {
        return marked(extra, hits, firstHit);
    }

    /** {@link #overlay} of the marks of {@code hitCount} search matches, the first at {@code firstHitAt}. */
    public StyledText marked(StyleSpans<Collection<String>> marks, int hitCount, int firstHitAt) {
        return new StyledText(text, spans.overlay(marks, StyledText::union), omitted, hitCount, firstHitAt);
    }

    private static Collection<String> union(Collection<String> base, Collection<String> added) {
        if (base.isEmpty()) {
            return added;
        }
        if (added.isEmpty()) {
            return base;
        }
        TreeSet<String> both = new TreeSet<>(base);
        both.addAll(added);
        return List.copyOf(both);
    }
}
