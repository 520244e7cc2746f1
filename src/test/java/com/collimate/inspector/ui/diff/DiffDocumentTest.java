package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.RowKind;
import com.collimate.inspector.core.diff.SideBySide;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.util.Cancellation;
import org.fxmisc.richtext.model.Paragraph;
import org.fxmisc.richtext.model.ReadOnlyStyledDocument;
import org.junit.jupiter.api.Test;

import java.util.Collection;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A fold opened in a document: the same rows, styles, numbers and marks as a document built with it open. */
class DiffDocumentTest {
    /**
     * 200 lines: line 20 changed, line 150 changed far past the cut of a long line (shown as a window), line 180 a
     * control character; folds before, between and after the changes.
     */
    private static SideBySide model() {
        String tail = "x".repeat(DiffDocument.MAX_LINE_COLUMNS + 500);
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (int line = 1; line <= 200; line++) {
            String text = line == 150 ? tail + " end" : line == 180 ? "bell\u0007 " + line : "line " + line;
            left.append(text).append('\n');
            right.append(line == 20 ? "line 20 changed" : line == 150 ? tail + " END" : text).append('\n');
        }
        return SideBySide.of(new TextDiffer(DiffOptions.defaults()).diff(left.toString(), right.toString(),
                Cancellation.none()), Cancellation.none());
    }

    private static List<Integer> folds(DiffDocument document) {
        return IntStream.range(0, document.rowCount()).filter(row -> document.kind(row) == RowKind.FOLDED).boxed()
                .toList();
    }

    /** The kinds are kept as bytes: each row's kind is its model row's, every kind there, before and after a fold opens. */
    @Test
    void everyRowKindIsTheModelRowsOneBeforeAndAfterAFoldOpens() {
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (int line = 1; line <= 60; line++) {
            left.append(line == 20 ? "gone\n" : "").append(line == 40 ? "old 40\n" : "line " + line + "\n");
            right.append(line == 10 ? "new\n" : "").append(line == 40 ? "new 40\n" : "line " + line + "\n");
        }
        DiffDocument shown = DiffDocument.build(SideBySide.of(new TextDiffer(DiffOptions.defaults()).diff(
                left.toString(), right.toString(), Cancellation.none()), Cancellation.none()), Cancellation.none());
        assertThat(IntStream.range(0, shown.rowCount()).mapToObj(shown::kind)).containsAll(List.of(RowKind.values()));
        for (DiffDocument document : List.of(shown, shown.expand(folds(shown).get(1), 2, Cancellation.none()))) {
            for (int row = 0; row < document.rowCount(); row++) {
                assertThat(document.kind(row)).as("row %d", row).isEqualTo(document.model().rows().get(row).kind());
            }
        }
    }

    /**
     * Unchanged lines of one length share their style spans, and an unchanged line's two paragraphs share its text:
     * objects of their own a line were what the young collections copied while a big fold opened (long frames).
     */
    @Test
    void unchangedLinesShareTheirStyleSpansAndBothSidesShareTheirText() {
        SideBySide model = model();
        DiffDocument document = DiffDocument.build(model.expand(0), Cancellation.none());
        assertThat(List.of(document.kind(1), document.kind(2))).containsOnly(RowKind.EQUAL);
        Paragraph<Collection<String>, String, Collection<String>> line2 = document.left().getParagraph(1);
        Paragraph<Collection<String>, String, Collection<String>> line3 = document.left().getParagraph(2);
        assertThat(List.of(line2.getText(), line3.getText())).containsExactly("line 2", "line 3");

        assertThat(line3.getStyleSpans()).isSameAs(line2.getStyleSpans());
        assertThat(document.right().getParagraph(2).getStyleSpans())
                .isSameAs(document.right().getParagraph(1).getStyleSpans());
        assertThat(document.right().getParagraph(1).getSegments().get(0)).isSameAs(line2.getSegments().get(0));
        assertThat(document.left().getParagraph(1).getParagraphStyle())
                .isSameAs(document.right().getParagraph(2).getParagraphStyle());
    }

    @Test
    void everyFoldOpenedInPlaceGivesTheDocumentOfTheOpenedModel() {
        DiffDocument shown = DiffDocument.build(model(), Cancellation.none());
        assertThat(folds(shown)).as("before, between and after the changes").hasSize(3);
        // Opened from the last fold up, then the first of those left: each opened in what the last one left.
        DiffDocument opened = shown;
        while (!folds(opened).isEmpty()) {
            List<Integer> folds = folds(opened);
            int fold = folds.size() % 2 == 0 ? folds.get(folds.size() - 1) : folds.get(0);
            DiffDocument expected = DiffDocument.build(opened.model().expand(fold), Cancellation.none());
            DiffDocument before = opened;
            opened = opened.expand(fold, Cancellation.none());

            assertSame(opened, expected);
            DiffDocument.Expansion expansion = opened.expansion().orElseThrow();
            assertThat(expansion.row()).isEqualTo(fold);
            assertThat(expansion.rowsBefore()).isEqualTo(before.rowCount());
            int lines = opened.rowCount() - before.rowCount() + 1;
            assertThat(expansion.left().getParagraphs()).hasSize(lines);
            assertThat(expansion.right().getParagraphs()).hasSize(lines);
            assertThat(paragraphs(expansion.left())).isEqualTo(paragraphs(expected.left()).subList(fold, fold + lines));
        }
        assertThat(opened.rowCount()).as("every line a row").isEqualTo(200);
    }

    /** A fold opened a few lines a step: each step is the document of the model opened as far, its rest folded. */
    @Test
    void aFoldOpenedInStepsGivesAtEachStepTheDocumentOfThePartlyOpenedModel() {
        DiffDocument opened = DiffDocument.build(model(), Cancellation.none());
        DiffDocument shown = opened;
        int stepsOfSeven = folds(shown).stream().mapToInt(row -> (shown.model().rows().get(row).foldedLines() + 6) / 7)
                .sum();
        int steps = 0;
        while (!folds(opened).isEmpty()) {
            int fold = folds(opened).get(folds(opened).size() / 2);
            DiffDocument expected = DiffDocument.build(opened.model().expand(fold, 7), Cancellation.none());
            DiffDocument before = opened;
            opened = opened.expand(fold, 7, Cancellation.none());

            assertSame(opened, expected);
            DiffDocument.Expansion expansion = opened.expansion().orElseThrow();
            int rows = opened.rowCount() - before.rowCount() + 1;
            assertThat(rows).as("7 lines and the fold of the rest, or the last lines").isLessThanOrEqualTo(8);
            assertThat(paragraphs(expansion.left())).isEqualTo(paragraphs(expected.left()).subList(fold, fold + rows));
            assertThat(paragraphs(expansion.right())).isEqualTo(paragraphs(expected.right()).subList(fold, fold + rows));
            steps++;
        }
        assertThat(opened.rowCount()).as("every line a row").isEqualTo(200);
        assertThat(steps).as("7 lines a step").isEqualTo(stepsOfSeven);
    }

    /** Lines in the middle of a fold opened (First divergence into a big fold): folds above and below them. */
    @Test
    void linesInTheMiddleOfAFoldOpenedGiveTheDocumentOfTheOpenedModelWithFoldsAroundThem() {
        DiffDocument shown = DiffDocument.build(model(), Cancellation.none());
        int fold = folds(shown).get(1);
        int hidden = shown.model().rows().get(fold).foldedLines();

        DiffDocument opened = shown.expand(fold, 10, 5, Cancellation.none());

        assertSame(opened, DiffDocument.build(shown.model().expand(fold, 10, 5), Cancellation.none()));
        assertThat(opened.rowCount()).isEqualTo(shown.rowCount() + 6);
        assertThat(List.of(opened.kind(fold), opened.kind(fold + 1), opened.kind(fold + 5), opened.kind(fold + 6)))
                .containsExactly(RowKind.FOLDED, RowKind.EQUAL, RowKind.EQUAL, RowKind.FOLDED);
        assertThat(opened.model().rows().get(fold + 6).foldedLines()).isEqualTo(hidden - 15);
        assertThat(paragraphs(opened.expansion().orElseThrow().left()))
                .isEqualTo(paragraphs(opened.left()).subList(fold, fold + 7));
    }

    @Test
    void aFoldOfMoreLinesThanAreOpenedInPlaceIsOpenedAsANewDocument() {
        int lines = DiffDocument.MAX_LINES_IN_PLACE + 10;
        String left = DiffViewModelTest.lines(lines, "a", lines);
        SideBySide model = SideBySide.of(new TextDiffer(DiffOptions.defaults()).diff(left,
                DiffViewModelTest.lines(lines, "b", lines), Cancellation.none()), Cancellation.none());
        DiffDocument shown = DiffDocument.build(model, Cancellation.none());
        assertThat(shown.kind(0)).isEqualTo(RowKind.FOLDED);

        DiffDocument opened = shown.expand(0, Cancellation.none());
        assertThat(opened.expansion()).as("too many paragraphs to insert on the FX thread").isEmpty();
        assertSame(opened, DiffDocument.build(model.expand(0), Cancellation.none()));
    }

    @Test
    void aNewBuildSaysItWasNotOpenedFromAnotherDocument() {
        DiffDocument shown = DiffDocument.build(model(), Cancellation.none());
        assertThat(shown.expansion()).isEmpty();
        assertThatThrownBy(() -> shown.expand(shown.model().hunkRow(0), Cancellation.none()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static void assertSame(DiffDocument actual, DiffDocument expected) {
        assertThat(actual.rowCount()).isEqualTo(expected.rowCount());
        assertThat(paragraphs(actual.left())).isEqualTo(paragraphs(expected.left()));
        assertThat(paragraphs(actual.right())).isEqualTo(paragraphs(expected.right()));
        for (int row = 0; row < expected.rowCount(); row++) {
            assertThat(actual.kind(row)).as("kind of row %d", row).isEqualTo(expected.kind(row));
            assertThat(actual.leftNumber(row)).as("left number of row %d", row).isEqualTo(expected.leftNumber(row));
            assertThat(actual.rightNumber(row)).as("right number of row %d", row).isEqualTo(expected.rightNumber(row));
        }
        int last = expected.model().hunkRow(expected.model().hunkCount() - 1);
        assertThat(actual.shownColumn(last, DiffDocument.MAX_LINE_COLUMNS + 400))
                .as("a long line's window moved down with its row")
                .isEqualTo(expected.shownColumn(last, DiffDocument.MAX_LINE_COLUMNS + 400));
        assertThat(actual.marks()).isEqualTo(expected.marks());
        for (int hunk = 0; hunk < expected.model().hunkCount(); hunk++) {
            assertThat(actual.model().hunkRow(hunk)).isEqualTo(expected.model().hunkRow(hunk));
        }
    }

    /** Each paragraph's text, paragraph style and style spans, comparable. */
    private static List<String> paragraphs(ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> doc) {
        return doc.getParagraphs().stream().map(DiffDocumentTest::describe).toList();
    }

    private static String describe(Paragraph<Collection<String>, String, Collection<String>> paragraph) {
        StringBuilder spans = new StringBuilder();
        paragraph.getStyleSpans().forEach(span -> spans.append(span.getStyle()).append('×').append(span.getLength())
                .append(' '));
        return paragraph.getText() + " | " + paragraph.getParagraphStyle() + " | " + spans;
    }
}
