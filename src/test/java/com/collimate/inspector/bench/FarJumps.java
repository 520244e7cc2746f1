package com.collimate.inspector.bench;

import com.collimate.inspector.core.diff.RowKind;
import com.collimate.inspector.ui.diff.DiffDocument;
import com.collimate.inspector.ui.diff.DiffViewModel;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Parent;
import org.fxmisc.richtext.CodeArea;

import jdk.jfr.Configuration;
import jdk.jfr.Recording;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Far jumps in an open Compare view, the way a user makes them: a click on a change's mark on the overview ruler, a
 * click elsewhere on the ruler, F7 after the scroll bar was dragged far from the current change, First divergence
 * from the end of the text, and a click on a far fold. Each jump is timed by the FX pulses around it, from the
 * request until both areas show the target and a few frames more: the longest gap between two pulses is the stall
 * a user sees. A jump whose longest gap is over 80 ms has that gap's make-up printed: when it ended (local time and
 * JVM uptime, to find it in a {@code -Xlog:gc,safepoint:file=…:uptime,utctime} log or a JFR recording), the FX
 * thread's CPU in it and {@link FrameCosts}' figures (its GC figure, from the collectors' beans, missed a mixed pause
 * once: the GC log's safepoints are the reference). With {@code -DfarJumps.jfr=FILE} the jumps alone are recorded by
 * JFR (its "profile" settings).
 */
final class FarJumps {
    /** Frames still watched once both areas show the target (the other area follows a layout later). */
    private static final int SETTLE_FRAMES = 6;
    private static final int JUMPS_PER_KIND = 6;
    /** A jump whose longest gap is over this has that gap's make-up printed. */
    private static final long LONG_FRAME_NANOS = 80_000_000L;

    private final DiffViewModel model;
    private final Parent root;
    private final PulseGaps gaps = new PulseGaps();
    private final CodeArea[] areas = new CodeArea[2];

    FarJumps(DiffViewModel model, Parent root) {
        this.model = model;
        this.root = root;
    }

    /** Runs every kind of jump, printing the longest and the median pulse gap of each jump. */
    void run() throws Exception {
        String profile = System.getProperty("farJumps.jfr");
        if (profile == null) {
            jumps();
            return;
        }
        try (Recording recording = new Recording(Configuration.getConfiguration("profile"))) {
            recording.setDestination(Path.of(profile));
            recording.start();
            jumps();
        }
    }

    private void jumps() throws Exception {
        Platform.runLater(() -> {
            gaps.costs.watch(root.getScene());
            gaps.start();
        });
        DiffDocument document = onFx(model.documentProperty()::get);
        int hunks = document.model().hunkCount();
        int rows = document.rowCount();
        onFxDo(() -> model.jumpToRow(document.model().hunkRow(0))); // the random jumps before left the target
        settle();
        List<Long> all = new ArrayList<>();
        all.addAll(kind("ruler mark (a far change)", NOTHING, i -> onFxDo(() -> model.jumpToRow(
                document.model().hunkRow(far(i, hunks))))));
        all.addAll(kind("ruler, between marks", NOTHING, i -> onFxDo(() -> model.jumpTo(i % 2 == 0 ? 0.93 - i * 0.05
                : 0.07 + i * 0.05))));
        all.addAll(kind("F7 after dragging the scroll bar away", i -> {
            onFxDo(() -> model.jumpToRow(document.model().hunkRow(Math.min(hunks - 2, far(i, hunks)))));
            settle();
            onFxDo(() -> leftArea().showParagraphAtTop(i % 2 == 0 ? rows / 40 : rows - rows / 40));
        }, i -> onFxDo(model::nextChange)));
        all.addAll(kind("First divergence from the end", i -> {
            onFxDo(() -> model.jumpToRow(rows - 1 - i));
            settle();
        }, i -> onFxDo(model::firstDivergence)));
        int[] fold = new int[1];
        DiffDocument folded = onFx(model.documentProperty()::get);
        int folds = (int) java.util.stream.IntStream.range(0, folded.rowCount())
                .filter(row -> folded.kind(row) == RowKind.FOLDED).count();
        all.addAll(kind("a far fold expanded", Math.min(JUMPS_PER_KIND, folds), i -> {
            DiffDocument shown = onFx(model.documentProperty()::get);
            fold[0] = foldNear(shown, i % 2 == 0 ? shown.rowCount() * (9 - i / 2) / 10 : shown.rowCount() * i / 10);
            onFxDo(() -> model.jumpToRow(fold[0]));
            settle();
        }, i -> onFxDo(() -> model.expand(fold[0]))));
        Platform.runLater(gaps::stop);
        System.out.printf(Locale.ROOT, "  far jumps, all %d: longest pulse gap per jump: median %.0f ms, worst %.0f ms, "
                + "over 100 ms: %d%n", all.size(), median(all) / 1e6, all.stream().mapToLong(Long::longValue).max()
                .orElse(0) / 1e6, all.stream().filter(gap -> gap > 100_000_000L).count());
    }

    /** A hunk index at the far end from the previous jump's: near the end for even {@code i}, near the start else. */
    private static int far(int i, int hunks) {
        return i % 2 == 0 ? hunks - 1 - i * hunks / 50 : i * hunks / 50;
    }

    private static int foldNear(DiffDocument document, int row) {
        for (int r = Math.max(0, row); r < document.rowCount(); r++) {
            if (document.kind(r) == RowKind.FOLDED) {
                return r;
            }
        }
        for (int r = Math.min(row, document.rowCount() - 1); r >= 0; r--) { // few folds left: one above then
            if (document.kind(r) == RowKind.FOLDED) {
                return r;
            }
        }
        throw new IllegalStateException("no fold left");
    }

    private interface Preparation {
        /** Brings the view where jump {@code index} starts (not measured). */
        void prepare(int index) throws Exception;
    }

    private static final Preparation NOTHING = index -> { };

    private interface Jump {
        /** Makes jump {@code index}; returns the serial of the target it set. */
        long make(int index) throws Exception;
    }

    private List<Long> kind(String name, Preparation preparation, Jump jump) throws Exception {
        return kind(name, JUMPS_PER_KIND, preparation, jump);
    }

    /** {@code jumps} jumps of one kind (fewer than {@link #JUMPS_PER_KIND} when a pair has fewer far folds). */
    private List<Long> kind(String name, int jumps, Preparation preparation, Jump jump) throws Exception {
        List<Long> longest = new ArrayList<>();
        List<String> each = new ArrayList<>();
        List<String> shown = new ArrayList<>();
        List<String> makeUp = new ArrayList<>();
        for (int i = 0; i < jumps; i++) {
            settle();
            preparation.prepare(i);
            settleScroll();
            onFxDo(gaps::reset);
            long start = System.nanoTime();
            long serial = jump.make(i);
            settleAfter(serial);
            shown.add(String.format(Locale.ROOT, "%.0f", (System.nanoTime() - start) / 1e6));
            long[] measured = onFx(gaps::snapshot);
            if (measured[0] > LONG_FRAME_NANOS) {
                makeUp.add(String.format(Locale.ROOT, "    jump %d, %.0f ms: %s", i + 1, measured[0] / 1e6,
                        onFx(gaps::longestMakeUp)));
            }
            longest.add(measured[0]);
            each.add(String.format(Locale.ROOT, "%.0f/%.0f", measured[0] / 1e6, measured[1] / 1e6));
        }
        System.out.printf(Locale.ROOT, "  %-38s longest/median pulse gap per jump (ms): %s; longest: median %.0f, "
                + "worst %.0f; until shown and %d frames more (ms): %s%n", name, String.join(" ", each),
                median(longest) / 1e6, longest.stream().mapToLong(Long::longValue).max().orElse(0) / 1e6,
                SETTLE_FRAMES, String.join(" ", shown));
        makeUp.forEach(System.out::println);
        return longest;
    }

    /** Runs {@code action} on the FX thread and returns the serial of the view model's target after it. */
    private long onFxDo(Runnable action) throws Exception {
        return onFx(() -> {
            action.run();
            return model.targetProperty().get().serial();
        });
    }

    /** Waits until a (possibly recomputed) document is shown with both areas at target {@code serial} or later. */
    private void settleAfter(long serial) throws Exception {
        awaitFrames(() -> !model.computingProperty().get() && model.targetProperty().get().serial() >= serial
                && targetShown(), SETTLE_FRAMES);
    }

    /** Waits until both areas show the target's top row (or its row, at the end), then {@link #SETTLE_FRAMES}. */
    private void settle() throws Exception {
        awaitFrames(this::targetShown, SETTLE_FRAMES);
    }

    private void settleScroll() throws Exception {
        awaitFrames(() -> true, SETTLE_FRAMES);
    }

    /**
     * Waits until {@code condition} holds at a frame and {@code frames} more have passed. Checked once a frame, by
     * the pulse timer: asked from here every few milliseconds, the areas' visible rows cost the FX thread as much as
     * a jump.
     */
    private void awaitFrames(BooleanSupplier condition, int frames) throws Exception {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Platform.runLater(() -> gaps.watch(condition, frames, done));
        done.get(20, TimeUnit.SECONDS);
    }

    private boolean targetShown() {
        int top = model.targetProperty().get().top();
        int row = model.targetProperty().get().row();
        for (int side = 0; side < areas.length; side++) {
            CodeArea area = area(side);
            try {
                int first = area.firstVisibleParToAllParIndex();
                int last = area.lastVisibleParToAllParIndex();
                if (first != top && !(first <= row && row <= last)) {
                    return false;
                }
            } catch (RuntimeException notLaidOut) {
                return false;
            }
        }
        return true;
    }

    private CodeArea leftArea() {
        return area(0);
    }

    /**
     * The left (0) or right text shown, looked up again only once replaced: {@code lookup} parses its selector at
     * every node of the scene, and asked twice a frame its garbage (about 1 MB a frame) made young collections,
     * pauses of 50 to 100 ms, land in the jumps measured.
     */
    private CodeArea area(int side) {
        CodeArea area = areas[side];
        if (area == null || area.getScene() == null) {
            area = (CodeArea) root.lookup(side == 0 ? "#diffLeft" : "#diffRight");
            areas[side] = area;
        }
        return area;
    }

    private interface FxCall<T> {
        T call() throws Exception;
    }

    private static <T> T onFx(FxCall<T> call) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(call.call());
            } catch (Exception | Error e) {
                result.completeExceptionally(e);
            }
        });
        return result.get(60, TimeUnit.SECONDS);
    }

    private static double median(List<Long> values) {
        List<Long> sorted = values.stream().sorted().toList();
        return sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
    }

    /** The gaps between FX pulses since the last reset, and how many frames there were. */
    private static final class PulseGaps extends AnimationTimer {
        private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

        private final List<Long> gaps = new ArrayList<>();
        private final FrameCosts costs = new FrameCosts();
        private long last;
        private long lastCpu;
        private long longest;
        private String longestMakeUp = "";

        @Override
        public void handle(long now) {
            long cpu = THREADS.getCurrentThreadCpuTime();
            String cost = costs.frame();
            if (last != 0) {
                long gap = now - last;
                gaps.add(gap);
                if (gap > longest) {
                    longest = gap;
                    longestMakeUp = String.format(Locale.ROOT, "ended %s, JVM uptime %d ms; FX CPU %.0f ms (%s)",
                            LocalTime.now().truncatedTo(ChronoUnit.MILLIS),
                            ManagementFactory.getRuntimeMXBean().getUptime(), (cpu - lastCpu) / 1e6, cost);
                }
            }
            last = now;
            lastCpu = cpu;
            if (met == null) {
                return;
            }
            if (condition != null && condition.getAsBoolean()) {
                condition = null;
            } else if (condition == null && --framesLeft <= 0) {
                met.complete(null);
                met = null;
            }
        }

        private BooleanSupplier condition;
        private int framesLeft;
        private CompletableFuture<Void> met;

        /** Completes {@code done} once {@code holds} is true at a frame and {@code frames} more have passed. */
        void watch(BooleanSupplier holds, int frames, CompletableFuture<Void> done) {
            condition = holds;
            framesLeft = frames;
            met = done;
        }

        /** Forgets the gaps so far; the next one still counts from the last frame, so a stall right after counts. */
        void reset() {
            gaps.clear();
            longest = 0;
        }

        /** Where the longest gap since the reset went. */
        String longestMakeUp() {
            return longestMakeUp;
        }

        /** The longest and the median gap since the reset. */
        long[] snapshot() {
            List<Long> sorted = gaps.stream().sorted().toList();
            return sorted.isEmpty() ? new long[] {0, 0}
                    : new long[] {sorted.get(sorted.size() - 1), sorted.get(sorted.size() / 2)};
        }
    }
}
