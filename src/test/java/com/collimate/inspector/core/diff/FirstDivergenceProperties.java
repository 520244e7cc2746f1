package com.collimate.inspector.core.diff;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Two outputs first differ at the same place whether they are compared as strings (runs) or as bytes (files). */
class FirstDivergenceProperties {
    /** Line ends, wide and odd characters, and U+DC80..U+DCFF, which stand for invalid bytes (see {@link Utf8}). */
    private static final String[] PIECES = {"a", "b", "7", " ", "\n", "\r", "\r\n", "é", "日本", "😀", "\uDCFF",
            "\uDC80", "\u0000", "\u001B[31m", "step=42"};

    @Property(tries = 1000)
    void aStringAndItsEncodingFirstDifferAtTheSameLineColumnAndOffset(
            @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 14) Integer> left,
            @ForAll @Size(max = 8) List<@IntRange(min = 0, max = 14) Integer> inserted,
            @ForAll @IntRange(min = 0, max = 39) int at) {
        String leftText = text(left);
        int from = Math.min(at, leftText.length());
        if (from > 0 && from < leftText.length() && Character.isLowSurrogate(leftText.charAt(from))) {
            from--; // inserted between an emoji's halves, each half would be a lone surrogate: not what logs hold
        }
        String rightText = leftText.substring(0, from) + text(inserted) + leftText.substring(from);

        assertThat(FirstDivergence.ofBytes(Utf8.encode(leftText), Utf8.encode(rightText)))
                .isEqualTo(FirstDivergence.of(leftText, rightText));
    }

    private static String text(List<Integer> picks) {
        StringBuilder text = new StringBuilder();
        picks.forEach(pick -> text.append(PIECES[pick]));
        return text.toString();
    }
}
