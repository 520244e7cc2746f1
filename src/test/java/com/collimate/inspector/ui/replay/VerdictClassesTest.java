package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.CallScope;
import com.collimate.inspector.core.api.ExecBackend;
import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.Mask;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.common.OpenFiles;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.runs.RunsViewModel;
import com.collimate.inspector.ui.runs.VerdictBadge;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import javafx.collections.MapChangeListener;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The diff classes a diverged run's verdict names: a comparison under way stops when its batch is cancelled or its
 * tab closes (nothing reaches a closed tab), and the classes follow the masks when they change.
 */
class VerdictClassesTest {
    private static final Executor DIRECT = Runnable::run;
    /** Lines of each big output: comparing a pair of them calls each mask once per line and side. */
    private static final int LINES = 40_000;
    /** Far fewer mask calls than one big comparison makes (2 × {@link #LINES}), more than a stopped one makes. */
    private static final int STOPPED_WITHIN = 12_000;

    @TempDir
    Path dir;

    /** The test's thread plays the FX thread: it runs what the view model hands to "FX", in order. */
    private final BlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();
    private final ExecutorService background = Executors.newCachedThreadPool();

    /** Holds every comparison with the masks of {@link #gated} at its first line until released. */
    private final CountDownLatch comparing = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);
    private final AtomicInteger maskCalls = new AtomicInteger();

    @AfterEach
    void stopBackground() throws InterruptedException {
        release.countDown();
        background.shutdownNow();
        assertThat(background.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    }

    private static String big(String word) {
        return IntStream.range(0, LINES).mapToObj(i -> word + " " + i + "\n").collect(Collectors.joining());
    }

    private ListRolloutLog log(int runs) {
        return new ListRolloutLog(dir.resolve("log.jsonl"), IntStream.rangeClosed(1, runs)
                .mapToObj(line -> Runs.run(line, "run-" + line, "verified", 0L, "g", big("original")))
                .toList(), List.of());
    }

    /** Every replay prints {@code stdout}, verified. */
    private static ReplayBackend backend(String stdout) {
        return new ReplayBackend(new ExecBackend() {
            @Override
            public ExecOutcome execute(ExecRequest request, CallScope scope) {
                return new ExecOutcome.Success(new ExecResponse(stdout, "", 0L, request.seed(), "verified"), 200, 1);
            }

            @Override
            public String describe() {
                return "test backend";
            }
        }, false, "remote");
    }

    private static RunsViewModel runs(ListRolloutLog log, int upTo) {
        RunsViewModel runs = new RunsViewModel(DIRECT, DIRECT, Throttle.NONE);
        log.publish(runs, upTo);
        return runs;
    }

    /** Every replay prints something else on every line: each run diverges, every line of it. */
    private ReplayViewModel model(RunsViewModel runs, ListRolloutLog log, Executor fx, Executor background,
                                  Supplier<DiffOptions> options) {
        return model(runs, log, fx, background, options, big("replayed"));
    }

    private ReplayViewModel model(RunsViewModel runs, ListRolloutLog log, Executor fx, Executor background,
                                  Supplier<DiffOptions> options, String replayed) {
        return new ReplayViewModel(log.path(), runs, fx, background, () -> backend(replayed),
                new LocalRunApprovals(), () -> 1, dir.resolve("data"), new OpenFiles(dir.resolve("data"), List::of),
                new ReplayQueue(), options);
    }

    /** The default masks and one whose every test waits for {@link #release}, counted. */
    private DiffOptions gated() {
        Mask gate = new Mask("gate", Pattern.compile("(?!)"), line -> {
            maskCalls.incrementAndGet();
            comparing.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return false;
        }, Mask.MatchStarts.ANYWHERE);
        DiffOptions defaults = DiffOptions.defaults();
        return defaults.withMasks(defaults.masks().with(gate));
    }

    /** Runs the "FX" tasks as they come until {@code done}; fails after 30 s. */
    private void pumpUntil(BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!done.getAsBoolean()) {
            assertThat(System.nanoTime()).as("still waiting").isLessThan(deadline);
            Runnable task = fx.poll(50, TimeUnit.MILLISECONDS);
            if (task != null) {
                task.run();
            }
        }
    }

    /** Waits until the background work has ended, then runs what it left for "FX". */
    private void finishBackground() throws InterruptedException {
        background.shutdown();
        assertThat(background.awaitTermination(30, TimeUnit.SECONDS)).as("the comparison stopped").isTrue();
        runWhatFxHas();
    }

    private void runWhatFxHas() {
        Runnable task;
        while ((task = fx.poll()) != null) {
            task.run();
        }
    }

    private static Map<Integer, String> descriptions(RunsViewModel runs) {
        Map<Integer, String> shown = new TreeMap<>();
        runs.verdicts().forEach((index, badge) -> shown.put(index, badge.description()));
        return shown;
    }

    /** Replays every run of {@code log} with the default masks, synchronously: its journal then holds the divergences. */
    private void replayedBefore(ListRolloutLog log, int runs) {
        ReplayViewModel first = model(runs(log, runs), log, DIRECT, DIRECT, DiffOptions::defaults);
        first.replay(IntStream.range(0, runs).boxed().toList());
        first.close();
    }

    @Test
    void closingTheTabStopsTheClassesOfAReopenedLogAndPublishesNothingAfter() throws Exception {
        ListRolloutLog log = log(3);
        replayedBefore(log, 3);
        RunsViewModel runs = runs(log, 3);
        ReplayViewModel model = model(runs, log, fx::add, background, this::gated);
        model.logLoaded();
        pumpUntil(() -> runs.verdicts().size() == 3 && comparing.getCount() == 0);
        Map<Integer, String> shown = descriptions(runs);
        assertThat(shown.values()).as("verdicts first, classes after").allSatisfy(description ->
                assertThat(description).contains("unexpected").doesNotContain("classes:"));

        model.close();
        release.countDown();
        finishBackground();
        assertThat(maskCalls).as("the first run's comparison stopped, the others never started")
                .hasValueLessThan(STOPPED_WITHIN);
        assertThat(descriptions(runs)).isEqualTo(shown);
    }

    /** A view model whose batch replayed the log's one run and is comparing it (to name its classes). */
    private ReplayViewModel comparingInABatch(RunsViewModel runs, ListRolloutLog log) throws InterruptedException {
        ReplayViewModel model = model(runs, log, fx::add, background, this::gated);
        model.replay(List.of(0));
        pumpUntil(() -> comparing.getCount() == 0);
        return model;
    }

    @Test
    void cancellingABatchStopsTheComparisonThatNamesItsRunsClasses() throws Exception {
        ListRolloutLog log = log(1);
        RunsViewModel runs = runs(log, 1);
        ReplayViewModel model = comparingInABatch(runs, log);

        model.cancel();
        release.countDown();
        pumpUntil(() -> !model.runningProperty().get());
        assertThat(maskCalls).hasValueLessThan(STOPPED_WITHIN);
        assertThat(runs.verdicts().get(0).description()).as("the replay was made: its verdict shows, unclassified")
                .contains("unexpected").doesNotContain("classes:");
        Map<Integer, String> shown = descriptions(runs);
        runWhatFxHas();
        assertThat(descriptions(runs)).isEqualTo(shown);
        model.close();
    }

    @Test
    void closingTheTabOfABatchStopsItsComparisonAndItsVerdictsNeverReachTheTable() throws Exception {
        ListRolloutLog log = log(1);
        RunsViewModel runs = runs(log, 1);
        ReplayViewModel model = comparingInABatch(runs, log);

        AtomicInteger stopped = new AtomicInteger();
        model.stopThen(stopped::incrementAndGet);
        model.close();
        release.countDown();
        pumpUntil(() -> stopped.get() == 1);
        finishBackground();
        assertThat(maskCalls).hasValueLessThan(STOPPED_WITHIN);
        assertThat(runs.verdicts()).isEmpty();
    }

    /** Run 2 prints "two" where its replay printed "changed". */
    private ReplayViewModel small(RunsViewModel runs, ListRolloutLog log, Executor background,
                                  Supplier<DiffOptions> options) {
        return model(runs, log, DIRECT, background, options, "changed\n");
    }

    private ListRolloutLog smallLog() {
        return new ListRolloutLog(dir.resolve("small.jsonl"), smallRuns(), List.of());
    }

    private static List<Run> smallRuns() {
        return List.of(Runs.run(1, "run-1", "verified", 0L, "g", "one\n"),
                Runs.run(2, "run-2", "verified", 0L, "g", "two\n"));
    }

    private static final String CONTENT = " · classes: content";
    private static final String MASKED = " · classes: word, equal after masks";

    private static DiffOptions wordMasked() {
        DiffOptions defaults = DiffOptions.defaults();
        return defaults.withMasks(defaults.masks().with(Mask.custom("word", "one|two|changed")));
    }

    /** The verdicts judged again for new masks, without classes at first, do not replace those that name them. */
    @Test
    void newMasksNameTheClassesAgainAsTheReplaysTabNamesThemKeepingTheOldOnesUntilThen() {
        ListRolloutLog log = smallLog();
        RunsViewModel runs = runs(log, 2);
        AtomicReference<DiffOptions> options = new AtomicReference<>(DiffOptions.defaults());
        ReplayViewModel model = small(runs, log, DIRECT, options::get);
        model.replay(List.of(0, 1));
        assertThat(runs.verdicts().get(1).description()).endsWith(CONTENT);
        List<String> shown = new ArrayList<>();
        runs.verdicts().addListener((MapChangeListener<Integer, VerdictBadge>) change -> {
            if (change.getKey() == 1 && change.wasAdded()) {
                shown.add(change.getValueAdded().description());
            }
        });

        options.set(wordMasked());
        model.masksChanged();
        assertThat(runs.verdicts().get(1).description()).contains("unexpected").endsWith(MASKED);
        assertThat(shown).as("no verdict without classes in between").hasSize(1);
        RunReplaysViewModel tab = new RunReplaysViewModel(DIRECT, DIRECT, model, options::get);
        tab.show(1);
        assertThat(tab.summaryProperty().get()).endsWith(MASKED);
        assertThat(model.statusProperty().get()).as("not announced as a load")
                .doesNotContain("read from the journal");
        model.close();
    }

    /** A run whose classes cannot be named again for new masks does not keep those the old masks named. */
    @Test
    void classesThatCannotBeNamedForNewMasksAreNotLeftAsTheOldMasksNamedThem() {
        AtomicInteger loadsBeforeFailing = new AtomicInteger(Integer.MAX_VALUE);
        ListRolloutLog log = new ListRolloutLog(dir.resolve("small.jsonl"), smallRuns(), List.of()) {
            @Override
            public Run load(int index) throws IOException {
                if (index == 1 && loadsBeforeFailing.getAndDecrement() <= 0) {
                    throw new IOException("gone");
                }
                return super.load(index);
            }
        };
        RunsViewModel runs = runs(log, 2);
        AtomicReference<DiffOptions> options = new AtomicReference<>(DiffOptions.defaults());
        ReplayViewModel model = small(runs, log, DIRECT, options::get);
        model.replay(List.of(0, 1));
        assertThat(runs.verdicts().get(1).description()).endsWith(CONTENT);

        loadsBeforeFailing.set(1); // judging run 2 again loads it; naming its classes does not
        options.set(wordMasked());
        model.masksChanged();
        assertThat(runs.verdicts().get(1).description()).contains("unexpected").doesNotContain("classes:");
        model.close();
    }

    @Test
    void aBatchRunningWhileTheMasksChangeHasItsClassesNamedAgainOnceItEnds() {
        ListRolloutLog log = smallLog();
        RunsViewModel runs = runs(log, 2);
        AtomicReference<DiffOptions> options = new AtomicReference<>(DiffOptions.defaults());
        Deque<Runnable> work = new ArrayDeque<>();
        ReplayViewModel model = small(runs, log, work::add, options::get);
        model.replay(List.of(1));
        work.remove().run(); // prepared: the batch's run is queued, with the masks it started with

        options.set(wordMasked());
        model.masksChanged();
        work.removeLast().run(); // judging again before the batch journaled its replay finds nothing to name
        while (!work.isEmpty()) {
            work.remove().run();
        }
        assertThat(model.runningProperty().get()).isFalse();
        assertThat(runs.verdicts().get(1).description()).endsWith(MASKED);
        model.close();
    }

    @Test
    void masksChangedWhileABatchWasPreparedThenStoppedDoNotJudgeTheRunsAgainWhenTheNextBatchEnds() {
        ListRolloutLog log = smallLog();
        RunsViewModel runs = runs(log, 2);
        AtomicInteger optionsRead = new AtomicInteger();
        Deque<Runnable> work = new ArrayDeque<>();
        ReplayViewModel model = small(runs, log, work::add, () -> {
            optionsRead.incrementAndGet();
            return wordMasked();
        });
        model.replay(List.of(1));
        model.masksChanged();
        model.cancel();
        while (!work.isEmpty()) {
            work.remove().run();
        }
        assertThat(model.statusProperty().get()).isEqualTo("Nothing replayed: cancelled");

        model.replay(List.of(1));
        int read = optionsRead.get();
        while (!work.isEmpty()) {
            work.remove().run();
        }
        assertThat(model.runningProperty().get()).isFalse();
        assertThat(runs.verdicts().get(1).description()).endsWith(MASKED);
        assertThat(optionsRead).as("the batch that ran started with the new masks: nothing to judge again")
                .hasValue(read);
        model.close();
    }
}
