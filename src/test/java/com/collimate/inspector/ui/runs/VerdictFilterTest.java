package com.collimate.inspector.ui.runs;

import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;

import static com.collimate.inspector.ui.runs.RunsViewModelTest.badge;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class VerdictFilterTest {
    private final Queue<Runnable> fx = new ArrayDeque<>();
    private List<SortKey> sortOrder = List.of();
    private int requeries;
    private final VerdictFilter filter = new VerdictFilter(fx::add, () -> sortOrder, () -> requeries++);

    @Test
    void verdictsThatChangeNoRowAskForNone() {
        filter.put(Map.of(0, badge("reproduced")));

        assertThat(fx).isEmpty();
    }

    @Test
    void aBurstOfVerdictsAsksForTheRowsOnceWhenSomeAreHidden() {
        filter.setShown("diverged", false);
        filter.put(Map.of(0, badge("reproduced")));
        filter.put(Map.of(1, badge("diverged")));
        filter.put(Map.of(2, badge("diverged")));
        runAll();

        assertThat(requeries).isEqualTo(1);
        assertThat(filter.hiddenProperty().get()).containsExactly("diverged");
    }

    @Test
    void sortedByVerdictABurstAsksForTheRowsToo() {
        sortOrder = List.of(new SortKey(RunColumn.VERDICT, true));
        filter.put(Map.of(4, badge("b")));
        runAll();

        assertThat(requeries).isEqualTo(1);
    }

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

    private void runAll() {
        while (!fx.isEmpty()) {
            fx.poll().run();
        }
    }
}
