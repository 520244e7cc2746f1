package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.testing.Runs;
import com.collimate.inspector.core.util.AnsiEscapes;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SearchQueryTest {
    private static Run withStdout(String stdout) {
        return Runs.run(1, "k", "verified", 0L, "g", stdout);
    }

    @Test
    void outputsMatchAsATerminalShowsThem() {
        Run coloured = withStdout("\u001b[31mTraceback\u001b[0m (most recent call last)");
        assertThat(SearchQuery.of("traceback (most").matchesTexts(coloured)).isTrue();
        assertThat(SearchQuery.of("[31mTrace").matchesTexts(coloured)).as("escapes are not shown text").isFalse();
        assertThat(SearchQuery.of("0m").matchesTexts(coloured)).isFalse();
        assertThat(SearchQuery.of("[31m").matchesTexts(coloured)).isFalse();
        assertThat(SearchQuery.of("ck (mo").matchesTexts(coloured)).as("a match across an escape").isTrue();
        assertThat(SearchQuery.of("Traceback  (").matchesTexts(coloured)).isFalse();
    }

    @Test
    void caseAndRegexCharactersAreLiteral() {
        Run run = withStdout("Loss: 0.5 (step *3*)");
        assertThat(SearchQuery.of("LOSS: 0.5").matchesTexts(run)).isTrue();
        assertThat(SearchQuery.of("(step *3*)").matchesTexts(run)).isTrue();
        assertThat(SearchQuery.of("0.5.").matchesTexts(run)).isFalse();
    }

    @Test
    void blankIsEmpty() {
        assertThat(SearchQuery.of("  ").isEmpty()).isTrue();
        assertThat(SearchQuery.of(null)).isSameAs(SearchQuery.EMPTY);
    }

    @Test
    void otherEscapesAndControlsAreTextAsTheDetailShowsThem() {
        Run run = withStdout("a\u001b[2Kb \u001b[31;1mred\u001b[m bold\u001b[1");
        assertThat(SearchQuery.of("[2K").matchesTexts(run)).as("not a colour: shown as ^[[2K").isTrue();
        assertThat(SearchQuery.of("b red bold").matchesTexts(run)).isTrue();
        assertThat(SearchQuery.of("bold\u001b[1").matchesTexts(run)).as("an unfinished escape is text").isTrue();
        assertThat(SearchQuery.of("m bold").matchesTexts(run)).isFalse();
    }

    @Test
    void caseFoldsAsTheMarksPatternDoes() {
        Run run = withStdout("\u001b[1mSTRASSE \u212Aelvin \u017Fign İstanbul \uD801\uDC00x");
        for (String needle : List.of("strasse", "kelvin", "sign", "\u0130stanbul", "\uD801\uDC28x", "\uD801\uDC00X")) {
            String reading = AnsiEscapes.stripUnshown(run.stdout());
            assertThat(SearchQuery.of(needle).matchesTexts(run)).as(needle)
                    .isEqualTo(SearchQuery.of(needle).pattern().matcher(reading).find());
        }
        assertThat(SearchQuery.of("KELVIN").matchesTexts(run)).isTrue();
    }

    @Test
    void codeIsSearchedAsLogged() {
        Run run = Runs.withCode(withStdout(""), "print('\u001b[31m')");
        assertThat(SearchQuery.of("[31m").matchesTexts(run)).as("the Code tab shows ^[[31m").isTrue();
    }
}
