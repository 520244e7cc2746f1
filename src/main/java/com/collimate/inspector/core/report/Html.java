package com.collimate.inspector.core.report;

import com.collimate.inspector.core.diff.Span;
import com.collimate.inspector.core.diff.VisibleText;

import java.util.List;

/** HTML escaping of untrusted text: markup characters are escaped and control characters shown visibly. */
final class Html {
    private Html() {
    }

    static String text(String raw) {
        return escape(VisibleText.of(raw), 0, raw.length());
    }

    /** {@code raw} with each span wrapped in {@code <mark class="cssClass">}; spans are sorted and disjoint. */
    static String marked(String raw, List<Span> spans, String cssClass) {
        String visible = VisibleText.of(raw);
        StringBuilder out = new StringBuilder(visible.length() + 32 * spans.size());
        int position = 0;
        for (Span span : spans) {
            int start = Math.min(span.start(), visible.length());
            int end = Math.min(span.end(), visible.length());
            out.append(escape(visible, position, start));
            out.append("<mark class=\"").append(cssClass).append("\">").append(escape(visible, start, end)).append("</mark>");
            position = end;
        }
        return out.append(escape(visible, position, visible.length())).toString();
    }

    private static String escape(String text, int from, int to) {
        StringBuilder out = new StringBuilder(to - from + 16);
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
