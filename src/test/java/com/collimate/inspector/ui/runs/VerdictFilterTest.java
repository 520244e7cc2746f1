package com.collimate.inspector.ui.runs;

import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;

import static com.collimate.inspector.ui.runs.RunsViewModelTest.badge;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class VerdictFilterTest {
    private final VerdictFilter filter = new VerdictFilter();

    @Test
    void showingAllAndClearingUndoTheFilterAndTheVerdicts() {
        filter.setShown("a", false);
        filter.setShown("b", false);
        filter.setShown("a", true);
        assertThat(filter.hiddenProperty().get()).isEqualTo(Set.of("b"));
        filter.showAll();
        assertThat(filter.hiddenProperty().get()).isEmpty();

        filter.put(Map.of(1, badge("a")));
        filter.clear();
        assertThat(filter.verdicts()).isEmpty();
        assertThatThrownBy(() -> filter.verdicts().put(1, badge("a"))).isInstanceOf(UnsupportedOperationException.class);
    }
}
