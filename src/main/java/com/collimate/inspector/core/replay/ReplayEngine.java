package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.CallScope;
import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.api.ExecBackend;
import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.api.RetryWait;
import com.collimate.inspector.core.api.Sleeper;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;

import com.collimate.inspector.core.util.Diagnostics;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Replays runs against an exec backend and judges each one (see docs/replay.md). At most
 * {@code concurrency} requests are in flight; each run is loaded right before its request and dropped after, and
 * each finished replay goes to the journal (the texts live there, not in memory), so memory stays flat and
 * nothing is lost.
 * Cancelling stops new requests and cancels the ones in flight; a bad API key stops the batch.
 */
public final class ReplayEngine {
    private static final long POLL_MILLIS = 50;
    private static final int NO_TASK = -1;
    /** How often progress is reported while no replay ends. */
    private static final long TICK_NANOS = 1_000_000_000L;
    /**
     * How often while a wait before a retry is counted down: a view showing whole seconds left then sees each second,
     * which ticks a second apart, drifting by the poll, would now and then skip.
     */
    private static final long COUNTDOWN_TICK_NANOS = TICK_NANOS / 4;
    /** Shorter waits before a retry pass unannounced: they are part of a normal busy batch. */
    private static final Duration NOTICED_WAIT = Duration.ofSeconds(2);

    private final ExecBackend backend;
    private final ReplayJournal journal;
    private final ReplayOptions options;
    private final Sleeper sleeper;
    private final Clock clock;
    private final Diagnostics diagnostics;

    /** @param diagnostics where the stack trace of a bug in a replay goes; the run's record says "internal error" */
    public ReplayEngine(ExecBackend backend, ReplayJournal journal, ReplayOptions options, Sleeper sleeper, Clock clock,
                        Diagnostics diagnostics) {
        this.backend = Objects.requireNonNull(backend);
        this.journal = Objects.requireNonNull(journal);
        this.options = Objects.requireNonNull(options);
        this.sleeper = Objects.requireNonNull(sleeper);
        this.clock = Objects.requireNonNull(clock);
        this.diagnostics = Objects.requireNonNull(diagnostics);
    }

    public ReplayEngine(ExecBackend backend, ReplayJournal journal, ReplayOptions options, Sleeper sleeper, Clock clock) {
        this(backend, journal, options, sleeper, clock, Diagnostics.none());
    }

    public ReplayEngine(ExecBackend backend, ReplayJournal journal, ReplayOptions options, Diagnostics diagnostics) {
        this(backend, journal, options, Sleeper.system(), Clock.systemUTC(), diagnostics);
    }

    public ReplayEngine(ExecBackend backend, ReplayJournal journal, ReplayOptions options) {
        this(backend, journal, options, Diagnostics.none());
    }

    /** Blocks until every selected run has a result (delivered to {@code listener}) or the batch is cancelled. */
    public ReplaySummary run(RunSource source, ReplayListener listener, Cancellation cancellation)
            throws InterruptedException {
        return new Batch(source, listener, cancellation).run();
    }

    /**
     * One run of the engine. {@code concurrency} workers pull replay tasks (run position × repeat) from a shared
     * cursor, so the limit holds by construction and no hand-off sits between one request and the next; the
     * calling thread watches for a cancel meanwhile.
     */
    private final class Batch {
        private final RunSource source;
        private final ReplayListener listener;
        private final Cancellation cancellation;
        private final CallScope scope = new CallScope(this::retryWaitStarted, this::retryWaitOver);
        private final int tasks;
        private final AtomicInteger cursor = new AtomicInteger();
        private final Map<Integer, RunTally> open = new ConcurrentHashMap<>();
        /**
         * Guards the counts below; held while a snapshot is taken and handed on, so listeners get the snapshots in the
         * order they were taken.
         */
        private final Object counts = new Object();
        private int done;
        private int inFlight;
        private int failures;
        private int cancelled;
        private int requested;
        /** The long waits before a retry going on now, the latest last; the latest is shown. Under {@link #counts}. */
        private final List<NoticedWait> noticedWaits = new ArrayList<>();
        /** Under {@link #counts}. */
        private final RetrySpell retrySpell = new RetrySpell();
        private final SummaryCounter counter;
        private final RateLimiter rateLimiter = new RateLimiter(options.ratePerSecond(), sleeper, System::nanoTime);
        private final long startNanos = System.nanoTime();
        private volatile String stopReason;

        Batch(RunSource source, ReplayListener listener, Cancellation cancellation) {
            this.source = source;
            this.listener = listener;
            this.cancellation = cancellation;
            this.counter = new SummaryCounter(source.size());
            this.tasks = Math.multiplyExact(source.size(), options.repeat());
        }

        ReplaySummary run() throws InterruptedException {
            int workers = Math.max(1, Math.min(options.concurrency(), tasks));
            CountDownLatch finished = new CountDownLatch(workers);
            report(this::progress);
            try {
                for (int i = 0; i < workers; i++) {
                    Thread worker = new Thread(() -> {
                        try {
                            work();
                        } finally {
                            finished.countDown();
                        }
                    }, "replay-worker-" + i);
                    worker.setDaemon(true);
                    worker.start();
                }
                long lastReport = System.nanoTime();
                while (!finished.await(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                    shouldStop();
                    if (System.nanoTime() - lastReport >= (countingDown() ? COUNTDOWN_TICK_NANOS : TICK_NANOS)) {
                        // while requests take long the rate falls and the ETA grows: said, not frozen at the last end
                        report(this::progress);
                        lastReport = System.nanoTime();
                    }
                }
            } catch (InterruptedException e) {
                stopReason = "interrupted";
                throw e;
            } finally {
                scope.cancel();
            }
            closeUnfinishedRuns();
            return counter.summary(cancellation.isCancelled(), stopReason);
        }

        /**
         * A worker books its next start slot before it takes a task (a task taken and then abandoned by a cancel
         * would leave its run without a result), so it stops waiting for a slot as soon as every task is taken:
         * once no request is left nothing waits on the rate limit.
         */
        private void work() {
            int handedOn = NO_TASK;
            while (handedOn != NO_TASK || !shouldStop() && !allTaken()) {
                int task = handedOn;
                if (task == NO_TASK) {
                    try {
                        if (!rateLimiter.awaitSlot(() -> shouldStop() || allTaken())) {
                            return;
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                    task = cursor.getAndIncrement();
                    if (task >= tasks) {
                        return;
                    }
                }
                int position = task / options.repeat();
                RunTally tally = open.computeIfAbsent(position, at -> {
                    RunRef ref = source.ref(at);
                    return new RunTally(ref, journal.reserveAttempts(ref.key(), ref.line(), options.repeat()),
                            options.repeat());
                });
                handedOn = replay(position, tally.attempt(task % options.repeat() + 1), tally, handedOn != NO_TASK);
            }
        }

        /**
         * The task a worker takes as its replay ends, under {@link #counts}, or {@link #NO_TASK}: its place in flight
         * passes straight to it, so the progress of the end does not show one replay fewer in flight for the moment
         * until the next starts (the moment every line of a plain log would show). With a rate limit the worker waits
         * for its slot first, out of flight.
         */
        private int nextTaskAtOnce() {
            if (options.ratePerSecond() > 0 || cancellation.isCancelled() || stopReason != null) {
                return NO_TASK;
            }
            int task = cursor.getAndIncrement();
            return task < tasks ? task : NO_TASK;
        }

        private boolean allTaken() {
            return cursor.get() >= tasks;
        }

        /** After a stop: judges runs with only some replays made; reports runs never reached. */
        private void closeUnfinishedRuns() {
            int taken = Math.min(cursor.get(), tasks);
            for (Map.Entry<Integer, RunTally> entry : open.entrySet()) {
                int dispatched = Math.min(options.repeat(), taken - entry.getKey() * options.repeat());
                if (entry.getValue().truncate(dispatched)) {
                    emit(entry.getValue().judge());
                }
            }
            int firstUnreached = (taken + options.repeat() - 1) / options.repeat();
            for (int position = firstUnreached; position < source.size(); position++) {
                RunRef ref = source.ref(position);
                emit(stopReason != null ? Verdicts.notReplayed(ref, stopReason)
                        : Verdicts.skipped(ref, Verdicts.NOT_REPLAYED + "the batch was cancelled"));
            }
        }

        /** True once cancelled or stopped; a cancel is passed on to the calls in flight. */
        private boolean shouldStop() {
            if (cancellation.isCancelled()) {
                scope.cancel();
                return true;
            }
            return stopReason != null;
        }

        /** Returns the task taken at its end ({@link #nextTaskAtOnce}); {@code inFlightAlready} for such a task. */
        private int replay(int position, int attempt, RunTally tally, boolean inFlightAlready) {
            if (!inFlightAlready) {
                report(() -> {
                    inFlight++;
                    return progress();
                });
            }
            int[] next = {NO_TASK};
            ReplayRecord record = null;
            String skipReason = null;
            try {
                Run run = source.load(position);
                Optional<String> notReplayable = ReplayEligibility.skipReason(run);
                if (notReplayable.isPresent()) {
                    skipReason = notReplayable.get();
                } else {
                    tally.markSeeded(run.seed().isValid());
                    record = replay(run, attempt);
                }
            } catch (IOException e) {
                skipReason = Verdicts.UNREADABLE + ": " + ErrorText.oneLine(e);
            } catch (RuntimeException e) {
                String where = diagnostics.record("internal error replaying the run at position " + position
                        + " of the batch", e);
                record = ReplayRecord.failed(attempt, null, "internal error: " + ErrorText.oneLine(e) + where, 0, 0);
            } finally {
                if (tally.finish(record, skipReason)) {
                    open.remove(position);
                    emit(tally.judge());
                }
                ReplayRecord ended = record;
                report(() -> {
                    next[0] = nextTaskAtOnce();
                    return finished(ended, next[0] != NO_TASK);
                });
            }
            return next[0];
        }

        private ReplayRecord replay(Run run, int attempt) {
            ExecRequest request = ReplayEligibility.requestFor(run);
            Instant startedAt = clock.instant();
            long start = System.nanoTime();
            ExecOutcome outcome = backend.execute(request, scope);
            double millis = (System.nanoTime() - start) / 1e6;
            if (outcome instanceof ExecOutcome.Failure failure && failure.kind().stopsBatch()) {
                stopReason = failure.message();
            }
            int journaled = attempt;
            if (!(outcome instanceof ExecOutcome.Failure failure && failure.kind() == FailureKind.CANCELLED)) {
                journaled = record(run, attempt, request, startedAt, millis, outcome);
            }
            return ReplayRecord.of(journaled, run, request.seed(), outcome);
        }

        /**
         * Journals the replay; returns the number it was journaled with (another process replaying the run at the
         * same time may have taken {@code attempt}), or {@code attempt} when the journal cannot be written.
         */
        private int record(Run run, int attempt, ExecRequest request, Instant startedAt, double millis,
                           ExecOutcome outcome) {
            JournalEntry.Error error = outcome instanceof ExecOutcome.Failure failure
                    ? new JournalEntry.Error(failure.kind().label(), failure.message()) : null;
            JournalEntry entry = new JournalEntry(run.key(), run.line(), attempt, backend.describe(), request.seed(),
                    RunReplays.codeSha(request), startedAt.toString(), millis, outcome.status(), outcome.attempts(),
                    outcome instanceof ExecOutcome.Success success ? success.response() : null, error);
            try {
                return journal.append(entry);
            } catch (IOException e) {
                // the journal's messages name its file
                stopReason = "cannot write the replay journal " + TextSafety.oneLine(e.getMessage(), 400);
                return attempt;
            }
        }

        private void emit(RunResult result) {
            counter.add(result);
            listener.onRunResult(result);
        }

        /** Under {@link #counts}. */
        private ReplayProgress finished(ReplayRecord record, boolean nextInFlight) {
            if (!nextInFlight) {
                inFlight--;
            }
            if (record != null && record.errorKind() == FailureKind.CANCELLED) {
                cancelled++;
            } else {
                done++;
                if (record != null) {
                    requested++;
                }
                if (record != null && !record.answered()) {
                    failures++;
                }
                if (record != null && record.answered()) {
                    retrySpell.answered();
                }
            }
            return progress();
        }

        /**
         * Announces a long wait before a retry at once: the next replay may finish only minutes later. Short ones are
         * announced together once they have gone on for a while ({@link RetrySpell}).
         */
        private void retryWaitStarted(RetryWait wait) {
            synchronized (counts) {
                Instant now = clock.instant();
                retrySpell.retrying(wait, now);
                boolean noticed = wait.delay().compareTo(NOTICED_WAIT) >= 0;
                if (noticed) {
                    noticedWaits.add(new NoticedWait(wait, now.plus(wait.delay())));
                }
                if (noticed || retrySpell.notice(now) != null) {
                    listener.onProgress(progress());
                }
            }
        }

        private boolean countingDown() {
            synchronized (counts) {
                return !noticedWaits.isEmpty();
            }
        }

        /** Takes the notice of a wait off at once when it is over, rather than with the next replay's progress. */
        private void retryWaitOver(RetryWait wait) {
            synchronized (counts) {
                if (noticedWaits.removeIf(noticed -> noticed.retryWait() == wait)) { // by identity: equal waits may overlap
                    listener.onProgress(progress());
                }
            }
        }

        private void report(Supplier<ReplayProgress> snapshot) {
            synchronized (counts) {
                listener.onProgress(snapshot.get());
            }
        }

        /** Under {@link #counts}. */
        private ReplayProgress progress() {
            long now = System.nanoTime();
            double seconds = Math.max(1e-9, (now - startNanos) / 1e9);
            Instant at = clock.instant();
            NoticedWait shown = scope.isCancelled() || noticedWaits.isEmpty() ? null
                    : noticedWaits.get(noticedWaits.size() - 1);
            String waiting = shown != null ? shown.retryWait().describe()
                    : scope.isCancelled() ? null : retrySpell.notice(at);
            return new ReplayProgress(done, tasks, inFlight, failures, cancelled, requested / seconds, waiting,
                    shown == null ? null : shown.countdown(at));
        }
    }

    /** A long wait before a retry going on now, and when it ends. */
    private record NoticedWait(RetryWait retryWait, Instant ends) {
        ReplayProgress.Countdown countdown(Instant at) {
            return new ReplayProgress.Countdown(retryWait, Duration.between(at, ends));
        }
    }
}
