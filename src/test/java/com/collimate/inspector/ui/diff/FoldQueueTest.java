package com.collimate.inspector.ui.diff;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FoldQueueTest {
    @Test
    void aClickedFoldOpensAFewLinesFirstThenItsRestInLaterStepsWithoutMovingTheViewAgain() {
        FoldQueue<String> queue = new FoldQueue<>();
        FoldQueue.Fold<String> clicked = FoldQueue.Fold.clicked(100, "to the fold");
        queue.add(clicked);
        assertThat(queue.next()).isEqualTo(new FoldQueue.Fold<>(100, FoldQueue.LINES_FIRST_STEP, "to the fold"));

        queue.stepShown(clicked, 4_000);
        FoldQueue.Fold<String> rest = queue.next();
        assertThat(rest).isEqualTo(new FoldQueue.Fold<>(100 + FoldQueue.LINES_FIRST_STEP, FoldQueue.LINES_PER_STEP,
                null));

        queue.stepShown(rest, 4_000 - FoldQueue.LINES_FIRST_STEP);
        assertThat(queue.next().line()).isEqualTo(100 + FoldQueue.LINES_FIRST_STEP + FoldQueue.LINES_PER_STEP);
        queue.stepShown(queue.next(), 4_000 - FoldQueue.LINES_FIRST_STEP - FoldQueue.LINES_PER_STEP);
        assertThat(queue.isEmpty()).as("the last %d lines fit a step", 4_000 - 2_200).isTrue();
    }

    @Test
    void foldsOpenInTheOrderAskedAndOneOpenedWholeGoesFirst() {
        FoldQueue<String> queue = new FoldQueue<>();
        FoldQueue.Fold<String> first = FoldQueue.Fold.clicked(10, "first");
        queue.add(first);
        queue.add(FoldQueue.Fold.clicked(900, null));
        FoldQueue.Fold<String> divergence = FoldQueue.Fold.whole(500, "divergence");

        queue.addFirst(divergence);
        queue.stepShown(first, 100_000); // its step was under way: its rest waits behind the divergence

        assertThat(queue.next()).isSameAs(divergence);
        queue.stepShown(divergence, 100_000);
        assertThat(queue.next().line()).isEqualTo(10 + FoldQueue.LINES_FIRST_STEP);
        queue.stepShown(queue.next(), 0); // opened meanwhile: nothing hidden any more
        assertThat(queue.next().line()).isEqualTo(900);
        queue.clear();
        assertThat(queue.isEmpty()).isTrue();
    }
}
