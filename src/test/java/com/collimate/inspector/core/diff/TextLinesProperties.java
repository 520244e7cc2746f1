package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A run's output split as a string and the same output split as its {@link Utf8#encode encoding} agree. */
class TextLinesProperties {
    /** Pieces that exercise line ends, progress redraws, numbers, wide and odd characters and invalid bytes. */
    private static final String[] PIECES = {"a", "b", "7", "42", " ", "\t", "\n", "\r", "\r\n", "é", "日本", "😀",
            "\uD800", "\uDCFF", "\uDC80", "\u0000", "\u001B[31m", "\u001B[0m", "\u001B[A", "step=", "2026-11-30T04:05:06Z",
            "0.125", "1/3 loss=0.5\r2/3 loss=0.25"};
    private static final TextDiffer MASKED = new TextDiffer(DiffOptions.defaults());
    private static final TextDiffer RAW = new TextDiffer(DiffOptions.defaults().withMasksEnabled(false));

    @Property(tries = 400)
    void linesOfAStringAreTheLinesOfItsEncoding(@ForAll @Size(max = 80) List<@IntRange(min = 0, max = 22) Integer> picks) {
        String text = text(picks);
        byte[] bytes = Utf8.encode(text);
        TextLines chars = TextLines.of(text);
        TextLines encoded = TextLines.of(bytes);

        assertThat(chars.count()).isEqualTo(encoded.count());
        assertThat(chars.length()).isEqualTo(text.length());
        assertThat(chars.utf8Offset(chars.count())).isEqualTo(bytes.length);
        for (int line = 0; line < chars.count(); line++) {
            assertThat(chars.raw(line)).isEqualTo(encoded.raw(line));
            assertThat(chars.content(line)).isEqualTo(encoded.content(line));
            assertThat(chars.hasNewline(line)).isEqualTo(encoded.hasNewline(line));
            assertThat(chars.startsWithCarriageReturn(line)).isEqualTo(encoded.startsWithCarriageReturn(line));
            assertThat(chars.utf8Offset(line)).isEqualTo(encoded.start(line));
            for (int other = 0; other < chars.count(); other++) {
                boolean same = chars.sameLine(line, chars, other);
                assertThat(same).isEqualTo(encoded.sameLine(line, encoded, other));
                if (same) {
                    assertThat(chars.hash(line)).isEqualTo(chars.hash(other));
                }
            }
        }
    }

    @Property(tries = 300)
    void twoStringsCompareAsTheirEncodingsDo(@ForAll @Size(max = 60) List<@IntRange(min = 0, max = 22) Integer> left,
                                             @ForAll @Size(max = 12) List<@IntRange(min = 0, max = 22) Integer> edits,
                                             @ForAll @IntRange(min = 0, max = 59) int at) {
        String leftText = text(left);
        String rightText = edited(leftText, text(edits), at);

        for (TextDiffer differ : List.of(MASKED, RAW)) {
            TextDiff asStrings = differ.diff(leftText, rightText, Cancellation.none());
            TextDiff asBytes = differ.diff(Utf8.encode(leftText), Utf8.encode(rightText), Cancellation.none());

            assertThat(asStrings.hunks()).isEqualTo(asBytes.hunks());
            assertThat(asStrings.classes()).isEqualTo(asBytes.classes());
            assertThat(asStrings.identicalAfterMasks()).isEqualTo(asBytes.identicalAfterMasks());
            if (Utf8.decoded(leftText).equals(leftText) && Utf8.decoded(rightText).equals(rightText)) {
                // a lone U+D800 is one char of a string but three invalid bytes of its encoding: columns differ
                assertThat(asStrings.firstRemainingDivergence()).isEqualTo(asBytes.firstRemainingDivergence());
                assertThat(asStrings.firstRemainingShownColumn()).isEqualTo(asBytes.firstRemainingShownColumn());
            }
            assertThat(asStrings.notes()).isEqualTo(asBytes.notes());
            for (int line = 0; line < asStrings.leftLineCount(); line++) {
                assertThat(asStrings.leftDisplay(line)).isEqualTo(asBytes.leftDisplay(line));
            }
        }
    }

    private static String text(List<Integer> picks) {
        StringBuilder text = new StringBuilder();
        picks.forEach(pick -> text.append(PIECES[pick]));
        return text.toString();
    }

    /** {@code text} with {@code insert} put in at a char boundary near {@code at}, replacing as many chars. */
    private static String edited(String text, String insert, int at) {
        int from = Math.min(at, text.length());
        int to = Math.min(text.length(), from + insert.length() / 2);
        return text.substring(0, from) + insert + text.substring(to);
    }
}
