package com.collimate.inspector.bench;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.core.diff.SideBySide;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.ui.common.Themes;
import com.collimate.inspector.ui.diff.CompareSide;
import com.collimate.inspector.ui.diff.ComparePair;
import com.collimate.inspector.ui.diff.DiffDocument;
import com.collimate.inspector.ui.diff.DiffView;
import com.collimate.inspector.ui.diff.DiffViewModel;
import com.collimate.inspector.ui.testing.Runs;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.GenericEditableStyledDocument;
import org.fxmisc.richtext.model.StyledDocument;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What one step of filling rows into the Compare view's shown texts costs the FX thread (the design of branch
 * cmpfill, docs/benchmarks-diff.md): a generated LINES-line pair (a change every 100 lines) is opened in the real view
 * (headless Monocle), then STEPS times ROWS rows of both areas, from row 40,000 down (off screen), are replaced by the
 * same rows with {@code GenericStyledArea.replace}, one change a side, as a fill step puts them in. Prints per step
 * the FX time of the replace of each side, of the CSS pass and of the layout that follow, and the longest FX pulse gap
 * around it.
 * <ul>
 *   <li>{@code view}: in the Compare view, with its line numbers, ruler, scroll sync and row heights;
 *       {@code bare}: the same two documents in two plain read-only areas, nothing of the view's around them.</li>
 *   <li>{@code later}: the steps start 2 s after the diff is shown, 250 ms apart; {@code now}: at once, 50 ms apart
 *       (the replace code still cold, as right after a first compare); {@code busy}: as {@code later} while another
 *       thread builds the diff's documents again and again (a fill's worker, allocating as it goes).</li>
 * </ul>
 * Usage: {@code bench/replace-step.sh [LINES=1000000] [ROWS=1000] [STEPS=12] [view|bare] [later|now|busy]}.
 */
public final class ReplaceStepBench {
    private static final int FIRST_ROW = 40_000;

    private ReplaceStepBench() {
    }

    public static void main(String[] args) throws Exception {
        try {
            run(args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000, args.length > 1 ? Integer.parseInt(args[1]) : 1_000,
                    args.length > 2 ? Integer.parseInt(args[2]) : 12, args.length < 4 || args[3].equals("view"),
                    args.length > 4 ? args[4] : "later");
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(1); // else the FX thread keeps the JVM, and the bench lock, forever
        }
        System.exit(0);
    }

    private static void run(int lines, int rowsPerStep, int steps, boolean inView, String timing) throws Exception {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("headless.geometry", "1600x1000-32");
        CompletableFuture<Void> started = new CompletableFuture<>();
        Platform.startup(() -> started.complete(null));
        started.get();
        ExecutorService background = Executors.newCachedThreadPool();
        DiffViewModel model = new DiffViewModel(Platform::runLater, background, Masks::builtIn,
                file -> Optional.of("Not written: a bench saves nothing"));
        CodeArea[] areas = open(model, lines, inView).get(600, TimeUnit.SECONDS);
        boolean now = timing.equals("now");
        if (timing.equals("busy")) {
            rebuildForever(model.documentProperty().get().model());
        }
        TimeUnit.MILLISECONDS.sleep(now ? 0 : 2_000);
        int rows = areas[0].getParagraphs().size();
        System.out.printf(Locale.ROOT, "%s, %s: %,d rows a side, %,d rows a step from row %,d%n",
                inView ? "view" : "bare", timing, rows, rowsPerStep, FIRST_ROW);
        PulseGaps gaps = new PulseGaps();
        Platform.runLater(gaps::start);
        long begin = System.nanoTime();
        for (int step = 0; step < steps; step++) {
            int from = FIRST_ROW + step * rowsPerStep;
            int to = Math.min(rows, from + rowsPerStep);
            gaps.reset();
            CompletableFuture<String> timed = new CompletableFuture<>();
            Platform.runLater(() -> timed.complete(replaceStep(areas, from, to)));
            String times = timed.get(60, TimeUnit.SECONDS);
            TimeUnit.MILLISECONDS.sleep(now ? 50 : 250);
            System.out.printf(Locale.ROOT, "%,6.0f ms: step %2d (rows %,d-%,d): %s; longest pulse gap %.0f ms%n",
                    (System.nanoTime() - begin) / 1e6, step, from, to, times, gaps.longest() / 1e6);
        }
        background.shutdownNow();
    }

    /** The two areas once the diff is shown and laid out: the view's, or plain ones showing its documents. */
    private static CompletableFuture<CodeArea[]> open(DiffViewModel model, int lines, boolean inView) {
        String left = CompareViewBench.text(lines, 100, 0, false);
        String right = CompareViewBench.text(lines, 100, 1, false);
        CompletableFuture<CodeArea[]> shown = new CompletableFuture<>();
        Platform.runLater(() -> {
            Stage main = new Stage();
            main.setScene(new Scene(new Label("main window"), 400, 300));
            Themes.apply(Settings.Theme.LIGHT, main.getScene());
            main.show();
            DiffView view = DiffView.openWindow(model, main, index -> { },
                    (owner, title, name, description, patterns) -> Optional.empty());
            model.documentProperty().addListener((obs, old, document) -> Platform.runLater(() -> {
                Parent root = view.root();
                CodeArea viewLeft = (CodeArea) root.lookup("#diffLeft");
                CodeArea viewRight = (CodeArea) root.lookup("#diffRight");
                shown.complete(inView ? new CodeArea[] {viewLeft, viewRight} : plainAreas(document, viewLeft));
            }));
        });
        model.load(() -> new ComparePair(new CompareSide("left", 0, 0, left, "", 0L, Runs.inputs("")),
                new CompareSide("right", 1, 0, right, "", 0L, Runs.inputs(""))));
        return shown;
    }

    /** Two plain read-only areas showing {@code document}, styled as the view's, in a window of their own. */
    private static CodeArea[] plainAreas(DiffDocument document, CodeArea viewArea) {
        CodeArea left = new CodeArea(new GenericEditableStyledDocument<>(document.left()));
        CodeArea right = new CodeArea(new GenericEditableStyledDocument<>(document.right()));
        left.setEditable(false);
        right.setEditable(false);
        left.setPrefWidth(590);
        right.setPrefWidth(590);
        Stage stage = new Stage();
        stage.setScene(new Scene(new HBox(left, right), 1200, 760));
        stage.getScene().getStylesheets().setAll(viewArea.getScene().getStylesheets());
        stage.getScene().getStylesheets().add(DiffView.STYLESHEET);
        viewArea.getScene().getWindow().hide();
        stage.show();
        return new CodeArea[] {left, right};
    }

    /** Builds {@code model}'s documents again and again on a daemon thread, as a fill's worker would build rows. */
    private static void rebuildForever(SideBySide model) {
        Thread builder = new Thread(() -> {
            while (true) {
                DiffDocument.build(model, Cancellation.none());
            }
        }, "replace-step-builder");
        builder.setDaemon(true);
        builder.start();
    }

    /** On the FX thread: rows {@code from} to {@code to} of both areas replaced by themselves, then CSS and layout. */
    private static String replaceStep(CodeArea[] areas, int from, int to) {
        long[] replace = new long[2];
        for (int side = 0; side < 2; side++) {
            CodeArea area = areas[side];
            int start = area.getAbsolutePosition(from, 0);
            int end = area.getAbsolutePosition(to - 1, area.getParagraphLength(to - 1));
            StyledDocument<Collection<String>, String, Collection<String>> rows = area.subDocument(start, end);
            long before = System.nanoTime();
            area.replace(start, end, rows);
            replace[side] = System.nanoTime() - before;
        }
        Parent root = areas[0].getScene().getRoot();
        long beforeCss = System.nanoTime();
        root.applyCss();
        long beforeLayout = System.nanoTime();
        root.layout();
        long end = System.nanoTime();
        return String.format(Locale.ROOT, "replace left %.1f, right %.1f, CSS %.1f, layout %.1f ms",
                replace[0] / 1e6, replace[1] / 1e6, (beforeLayout - beforeCss) / 1e6, (end - beforeLayout) / 1e6);
    }

    /** The longest gap between two FX pulses since the last reset (a frame's stall as a user would see it). */
    private static final class PulseGaps extends AnimationTimer {
        private final AtomicLong longest = new AtomicLong();
        private long last;

        @Override
        public void handle(long now) {
            if (last != 0) {
                longest.accumulateAndGet(now - last, Math::max);
            }
            last = now;
        }

        void reset() {
            longest.set(0);
        }

        long longest() {
            return longest.get();
        }
    }
}
