package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.diff.LineWindow;
import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.core.diff.RowKind;
import com.collimate.inspector.core.diff.SideBySide;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.common.OpenFiles;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class DiffViewModelTest {
    private static final Executor DIRECT = Runnable::run;
    private static final Function<Path, Optional<String>> NOTHING_OPEN = file -> Optional.empty();

    static String lines(int count, String changedSuffix, int... changed) {
        return IntStream.rangeClosed(1, count).mapToObj(n -> IntStream.of(changed).anyMatch(c -> c == n)
                ? "line " + n + " " + changedSuffix : "line " + n).collect(Collectors.joining("\n", "", "\n"));
    }

    private static ComparePair pair(String left, String right) {
        return new ComparePair(new CompareSide("run-a", 0, 0, left, "", 0L, Runs.inputs("print(1)")),
                new CompareSide("run-a replay #1", 0, 1, right, "err\n", 1L, Runs.inputs("print(1)")));
    }

    private static DiffViewModel loaded(String left, String right) {
        DiffViewModel model = new DiffViewModel(DIRECT, DIRECT, Masks::builtIn, NOTHING_OPEN);
        model.load(() -> pair(left, right));
        return model;
    }

    @Test
    void patchFileNameNamesTheComparedRunsAndAStreamOtherThanStdout() {
        assertThat(new DiffViewModel(DIRECT, DIRECT, Masks::builtIn, NOTHING_OPEN).patchFileName()).isEqualTo("compare.patch");
        DiffViewModel model = loaded("a\n", "b\n");
        assertThat(model.patchFileName()).isEqualTo("run-a-vs-run-a-replay-1.patch");
        model.setStream(DiffStream.STDERR);
        assertThat(model.patchFileName()).isEqualTo("run-a-vs-run-a-replay-1-stderr.patch");
        model.setStream(DiffStream.EXIT_CODE);
        assertThat(model.patchFileName()).isEqualTo("run-a-vs-run-a-replay-1-exit-code.patch");
    }

    private static String leftText(DiffViewModel model, int row) {
        return model.documentProperty().get().left().getParagraph(row).getText();
    }

    @Test
    void documentsAlignRowsAndStyleChangedLines() {
        DiffViewModel model = loaded("a\nsame\nb\n", "a\nsame\nB!\nextra\n");
        DiffDocument document = model.documentProperty().get();
        assertThat(model.computingProperty().get()).isFalse();
        assertThat(document.left().getParagraphs()).hasSameSizeAs(document.right().getParagraphs());
        int changed = model.targetProperty().get().row();
        assertThat(document.kind(changed)).isEqualTo(RowKind.CHANGED);
        assertThat(document.left().getParagraph(changed).getParagraphStyle()).containsExactly(DiffStyles.CHANGED);
        assertThat(document.right().getParagraph(changed).getText()).isEqualTo("B!");
        assertThat(document.right().getParagraph(changed).getStyleAtPosition(1)).contains(DiffStyles.INLINE);
        int added = changed + 1;
        assertThat(document.kind(added)).isEqualTo(RowKind.ADDED);
        assertThat(document.left().getParagraph(added).getParagraphStyle()).containsExactly(DiffStyles.FILLER);
        assertThat(document.leftNumber(added)).isZero();
        assertThat(document.rightNumber(added)).isEqualTo(4);
        DiffHeader header = model.headerProperty().get();
        assertThat(header.classes()).contains("content", "exit-code", "stderr");
        assertThat(header.divergence()).isEqualTo("first divergence: line 3, column 1");
        assertThat(header.stats()).matches("1 change · \\d+ lines? changed, \\d+ added, \\d+ removed · \\d+ lines left, \\d+ right");
        assertThat(document.marks()).hasSize(1);
    }

    @Test
    void theHeaderSaysFirstWhenTheSidesWereGivenDifferentInputs() {
        DiffViewModel model = new DiffViewModel(DIRECT, DIRECT, Masks::builtIn, NOTHING_OPEN);
        model.load(() -> new ComparePair(new CompareSide("run-a", 0, 0, "0.25\n", "", 0L, Runs.inputs("print(1)")),
                new CompareSide("run-b", 1, 0, "0.5\n", "", 0L, Runs.inputs("print(2)"))));

        DiffHeader header = model.headerProperty().get();
        assertThat(header.inputs()).isEqualTo("inputs differ: code — output differences are expected");
        assertThat(header.classes()).containsExactly("numeric");
        assertThat(loaded("a\n", "b\n").headerProperty().get().inputs()).as("a replay given the run's inputs").isEmpty();
    }

    @Test
    void whenTheRunsCannotBeReadThereIsNothingToSaveAndItSaysWhy(@org.junit.jupiter.api.io.TempDir Path dir) {
        DiffViewModel model = new DiffViewModel(DIRECT, DIRECT, Masks::builtIn, NOTHING_OPEN);
        model.load(() -> {
            throw new IOException("replay #3 got no answer");
        });

        assertThat(model.hasDiff()).isFalse();
        assertThat(model.computingProperty().get()).isFalse();
        assertThat(model.errorProperty().get()).isEqualTo("The runs could not be read: replay #3 got no answer");
        String outcome = model.savePatch(dir.resolve("x.patch")).join();
        assertThat(outcome).isEqualTo("Nothing to save: The runs could not be read: replay #3 got no answer")
                .doesNotContain("still being computed");
        assertThat(model.noticeProperty().get()).isEqualTo(outcome);
        assertThat(dir.resolve("x.patch")).doesNotExist();
    }

    @Test
    void theRulerPlacesChangesByLineNotByFoldedRow() {
        DiffViewModel model = loaded(lines(10_000, "a", 5, 9_995), lines(10_000, "b", 5, 9_995));
        List<RulerMark> marks = model.documentProperty().get().marks();

        assertThat(marks).hasSize(2);
        assertThat(marks.get(0).from()).isLessThan(0.001);
        assertThat(marks.get(1).from()).as("near the bottom, though folds leave few rows above it").isGreaterThan(0.99);
        assertThat(leftText(model, marks.get(1).row())).isEqualTo("line 9995 a");

        model.jumpTo(0.5);
        int row = model.targetProperty().get().row();
        assertThat(model.documentProperty().get().kind(row)).as("the fold holding line 5,000").isEqualTo(RowKind.FOLDED);
    }

    @Test
    void progressGoesUpByStepsWhileComputingAndStartsAgainForEachRequest() {
        List<Double> seen = new ArrayList<>();
        DiffViewModel model = new DiffViewModel(DIRECT, DIRECT, Masks::builtIn, NOTHING_OPEN);
        model.progressProperty().addListener((obs, old, done) -> seen.add(done.doubleValue()));

        model.load(() -> pair(lines(50, "a", 7), lines(50, "b", 7)));

        assertThat(seen).isSorted().startsWith(0.2).endsWith(1.0).hasSizeGreaterThanOrEqualTo(4);
        assertThat(model.computingProperty().get()).isFalse();
        seen.clear();
        model.setMasksEnabled(false);
        assertThat(seen.get(0)).isZero();
        assertThat(seen.subList(1, seen.size())).isSorted().endsWith(1.0);
    }

    @Test
    void nextAndPreviousVisitEveryChangeAndFoldsOpen() {
        DiffViewModel model = loaded(lines(100, "a", 10, 50, 90), lines(100, "b", 10, 50, 90));
        assertThat(leftText(model, model.targetProperty().get().row())).isEqualTo("line 10 a");
        assertThat(model.changePositionProperty().get()).as("it opens on the first change and says so")
                .isEqualTo("change 1 of 3");
        model.nextChange();
        assertThat(leftText(model, model.targetProperty().get().row())).isEqualTo("line 50 a");
        assertThat(model.changePositionProperty().get()).isEqualTo("change 2 of 3");
        model.nextChange();
        assertThat(leftText(model, model.targetProperty().get().row())).isEqualTo("line 90 a");
        long serial = model.targetProperty().get().serial();
        model.nextChange();
        assertThat(model.targetProperty().get().serial()).isEqualTo(serial);
        assertThat(model.changePositionProperty().get()).as("F7 at the end says so").isEqualTo("change 3 of 3, the last");
        model.previousChange();
        assertThat(leftText(model, model.targetProperty().get().row())).isEqualTo("line 50 a");
        model.previousChange();
        model.previousChange();
        assertThat(model.changePositionProperty().get()).isEqualTo("change 1 of 3, the first");

        DiffDocument document = model.documentProperty().get();
        int fold = IntStream.range(0, document.rowCount()).filter(r -> document.kind(r) == RowKind.FOLDED)
                .findFirst().orElseThrow();
        assertThat(leftText(model, fold)).isEqualTo(DiffDocument.foldText(6));
        model.expand(fold);
        assertThat(model.documentProperty().get().rowCount()).isEqualTo(document.rowCount() + 5);
        assertThat(model.documentProperty().get().marks()).hasSize(3);
    }

    private static ComparePair sides(String leftOut, String leftErr, Long leftExit, String rightOut, String rightErr,
                                     Long rightExit) {
        return new ComparePair(new CompareSide("run-a", 0, 0, leftOut, leftErr, leftExit, Runs.inputs("print(1)")),
                new CompareSide("run-a replay #1", 0, 1, rightOut, rightErr, rightExit, Runs.inputs("print(1)")));
    }

    @Test
    void itOpensOnTheFirstStreamThatDiffersAndItsChipsLeadToTheOthers() {
        DiffViewModel model = new DiffViewModel(DIRECT, DIRECT, Masks::builtIn, NOTHING_OPEN);
        model.load(() -> sides("same\n", "", 0L, "same\n", "Traceback\nValueError: boom\n", 1L));

        assertThat(model.streamProperty().get()).as("stdout is identical").isEqualTo(DiffStream.STDERR);
        assertThat(model.headerProperty().get().divergence()).isEqualTo("first divergence: line 1, column 1");
        assertThat(model.headerProperty().get().classes()).contains("exit-code").doesNotContain("stderr", "stdout");
        assertThat(DiffHeader.streamOf("exit-code")).isEqualTo(DiffStream.EXIT_CODE);
        assertThat(DiffHeader.streamOf("timestamp")).isNull();

        DiffViewModel exitOnly = new DiffViewModel(DIRECT, DIRECT, Masks::builtIn, NOTHING_OPEN);
        exitOnly.load(() -> sides("", "", 0L, "", "", -9L));
        assertThat(exitOnly.streamProperty().get()).isEqualTo(DiffStream.EXIT_CODE);

        DiffViewModel both = new DiffViewModel(DIRECT, DIRECT, Masks::builtIn, NOTHING_OPEN);
        both.load(() -> sides("a\n", "x\n", 0L, "b\n", "y\n", 0L));
        assertThat(both.streamProperty().get()).isEqualTo(DiffStream.STDOUT);
        both.setStream(DiffHeader.streamOf("stderr"));
        assertThat(both.headerProperty().get().classes()).as("back to stdout from its chip").contains("stdout");

        DiffViewModel same = new DiffViewModel(DIRECT, DIRECT, Masks::builtIn, NOTHING_OPEN);
        same.load(() -> sides("a\n", "", 0L, "a\n", "", 0L));
        assertThat(same.streamProperty().get()).isEqualTo(DiffStream.STDOUT);
        assertThat(same.changePositionProperty().get()).isEmpty();
    }

    @Test
    void withMasksOnTheFirstDivergenceIsTheFirstThatSurvivesThem() {
        String left = "start 2026-11-28T10:00:00Z\n" + lines(20, "x") + "end a\n";
        String right = "start 2026-11-29T11:11:11Z\n" + lines(20, "x") + "end b\n";
        DiffViewModel model = loaded(left, right);
        assertThat(model.headerProperty().get().classes()).contains("timestamp", "content");
        assertThat(model.headerProperty().get().divergence()).as("not the masked timestamp of line 1")
                .isEqualTo("first divergence: line 22, column 5");
        model.firstDivergence();
        DiffTarget target = model.targetProperty().get();
        assertThat(leftText(model, target.row())).isEqualTo("end a");
        assertThat(target.column()).isEqualTo("end ".length());

        model.setMasksEnabled(false);
        assertThat(model.headerProperty().get().divergence()).isEqualTo("first divergence: line 1, column 16");
        model.firstDivergence();
        assertThat(leftText(model, model.targetProperty().get().row())).isEqualTo("start 2026-11-28T10:00:00Z");
        assertThat(model.documentProperty().get().kind(model.targetProperty().get().row())).isEqualTo(RowKind.CHANGED);
    }

    @Test
    void aPlaceholderBeforeTheDifferenceOnItsLineStandsForItsRawValue() {
        String left = lines(20, "x") + "2026-11-28T10:00:00Z loss 0.5\n";
        String right = lines(20, "x") + "2026-11-29T11:11:11Z loss 0.6\n";
        DiffViewModel model = loaded(left, right);
        assertThat(model.headerProperty().get().divergence()).as("the column of 5 in the log's line")
                .isEqualTo("first divergence: line 21, column " + ("2026-11-28T10:00:00Z loss 0.".length() + 1));
        model.firstDivergence();
        DiffTarget target = model.targetProperty().get();
        assertThat(leftText(model, target.row())).isEqualTo("<timestamp1> loss 0.5");
        assertThat(target.column()).as("the caret before 5 in the line shown").isEqualTo("<timestamp1> loss 0.".length());
    }

    @Test
    void firstDivergenceOfTextsEqualAfterMasksUnfoldsTheMaskedLineAndPointsAtThePlaceholder() {
        String left = lines(10, "x") + "start 2026-11-28T10:00:00Z\n" + lines(10, "x");
        String right = lines(10, "x") + "start 2026-11-29T11:11:11Z\n" + lines(10, "x");
        DiffViewModel model = loaded(left, right);
        assertThat(model.headerProperty().get().divergence()).startsWith("first divergence: line 11, column 16");
        model.firstDivergence();
        DiffTarget target = model.targetProperty().get();
        assertThat(leftText(model, target.row())).isEqualTo("start <timestamp1>");
        assertThat(target.column()).as("the header's raw column 16 is inside the placeholder: its start")
                .isEqualTo("start ".length());
    }

    @Test
    void togglingMasksKeepsTheLineOnTopAndMakesTheChangeAtOrBelowItCurrent() {
        String left = lines(100, "a", 10, 50, 90).replace("line 70\n", "line 70 at 2026-11-28T10:00:00Z\n");
        String right = lines(100, "b", 10, 50, 90).replace("line 70\n", "line 70 at 2026-11-29T11:11:11Z\n");
        DiffViewModel model = loaded(left, right);
        model.nextChange();
        assertThat(model.changePositionProperty().get()).isEqualTo("change 2 of 3");
        int top = model.targetProperty().get().top();
        assertThat(leftText(model, top)).isEqualTo("line 47");

        model.setMasksEnabled(false, top, top);

        DiffTarget kept = model.targetProperty().get();
        assertThat(leftText(model, kept.top())).as("the line on top stays there").isEqualTo("line 47");
        assertThat(model.changePositionProperty().get()).as("the timestamp is a change of its own now")
                .isEqualTo("change 2 of 4");
        model.nextChange();
        assertThat(leftText(model, model.targetProperty().get().row())).isEqualTo("line 70 at 2026-11-28T10:00:00Z");

        int shown = model.targetProperty().get().top();
        model.setMasksEnabled(true, shown, shown);
        int fold = model.targetProperty().get().top();
        assertThat(model.documentProperty().get().kind(fold)).as("line 67 is folded with masks on: its fold is on top")
                .isEqualTo(RowKind.FOLDED);
        assertThat(model.documentProperty().get().model().rows().get(fold).leftLine()).isLessThanOrEqualTo(67);
        assertThat(model.changePositionProperty().get()).as("the first change below line 67").isEqualTo("change 3 of 3");
        assertThat(model.currentChangeProperty().get()).isEqualTo(2);
    }

    /** With the change above it in view too, the line on top alone would make that one current. */
    @Test
    void togglingMasksOrWrapKeepsTheCurrentChangeWhenItIsShown() {
        DiffViewModel model = loaded(lines(40, "a", 10, 12), lines(40, "b", 10, 12));
        model.nextChange();
        int top = model.targetProperty().get().top();
        assertThat(leftText(model, top)).as("change 1 is in view above the current one").isEqualTo("line 9");
        assertThat(model.changePositionProperty().get()).isEqualTo("change 2 of 2");

        model.setMasksEnabled(false, top, top + 20);
        assertThat(model.changePositionProperty().get()).isEqualTo("change 2 of 2");
        assertThat(leftText(model, model.targetProperty().get().row())).isEqualTo("line 12 a");

        model.stay(model.targetProperty().get().top(), model.targetProperty().get().top() + 20);
        assertThat(model.changePositionProperty().get()).isEqualTo("change 2 of 2");
        assertThat(leftText(model, model.targetProperty().get().row())).isEqualTo("line 12 a");

        model.setMasksEnabled(true, top, top);
        assertThat(model.changePositionProperty().get()).as("not shown: the first change at or below the top")
                .isEqualTo("change 1 of 2");
    }

    @Test
    void streamsAndWhitespaceRecompute() {
        DiffViewModel model = loaded("a b\n", "a  b\n");
        assertThat(model.headerProperty().get().classes()).contains("whitespace");
        model.setIgnoreWhitespace(true);
        assertThat(model.documentProperty().get().marks()).isEmpty();
        model.setStream(DiffStream.EXIT_CODE);
        assertThat(model.documentProperty().get().left().getText()).isEqualTo("0");
        assertThat(model.documentProperty().get().right().getText()).isEqualTo("1");
        model.setStream(DiffStream.CODE);
        assertThat(model.headerProperty().get().divergence()).isEqualTo("code identical");
    }

    @Test
    void untrustedTextIsShownVisiblyAndLongLinesAreCut() {
        String hostile = "\u001b[31mred\u0000" + "x".repeat(DiffDocument.MAX_LINE_COLUMNS + 50);
        DiffViewModel model = loaded(hostile + "\n", "plain\n");
        String shown = leftText(model, model.targetProperty().get().row());
        int cut = hostile.length() - (DiffDocument.MAX_LINE_COLUMNS - 2); // ^[ and ^@ take two columns each
        assertThat(shown.substring(0, 12)).as("as the run detail shows them").isEqualTo("^[[31mred^@x");
        assertThat(shown.substring(shown.length() - 30)).endsWith("… (" + Sizes.count(cut) + " more characters)");
        assertThat(shown.indexOf('\u001b')).isEqualTo(-1);
    }

    @Test
    void theCutMarkersCountAnEmojiAsOneCharacter() {
        String emojis = "\uD83D\uDE00".repeat(DiffDocument.MAX_LINE_COLUMNS);
        DiffViewModel head = loaded(emojis + "x\n", emojis + "y\n");
        // an emoji takes two columns: the head shows half of them, and the window around x/y starts before them
        DiffDocument document = head.documentProperty().get();
        String shown = document.left().getParagraph(head.targetProperty().get().row()).getText();
        assertThat(shown).startsWith("… (" + Sizes.count(DiffDocument.MAX_LINE_COLUMNS - LineWindow.CONTEXT / 2)
                + " characters before) \uD83D\uDE00").endsWith("\uD83D\uDE00x");

        DiffViewModel tail = loaded(emojis + "\n", "plain\n");
        assertThat(leftText(tail, tail.targetProperty().get().row()))
                .endsWith("… (" + Sizes.count(DiffDocument.MAX_LINE_COLUMNS / 2) + " more characters)");
        DiffViewModel one = loaded("a".repeat(DiffDocument.MAX_LINE_COLUMNS) + "\uD83D\uDE00\n", "plain\n");
        assertThat(leftText(one, one.targetProperty().get().row())).endsWith("… (1 more character)");
    }

    @Test
    void firstDivergencePutsTheCaretOnTheDifferingCharacterAfterEmojiAndControlCharacters() {
        DiffViewModel model = loaded("ok\n\u001B[1m\uD83D\uDE00\uD83D\uDE00 \u202Ex1\n",
                "ok\n\u001B[1m\uD83D\uDE00\uD83D\uDE00 \u202Ey1\n");
        DiffDocument document = model.documentProperty().get();

        model.firstDivergence();
        DiffTarget target = model.targetProperty().get();
        String shown = document.left().getParagraph(target.row()).getText();
        assertThat(shown).isEqualTo("^[[1m\uD83D\uDE00\uD83D\uDE00 <U+202E>x1");
        assertThat(document.shownColumn(target.row(), target.column())).isEqualTo(shown.indexOf('x'));
    }

    @Test
    void aDifferencePastTheCutIsShownOnBothSidesAndFirstDivergencePointsAtIt() {
        // As the tester's "longline": 50,101 characters, differing at column 50,001.
        String left = "a".repeat(50_000) + "Y" + "b".repeat(100) + "\n";
        String right = "a".repeat(50_000) + "Z" + "b".repeat(100) + "\n";
        DiffViewModel model = loaded(left, right);
        DiffDocument document = model.documentProperty().get();
        int row = model.targetProperty().get().row();
        String shownLeft = document.left().getParagraph(row).getText();
        String shownRight = document.right().getParagraph(row).getText();

        String before = "… (49,960 characters before) ";
        assertThat(shownLeft).startsWith(before + "aaa").contains("aY" + "b".repeat(100)).doesNotContain("more characters");
        assertThat(shownRight).startsWith(before + "aaa").contains("aZ" + "b".repeat(100));
        int y = shownRight.indexOf('Z');
        assertThat(document.right().getParagraph(row).getStyleAtPosition(y + 1)).as("Z highlighted")
                .contains(DiffStyles.INLINE);
        assertThat(document.left().getParagraph(row).getParagraphStyle()).containsExactly(DiffStyles.CHANGED);

        model.firstDivergence();
        DiffTarget target = model.targetProperty().get();
        assertThat(target.column()).isEqualTo(50_000);
        assertThat(document.shownColumn(target.row(), target.column())).isEqualTo(y);

        // A line cut with its difference in the head is cut after it, as before.
        DiffViewModel head = loaded("x" + "a".repeat(20_000) + "\n", "y" + "a".repeat(20_000) + "\n");
        String shown = leftText(head, head.targetProperty().get().row());
        assertThat(shown).startsWith("xaaa").endsWith("… (" + Sizes.count(20_001 - DiffDocument.MAX_LINE_COLUMNS)
                + " more characters)");
    }

    @Test
    void aFailedLoadSaysWhyAndThePatchIsWritten() throws IOException {
        DiffViewModel failing = new DiffViewModel(DIRECT, DIRECT, Masks::builtIn, NOTHING_OPEN);
        failing.load(() -> {
            throw new IOException("run-9 has no answered replay yet");
        });
        assertThat(failing.errorProperty().get()).isEqualTo("The runs could not be read: run-9 has no answered replay yet");
        assertThat(failing.unifiedPatch()).isNull();

        DiffViewModel model = loaded("a\n", "b\n");
        assertThat(model.unifiedPatch()).contains("--- run-a stdout").contains("+++ run-a replay #1 stdout")
                .contains("-a").contains("+b");
        Path file = Files.createTempFile("compare", ".patch");
        assertThat(model.savePatch(file)).isCompletedWithValue("Wrote the patch to " + file);
        assertThat(Files.readString(file)).isEqualTo(model.unifiedPatch());
        assertThat(model.noticeProperty().get()).startsWith("Wrote the patch to");
        Files.delete(file);
        assertThat(model.savePatch(file.resolve("under-a-file.patch")).join()).startsWith("The patch could not be saved");
    }

    @Test
    void thePatchIsOfTheRawTextsWhenMasksMakeThemEqual() {
        DiffViewModel model = loaded("started 2026-11-29T08:00:00Z\nok\n", "started 2026-11-29T09:30:00Z\nok\n");
        assertThat(model.masksEnabledProperty().get()).isTrue();

        assertThat(model.unifiedPatch()).contains("-started 2026-11-29T08:00:00Z").contains("+started 2026-11-29T09:30:00Z");
    }

    @Test
    void aPatchIsNeverSavedOverALogOpenInTheAppNorItsJournal(@org.junit.jupiter.api.io.TempDir Path dir)
            throws IOException {
        Path log = Files.writeString(dir.resolve("rollouts.jsonl"), "{\"key\":\"run-a\"}\n");
        Path other = Files.writeString(dir.resolve("other.jsonl"), "{\"key\":\"run-b\"}\n");
        OpenFiles openFiles = new OpenFiles(dir.resolve("data"), () -> List.of(log, other));
        List<Runnable> queued = new ArrayList<>();
        DiffViewModel model = new DiffViewModel(DIRECT, queued::add, Masks::builtIn,
                file -> openFiles.refusal(file, log));
        model.load(() -> pair("a\n", "b\n"));
        while (!queued.isEmpty()) {
            queued.remove(0).run();
        }
        assertThat(model.hasDiff()).isTrue();

        var overOther = model.savePatch(other);
        assertThat(overOther).as("the file system is asked in the background").isNotDone();
        queued.remove(0).run();
        assertThat(overOther.join()).isEqualTo("Not written: " + other
                + " is the log open in the tab \"other.jsonl\"; choose another file");
        assertThat(model.noticeProperty().get()).isEqualTo(overOther.join());
        assertThat(Files.readString(other)).isEqualTo("{\"key\":\"run-b\"}\n");

        var overOwn = model.savePatch(log);
        queued.remove(0).run();
        assertThat(overOwn.join()).startsWith("Not written: " + log + " is ");
        assertThat(Files.readString(log)).isEqualTo("{\"key\":\"run-a\"}\n");
        try (var listing = Files.list(dir)) {
            assertThat(listing.map(path -> path.getFileName().toString()))
                    .containsExactlyInAnyOrder("rollouts.jsonl", "other.jsonl");
        }
    }

    /** A run key from the log that would add header lines to a patch and reverse the text shown after it. */
    static final String HOSTILE_KEY = "run-a\n+++ /tmp/evil\r\n\u202Egnp.exe";

    static ComparePair hostilePair() {
        Run run = Runs.run(3, HOSTILE_KEY, "verified", 0L, "g", "ok \u202Eraw\n");
        JournalEntry replay = new JournalEntry(HOSTILE_KEY, 3, 2, "local", run.seed().raw(), null,
                "2026-11-30T00:00:00Z", 12, 200, 1, new ExecResponse("changed\n", "", 0L, run.seed().raw(), "verified"),
                null);
        return new ComparePair(CompareSide.ofRun(run, 0), CompareSide.ofReplay(run, 0, replay));
    }

    @Test
    void aRunKeyFromTheLogCannotAddLinesToThePatchHeaderNorReverseTheTitles() {
        ComparePair sides = hostilePair();
        assertThat(sides.left().title()).isEqualTo("run-a^J+++ /tmp/evil^M^J<U+202E>gnp.exe (line 3)");
        assertThat(sides.right().title()).isEqualTo("run-a^J+++ /tmp/evil^M^J<U+202E>gnp.exe replay #2");
        DiffViewModel model = new DiffViewModel(DIRECT, DIRECT, Masks::builtIn, NOTHING_OPEN);
        model.load(() -> sides);

        List<String> lines = model.unifiedPatch().lines().toList();
        assertThat(lines.stream().filter(line -> line.startsWith("---"))).containsExactly(
                "--- run-a^J+++ /tmp/evil^M^J<U+202E>gnp.exe (line 3) stdout");
        assertThat(lines.stream().filter(line -> line.startsWith("+++"))).containsExactly(
                "+++ run-a^J+++ /tmp/evil^M^J<U+202E>gnp.exe replay #2 stdout");
        assertThat(lines).as("the texts stay raw").contains("-ok \u202Eraw", "+changed");
        assertThat(model.patchFileName()).doesNotContain("\n", "\u202E", "/");
    }

    @Test
    void aVeryLongRunKeyIsCutInTheTitles() {
        Run run = Runs.run(1, "k".repeat(10_000), "verified", 0L, "g", "a\n");
        assertThat(CompareSide.ofRun(run, 0).title()).hasSize(CompareSide.KEY_CHARS + 1 + " (line 1)".length())
                .endsWith("k\u2026 (line 1)");
    }

    @Test
    void aFoldOpenedAmongTheRowsShownKeepsThemShownAndOneOutOfViewIsMovedTo() {
        DiffViewModel model = loaded(lines(100, "a", 10, 50, 90), lines(100, "b", 10, 50, 90));
        List<Integer> folds = folds(model.documentProperty().get());
        int fold = folds.get(2);
        model.expand(fold, fold - 10, fold + 10);
        assertThat(model.targetProperty().get().top()).as("the row on top kept").isEqualTo(fold - 10);
        assertThat(model.targetProperty().get().row()).isEqualTo(fold);
        assertThat(leftText(model, fold)).isEqualTo("line 54");

        int below = folds(model.documentProperty().get()).get(2);
        model.expand(below, 0, below - 1);
        assertThat(model.targetProperty().get().top()).as("out of view: moved to, with context above")
                .isEqualTo(below - 3);
    }

    /** A fold opened in view keeps the change F7 went to current (said so in the header), and F7 goes on from it. */
    @Test
    void aFoldOpenedInViewKeepsTheCurrentChange() {
        DiffViewModel model = loaded(lines(100, "a", 10, 50, 90), lines(100, "b", 10, 50, 90));
        model.nextChange();
        int fold = folds(model.documentProperty().get()).get(1);
        assertThat(leftText(model, fold)).as("the fold between changes 1 and 2").isEqualTo(DiffDocument.foldText(33));

        model.expand(fold, fold - 5, fold + 20);

        assertThat(model.changePositionProperty().get()).isEqualTo("change 2 of 3");
        model.nextChange();
        assertThat(leftText(model, model.targetProperty().get().row())).isEqualTo("line 90 a");
    }

    /**
     * Scrolled away from the change F7 went to, a fold opened in view makes the change at or above it current, as
     * before: F7 goes on below the fold, not back up to the change after the one scrolled away from.
     */
    @Test
    void aFoldOpenedInViewAwayFromTheCurrentChangeMakesTheChangeAboveItCurrent() {
        DiffViewModel model = loaded(lines(200, "a", 10, 50, 90, 130, 170), lines(200, "b", 10, 50, 90, 130, 170));
        model.nextChange();
        SideBySide shown = model.documentProperty().get().model();
        int fold = folds(model.documentProperty().get()).stream()
                .filter(row -> row > shown.hunkRow(2) && row < shown.hunkRow(3)).findFirst().orElseThrow();
        assertThat(fold - 5).as("change 2 scrolled out of view").isGreaterThan(shown.hunkRow(1));

        model.expand(fold, fold - 5, fold + 20);

        assertThat(model.changePositionProperty().get()).isEqualTo("change 3 of 5");
        model.nextChange();
        assertThat(leftText(model, model.targetProperty().get().row())).isEqualTo("line 130 a");
    }

    /**
     * A fold click's document is only published as an expansion of the document shown when it is published: the view
     * puts its lines in place of the fold in the texts it shows, so an expansion of another document (a toggle, a
     * stream change, a second click while the first was computed, tasks finishing out of order) would corrupt them.
     */
    @Test
    void anExpansionIsPublishedOnlyOverTheDocumentItWasOpenedFrom() {
        for (boolean reversed : new boolean[] {false, true}) {
            for (int scenario = 0; scenario < 4; scenario++) {
                List<Runnable> queued = new ArrayList<>();
                DiffViewModel model = new DiffViewModel(DIRECT, queued::add, Masks::builtIn, NOTHING_OPEN);
                List<String> broken = new ArrayList<>();
                model.documentProperty().addListener((obs, old, now) -> now.expansion().ifPresent(opened -> {
                    if (old == null || old.rowCount() != opened.rowsBefore() || old.kind(opened.row()) != RowKind.FOLDED
                            || !spliced(old, opened).equals(now.left().getText())) {
                        broken.add("not an expansion of the document shown before it");
                    }
                }));
                model.load(() -> pair(lines(100, "a", 10, 50, 90) + "2023-01-01T10:00:00Z x\n",
                        lines(100, "b", 10, 50, 90) + "2024-02-02T11:11:11Z x\n"));
                runAll(queued, false);
                List<Integer> folds = folds(model.documentProperty().get());
                model.expand(folds.get(0));
                switch (scenario) {
                    case 0 -> model.expand(folds.get(1)); // a second click while the first is computed
                    case 1 -> model.setMasksEnabled(false);
                    case 2 -> model.setIgnoreWhitespace(true);
                    default -> model.setStream(DiffStream.STDERR);
                }
                runAll(queued, reversed);
                assertThat(broken).as("scenario %d, tasks %s", scenario, reversed ? "reversed" : "in order").isEmpty();
                assertThat(model.computingProperty().get()).isFalse();
            }
        }
    }

    /** A second fold click while the first fold is still being opened: both open, the second after the first. */
    @Test
    void aFoldClickedWhileAnotherOpensIsOpenedAfterIt() {
        List<Runnable> queued = new ArrayList<>();
        DiffViewModel model = new DiffViewModel(DIRECT, queued::add, Masks::builtIn, NOTHING_OPEN);
        model.load(() -> pair(lines(100, "a", 10, 50, 90), lines(100, "b", 10, 50, 90)));
        runAll(queued, false);
        DiffDocument folded = model.documentProperty().get();
        List<Integer> folds = folds(folded);

        model.expand(folds.get(1));
        model.expand(folds.get(2));
        assertThat(model.computingProperty().get()).isTrue();
        runAll(queued, false);

        DiffDocument opened = model.documentProperty().get();
        assertThat(folds(opened)).as("the first and the last fold left").hasSize(folds.size() - 2);
        assertThat(opened.rowCount()).isEqualTo(folded.rowCount() + 32 + 32);
        for (int line : new int[] {14, 30, 46, 54, 70, 86}) {
            assertThat(opened.kind(DiffViewModel.rowOfLeftLine(opened.model(), line))).as("line %d", line)
                    .isEqualTo(RowKind.EQUAL);
        }
        assertThat(model.computingProperty().get()).isFalse();
    }

    /**
     * A fold of more lines than are put in the texts at a time opens in steps, each an expansion of the document
     * before it, the view moved with the first only (the row on top kept), and once it is all open the work is done.
     */
    @Test
    void aBigFoldOpensInStepsAndTheViewMovesOnce() {
        int count = 3 * FoldQueue.LINES_PER_STEP + 40;
        DiffViewModel model = loaded(lines(count, "a", 5, count - 5), lines(count, "b", 5, count - 5));
        DiffDocument folded = model.documentProperty().get();
        int fold = folds(folded).stream().max(java.util.Comparator.comparingInt(row -> folded.model().rows().get(row)
                .foldedLines())).orElseThrow();
        int hidden = folded.model().rows().get(fold).foldedLines();
        assertThat(hidden).isGreaterThan(3 * FoldQueue.LINES_PER_STEP);
        List<Integer> added = new ArrayList<>();
        model.documentProperty().addListener((obs, old, now) -> added.add(now.expansion().isPresent()
                ? now.rowCount() - old.rowCount() : -1));
        List<DiffTarget> moves = new ArrayList<>();
        model.targetProperty().addListener((obs, old, now) -> moves.add(now));

        model.expand(fold, fold - 5, fold + 20);

        assertThat(added).as("rows added by each step").hasSize(4)
                .allMatch(rows -> rows >= 0 && rows <= FoldQueue.LINES_PER_STEP);
        DiffDocument opened = model.documentProperty().get();
        assertThat(opened.rowCount()).isEqualTo(folded.rowCount() + hidden - 1);
        assertThat(folds(opened)).hasSize(folds(folded).size() - 1);
        assertThat(moves).as("moved once, the row on top kept").extracting(DiffTarget::top).containsExactly(fold - 5);
        assertThat(model.computingProperty().get()).isFalse();
    }

    /**
     * A big fold of a pair whose stderr differs too, clicked, its first step shown; with {@code queueAnother} a click
     * on the fold above it waits.
     */
    private static DiffViewModel midSteps(List<Runnable> queued, boolean queueAnother) {
        int count = 3 * FoldQueue.LINES_PER_STEP + 40;
        DiffViewModel model = new DiffViewModel(DIRECT, queued::add, Masks::builtIn, NOTHING_OPEN);
        model.load(() -> pair(lines(count, "a", 5, 100, count - 5, count - 1),
                lines(count, "b", 5, 100, count - 5, count - 1)));
        runAll(queued, false);
        DiffDocument folded = model.documentProperty().get();
        int fold = biggestFold(folded);
        model.expand(fold, fold - 5, fold + 20);
        queued.remove(0).run();
        DiffDocument firstStep = model.documentProperty().get();
        assertThat(firstStep.rowCount()).as("the first step shown").isEqualTo(folded.rowCount()
                + FoldQueue.LINES_FIRST_STEP);
        if (queueAnother) {
            model.expand(folds(firstStep).get(0));
            assertThat(folds(firstStep).get(0)).isLessThan(fold);
        }
        assertThat(queued).as("the second step under way").hasSize(1);
        return model;
    }

    private static int biggestFold(DiffDocument document) {
        return folds(document).stream().max(java.util.Comparator.comparingInt(row -> document.model().rows().get(row)
                .foldedLines())).orElseThrow();
    }

    /**
     * What a user does while a big fold opens in steps and a second fold waits (masks, white space, another stream,
     * another compare): the steps stop, no step is shown after the new diff, and the folds clicked then open.
     */
    @Test
    void aNewDiffAskedForWhileABigFoldOpensStopsItsStepsAndItsQueue() {
        List<java.util.function.Consumer<DiffViewModel>> requests = List.of(
                model -> model.setMasksEnabled(false), model -> model.setIgnoreWhitespace(true),
                model -> model.setStream(DiffStream.STDERR), model -> model.load(() -> pair(lines(300, "a", 5, 250),
                        lines(300, "b", 5, 250))));
        for (int request = 0; request < requests.size(); request++) {
            List<Runnable> queued = new ArrayList<>();
            DiffViewModel model = midSteps(queued, true);
            List<DiffDocument> shown = new ArrayList<>();
            model.documentProperty().addListener((obs, old, now) -> shown.add(now));

            requests.get(request).accept(model);
            assertThat(model.computingProperty().get()).isTrue();
            runAll(queued, false);

            assertThat(shown).as("request %d: only the new diff shown", request).hasSize(1)
                    .allMatch(document -> document.expansion().isEmpty());
            assertThat(model.computingProperty().get()).as("request %d", request).isFalse();
            assertThat(model.errorProperty().get()).isEmpty();
            DiffDocument now = model.documentProperty().get();
            if (!folds(now).isEmpty()) {
                model.expand(folds(now).get(0));
                runAll(queued, false);
                assertThat(folds(model.documentProperty().get())).as("request %d: a fold clicked then opens", request)
                        .hasSize(folds(now).size() - 1);
                assertThat(model.computingProperty().get()).isFalse();
            }
        }
    }

    /** The Compare window closed while a big fold opens: nothing more is shown. */
    @Test
    void aBigFoldOpeningStopsWhenTheWindowCloses() {
        List<Runnable> queued = new ArrayList<>();
        DiffViewModel model = midSteps(queued, true);
        DiffDocument firstStep = model.documentProperty().get();

        model.dispose();
        runAll(queued, false);

        assertThat(model.documentProperty().get()).isSameAs(firstStep);
    }

    /**
     * While a big fold opens the user goes to the next change and clicks the rest of the opening fold: the steps go
     * on without taking the view back, the change stays current, and every fold clicked ends open.
     */
    @Test
    void aBigFoldOpeningGoesOnWhenTheUserMovesOrClicksItsRest() {
        List<Runnable> queued = new ArrayList<>();
        DiffViewModel model = midSteps(queued, false);
        DiffDocument firstStep = model.documentProperty().get();
        int rest = folds(firstStep).stream().filter(row -> firstStep.model().rows().get(row).foldedLines()
                > FoldQueue.LINES_PER_STEP).findFirst().orElseThrow();
        model.expand(rest);
        model.nextChange();
        model.nextChange();
        DiffTarget atChange = model.targetProperty().get();
        int change = model.currentChangeProperty().get();
        String position = model.changePositionProperty().get();

        runAll(queued, false);

        DiffDocument opened = model.documentProperty().get();
        assertThat(folds(opened)).as("the big fold open").hasSize(folds(firstStep).size() - 1);
        assertThat(model.targetProperty().get()).isEqualTo(atChange);
        assertThat(model.currentChangeProperty().get()).isEqualTo(change).isPositive();
        assertThat(model.changePositionProperty().get()).isEqualTo(position).startsWith("change " + (change + 1) + " of ");
        assertThat(model.computingProperty().get()).isFalse();
        DiffDocument atOnce = DiffDocument.build(opened.model(), com.collimate.inspector.core.util.Cancellation.none());
        for (int row = 0; row < opened.rowCount(); row++) {
            assertThat(opened.leftNumber(row)).as("row %d", row).isEqualTo(atOnce.leftNumber(row));
            assertThat(opened.rightNumber(row)).as("row %d", row).isEqualTo(atOnce.rightNumber(row));
        }
        assertThat(opened.marks()).isEqualTo(atOnce.marks());
    }

    /**
     * A fold clicked while a big one opens waits; meanwhile the user goes elsewhere: when its turn comes it opens
     * where it is, the view is not taken back to it.
     */
    @Test
    void aFoldClickedWhileABigOneOpensDoesNotTakeTheViewBackWhenItsTurnComes() {
        List<Runnable> queued = new ArrayList<>();
        DiffViewModel model = midSteps(queued, true);
        DiffDocument firstStep = model.documentProperty().get();
        model.jumpToRow(firstStep.rowCount() - 1);
        DiffTarget elsewhere = model.targetProperty().get();

        runAll(queued, false);

        assertThat(folds(model.documentProperty().get())).as("the big fold and the one clicked open")
                .hasSize(folds(firstStep).size() - 2);
        assertThat(model.targetProperty().get()).isEqualTo(elsewhere);
        assertThat(model.computingProperty().get()).isFalse();
    }

    /**
     * Texts equal once masked, so the first divergence is folded, in one big fold: First divergence pressed while
     * that fold opens in steps opens it all, the view at the divergence, and nothing is left to open or folded.
     */
    @Test
    void firstDivergenceWhileABigFoldOpensOpensItAndGoesThere() {
        int count = 3 * FoldQueue.LINES_PER_STEP;
        List<Runnable> queued = new ArrayList<>();
        DiffViewModel model = openingOneFoldAroundTheDivergence(count, count, queued);
        queued.remove(0).run();

        model.firstDivergence();
        runAll(queued, false);

        assertThat(model.documentProperty().get().rowCount()).isEqualTo(2 * count + 1);
        assertAtTheDivergenceAllOpen(model);
    }

    /**
     * First divergence into a fold of 12,000 lines opens only the lines around it, in one step put in the texts shown:
     * the rest of the fold stays folded above and below them, and the view is at the divergence. (Opened whole, such a
     * fold stalled the FX thread 0.5 to 2 s.)
     */
    @Test
    void firstDivergenceIntoABigFoldOpensOnlyTheLinesAroundIt() {
        int count = 6 * FoldQueue.LINES_PER_STEP;
        List<Runnable> queued = new ArrayList<>();
        DiffViewModel model = equalOnceMaskedAround(count, queued);
        DiffDocument folded = model.documentProperty().get();
        List<DiffDocument> shown = new ArrayList<>();
        model.documentProperty().addListener((obs, old, now) -> shown.add(now));

        model.firstDivergence();
        runAll(queued, false);

        DiffDocument opened = model.documentProperty().get();
        assertThat(shown).as("one step").hasSize(1);
        assertThat(opened.expansion()).as("put in the texts shown").isPresent();
        assertThat(opened.rowCount()).isEqualTo(folded.rowCount() + FoldQueue.LINES_AROUND_TARGET + 1);
        List<Integer> folds = folds(opened);
        assertThat(folds).as("the fold's lines above and below").hasSize(2);
        DiffTarget target = model.targetProperty().get();
        assertThat(leftText(model, target.row())).isEqualTo("start <timestamp1>");
        assertThat(target.column()).isEqualTo("start ".length());
        assertThat(target.row()).isEqualTo(folds.get(0) + FoldQueue.LINES_ABOVE_TARGET + 1);
        assertThat(opened.model().rows().get(folds.get(0)).foldedLines()
                + opened.model().rows().get(folds.get(1)).foldedLines() + FoldQueue.LINES_AROUND_TARGET)
                .isEqualTo(folded.model().rows().get(folds(folded).get(0)).foldedLines());
        assertThat(model.computingProperty().get()).isFalse();
    }

    /**
     * First divergence near a fold's first or last lines, far from them, then the folds left above and below the
     * lines it opened clicked open, the last first, and First divergence pressed again (twice, the second time while
     * the first one's step is under way): every row numbered as the texts' lines, the view on the divergence.
     */
    @Test
    void theFoldsLeftAroundTheDivergenceOpenToTheWholeTextWithItsLineNumbers() {
        for (int before : new int[] {10, 3 * FoldQueue.LINES_PER_STEP}) {
            for (int after : new int[] {20, 3 * FoldQueue.LINES_PER_STEP}) {
                List<Runnable> queued = new ArrayList<>();
                DiffViewModel model = new DiffViewModel(DIRECT, queued::add, Masks::builtIn, NOTHING_OPEN);
                model.load(() -> pair(lines(before, "x") + "start 2026-11-28T10:00:00Z\n" + lines(after, "x"),
                        lines(before, "x") + "start 2026-11-29T11:11:11Z\n" + lines(after, "x")));
                runAll(queued, false);
                String what = before + " lines before, " + after + " after";

                model.firstDivergence();
                model.firstDivergence();
                runAll(queued, false);
                assertThat(model.targetProperty().get().row()).as(what).isEqualTo(rowOfDivergence(model, before));
                List<Integer> folds = folds(model.documentProperty().get());
                for (int i = folds.size() - 1; i >= 0; i--) {
                    model.expand(folds.get(i), 0, 10);
                    runAll(queued, false);
                }
                model.firstDivergence();
                runAll(queued, false);

                DiffDocument opened = model.documentProperty().get();
                assertThat(folds(opened)).as(what).isEmpty();
                assertThat(opened.rowCount()).as(what).isEqualTo(before + 1 + after);
                for (int row = 0; row < opened.rowCount(); row++) {
                    assertThat(List.of(opened.leftNumber(row), opened.rightNumber(row))).as("%s: row %d", what, row)
                            .containsExactly(row + 1, row + 1);
                }
                DiffTarget target = model.targetProperty().get();
                assertThat(target.row()).as(what).isEqualTo(before);
                assertThat(target.column()).isEqualTo("start ".length());
                assertThat(model.computingProperty().get()).isFalse();
            }
        }
    }

    /** The row of the divergence's line, checked to be it: its text. */
    private static int rowOfDivergence(DiffViewModel model, int before) {
        int row = DiffViewModel.rowOfLeftLine(model.documentProperty().get().model(), before + 1);
        assertThat(leftText(model, row)).isEqualTo("start <timestamp1>");
        return row;
    }

    /** Texts equal once masked: {@code count} lines, a line differing only by a timestamp, {@code count} lines. */
    private static DiffViewModel equalOnceMaskedAround(int count, List<Runnable> queued) {
        String left = lines(count, "x") + "start 2026-11-28T10:00:00Z\n" + lines(count, "x");
        String right = lines(count, "x") + "start 2026-11-29T11:11:11Z\n" + lines(count, "x");
        DiffViewModel model = new DiffViewModel(DIRECT, queued::add, Masks::builtIn, NOTHING_OPEN);
        model.load(() -> pair(left, right));
        runAll(queued, false);
        return model;
    }

    /**
     * The big fold clicked while First divergence opens the lines around the divergence in it: the click opens the
     * whole fold, the lines above those opened and then the ones below them.
     */
    @Test
    void aFoldClickedWhileTheLinesAroundTheDivergenceOpenOpensAllOfIt() {
        int count = 3 * FoldQueue.LINES_PER_STEP;
        List<Runnable> queued = new ArrayList<>();
        DiffViewModel model = equalOnceMaskedAround(count, queued);

        model.firstDivergence();
        model.expand(folds(model.documentProperty().get()).get(0), 0, 10);
        runAll(queued, false);

        assertThat(folds(model.documentProperty().get())).isEmpty();
        assertThat(model.documentProperty().get().rowCount()).isEqualTo(2 * count + 1);
        assertThat(model.computingProperty().get()).isFalse();
    }

    /**
     * First divergence pressed while the step that opens the divergence's line is under way: once that step is shown
     * the divergence is no longer folded, and the view still goes to it.
     */
    @Test
    void firstDivergenceOpenedByTheStepUnderWayStillMovesTheViewThere() {
        List<Runnable> queued = new ArrayList<>();
        // The fold's first step, under way, opens the divergence's line.
        DiffViewModel model = openingOneFoldAroundTheDivergence(FoldQueue.LINES_FIRST_STEP / 2,
                3 * FoldQueue.LINES_PER_STEP, queued);

        model.firstDivergence();
        runAll(queued, false);

        assertAtTheDivergenceAllOpen(model);
    }

    /**
     * Texts equal once masked, {@code before} lines, a line differing only by a timestamp, {@code after} lines: all
     * in one fold, clicked, its first step under way ({@code queued}).
     */
    private static DiffViewModel openingOneFoldAroundTheDivergence(int before, int after, List<Runnable> queued) {
        String left = lines(before, "x") + "start 2026-11-28T10:00:00Z\n" + lines(after, "x");
        String right = lines(before, "x") + "start 2026-11-29T11:11:11Z\n" + lines(after, "x");
        DiffViewModel model = new DiffViewModel(DIRECT, queued::add, Masks::builtIn, NOTHING_OPEN);
        model.load(() -> pair(left, right));
        runAll(queued, false);
        List<Integer> folded = folds(model.documentProperty().get());
        assertThat(folded).hasSize(1);
        model.expand(folded.get(0), 0, 10);
        return model;
    }

    private static void assertAtTheDivergenceAllOpen(DiffViewModel model) {
        DiffTarget target = model.targetProperty().get();
        assertThat(leftText(model, target.row())).isEqualTo("start <timestamp1>");
        assertThat(target.column()).isEqualTo("start ".length());
        assertThat(folds(model.documentProperty().get())).isEmpty();
        assertThat(model.computingProperty().get()).isFalse();
    }

    /**
     * A fold clicked while masks or white space are compared again does not cancel that diff: it is shown (the
     * toggle's state and the diff shown agree), the click opens nothing (the fold belonged to the diff replaced) and
     * says so until the new diff is shown.
     */
    @Test
    void aFoldClickedWhileTheDiffIsComputedAgainDoesNotCancelIt() {
        for (boolean masks : new boolean[] {true, false}) {
            List<Runnable> queued = new ArrayList<>();
            DiffViewModel model = new DiffViewModel(DIRECT, queued::add, Masks::builtIn, NOTHING_OPEN);
            model.load(() -> pair(lines(100, "a", 10, 90).replace("line 50\n", "line 50 at 2026-11-28T10:00:00Z\n"),
                    lines(100, "b", 10, 90).replace("line 50\n", "line  50 at 2026-11-29T11:11:11Z\n")));
            runAll(queued, false);
            DiffDocument before = model.documentProperty().get();
            assertThat(before.model().hunkCount()).isEqualTo(3);

            if (masks) {
                model.setMasksEnabled(false);
            } else {
                model.setIgnoreWhitespace(true);
            }
            model.expand(folds(before).get(0));
            assertThat(model.noticeProperty().get()).as("the click is not lost silently")
                    .isEqualTo(DiffViewModel.FOLDS_WAIT);
            runAll(queued, false);

            assertThat(model.noticeProperty().get()).as("the new folds can be clicked").isEmpty();
            DiffDocument after = model.documentProperty().get();
            assertThat(after.model().diff().options().masksEnabled()).as("masks toggled: %s", masks).isEqualTo(!masks);
            assertThat(after.model().diff().options().ignoreWhitespace()).isEqualTo(!masks);
            assertThat(after.model().hunkCount()).as("masks toggled: %s", masks).isEqualTo(masks ? 3 : 2);
            assertThat(model.computingProperty().get()).isFalse();
        }
    }

    private static void runAll(List<Runnable> queued, boolean reversed) {
        while (!queued.isEmpty()) {
            queued.remove(reversed ? queued.size() - 1 : 0).run();
        }
    }

    private static List<Integer> folds(DiffDocument document) {
        return IntStream.range(0, document.rowCount()).filter(row -> document.kind(row) == RowKind.FOLDED).boxed()
                .toList();
    }

    /** {@code before}'s left text with the expansion's lines in place of its fold, as the view makes it. */
    private static String spliced(DiffDocument before, DiffDocument.Expansion opened) {
        var text = before.left();
        int from = text.position(opened.row(), 0).toOffset();
        return text.replace(from, from + text.getParagraph(opened.row()).length(), opened.left())._1.getText();
    }
}
