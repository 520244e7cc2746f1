package com.collimate.inspector.ui.runs;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SearchStatusTest {
    @Test
    void everyBranchHasItsWords() {
        assertThat(SearchStatus.describe(true, false, 0)).isEmpty();
        assertThat(SearchStatus.describe(true, true, 5)).isEmpty();
        assertThat(SearchStatus.describe(false, true, 3)).isEqualTo("searching code and output…");
        assertThat(SearchStatus.describe(false, false, 0)).isEqualTo("no runs match");
        assertThat(SearchStatus.describe(false, false, 1)).isEqualTo("1 run matches");
        assertThat(SearchStatus.describe(false, false, 2)).isEqualTo("2 runs match");
        assertThat(SearchStatus.describe(false, false, 12345)).isEqualTo("12,345 runs match");
    }
}
