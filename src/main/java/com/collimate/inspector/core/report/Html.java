package com.collimate.inspector.core.report;

import com.collimate.inspector.core.diff.Span;
import com.collimate.inspector.core.diff.VisibleText;

import java.util.List;

/** HTML escaping of untrusted text: markup characters are escaped and control characters shown visibly. */
final class Html {
    private Html() {
    }

    static String text(String raw) {
        StringBuilder out = new StringBuilder(raw.length() + 16);
        appendVisible(raw, 0, raw.length(), out);
        return out.toString();
    }

    /**
     * {@code raw} with each span (char range of {@code raw}) wrapped in {@code <mark class="cssClass">}; spans are
     * sorted and disjoint.
     */
    static String marked(String raw, List<Span> spans, String cssClass) {
        StringBuilder out = new StringBuilder(raw.length() + 32 * spans.size());
        int position = 0;
        for (Span span : spans) {
            int start = Math.min(span.start(), raw.length());
            int end = Math.min(span.end(), raw.length());
            appendVisible(raw, position, start, out);
            out.append("<mark class=\"").append(cssClass).append("\">");
            appendVisible(raw, start, end, out);
            out.append("</mark>");
            position = end;
        }
        appendVisible(raw, position, raw.length(), out);
        return out.toString();
    }

    /** The chars {@code from} to {@code to} of {@code raw}, each as {@link VisibleText#shown} and HTML-escaped. */
    private static void appendVisible(String raw, int from, int to, StringBuilder out) {
        for (int i = from; i < to; i++) {
            String shown = VisibleText.shown(raw, i);
            for (int k = 0; k < shown.length(); k++) {
                char c = shown.charAt(k);
                switch (c) {
                    case '&' -> out.append("&amp;");
                    case '<' -> out.append("&lt;");
                    case '>' -> out.append("&gt;");
                    case '"' -> out.append("&quot;");
                    case '\'' -> out.append("&#39;");
                    default -> out.append(c);
                }
            }
        }
    }
}
