package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.DiffRow;
import com.collimate.inspector.core.diff.FirstDivergence;
import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.core.diff.RowKind;
import com.collimate.inspector.core.diff.SideBySide;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.diff.UnifiedDiffWriter;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.FileNames;
import com.collimate.inspector.ui.common.GuardedWrite;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The Compare view: two sides, the compared stream, masks and whitespace options, and the diff with its
 * side-by-side documents, computed off the FX thread (a newer request cancels an older one). Navigation moves a
 * {@link DiffTarget} the view scrolls to.
 */
public final class DiffViewModel {
    /** The share of a compare done once both runs are read (a big record is parsed from the log). */
    private static final double READ = 0.2;
    /** Rows shown above a change moved to. */
    private static final int CONTEXT_ABOVE = 3;

    private final Executor fx;
    private final Executor background;
    private final Supplier<Masks> masks;
    private final GuardedWrite writes;

    private final ReadOnlyObjectWrapper<ComparePair> pair = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<DiffStream> stream = new ReadOnlyObjectWrapper<>(DiffStream.STDOUT);
    private final ReadOnlyBooleanWrapper masksEnabled = new ReadOnlyBooleanWrapper(true);
    private final ReadOnlyBooleanWrapper ignoreWhitespace = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper computing = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<DiffDocument> document = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<DiffHeader> header = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    /** What a fold click says while the diff is computed again (its folds are about to be replaced). */
    static final String FOLDS_WAIT = "The diff is being computed again: click a fold once it is shown";
    private static final String FIRST = ", the first";
    private static final String LAST = ", the last";

    private final ReadOnlyStringWrapper changePosition = new ReadOnlyStringWrapper("");
    private final ReadOnlyIntegerWrapper currentChange = new ReadOnlyIntegerWrapper(-1);
    private final ReadOnlyObjectWrapper<DiffTarget> target = new ReadOnlyObjectWrapper<>(new DiffTarget(0, 0, 0, 0));
    private Cancellation running = new Cancellation();
    private long serial;
    /** The folds clicked (or holding the first divergence) and not open yet, the one opening first. */
    private final FoldQueue<ViewMove> foldsToOpen = new FoldQueue<>();

    /**
     * @param masks   the noise masks of the settings (built-in minus disabled, plus custom)
     * @param refusal why a saved patch must not replace a file (an open log or its journal), asked off the FX thread
     */
    public DiffViewModel(Executor fx, Executor background, Supplier<Masks> masks,
                         Function<Path, Optional<String>> refusal) {
        this.fx = fx;
        this.background = background;
        this.masks = masks;
        this.writes = new GuardedWrite(fx, background, refusal);
    }

    public ReadOnlyObjectProperty<ComparePair> pairProperty() {
        return pair.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<DiffStream> streamProperty() {
        return stream.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty masksEnabledProperty() {
        return masksEnabled.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty ignoreWhitespaceProperty() {
        return ignoreWhitespace.getReadOnlyProperty();
    }

    /** True while sides are read or the diff is computed. */
    public ReadOnlyBooleanProperty computingProperty() {
        return computing.getReadOnlyProperty();
    }

    /**
     * How much of the running computation is done, 0 to 1, by steps (runs read, diffed, aligned, documents built).
     * Determinate on purpose: an indeterminate indicator redraws every frame, which on a software-rendered screen
     * took as much CPU as the diff of a 1M-line pair (bench/compare-session.sh).
     */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** Why there is nothing to show (one line), or "". */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** Where next/previous change has taken the view: "change 3 of 12", "change 12 of 12, the last", or "". */
    public ReadOnlyStringProperty changePositionProperty() {
        return changePosition.getReadOnlyProperty();
    }

    /**
     * The index of the change {@link #changePositionProperty()} names (0-based, in the shown document's hunks), which
     * the view marks; -1 when none (no changes, or the view is above the first one).
     */
    public ReadOnlyIntegerProperty currentChangeProperty() {
        return currentChange.getReadOnlyProperty();
    }

    /** A one-line outcome of the last export ("Wrote the patch to …"), or "". */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<DiffDocument> documentProperty() {
        return document.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<DiffHeader> headerProperty() {
        return header.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<DiffTarget> targetProperty() {
        return target.getReadOnlyProperty();
    }

    /** Reads both sides in the background ({@code loader} may do file I/O), then compares them. */
    public void load(Callable<ComparePair> loader) {
        Cancellation cancellation = restart();
        background.execute(() -> {
            try {
                ComparePair loaded = loader.call();
                DiffStream opening = firstDiffering(loaded); // compares whole outputs: not on the FX thread
                fx.execute(() -> {
                    if (!cancellation.isCancelled()) {
                        pair.set(loaded);
                        stream.set(opening);
                        recompute(READ, null);
                    }
                });
            } catch (Exception e) {
                fail(cancellation, "The runs could not be read: " + ErrorText.oneLine(e));
            }
        });
    }

    /**
     * The stream a compare opens on: the first of stdout, stderr, exit code and code whose texts differ, stdout when
     * none does (two empty panes saying "stdout identical" hid that only stderr differed).
     */
    static DiffStream firstDiffering(ComparePair sides) {
        for (DiffStream candidate : DiffStream.values()) {
            if (!candidate.text(sides.left()).equals(candidate.text(sides.right()))) {
                return candidate;
            }
        }
        return DiffStream.STDOUT;
    }

    /** Shows another stream, from its first change. */
    public void setStream(DiffStream newStream) {
        if (newStream != stream.get()) {
            stream.set(newStream);
            recompute(0, null);
        }
    }

    /** As {@link #setMasksEnabled(boolean, int, int)} with the rows the view was last moved to show. */
    public void setMasksEnabled(boolean enabled) {
        setMasksEnabled(enabled, target.get().top(), target.get().row());
    }

    /**
     * Compares again with the masks on or off, keeping the view at the same place in the text, rows
     * {@code topRow} to {@code lastRow} being shown: at the current change when it is shown (the change holding its
     * first line is current again), else with the line on top kept on top and the first change at or below it
     * current (else the last).
     */
    public void setMasksEnabled(boolean enabled, int topRow, int lastRow) {
        if (enabled != masksEnabled.get()) {
            masksEnabled.set(enabled);
            recompute(0, anchor(topRow, lastRow));
        }
    }

    public void setIgnoreWhitespace(boolean ignore) {
        setIgnoreWhitespace(ignore, target.get().top(), target.get().row());
    }

    /** As {@link #setMasksEnabled(boolean, int, int)}, ignoring white space or not. */
    public void setIgnoreWhitespace(boolean ignore, int topRow, int lastRow) {
        if (ignore != ignoreWhitespace.get()) {
            ignoreWhitespace.set(ignore);
            recompute(0, anchor(topRow, lastRow));
        }
    }

    /**
     * Moves the view back to where rows {@code topRow} to {@code lastRow} of the shown document are, as a toggle of
     * the masks would (after lines were wrapped or unwrapped, which moves the rows shown).
     */
    public void stay(int topRow, int lastRow) {
        Anchor anchor = anchor(topRow, lastRow);
        if (anchor != null) {
            moveTo(anchor.placement(document.get().model()));
        }
    }

    /** The current change's first line when rows {@code topRow} to {@code lastRow} show it, else the line on top. */
    private Anchor anchor(int topRow, int lastRow) {
        DiffDocument shown = document.get();
        if (shown != null && currentChangeShown(shown.model(), topRow, lastRow)) {
            return Anchor.of(shown, shown.model().hunkRow(currentChange.get()), true);
        }
        return Anchor.of(shown, topRow, false);
    }

    /** Whether rows {@code topRow} to {@code lastRow} of {@code model} show the current change's first row. */
    private boolean currentChangeShown(SideBySide model, int topRow, int lastRow) {
        int change = currentChange.get();
        if (change < 0 || change >= model.hunkCount()) {
            return false;
        }
        int changeRow = model.hunkRow(change);
        return changeRow >= topRow && changeRow <= lastRow;
    }

    /**
     * Compares the sides again; {@code done} is the share of the request done before (reading the runs). The view
     * goes to the first change, or with an {@code anchor}, stays at its line.
     */
    private void recompute(double done, Anchor anchor) {
        ComparePair sides = pair.get();
        if (sides == null) {
            return;
        }
        Cancellation cancellation = restart();
        progress.set(done);
        DiffStream compared = stream.get();
        DiffOptions options = DiffOptions.defaults().withMasks(masks.get()).withMasksEnabled(masksEnabled.get())
                .withIgnoreWhitespace(ignoreWhitespace.get());
        background.execute(() -> {
            try {
                ComputedDiff computed = ComputedDiff.of(sides, compared, options, cancellation,
                        share -> report(cancellation, done + (1 - done) * share));
                SideBySide model = computed.document().model();
                publish(cancellation, computed.document(), computed.header(), anchor == null
                        ? Placement.at(model, computed.firstHunkRow(), 0) : anchor.placement(model));
            } catch (CancellationException e) {
                // a newer request took over
            } catch (RuntimeException | OutOfMemoryError e) {
                fail(cancellation, "The diff could not be computed: " + ErrorText.oneLine(e));
            }
        });
    }

    /** Shows a diff computed elsewhere ({@link CompareWarmUp}), as a finished compare of {@code sides} would. */
    void show(ComparePair sides, ComputedDiff computed) {
        pair.set(sides);
        publish(restart(), computed.document(), computed.header(),
                Placement.at(computed.document().model(), computed.firstHunkRow(), 0));
    }

    private void publish(Cancellation cancellation, DiffDocument built, DiffHeader described, Placement placement) {
        fx.execute(() -> {
            if (cancellation.isCancelled()) {
                return;
            }
            computing.set(false);
            error.set("");
            clearFoldsWait();
            document.set(built);
            header.set(described);
            // The view opens on the first change and says so, so that F7 going to "change 2 of N" reads as the next one.
            moveTo(placement);
        });
    }

    /** As {@link #expand(int, int, int)} with the rows the view was last moved to show. */
    public void expand(int row) {
        expand(row, target.get().top(), target.get().row());
    }

    /**
     * Opens the folded row {@code row} (a click on "▶ N unchanged lines"), rows {@code topRow} to {@code lastRow}
     * being shown: when the fold is among them the view stays put, its first line where the fold was, the current
     * change kept when they show it; else it moves to the fold. A fold clicked while another one opens is opened after it, where it is then: the view is not
     * moved, the user may have scrolled away meanwhile. A click while a new diff is computed opens nothing and says
     * so ({@link #FOLDS_WAIT}, until that diff is shown): the folds shown are about to be replaced, and the new diff's
     * folds are not the same (masks and white space change which lines are equal), so the click has no fold to
     * open in it; opening the old one would cancel the new diff.
     */
    public void expand(int row, int topRow, int lastRow) {
        DiffDocument shown = document.get();
        if (shown == null || row < 0 || row >= shown.rowCount() || shown.kind(row) != RowKind.FOLDED) {
            return;
        }
        if (computingNewDiff()) {
            notice.set(FOLDS_WAIT);
            return;
        }
        DiffRow folded = shown.model().rows().get(row);
        if (!foldsToOpen.isEmpty()) {
            foldsToOpen.add(FoldQueue.Fold.clicked(folded.leftLine(), folded.foldedLines(), null));
            return;
        }
        int rowsBelowTop = topRow >= 0 && topRow <= row && row <= lastRow ? row - topRow : -1;
        // kept put, the view keeps its current change when it shows it (opening unchanged lines leaves the changes
        // as they are): F7 goes on from the change the user went to, not from the one above the fold; scrolled away
        // from it, the change at or above the fold is current, as a toggle makes the change below the top one
        boolean keep = currentChangeShown(shown.model(), topRow, lastRow);
        int current = currentChange.get();
        startOpening(FoldQueue.Fold.clicked(folded.leftLine(), folded.foldedLines(), (opened, at) -> rowsBelowTop < 0
                ? Placement.at(opened, at, 0)
                : new Placement(at, 0, Math.max(0, at - rowsBelowTop), keep ? current : opened.hunkAt(at))));
    }

    /** Whether a diff is being computed to replace the one shown (not a fold being opened). */
    private boolean computingNewDiff() {
        return computing.get() && foldsToOpen.isEmpty();
    }

    private void startOpening(FoldQueue.Fold<ViewMove> fold) {
        Cancellation cancellation = restart();
        foldsToOpen.add(fold);
        openFolds(cancellation);
    }

    /**
     * Opens the next step of the first fold of {@link #foldsToOpen} in the background, shows it, and goes on until
     * every fold asked for is open. The view moves only with a fold's first step, where the fold says: a user
     * scrolling meanwhile is not taken back by its later steps.
     */
    private void openFolds(Cancellation cancellation) {
        FoldQueue.Fold<ViewMove> fold = foldsToOpen.next();
        DiffDocument shown = document.get();
        background.execute(() -> {
            try {
                int row = shown.model().rowOfLine(fold.line(), true);
                Step step = Step.of(shown, fold, foldFrom(shown.model(), row, fold.end()), cancellation);
                // Moved to even when a step shown meanwhile opened its line (First divergence pressed during it).
                Placement placement = row >= 0 && fold.move() != null
                        ? fold.move().placement(step.opened().model(), row) : null;
                fx.execute(() -> {
                    if (cancellation.isCancelled()) {
                        return;
                    }
                    document.set(step.opened());
                    if (placement != null) {
                        moveTo(placement);
                    }
                    foldsToOpen.stepShown(fold, step.openedTo());
                    if (foldsToOpen.isEmpty()) {
                        computing.set(false);
                    } else {
                        openFolds(cancellation);
                    }
                });
            } catch (CancellationException e) {
                // a newer request took over
            } catch (RuntimeException | OutOfMemoryError e) {
                fail(cancellation, "The diff could not be shown: " + ErrorText.oneLine(e));
            }
        });
    }

    /** A step of a fold opening: the document with it open, and the left line it opened the fold's lines up to. */
    private record Step(DiffDocument opened, int openedTo) {
        /** The step of {@code fold} that opens lines of the folded row {@code foldRow} of {@code shown} (-1: none). */
        static Step of(DiffDocument shown, FoldQueue.Fold<?> fold, int foldRow, Cancellation cancellation) {
            if (foldRow < 0) {
                return new Step(shown, fold.end());
            }
            DiffRow folded = shown.model().rows().get(foldRow);
            int from = (int) Math.max(0, (long) fold.line() - fold.above() - folded.leftLine());
            return new Step(shown.expand(foldRow, from, fold.lines(), cancellation),
                    folded.leftLine() + (int) Math.min(folded.foldedLines(), (long) from + fold.lines()));
        }
    }

    /**
     * The first folded row from {@code row} on (the row of a fold's next line, or of a line a First divergence opened
     * meanwhile in that fold) hiding a left line before {@code end}; -1 when none. The rows walked are lines opened
     * meanwhile (by a First divergence, or by the same fold clicked twice), each read without being made.
     */
    private static int foldFrom(SideBySide model, int row, int end) {
        if (row < 0) {
            return -1;
        }
        for (int r = row; r < model.rowCount(); r++) {
            if (model.kind(r) == RowKind.FOLDED) {
                return model.rows().get(r).leftLine() < end ? r : -1;
            }
            if (model.shownLine(r, true) >= end) {
                return -1;
            }
        }
        return -1;
    }

    /** Where the view goes once a fold's first step is shown, the fold having been at {@code row}. */
    private interface ViewMove {
        Placement placement(SideBySide opened, int row);
    }

    /** Moves to the change after the current one. */
    public void nextChange() {
        DiffDocument shown = document.get();
        if (shown != null) {
            int next = currentChange.get() + 1;
            if (next < shown.model().hunkCount()) {
                moveTo(Placement.at(shown.model(), shown.model().hunkRow(next), 0));
            } else {
                describeChange(shown.model(), LAST);
            }
        }
    }

    /** Moves to the change before the current one. */
    public void previousChange() {
        DiffDocument shown = document.get();
        if (shown != null) {
            int previous = currentChange.get() - 1;
            if (previous >= 0) {
                moveTo(Placement.at(shown.model(), shown.model().hunkRow(previous), 0));
            } else {
                describeChange(shown.model(), FIRST);
            }
        }
    }

    /** Says which change the view is at; {@code end} when a move found no further change that way. */
    private void describeChange(SideBySide model, String end) {
        changePosition.set(changePosition(model.hunkCount(), currentChange.get(), end));
    }

    private static String changePosition(int count, int at, String end) {
        return count == 0 ? "no changes"
                : at < 0 ? "before change 1 of " + count + end
                : "change " + (at + 1) + " of " + count + end;
    }

    /** The longest texts {@link #changePositionProperty()} can have in a diff of {@code count} changes. */
    public static List<String> longestChangePositions(int count) {
        return List.of(changePosition(count, -1, FIRST), changePosition(count, 0, FIRST),
                changePosition(count, count - 1, LAST));
    }

    /**
     * Moves to the line and column where the left text first differs (once masked, with masks on: the header's first
     * divergence), unfolding the lines around it when it is folded ({@link FoldQueue#LINES_AROUND_TARGET}, the rest
     * of the fold stays folded above and below them); while folds are being opened, its whole fold, at once, before
     * them, which go on after it (nothing opens while a new diff is computed).
     */
    public void firstDivergence() {
        DiffDocument shown = document.get();
        if (shown == null) {
            return;
        }
        TextDiff diff = shown.model().diff();
        FirstDivergence at = diff.firstRemainingDivergence().orElse(null);
        if (at == null) {
            return;
        }
        int row = rowOfLeftLine(shown.model(), at.line());
        if (row < 0) {
            return;
        }
        // The rows show the lines with their placeholders: the column there, not in the raw line.
        int column = diff.firstRemainingShownColumn().orElseThrow();
        if (shown.kind(row) == RowKind.FOLDED) {
            ViewMove toDivergence = (opened, unused) -> Placement.at(opened, rowOfLeftLine(opened, at.line()), column);
            if (!foldsToOpen.isEmpty()) {
                foldsToOpen.addFirst(FoldQueue.Fold.whole(at.line(), toDivergence));
            } else if (!computingNewDiff()) {
                startOpening(FoldQueue.Fold.around(at.line(), toDivergence));
            }
            return;
        }
        moveTo(Placement.at(shown.model(), row, column));
    }

    /** The row showing left line {@code line}, or the folded row hiding it; -1 when none. */
    static int rowOfLeftLine(SideBySide model, int line) {
        return model.rowOfLine(line, true);
    }

    /**
     * Jumps to a share of the left text's lines (a click on the overview ruler, which places changes by line): to the
     * row of that line, or the fold hiding it.
     */
    public void jumpTo(double fraction) {
        DiffDocument shown = document.get();
        if (shown == null || shown.rowCount() == 0) {
            return;
        }
        int lines = shown.model().diff().leftLineCount();
        int row = lines == 0 ? -1
                : rowOfLeftLine(shown.model(), 1 + (int) Math.min(lines - 1, Math.max(0, fraction * lines)));
        jumpToRow(row >= 0 ? row : (int) (fraction * shown.rowCount()));
    }

    /** Jumps to row {@code row} (a click on a change's mark). */
    public void jumpToRow(int row) {
        DiffDocument shown = document.get();
        if (shown != null && shown.rowCount() > 0) {
            moveTo(Placement.at(shown.model(), Math.min(shown.rowCount() - 1, Math.max(0, row)), 0));
        }
    }

    private void moveTo(Placement placement) {
        target.set(new DiffTarget(placement.row(), Math.max(0, placement.column()), placement.top(), ++serial));
        currentChange.set(placement.change());
        SideBySide model = document.get().model();
        if (model.hunkCount() > 0) {
            describeChange(model, "");
        } else {
            changePosition.set("");
        }
    }

    /**
     * Where a move puts the view: the caret's row and column, the row shown on top, and the current change (-1: none,
     * or above the first).
     */
    private record Placement(int row, int column, int top, int change) {
        /** At {@code row} below a few rows of context; the change there, or the last one above it, is current. */
        static Placement at(SideBySide model, int row, int column) {
            return new Placement(row, column, Math.max(0, row - CONTEXT_ABOVE), model.hunkAt(row));
        }
    }

    /**
     * A line kept in view when the diff is computed again: its number on the left, else on the right; the first line
     * of the current change (shown with context above, its change current again) or the line shown on top.
     */
    private record Anchor(int line, boolean left, boolean atChange) {
        /** The line at row {@code row} of {@code shown} (the first of a fold), or null with nothing shown. */
        static Anchor of(DiffDocument shown, int row, boolean atChange) {
            if (shown == null || row < 0 || row >= shown.rowCount()) {
                return null;
            }
            DiffRow shownRow = shown.model().rows().get(row);
            return shownRow.leftLine() > 0 ? new Anchor(shownRow.leftLine(), true, atChange)
                    : new Anchor(shownRow.rightLine(), false, atChange);
        }

        /**
         * The row showing the line in {@code model}: below a few rows of context, the change there (or the last
         * above) current; or on top, the first change ending below it current.
         */
        Placement placement(SideBySide model) {
            int row = Math.max(0, model.rowOfLine(line, left));
            if (atChange) {
                return Placement.at(model, row, 0);
            }
            int change = model.hunkCount() - 1;
            for (int h = 0; h < model.hunkCount(); h++) {
                if (model.hunkEndRow(h) > row) {
                    change = h;
                    break;
                }
            }
            return new Placement(row, 0, row, change);
        }
    }

    /** Whether a diff is shown, so there is a patch to save. */
    public boolean hasDiff() {
        return document.get() != null && pair.get() != null;
    }

    /**
     * The patch {@link #savePatch} writes for the shown sides, a unified patch that {@code patch(1)} applies to the
     * left text: of the raw texts, whatever the view masks or ignores (with masks on, a masked difference would leave
     * the patch empty). Null when nothing is shown. Computes the diff on the calling thread, so it is for tests: the
     * app saves through {@link #savePatch}, which computes it in the background.
     */
    String unifiedPatch() {
        return hasDiff() ? patchOf(pair.get(), stream.get()) : null;
    }

    /**
     * The name offered for the patch of the shown sides: "run-17-line-3-vs-run-17-replay-2.patch", with the stream
     * when it is not stdout ("…-stderr.patch"); "compare.patch" when nothing is shown.
     */
    public String patchFileName() {
        ComparePair sides = pair.get();
        if (sides == null) {
            return "compare.patch";
        }
        String streamPart = stream.get() == DiffStream.STDOUT ? "" : "-" + FileNames.part(stream.get().label(), "");
        return FileNames.part(sides.left().title(), "left") + "-vs-" + FileNames.part(sides.right().title(), "right")
                + streamPart + ".patch";
    }

    private static String patchOf(ComparePair sides, DiffStream compared) {
        TextDiff raw = new TextDiffer(DiffOptions.defaults().withMasksEnabled(false))
                .diff(compared.text(sides.left()), compared.text(sides.right()), Cancellation.none());
        return new UnifiedDiffWriter(false).toString(raw, sides.left().title() + " " + compared.label(),
                sides.right().title() + " " + compared.label());
    }

    /**
     * Writes {@link #unifiedPatch()} in the background, replacing {@code file} only once complete and never when it is
     * a log open in the app or its journal (the refusal is the outcome then). The outcome goes to the notice and
     * completes the returned future, on the FX thread (the main window says it too: this window may be closed).
     */
    public CompletableFuture<String> savePatch(Path file) {
        ComparePair sides = pair.get();
        DiffStream compared = stream.get();
        if (!hasDiff()) {
            String nothing = !error.get().isEmpty() ? "Nothing to save: " + error.get()
                    : computing.get() ? "Nothing to save yet: the diff is still being computed"
                    : "Nothing to save: no diff is shown";
            notice.set(nothing);
            return CompletableFuture.completedFuture(nothing);
        }
        return writes.write(file, out -> out.write(patchOf(sides, compared)), written -> "Wrote the patch to " + written,
                "The patch could not be saved: ").thenApply(outcome -> {
                    notice.set(outcome);
                    return outcome;
                });
    }

    /** Stops a computation still running (the window closed). */
    public void dispose() {
        running.cancel();
    }

    private Cancellation restart() {
        foldsToOpen.clear();
        running.cancel();
        running = new Cancellation();
        computing.set(true);
        progress.set(0);
        return running;
    }

    private void report(Cancellation cancellation, double done) {
        fx.execute(() -> {
            if (!cancellation.isCancelled()) {
                progress.set(done);
            }
        });
    }

    private void fail(Cancellation cancellation, String reason) {
        fx.execute(() -> {
            if (!cancellation.isCancelled()) {
                foldsToOpen.clear();
                computing.set(false);
                clearFoldsWait();
                error.set(reason);
            }
        });
    }

    private void clearFoldsWait() {
        if (notice.get().equals(FOLDS_WAIT)) {
            notice.set("");
        }
    }

}
