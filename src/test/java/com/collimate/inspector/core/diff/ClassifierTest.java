package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ClassifierTest {
    /** Counts the lines it takes apart (masks, numbers, escapes: the costly part of a big hunk). */
    private static final class Counting extends Classifier {
        int takenApart;

        Counting() {
            super(Masks.builtIn(), NumericTolerance.EXACT);
        }

        @Override
        LineFeatures features(String rawLine) {
            takenApart++;
            return super.features(rawLine);
        }
    }

    private static TextLines text(String text) {
        return TextLines.of(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void linesAddedAgainstOneRemovedAreContentAndOnlyThePairedLineIsTakenApart() {
        StringBuilder added = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            added.append("step ").append(i).append(" at 2026-11-30T14:00:00Z\n");
        }
        Counting classifier = new Counting();

        List<Hunk> hunks = classifier.classify(List.of(new Hunk(0, 1, 0, 20_000, List.of())), text("1\n"),
                text(added.toString()), OverdrawnLines.Sides.NONE, Cancellation.none());

        assertThat(hunks).hasSize(1);
        assertThat(hunks.get(0).classes()).containsExactly(DiffClass.CONTENT.label());
        assertThat(classifier.takenApart).as("the paired first lines only: 20,000 lines cannot all have moved")
                .isEqualTo(2);
    }

    @Test
    void linesThatMayHaveMovedAreAllTakenApartAndFoundMoved() {
        Counting classifier = new Counting();

        List<Hunk> hunks = classifier.classify(List.of(new Hunk(0, 2, 0, 0, List.of()),
                new Hunk(5, 5, 3, 5, List.of())), text("a\nb\nx\ny\nz\n"), text("x\ny\nz\na\nb\n"),
                OverdrawnLines.Sides.NONE, Cancellation.none());

        assertThat(hunks).extracting(Hunk::classes).containsOnly(List.of(DiffClass.ORDERING.label()));
        assertThat(classifier.takenApart).isEqualTo(4);
    }
}
