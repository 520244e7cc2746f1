package com.collimate.inspector.core.text;

import java.util.Collection;

/** The style classes of {@code length} consecutive characters of a {@link RenderedText}. */
public record StyleRun(Collection<String> style, int length) {
}
