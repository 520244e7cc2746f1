package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SearchQueryTest {
    private static Run withStdout(String stdout) {
        return Runs.run(1, "k", "verified", 0L, "g", stdout);
    }

    @Test
    void outputsMatchAsATerminalShowsThem() {
        Run coloured = withStdout("\u001b[31mTraceback\u001b[0m (most recent call last)");
        assertThat(SearchQuery.of("traceback (most").matchesTexts(coloured)).isTrue();
        assertThat(SearchQuery.of("[31mTrace").matchesTexts(coloured)).as("the raw escapes match too").isTrue();
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
}
