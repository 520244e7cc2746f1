package com.collimate.inspector.core.text;

import java.util.List;

/**
 * Text made safe to show: the characters, their style classes as consecutive runs covering the text (none for the
 * empty text), and what of the source is not shown.
 */
public record RenderedText(String text, List<StyleRun> spans, Omission omitted) {
}
