package com.collimate.inspector.ui.diff;

import org.fxmisc.richtext.model.StyleSpan;
import org.fxmisc.richtext.model.StyleSpans;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/**
 * One {@link StyleSpans} for all the paragraphs of a document build whose text is in one style and of one length
 * (most lines: unchanged, nothing in a notation; every filler). A paragraph keeps its spans, and spans of its own were
 * seven objects a line shown, which the young collections copied while a fold of 100,000 lines opened (their pauses
 * are most of its long frames). Spans are immutable, so paragraphs may share them; one build (one thread) a map.
 */
final class SharedStyleSpans {
    private record Key(Collection<String> style, int length) {
    }

    private final Map<Key, StyleSpans<Collection<String>>> shared = new HashMap<>();

    /** {@code spans}, or the equal spans handed out before when they are one style over the whole text. */
    StyleSpans<Collection<String>> of(StyleSpans<Collection<String>> spans) {
        if (spans.getSpanCount() != 1) {
            return spans;
        }
        StyleSpan<Collection<String>> span = spans.getStyleSpan(0);
        return shared.computeIfAbsent(new Key(span.getStyle(), span.getLength()), key -> spans);
    }

    /** {@code style} over a text of {@code length} chars. */
    StyleSpans<Collection<String>> single(Collection<String> style, int length) {
        return shared.computeIfAbsent(new Key(style, length), key -> StyleSpans.singleton(style, length));
    }
}
