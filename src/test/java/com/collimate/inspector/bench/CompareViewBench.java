package com.collimate.inspector.bench;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.ui.common.Themes;
import com.collimate.inspector.ui.diff.CompareSide;
import com.collimate.inspector.ui.diff.CompareWarmUp;
import com.collimate.inspector.ui.diff.ComparePair;
import com.collimate.inspector.ui.diff.DiffDocument;
import com.collimate.inspector.ui.diff.DiffView;
import com.collimate.inspector.ui.diff.DiffViewModel;
import com.collimate.inspector.ui.testing.Runs;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;

import com.sun.management.OperatingSystemMXBean;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Benchmark of the Compare view on big outputs, in the real view (headless Monocle unless a display is set):
 * the time from asking for the comparison until both areas have their documents and laid out once, the longest
 * gap between FX pulses meanwhile (the stall a user would feel), then the slowest and mean of 200 random jumps across the document and of 200 wheel-like
 * 3-line scroll steps (scroll + CSS + layout on the FX thread, i.e. the work of one pulse); after the second open,
 * the longest FX pulse gaps of far jumps made as a user makes them ({@link FarJumps}).
 * Opens with masks on, off, then on again (the first open in a JVM includes compiling the code).
 * With a WARM_UP ("app" or LINESxROUNDS) the app's compare warm-up runs to its end before the first open.
 * Usage: CompareViewBench LINES CHANGED_EVERY [TIMESTAMPS_DIFFER=false] [WARM_UP=none]
 */
public final class CompareViewBench {
    private static final int JUMPS = 200;

    private CompareViewBench() {
    }

    public static void main(String[] args) throws Exception {
        try {
            run(args);
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(1); // else the FX thread keeps the JVM, and the bench lock, forever
        }
    }

    private static void run(String[] args) throws Exception {
        int lines = Integer.parseInt(args[0]);
        int changedEvery = Integer.parseInt(args[1]);
        boolean timestampsDiffer = args.length > 2 && Boolean.parseBoolean(args[2]);
        String warmUp = args.length > 3 ? args[3] : "none";
        if (System.getenv("DISPLAY") == null) {
            System.setProperty("glass.platform", "Monocle");
            System.setProperty("monocle.platform", "Headless");
            System.setProperty("prism.order", "sw");
        }
        String left = text(lines, changedEvery, 0, false);
        String right = text(lines, changedEvery, 1, timestampsDiffer);
        System.out.printf(Locale.ROOT, "%,d lines per side (%.1f MB), a content change every %,d lines, "
                + "timestamps %s%n", lines, left.length() / 1e6, changedEvery,
                timestampsDiffer ? "differ on every line" : "equal");
        CompletableFuture<Void> started = new CompletableFuture<>();
        Platform.startup(() -> started.complete(null));
        started.get();
        ExecutorService background = Executors.newCachedThreadPool();
        CompletableFuture<Stage> themed = new CompletableFuture<>();
        Platform.runLater(() -> {
            // The app's main window, shown and themed (the AtlantaFX stylesheet parsed once) before any compare;
            // the Compare window takes its stylesheets.
            Stage main = new Stage();
            main.setScene(new Scene(new Label("main window"), 400, 300));
            Themes.apply(Settings.Theme.LIGHT, main.getScene());
            main.show();
            themed.complete(main);
        });
        Stage mainWindow = themed.get();
        if (!warmUp.equals("none")) {
            warmUp(warmUp);
        }
        measure(left, right, true, "masks on ", mainWindow, background, false);
        measure(left, right, false, "masks off", mainWindow, background, false);
        // The first open in a fresh JVM also pays for compiling the diff and JavaFX code; this one shows an app
        // that has compared before.
        measure(left, right, true, "masks on, second open", mainWindow, background, true);
        background.shutdownNow();
        Platform.exit();
    }

    /** Runs the app's compare warm-up ("app") or one of LINESxROUNDS to its end, as the app does after a load. */
    private static void warmUp(String size) throws Exception {
        CompareWarmUp warmUp;
        if (size.equals("app")) {
            warmUp = CompareWarmUp.forApp();
        } else {
            String[] linesByRounds = size.split("x");
            warmUp = new CompareWarmUp(Integer.parseInt(linesByRounds[0]), Integer.parseInt(linesByRounds[1]));
        }
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long startCpu = os.getProcessCpuTime();
        long start = System.nanoTime();
        warmUp.start();
        CompareWarmUp.Outcome outcome = warmUp.finished().get(600, TimeUnit.SECONDS);
        System.out.printf(Locale.ROOT, "compare warm-up (%s, on its own thread): %s after %d rounds, %,.0f ms, "
                        + "process CPU %,.0f ms%n", size, outcome.status(), outcome.rounds(),
                (System.nanoTime() - start) / 1e6, (os.getProcessCpuTime() - startCpu) / 1e6);
    }

    private static void measure(String left, String right, boolean masks, String label, Stage mainWindow,
                                ExecutorService background, boolean farJumps)
            throws Exception {
        DiffViewModel model = new DiffViewModel(Platform::runLater, background, Masks::builtIn,
                file -> java.util.Optional.of("Not written: a bench saves nothing"));
        CompletableFuture<Long> shown = new CompletableFuture<>();
        CodeArea[] area = new CodeArea[1];
        Parent[] viewRoot = new Parent[1];
        long[] fxNanos = new long[1];
        Platform.runLater(() -> {
            DiffView view = DiffView.openWindow(model, mainWindow, index -> { },
                    (owner, title, name, description, patterns) -> java.util.Optional.empty());
            if (!masks) {
                model.setMasksEnabled(false);
            }
            // The open only: left on, it made every later document (each step of a fold opening) pay a CSS pass
            // over the whole scene the app does not make, a quarter of the FX thread's time while folds opened.
            model.documentProperty().addListener(new ChangeListener<DiffDocument>() {
                @Override
                public void changed(ObservableValue<? extends DiffDocument> obs, DiffDocument old,
                                    DiffDocument document) {
                    obs.removeListener(this);
                    long start = System.nanoTime();
                    Parent root = view.root();
                    viewRoot[0] = root;
                    area[0] = (CodeArea) root.lookup("#diffLeft");
                    root.applyCss();
                    root.layout();
                    fxNanos[0] = System.nanoTime() - start;
                    Platform.runLater(() -> shown.complete(System.nanoTime()));
                }
            });
        });
        long[] longestPulseGap = new long[1];
        javafx.animation.AnimationTimer pulses = new javafx.animation.AnimationTimer() {
            private long last;

            @Override
            public void handle(long now) {
                if (last != 0) {
                    longestPulseGap[0] = Math.max(longestPulseGap[0], now - last);
                }
                last = now;
            }
        };
        Platform.runLater(pulses::start);
        long[] published = new long[1];
        Platform.runLater(() -> model.computingProperty().addListener((obs, was, computing) -> {
            if (!computing) {
                published[0] = System.nanoTime();
            }
        }));
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long startCpu = os.getProcessCpuTime();
        ThreadCpu threadsBefore = ThreadCpu.now();
        long start = System.nanoTime();
        model.load(() -> new ComparePair(new CompareSide("left", 0, 0, left, "", 0L, Runs.inputs("")),
                new CompareSide("right", 1, 0, right, "", 0L, Runs.inputs(""))));
        long end = shown.get(600, TimeUnit.SECONDS);
        long openCpu = os.getProcessCpuTime() - startCpu;
        String openThreads = ThreadCpu.now().since(threadsBefore);
        Platform.runLater(pulses::stop);
        CompletableFuture<String[]> scrolled = new CompletableFuture<>();
        Platform.runLater(() -> {
            Random random = new Random(7);
            int paragraphs = area[0].getParagraphs().size();
            Timings jumps = new Timings();
            for (int i = 0; i < JUMPS; i++) {
                jumps.time(() -> area[0].showParagraphAtTop(random.nextInt(paragraphs)), area[0]);
            }
            area[0].showParagraphAtTop(0);
            Timings steps = new Timings();
            for (int i = 0; i < JUMPS; i++) {
                steps.time(() -> area[0].scrollYBy(3 * 18), area[0]);
            }
            scrolled.complete(new String[] {String.format(Locale.ROOT, "%,d", paragraphs), jumps.summary(),
                    steps.summary()});
        });
        String[] scroll = scrolled.get(120, TimeUnit.SECONDS);
        Runtime runtime = Runtime.getRuntime();
        System.out.printf(Locale.ROOT, "%s: open %,.0f ms (diff + documents off the FX thread %,.0f ms, then FX %,.0f ms; process CPU "
                        + "%,.0f ms; longest FX pulse gap while opening %,.0f ms, of which CSS + first layout %,.0f ms); "
                        + "%s rows; random jump+layout %s; 3-line scroll step+layout %s; heap used %,d MB%n",
                label, (end - start) / 1e6, (published[0] - start) / 1e6, (end - published[0]) / 1e6,
                openCpu / 1e6, longestPulseGap[0] / 1e6, fxNanos[0] / 1e6, scroll[0], scroll[1], scroll[2],
                (runtime.totalMemory() - runtime.freeMemory()) >> 20);
        System.out.println("  while opening: " + openThreads);
        if (farJumps) {
            new FarJumps(model, viewRoot[0]).run();
        }
        Platform.runLater(() -> area[0].getScene().getWindow().hide());
    }

    /** FX-thread times of a series of moves through an area, each with the CSS and layout it causes. */
    private static final class Timings {
        private final List<Long> nanos = new ArrayList<>();

        void time(Runnable move, CodeArea area) {
            long start = System.nanoTime();
            move.run();
            area.getScene().getRoot().applyCss();
            area.getScene().getRoot().layout();
            nanos.add(System.nanoTime() - start);
        }

        /** Worst, 95th percentile, mean, how many over 100 ms and where the worst was in the series. */
        String summary() {
            List<Long> sorted = nanos.stream().sorted().toList();
            long worst = sorted.get(sorted.size() - 1);
            return String.format(Locale.ROOT, "worst %.1f ms (move %d of %d), p95 %.1f ms, mean %.1f ms, over 100 ms: %d",
                    worst / 1e6, nanos.indexOf(worst) + 1, nanos.size(), sorted.get(sorted.size() * 95 / 100) / 1e6,
                    nanos.stream().mapToLong(Long::longValue).average().orElse(0) / 1e6,
                    nanos.stream().filter(spent -> spent > 100_000_000L).count());
        }
    }

    static String text(int lines, int changedEvery, int side, boolean shiftTimestamps) {
        StringBuilder out = new StringBuilder(lines * 48);
        for (int i = 1; i <= lines; i++) {
            out.append(String.format(Locale.ROOT, "2026-11-28T10:%02d:%02d.%03dZ step %d loss ", i / 60 % 60, i % 60,
                    (i * 7 + (shiftTimestamps ? 3 : 0)) % 1000, i));
            out.append(i % changedEvery == 0 && side == 1 ? "0.9999" : "0.1234").append('\n');
        }
        return out.toString();
    }
}
