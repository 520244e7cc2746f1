package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link SideBySide#rowOfLine} finds the same row as looking through {@link SideBySide#rows()} one by one, for any
 * line (none, past the end too) of either side, in diffs of any shape: sides of unequal length or empty, masked
 * timestamps, whitespace, overdrawn lines of nested progress bars, any context, with folds opened in any order.
 */
class RowOfLineProperties {

    @Property(tries = 400)
    void findsTheRowTheRowByRowLookupFinds(@ForAll("text") String left, @ForAll("text") String right,
                                           @ForAll boolean masks, @ForAll boolean ignoreWhitespace,
                                           @ForAll @IntRange(max = 4) int context,
                                           @ForAll("unfolds") List<Integer> unfolds) {
        DiffOptions options = DiffOptions.defaults().withMasksEnabled(masks).withIgnoreWhitespace(ignoreWhitespace)
                .withContextLines(context);
        SideBySide model = SideBySide.of(new TextDiffer(options).diff(left, right, Cancellation.none()),
                Cancellation.none());
        assertSameRows(model);
        for (int unfold : unfolds) {
            List<Integer> folds = folds(model);
            if (folds.isEmpty()) {
                return;
            }
            model = model.expand(folds.get(unfold % folds.size()));
            assertSameRows(model);
        }
    }

    private static List<Integer> folds(SideBySide model) {
        return IntStream.range(0, model.rowCount()).filter(row -> model.rows().get(row).kind() == RowKind.FOLDED)
                .boxed().toList();
    }

    private static void assertSameRows(SideBySide model) {
        int lines = Math.max(model.diff().leftLineCount(), model.diff().rightLineCount());
        for (boolean left : new boolean[] {true, false}) {
            for (int line = -1; line <= lines + 2; line++) {
                assertThat(model.rowOfLine(line, left)).as("line %d, left %s, of %d rows", line, left,
                        model.rowCount()).isEqualTo(SideBySideTest.rowOfLineByRows(model, line, left));
            }
        }
    }

    @Provide
    Arbitrary<String> text() {
        Arbitrary<String> line = Arbitraries.oneOf(
                Arbitraries.of("a", "b", "c", "d", " a", "a  ", "").map(text -> text + "\n"),
                Arbitraries.integers().between(0, 59).map(second -> "2026-12-01T12:00:%02dZ started\n".formatted(second)),
                Arbitraries.integers().between(0, 3).map(RowOfLineProperties::nestedBars));
        return line.list().ofMaxSize(40).map(lines -> String.join("", lines));
    }

    @Provide
    Arbitrary<List<Integer>> unfolds() {
        return Arbitraries.integers().between(0, 20).list().ofMaxSize(3);
    }

    /** Nested tqdm bars with {@code redraws} redraws of the inner one: lines a terminal draws over (masked). */
    private static String nestedBars(int redraws) {
        StringBuilder out = new StringBuilder("\repoch:   0%|          | 0/1 [00:00<?, ?it/s]\n");
        out.append("\rbatch:   0%|          | 0/5 [00:00<?, ?it/s]\u001B[A\n");
        for (int i = 1; i <= redraws; i++) {
            out.append(String.format("\rbatch:  %d%%|##        | %d/5 [00:00<00:00, 3%dit/s]\u001B[A\n", 20 * i, i, i));
        }
        return out.append("\r                                                    \u001B[A\repoch: 100%|##########| 1/1"
                + " [00:00<00:00, 18.69it/s]\n").toString();
    }
}
