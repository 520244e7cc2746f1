package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.CallScope;
import com.collimate.inspector.core.api.ExecBackend;
import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.ui.common.OpenFiles;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.runs.RunsViewModel;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Verdicts judged from the journal as it was before a replay (a load or new masks naming a diverged run's classes)
 * finish in the background in any order: one that finishes after the replay's fresh verdict was shown does not
 * replace it. The test's thread runs the background and FX tasks one by one, in the order each test picks.
 */
class StaleJudgementTest {
    private static final Executor DIRECT = Runnable::run;
    private static final String EXPECTED = "diverged — expected";
    private static final String UNEXPECTED = "diverged — unexpected";

    @TempDir
    Path dir;

    /** What the view model hands to "FX", and to the background; both are run only as a test says. */
    private final Queue<Runnable> fx = new ConcurrentLinkedQueue<>();
    private final Queue<Runnable> background = new ConcurrentLinkedQueue<>();
    /** The seed_ack the replays answer with: "off" makes a divergence expected, "verified" unexpected. */
    private final AtomicReference<String> replayAck = new AtomicReference<>("off");

    private ListRolloutLog log;

    @BeforeEach
    void oneVerifiedRun() {
        log = new ListRolloutLog(dir.resolve("log.jsonl"), List.of(Runs.run(1, "run-1", "verified", 0L, "g",
                "original\n")), List.of());
    }

    private ReplayBackend backend() {
        return new ReplayBackend(new ExecBackend() {
            @Override
            public ExecOutcome execute(ExecRequest request, CallScope scope) {
                return new ExecOutcome.Success(new ExecResponse("changed\n", "", 0L, request.seed(), replayAck.get()),
                        200, 1);
            }

            @Override
            public String describe() {
                return "test backend";
            }
        }, false, "remote");
    }

    private RunsViewModel runs() {
        RunsViewModel runs = new RunsViewModel(DIRECT, DIRECT, Throttle.NONE);
        log.publish(runs, 1);
        return runs;
    }

    private ReplayViewModel model(RunsViewModel runs, Executor fx, Executor background) {
        return new ReplayViewModel(log.path(), runs, fx, background, this::backend, new LocalRunApprovals(), () -> 1,
                dir.resolve("data"), new OpenFiles(dir.resolve("data"), List::of), new ReplayQueue(),
                DiffOptions::defaults);
    }

    /** The log's run was replayed before this session with an "off" seed_ack: its journal says diverged, expected. */
    private RunsViewModel openedAfterAnExpectedDivergence() {
        ReplayViewModel earlier = model(runs(), DIRECT, DIRECT);
        earlier.replay(List.of(0));
        earlier.close();
        return runs();
    }

    private static void runAll(Queue<Runnable> tasks) {
        Runnable task;
        while ((task = tasks.poll()) != null) {
            task.run();
        }
    }

    /** Replays the run again, now confirming its seed, and runs every task that brings its verdict to the table. */
    private void replayAgainUnexpected(ReplayViewModel model) {
        replayAck.set("verified");
        model.replay(List.of(0));
        while (model.runningProperty().get()) {
            runAll(background);
            runAll(fx);
        }
    }

    private static String shown(RunsViewModel runs) {
        return runs.verdicts().get(0).description();
    }

    @Test
    void classesNamedFromTheJournalBeforeAReplayDoNotReplaceItsVerdict() {
        RunsViewModel runs = openedAfterAnExpectedDivergence();
        ReplayViewModel model = model(runs, fx::add, background::add);
        model.logLoaded();
        runAll(background); // reads the journal back and names the run's classes
        while (!runs.verdicts().containsKey(0)) {
            fx.remove().run(); // until the verdict read back shows, without its classes
        }
        assertThat(shown(runs)).startsWith(EXPECTED).doesNotContain("classes:");
        Runnable staleClasses = fx.remove();
        runAll(fx); // the verdict counts

        replayAgainUnexpected(model);
        assertThat(shown(runs)).startsWith(UNEXPECTED).contains("classes: content");
        staleClasses.run();
        assertThat(shown(runs)).as("the classes task began before the replay").startsWith(UNEXPECTED);
        model.close();
    }

    @Test
    void verdictsJudgedAgainForNewMasksBeforeAReplayDoNotReplaceItsVerdict() {
        RunsViewModel runs = openedAfterAnExpectedDivergence();
        ReplayViewModel model = model(runs, fx::add, background::add);
        model.logLoaded();
        runAll(background);
        runAll(fx);
        assertThat(shown(runs)).startsWith(EXPECTED).contains("classes: content");

        model.masksChanged();
        runAll(background); // judges the run again, then names its classes
        List<Runnable> stale = new ArrayList<>(fx);
        fx.clear();
        assertThat(stale).hasSize(2);

        replayAgainUnexpected(model);
        assertThat(shown(runs)).startsWith(UNEXPECTED);
        stale.forEach(Runnable::run);
        assertThat(shown(runs)).as("judged again before the replay").startsWith(UNEXPECTED);
        model.close();
    }
}
