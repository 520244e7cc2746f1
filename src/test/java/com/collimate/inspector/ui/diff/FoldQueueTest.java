package com.collimate.inspector.ui.diff;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FoldQueueTest {
    @Test
    void aClickedFoldOpensAFewLinesFirstThenItsRestInLaterStepsWithoutMovingTheViewAgain() {
        FoldQueue<String> queue = new FoldQueue<>();
        FoldQueue.Fold<String> clicked = FoldQueue.Fold.clicked(100, 4_000, "to the fold");
        queue.add(clicked);
        assertThat(queue.next()).isEqualTo(new FoldQueue.Fold<>(100, 4_100, FoldQueue.LINES_FIRST_STEP, 0,
                "to the fold"));

        queue.stepShown(clicked, 100 + FoldQueue.LINES_FIRST_STEP);
        FoldQueue.Fold<String> rest = queue.next();
        assertThat(rest).isEqualTo(new FoldQueue.Fold<>(100 + FoldQueue.LINES_FIRST_STEP, 4_100,
                FoldQueue.LINES_PER_STEP, 0, null));

        queue.stepShown(rest, 100 + FoldQueue.LINES_FIRST_STEP + FoldQueue.LINES_PER_STEP);
        assertThat(queue.next().line()).isEqualTo(100 + FoldQueue.LINES_FIRST_STEP + FoldQueue.LINES_PER_STEP);
        queue.stepShown(queue.next(), 4_100);
        assertThat(queue.isEmpty()).as("the last %d lines fit a step", 4_000 - 2_200).isTrue();
    }

    @Test
    void foldsOpenInTheOrderAskedAndTheLinesAroundADivergenceGoFirstInOneStep() {
        FoldQueue<String> queue = new FoldQueue<>();
        FoldQueue.Fold<String> first = FoldQueue.Fold.clicked(10, 100_000, "first");
        queue.add(first);
        queue.add(FoldQueue.Fold.clicked(200_000, 10, null));
        FoldQueue.Fold<String> divergence = FoldQueue.Fold.around(500, "divergence");
        assertThat(divergence).isEqualTo(new FoldQueue.Fold<>(500, 501, FoldQueue.LINES_AROUND_TARGET,
                FoldQueue.LINES_ABOVE_TARGET, "divergence"));

        queue.addFirst(divergence);
        queue.stepShown(first, 10 + FoldQueue.LINES_FIRST_STEP); // under way: its rest waits behind the divergence

        assertThat(queue.next()).isSameAs(divergence);
        queue.stepShown(divergence, 500 - FoldQueue.LINES_ABOVE_TARGET + FoldQueue.LINES_AROUND_TARGET);
        assertThat(queue.next().line()).as("the divergence's lines opened: done").isEqualTo(10 + FoldQueue.LINES_FIRST_STEP);
        queue.stepShown(queue.next(), 100_010); // its last lines
        assertThat(queue.next().line()).isEqualTo(200_000);
        queue.clear();
        assertThat(queue.isEmpty()).isTrue();
    }
}
