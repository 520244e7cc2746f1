package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.NumericTolerance;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class DiffHeaderTest {
    private static ComparePair pair(String left, String right) {
        return new ComparePair(new CompareSide("a", 0, 0, left, "", 0L, Runs.inputs("x")),
                new CompareSide("b", 1, 0, right, "", 0L, Runs.inputs("x")));
    }

    private static DiffHeader header(String left, String right, DiffOptions options) {
        TextDiff diff = new TextDiffer(options).diff(left, right, Cancellation.none());
        return DiffHeader.of(diff, DiffStream.STDOUT, pair(left, right));
    }

    private static String lines(int from, int to) {
        return IntStream.rangeClosed(from, to).mapToObj(n -> "row " + n).collect(Collectors.joining("\n", "", "\n"));
    }

    @Test
    void everyCountOfTheStatsIsGroupedTheSameWay() {
        String left = lines(1, 50_000);
        String right = lines(1, 30_000).replace("row 20001\n", "row 20001 changed\n");

        assertThat(header(left, right, DiffOptions.defaults()).stats())
                .isEqualTo("2 changes · 1 line changed, 0 added, 20,000 removed · 50,000 lines left, 30,000 right");
        assertThat(header(right, left, DiffOptions.defaults()).stats())
                .isEqualTo("2 changes · 1 line changed, 20,000 added, 0 removed · 30,000 lines left, 50,000 right");
    }

    @Test
    void escapeSequencesOnEitherSideAreSaidToBeShownAsText() {
        assertThat(header("\u001b[31mred\u001b[0m\n", "red\n", DiffOptions.defaults()).notes())
                .contains(DiffHeader.ESCAPES_NOTE);
        assertThat(header("red\n", "\u001b[31mred\u001b[0m\n", DiffOptions.defaults()).notes())
                .contains(DiffHeader.ESCAPES_NOTE);
        assertThat(header("red\n", "blue\n", DiffOptions.defaults()).notes()).isEmpty();
    }

    @Test
    void aWhitespaceOnlyDifferenceIgnoredIsNotCalledMasked() {
        DiffOptions ignoring = DiffOptions.defaults().withIgnoreWhitespace(true);

        assertThat(header("hi  \n", "hi\n", ignoring).divergence())
                .isEqualTo("first divergence: line 1, column 3 (equal ignoring whitespace)");
        assertThat(header("at 2026-11-29T08:00:00Z\n", "at 2026-11-29T09:00:00Z\n", ignoring).divergence())
                .isEqualTo("first divergence: line 1, column 16 (equal after masks)");
        assertThat(header("at 2026-11-29T08:00:00Z  \n", "at 2026-11-29T09:00:00Z\n", ignoring).divergence())
                .isEqualTo("first divergence: line 1, column 16 (equal after masks, ignoring whitespace)");
        assertThat(header("at 2026-11-29T08:00:00Z\n", "at 2026-11-29T09:00:00Z\n",
                DiffOptions.defaults().withMasksEnabled(false)).divergence())
                .isEqualTo("first divergence: line 1, column 16 (noise only: equal with masks on)");
    }

    @Test
    void aNumberWithinToleranceIsNotCalledMasked() {
        DiffOptions tolerant = DiffOptions.defaults().withTolerance(new NumericTolerance(0.001, 0));

        assertThat(header("loss 0.5001\n", "loss 0.5002\n", tolerant).divergence())
                .isEqualTo("first divergence: line 1, column 11 (equal within tolerance)");
        assertThat(header("loss 0.5001\n", "loss 0.5002\n", tolerant.withMasksEnabled(false)).divergence())
                .as("masks off: not noise the masks would hide")
                .isEqualTo("first divergence: line 1, column 11 (equal within tolerance)");
    }

    @Test
    void stylingAloneIsSaidUnlessAnotherDifferenceRemains() {
        String coloured = "\u001b[32mok\u001b[0m\nend\n";

        assertThat(header(coloured, "ok\nend\n", DiffOptions.defaults()).divergence())
                .isEqualTo("first divergence: line 1, column 1 (only terminal styling differs)");
        assertThat(header(coloured, "ok\nEND\n", DiffOptions.defaults()).divergence())
                .isEqualTo("first divergence: line 1, column 1");
        TextDiff diff = new TextDiffer(DiffOptions.defaults()).diff(coloured, "ok\nend\n", Cancellation.none());
        ComparePair exitCodesDiffer = new ComparePair(new CompareSide("a", 0, 0, coloured, "", 0L, Runs.inputs("x")),
                new CompareSide("b", 1, 0, "ok\nend\n", "", 1L, Runs.inputs("x")));
        assertThat(DiffHeader.of(diff, DiffStream.STDOUT, exitCodesDiffer))
                .extracting(DiffHeader::classes, DiffHeader::divergence)
                .containsExactly(List.of("styling", "exit-code"), "first divergence: line 1, column 1");
    }

    @Test
    void noiseAloneInTheShownStreamIsNotCalledEqualWhenTheExitCodesDiffer() {
        String left = "at 2026-11-29T08:00:00Z\n";
        String right = "at 2026-11-29T09:00:00Z\n";
        TextDiff diff = new TextDiffer(DiffOptions.defaults()).diff(left, right, Cancellation.none());
        ComparePair exitCodesDiffer = new ComparePair(new CompareSide("a", 0, 0, left, "", 0L, Runs.inputs("x")),
                new CompareSide("b", 1, 0, right, "", 1L, Runs.inputs("x")));

        // as the diff command's "# classes: timestamp, exit-code" and check's "— timestamp, exit-code" say it
        assertThat(DiffHeader.of(diff, DiffStream.STDOUT, exitCodesDiffer))
                .extracting(DiffHeader::classes, DiffHeader::divergence)
                .containsExactly(List.of("timestamp", "exit-code"), "first divergence: line 1, column 16");
    }
}
