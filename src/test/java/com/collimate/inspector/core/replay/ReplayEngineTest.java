package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.CallScope;
import com.collimate.inspector.core.api.ExecBackend;
import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.api.RecordingSleeper;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.Diagnostics;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static com.collimate.inspector.core.replay.TestRuns.SEED;
import static org.assertj.core.api.Assertions.assertThat;

class ReplayEngineTest {
    @TempDir
    Path dir;
    private Path log;
    private ReplayJournal journal;
    private final RecordingSleeper sleeper = new RecordingSleeper();

    @BeforeEach
    void openJournal() throws IOException {
        log = dir.resolve("log.jsonl");
        Files.writeString(log, "");
        journal = ReplayJournal.open(log, dir.resolve("data"));
    }

    @AfterEach
    void closeJournal() {
        journal.close();
    }

    /** Answers with the run's code as stdout, unless a script says otherwise. */
    static final class FakeBackend implements ExecBackend {
        final Function<ExecRequest, ExecOutcome> script;
        final List<ExecRequest> requests = new CopyOnWriteArrayList<>();

        FakeBackend(Function<ExecRequest, ExecOutcome> script) {
            this.script = script;
        }

        @Override
        public ExecOutcome execute(ExecRequest request, CallScope scope) {
            requests.add(request);
            return script.apply(request);
        }

        @Override
        public String describe() {
            return "fake";
        }
    }

    /** An endpoint that answers "same" only when the test counts {@code release} down. */
    static FakeBackend answeringOnlyAfter(CountDownLatch release) {
        return new FakeBackend(request -> {
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return answer("same", SEED, "verified");
        });
    }

    static ExecOutcome answer(String stdout, String seed, String seedAck) {
        return new ExecOutcome.Success(new ExecResponse(stdout, "", 0L, seed, seedAck), 200, 1);
    }

    private Map<String, RunResult> replay(ExecBackend backend, ReplayOptions options, List<Run> runs)
            throws InterruptedException {
        return replayAll(backend, options, runs).stream()
                .collect(Collectors.toMap(result -> result.run().key(), result -> result));
    }

    /** The results in log order (runs may share a key). */
    private List<RunResult> replayAll(ExecBackend backend, ReplayOptions options, List<Run> runs)
            throws InterruptedException {
        List<RunResult> results = new CopyOnWriteArrayList<>();
        run(backend, options, runs, ReplayListener.of(progress -> { }, results::add));
        return results.stream().sorted(Comparator.comparingLong(result -> result.run().line())).toList();
    }

    private ReplaySummary run(ExecBackend backend, ReplayOptions options, List<Run> runs, ReplayListener listener)
            throws InterruptedException {
        return new ReplayEngine(backend, journal, options, sleeper, Clock.systemUTC())
                .run(RunSource.of(runs), listener, new Cancellation());
    }

    @Test
    void aRunLoggedWithoutAnExitCodeReproducesWhateverTheReplayExitsWith() throws Exception {
        List<Run> runs = List.of(
                TestRuns.run("no-exit", "python", "print(1)", Seed.ofString(SEED), "verified", "print(1)", "", null));
        FakeBackend backend = new FakeBackend(request -> answer("print(1)", request.seed(), "verified"));

        RunResult result = replay(backend, ReplayOptions.defaults(), runs).get("no-exit");

        assertThat(result.verdict()).isEqualTo(Verdict.REPRODUCED);
        assertThat(result.reason()).isEmpty();
    }

    @Test
    void judgesEachRunFromItsReplays() throws Exception {
        List<Run> runs = List.of(
                TestRuns.verified("same", "print(1)"),
                TestRuns.verified("differs", "line one\nline TWO\n"),
                TestRuns.run("noack", "python", "print(1)", Seed.ofString(SEED), "no-ack", "other", "", 0L),
                TestRuns.run("no-code", "python", null, Seed.ofString(SEED), "verified", "x", "", 0L),
                TestRuns.run("no-template", null, "print(1)", Seed.ofString(SEED), "verified", "x", "", 0L),
                TestRuns.run("bad-seed", "python", "print(1)", Seed.ofString("12\u001b[31m"), "verified", "x", "", 0L),
                TestRuns.run("unseeded", "python", "print(1)", Seed.missing(), null, "print(1)", "", 0L),
                TestRuns.run("exit", "python", "print(1)", Seed.ofString(SEED), "verified", "print(1)", null, 3L));
        FakeBackend backend = new FakeBackend(request -> answer(request.code().equals("print(1)") ? "print(1)"
                : "line one\nline two\n", request.seed() == null ? "ff".repeat(32) : request.seed(), "verified"));

        Map<String, RunResult> results = replay(backend, ReplayOptions.defaults(), runs);

        assertThat(results).hasSize(runs.size());
        assertThat(results.get("same").verdict()).isEqualTo(Verdict.REPRODUCED);
        assertThat(results.get("same").reason()).isEmpty();

        RunResult differs = results.get("differs");
        assertThat(differs.verdict()).isEqualTo(Verdict.DIVERGED);
        assertThat(differs.isUnexpectedDivergence()).isTrue();
        RunResult noack = results.get("noack");
        assertThat(noack.verdict()).isEqualTo(Verdict.DIVERGED);
        assertThat(noack.expected()).isTrue();
        assertThat(noack.reason()).contains("expected: the original seed_ack was no-ack");
        assertThat(noack.firstDivergence().stream()).isEqualTo(OutputStream.STDOUT);

        assertThat(results.get("no-code").verdict()).isEqualTo(Verdict.SKIPPED);
        assertThat(results.get("no-code").reason()).isEqualTo("the log has no code for this run");
        assertThat(results.get("no-template").reason()).isEqualTo("the log has no template for this run");
        assertThat(results.get("bad-seed").reason()).contains("not 64 hex digits", "\\u001b").doesNotContain("\u001b");
        assertThat(results.get("no-code").replays()).isEmpty();

        RunResult unseeded = results.get("unseeded");
        assertThat(unseeded.verdict()).isEqualTo(Verdict.SKIPPED);
        assertThat(unseeded.replays()).hasSize(1);
        assertThat(unseeded.reason()).contains("no seed", "cannot show it is reproducible");

        RunResult exit = results.get("exit");
        assertThat(exit.verdict()).isEqualTo(Verdict.DIVERGED);
        assertThat(exit.expected()).isFalse();
        assertThat(exit.isUnexpectedDivergence()).isTrue();
        assertThat(exit.firstDivergence().stream()).isEqualTo(OutputStream.EXIT_CODE);
        assertThat(exit.firstDivergence().position()).isNull();
        assertThat(exit.reason()).as("the codes, as the offline check and diff say them")
                .startsWith("replay 1 differs in exit_code (3 vs 0); unexpected");

        assertThat(backend.requests).hasSize(5);
        assertThat(backend.requests).filteredOn(request -> request.code().equals("print(1)") && request.seed() == null)
                .hasSize(1);
    }

    @Test
    void unexpectedDivergenceNamesTheFirstDifferingPosition() throws Exception {
        Run run = TestRuns.run("r", "python", "go", Seed.ofString(SEED), "verified", "a\nbcd\n", "", 0L);
        FakeBackend backend = new FakeBackend(request -> answer("a\nbXd\n", SEED, "verified"));

        RunResult result = replay(backend, ReplayOptions.defaults(), List.of(run)).get("r");

        assertThat(result.verdict()).isEqualTo(Verdict.DIVERGED);
        assertThat(result.expected()).isFalse();
        assertThat(result.firstDivergence().stream()).isEqualTo(OutputStream.STDOUT);
        assertThat(result.firstDivergence().position().line()).isEqualTo(2);
        assertThat(result.firstDivergence().position().column()).isEqualTo(2);
        assertThat(result.reason()).startsWith("replay 1 differs in stdout at line 2, column 2; unexpected");
        assertThat(result.replays()).singleElement().satisfies(replay -> {
            assertThat(replay.identical()).isFalse();
            assertThat(replay.seedAck()).isEqualTo(SeedAck.VERIFIED);
        });
    }

    @Test
    void aBugInAReplayIsAnInternalErrorWhoseTraceGoesToTheDiagnosticsFile() throws Exception {
        Path file = dir.resolve("data").resolve(Diagnostics.FILE_NAME);
        Diagnostics diagnostics = new Diagnostics(file, false, new PrintWriter(new StringWriter()), List::of,
                Clock.systemUTC());
        FakeBackend backend = new FakeBackend(request -> {
            throw new IllegalStateException("a bug in the client");
        });
        List<RunResult> results = new CopyOnWriteArrayList<>();

        new ReplayEngine(backend, journal, new ReplayOptions(1, 1, 0), sleeper, Clock.systemUTC(), diagnostics)
                .run(RunSource.of(List.of(TestRuns.verified("r", "x"))), new ReplayListener() {
                    @Override
                    public void onRunResult(RunResult result) {
                        results.add(result);
                    }
                }, new Cancellation());

        assertThat(results).singleElement().satisfies(result -> assertThat(result.replays()).singleElement()
                .extracting(ReplayRecord::error)
                .isEqualTo("internal error: a bug in the client (details in " + file + ")"));
        assertThat(Files.readString(file)).contains("java.lang.IllegalStateException: a bug in the client",
                "\tat com.collimate.inspector.core.replay.ReplayEngineTest");
    }

    @Test
    void repeatsEachRunAndAnyDifferingReplayMakesItDiverge() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        Run run = TestRuns.verified("r", "same");
        FakeBackend backend = new FakeBackend(request -> answer(calls.incrementAndGet() == 2 ? "other" : "same", SEED,
                "verified"));

        RunResult result = replay(backend, new ReplayOptions(3, 1, 0), List.of(run)).get("r");

        assertThat(result.replays()).extracting(ReplayRecord::attempt).containsExactly(1, 2, 3);
        assertThat(result.replays()).extracting(ReplayRecord::identical).containsExactly(true, false, true);
        assertThat(result.verdict()).isEqualTo(Verdict.DIVERGED);
        assertThat(result.reason()).startsWith("replay 2 differs");
    }

    @Test
    void flagsSeedEchoMismatchAndTheReplaysOwnSeedAck() throws Exception {
        Run run = TestRuns.verified("r", "same");
        FakeBackend backend = new FakeBackend(request -> answer("same", "0".repeat(64), "no-ack"));

        RunResult result = replay(backend, ReplayOptions.defaults(), List.of(run)).get("r");

        assertThat(result.replays()).singleElement().satisfies(replay -> {
            assertThat(replay.seedEchoMismatch()).isTrue();
            assertThat(replay.seedAck()).isEqualTo(SeedAck.NO_ACK);
        });
        assertThat(result.reason()).contains("replay 1: seed echo mismatch", "replay 1: its own seed_ack is no-ack");
    }

    @Test
    void failedReplaysMakeAFailedRunAndAreJournaled() throws Exception {
        Run run = TestRuns.verified("r", "same");
        FakeBackend backend = new FakeBackend(request -> new ExecOutcome.Failure(FailureKind.SERVER_ERROR,
                "server error, HTTP 503: busy (gave up after 5 attempts)", 503, 5));

        RunResult result = replay(backend, new ReplayOptions(2, 2, 0), List.of(run)).get("r");

        assertThat(result.verdict()).isEqualTo(Verdict.FAILED);
        assertThat(result.reason()).contains("no replay succeeded: server error", "HTTP 503");
        assertThat(journal.replays("r", run.line())).hasSize(2).allSatisfy(entry -> {
            assertThat(entry.error().kind()).isEqualTo("server-error");
            assertThat(entry.httpStatus()).isEqualTo(503);
            assertThat(entry.tries()).isEqualTo(5);
            assertThat(entry.endpoint()).isEqualTo("fake");
        });
    }

    @Test
    void journalNumbersReplaysAcrossBatches() throws Exception {
        Run run = TestRuns.verified("r", "same");
        FakeBackend backend = new FakeBackend(request -> answer("same", SEED, "verified"));

        replay(backend, new ReplayOptions(2, 1, 0), List.of(run));
        RunResult second = replay(backend, ReplayOptions.defaults(), List.of(run)).get("r");

        assertThat(second.replays()).extracting(ReplayRecord::attempt).containsExactly(3);
        List<JournalEntry> entries = journal.replays("r", run.line());
        assertThat(entries).extracting(JournalEntry::attempt).containsExactlyInAnyOrder(1, 2, 3);
        assertThat(entries).allSatisfy(entry -> {
            assertThat(entry.seed()).isEqualTo(SEED);
            assertThat(entry.response().stdout()).isEqualTo("same");
            assertThat(entry.line()).isEqualTo(run.line());
        });
    }

    @Test
    void runsSharingAKeyAreNumberedOnTheirOwn() throws Exception {
        List<Run> runs = List.of(TestRuns.verifiedAt("dup", 1, "same"), TestRuns.verifiedAt("dup", 2, "same"));
        FakeBackend backend = new FakeBackend(request -> answer("same", SEED, "verified"));

        List<RunResult> first = replayAll(backend, new ReplayOptions(1, 2, 0), runs);
        List<RunResult> second = replayAll(backend, new ReplayOptions(1, 2, 0), runs);
        List<RunResult> repeated = replayAll(backend, new ReplayOptions(3, 4, 0), runs);

        assertThat(first).extracting(result -> attempts(result.replays())).containsExactly(List.of(1), List.of(1));
        assertThat(second).extracting(result -> attempts(result.replays())).containsExactly(List.of(2), List.of(2));
        assertThat(repeated).extracting(result -> attempts(result.replays()))
                .containsExactly(List.of(3, 4, 5), List.of(3, 4, 5));
        journal.close();
        try (ReplayJournal reopened = ReplayJournal.open(log, dir.resolve("data"))) {
            for (Run run : runs) {
                assertThat(reopened.replays("dup", run.line())).allSatisfy(entry ->
                        assertThat(entry.line()).isEqualTo(run.line()))
                        .extracting(JournalEntry::attempt).containsExactlyInAnyOrder(1, 2, 3, 4, 5);
                assertThat(reopened.reserveAttempts("dup", run.line(), 1)).isEqualTo(6);
            }
        }
    }

    private static List<Integer> attempts(List<ReplayRecord> replays) {
        return replays.stream().map(ReplayRecord::attempt).sorted().toList();
    }

    @Test
    void progressSnapshotsArriveOneAtATimeInTheOrderTheyWereTaken() throws Exception {
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            runs.add(TestRuns.verified("run-" + i, "same"));
        }
        FakeBackend backend = new FakeBackend(request -> answer("same", SEED, "verified"));
        ReplayEngine engine = new ReplayEngine(backend, journal, new ReplayOptions(1, 8, 0), sleeper, Clock.systemUTC());
        List<ReplayProgress> delivered = new ArrayList<>();
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger overlaps = new AtomicInteger();

        engine.run(RunSource.of(runs), new ReplayListener() {
            @Override
            public void onProgress(ReplayProgress snapshot) {
                if (inside.incrementAndGet() > 1) {
                    overlaps.incrementAndGet();
                }
                delivered.add(snapshot); // a plain list: calls must not overlap
                Thread.yield();
                inside.decrementAndGet();
            }
        }, new Cancellation());

        assertThat(overlaps).as("calls that overlapped").hasValue(0);
        for (int i = 1; i < delivered.size(); i++) {
            ReplayProgress before = delivered.get(i - 1);
            ReplayProgress after = delivered.get(i);
            assertThat(after.settled() - before.settled()).as("snapshot %d after %d", i, i - 1).isBetween(0, 1);
            assertThat(after.settled() + after.inFlight() - before.settled() - before.inFlight())
                    .as("one start or one finish between snapshots %d and %d", i - 1, i).isBetween(0, 1);
        }
        assertThat(delivered.get(delivered.size() - 1).done()).isEqualTo(300);
    }

    @Test
    void aReplayInFlightIsReportedBeforeAnyReplayFinishes() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch reported = new CountDownLatch(1);
        List<ReplayProgress> progress = new CopyOnWriteArrayList<>();
        FakeBackend backend = answeringOnlyAfter(release);
        List<Run> runs = List.of(TestRuns.verified("slow", "same"));
        ExecutorService batch = Executors.newSingleThreadExecutor();
        try {
            Future<ReplaySummary> summary = startBatch(batch, backend, new ReplayOptions(3, 2, 0), runs, p -> {
                progress.add(p);
                if (p.inFlight() > 0) {
                    reported.countDown();
                }
            });

            assertThat(reported.await(30, TimeUnit.SECONDS)).as("in flight reported while the replays hang").isTrue();
            assertThat(progress).allSatisfy(p -> assertThat(p.done()).isZero());
            assertThat(progress.get(progress.size() - 1).inFlight()).isBetween(1, 2);
            release.countDown();
            assertThat(summary.get(30, TimeUnit.SECONDS).replayed()).isEqualTo(1);
        } finally {
            release.countDown();
            batch.shutdownNow();
        }
        assertThat(progress.get(progress.size() - 1)).isEqualTo(
                new ReplayProgress(3, 3, 0, 0, progress.get(progress.size() - 1).ratePerSecond()));
    }

    @Test
    void theEndOfAReplayWithRunsLeftStillCountsTheFullConcurrencyInFlight() throws Exception {
        Semaphore answers = new Semaphore(0);
        CountDownLatch bothStarted = new CountDownLatch(2);
        CountDownLatch firstDone = new CountDownLatch(1);
        List<ReplayProgress> progress = new CopyOnWriteArrayList<>();
        FakeBackend backend = new FakeBackend(request -> {
            bothStarted.countDown();
            answers.acquireUninterruptibly();
            return answer("same", SEED, "verified");
        });
        List<Run> runs = IntStream.range(0, 3).mapToObj(i -> TestRuns.verified("r" + i, "same")).toList();
        ExecutorService batch = Executors.newSingleThreadExecutor();
        try {
            Future<ReplaySummary> summary = startBatch(batch, backend, new ReplayOptions(1, 2, 0), runs, p -> {
                progress.add(p);
                if (p.done() == 1) {
                    firstDone.countDown();
                }
            });
            assertThat(bothStarted.await(30, TimeUnit.SECONDS)).isTrue();

            answers.release();
            assertThat(firstDone.await(30, TimeUnit.SECONDS)).isTrue();
            answers.release(2);
            summary.get(30, TimeUnit.SECONDS);
        } finally {
            answers.release(10);
            batch.shutdownNow();
        }
        assertThat(progress).filteredOn(p -> p.done() == 1).first()
                .as("the worker that ended went straight on to the third run").returns(2, ReplayProgress::inFlight);
        assertThat(progress.get(progress.size() - 1)).returns(3, ReplayProgress::done)
                .returns(0, ReplayProgress::inFlight);
    }

    @Test
    void aSkippedRunAddsNoRateAndAHangingReplayGetsTicksWhileItRuns() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch ticked = new CountDownLatch(2);
        List<ReplayProgress> progress = new CopyOnWriteArrayList<>();
        FakeBackend backend = answeringOnlyAfter(release);
        List<Run> runs = List.of(TestRuns.run("no-template", null, "print(1)", Seed.ofString(SEED), "verified", "x",
                "", 0L), TestRuns.verified("slow", "same"));
        ExecutorService batch = Executors.newSingleThreadExecutor();
        try {
            Future<ReplaySummary> summary = startBatch(batch, backend, new ReplayOptions(1, 1, 0), runs, p -> {
                progress.add(p);
                if (p.done() == 1 && p.inFlight() == 1) {
                    ticked.countDown();
                }
            });

            assertThat(ticked.await(30, TimeUnit.SECONDS)).as("snapshots keep coming while the replay hangs").isTrue();
            assertThat(progress).filteredOn(p -> p.done() == 1).as("the skipped run took no request")
                    .allSatisfy(p -> assertThat(p.ratePerSecond()).isZero());
            release.countDown();
            summary.get(30, TimeUnit.SECONDS);
        } finally {
            release.countDown();
            batch.shutdownNow();
        }
        assertThat(progress.get(progress.size() - 1).ratePerSecond()).isPositive();
    }

    /** Starts a batch on {@code batch}'s thread; {@code progress} gets each snapshot. */
    private Future<ReplaySummary> startBatch(ExecutorService batch, ExecBackend backend, ReplayOptions options,
            List<Run> runs, Consumer<ReplayProgress> progress) {
        return batch.submit(() -> run(backend, options, runs, ReplayListener.of(progress, result -> { })));
    }

    @Test
    void aRateBelowOneASecondIsGivenPerMinute() {
        assertThat(new ReplayProgress(1, 2, 0, 0, 2.5).rateText()).isEqualTo("2.5/s");
        assertThat(new ReplayProgress(1, 2, 0, 0, 0.025).rateText()).isEqualTo("1.5/min");
        assertThat(new ReplayProgress(0, 2, 0, 0, 0).rateText()).isEqualTo("0.0/s");
    }

    @Test
    void concurrencyNeverExceedsItsLimitAndIsReached() throws Exception {
        int limit = 4;
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger maxInFlight = new AtomicInteger();
        FakeBackend backend = new FakeBackend(request -> {
            int now = inFlight.incrementAndGet();
            maxInFlight.accumulateAndGet(now, Math::max);
            long deadline = System.nanoTime() + Duration.ofMillis(100).toNanos();
            while (inFlight.get() < limit && System.nanoTime() < deadline) {
                Thread.onSpinWait(); // hold the call until the limit is reached, so overlap is real
            }
            inFlight.decrementAndGet();
            return answer("same", SEED, "verified");
        });
        List<Run> runs = IntStream.range(0, 200).mapToObj(i -> TestRuns.verified("r" + i, "same")).toList();
        List<ReplayProgress> progress = new CopyOnWriteArrayList<>();

        ReplaySummary summary = run(backend, new ReplayOptions(1, limit, 0), runs,
                ReplayListener.of(progress::add, result -> { }));

        assertThat(maxInFlight.get()).isEqualTo(limit);
        assertThat(progress).allSatisfy(p -> assertThat(p.inFlight()).isBetween(0, limit));
        assertThat(progress).extracting(ReplayProgress::total).containsOnly(200);
        assertThat(progress.stream().mapToInt(ReplayProgress::done).max()).hasValue(200);
        assertThat(summary.reproduced()).isEqualTo(200);
        assertThat(summary.replayed()).isEqualTo(200);
        assertThat(journal.size()).isEqualTo(200);
    }

    @Test
    void rateLimitSpacesRequestStarts() throws Exception {
        FakeBackend backend = new FakeBackend(request -> answer("same", SEED, "verified"));
        List<Run> runs = IntStream.range(0, 5).mapToObj(i -> TestRuns.verified("r" + i, "same")).toList();

        replay(backend, new ReplayOptions(1, 2, 10), runs);

        // the recording sleeper does not pass time, so start k is booked k × 100 ms after the first
        // (a worker may book one more slot before it finds no task left)
        // two workers record their waits in either order
        List<Duration> waits = sleeper.waits().stream().sorted().toList();
        assertThat(waits).hasSizeBetween(4, 6);
        for (int k = 1; k <= 4; k++) {
            assertThat(waits.get(k - 1)).isBetween(Duration.ofMillis(k * 100L - 50), Duration.ofMillis(k * 100L));
        }
    }

    @Test
    void nothingWaitsForTheRateLimitOnceNoRequestIsLeft() throws Exception {
        FakeBackend backend = new FakeBackend(request -> answer("same", SEED, "verified"));

        replay(backend, new ReplayOptions(1, 1, 0.1), List.of(TestRuns.verified("only", "same")));

        assertThat(backend.requests).hasSize(1);
        assertThat(sleeper.waits()).as("a 10 s slot booked after the only request").isEmpty();
    }

    @Test
    void badKeyStopsTheBatchAndTheRestIsReportedNotReplayed() throws Exception {
        FakeBackend backend = new FakeBackend(request -> new ExecOutcome.Failure(FailureKind.AUTH,
                "bad or missing API key (HTTP 401)", 401, 1));
        List<Run> runs = IntStream.range(0, 50).mapToObj(i -> TestRuns.verified("r" + i, "same")).toList();
        List<RunResult> results = new CopyOnWriteArrayList<>();

        ReplaySummary summary = run(backend, new ReplayOptions(1, 1, 0), runs,
                ReplayListener.of(progress -> { }, results::add));

        assertThat(backend.requests).hasSize(1);
        assertThat(summary.stopReason()).isEqualTo("bad or missing API key (HTTP 401)");
        assertThat(summary.failed()).isEqualTo(50);
        assertThat(results).hasSize(50);
        assertThat(results.stream().filter(result -> result.replays().isEmpty()).map(RunResult::reason)
                .collect(Collectors.toSet())).containsExactly(
                "not replayed: the batch stopped (bad or missing API key (HTTP 401))");
    }

    @Test
    void unreadableRunIsSkippedAndTheBatchGoesOn() throws Exception {
        List<Run> runs = new ArrayList<>(List.of(TestRuns.verified("a", "same"), TestRuns.verified("b", "same")));
        RunSource source = new RunSource() {
            @Override
            public int size() {
                return 2;
            }

            @Override
            public RunRef ref(int position) {
                return RunSource.of(runs).ref(position);
            }

            @Override
            public Run load(int position) throws IOException {
                if (position == 0) {
                    throw new IOException("log.jsonl: line 1: unexpected end of input");
                }
                return runs.get(position);
            }
        };
        Map<String, RunResult> results = new ConcurrentHashMap<>();
        new ReplayEngine(new FakeBackend(request -> answer("same", SEED, "verified")), journal,
                ReplayOptions.defaults(), sleeper, Clock.systemUTC()).run(source, new ReplayListener() {
                    @Override
                    public void onRunResult(RunResult result) {
                        results.put(result.run().key(), result);
                    }
                }, new Cancellation());

        assertThat(results.get("a").verdict()).isEqualTo(Verdict.SKIPPED);
        assertThat(results.get("a").reason()).isEqualTo(
                "cannot read the run from the log: log.jsonl: line 1: unexpected end of input");
        assertThat(results.get("b").verdict()).isEqualTo(Verdict.REPRODUCED);
    }
}
