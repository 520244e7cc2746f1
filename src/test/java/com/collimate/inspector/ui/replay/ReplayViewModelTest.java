package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.ExecBackend;
import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.Mask;
import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.replay.VerdictKind;
import com.collimate.inspector.core.replay.journal.JournalLocation;
import com.collimate.inspector.core.report.RunsExport;
import com.collimate.inspector.ui.common.OpenFiles;
import com.collimate.inspector.ui.main.SampleLog;
import com.collimate.inspector.ui.runs.RunsViewModel;
import com.collimate.inspector.ui.common.Throttle;
import com.collimate.inspector.ui.runs.VerdictBadge;
import com.collimate.inspector.ui.testing.HeldTasks;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class ReplayViewModelTest {
    private static final Executor DIRECT = Runnable::run;
    private static final int RUNS = 3;

    @TempDir
    Path dir;

    /** How the verdict of run 2 ("two" replayed as "changed") names its difference. */
    private static final String CLASSES = " · classes: content";

    private final AtomicInteger requests = new AtomicInteger();
    /** The backend's answers say the sandbox stopped the program at its time limit (partial output). */
    private volatile boolean timingOut;

    /** Run 1 prints "one" again, every other run prints something new; all verified. */
    private ExecBackend backend() {
        return new ExecBackend() {
            @Override
            public ExecOutcome execute(com.collimate.inspector.core.api.ExecRequest request,
                                       com.collimate.inspector.core.api.CallScope scope) {
                requests.incrementAndGet();
                String stdout = request.seed().equals(Runs.seedHex(1)) ? "one\n" : "changed\n";
                ExecResponse response = new ExecResponse(stdout, "", 0L, request.seed(), "verified");
                if (timingOut) {
                    response.extras().put("timed_out", com.fasterxml.jackson.databind.node.BooleanNode.TRUE);
                }
                return new ExecOutcome.Success(response, 200, 1);
            }

            @Override
            public String describe() {
                return "test backend";
            }
        };
    }

    private RunsViewModel runs(ListRolloutLog log) {
        RunsViewModel runs = new RunsViewModel(DIRECT, DIRECT, Throttle.NONE);
        log.publish(new LoadListener() {
            @Override
            public void onRuns(RolloutLog indexed, int from, int to) {
                runs.runsIndexed(indexed, to);
            }
        }, RUNS);
        return runs;
    }

    private ListRolloutLog log() {
        return log("log.jsonl");
    }

    private ListRolloutLog log(String name) {
        List<Run> runs = List.of(Runs.run(1, "run-1", "verified", 0L, "g", "one\n"),
                Runs.run(2, "run-2", "verified", 0L, "g", "two\n"),
                Runs.run(3, "run-3", "no-ack", 0L, "g", "three\n"));
        return new ListRolloutLog(dir.resolve(name), runs, List.of());
    }

    /** A view model of a log opened again: the journal read back. */
    private ReplayViewModel loaded(RunsViewModel runs, ListRolloutLog log) {
        ReplayViewModel model = model(runs, log, false, new LocalRunApprovals());
        model.logLoaded();
        return model;
    }

    private ReplayViewModel model(RunsViewModel runs, ListRolloutLog log, boolean local, LocalRunApprovals approvals) {
        return model(runs, log, local, approvals, DiffOptions::defaults);
    }

    private ReplayViewModel model(RunsViewModel runs, ListRolloutLog log, boolean local, LocalRunApprovals approvals,
                                  Supplier<DiffOptions> diffOptions) {
        return new ReplayViewModel(log.path(), runs, DIRECT, DIRECT, () -> new ReplayBackend(backend(), local,
                "the local sandbox (isolation: test)"), approvals, () -> 2, dir.resolve("data"),
                new OpenFiles(dir.resolve("data"), List::of), new ReplayQueue(), diffOptions);
    }

    private static VerdictKind kind(RunsViewModel runs, int index) {
        VerdictBadge badge = runs.verdicts().get(index);
        return badge == null ? null : ((ReplayVerdict) badge).kind();
    }

    /** The tab of an untouched sample takes another log: that log's journal, nothing of the sample's. */
    @Test
    void aTabThatTakesAnotherLogReadsThatLogsJournalAndKeepsNothingOfTheFirst() throws IOException {
        ListRolloutLog replayedBefore = log("replayed.jsonl");
        ReplayViewModel earlier = model(runs(replayedBefore), replayedBefore, false, new LocalRunApprovals());
        earlier.replay(List.of(1));
        earlier.close();
        ListRolloutLog sample = log("sample.jsonl");
        RunsViewModel runs = runs(sample);
        ReplayViewModel model = loaded(runs, sample);
        model.setRepeat(3);
        model.showHint("Select the runs to replay first");

        runs.reset();
        model.switchLog(replayedBefore.path());

        assertThat(model.logPath()).isEqualTo(replayedBefore.path());
        assertThat(model.statusProperty().get()).isEmpty();
        assertThat(model.repeatProperty().get()).isEqualTo(1);
        assertThat(model.progressProperty().get()).isNull();
        assertThat(model.workedInProperty().get()).isFalse();
        ListRolloutLog replayed = log("replayed.jsonl");
        replayed.publish(runs, RUNS);
        model.logLoaded();
        assertThat(kind(runs, 1)).as("read back from the new log's journal").isEqualTo(VerdictKind.UNEXPECTED);
        assertThat(model.countsProperty().get()).containsExactly(Map.entry(VerdictKind.UNEXPECTED, 1));
        assertThat(model.journalLocation()).contains("replayed.jsonl");

        model.replay(List.of(0));

        assertThat(Files.readAllLines(JournalLocation.sidecar(replayed.path()))).hasSize(2);
        assertThat(JournalLocation.sidecar(sample.path())).doesNotExist();
        model.close();
    }

    @Test
    void aTabWhoseReplaysRanOrWhoseCompareWasOpenedKeepsItsLog() {
        ListRolloutLog log = log();
        ReplayViewModel replayedIn = model(runs(log), log, false, new LocalRunApprovals());
        ReplayViewModel comparedIn = model(runs(log), log, false, new LocalRunApprovals());
        assertThat(replayedIn.workedInProperty().get()).isFalse();

        replayedIn.replay(List.of(0));
        comparedIn.compareOpened();

        for (ReplayViewModel model : List.of(replayedIn, comparedIn)) {
            assertThat(model.workedInProperty().get()).isTrue();
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> model.switchLog(dir.resolve("other.jsonl")))
                    .isInstanceOf(IllegalStateException.class);
            assertThat(model.logPath()).isEqualTo(log.path());
            model.close();
        }
    }

    @Test
    void aJournalDeletedBetweenBatchesIsWrittenAgainAndTheStatusLineSaysSo() throws IOException {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        ReplayViewModel model = model(runs, log, false, new LocalRunApprovals());
        model.replay(List.of(0));
        Path journal = JournalLocation.sidecar(log.path());
        Files.delete(journal);

        model.replay(List.of(1));

        assertThat(model.statusProperty().get()).isEqualTo("1 of 1 run answered: 1 diverged (1 unexpected) — "
                + journal + " was deleted by another program while the app had it open: it was written again with"
                + " the 1 replay the app had journaled");
        assertThat(Files.readAllLines(journal)).hasSize(2);
    }

    @Test
    void verdictsReachTheTableWithCountsAndTheJournal() throws IOException {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        ReplayViewModel model = model(runs, log, false, new LocalRunApprovals());
        model.replay(List.of(0, 1, 2));

        assertThat(kind(runs, 0)).isEqualTo(VerdictKind.REPRODUCED);
        assertThat(kind(runs, 1)).isEqualTo(VerdictKind.UNEXPECTED);
        assertThat(kind(runs, 2)).isEqualTo(VerdictKind.EXPECTED);
        assertThat(runs.verdicts().get(1).description()).contains("unexpected").contains("stdout at line 1")
                .as("the tooltip names the diff classes, as check and the Replays tab do").endsWith(CLASSES);
        assertThat(runs.verdicts().get(0).description()).doesNotContain("classes");
        assertThat(model.countsProperty().get()).containsEntry(VerdictKind.REPRODUCED, 1)
                .containsEntry(VerdictKind.UNEXPECTED, 1).containsEntry(VerdictKind.EXPECTED, 1);
        assertThat(model.runningProperty().get()).isFalse();
        assertThat(model.progressProperty().get().done()).isEqualTo(3);
        assertThat(model.statusProperty().get()).isEqualTo("3 of 3 runs answered: 1 reproduced, 2 diverged (1 unexpected)");
        assertThat(model.replaysOf(log.load(1))).hasSize(1);
        model.close();
    }

    @Test
    void aComparisonThatFailsLeavesTheAttemptsShownAndOnlyTheirClassesUnknown() {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        Mask broken = new Mask("broken", Pattern.compile("x"), line -> {
            throw new IllegalStateException("mask broke");
        }, Mask.MatchStarts.ANYWHERE);
        DiffOptions options = DiffOptions.defaults().withMasks(Masks.of(List.of(broken)));
        ReplayViewModel model = model(runs, log, false, new LocalRunApprovals(), () -> options);
        model.replay(List.of(1));
        String unknown = " · classes: unknown (the comparison failed: mask broke)";
        assertThat(kind(runs, 1)).isEqualTo(VerdictKind.UNEXPECTED);
        assertThat(runs.verdicts().get(1).description()).endsWith(unknown);

        RunReplaysViewModel tab = new RunReplaysViewModel(DIRECT, DIRECT, model, () -> options);
        tab.show(1);
        assertThat(tab.attempts()).extracting(ReplayAttempt::attempt).containsExactly(1);
        assertThat(tab.summaryProperty().get()).startsWith("1 replay · 1 distinct output").endsWith(unknown);
        model.close();
    }

    @Test
    void repeatReplaysEachRunThatManyTimes() throws IOException {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        ReplayViewModel model = model(runs, log, false, new LocalRunApprovals());
        model.setRepeat(0);
        assertThat(model.repeatProperty().get()).isEqualTo(1);
        model.setRepeat(3);
        model.replay(List.of(0));
        assertThat(requests).hasValue(3);
        assertThat(model.replaysOf(log.load(0))).extracting(entry -> entry.attempt()).containsExactlyInAnyOrder(1, 2, 3);
        model.close();
    }

    @Test
    void localReplayAsksOncePerLogAndANoRunsNothing() {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        LocalRunApprovals approvals = new LocalRunApprovals();
        ReplayViewModel model = model(runs, log, true, approvals);

        model.replay(List.of(0));
        LocalRunQuestion question = model.questionProperty().get();
        assertThat(question).isNotNull();
        assertThat(question.text()).contains("log.jsonl").contains("on this computer").contains("isolation: test");
        assertThat(model.runningProperty().get()).isTrue();
        model.answer(false);
        assertThat(requests).hasValue(0);
        assertThat(model.runningProperty().get()).isFalse();
        assertThat(model.statusProperty().get()).contains("not run");

        model.replay(List.of(0));
        model.answer(true);
        assertThat(requests).hasValue(1);
        assertThat(kind(runs, 0)).isEqualTo(VerdictKind.REPRODUCED);

        model.replay(List.of(1));
        assertThat(model.questionProperty().get()).isNull();
        assertThat(requests).hasValue(2);
        model.close();
    }

    @Test
    void theLocalRunQuestionCountsOnlyTheRunsWhoseCodeWillRun() {
        ListRolloutLog log = new ListRolloutLog(dir.resolve("log.jsonl"), List.of(
                Runs.run(1, "run-1", "verified", 0L, "g", "one\n"),
                Runs.withCode(Runs.run(2, "no-code", "verified", 0L, "g", "two\n"), ""),
                Runs.run(3, "run-3", "verified", 0L, "g", "three\n")), List.of());
        RunsViewModel runs = runs(log);
        ReplayViewModel model = model(runs, log, true, new LocalRunApprovals());

        model.replay(List.of(0, 1, 2));

        assertThat(model.questionProperty().get().runs()).isEqualTo(2);
        assertThat(model.questionProperty().get().confirmLabel()).isEqualTo("Replay 2 runs");
        assertThat(model.statusProperty().get()).isEqualTo(LocalRunQuestion.WAITING);
        assertThat(model.questionProperty().get().text()).as("agrees with \"Preparing the replay of 3 runs…\"")
                .contains(": 2 runs, once each. 1 of the 3 runs cannot be replayed and is skipped.\n");
        model.close();
    }

    @Test
    void theLocalRunQuestionSaysHowOftenTheCodeRunsAndTheStatusWaitsForItsAnswer() {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        ReplayViewModel model = model(runs, log, true, new LocalRunApprovals());
        model.setRepeat(3);

        model.replay(List.of(0, 1));

        LocalRunQuestion question = model.questionProperty().get();
        assertThat(question.confirmLabel()).isEqualTo("Replay 2 runs × 3");
        assertThat(question.text()).contains(": 2 runs × 3 replays = 6 executions.");
        assertThat(model.statusProperty().get()).as("nothing is prepared while the question is open")
                .isEqualTo("Waiting for your answer: run this log's code on this computer?");
        model.answer(true);
        assertThat(requests).hasValue(6);
        model.close();
    }

    @Test
    void aBatchThatRunsNoCodeStartsWithoutAskingOrApproving() {
        ListRolloutLog log = new ListRolloutLog(dir.resolve("log.jsonl"), List.of(
                Runs.withCode(Runs.run(1, "no-code", "verified", 0L, "g", "one\n"), ""),
                Runs.run(2, "run-2", "verified", 0L, "g", "two\n"),
                Runs.run(3, "run-3", "verified", 0L, "g", "three\n")), List.of());
        RunsViewModel runs = runs(log);
        LocalRunApprovals approvals = new LocalRunApprovals();
        ReplayViewModel model = model(runs, log, true, approvals);

        model.replay(List.of(0));

        assertThat(model.questionProperty().get()).isNull();
        assertThat(kind(runs, 0)).isEqualTo(VerdictKind.SKIPPED);
        assertThat(requests).hasValue(0);
        assertThat(approvals.isApproved(log.path())).isFalse();
        model.replay(List.of(1));
        assertThat(model.questionProperty().get()).as("the first run that executes code asks").isNotNull();
        model.close();
    }

    @Test
    void aRefusedKeyShowsOneProblemAndFailsTheRunItReached() {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        ExecBackend refusing = new ExecBackend() {
            @Override
            public ExecOutcome execute(com.collimate.inspector.core.api.ExecRequest request,
                                       com.collimate.inspector.core.api.CallScope scope) {
                requests.incrementAndGet();
                return new ExecOutcome.Failure(FailureKind.AUTH, "bad or missing API key (HTTP 401)", 401, 1);
            }

            @Override
            public String describe() {
                return "remote";
            }
        };
        ReplayViewModel model = new ReplayViewModel(log.path(), runs, DIRECT, DIRECT,
                () -> new ReplayBackend(refusing, false, "remote"), new LocalRunApprovals(), () -> 1,
                dir.resolve("data"), new OpenFiles(dir.resolve("data"), List::of), new ReplayQueue(), DiffOptions::defaults);
        model.replay(List.of(0, 1, 2));
        assertThat(model.endpointProblemProperty().get().text()).contains("HTTP 401").contains("set the key");
        assertThat(model.endpointProblemProperty().get().action()).isEqualTo("Set API key");
        assertThat(requests).hasValue(1);
        assertThat(runs.verdicts()).containsOnlyKeys(0);
        assertThat(kind(runs, 0)).isEqualTo(VerdictKind.FAILED);
        assertThat(runs.verdicts().get(0).description()).as("the failed chip's tooltip: the error")
                .startsWith("failed: ").contains("HTTP 401");
        assertThat(model.statusProperty().get()).isEqualTo("0 of 3 runs answered; 1 failed (no exec result); "
                + "2 not replayed — stopped: bad or missing API key (HTTP 401)");
        model.dismissEndpointProblem();
        assertThat(model.endpointProblemProperty().get()).isNull();
        model.close();
    }

    @Test
    void compareOfTheLatestReplayTakesTheHighestAttemptNotTheOneJournaledLast() throws IOException {
        ListRolloutLog log = log();
        ReplayViewModel first = model(runs(log), log, false, new LocalRunApprovals());
        first.replay(List.of(0));
        first.replay(List.of(0));
        first.close();
        Path journal = JournalLocation.sidecar(log.path());
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(journal));
        assertThat(lines).hasSize(2);
        java.util.Collections.reverse(lines); // attempt 2 finished before attempt 1, as concurrent replays may
        Files.write(journal, lines);

        ReplayViewModel reopened = loaded(runs(log), log);
        List<Integer> compared = new java.util.ArrayList<>();
        reopened.findLatestReplay(0, (found, entry) -> compared.add(entry.attempt()));
        assertThat(compared).containsExactly(2);
        reopened.close();
    }

    @Test
    void compareOfTheLatestReplayTakesAnAnsweredOneAsTheReplaysTabCountsIt() throws IOException {
        timingOut = true;
        ListRolloutLog log = log();
        ReplayViewModel model = model(runs(log), log, false, new LocalRunApprovals());
        model.replay(List.of(0));
        Run run = log.load(0);
        List<com.collimate.inspector.core.replay.journal.JournalEntry> replays = model.replaysOf(run);
        assertThat(replays).hasSize(1);
        assertThat(replays.get(0).response()).as("partial output journaled").isNotNull();
        assertThat(RunReplaysViewModel.shown(run, replays, model.journaledNumbers(run)).summary()).isEqualTo("1 replay (1 failed: timed out at "
                + "the sandbox's time limit) · no answered replay to compare · flake rate n/a");

        List<Integer> compared = new java.util.ArrayList<>();
        model.findLatestReplay(0, (found, entry) -> compared.add(entry.attempt()));
        assertThat(compared).as("a timed-out replay is not answered").isEmpty();
        assertThat(model.statusProperty().get()).startsWith("run-1 has no answered replay: replay #1 failed (timed out")
                .endsWith("; a failed replay's partial output can be compared from the Replays tab");
        model.findReplay(0, 1, (found, entry) -> compared.add(entry.attempt()));
        assertThat(compared).as("chosen from its row, its partial output is compared").containsExactly(1);

        timingOut = false;
        model.replay(List.of(0));
        model.findLatestReplay(0, (found, entry) -> compared.add(entry.attempt()));
        assertThat(compared).containsExactly(1, 2);
        model.close();
    }

    @Test
    void reopeningTheLogShowsEarlierVerdictsFromTheJournal() {
        ListRolloutLog log = log();
        ReplayViewModel first = model(runs(log), log, false, new LocalRunApprovals());
        first.replay(List.of(0, 1));
        first.close();

        RunsViewModel reopened = runs(log);
        ReplayViewModel second = loaded(reopened, log);
        assertThat(kind(reopened, 0)).isEqualTo(VerdictKind.REPRODUCED);
        assertThat(kind(reopened, 1)).isEqualTo(VerdictKind.UNEXPECTED);
        assertThat(reopened.verdicts().get(1).description()).endsWith(CLASSES);
        assertThat(reopened.verdicts()).doesNotContainKey(2);
        assertThat(second.statusProperty().get()).contains("Verdicts of 2 earlier replayed runs read");
        second.close();
    }

    /**
     * The sample's journaled replays are being judged when a log opened takes its tab: the sample's log closes under
     * the judging, which fails; that is no news, least of all on the new log's replay bar.
     */
    @Test
    void aJudgingOvertakenByATabSwitchSaysNothingOnTheNewLogsBar() {
        ListRolloutLog replayed = log("sample.jsonl");
        ReplayViewModel earlier = model(runs(replayed), replayed, false, new LocalRunApprovals());
        earlier.replay(List.of(1));
        earlier.close();
        RunsViewModel runs = new RunsViewModel(DIRECT, DIRECT, Throttle.NONE);
        List<ReplayViewModel> tab = new ArrayList<>();
        ListRolloutLog sample = new ListRolloutLog(replayed.path(), List.of(Runs.run(1, "run-1", "verified", 0L, "g",
                "one\n"), Runs.run(2, "run-2", "verified", 0L, "g", "two\n")), List.of()) {
            @Override
            public Run load(int index) throws IOException {
                if (!isClosed()) { // the user opens a log now (the FX thread, while this judging runs)
                    runs.reset();
                    tab.get(0).switchLog(dir.resolve("other.jsonl"));
                    close();
                }
                return super.load(index);
            }
        };
        sample.publish(runs, 2);
        Deque<Runnable> fx = new ArrayDeque<>();
        ReplayViewModel model = new ReplayViewModel(sample.path(), runs, fx::add, DIRECT,
                () -> new ReplayBackend(backend(), false, "b"), new LocalRunApprovals(), () -> 2, dir.resolve("data"),
                new OpenFiles(dir.resolve("data"), List::of), new ReplayQueue(), DiffOptions::defaults);
        tab.add(model);

        model.logLoaded();
        while (!fx.isEmpty()) {
            fx.remove().run();
        }

        assertThat(sample.isClosed()).as("the judging reached the closed log").isTrue();
        assertThat(model.logPath()).isEqualTo(dir.resolve("other.jsonl"));
        assertThat(model.statusProperty().get()).isEmpty();
        model.close();
    }

    /** As above, overtaken by a Reload: the log closes under the judging before the log read again has loaded. */
    @Test
    void aJudgingOvertakenByAReloadSaysNothing() {
        ListRolloutLog replayed = log("sample.jsonl");
        ReplayViewModel earlier = model(runs(replayed), replayed, false, new LocalRunApprovals());
        earlier.replay(List.of(1));
        earlier.close();
        RunsViewModel runs = new RunsViewModel(DIRECT, DIRECT, Throttle.NONE);
        ListRolloutLog log = new ListRolloutLog(replayed.path(), List.of(Runs.run(1, "run-1", "verified", 0L, "g",
                "one\n"), Runs.run(2, "run-2", "verified", 0L, "g", "two\n")), List.of()) {
            @Override
            public Run load(int index) throws IOException {
                if (!isClosed()) { // Reload (F5) now: the runs forgotten, the log closed, the new reading under way
                    runs.reset();
                    close();
                }
                return super.load(index);
            }
        };
        log.publish(runs, 2);
        Deque<Runnable> fx = new ArrayDeque<>();
        ReplayViewModel model = new ReplayViewModel(log.path(), runs, fx::add, DIRECT,
                () -> new ReplayBackend(backend(), false, "b"), new LocalRunApprovals(), () -> 2, dir.resolve("data"),
                new OpenFiles(dir.resolve("data"), List::of), new ReplayQueue(), DiffOptions::defaults);

        model.logLoaded();
        while (!fx.isEmpty()) {
            fx.remove().run();
        }

        assertThat(log.isClosed()).as("the judging reached the closed log").isTrue();
        assertThat(model.statusProperty().get()).isEmpty();
        model.close();
    }

    /** Many diverged runs in a journal must not hold back every verdict: the classes come after, a few at a time. */
    @Test
    void reopeningShowsTheVerdictsBeforeTheDivergedRunsClassesAreNamed() {
        ListRolloutLog log = log();
        ReplayViewModel first = model(runs(log), log, false, new LocalRunApprovals());
        first.replay(List.of(0, 1));
        first.close();

        Deque<Runnable> fx = new ArrayDeque<>();
        RunsViewModel reopened = runs(log);
        ReplayViewModel second = new ReplayViewModel(log.path(), reopened, fx::add, DIRECT,
                () -> new ReplayBackend(backend(), false, "b"), new LocalRunApprovals(), () -> 2, dir.resolve("data"),
                new OpenFiles(dir.resolve("data"), List::of), new ReplayQueue(), DiffOptions::defaults);
        second.logLoaded();
        while (!reopened.verdicts().containsKey(1)) {
            fx.remove().run();
        }
        assertThat(kind(reopened, 0)).isEqualTo(VerdictKind.REPRODUCED);
        assertThat(kind(reopened, 1)).isEqualTo(VerdictKind.UNEXPECTED);
        assertThat(reopened.verdicts().get(1).description()).as("shown before its comparison")
                .doesNotContain("classes:");

        while (!fx.isEmpty()) {
            fx.remove().run();
        }
        assertThat(reopened.verdicts().get(1).description()).endsWith(CLASSES);
        second.close();
    }

    private static Run withoutTemplate(Run run) {
        return new Run(run.key(), run.line(), null, null, run.seed(), run.seedAck(), run.seedAckRaw(), run.stdout(),
                run.stderr(), run.exitCode(), run.group(), run.step(), run.reward(), run.durationMs(), null, Map.of(),
                run.rawJson());
    }

    @Test
    void runsAppendedUnderFollowGetTheirVerdictsAsTheRunsOfALoadDo() {
        ListRolloutLog log = new ListRolloutLog(dir.resolve("log.jsonl"), List.of(
                Runs.run(1, "run-1", "verified", 0L, "g", "one\n"),
                withoutTemplate(Runs.run(2, "bare-2", "verified", 0L, "g", "")),
                Runs.run(3, "run-3", "verified", 0L, "g", "three\n"),
                withoutTemplate(Runs.run(4, "bare-4", "verified", 0L, "g", "")),
                Runs.run(5, "run-5", "verified", 0L, "g", "five\n")), List.of());
        RunsViewModel all = new RunsViewModel(DIRECT, DIRECT, Throttle.NONE);
        LoadListener allListener = new LoadListener() {
            @Override
            public void onRuns(RolloutLog indexed, int from, int to) {
                all.runsIndexed(indexed, to);
            }
        };
        log.publish(allListener, 5);
        ReplayViewModel first = model(all, log, false, new LocalRunApprovals());
        first.replay(List.of(4));
        first.close();

        RunsViewModel runs = runs(log); // the first 3 runs, then Follow finds the other 2
        ReplayViewModel model = loaded(runs, log);
        assertThat(kind(runs, 1)).isEqualTo(VerdictKind.SKIPPED);
        assertThat(model.countsProperty().get()).containsOnly(Map.entry(VerdictKind.SKIPPED, 1));

        log.publish(new LoadListener() {
            @Override
            public void onRuns(RolloutLog indexed, int from, int to) {
                runs.runsIndexed(indexed, to);
            }
        }, 5);
        assertThat(kind(runs, 3)).as("appended, no template").isEqualTo(VerdictKind.SKIPPED);
        assertThat(runs.verdicts().get(3).description()).contains("no template");
        assertThat(kind(runs, 4)).as("appended, judged by its journaled replay").isEqualTo(VerdictKind.UNEXPECTED);
        assertThat(runs.verdicts()).doesNotContainKeys(0, 2);
        assertThat(model.countsProperty().get()).containsOnly(Map.entry(VerdictKind.SKIPPED, 2),
                Map.entry(VerdictKind.UNEXPECTED, 1));
        model.close();
    }

    @Test
    void runsSharingAKeyKeepTheirOwnReplaysAndVerdicts() throws IOException {
        ListRolloutLog log = new ListRolloutLog(dir.resolve("log.jsonl"), List.of(
                Runs.run(1, "dup", "verified", 0L, "g", "one\n"), Runs.run(2, "dup", "verified", 0L, "g", "two\n"),
                Runs.run(3, "run-3", "verified", 0L, "g", "three\n")), List.of());
        ReplayViewModel first = model(runs(log), log, false, new LocalRunApprovals());
        first.replay(List.of(0, 1));
        first.replay(List.of(0, 1));
        assertThat(first.replaysOf(log.load(0))).extracting(entry -> entry.attempt()).containsExactlyInAnyOrder(1, 2);
        assertThat(first.replaysOf(log.load(1))).extracting(entry -> entry.attempt()).containsExactlyInAnyOrder(1, 2);
        first.close();

        RunsViewModel reopened = runs(log);
        ReplayViewModel second = loaded(reopened, log);
        assertThat(kind(reopened, 0)).isEqualTo(VerdictKind.REPRODUCED);
        assertThat(kind(reopened, 1)).isEqualTo(VerdictKind.UNEXPECTED);
        assertThat(second.replaysOf(log.load(1))).extracting(entry -> entry.response().stdout())
                .containsExactly("changed\n", "changed\n");
        second.close();
    }

    @Test
    void aLogRewrittenInPlaceDoesNotInheritTheOldRecordsReplays() throws IOException {
        ListRolloutLog before = log();
        ReplayViewModel first = model(runs(before), before, false, new LocalRunApprovals());
        first.replay(List.of(0, 1, 2));
        first.close();
        Run one = before.load(0);
        Run two = before.load(1);
        Run otherCode = new Run(one.key(), 1, one.template(), "print('bye')", one.seed(), one.seedAck(),
                one.seedAckRaw(), "bye\n", "", 0L, "g", 1L, null, null, null, null, "{}");
        Run otherSeed = new Run(two.key(), 2, two.template(), two.code(), Seed.ofString(Runs.seedHex(9)),
                two.seedAck(), two.seedAckRaw(), "two\n", "", 0L, "g", 2L, null, null, null, null, "{}");
        ListRolloutLog after = new ListRolloutLog(before.path(), List.of(otherCode, otherSeed, before.load(2)),
                List.of());

        RunsViewModel reopened = runs(after);
        ReplayViewModel second = loaded(reopened, after);

        assertThat(reopened.verdicts()).as("same keys and lines, other code or seed").containsOnlyKeys(2);
        assertThat(second.statusProperty().get()).isEqualTo("Verdicts of 1 earlier replayed run read from the journal;"
                + " the replays journaled for 2 runs were made of other records at the same lines (the log was"
                + " rewritten) and are not counted");
        assertThat(second.replaysOf(otherCode)).isEmpty();
        assertThat(second.replaysOf(otherSeed)).isEmpty();
        assertThat(second.replaysOf(after.load(2))).hasSize(1);
        second.close();
    }

    /** The old record's replay keeps its number, so the new record's first replay is #2: no replay is missing. */
    @Test
    void theReplaysTabDoesNotCallAnOldRecordsReplayCancelled() throws IOException {
        ListRolloutLog before = log();
        ReplayViewModel first = model(runs(before), before, false, new LocalRunApprovals());
        first.replay(List.of(0));
        first.close();
        Run one = before.load(0);
        Run otherCode = new Run(one.key(), 1, one.template(), "print('one')", one.seed(), one.seedAck(),
                one.seedAckRaw(), "one\n", "", 0L, "g", 1L, null, null, null, null, "{}");
        ListRolloutLog after = new ListRolloutLog(before.path(), List.of(otherCode, before.load(1), before.load(2)),
                List.of());
        RunsViewModel reopened = runs(after);
        ReplayViewModel second = loaded(reopened, after);
        second.replay(List.of(0));

        RunReplaysViewModel tab = new RunReplaysViewModel(DIRECT, DIRECT, second, DiffOptions::defaults);
        tab.show(0);
        assertThat(tab.attempts()).extracting(ReplayAttempt::attempt).containsExactly(2);
        assertThat(tab.summaryProperty().get()).isEqualTo("1 replay · 1 distinct output · flake rate n/a (one "
                + "answered replay cannot disagree with another: a flake rate needs two or more answered replays) · "
                + "#2 matches the log");
        second.close();
    }

    @Test
    void viewingALogWithoutReplaysWritesNoJournal() throws IOException {
        ListRolloutLog log = log();
        ReplayViewModel model = model(runs(log), log, false, new LocalRunApprovals());
        model.logLoaded();
        assertThat(model.replaysOf(log.load(0))).isEmpty();
        model.close();
        assertThat(dir.resolve("log.jsonl" + JournalLocation.SUFFIX)).doesNotExist();
        assertThat(dir.resolve("data")).doesNotExist();
    }

    @Test
    void verdictChipsFilterTheTable() {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        ReplayViewModel model = model(runs, log, false, new LocalRunApprovals());
        model.replay(List.of(0, 1));
        runs.setVerdictShown(VerdictKind.REPRODUCED.label(), false);
        assertThat(runs.shownRuns()).containsExactly(1, 2);
        runs.setVerdictShown(RunsViewModel.NOT_REPLAYED, false);
        assertThat(runs.shownRuns()).containsExactly(1);
        runs.clearFilters();
        assertThat(runs.shownRuns()).containsExactly(0, 1, 2);
        model.close();
    }

    @Test
    void nothingSelectedOrNoLogGivesAHint() {
        RunsViewModel empty = new RunsViewModel(DIRECT, DIRECT, Throttle.NONE);
        ReplayViewModel model = new ReplayViewModel(dir.resolve("x.jsonl"), empty, DIRECT, DIRECT,
                () -> new ReplayBackend(backend(), false, "b"), new LocalRunApprovals(), () -> 1, dir,
                new OpenFiles(dir, List::of), new ReplayQueue(), DiffOptions::defaults);
        model.replay(List.of(0));
        assertThat(model.statusProperty().get()).contains("loaded");
        ListRolloutLog log = log();
        ReplayViewModel loaded = model(runs(log), log, false, new LocalRunApprovals());
        loaded.replay(List.of());
        assertThat(loaded.statusProperty().get()).contains("Select");
        assertThat(requests).hasValue(0);
    }

    @Test
    void replayingTheShownRunsWhenNoneIsShownSaysWhyNotToSelectSome() {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        ReplayViewModel model = model(runs, log, false, new LocalRunApprovals());
        runs.search("no-such-run");
        assertThat(runs.shownRuns()).isEmpty();

        model.replayShown();

        assertThat(model.statusProperty().get())
                .isEqualTo("No run is shown to replay: the filters or the search hide all 3 runs");
        ListRolloutLog empty = new ListRolloutLog(dir.resolve("empty.jsonl"), List.of(), List.of());
        RunsViewModel noRuns = new RunsViewModel(DIRECT, DIRECT, Throttle.NONE);
        empty.publish(noRuns, 0);
        ReplayViewModel none = model(noRuns, empty, false, new LocalRunApprovals());
        none.replayShown();
        assertThat(none.statusProperty().get()).isEqualTo("The log has no run to replay");
        assertThat(requests).hasValue(0);
    }

    @Test
    void replayingTheShownRunsBeforeTheTableGotItsRowsSaysToWaitNotThatTheFiltersHideThem() {
        ListRolloutLog log = log();
        List<Runnable> rowsWork = new ArrayList<>();
        RunsViewModel runs = new RunsViewModel(DIRECT, rowsWork::add, Throttle.NONE);
        log.publish(runs, RUNS);
        ReplayViewModel model = model(runs, log, false, new LocalRunApprovals());
        assertThat(runs.log()).isNotNull();

        model.replayShown();

        assertThat(model.statusProperty().get()).isEqualTo("Wait until the table shows the runs, then replay");
        new ArrayList<>(rowsWork).forEach(Runnable::run);
        assertThat(runs.shownRuns()).hasSize(RUNS);
        model.replayShown();
        assertThat(requests).hasValue(RUNS);
    }

    @Test
    void exportsWriteTheShownRunsWithVerdicts() throws Exception {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        ReplayViewModel model = model(runs, log, false, new LocalRunApprovals());
        model.replay(List.of(1));
        Path csv = dir.resolve("runs.csv");
        model.export(RunsExport.Format.CSV, csv);
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).isEqualTo(RunsExport.BYTE_ORDER_MARK + RunsExport.CSV_HEADER);
        assertThat(lines.get(2)).startsWith("2,run-2,g,2,python,").contains(",verified,0,")
                .contains(",diverged — unexpected,");
        Path jsonl = dir.resolve("runs.jsonl");
        model.export(RunsExport.Format.JSONL, jsonl);
        assertThat(Files.readAllLines(jsonl)).containsExactly("{\"run_id\":\"run-1\"}", "{\"run_id\":\"run-2\"}",
                "{\"run_id\":\"run-3\"}");
        Path html = dir.resolve("report.html");
        model.exportReport(html, com.collimate.inspector.core.diff.DiffOptions.defaults());
        String report = Files.readString(html);
        assertThat(report).contains("<title>Replay report: " + log.path() + "</title>")
                .contains("<span class=\"chip verdict-unexpected\">diverged — unexpected</span></td>"
                        + "<td class=\"num\">1</td>", "<span class=\"chip verdict-expected\">diverged — expected</span>"
                        + "</td><td class=\"num\">0</td>", "<span class=\"chip verdict-not-replayed\">not replayed</span>"
                        + "</td><td class=\"num\">2</td>")
                .contains("run-2").contains("changed");
        assertThat(model.statusProperty().get()).startsWith("Wrote the report of 3 runs to");
        assertThat(Files.list(dir)).as("no temporary file left").noneMatch(file -> file.toString().endsWith(".tmp"));
        model.close();
    }

    private ReplayViewModel withHeldBackground(RunsViewModel runs, ListRolloutLog log, HeldTasks background) {
        return new ReplayViewModel(log.path(), runs, DIRECT, background, () -> new ReplayBackend(backend(), false,
                "b"), new LocalRunApprovals(), () -> 2, dir.resolve("data"), new OpenFiles(dir.resolve("data"),
                List::of), new ReplayQueue(), DiffOptions::defaults);
    }

    /**
     * A log opened while the untouched sample is being exported would take its tab and close the sample under the
     * export: the export keeps the tab's log, the log gets a tab of its own, and the export is written whole.
     */
    @Test
    void anExportStartedKeepsTheTabsLogSoThatItIsWrittenWhole() throws IOException {
        ListRolloutLog sample = log("sample.jsonl");
        RunsViewModel runs = runs(sample);
        HeldTasks background = new HeldTasks();
        ReplayViewModel model = withHeldBackground(runs, sample, background);
        Path jsonl = dir.resolve("shown.jsonl");

        model.export(RunsExport.Format.JSONL, jsonl);

        assertThat(model.workedInProperty().get()).as("the tab keeps its log").isTrue();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> model.switchLog(dir.resolve("other.jsonl")))
                .isInstanceOf(IllegalStateException.class);
        background.runAll();
        assertThat(model.statusProperty().get()).isEqualTo("Wrote the " + RUNS + " runs to " + jsonl);
        assertThat(Files.readAllLines(jsonl)).hasSize(RUNS);
        model.close();
    }

    /** A reload closes the log an export reads: the export says that, not the closed file's error. */
    @Test
    void anExportOvertakenByAReloadSaysSoAndLeavesTheFileAlone() throws IOException {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        HeldTasks background = new HeldTasks();
        ReplayViewModel model = withHeldBackground(runs, log, background);
        Path jsonl = Files.writeString(dir.resolve("shown.jsonl"), "before\n");
        model.export(RunsExport.Format.JSONL, jsonl);

        runs.reset(); // Reload (F5): the log read until now is closed, the file read again
        log.close();
        log().publish(runs, RUNS);
        background.runAll();

        assertThat(model.statusProperty().get()).isEqualTo("Could not write " + jsonl
                + ": the log was reloaded while the file was being written; export again");
        assertThat(Files.readString(jsonl)).isEqualTo("before\n");
        model.close();
    }

    /** A report of a partly unreadable log must not read as complete: it says what check --report says. */
    @Test
    void theReportSaysWhichRecordsCouldNotBeReadAndWhereTheReplaysWent() throws Exception {
        List<Run> logged = List.of(Runs.run(1, "run-1", "verified", 0L, "g", "one\n"),
                Runs.run(2, "run-2", "verified", 0L, "g", "two\n"),
                Runs.run(3, "run-3", "no-ack", 0L, "g", "three\n"));
        ListRolloutLog log = new ListRolloutLog(dir.resolve("log.jsonl"), logged, List.of(
                new com.collimate.inspector.core.log.LoadError(6, "not JSON: this is not json", "this is not json"),
                new com.collimate.inspector.core.log.LoadError(7, "truncated record", "{\"run_id\":")));
        RunsViewModel runs = runs(log);
        ReplayViewModel model = model(runs, log, false, new LocalRunApprovals());
        model.replay(List.of(0, 1));
        Path html = dir.resolve("report.html");

        model.exportReport(html, DiffOptions.defaults());

        assertThat(Files.readString(html)).contains("<p class=\"note\">Incomplete: 2 records could not be read (first:"
                + " line 6: not JSON: this is not json); they are not checked.</p>",
                "<p class=\"note\">Replay: 3 runs shown, 2 replayed against test backend.</p>");
        model.close();
    }

    /** In the order of the app's chips, "not replayed" included when every shown run was replayed. */
    @Test
    void theReportsVerdictSummaryListsEveryVerdictInTheChipsOrder() throws Exception {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        ReplayViewModel model = model(runs, log, false, new LocalRunApprovals());
        model.replay(List.of(0, 1, 2));
        Path html = dir.resolve("report.html");

        model.exportReport(html, DiffOptions.defaults());

        List<String> summary = Pattern.compile("<tr><td><span class=\"chip verdict-[^\"]+\">([^<]+)</span></td>"
                + "<td class=\"num\">").matcher(Files.readString(html)).results().map(found -> found.group(1)).toList();
        assertThat(summary).containsExactly("reproduced", "diverged — unexpected", "diverged — expected",
                "unconfirmed", "failed", "skipped", "not replayed");
        model.close();
    }

    /** The copy in the app's data folder is the app's business: users know the log as the bundled sample. */
    @Test
    void theReportOfTheBundledSampleNamesItNotItsCopyInTheDataFolder() throws Exception {
        ListRolloutLog log = log("data/samples/" + SampleLog.FILE_NAME);
        ReplayViewModel model = model(runs(log), log, false, new LocalRunApprovals());
        Path html = dir.resolve("report.html");

        model.exportReport(html, com.collimate.inspector.core.diff.DiffOptions.defaults());

        assertThat(Files.readString(html)).contains("<title>Replay report: demo-rollouts.jsonl (bundled sample)</title>",
                "<p class=\"meta\">demo-rollouts.jsonl (bundled sample) &middot; generated ")
                .doesNotContain(dir.resolve("data").toString());
        model.close();
    }

    @Test
    void anExportNeverReplacesTheLogOrItsJournal() throws Exception {
        ListRolloutLog log = log();
        Files.createDirectories(log.path().toAbsolutePath().getParent());
        Files.writeString(log.path(), "{\"run_id\":\"run-1\"}\n");
        ReplayViewModel model = model(runs(log), log, false, new LocalRunApprovals());

        model.export(RunsExport.Format.CSV, log.path());
        assertThat(model.statusProperty().get()).startsWith("Not written: ").contains("the log itself");
        model.export(RunsExport.Format.JSONL, JournalLocation.sidecar(log.path()));
        assertThat(model.statusProperty().get()).contains("the log's replay journal");

        assertThat(Files.readString(log.path())).isEqualTo("{\"run_id\":\"run-1\"}\n");
        assertThat(JournalLocation.sidecar(log.path())).doesNotExist();
        model.close();
    }

    @Test
    void anExportNeverReplacesALogOpenInAnotherTabOrItsJournal() throws Exception {
        ListRolloutLog log = log();
        Path other = Files.writeString(dir.resolve("other.jsonl"), "{\"run_id\":\"other\"}\n");
        Path otherJournal = Files.writeString(JournalLocation.sidecar(other), "journal\n");
        Path linkToOther = Files.createSymbolicLink(dir.resolve("link.csv"), other);
        Path hardLinkToJournal = Files.createLink(dir.resolve("hard.csv"), otherJournal);
        ReplayViewModel model = new ReplayViewModel(log.path(), runs(log), DIRECT, DIRECT,
                () -> new ReplayBackend(backend(), false, "b"), new LocalRunApprovals(), () -> 1, dir.resolve("data"),
                new OpenFiles(dir.resolve("data"), () -> List.of(log.path(), other)), new ReplayQueue(), DiffOptions::defaults);

        model.export(RunsExport.Format.CSV, other);
        assertThat(model.statusProperty().get()).isEqualTo("Not written: " + other
                + " is the log open in the tab \"other.jsonl\"; choose another file");
        model.export(RunsExport.Format.CSV, linkToOther);
        assertThat(model.statusProperty().get()).contains(" is the log open in the tab \"other.jsonl\"");
        model.export(RunsExport.Format.JSONL, otherJournal);
        assertThat(model.statusProperty().get())
                .contains(" is the replay journal of the log open in the tab \"other.jsonl\"");
        model.export(RunsExport.Format.JSONL, hardLinkToJournal);
        assertThat(model.statusProperty().get()).contains(" is the replay journal of the log open in the tab");
        assertThat(model.wouldDestroy(dir.resolve("elsewhere.csv"))).isEmpty();

        assertThat(Files.readString(other)).isEqualTo("{\"run_id\":\"other\"}\n");
        assertThat(Files.readString(otherJournal)).isEqualTo("journal\n");
        model.close();
    }

    @Test
    void anExportAsksWhetherItWouldReplaceAnOpenLogInTheBackgroundNotOnTheFxThread() throws Exception {
        ListRolloutLog log = log();
        Path other = Files.writeString(dir.resolve("other.jsonl"), "{\"run_id\":\"other\"}\n");
        java.util.concurrent.atomic.AtomicInteger asked = new java.util.concurrent.atomic.AtomicInteger();
        List<Runnable> queued = new java.util.ArrayList<>();
        ReplayViewModel model = new ReplayViewModel(log.path(), runs(log), DIRECT, queued::add,
                () -> new ReplayBackend(backend(), false, "b"), new LocalRunApprovals(), () -> 1, dir.resolve("data"),
                new OpenFiles(dir.resolve("data"), () -> {
                    asked.incrementAndGet();
                    return List.of(log.path(), other);
                }), new ReplayQueue(), DiffOptions::defaults);
        while (!queued.isEmpty()) {
            queued.remove(0).run();
        }

        model.export(RunsExport.Format.CSV, other);
        assertThat(asked).as("nothing asked on the FX thread").hasValue(0);
        assertThat(model.statusProperty().get()).startsWith("Writing the ");
        while (!queued.isEmpty()) {
            queued.remove(0).run();
        }

        assertThat(asked).hasValue(1);
        assertThat(model.statusProperty().get()).isEqualTo("Not written: " + other
                + " is the log open in the tab \"other.jsonl\"; choose another file");
        assertThat(Files.readString(other)).isEqualTo("{\"run_id\":\"other\"}\n");
        model.close();
    }

    /** A backend answering like {@link #backend()} until it is switched to fail every request with {@code kind}. */
    private final java.util.concurrent.atomic.AtomicReference<FailureKind> failWith =
            new java.util.concurrent.atomic.AtomicReference<>();

    private ReplayViewModel switchable(RunsViewModel runs, ListRolloutLog log, int concurrency, Runnable onRequest) {
        ExecBackend answering = backend();
        ExecBackend switching = new ExecBackend() {
            @Override
            public ExecOutcome execute(com.collimate.inspector.core.api.ExecRequest request,
                                       com.collimate.inspector.core.api.CallScope scope) {
                onRequest.run();
                FailureKind kind = failWith.get();
                if (kind == null) {
                    return answering.execute(request, scope);
                }
                requests.incrementAndGet();
                String message = kind == FailureKind.UNREACHABLE ? "cannot reach http://127.0.0.1:9/: connection refused"
                        : kind.label();
                return new ExecOutcome.Failure(kind, message, 0, 1);
            }

            @Override
            public String describe() {
                return "switchable";
            }
        };
        return new ReplayViewModel(log.path(), runs, DIRECT, DIRECT, () -> new ReplayBackend(switching, false, "remote"),
                new LocalRunApprovals(), () -> concurrency, dir.resolve("data"),
                new OpenFiles(dir.resolve("data"), List::of), new ReplayQueue(), DiffOptions::defaults);
    }

    /** Closes {@code model}, opens its log again and expects the verdicts the live table shows. */
    private void assertAReloadShowsTheSame(ReplayViewModel model, RunsViewModel runs, ListRolloutLog log) {
        Map<Integer, String> live = descriptions(runs);
        model.close();
        RunsViewModel reloaded = runs(log);
        loaded(reloaded, log).close();
        assertThat(descriptions(reloaded)).isEqualTo(live);
    }

    private static Map<Integer, String> descriptions(RunsViewModel runs) {
        Map<Integer, String> shown = new java.util.TreeMap<>();
        runs.verdicts().forEach((index, badge) -> shown.put(index, badge.description()));
        return shown;
    }

    @Test
    void aFailingOrCancelledBatchKeepsWhatEarlierReplaysShowedAsAReloadDoes() {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        ReplayViewModel model = switchable(runs, log, 2, () -> { });
        model.replay(List.of(0, 1));
        assertThat(kind(runs, 0)).isEqualTo(VerdictKind.REPRODUCED);
        assertThat(kind(runs, 1)).isEqualTo(VerdictKind.UNEXPECTED);

        failWith.set(FailureKind.NETWORK);
        model.replay(List.of(0, 1, 2));
        assertThat(kind(runs, 0)).isEqualTo(VerdictKind.REPRODUCED);
        assertThat(kind(runs, 1)).isEqualTo(VerdictKind.UNEXPECTED);
        assertThat(kind(runs, 2)).as("never answered").isEqualTo(VerdictKind.FAILED);
        assertThat(model.statusProperty().get()).isEqualTo("0 of 3 runs answered; 3 failed (no exec result)");
        assertThat(model.countsProperty().get()).containsOnly(Map.entry(VerdictKind.REPRODUCED, 1),
                Map.entry(VerdictKind.UNEXPECTED, 1), Map.entry(VerdictKind.FAILED, 1));

        failWith.set(FailureKind.CANCELLED);
        model.replay(List.of(0));
        assertThat(kind(runs, 0)).as("a cancelled replay").isEqualTo(VerdictKind.REPRODUCED);
        assertAReloadShowsTheSame(model, runs, log);
    }

    @Test
    void aReloadDoesNotCallARunWhoseReplaysGotNoAnswerReplayed() {
        ListRolloutLog log = log();
        ReplayViewModel first = switchable(runs(log), log, 1, () -> { });
        first.replay(List.of(0));
        failWith.set(FailureKind.NETWORK);
        first.replay(List.of(1));
        first.close();

        RunsViewModel reopened = runs(log);
        ReplayViewModel second = loaded(reopened, log);
        assertThat(kind(reopened, 1)).isEqualTo(VerdictKind.FAILED);
        assertThat(second.statusProperty().get()).isEqualTo("Verdicts of 1 earlier replayed run read from the journal;"
                + " 1 run's earlier replays all failed");
        second.close();
    }

    @Test
    void runsACancelledBatchDidNotReachStayNotReplayed() {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        ReplayViewModel[] model = new ReplayViewModel[1];
        model[0] = switchable(runs, log, 1, () -> model[0].cancel());
        model[0].replay(List.of(0, 1, 2));
        assertThat(runs.verdicts()).containsOnlyKeys(0);
        assertThat(model[0].statusProperty().get())
                .isEqualTo("1 of 3 runs answered: 1 reproduced; 2 not replayed — cancelled");
        model[0].close();
    }

    @Test
    void aRunThatCannotBeReplayedIsSkippedLiveInTheExportsAndAfterAReload() throws Exception {
        Run badSeed = Runs.run(2, "bad-seed", "verified", 0L, "g", "two\n");
        badSeed = new Run(badSeed.key(), badSeed.line(), badSeed.template(), badSeed.code(),
                com.collimate.inspector.core.model.Seed.ofString("not-a-seed"), badSeed.seedAck(), badSeed.seedAckRaw(),
                badSeed.stdout(), badSeed.stderr(), badSeed.exitCode(), badSeed.group(), badSeed.step(), badSeed.reward(),
                badSeed.durationMs(), null, Map.of(), "{\"run_id\":\"bad-seed\"}");
        ListRolloutLog log = new ListRolloutLog(dir.resolve("log.jsonl"), List.of(
                Runs.run(1, "run-1", "verified", 0L, "g", "one\n"), badSeed,
                Runs.run(3, "run-3", "no-ack", 0L, "g", "three\n")), List.of());
        RunsViewModel fresh = runs(log);
        loaded(fresh, log).close();
        assertThat(kind(fresh, 1)).as("before any replay").isEqualTo(VerdictKind.SKIPPED);

        RunsViewModel runs = runs(log);
        ReplayViewModel model = model(runs, log, false, new LocalRunApprovals());
        model.replay(List.of(0, 1, 2));
        assertThat(kind(runs, 1)).isEqualTo(VerdictKind.SKIPPED);
        assertThat(runs.verdicts().get(1).description()).contains("not 64 hex digits");
        assertThat(model.statusProperty().get()).isEqualTo("2 of 3 runs answered: 1 reproduced, 1 diverged; "
                + "1 skipped (cannot be replayed)");
        Path csv = dir.resolve("runs.csv");
        model.export(RunsExport.Format.CSV, csv);
        assertThat(Files.readAllLines(csv).get(2)).contains(",skipped,");
        Path html = dir.resolve("report.html");
        model.exportReport(html, com.collimate.inspector.core.diff.DiffOptions.defaults());
        assertThat(Files.readString(html)).contains("bad-seed").contains("not 64 hex digits")
                .contains("<span class=\"chip verdict-not-replayed\">not replayed</span></td><td class=\"num\">0</td>")
                .as("no run's row says not replayed").doesNotContain("not replayed</span></td><td>");
        assertAReloadShowsTheSame(model, runs, log);
    }

    @Test
    void anUnreachableEndpointStopsTheBatchAtOnceWithABanner() {
        ListRolloutLog log = log();
        RunsViewModel runs = runs(log);
        ReplayViewModel model = switchable(runs, log, 1, () -> { });
        failWith.set(FailureKind.UNREACHABLE);
        model.replay(List.of(0, 1, 2));
        assertThat(requests).hasValue(1);
        EndpointProblem problem = model.endpointProblemProperty().get();
        assertThat(problem.text()).isEqualTo("Cannot reach http://127.0.0.1:9/: connection refused. The replay "
                + "stopped; the endpoint is set in Settings.");
        assertThat(problem.action()).isEqualTo("Open Settings");
        assertThat(model.statusProperty().get()).isEqualTo("0 of 3 runs answered; 1 failed (no exec result); 2 not replayed"
                + " — stopped: cannot reach http://127.0.0.1:9/: connection refused");
        assertThat(runs.verdicts()).containsOnlyKeys(0);
        model.close();
    }

    /** Runs what it was given only when told to. */
    private static final class ManualExecutor implements Executor {
        private final java.util.ArrayDeque<Runnable> tasks = new java.util.ArrayDeque<>();

        @Override
        public void execute(Runnable task) {
            tasks.add(task);
        }

        void runNext() {
            tasks.remove().run();
        }

        void runAll() {
            Runnable task;
            while ((task = tasks.poll()) != null) {
                task.run();
            }
        }
    }

    private ReplayViewModel working(ListRolloutLog log, Executor work) {
        return new ReplayViewModel(log.path(), runs(log), DIRECT, work,
                () -> new ReplayBackend(backend(), false, "remote"), new LocalRunApprovals(), () -> 1,
                dir.resolve("data"), new OpenFiles(dir.resolve("data"), List::of), new ReplayQueue(), DiffOptions::defaults);
    }

    @Test
    void stopThenWaitsUntilTheCancelledBatchHasStopped() {
        ManualExecutor work = new ManualExecutor();
        ReplayViewModel model = working(log(), work);
        AtomicInteger closed = new AtomicInteger();
        model.stopThen(closed::incrementAndGet);
        assertThat(closed).as("nothing runs: at once").hasValue(1);

        model.replay(List.of(0, 1));
        work.runNext(); // prepared: the batch starts, its run is queued
        model.stopThen(closed::incrementAndGet);
        assertThat(closed).as("not before the batch has stopped").hasValue(1);
        assertThat(model.statusProperty().get()).isEqualTo("Cancelling…");
        work.runAll();
        assertThat(closed).hasValue(2);
        assertThat(model.runningProperty().get()).isFalse();
        assertThat(requests).hasValue(0);
    }

    @Test
    void aBatchCancelledWhileItIsPreparedNeverStarts() {
        ManualExecutor work = new ManualExecutor();
        ReplayViewModel model = working(log(), work);
        AtomicInteger closed = new AtomicInteger();
        model.replay(List.of(0, 1));
        model.stopThen(closed::incrementAndGet);
        work.runAll();
        assertThat(closed).hasValue(1);
        assertThat(model.statusProperty().get()).isEqualTo("Nothing replayed: cancelled");
        assertThat(requests).hasValue(0);
        assertThat(model.runningProperty().get()).isFalse();
    }

    @Test
    void aSecondLogsBatchSaysItWaitsForTheFirstAndStartsAfterIt() {
        ReplayQueue queue = new ReplayQueue();
        ListRolloutLog first = log("first.jsonl");
        ListRolloutLog second = log("second.jsonl");
        ManualExecutor firstWork = new ManualExecutor();
        ManualExecutor secondWork = new ManualExecutor();
        RunsViewModel secondRuns = runs(second);
        ReplayViewModel one = new ReplayViewModel(first.path(), runs(first), DIRECT, firstWork,
                () -> new ReplayBackend(backend(), false, "remote"), new LocalRunApprovals(), () -> 1,
                dir.resolve("data"), new OpenFiles(dir.resolve("data"), List::of), queue,
                DiffOptions::defaults);
        ReplayViewModel two = new ReplayViewModel(second.path(), secondRuns, DIRECT, secondWork,
                () -> new ReplayBackend(backend(), false, "remote"), new LocalRunApprovals(), () -> 1,
                dir.resolve("data"), new OpenFiles(dir.resolve("data"), List::of), queue,
                DiffOptions::defaults);
        one.replay(List.of(0));
        firstWork.runNext();
        assertThat(one.runningProperty().get()).isTrue();
        two.replay(List.of(0, 1));
        secondWork.runAll();
        assertThat(two.runningProperty().get()).isTrue();
        assertThat(two.waitingProperty().get()).isEqualTo("Waiting for the replays of first.jsonl to finish…");
        assertThat(two.statusProperty().get()).startsWith("Waiting for the replays of first.jsonl to finish…");
        assertThat(requests).hasValue(0);

        firstWork.runAll();
        assertThat(two.waitingProperty().get()).isEmpty();
        secondWork.runAll();
        assertThat(requests).hasValue(3);
        assertThat(two.runningProperty().get()).isFalse();
        assertThat(kind(secondRuns, 1)).isEqualTo(VerdictKind.UNEXPECTED);

        // Cancelling a waiting batch gives up its place: it never runs.
        one.replay(List.of(0));
        firstWork.runNext();
        two.replay(List.of(2));
        secondWork.runAll();
        two.cancel();
        assertThat(two.runningProperty().get()).isFalse();
        assertThat(two.statusProperty().get()).startsWith("Nothing replayed");
        firstWork.runAll();
        secondWork.runAll();
        assertThat(requests).hasValue(4);
        one.close();
        two.close();
    }
}
