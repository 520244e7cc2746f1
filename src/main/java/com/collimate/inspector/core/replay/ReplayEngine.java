package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.CallScope;
import com.collimate.inspector.core.api.ExecBackend;
import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.api.Sleeper;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;

import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Replays runs against an exec backend and judges each one (see docs/replay.md). At most
 * {@code concurrency} requests are in flight; each run is loaded right before its request and dropped after, and
 * each replay is written to the journal before it counts, so memory stays flat and nothing is lost.
 * Cancelling stops new requests and cancels the ones in flight; a bad API key stops the batch.
 */
public final class ReplayEngine {
    private static final long POLL_MILLIS = 50;

    private final ExecBackend backend;
    private final ReplayJournal journal;
    private final ReplayOptions options;
    private final Sleeper sleeper;
    private final Clock clock;

    public ReplayEngine(ExecBackend backend, ReplayJournal journal, ReplayOptions options, Sleeper sleeper, Clock clock) {
        this.backend = Objects.requireNonNull(backend);
        this.journal = Objects.requireNonNull(journal);
        this.options = Objects.requireNonNull(options);
        this.sleeper = Objects.requireNonNull(sleeper);
        this.clock = Objects.requireNonNull(clock);
    }

    public ReplayEngine(ExecBackend backend, ReplayJournal journal, ReplayOptions options) {
        this(backend, journal, options, Sleeper.system(), Clock.systemUTC());
    }

    /** Blocks until every selected run has a result (delivered to {@code listener}) or the batch is cancelled. */
    public ReplaySummary run(RunSource source, ReplayListener listener, Cancellation cancellation)
            throws InterruptedException {
        return new Batch(source, listener, cancellation).run();
    }

    private final class Batch {
        private final RunSource source;
        private final ReplayListener listener;
        private final Cancellation cancellation;
        private final CallScope scope = new CallScope();
        private final Semaphore permits = new Semaphore(options.concurrency());
        private final AtomicInteger done = new AtomicInteger();
        private final AtomicInteger inFlight = new AtomicInteger();
        private final AtomicInteger failures = new AtomicInteger();
        private final SummaryCounter counter;
        private final RateLimiter rateLimiter = new RateLimiter(options.ratePerSecond(), sleeper, System::nanoTime);
        private final long startNanos = System.nanoTime();
        private volatile String stopReason;

        Batch(RunSource source, ReplayListener listener, Cancellation cancellation) {
            this.source = source;
            this.listener = listener;
            this.cancellation = cancellation;
            this.counter = new SummaryCounter(source.size());
        }

        ReplaySummary run() throws InterruptedException {
            ExecutorService workers = Executors.newFixedThreadPool(options.concurrency(), task -> {
                Thread thread = new Thread(task, "replay-worker");
                thread.setDaemon(true);
                return thread;
            });
            try {
                listener.onProgress(progress());
                int next = dispatch(workers);
                awaitInFlight();
                for (int position = next; position < source.size(); position++) {
                    RunRef ref = source.ref(position);
                    emit(stopReason != null ? Verdicts.notReplayed(ref, stopReason)
                            : Verdicts.skipped(ref, "not replayed: the batch was cancelled"));
                }
                return counter.summary(isCancelled(), stopReason);
            } finally {
                scope.cancel();
                workers.shutdownNow();
            }
        }

        /** Starts every replay it can; returns the position of the first run not started. */
        private int dispatch(ExecutorService workers) throws InterruptedException {
            for (int position = 0; position < source.size(); position++) {
                if (shouldStop()) {
                    return position;
                }
                RunRef ref = source.ref(position);
                RunTally tally = new RunTally(ref, journal.replayCount(ref.key()) + 1, options.repeat());
                for (int k = 1; k <= options.repeat(); k++) {
                    if (!acquireSlot()) {
                        if (k == 1) {
                            return position;
                        }
                        if (tally.truncate(k - 1)) {
                            emit(tally.judge());
                        }
                        return position + 1;
                    }
                    int attempt = tally.attempt(k);
                    int at = position;
                    inFlight.incrementAndGet();
                    workers.execute(() -> replay(at, attempt, tally));
                }
            }
            return source.size();
        }

        private boolean acquireSlot() throws InterruptedException {
            while (!permits.tryAcquire(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                if (shouldStop()) {
                    return false;
                }
            }
            if (shouldStop() || !rateLimiter.awaitSlot(this::shouldStop)) {
                permits.release();
                return false;
            }
            return true;
        }

        private void awaitInFlight() throws InterruptedException {
            while (!permits.tryAcquire(options.concurrency(), POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                shouldStop();
            }
            permits.release(options.concurrency());
        }

        /** True once cancelled or stopped; a cancel is passed on to the calls in flight. */
        private boolean shouldStop() {
            if (cancellation.isCancelled()) {
                scope.cancel();
                return true;
            }
            return stopReason != null;
        }

        private boolean isCancelled() {
            return cancellation.isCancelled();
        }

        private void replay(int position, int attempt, RunTally tally) {
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
                skipReason = "cannot read the run from the log: " + TextSafety.oneLine(e.getMessage(), 200);
            } catch (RuntimeException e) {
                record = ReplayRecord.failed(attempt, null, "internal error: " + TextSafety.oneLine(
                        String.valueOf(e.getMessage()), 200), 0, 0);
            } finally {
                try {
                    if (record != null && !record.answered()) {
                        failures.incrementAndGet();
                    }
                    if (tally.finish(record, skipReason)) {
                        emit(tally.judge());
                    }
                    done.incrementAndGet();
                    inFlight.decrementAndGet();
                    listener.onProgress(progress());
                } finally {
                    permits.release();
                }
            }
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
            if (!(outcome instanceof ExecOutcome.Failure failure && failure.kind() == FailureKind.CANCELLED)) {
                record(run, attempt, request.seed(), startedAt, millis, outcome);
            }
            return ReplayRecord.of(attempt, run, request.seed(), outcome);
        }

        private void record(Run run, int attempt, String seed, Instant startedAt, double millis, ExecOutcome outcome) {
            JournalEntry.Error error = outcome instanceof ExecOutcome.Failure failure
                    ? new JournalEntry.Error(failure.kind().label(), failure.message()) : null;
            JournalEntry entry = new JournalEntry(run.key(), run.line(), attempt, backend.describe(), seed,
                    startedAt.toString(), millis, outcome.status(), outcome.attempts(),
                    outcome instanceof ExecOutcome.Success success ? success.response() : null, error);
            try {
                journal.append(entry);
            } catch (IOException e) {
                stopReason = "cannot write the replay journal " + journal.file() + ": "
                        + TextSafety.oneLine(e.getMessage(), 200);
            }
        }

        private void emit(RunResult result) {
            counter.add(result);
            listener.onRunResult(result);
        }

        private ReplayProgress progress() {
            double seconds = Math.max(1e-9, (System.nanoTime() - startNanos) / 1e9);
            int finished = done.get();
            return new ReplayProgress(finished, source.size() * options.repeat(), inFlight.get(), failures.get(),
                    finished / seconds);
        }
    }
}
