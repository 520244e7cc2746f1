package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.text.TerminalText;
import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;

import static com.collimate.inspector.ui.detail.StyledTextTest.styleAt;
import static org.assertj.core.api.Assertions.assertThat;

class SearchMarksTest {
    private static StyledText shown(boolean ansi, String output) {
        return StyledText.of(new TerminalText(ansi, 10_000, 1_000).render(output));
    }

    private static Pattern search(String text) {
        return Pattern.compile(Pattern.quote(text), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    @Test
    void everyMatchIsMarkedOverItsColours() {
        StyledText shown = shown(true, "ok\n\u001b[31mERROR\u001b[0m: disk; error again");

        StyledText marked = SearchMarks.mark(shown, search("error"));

        assertThat(marked.text()).isEqualTo(shown.text());
        assertThat(marked.hits()).isEqualTo(2);
        assertThat(marked.firstHit()).isEqualTo(3);
        assertThat(marked.spans().getStyleSpan(marked.spans().getSpanCount() - 1).getStyle()).isEmpty();
        assertThat(styleAt(marked, 3)).containsExactlyInAnyOrder("ansi-fg-1", SearchMarks.HIT);
        assertThat(styleAt(marked, 8)).isEmpty();
        assertThat(styleAt(marked, shown.text().indexOf("error again"))).containsExactly(SearchMarks.HIT);
        assertThat(styleAt(marked, shown.text().indexOf(" again"))).isEmpty();
    }

    @Test
    void noSearchOrNoMatchLeavesTheTextAsItWas() {
        StyledText shown = shown(true, "nothing to see");
        assertThat(SearchMarks.mark(shown, null)).isSameAs(shown);
        assertThat(SearchMarks.mark(shown, search("needle"))).isSameAs(shown);
        assertThat(shown.hits()).isZero();
        assertThat(shown.firstHit()).isEqualTo(-1);
    }

    @Test
    void codeHighlightingKeepsTheMarks() {
        StyledText marked = SearchMarks.mark(StyledText.plain("import random"), search("random"));
        StyledText code = CodeHighlighter.highlight(marked, CodeHighlighter.Language.PYTHON);
        assertThat(code.hits()).isEqualTo(1);
        assertThat(styleAt(code, 0)).containsExactly("keyword");
        assertThat(styleAt(code, 8)).contains(SearchMarks.HIT);
    }

    @Test
    void withAnsiColoursOffAMatchAcrossAShownEscapeIsMarkedOverIt() {
        StyledText shown = shown(false, "\u001b[31mTraceback\u001b[0m (most recent call last)");
        assertThat(shown.text()).isEqualTo("^[[31mTraceback^[[0m (most recent call last)");

        StyledText marked = SearchMarks.markOutput(shown, search("ck (mo"));

        assertThat(marked.hits()).isEqualTo(1);
        int start = shown.text().indexOf("ck^[");
        assertThat(marked.firstHit()).isEqualTo(start);
        int end = shown.text().indexOf(" (mo") + " (mo".length();
        for (int i = start; i < end; i++) {
            assertThat(styleAt(marked, i)).as("at " + i).contains(SearchMarks.HIT);
        }
        assertThat(styleAt(marked, start - 1)).doesNotContain(SearchMarks.HIT);
        assertThat(styleAt(marked, end)).doesNotContain(SearchMarks.HIT);
    }

    /** The search reads past an erase to the line's end; with ANSI colours off the marks read past its ^[[K. */
    @Test
    void aMatchAcrossAnEraseToTheLineEndIsMarkedWithAnsiColoursOnOrOff() {
        String source = "epoch 1 \u001b[Kdone";
        StyledText rendered = SearchMarks.markOutput(shown(true, source), search("1 done"));
        assertThat(rendered.text()).isEqualTo("epoch 1 done");
        assertThat(rendered.hits()).isEqualTo(1);

        StyledText literal = SearchMarks.markOutput(shown(false, source), search("1 done"));
        assertThat(literal.text()).isEqualTo("epoch 1 ^[[Kdone");
        assertThat(literal.hits()).isEqualTo(1);
        assertThat(styleAt(literal, literal.text().indexOf("^[[K"))).contains(SearchMarks.HIT);
        assertThat(SearchMarks.markOutput(shown(false, source), search("[K")).hits()).isZero();
    }

    @Test
    void theMarkerOfACutLineIsNoMatchAndAMatchBeyondTheCutIsCountedHidden() {
        String source = "x".repeat(2_000) + " the line ends here\nshort";
        StyledText shown = shown(true, source);
        assertThat(shown.text()).contains("more characters on this line");

        StyledText marked = SearchMarks.countHidden(SearchMarks.markOutput(shown, search("line")), source,
                search("line"));

        assertThat(marked.hits()).isZero();
        assertThat(marked.omitted().hiddenHits()).isEqualTo(1);
    }

    /** A terminal draws over "seed=42"; the run is listed for it, so the tab counts it among the matches not shown. */
    @Test
    void aMatchInADrawDrawnOverIsCountedHidden() {
        String source = "\rseed=42\rdone\n";
        StyledText marked = SearchMarks.countHidden(SearchMarks.markOutput(shown(true, source), search("seed=42")),
                source, search("seed=42"));

        assertThat(marked.text()).isEqualTo("done=42");
        assertThat(marked.hits()).isZero();
        assertThat(marked.omitted().hiddenHits()).isEqualTo(1);
        assertThat(marked.omitted().hiddenHitsNote()).endsWith("turn ANSI colours off to see every draw.");
        String erased = "a foo\u001b[2K\rbar\nx fo\bO\n";
        StyledText none = SearchMarks.countHidden(SearchMarks.markOutput(shown(true, erased), search("foo")), erased,
                search("foo"));
        assertThat(none.text()).as("erased, or drawn over by a backspace: not shown, not marked").isEqualTo("bar  \nx fO");
        assertThat(none.hits()).isZero();
        assertThat(none.omitted().hiddenHits()).isEqualTo(1);
    }

    @Test
    void textInsideAColourEscapeIsNoMatchInOutputButIsInCode() {
        for (boolean ansi : new boolean[] {true, false}) {
            StyledText shown = shown(ansi, "\u001b[31mred\u001b[0m \u001b[3D");
            assertThat(SearchMarks.markOutput(shown, search("[31m")).hits()).as("ansi " + ansi).isZero();
            assertThat(SearchMarks.markOutput(shown, search("0m")).hits()).as("ansi " + ansi).isZero();
            assertThat(SearchMarks.markOutput(shown, search("[3D")).hits()).as("not a colour: shown text")
                    .isEqualTo(1);
            assertThat(SearchMarks.markOutput(shown, search("red")).hits()).isEqualTo(1);
        }
        StyledText code = shown(false, "print('\u001b[31m')");
        assertThat(SearchMarks.mark(code, search("[31m")).hits()).as("code is searched as logged").isEqualTo(1);
    }
}
