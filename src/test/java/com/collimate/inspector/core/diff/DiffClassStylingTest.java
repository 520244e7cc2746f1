package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.AnsiEscapes;
import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The {@code styling} class: lines that differ only in terminal escape sequences, and how their changes are marked. */
class DiffClassStylingTest {
    private static final String RED = "\u001b[31m";
    private static final String GREEN = "\u001b[32m";
    private static final String RESET = "\u001b[0m";
    private static final TextDiffer MASKED = new TextDiffer(DiffOptions.defaults());
    private static final TextDiffer RAW = new TextDiffer(DiffOptions.defaults().withMasksEnabled(false));

    private static List<String> classes(String left, String right) {
        TextDiff diff = MASKED.diff(left, right, Cancellation.none());
        assertThat(RAW.diff(left, right, Cancellation.none()).classes()).as("masks off classify alike")
                .isEqualTo(diff.classes());
        return diff.classes();
    }

    private static DiffRow changedRow(String left, String right) {
        return SideBySide.of(MASKED.diff(left, right, Cancellation.none()), Cancellation.none()).rows().stream()
                .filter(row -> row.kind() == RowKind.CHANGED).findFirst().orElseThrow();
    }

    @Test
    void aColourChangedOrAddedIsStylingAndStaysADifference() {
        TextDiff diff = MASKED.diff(RED + "FAIL" + RESET + " test_a\n", GREEN + "FAIL" + RESET + " test_a\n",
                Cancellation.none());

        assertThat(diff.classes()).containsExactly("styling");
        assertThat(diff.hunks()).singleElement().satisfies(hunk -> assertThat(hunk.classes()).containsExactly("styling"));
        assertThat(diff.identicalAfterMasks()).as("no option hides styling").isFalse();
        assertThat(classes("FAIL test_a\n", RED + "FAIL" + RESET + " test_a\n")).as("a TTY against a pipe")
                .containsExactly("styling");
        assertThat(classes("\u001b[1;31mbold\u001b[m\n", "\u001b[38;5;196mbold\u001b[0m\n")).containsExactly("styling");
        assertThat(classes("a\u001b[2Kb\n", "ab\n")).as("erase line, not a colour").containsExactly("styling");
        assertThat(classes("\u001b(Bplain\n", "plain\n")).as("a charset escape").containsExactly("styling");
        assertThat(classes("x\n" + RED + "err" + RESET + "\ny\n", "x\nerr\ny\n")).containsExactly("styling");
    }

    @Test
    void theEightBitCsiIsAnEscapeToo() {
        String csi = "\u009b";
        assertThat(classes(csi + "31mFAIL" + csi + "0m test_a\n", csi + "32mFAIL" + csi + "0m test_a\n"))
                .as("its parameters are no numbers").containsExactly("styling");
        assertThat(classes(csi + "32mPASS" + csi + "0m test_a\n", "PASS test_a\n")).containsExactly("styling");
        assertThat(classes(csi + "32mPASS test_a\n", GREEN + "PASS test_a\n")).as("CSI against ESC [")
                .containsExactly("styling");
        DiffRow row = changedRow(csi + "31mFAIL\n", csi + "32mFAIL\n");
        assertThat(row.leftSpans()).as("the sequence marked whole").containsExactly(new Span(0, 4));
        assertThat(classes("done" + csi + "\n", "done\n")).as("a CSI the line's end cuts off")
                .containsExactly("content");
    }

    @Test
    void aColourMovedWithinTheSameTextIsStyling() {
        assertThat(classes(RED + "FAIL" + RESET + " test_a\n", RED + "FAIL test_a" + RESET + "\n"))
                .containsExactly("styling");
    }

    @Test
    void aColourAndATextChangeAreContent() {
        assertThat(classes(RED + "FAIL" + RESET + " test_a\n", GREEN + "PASS" + RESET + " test_a\n"))
                .containsExactly("content");
        assertThat(classes("FAIL test_a\n", GREEN + "PASS" + RESET + " test_a\n")).containsExactly("content");
    }

    @Test
    void stylingComesWithTheNoiseItsLinesDifferInBesides() {
        assertThat(classes("\u001b[1mfoo  bar" + RESET + "\n", "foo bar\n")).containsExactly("whitespace", "styling");
        assertThat(classes(RED + "loss 0.5" + RESET + "\n", GREEN + "loss 0.6" + RESET + "\n"))
                .containsExactly("styling", "numeric");
        assertThat(classes(RED + "x" + RESET + "\r\n", "x\n")).containsExactly("line-endings", "styling");
    }

    @Test
    void theSameColourAroundAValueDifferingIsThatValuesClassNotStyling() {
        // The escape's "m" glued to the uuid hides it from the uuid mask's \b; shown, the mask finds it.
        String left = "id \u001b[33m0b7a3f52-1c2d-4e5f-8a9b-0c1d2e3f4a5b" + RESET + "\n";
        String right = "id \u001b[33m7e6d5c4b-3a29-4817-9fed-cba987654321" + RESET + "\n";

        assertThat(MASKED.diff(left, right, Cancellation.none()).classes()).containsExactly("uuid");
    }

    @Test
    void anEscThatStartsNoSequenceIsText() {
        assertThat(classes("done\u001b\n", "done\n")).as("ESC alone at the end").containsExactly("content");
        assertThat(classes("a\u001b\u0001b\n", "a\u0001b\n")).as("ESC before a control character")
                .containsExactly("content");
        assertThat(classes("cut \u001b[31\n", "cut \n")).as("a control sequence cut by the line's end")
                .containsExactly("content");
    }

    @Test
    void hyperlinksAndTitlesAreStylingWithTheirTargets() {
        String link = "\u001b]8;;file:///tmp/x/report.html\u001b\\report.html\u001b]8;;\u001b\\";
        String otherTarget = "\u001b]8;;http://host/report.html\u0007report.html\u001b]8;;\u0007";

        assertThat(classes("see " + link + "\n", "see report.html\n")).containsExactly("styling");
        assertThat(classes("see " + link + "\n", "see " + otherTarget + "\n")).as("a terminal shows no target")
                .containsExactly("styling");
        assertThat(classes("\u001b]0;title\u0007ok\n", "ok\n")).containsExactly("styling");
        assertThat(classes("\u001b]8;;http://host/unterminated ok\n", "ok\n")).as("no terminator in the line")
                .containsExactly("content");
    }

    /**
     * A control sequence or string not ended within {@link AnsiEscapes#LONGEST_SEQUENCE} characters is no escape but
     * text, as the run detail shows it ({@code ^[]8;;https://…}): a hyperlink whose target is longer was styling here
     * while the detail showed its target as text.
     */
    @Test
    void aSequenceLongerThanTheLongestIsContentAsTheRunDetailShowsIt() {
        String withinColour = "\u001b[" + "1".repeat(AnsiEscapes.LONGEST_SEQUENCE - 3) + "m";
        String tooLongColour = "\u001b[" + "1".repeat(AnsiEscapes.LONGEST_SEQUENCE - 2) + "m";
        assertThat(classes(withinColour + "x\n", "x\n")).containsExactly("styling");
        assertThat(classes(tooLongColour + "x\n", "x\n")).containsExactly("content");

        String withinLink = "\u001b]8;;" + "u".repeat(AnsiEscapes.LONGEST_SEQUENCE - 7) + "\u001b\\";
        String tooLongLink = "\u001b]8;;" + "u".repeat(AnsiEscapes.LONGEST_SEQUENCE - 6) + "\u001b\\";
        assertThat(withinLink).hasSize(AnsiEscapes.LONGEST_SEQUENCE);
        assertThat(classes(withinLink + "link\n", "link\n")).containsExactly("styling");
        assertThat(classes(tooLongLink + "link\n", "link\n")).as("shown as text in the run detail")
                .containsExactly("content");
        assertThat(EscapeSequences.end(tooLongLink, 0)).isEqualTo(-1);
        String tooLongTitle = "\u001b]0;" + "t".repeat(AnsiEscapes.LONGEST_SEQUENCE) + "\u0007";
        assertThat(EscapeSequences.end(tooLongTitle, 0)).as("ended by BEL").isEqualTo(-1);
    }

    @Test
    void escapeSequencesFollowTheGrammar() {
        assertThat(EscapeSequences.strip("\u001b[1;31mred\u001b[0m \u001b7saved\u001b8 \u001b]8;;u\u001b\\l\u001b]8;;\u0007"))
                .isEqualTo("red saved l");
        assertThat(EscapeSequences.only("a" + RED + "b" + RESET + "\u001b")).isEqualTo(RED + RESET);
        assertThat(EscapeSequences.strip("plain")).isEqualTo("plain");
        assertThat(EscapeSequences.end("\u001b", 0)).isEqualTo(-1);
        assertThat(EscapeSequences.end("\u001b\u00e9", 0)).as("not ASCII").isEqualTo(-1);
        assertThat(EscapeSequences.end("\u001b ", 0)).as("an intermediate byte without its final").isEqualTo(-1);
        assertThat(EscapeSequences.around("ab" + RED + "c", 4)).isEqualTo(2);
        assertThat(EscapeSequences.around("ab" + RED + "c", 2)).as("at its start, not inside").isEqualTo(-1);
        assertThat(EscapeSequences.around("ab" + RED + "c", 7)).as("at its end").isEqualTo(-1);
    }

    @Test
    void theInlineDiffMarksTheChangedEscapeNotTheText() {
        DiffRow recoloured = changedRow(RED + "FAIL" + RESET + " test_a\n", GREEN + "FAIL" + RESET + " test_a\n");
        assertThat(recoloured.leftSpans()).containsExactly(new Span(0, RED.length()));
        assertThat(recoloured.rightSpans()).containsExactly(new Span(0, GREEN.length()));

        DiffRow coloured = changedRow("FAIL test_a\n", RED + "FAIL" + RESET + " test_a\n");
        assertThat(coloured.leftSpans()).isEmpty();
        assertThat(coloured.rightSpans()).containsExactly(new Span(0, RED.length()),
                new Span(RED.length() + 4, RED.length() + 4 + RESET.length()));

        InlineDiff inline = new InlineDiff(Masks.builtIn());
        assertThat(inline.tokens("ok" + RED + "err" + RESET, 0, 2 + RED.length() + 3 + RESET.length()))
                .containsExactly("ok", RED, "err", RESET);
    }
}
