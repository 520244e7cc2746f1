package com.collimate.inspector.core.log;

/**
 * A record that could not be read. {@code line} is 1-based (for a JSON array, the line where the element
 * starts); {@code rawText} is a bounded excerpt of the offending text, safe to show.
 */
public record LoadError(long line, String message, String rawText) {
}
