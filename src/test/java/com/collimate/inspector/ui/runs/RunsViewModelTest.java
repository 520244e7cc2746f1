package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunStatistics;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.collections.ListChangeListener;
import javafx.collections.MapChangeListener;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RunsViewModelTest {
    private final List<Run> runs = List.of(
            Runs.run(1, "alpha", "verified", 0L, "g1", "hello world"),
            Runs.run(2, "beta", "no-ack", 1L, "g1", "needle in stdout"),
            Runs.run(3, "gamma", "off", 0L, "g2", ""),
            Runs.run(4, "delta", "(mismatch)", null, "g2", "x"),
            Runs.run(5, "epsilon", null, 2L, null, "y"));
    private ListRolloutLog log;
    private RunsViewModel viewModel;

    @BeforeEach
    void setUp() {
        log = new ListRolloutLog(Path.of("t.jsonl"), runs, List.of());
        viewModel = indexed(log, runs.size());
    }

    private static RunsViewModel indexed(ListRolloutLog log, int runs) {
        RunsViewModel indexed = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
        log.publish(indexed, runs);
        return indexed;
    }

    /** Rows that come back within the sort's own call (direct executors) end it too; it was shown for ever. */
    @Test
    void aSortAnsweredAtOnceIsNotShownUnderWay() {
        viewModel.sortBy(List.of(new SortKey(RunColumn.KEY, true)));

        assertThat(viewModel.shownRuns()).as("sorted already").containsExactly(0, 1, 3, 4, 2);
        assertThat(viewModel.sortingProperty().get()).isFalse();
    }

    @Test
    void exitCodesBeyondThe32BitRangeFilterSortAndCountExactly() {
        List<Run> crashes = List.of(
                Runs.run(1, "crash", "verified", 3221225477L, "g", ""),
                Runs.run(2, "minimum", "verified", (long) Integer.MIN_VALUE, "g", ""),
                Runs.run(3, "ok", "verified", 0L, "g", ""),
                Runs.run(4, "none", "verified", null, "g", ""),
                Runs.run(5, "largest", "verified", Long.MAX_VALUE, "g", ""),
                Runs.run(6, "crash-again", "verified", 3221225477L, "g", ""));
        RunsViewModel vm = indexed(new ListRolloutLog(Path.of("c.jsonl"), crashes, List.of()), crashes.size());

        RunStatistics stats = vm.statisticsProperty().get();
        assertThat(stats.perExitCode()).containsExactly(Map.entry((long) Integer.MIN_VALUE, 1), Map.entry(0L, 1),
                Map.entry(3221225477L, 2), Map.entry(Long.MAX_VALUE, 1));
        assertThat(stats.missingExitCode()).isEqualTo(1);
        assertThat(stats.nonZeroExits()).isEqualTo(4);
        vm.setExitFilter(ExitFilter.ZERO);
        assertThat(vm.shownRuns()).containsExactly(2);
        vm.setExitFilter(ExitFilter.NON_ZERO);
        assertThat(vm.shownRuns()).as("a run without an exit code is not a non-zero one").containsExactly(0, 1, 4, 5);
        vm.setExitFilter(ExitFilter.MISSING);
        assertThat(vm.shownRuns()).containsExactly(3);
        vm.setExitFilter(ExitFilter.ANY);
        vm.sortBy(List.of(new SortKey(RunColumn.EXIT_CODE, true)));
        assertThat(vm.shownRuns()).containsExactly(1, 2, 0, 5, 4, 3);
    }

    @Test
    void showsEveryRunInFileOrderWithCounts() {
        assertThat(viewModel.shownRuns()).containsExactly(0, 1, 2, 3, 4);
        assertThat(viewModel.totalRunsProperty().get()).isEqualTo(5);
        RunStatistics stats = viewModel.statisticsProperty().get();
        assertThat(stats.count(SeedAck.VERIFIED)).isEqualTo(1);
        assertThat(stats.count(SeedAck.MISMATCH)).isEqualTo(1);
        assertThat(stats.count(SeedAck.MISSING)).isEqualTo(1);
        assertThat(stats.nonZeroExits()).isEqualTo(2);
        assertThat(stats.missingExitCode()).isEqualTo(1);
        assertThat(stats.perGroup()).containsEntry("g1", 2).containsEntry("g2", 2);
    }

    @Test
    void progressiveIndexingAppendsRows() {
        ListRolloutLog growing = new ListRolloutLog(Path.of("g.jsonl"), runs, List.of());
        RunsViewModel vm = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
        growing.publish(vm, 2);
        assertThat(vm.shownRuns()).containsExactly(0, 1);
        growing.publish(vm, 5);
        assertThat(vm.shownRuns()).containsExactly(0, 1, 2, 3, 4);
        assertThat(vm.statisticsProperty().get().total()).isEqualTo(5);
    }

    @Test
    void sortedRowsAreSentAgainOnlyAfterGrowingAnEighthWhileLoading() {
        List<Run> many = new java.util.ArrayList<>();
        for (int i = 0; i < 300; i++) {
            many.add(Runs.run(i + 1, String.format("k%03d", 299 - i), "verified", (long) (i % 2), "g", ""));
        }
        ListRolloutLog big = new ListRolloutLog(Path.of("big.jsonl"), many, List.of());
        RunsViewModel vm = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
        vm.sortBy(List.of(new SortKey(RunColumn.KEY, true)));
        int[] replaced = new int[1];
        vm.shownRuns().addListener((javafx.collections.ListChangeListener<Integer>) change -> replaced[0]++);

        vm.runsIndexed(big, 160, true);
        assertThat(vm.shownRuns()).hasSize(160).first().isEqualTo(159);
        vm.runsIndexed(big, 170, true);
        vm.runsIndexed(big, 179, true);
        assertThat(vm.shownRuns()).as("fewer than 160/8 new runs: the sorted rows wait").hasSize(160);
        assertThat(vm.statisticsProperty().get().total()).as("the counts do not").isEqualTo(179);
        assertThat(vm.totalRunsProperty().get()).isEqualTo(160);
        vm.runsIndexed(big, 180, true);
        assertThat(vm.shownRuns()).hasSize(180).first().isEqualTo(179);
        vm.runsIndexed(big, 190, false);
        assertThat(vm.shownRuns()).as("the load is over: every row").hasSize(190).first().isEqualTo(189);
        assertThat(vm.totalRunsProperty().get()).isEqualTo(190);
        assertThat(replaced[0]).isEqualTo(3);
    }

    /** The column fit refits a load's last count when it ends: the end must reach the table, sorted or not. */
    @Test
    void moreRunsComingUntilTheLoadEndsEvenWhenItsEndBringsNoRuns() {
        ListRolloutLog growing = new ListRolloutLog(Path.of("g.jsonl"), runs, List.of());
        RunsViewModel unsorted = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
        unsorted.runsIndexed(growing, 5, true);
        assertThat(unsorted.moreRunsComingProperty().get()).isTrue();
        unsorted.runsIndexed(growing, 5, false);
        assertThat(unsorted.moreRunsComingProperty().get()).as("ended with no runs more").isFalse();

        RunsViewModel sorted = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
        sorted.sortBy(List.of(new SortKey(RunColumn.KEY, true)));
        sorted.setExitFilter(ExitFilter.ZERO);
        sorted.runsIndexed(growing, 4, true);
        sorted.runsIndexed(growing, 4, true);
        assertThat(sorted.moreRunsComingProperty().get()).isTrue();
        sorted.runsIndexed(growing, 4, false);
        assertThat(sorted.moreRunsComingProperty().get()).as("sorted, filtered, ended with no runs more").isFalse();
        sorted.reset();
        sorted.runsIndexed(growing, 5, true);
        assertThat(sorted.moreRunsComingProperty().get()).as("reloaded: loading again").isTrue();
    }

    @Test
    void unsortedRowsArriveWithEveryBatchWhileLoading() {
        ListRolloutLog growing = new ListRolloutLog(Path.of("g.jsonl"), runs, List.of());
        RunsViewModel vm = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
        vm.runsIndexed(growing, 4, true);
        vm.runsIndexed(growing, 5, true);
        assertThat(vm.shownRuns()).containsExactly(0, 1, 2, 3, 4);
    }

    @Test
    void theChipsCountTheRunsTheSearchAndGroupLeaveWhateverTheChipsHide() {
        assertThat(chipTexts(viewModel)).as("the whole log").containsExactly("verified 1", "no-ack 1", "off 1",
                "mismatch 1", "missing 1", "all 5", "0 2", "≠ 0 2", "missing 1");

        viewModel.search("needle"); // in beta's stdout: found by the text search
        assertThat(chipTexts(viewModel)).containsExactly("verified 0", "no-ack 1", "off 0", "mismatch 0",
                "missing 0", "all 1", "0 0", "≠ 0 1", "missing 0");
        viewModel.search("");
        viewModel.setGroupFilter("g2");
        viewModel.setAckShown(SeedAck.OFF, false);
        viewModel.setExitFilter(ExitFilter.ZERO);
        assertThat(viewModel.shownRuns()).isEmpty();
        assertThat(chipTexts(viewModel)).as("what choosing a chip would show").containsExactly("verified 0",
                "no-ack 0", "off 1", "mismatch 1", "missing 0", "all 2", "0 1", "≠ 0 0", "missing 1");
    }

    @Test
    void theChipsCountRunsIndexedWhileSortedRowsWait() {
        List<Run> many = new java.util.ArrayList<>();
        for (int i = 0; i < 200; i++) {
            many.add(Runs.run(i + 1, "k" + i, i % 2 == 0 ? "verified" : "off", 0L, i < 100 ? "early" : "late", ""));
        }
        ListRolloutLog big = new ListRolloutLog(Path.of("big.jsonl"), many, List.of());
        RunsViewModel vm = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
        vm.sortBy(List.of(new SortKey(RunColumn.KEY, true)));
        vm.setGroupFilter("late");

        vm.runsIndexed(big, 160, true);
        vm.runsIndexed(big, 170, true);
        assertThat(vm.shownRuns()).as("fewer than 160/8 new runs: the sorted rows wait").hasSize(60);
        assertThat(chipTexts(vm)).startsWith("verified 35", "no-ack 0", "off 35");
        vm.runsIndexed(big, 200, false);
        assertThat(vm.shownRuns()).hasSize(100);
        assertThat(chipTexts(vm)).startsWith("verified 50", "no-ack 0", "off 50");
    }

    @Test
    void theVerdictChipsCountTheRunsTheSearchAndGroupLeaveAsTheOthersDo() {
        viewModel.putVerdicts(Map.of(0, badge("reproduced"), 1, badge("diverged"), 2, badge("reproduced")));
        assertThat(verdictChipTexts(viewModel)).as("the whole log")
                .containsExactly("reproduced 2", "diverged 1", "not replayed 2");

        viewModel.setGroupFilter("g1");
        assertThat(verdictChipTexts(viewModel)).containsExactly("reproduced 1", "diverged 1", "not replayed 0");
        viewModel.search("needle"); // beta's stdout, in g1
        assertThat(verdictChipTexts(viewModel)).containsExactly("reproduced 0", "diverged 1", "not replayed 0");
        viewModel.setVerdictShown("diverged", false);
        assertThat(viewModel.shownRuns()).isEmpty();
        assertThat(verdictChipTexts(viewModel)).as("what choosing a chip would show")
                .containsExactly("reproduced 0", "diverged 1", "not replayed 0");
    }

    @Test
    void verdictsLandingUnderAFilterMoveTheRunsBetweenTheVerdictChips() {
        viewModel.setGroupFilter("g2");
        viewModel.setVerdictShown("diverged", false);
        assertThat(verdictChipTexts(viewModel)).containsExactly("reproduced 0", "diverged 0", "not replayed 2");

        viewModel.putVerdicts(Map.of(2, badge("reproduced")));
        assertThat(verdictChipTexts(viewModel)).containsExactly("reproduced 1", "diverged 0", "not replayed 1");
        viewModel.putVerdicts(Map.of(2, badge("diverged"), 0, badge("diverged")));
        assertThat(verdictChipTexts(viewModel)).as("run 0 is in g1: not counted")
                .containsExactly("reproduced 0", "diverged 1", "not replayed 1");
        assertThat(viewModel.shownRuns()).as("a run given a hidden verdict is hidden at once").containsExactly(3);

        viewModel.setGroupFilter(null);
        assertThat(verdictChipTexts(viewModel)).containsExactly("reproduced 0", "diverged 2", "not replayed 3");
    }

    /**
     * Hidden or sorted verdicts: a burst of them picks the rows once, however the FX thread's and the rows worker's
     * turns interleave (the worker caught up before the FX thread's next turn asked for the rows a second time).
     */
    @Test
    void aBurstOfVerdictsPicksTheRowsOnceWhenVerdictsAreHiddenOrSorted() {
        for (boolean sorted : new boolean[] {false, true}) {
            Queue<Runnable> fx = new ArrayDeque<>();
            Queue<Runnable> background = new ArrayDeque<>();
            RunsViewModel vm = new RunsViewModel(fx::add, background::add, Throttle.NONE);
            vm.runsIndexed(log, runs.size());
            if (sorted) {
                vm.sortBy(List.of(new SortKey(RunColumn.VERDICT, true)));
            } else {
                vm.setVerdictShown("diverged", false);
            }
            runAll(background, fx);
            int[] passes = new int[1];
            vm.shownRuns().addListener((ListChangeListener<Integer>) change -> passes[0]++);

            vm.putVerdicts(Map.of(1, badge("diverged"), 3, badge("a-reproduced")));
            vm.putVerdicts(Map.of(4, badge("diverged")));
            runAll(background);
            runAll(fx);
            runAll(background, fx);

            assertThat(passes[0]).as(sorted ? "sorted" : "hidden").isEqualTo(1);
            assertThat(vm.shownRuns()).as(sorted ? "sorted" : "hidden")
                    .containsExactlyElementsOf(sorted ? List.of(3, 1, 4, 0, 2) : List.of(0, 2, 3));
        }
    }

    /** Runs the tasks of {@code first}, then those of {@code then}, until both are empty. */
    private static void runAll(Queue<Runnable> first, Queue<Runnable> then) {
        while (!first.isEmpty() || !then.isEmpty()) {
            runAll(first);
            runAll(then);
        }
    }

    @Test
    void verdictsGivenBeforeTheRunsAreIndexedAreCountedAndResetDropsThem() {
        RunsViewModel fresh = new RunsViewModel(Runnable::run, Runnable::run, Throttle.NONE);
        fresh.putVerdicts(Map.of(4, badge("reproduced")));
        log.publish(fresh, runs.size());
        assertThat(verdictChipTexts(fresh)).containsExactly("reproduced 1", "diverged 0", "not replayed 4");

        fresh.reset();
        log.publish(fresh, runs.size());
        assertThat(verdictChipTexts(fresh)).containsExactly("reproduced 0", "diverged 0", "not replayed 5");
    }

    private static List<String> verdictChipTexts(RunsViewModel vm) {
        ChipCounts counts = vm.chipCountsProperty().get();
        return List.of("reproduced " + counts.verdicts("reproduced"), "diverged " + counts.verdicts("diverged"),
                RunsViewModel.NOT_REPLAYED + " " + counts.verdicts(RunsViewModel.NOT_REPLAYED));
    }

    /** The chips' counts, seed_ack then exit code, as "label count". */
    private static List<String> chipTexts(RunsViewModel vm) {
        ChipCounts counts = vm.chipCountsProperty().get();
        List<String> texts = new ArrayList<>();
        for (SeedAck ack : SeedAck.values()) {
            texts.add(ack.label() + " " + counts.count(ack));
        }
        texts.add("all " + counts.count(ExitFilter.ANY));
        texts.add("0 " + counts.count(ExitFilter.ZERO));
        texts.add("≠ 0 " + counts.count(ExitFilter.NON_ZERO));
        texts.add("missing " + counts.count(ExitFilter.MISSING));
        return texts;
    }

    @Test
    void ackChipsHideTheirRuns() {
        viewModel.setAckShown(SeedAck.VERIFIED, false);
        viewModel.setAckShown(SeedAck.OFF, false);
        assertThat(viewModel.shownRuns()).containsExactly(1, 3, 4);
        viewModel.setAckShown(SeedAck.OFF, true);
        assertThat(viewModel.shownRuns()).containsExactly(1, 2, 3, 4);
    }

    @Test
    void exitAndGroupFiltersCombine() {
        viewModel.setExitFilter(ExitFilter.NON_ZERO);
        assertThat(viewModel.shownRuns()).containsExactly(1, 4);
        viewModel.setExitFilter(ExitFilter.MISSING);
        assertThat(viewModel.shownRuns()).containsExactly(3);
        viewModel.setGroupFilter("g1");
        assertThat(viewModel.shownRuns()).isEmpty();
        viewModel.clearFilters();
        assertThat(viewModel.shownRuns()).hasSize(5);
    }

    @Test
    void searchMatchesKeySeedPrefixAndOutputText() {
        viewModel.search("GAM");
        assertThat(viewModel.shownRuns()).containsExactly(2);
        viewModel.search(Runs.seedHex(4).substring(0, 12));
        assertThat(viewModel.shownRuns()).containsExactly(3);
        viewModel.search("needle");
        assertThat(viewModel.shownRuns()).containsExactly(1);
        assertThat(viewModel.searchingProperty().get()).isFalse();
        assertThat(viewModel.searchProgressProperty().get()).isEqualTo(1.0);
        viewModel.search("");
        assertThat(viewModel.shownRuns()).hasSize(5);
    }

    @Test
    void rowsAreCurrentOnlyOnceTheRowsOfTheLatestSearchAreShown() {
        java.util.Deque<Runnable> background = new java.util.ArrayDeque<>();
        RunsViewModel vm = indexedWith(background);
        assertThat(vm.rowsCurrent()).isTrue();

        vm.search("gam");
        assertThat(vm.rowsCurrent()).as("the rows of every run are still shown").isFalse();
        assertThat(vm.shownRuns()).hasSize(5);

        boolean[] currentInListener = new boolean[1];
        vm.shownRuns().addListener((javafx.collections.ListChangeListener<Integer>) change ->
                currentInListener[0] = vm.rowsCurrent());
        runAll(background);
        assertThat(vm.shownRuns()).containsExactly(2);
        assertThat(vm.rowsCurrent()).isTrue();
        assertThat(currentInListener[0]).isTrue();
    }

    /** A view model of the log whose background work waits in {@code background} until the test runs it. */
    private RunsViewModel indexedWith(Queue<Runnable> background) {
        RunsViewModel vm = new RunsViewModel(Runnable::run, background::add, Throttle.NONE);
        vm.runsIndexed(log, runs.size());
        runAll(background);
        return vm;
    }

    private static void runAll(Queue<Runnable> tasks) {
        while (!tasks.isEmpty()) {
            tasks.poll().run();
        }
    }

    @Test
    void searchStatusCountsEveryMatchAndSaysSoWhenNoneMatch() {
        assertThat(viewModel.searchStatusProperty().get()).isEmpty();
        viewModel.search("no such text anywhere");
        assertThat(viewModel.searchStatusProperty().get()).isEqualTo("no runs match");
        viewModel.search("needle");
        assertThat(viewModel.searchStatusProperty().get()).as("in stdout only").isEqualTo("1 run matches");
        viewModel.search("GAM");
        assertThat(viewModel.searchStatusProperty().get()).as("by key only").isEqualTo("1 run matches");
        viewModel.search("l");
        // alpha, delta and epsilon by key, "hello world" and "needle in stdout" in their output (alpha counted once)
        assertThat(viewModel.searchStatusProperty().get()).isEqualTo("4 runs match");
        viewModel.search("");
        assertThat(viewModel.searchStatusProperty().get()).isEmpty();
    }

    @Test
    void searchStatusSaysSearchingWhileTheTextsAreSearched() {
        java.util.Deque<Runnable> background = new java.util.ArrayDeque<>();
        RunsViewModel vm = indexedWith(background);
        vm.search("needle");
        assertThat(vm.searchStatusProperty().get()).isEqualTo("searching code and output…");
        runAll(background);
        assertThat(vm.searchStatusProperty().get()).isEqualTo("1 run matches");
    }

    @Test
    void aSelectedRunHiddenByTheFilterOrSearchIsUnselected() {
        viewModel.select(1);
        viewModel.search("needle");
        assertThat(viewModel.selectedRunProperty().get()).as("still shown").isEqualTo(1);
        viewModel.search("no such text anywhere");
        assertThat(viewModel.shownRuns()).isEmpty();
        assertThat(viewModel.selectedRunProperty().get()).isEqualTo(-1);

        viewModel.search("");
        viewModel.select(2);
        viewModel.setAckShown(SeedAck.OFF, false);
        assertThat(viewModel.selectedRunProperty().get()).as("run 3 is off").isEqualTo(-1);
    }

    @Test
    void aSelectedRunThatTheRunningTextSearchMayStillFindStaysSelected() {
        java.util.Deque<Runnable> background = new java.util.ArrayDeque<>();
        RunsViewModel vm = indexedWith(background);
        vm.select(1);
        vm.search("needle");
        background.pollLast().run(); // the rows before the text search: run 2 matches in its output only
        assertThat(vm.shownRuns()).isEmpty();
        assertThat(vm.selectedRunProperty().get()).isEqualTo(1);
        runAll(background);
        assertThat(vm.shownRuns()).containsExactly(1);
        assertThat(vm.selectedRunProperty().get()).isEqualTo(1);
    }

    @Test
    void searchInsideSeedIsNotAPrefixMatch() {
        viewModel.search(Runs.seedHex(4).substring(1, 12));
        assertThat(viewModel.shownRuns()).isEmpty();
    }

    @Test
    void sortsByAnyColumnBothWays() {
        viewModel.sortBy(List.of(new SortKey(RunColumn.KEY, true)));
        assertThat(viewModel.shownRuns()).containsExactly(0, 1, 3, 4, 2);
        viewModel.sortBy(List.of(new SortKey(RunColumn.EXIT_CODE, false)));
        // the highest exit code first, file order as tie-break, runs without an exit code last as when ascending
        assertThat(viewModel.shownRuns()).containsExactly(4, 1, 0, 2, 3);
        viewModel.sortBy(List.of(new SortKey(RunColumn.SEED_ACK, true), new SortKey(RunColumn.LINE, false)));
        assertThat(viewModel.shownRuns()).containsExactly(0, 1, 2, 3, 4);
    }

    @Test
    void verdictColumnSortsByTheVerdictMap() {
        viewModel.putVerdicts(Map.of(4, badge("a-reproduced"), 1, badge("b-diverged")));
        viewModel.sortBy(List.of(new SortKey(RunColumn.VERDICT, true)));
        assertThat(viewModel.shownRuns()).containsExactly(4, 1, 0, 2, 3);
    }

    @Test
    void verdictsAreGivenOnlyThroughPutVerdictsAndGoOnReset() {
        List<Integer> changed = new ArrayList<>();
        viewModel.verdicts()
                .addListener((MapChangeListener<Integer, VerdictBadge>) change -> changed.add(change.getKey()));
        assertThatThrownBy(() -> viewModel.verdicts().put(0, badge("a-reproduced")))
                .isInstanceOf(UnsupportedOperationException.class);

        viewModel.putVerdicts(Map.of(2, badge("b-diverged")));
        assertThat(changed).containsExactly(2);
        assertThat(viewModel.verdicts().get(2).label()).isEqualTo("b-diverged");

        viewModel.reset();
        assertThat(viewModel.verdicts()).isEmpty();
    }

    @Test
    void resetForgetsTheLogButKeepsFilters() {
        viewModel.setAckShown(SeedAck.OFF, false);
        viewModel.select(2);
        viewModel.reset();
        assertThat(viewModel.shownRuns()).isEmpty();
        assertThat(viewModel.selectedRunProperty().get()).isEqualTo(-1);
        assertThat(viewModel.filterProperty().get().shownAcks()).doesNotContain(SeedAck.OFF);
    }

    /** Copy Seed of 100,000 selected runs reads as many summaries: not on the FX thread. */
    @Test
    void copySeedBuildsItsTextInTheBackgroundAndHandsItOverOnTheFxThread() {
        Queue<Runnable> fx = new ArrayDeque<>();
        Queue<Runnable> background = new ArrayDeque<>();
        RunsViewModel queued = new RunsViewModel(fx::add, background::add, Throttle.NONE);
        log.publish(queued, runs.size());
        runAll(fx, background);
        List<ClipboardCopy> copied = new ArrayList<>();

        queued.copySeeds(List.of(0, 2), copied::add);
        assertThat(fx).isEmpty();
        assertThat(background).hasSize(1);
        background.remove().run();
        assertThat(copied).as("handed over on the FX thread only").isEmpty();
        fx.remove().run();

        assertThat(copied).containsExactly(
                new ClipboardCopy(Runs.seedHex(1) + "\n" + Runs.seedHex(3), "2 seeds copied"));
    }

    static VerdictBadge badge(String label) {
        return new VerdictBadge() {
            @Override
            public String label() {
                return label;
            }

            @Override
            public String styleClass() {
                return "verdict-" + label;
            }

            @Override
            public String description() {
                return label;
            }
        };
    }
}
