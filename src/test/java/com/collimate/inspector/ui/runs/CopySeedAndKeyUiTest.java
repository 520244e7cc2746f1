package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.LightStage;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.scene.control.TableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Copy Seed and Copy Key gather the seeds or keys of the selected runs in the background (100,000 rows are as many
 * summaries), so the clipboard and the notice change only once that is done. The background here runs only when the
 * test lets it.
 */
@ExtendWith(ApplicationExtension.class)
class CopySeedAndKeyUiTest {
    private final Deque<Runnable> background = new ConcurrentLinkedDeque<>();
    private final RunsViewModel viewModel = new RunsViewModel(Runnable::run, background::add, Throttle.NONE);
    private final List<String> notices = new CopyOnWriteArrayList<>();
    private RunsView view;
    /** The runs from this index on cannot be read (below the rows the table shows, so only a copy reads them). */
    private volatile int unreadableFrom = Integer.MAX_VALUE;

    @Start
    void start(Stage stage) {
        view = new RunsView(viewModel, new ColumnLayout(Map.of(), List.of()));
        view.onNotice(notices::add);
        LightStage.show(stage, view.root(), 1200, 500);
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    /** Copy Seed (Ctrl+C, the row menu, Edit) and Copy Key (the row menu), as the table's user chooses them. */
    enum Copy {
        SEEDS("seeds", "Seed copied") {
            @Override
            void choose(RunsView view) {
                view.copySelectedSeeds();
            }

            @Override
            String of(int line) {
                return Runs.seedHex(line);
            }
        },
        KEYS("keys", "Key copied") {
            @Override
            void choose(RunsView view) {
                view.table().getContextMenu().getItems().stream()
                        .filter(item -> "copyKeyMenuItem".equals(item.getId())).findFirst().orElseThrow().fire();
            }

            @Override
            String of(int line) {
                return "run-" + line;
            }
        };

        private final String plural;
        private final String one;

        Copy(String plural, String one) {
            this.plural = plural;
            this.one = one;
        }

        abstract void choose(RunsView view);

        /** What it copies of the run on {@code line} of the "run" log. */
        abstract String of(int line);

        String lines(int firstLine, int lastLine) {
            return IntStream.rangeClosed(firstLine, lastLine).mapToObj(this::of).collect(Collectors.joining("\n"));
        }
    }

    @ParameterizedTest
    @EnumSource(Copy.class)
    void theClipboardAndTheNoticeWaitForTheTextGatheredInTheBackground(Copy copy, FxRobot robot) {
        TableView<Integer> table = tableOf(robot, "run", 5_000);
        robot.interact(() -> {
            table.getSelectionModel().selectAll();
            copy.choose(view);
        });

        assertThat(clipboard(robot)).as("not on the FX thread").isEqualTo("kept");
        assertThat(notices).isEmpty();

        runBackground(robot, false);

        assertThat(clipboard(robot)).isEqualTo(copy.lines(1, 5_000));
        assertThat(notices).containsExactly("5,000 " + copy.plural + " copied");
    }

    /** The seeds are those of the runs selected when Copy Seed was chosen, whatever the table shows since. */
    @Test
    void aReloadBeforeTheSeedsAreGatheredCopiesTheRunsThatWereSelected(FxRobot robot) {
        TableView<Integer> table = tableOf(robot, "run", 50);
        robot.interact(() -> {
            table.getSelectionModel().selectRange(10, 20);
            view.copySelectedSeeds();
        });

        tableOf(robot, "reloaded", 3);

        assertThat(clipboard(robot)).isEqualTo(Copy.SEEDS.lines(11, 20));
        assertThat(notices).containsExactly("10 seeds copied");
    }

    /**
     * A worker pool may finish the large copy last: the clipboard must still hold what was copied last, a key as
     * well as a seed.
     */
    @ParameterizedTest
    @EnumSource(Copy.class)
    void aSmallCopyAfterALargeOneIsWhatStaysOnTheClipboard(Copy copy, FxRobot robot) {
        TableView<Integer> table = tableOf(robot, "run", 2_000);
        robot.interact(() -> {
            table.getSelectionModel().selectAll();
            view.copySelectedSeeds();
            table.getSelectionModel().clearAndSelect(6);
            copy.choose(view);
        });

        runBackground(robot, true);

        assertThat(clipboard(robot)).isEqualTo(copy.of(7));
        assertThat(notices).last().isEqualTo(copy.one);
    }

    /** A run whose summary cannot be read (an I/O error) is said in the notice, and the next copy works. */
    @ParameterizedTest
    @EnumSource(Copy.class)
    void aCopyThatCannotReadARunSaysWhyAndTheNextCopyWorks(Copy copy, FxRobot robot) {
        TableView<Integer> table = tableOf(robot, "run", 50);
        robot.interact(() -> {
            table.getSelectionModel().selectAll();
            unreadableFrom = 40;
            copy.choose(view);
        });
        runBackground(robot, false);

        assertThat(clipboard(robot)).isEqualTo("kept");
        assertThat(notices).containsExactly(
                "Could not copy the " + copy.plural + ": run.jsonl: run 41 could not be read");

        robot.interact(() -> {
            table.getSelectionModel().clearSelection();
            table.getSelectionModel().selectRange(2, 5);
            copy.choose(view);
        });
        runBackground(robot, false);

        assertThat(clipboard(robot)).isEqualTo(copy.lines(3, 5));
        assertThat(notices).last().isEqualTo("3 " + copy.plural + " copied");
    }

    /**
     * A run whose key is empty has none to copy (the log reader makes a blank key "#line", but a log is not bound to): Copy
     * Key says so instead of "Key copied" with nothing copied, as Copy Seed does of a run without a seed.
     */
    @Test
    void copyKeySaysWhichSelectedRunsHaveNoKey(FxRobot robot) {
        TableView<Integer> table = tableOf(robot, "run", 6, line -> line % 3 == 0 ? "" : "run-" + line);

        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(2);
            Copy.KEYS.choose(view);
        });
        runBackground(robot, false);

        assertThat(clipboard(robot)).isEqualTo("kept");
        assertThat(notices).containsExactly("This run has no key: nothing copied");

        robot.interact(() -> {
            table.getSelectionModel().selectRange(0, 4);
            Copy.KEYS.choose(view);
        });
        runBackground(robot, false);

        assertThat(clipboard(robot)).isEqualTo("run-1\nrun-2\nrun-4");
        assertThat(notices).last().isEqualTo("3 keys copied; 1 selected run has no key");

        robot.interact(() -> {
            table.getSelectionModel().clearSelection();
            table.getSelectionModel().selectIndices(2, 5);
            Copy.KEYS.choose(view);
        });
        runBackground(robot, false);

        assertThat(clipboard(robot)).isEqualTo("run-1\nrun-2\nrun-4");
        assertThat(notices).last().isEqualTo("The 2 selected runs have no key: nothing copied");
    }

    /** The table showing {@code count} runs, their seeds {@code Runs.seedHex(line)}; the clipboard holds "kept". */
    private TableView<Integer> tableOf(FxRobot robot, String prefix, int count) {
        return tableOf(robot, prefix, count, line -> prefix + "-" + line);
    }

    /** {@link #tableOf(FxRobot, String, int)}, the run on {@code line} keyed {@code key.apply(line)}. */
    private TableView<Integer> tableOf(FxRobot robot, String prefix, int count, IntFunction<String> key) {
        List<Run> runs = new ArrayList<>();
        for (int line = 1; line <= count; line++) {
            runs.add(Runs.run(line, key.apply(line), "verified", 0L, "g", ""));
        }
        ListRolloutLog log = new ListRolloutLog(Path.of(prefix + ".jsonl"), runs, List.of()) {
            @Override
            public RunSummary summary(int index) {
                if (index >= unreadableFrom) {
                    throw new UncheckedIOException(
                            new IOException(path() + ": run " + (index + 1) + " could not be read"));
                }
                return super.summary(index);
            }
        };
        robot.interact(() -> {
            ClipboardContent kept = new ClipboardContent();
            kept.putString("kept");
            if (notices.isEmpty()) {
                Clipboard.getSystemClipboard().setContent(kept);
            }
            log.publish(viewModel, runs.size());
        });
        runBackground(robot, false);
        return view.table();
    }

    /** Runs the queued background tasks, and those they queue, in order or (as a pool may) the latest first. */
    private void runBackground(FxRobot robot, boolean latestFirst) {
        robot.interact(() -> {
            while (!background.isEmpty()) {
                (latestFirst ? background.pollLast() : background.pollFirst()).run();
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String clipboard(FxRobot robot) {
        String[] text = new String[1];
        robot.interact(() -> text[0] = Clipboard.getSystemClipboard().getString());
        return text[0];
    }
}
