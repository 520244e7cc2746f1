package com.collimate.inspector.bench;

import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.main.LoadState;
import com.collimate.inspector.ui.main.LogWorkspaceViewModel;
import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.runs.RunColumn;
import com.collimate.inspector.ui.runs.SortKey;
import com.collimate.inspector.ui.testing.LogWriter;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.stage.Stage;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static com.collimate.inspector.bench.FxBench.await;
import static com.collimate.inspector.bench.FxBench.onFx;

/**
 * Opens the bundled sample log (as the app does when started without a file), then a big rollout log through
 * File → Open, in the real main window (headless Monocle, software rendering), and prints: the FX-thread cost of
 * opening a tab, the time to the first rows and to the first frame showing them, load time and rate, FX pulse
 * gaps and FX-thread CPU per frame while loading, scrolling, sorting and searching, and the process RSS.
 * Usage: {@code bench/gui-load.sh [LOG] [MEGABYTES] [sample-used]} — the log is generated when it does not exist;
 * {@code sample-used} selects a run of the sample before the open, so that the big log gets a tab of its own.
 */
public final class GuiLoadBench {
    private static final long STALL_NANOS = 100_000_000L;
    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    private final PulseMonitor pulses = new PulseMonitor();
    private MainViewModel main;
    private Stage stage;

    public static void main(String[] args) throws Exception {
        Path log = Path.of(args.length > 0 ? args[0] : "target/bench/gui-1gb.jsonl");
        long megabytes = args.length > 1 ? Long.parseLong(args[1]) : 1000;
        boolean sampleUsed = args.length > 2 && args[2].equals("sample-used");
        if (!Files.exists(log)) {
            generate(log, megabytes * 1_000_000L);
        }
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("headless.geometry", "1600x1000-32");
        new GuiLoadBench().run(log, sampleUsed);
        System.exit(0);
    }

    /** @param sampleUsed a run of the sample is selected before File → Open: the big log gets a new tab */
    private void run(Path log, boolean sampleUsed) throws Exception {
        FxBench.MainWindow window = FxBench.showMainWindow("gui-bench", shown -> pulses.start());
        onFx(() -> pulses.costs.watch(window.stage().getScene()));
        stage = window.stage();
        main = window.main();
        UiExecutors executors = window.executors();
        long fileBytes = Files.size(log);
        System.out.printf(Locale.ROOT, "log: %s (%.1f MB)%n", log, fileBytes / 1e6);
        OpenTimes sample = openAndTime(null);
        System.out.printf(Locale.ROOT, "sample log as the first tab (the app started without a file, cold JVM): "
                + "open %.0f ms CPU on the FX thread, first rows %.0f ms, first frame with them %.0f ms after open%n",
                sample.openCpuMillis, sample.firstRowsMillis, sample.firstFrameMillis);
        await(() -> workspace().stateProperty().get() != LoadState.LOADING, 60);
        if (sampleUsed) {
            pulses.reset();
            onFx(() -> runTable().getSelectionModel().select(0));
            await(() -> workspace().detail().detailProperty().get() != null, 30);
            Thread.sleep(1000); // the detail's frames settle before the open is timed
            pulses.print("selecting a run of the sample and the second after it");
        }
        LogWorkspaceViewModel sampleTab = workspace();

        pulses.reset();
        long opened = System.nanoTime();
        ThreadCpu cpuBeforeOpen = ThreadCpu.now();
        CompletableFuture.delayedExecutor(1, TimeUnit.SECONDS).execute(() ->
                System.out.println("  CPU in the first second after open (the stalls): " + ThreadCpu.now().since(cpuBeforeOpen)));
        OpenTimes big = openAndTime(log);
        System.out.printf(Locale.ROOT, "then File → Open of the big log: open %.0f ms CPU on the FX thread; "
                + "first rows in the table %.0f ms, first frame with them %.0f ms after open%n",
                big.openCpuMillis, big.firstRowsMillis, big.firstFrameMillis);
        System.out.println("  the big log " + (workspace() == sampleTab ? "took the sample's tab" : "got a new tab")
                + " (" + main.workspaces().size() + " tabs)");
        double[] revealed = new double[1];
        await(() -> {
            onFx(() -> revealed[0] = runTable().getMaxHeight());
            return revealed[0] == Region.USE_COMPUTED_SIZE;
        }, 60);
        System.out.printf(Locale.ROOT, "  the table's first screen of rows all built %.0f ms after open%n",
                (System.nanoTime() - opened) / 1e6);
        await(() -> workspace().stateProperty().get() != LoadState.LOADING, 600);
        long loaded = System.nanoTime();
        await(() -> workspace().runs().totalRunsProperty().get() == workspace().runs().log().size(), 60);
        System.out.printf(Locale.ROOT, "loaded: %s, %,d runs in %.2f s (%.0f MB/s)%n", workspace().stateProperty().get(),
                workspace().runs().totalRunsProperty().get(), (loaded - opened) / 1e9,
                fileBytes / 1e6 / ((loaded - opened) / 1e9));
        pulses.print("while loading");
        System.out.println("  CPU while loading, " + ThreadCpu.now().since(cpuBeforeOpen));
        printMemory("after load");

        pulses.reset();
        onFx(() -> runTable().getSelectionModel().select(0));
        await(() -> workspace().detail().detailProperty().get() != null, 30);
        pulses.settle();
        pulses.print("selecting the first run (the detail's Overview tab)");

        pulses.reset();
        onFx(() -> ((TabPane) stage.getScene().lookup("#detailTabs")).getSelectionModel().select(2));
        pulses.settle();
        pulses.print("then showing its Stdout tab (the first code area of the session filled)");

        pulses.reset();
        int[] nextRun = new int[1];
        onFx(() -> {
            TableView<Integer> table = runTable();
            nextRun[0] = table.getItems().get(1);
            table.getSelectionModel().clearAndSelect(1);
        });
        await(() -> workspace().detail().detailProperty().get() != null
                && workspace().detail().detailProperty().get().runIndex() == nextRun[0], 30);
        pulses.settle();
        pulses.print("then selecting the next run (its Stdout shown)");

        pulses.reset();
        scroll(5);
        pulses.print("while scrolling (5 s, 400 rows per frame)");

        pulses.reset();
        long sortStart = System.nanoTime();
        onFx(() -> workspace().runs().sortBy(List.of(new SortKey(RunColumn.SEED, true))));
        await(() -> rowsSortedBySeed(), 120);
        System.out.printf(Locale.ROOT, "sort by seed: %.0f ms%n", (System.nanoTime() - sortStart) / 1e6);
        pulses.print("while sorting");

        pulses.reset();
        long searchStart = System.nanoTime();
        onFx(() -> workspace().runs().search("needle-in-stdout"));
        await(() -> workspace().runs().searchingProperty().get(), 30);
        await(() -> !workspace().runs().searchingProperty().get(), 900);
        System.out.printf(Locale.ROOT, "full-text search through code/stdout/stderr: %.1f s, %,d rows match%n",
                (System.nanoTime() - searchStart) / 1e9, workspace().runs().shownRuns().size());
        pulses.print("while searching");
        printMemory("at the end");
        onFx(pulses::stop);
        executors.shutdown();
    }

    private record OpenTimes(double openCpuMillis, double firstRowsMillis, double firstFrameMillis) {
    }

    /** Opens {@code log} (null: the bundled sample) in a new tab and waits for the first frame showing its rows. */
    private OpenTimes openAndTime(Path log) throws Exception {
        AtomicLong firstRows = new AtomicLong();
        AtomicLong openCpu = new AtomicLong();
        long opened = System.nanoTime();
        pulses.clearMark();
        Runnable watchRows = () -> workspace().runs().shownRuns().addListener((ListChangeListener<Integer>) change -> {
            if (firstRows.get() == 0 && !change.getList().isEmpty()) {
                firstRows.set(System.nanoTime());
                pulses.markNextFrame();
            }
        });
        onFx(() -> {
            long cpu = THREADS.getCurrentThreadCpuTime();
            if (log == null) {
                // as the app starts without a file; the sample is copied in the background and its tab opens on the
                // FX thread after: its CPU is not counted here
                main.openAtStart(List.of(), Runnable::run);
            } else {
                main.open(log);
                watchRows.run();
            }
            openCpu.set(THREADS.getCurrentThreadCpuTime() - cpu);
        });
        if (log == null) {
            await(() -> workspace() != null, 60);
            onFx(() -> {
                watchRows.run();
                if (firstRows.get() == 0 && !workspace().runs().shownRuns().isEmpty()) {
                    firstRows.set(System.nanoTime());
                    pulses.markNextFrame();
                }
            });
        }
        await(() -> pulses.markedFrame() != 0, 60);
        return new OpenTimes(openCpu.get() / 1e6, (firstRows.get() - opened) / 1e6,
                (pulses.markedFrame() - opened) / 1e6);
    }

    private boolean rowsSortedBySeed() throws Exception {
        String[] firstTwo = new String[2];
        onFx(() -> {
            List<Integer> rows = workspace().runs().shownRuns();
            if (rows.size() > 1 && workspace().runs().sortOrderProperty().get().size() == 1) {
                firstTwo[0] = workspace().runs().summary(rows.get(0)).seed().raw();
                firstTwo[1] = workspace().runs().summary(rows.get(rows.size() - 1)).seed().raw();
            }
        });
        return firstTwo[0] != null && firstTwo[0].compareTo(firstTwo[1]) <= 0;
    }

    /** The runs table of the selected log tab (the other tabs' tables are in the scene too). */
    @SuppressWarnings("unchecked")
    private TableView<Integer> runTable() {
        TabPane logTabs = (TabPane) stage.getScene().lookup("#logTabs");
        return (TableView<Integer>) logTabs.getSelectionModel().getSelectedItem().getContent().lookup("#runTable");
    }

    private LogWorkspaceViewModel workspace() {
        return main.activeProperty().get();
    }

    private void scroll(int seconds) throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        onFx(() -> {
            TableView<Integer> table = runTable();
            long end = System.nanoTime() + seconds * 1_000_000_000L;
            new AnimationTimer() {
                private int row;

                @Override
                public void handle(long now) {
                    row = (row + 400) % Math.max(1, table.getItems().size());
                    table.scrollTo(row);
                    if (System.nanoTime() > end) {
                        stop();
                        done.countDown();
                    }
                }
            }.start();
        });
        done.await();
    }

    private static void printMemory(String when) throws IOException {
        List<String> fields = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS") || line.startsWith("VmHWM") || line.startsWith("RssAnon")
                    || line.startsWith("RssFile")) {
                fields.add(line.replaceAll("\\s+", " "));
            }
        }
        Runtime runtime = Runtime.getRuntime();
        System.out.printf(Locale.ROOT, "memory %s: %s; heap used %.0f MB of max %.0f MB%n", when,
                String.join(", ", fields), (runtime.totalMemory() - runtime.freeMemory()) / 1e6, runtime.maxMemory() / 1e6);
    }

    /** Records the gaps between FX pulses (an AnimationTimer keeps pulses coming at the display rate). */
    private static final class PulseMonitor extends AnimationTimer {
        private long last;
        private long max;
        private long stalls;
        private long frames;
        private long lastCpu;
        private long maxCpu;
        private long maxCpuAt;
        private boolean marking;
        private volatile long marked;

        /** Records the end of the next pulse (FX thread): the first frame that renders what just changed. */
        void markNextFrame() {
            marking = true;
        }

        void clearMark() throws Exception {
            onFx(() -> {
                marking = false;
                marked = 0;
            });
        }

        long markedFrame() {
            return marked;
        }

        @Override
        public void handle(long now) {
            if (marking) {
                marking = false;
                Platform.runLater(() -> marked = System.nanoTime());
            }
            long cpu = THREADS.getCurrentThreadCpuTime();
            long renderCpu = rendererCpu();
            String cost = costs.frame();
            if (last != 0) {
                if (cpu - lastCpu > maxCpu) {
                    maxCpu = cpu - lastCpu;
                    maxCpuAt = now;
                }
                long gap = now - last;
                max = Math.max(max, gap);
                if (gap > STALL_NANOS) {
                    stalls++;
                    if (stallList.size() < 10) {
                        stallList.add(String.format(Locale.ROOT, "%.0f ms at %.2f s, %s (CPU: FX %.0f ms, renderer %.0f ms; %s)",
                                gap / 1e6, (now - wallAtReset) / 1e9, LocalTime.now().truncatedTo(ChronoUnit.MILLIS),
                                (cpu - lastCpu) / 1e6, (renderCpu - lastRenderCpu) / 1e6, cost));
                    }
                }
            }
            frames++;
            last = now;
            lastCpu = cpu;
            lastRenderCpu = renderCpu;
        }

        private long cpuAtReset;
        private long wallAtReset;
        private final List<String> stallList = new ArrayList<>();
        private final FrameCosts costs = new FrameCosts();
        private long lastRenderCpu;
        private long rendererId = -1;

        /** CPU time of the thread that renders the frames (software rendering here). */
        private long rendererCpu() {
            if (rendererId < 0) {
                rendererId = Thread.getAllStackTraces().keySet().stream()
                        .filter(thread -> thread.getName().startsWith("QuantumRenderer")).mapToLong(Thread::getId)
                        .findFirst().orElse(0);
            }
            return rendererId == 0 ? 0 : THREADS.getThreadCpuTime(rendererId);
        }

        /** Waits until two more pulses have started, so the last change has been through a whole pulse. */
        void settle() throws Exception {
            long[] target = new long[1];
            onFx(() -> target[0] = frames + 2);
            await(() -> {
                long[] now = new long[1];
                onFx(() -> now[0] = frames);
                return now[0] >= target[0];
            }, 30);
        }

        void reset() throws Exception {
            onFx(() -> {
                cpuAtReset = THREADS.getCurrentThreadCpuTime();
                wallAtReset = System.nanoTime();
                last = 0;
                max = 0;
                maxCpu = 0;
                stalls = 0;
                stallList.clear();
                frames = 0;
            });
        }

        void print(String phase) throws Exception {
            onFx(() -> System.out.printf(Locale.ROOT,
                    "FX pulses %s: %,d frames, longest gap %.0f ms, gaps over 100 ms: %d%s; most FX-thread CPU between two "
                    + "frames %.0f ms (%.1f s in), %.1f ms a frame on average; FX thread busy %.0f%% (CPU)%n",
                    phase, frames, max / 1e6, stalls, stallList.isEmpty() ? "" : " (" + String.join(", ", stallList) + ")",
                    maxCpu / 1e6, (maxCpuAt - wallAtReset) / 1e9,
                    (THREADS.getCurrentThreadCpuTime() - cpuAtReset) / 1e6 / Math.max(1, frames),
                    100.0 * (THREADS.getCurrentThreadCpuTime() - cpuAtReset) / Math.max(1, System.nanoTime() - wallAtReset)));
        }
    }

    /** Writes a JSON Lines log of about {@code bytes}: ~3.8 KB records with code, coloured stdout and seeds. */
    static void generate(Path file, long bytes) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Random random = new Random(42);
        String code = "import random\nfrom solution import solve\n" + "# padding so records are realistic\n".repeat(12)
                + "print(solve([random.randint(0, 99) for _ in range(100)]))\n";
        long written = 0;
        int run = 0;
        System.out.printf(Locale.ROOT, "generating %s (%.0f MB)...%n", file, bytes / 1e6);
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            while (written < bytes) {
                StringBuilder stdout = new StringBuilder();
                for (int k = 0; k < 40; k++) {
                    stdout.append("\u001b[32mPASSED\u001b[0m tests/test_case.py::test_").append(k).append(" draw=")
                            .append(random.nextDouble()).append('\n');
                }
                if (run % 50_000 == 7) {
                    stdout.append("needle-in-stdout\n");
                }
                String seed = String.format("%016x%016x%016x%016x", random.nextLong(), random.nextLong(),
                        random.nextLong(), random.nextLong());
                String ack = run % 29 == 7 ? "(mismatch)" : run % 13 == 5 ? "off" : run % 41 == 3 ? "no-ack" : "verified";
                String line = new LogWriter().run("rollout-" + run, "grpo-" + run / 16, run % 16, "python", code, seed,
                        ack, run % 11 == 0 ? 1 : 0, stdout.toString(), "", random.nextDouble(), random.nextInt(5000))
                        .line(0);
                out.write(line);
                out.write('\n');
                written += line.length() + 1;
                run++;
            }
        }
        System.out.printf(Locale.ROOT, "generated %,d runs%n", run);
    }
}
