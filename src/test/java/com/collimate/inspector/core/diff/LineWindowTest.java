package com.collimate.inspector.core.diff;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LineWindowTest {
    private static final int MAX = 10_000;

    @Test
    void aDifferencePastTheCutIsInTheWindowOfBothSides() {
        String left = "a".repeat(50_000) + "Y" + "b".repeat(100);
        String right = "a".repeat(50_000) + "Z" + "b".repeat(100);

        int start = LineWindow.changedStart(left, right, MAX);
        assertThat(start).isEqualTo(50_000 - LineWindow.CONTEXT);
        LineWindow window = LineWindow.from(left, start, MAX);
        assertThat(left.substring(window.start(), window.end())).contains("Y").startsWith("aaaa").endsWith("b");
        assertThat(window.cutBefore()).isTrue();
        assertThat(window.charactersAfter(left)).isZero();
        assertThat(window.spansWithin(List.of(new Span(50_000, 50_001), new Span(10, 20))))
                .containsExactly(new Span(LineWindow.CONTEXT, LineWindow.CONTEXT + 1));
    }

    @Test
    void aDifferenceWithinTheHeadKeepsTheHead() {
        String left = "x" + "a".repeat(20_000);
        String right = "y" + "a".repeat(20_000);
        assertThat(LineWindow.changedStart(left, right, MAX)).isZero();
        assertThat(LineWindow.changedStart("short", "shorter", MAX)).isZero();
        assertThat(LineWindow.changedStart("a".repeat(MAX - LineWindow.CONTEXT - 1) + "Y" + "a".repeat(MAX),
                "a".repeat(MAX - LineWindow.CONTEXT - 1) + "Z", MAX)).isZero();

        LineWindow head = LineWindow.head(left, MAX);
        assertThat(head).isEqualTo(new LineWindow(0, MAX));
        assertThat(head.cutBefore()).isFalse();
        assertThat(head.charactersAfter(left)).isEqualTo(20_001 - MAX);
        assertThat(LineWindow.from("abc", 10, MAX)).isEqualTo(new LineWindow(3, 3));
        assertThat(new LineWindow(5, 10).spansWithin(List.of(new Span(0, 7), new Span(9, 30))))
                .containsExactly(new Span(0, 2), new Span(4, 5));
    }

    @Test
    void theCharactersLeftOutCountAnEmojiAsOne() {
        String emojis = "\uD83D\uDE00".repeat(100);
        LineWindow window = new LineWindow(20, 60); // 10 emojis before, 20 shown, 70 after

        assertThat(window.charactersBefore(emojis)).isEqualTo(10);
        assertThat(window.charactersAfter(emojis)).isEqualTo(70);
        assertThat(new LineWindow(0, 3).charactersAfter("ab\uD800cd")).as("a lone surrogate is one").isEqualTo(2);
    }

    @Test
    void aWindowNeverStartsInsideASurrogatePair() {
        String emoji = "\uD83D\uDE00".repeat(6_000) + "x"; // 12,001 columns: past the cut
        int start = LineWindow.changedStart(emoji + "a", emoji + "b", MAX);
        assertThat(start).isPositive();
        assertThat(Character.isLowSurrogate(emoji.charAt(start))).isFalse();
    }

    @Test
    void theWindowBoundsTheShownWidthNotTheCharacters() {
        String zeroWidth = "\u200B".repeat(20_000);
        assertThat(LineWindow.head(zeroWidth, MAX)).as("each shown as <U+200B>").isEqualTo(new LineWindow(0, MAX / 8));
        assertThat(LineWindow.head("\u6F22".repeat(20_000), MAX)).isEqualTo(new LineWindow(0, MAX / 2));
        assertThat(LineWindow.head("\u001b".repeat(20_000), MAX)).as("^[").isEqualTo(new LineWindow(0, MAX / 2));
        assertThat(LineWindow.head("\uD83D\uDE00".repeat(20_000), MAX)).as("a pair is never split")
                .isEqualTo(new LineWindow(0, MAX));
        assertThat(LineWindow.head("\u6F22".repeat(MAX / 2), MAX)).isEqualTo(new LineWindow(0, MAX / 2));

        String left = "\u6F22".repeat(MAX) + "Y" + "b".repeat(10);
        String right = "\u6F22".repeat(MAX) + "Z" + "b".repeat(10);
        int start = LineWindow.changedStart(left, right, MAX);
        assertThat(start).as("the difference is past the shown head").isEqualTo(MAX - LineWindow.CONTEXT);
        assertThat(left.substring(start, LineWindow.from(left, start, MAX).end())).contains("Y");
        String fits = "\u6F22".repeat(MAX / 2 - 1);
        assertThat(LineWindow.changedStart(fits + "Y", fits + "Z", MAX)).as("both fit").isZero();
        assertThat(LineWindow.changedStart(fits + "YYY", fits + "ZZZ", MAX)).as("a column too wide")
                .isEqualTo(fits.length() - LineWindow.CONTEXT);
    }

    @Test
    void theNotesCountWhatIsLeftOutInWords() {
        String line = "x" + "a".repeat(MAX) + "y";
        assertThat(new LineWindow(1, line.length() - 1).beforeNote(line)).isEqualTo("\u2026 (1 character before) ");
        assertThat(new LineWindow(1, line.length() - 1).afterNote(line)).isEqualTo(" \u2026 (1 more character)");
        assertThat(new LineWindow(2, 3).afterNote(line)).isEqualTo(" \u2026 (9,999 more characters)");
        assertThat(LineWindow.head("short", MAX).afterNote("short")).isEmpty();
    }
}
