package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.ReplayEngine;
import com.collimate.inspector.core.replay.ReplayListener;
import com.collimate.inspector.core.replay.ReplayOptions;
import com.collimate.inspector.core.replay.ReplayProgress;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.core.replay.RunReplays;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.RunSource;
import com.collimate.inspector.core.replay.RunVerdicts;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.Diagnostics;
import com.collimate.inspector.ui.runs.VerdictBadge;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * One batch of replays: its runs go through the {@link ReplayEngine} on a background thread, and what the engine's
 * workers report (progress, each run's verdict, the endpoint problem its replays met) is coalesced onto the FX thread.
 */
final class ReplayBatch implements ReplayListener {
    final RolloutLog log;
    final int[] indexes;
    final int repeat;
    final Cancellation cancellation = new Cancellation();
    final BatchCounts counts = new BatchCounts();
    volatile ReplayJournal journal;
    /** What another program did to the journal while the batch ran, and what was done about it (see ReplayJournal). */
    volatile List<String> journalNotices = List.of();
    volatile ReplayBackend backend;
    ReplayQueue.Ticket ticket;
    /**
     * The masks changed since it started: it names its runs' classes with the masks it started with, so they are named
     * again once it has run (a batch stopped before it ran replayed nothing to name). FX thread.
     */
    boolean masksChanged;

    private final Executor fx;
    private final TableVerdicts table;
    private final RunJudge judge;
    private final Consumer<ReplayProgress> progress;
    private final Consumer<EndpointProblem> endpointProblem;
    private final Map<Long, Integer> indexByLine = new HashMap<>();
    private final Queue<Judged> results = new ConcurrentLinkedQueue<>();
    private final AtomicReference<ReplayProgress> latest = new AtomicReference<>();
    private final AtomicBoolean drainQueued = new AtomicBoolean();

    /** @param options how a diverged run's classes are named (the masks in effect when the batch starts) */
    ReplayBatch(RolloutLog log, int[] indexes, int repeat, Executor fx, TableVerdicts table, DiffOptions options,
                Consumer<ReplayProgress> progress, Consumer<EndpointProblem> endpointProblem) {
        this.log = log;
        this.indexes = indexes;
        this.repeat = repeat;
        this.fx = fx;
        this.table = table;
        this.judge = new RunJudge(options, cancellation);
        this.progress = progress;
        this.endpointProblem = endpointProblem;
    }

    /**
     * Replays the runs on {@link #backend} into {@link #journal}, then hands the summary (null when the batch failed)
     * and why it failed (null when it did not) to {@code finished} on the FX thread. Off the FX thread.
     */
    void run(int concurrency, Diagnostics diagnostics, BiConsumer<ReplaySummary, String> finished) {
        for (int index : indexes) {
            indexByLine.put(log.summary(index).line(), index);
        }
        ReplaySummary summary = null;
        String failure = null;
        try {
            ReplayOptions options = new ReplayOptions(repeat, Math.max(1, concurrency), 0);
            summary = new ReplayEngine(backend.exec(), journal, options, diagnostics)
                    .run(RunSource.of(log, indexes), this, cancellation);
            journalNotices = journal.takeNotices();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failure = "Replay interrupted";
        } catch (RuntimeException e) {
            failure = "Replay failed: " + ErrorText.oneLine(e) + diagnostics.record("replay failed", e);
        }
        ReplaySummary done = summary;
        String problem = failure;
        fx.execute(() -> finished.accept(done, problem));
    }

    @Override
    public void onProgress(ReplayProgress snapshot) {
        latest.set(snapshot);
        queueDrain();
    }

    /** On a worker: judges the run over all its journaled replays, as a reload would. */
    @Override
    public void onRunResult(RunResult result) {
        counts.add(result);
        Integer index = indexByLine.get(result.run().line());
        EndpointProblem problem = result.replays().stream().map(EndpointProblem::of).flatMap(Optional::stream)
                .findFirst().orElse(null);
        if (index != null && !RunVerdicts.unreached(result)) {
            long judgement = table.newJudgement();
            results.add(new Judged(index, judge(index, result), judgement, problem));
        } else if (problem != null) {
            results.add(new Judged(-1, Optional.empty(), 0, problem));
        }
        queueDrain();
    }

    /** A cancel stops the comparison that names a diverged run's classes: its verdict is shown without them. */
    private Optional<ReplayVerdict> judge(int index, RunResult result) {
        try {
            Run run = log.load(index);
            return judge.verdict(run, RunReplays.records(journal, run), journal);
        } catch (IOException | RuntimeException e) {
            return Optional.of(ReplayVerdict.of(result));
        }
    }

    private void queueDrain() {
        if (drainQueued.compareAndSet(false, true)) {
            fx.execute(this::drain);
        }
    }

    /** FX thread: publishes what arrived since the last drain. */
    synchronized void drain() {
        drainQueued.set(false);
        ReplayProgress snapshot = latest.getAndSet(null);
        if (snapshot != null) {
            progress.accept(snapshot);
        }
        Map<Integer, VerdictBadge> verdicts = new HashMap<>();
        Map<Integer, Long> judgements = new HashMap<>();
        Judged judged;
        EndpointProblem problem = null;
        while ((judged = results.poll()) != null) {
            if (judged.verdict().isPresent()) {
                verdicts.put(judged.index(), judged.verdict().get());
                judgements.put(judged.index(), judged.judgement());
            }
            problem = judged.problem() != null ? judged.problem() : problem;
        }
        if (!verdicts.isEmpty()) {
            table.publish(log, verdicts, judgements::get);
        }
        if (problem != null) {
            endpointProblem.accept(problem);
        }
    }

    /**
     * A run's verdict after a batch (empty: it keeps the one it had), the {@link TableVerdicts#newJudgement} it was
     * judged by, and the endpoint problem its replays met.
     */
    private record Judged(int index, Optional<ReplayVerdict> verdict, long judgement, EndpointProblem problem) {
    }
}
