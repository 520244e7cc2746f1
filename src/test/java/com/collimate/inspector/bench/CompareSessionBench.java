package com.collimate.inspector.bench;

import com.collimate.inspector.ui.diff.CompareWarmUp;
import com.collimate.inspector.ui.main.LoadState;
import com.collimate.inspector.ui.main.MainViewModel;
import com.collimate.inspector.ui.testing.LogWriter;
import com.collimate.inspector.ui.testing.Runs;
import com.sun.management.OperatingSystemMXBean;
import javafx.animation.AnimationTimer;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.fxmisc.richtext.CodeArea;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

import static com.collimate.inspector.bench.FxBench.await;
import static com.collimate.inspector.bench.FxBench.onFx;

/**
 * The first compare of a session as a user gets there: the real main window opens a log of two runs whose stdouts
 * are N-line outputs a change every K lines apart, the first run is selected and its Stdout tab shown, then (mode
 * {@code read}) the user reads until the app's compare warm-up has run, or (mode {@code quick}) compares at once;
 * both runs are selected and Compare pressed. Prints the time from the press to the first frame showing the diff,
 * the longest FX pulse gap meanwhile, and the CPU of every thread (JIT compilers and GC included); then when every
 * row is built and shown (the progress indicator gone) and the longest FX pulse gap after the first frame until then
 * and for {@value #FRAMES_AFTER} frames more.
 * Mode {@code click} is {@code quick} with Compare pressed by a mouse press through the main window, as a user's
 * click (the app's warm-up, if it started, gives way at once), not only fired.
 * Usage: {@code bench/compare-session.sh [LINES=1000000] [CHANGED_EVERY=100] [read|quick|click]}.
 */
public final class CompareSessionBench {
    private static final int MIN_PARAGRAPHS = 100;
    private static final int FRAMES_AFTER = 30;

    private MainViewModel main;
    private Stage stage;

    public static void main(String[] args) throws Exception {
        int lines = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int changedEvery = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        String mode = args.length < 3 ? "read" : args[2];
        boolean read = mode.equals("read");
        boolean click = mode.equals("click");
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("headless.geometry", "1600x1000-32");
        Path log = Path.of("target/bench/compare-session-" + lines + "-" + changedEvery + ".jsonl");
        if (!Files.exists(log)) {
            Files.createDirectories(log.getParent());
            new LogWriter()
                    .run("left", "g", 1, "python", "print()", Runs.seedHex(1), "verified", 0,
                            CompareViewBench.text(lines, changedEvery, 0, false), "", 0, 1)
                    .run("right", "g", 1, "python", "print()", Runs.seedHex(1), "verified", 0,
                            CompareViewBench.text(lines, changedEvery, 1, false), "", 0, 1)
                    .writeTo(log);
        }
        try {
            new CompareSessionBench().run(log, read, click);
        } catch (IllegalStateException e) {
            // the FX thread would keep the JVM alive: a wait that timed out hung the bench instead of ending it
            System.err.println("compare-session bench stopped: " + e.getMessage());
            System.exit(1);
        }
        System.exit(0);
    }

    private void run(Path log, boolean read, boolean click) throws Exception {
        WarmUpWatch warmUps = WarmUpWatch.start();
        FxBench.MainWindow window = FxBench.showMainWindow("compare-session-bench", shown -> shown.open(log));
        stage = window.stage();
        main = window.main();
        await(() -> main.activeProperty().get() != null
                && main.activeProperty().get().stateProperty().get() == LoadState.LOADED, 120);
        System.out.printf(Locale.ROOT, "log loaded at JVM uptime %.2f s%n", uptimeSeconds());
        onFx(() -> {
            table().getSelectionModel().clearAndSelect(0);
            TabPane detail = (TabPane) stage.getScene().lookup("#detailTabs");
            detail.getSelectionModel().select(detail.getTabs().stream()
                    .filter(tab -> "stdoutTab".equals(tab.getId())).findFirst().orElseThrow());
        });
        await(() -> paragraphs((CodeArea) stage.getScene().lookup("#stdoutArea")) >= MIN_PARAGRAPHS, 120);
        System.out.printf(Locale.ROOT, "%s: loaded, first run's stdout shown (%,d bytes; JVM up %.2f s)%n", log,
                Files.size(log), uptimeSeconds());
        if (read) {
            long reading = System.nanoTime();
            await(warmUps::anySeen, 60, "the app's compare warm-up did not start within 60 s");
            await(() -> !warmUpThreadAlive(), 120, "the app's compare warm-up did not end within 120 s");
            System.out.printf(Locale.ROOT, "read for %.1f s: the app's compare warm-up started and ended%n",
                    (System.nanoTime() - reading) / 1e9);
        }
        compare(click, warmUps);
        window.executors().shutdown();
    }

    /**
     * @param warmUps when the app's compare warm-ups ran, printed before the press
     * @param click whether Compare is pressed as a user's click is, a mouse press going through the main window first
     *              (the app's compare warm-up gives way to it), or only fired
     */
    private void compare(boolean click, WarmUpWatch warmUps) throws Exception {
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        AtomicLong shownAt = new AtomicLong();
        AtomicLong longestGap = new AtomicLong();
        AtomicLong allBuiltAt = new AtomicLong();
        AtomicLong longestGapAfter = new AtomicLong();
        AtomicLong measuredAfter = new AtomicLong();
        AnimationTimer frames = new AnimationTimer() {
            private long last;
            private boolean documentLaidOut;
            private Node progress;
            private int framesAfter;

            @Override
            public void handle(long now) {
                if (last != 0) {
                    (shownAt.get() == 0 ? longestGap : longestGapAfter).accumulateAndGet(now - last, Math::max);
                }
                last = now;
                if (shownAt.get() != 0) {
                    if (allBuiltAt.get() == 0 && !progress.isVisible()) {
                        allBuiltAt.set(System.nanoTime());
                    }
                    if (allBuiltAt.get() != 0 && ++framesAfter > FRAMES_AFTER) {
                        measuredAfter.set(1);
                        stop();
                    }
                } else if (documentLaidOut) {
                    shownAt.set(System.nanoTime());
                    progress = diffLeft().getScene().lookup("#diffProgress");
                } else {
                    documentLaidOut = paragraphs(diffLeft()) >= MIN_PARAGRAPHS;
                }
            }
        };
        // the user selects the second run first, and the detail shows it, before pressing Compare
        onFx(() -> table().getSelectionModel().selectIndices(0, 1));
        await(() -> runTitle().startsWith("right"), 120);
        await(() -> paragraphs((CodeArea) stage.getScene().lookup("#stdoutArea")) >= MIN_PARAGRAPHS, 120);
        System.out.println(warmUps.report());
        ThreadCpu threadsBefore = ThreadCpu.now();
        long cpuBefore = os.getProcessCpuTime();
        long pressed = System.nanoTime();
        System.out.printf(Locale.ROOT, "Compare pressed at %s (JVM up %.2f s, JIT compile time so far %,d ms)%n",
                java.time.LocalTime.now(), uptimeSeconds(), ManagementFactory.getCompilationMXBean().getTotalCompilationTime());
        onFx(() -> {
            frames.start();
            Button compareButton = (Button) stage.getScene().lookup("#compareButton");
            if (click) {
                Event.fireEvent(compareButton, new MouseEvent(MouseEvent.MOUSE_PRESSED, 5, 5, 5, 5,
                        MouseButton.PRIMARY, 1, false, false, false, false, true, false, false, true, false, true,
                        null));
            }
            compareButton.fire();
        });
        await(() -> shownAt.get() != 0, 120);
        System.out.printf(Locale.ROOT, "Compare pressed → first frame showing the diff: %,.0f ms (longest FX pulse gap "
                        + "%,.0f ms; process CPU %,.0f ms)%n  %s%n", (shownAt.get() - pressed) / 1e6,
                longestGap.get() / 1e6, (os.getProcessCpuTime() - cpuBefore) / 1e6,
                ThreadCpu.now().since(threadsBefore));
        await(() -> measuredAfter.get() != 0, 120);
        System.out.printf(Locale.ROOT, "Compare pressed → every row built and shown: %,.0f ms (longest FX pulse gap "
                + "after the first frame %,.0f ms)%n", (allBuiltAt.get() - pressed) / 1e6, longestGapAfter.get() / 1e6);
    }

    @SuppressWarnings("unchecked")
    private TableView<Integer> table() {
        return (TableView<Integer>) stage.getScene().lookup("#runTable");
    }

    private String runTitle() throws Exception {
        String[] title = new String[1];
        onFx(() -> title[0] = ((javafx.scene.control.Label) stage.getScene().lookup("#runTitle")).getText());
        return title[0] == null ? "" : title[0];
    }

    /**
     * The Compare window's left area, once one is open. The main window is not searched: looking through its whole
     * scene graph on every frame took a second of FX-thread time during the measured compare.
     */
    private CodeArea diffLeft() {
        for (Window window : Window.getWindows()) {
            Node area = window == stage || window.getScene() == null ? null : window.getScene().lookup("#diffLeft");
            if (area instanceof CodeArea codeArea) {
                return codeArea;
            }
        }
        return null;
    }

    private static int paragraphs(CodeArea area) {
        return area == null ? 0 : area.getParagraphs().size();
    }

    private static double uptimeSeconds() {
        return ManagementFactory.getRuntimeMXBean().getUptime() / 1e3;
    }

    private static boolean warmUpThreadAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(thread -> thread.getName().equals(CompareWarmUp.THREAD_NAME) && thread.isAlive());
    }
}
