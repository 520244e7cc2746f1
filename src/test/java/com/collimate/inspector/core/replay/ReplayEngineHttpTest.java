package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.api.Backoff;
import com.collimate.inspector.core.api.ClientOptions;
import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.ExecClient;
import com.collimate.inspector.core.api.RecordingSleeper;
import com.collimate.inspector.core.api.Sleeper;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;

import static com.collimate.inspector.core.replay.TestRuns.SEED;
import static org.assertj.core.api.Assertions.assertThat;

/** The engine with the real client against a mock exec server. */
class ReplayEngineHttpTest {
    @TempDir
    Path dir;
    private final MockWebServer server = new MockWebServer();
    private final CountDownLatch releaseServer = new CountDownLatch(1);
    private ReplayJournal journal;

    @BeforeEach
    void start() throws IOException {
        server.start();
        Path log = dir.resolve("log.jsonl");
        Files.writeString(log, "");
        journal = ReplayJournal.open(log, dir.resolve("data"));
    }

    @AfterEach
    void stop() {
        releaseServer.countDown();
        server.close();
        journal.close();
    }

    private ReplayEngine engine(int concurrency) {
        ClientOptions options = ClientOptions.from(com.collimate.inspector.core.config.Settings.defaults());
        ExecClient client = new ExecClient(ExecClient.newHttpClient(options),
                new Endpoint(server.url("/"), ApiKey.ofNullable("sk-live-key"), "test"), options,
                new Backoff(Duration.ofMillis(1), Duration.ofMillis(2), () -> 0.5), new RecordingSleeper(),
                Clock.systemUTC());
        return new ReplayEngine(client, journal, new ReplayOptions(1, concurrency, 0));
    }

    @Test
    void shortRetriesGoingOnForAWhileAreSaidOnTheProgressAndGoneOnceAnswered() throws Exception {
        for (int i = 0; i < 12; i++) {
            server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "1").build());
        }
        server.enqueue(new MockResponse.Builder().code(200).body("{\"stdout\":\"same\",\"stderr\":\"\","
                + "\"exit_code\":0,\"seed\":\"" + SEED + "\",\"seed_ack\":\"verified\"}").build());
        AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-11-30T05:00:00Z"));
        Clock clock = new Clock() {
            @Override
            public ZoneId getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return now.get();
            }
        };
        Sleeper passingTime = (duration, cancelled) -> {
            now.updateAndGet(at -> at.plus(duration));
            return true;
        };
        ClientOptions options = ClientOptions.from(com.collimate.inspector.core.config.Settings.defaults());
        ExecClient client = new ExecClient(ExecClient.newHttpClient(options), new Endpoint(server.url("/"), null,
                "test"), options, Backoff.standard(), passingTime, clock);
        List<ReplayProgress> progress = new CopyOnWriteArrayList<>();

        new ReplayEngine(client, journal, new ReplayOptions(1, 1, 0), passingTime, clock).run(
                RunSource.of(List.of(TestRuns.verified("r", "same"))),
                ReplayListener.of(progress::add, result -> { }), new Cancellation());

        assertThat(progress).extracting(ReplayProgress::notice).filteredOn(Objects::nonNull)
                .as("said from 10 s on, not before").containsOnly("rate limited: retrying (11 retries so far)",
                        "rate limited: retrying (12 retries so far)")
                .contains("rate limited: retrying (11 retries so far)", "rate limited: retrying (12 retries so far)");
        assertThat(progress.get(progress.size() - 1)).returns(1, ReplayProgress::done)
                .returns(null, ReplayProgress::notice);
    }

    @Test
    void wrongEchoedSeedIsFlagged() throws Exception {
        server.enqueue(new MockResponse.Builder().code(200).body("{\"stdout\":\"same\",\"stderr\":\"\",\"exit_code\":0,"
                + "\"seed\":\"" + "d".repeat(64) + "\",\"seed_ack\":\"verified\"}").build());
        Run run = TestRuns.verified("r", "same");
        List<RunResult> results = new CopyOnWriteArrayList<>();

        engine(1).run(RunSource.of(List.of(run)), collect(results), new Cancellation());

        assertThat(results).singleElement().satisfies(result -> {
            assertThat(result.verdict()).isEqualTo(Verdict.SKIPPED);
            assertThat(result.replays().get(0).seedEchoMismatch()).isTrue();
            assertThat(result.reason()).isEqualTo("replay 1 did not confirm the seed it was sent, so identical output "
                    + "cannot show the run is reproducible; replay 1: seed echo mismatch");
        });
        assertThat(server.takeRequest().getBody().utf8()).contains("\"seed\":\"" + SEED + "\"");
        assertThat(journal.replays("r", run.line())).singleElement()
                .satisfies(entry -> assertThat(entry.response().seed()).isEqualTo("d".repeat(64)));
    }

    @Test
    void cancelStopsNewRequestsAndAbortsInFlightCallsWithinASecond() throws Exception {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                releaseServer.await(30, TimeUnit.SECONDS);
                return new MockResponse.Builder().code(500).build();
            }
        });
        List<Run> runs = IntStream.range(0, 100).mapToObj(i -> TestRuns.verified("r" + i, "same")).toList();
        List<RunResult> results = new CopyOnWriteArrayList<>();
        List<ReplayProgress> progress = new CopyOnWriteArrayList<>();
        ReplayListener listener = ReplayListener.of(progress::add, results::add);
        Cancellation cancellation = new Cancellation();
        ReplayEngine engine = engine(4);
        CompletableFuture<ReplaySummary> batch = CompletableFuture.supplyAsync(() -> {
            try {
                return engine.run(RunSource.of(runs), listener, cancellation);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        for (int i = 0; i < 4; i++) {
            assertThat(server.takeRequest(10, TimeUnit.SECONDS)).as("request %d in flight", i).isNotNull();
        }

        long start = System.nanoTime();
        cancellation.cancel();
        ReplaySummary summary = batch.get(1, TimeUnit.SECONDS);

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(1));
        assertThat(summary.cancelled()).isTrue();
        List<String> after = new ArrayList<>();
        for (var request = server.takeRequest(300, TimeUnit.MILLISECONDS); request != null;
             request = server.takeRequest(300, TimeUnit.MILLISECONDS)) {
            after.add(request.getMethod() + " " + request.getUrl().encodedPath());
        }
        assertThat(after).as("no exec request after the cancel; only stop requests for the cut-off ones")
                .allMatch(request -> request.matches("DELETE /v1/exec/[0-9a-f-]{36}"));
        assertThat(results).hasSize(100);
        assertThat(results).noneMatch(result -> result.verdict() == Verdict.FAILED);
        assertThat(results).filteredOn(result -> result.verdict() == Verdict.SKIPPED).hasSize(100)
                .allSatisfy(result -> assertThat(result.reason()).startsWith("not replayed: the batch was cancelled"));
        assertThat(results).filteredOn(result -> result.reason().endsWith("while its replay was in flight"))
                .as("the runs cut off in flight").hasSize(4);
        assertThat(progress).as("a cancelled replay is no failure").allSatisfy(p -> assertThat(p.failures()).isZero());
        assertThat(progress.stream().max(Comparator.comparingInt(ReplayProgress::settled)).orElseThrow())
                .as("cancelled, not replayed").extracting(ReplayProgress::done, ReplayProgress::cancelled)
                .containsExactly(0, 4);
        assertThat(journal.size()).isZero();
    }

    /** One run whose first request gets a 429 with "Retry-After: 3600", then an answer; the batch's snapshots. */
    private List<ReplayProgress> progressOfAReplayRateLimitedForAnHour() throws InterruptedException {
        server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "3600").build());
        server.enqueue(new MockResponse.Builder().code(200).body("{\"stdout\":\"same\",\"stderr\":\"\",\"exit_code\":0,"
                + "\"seed\":\"" + SEED + "\",\"seed_ack\":\"verified\"}").build());
        List<ReplayProgress> progress = new CopyOnWriteArrayList<>();

        engine(1).run(RunSource.of(List.of(TestRuns.verified("r", "same"))),
                ReplayListener.of(progress::add, result -> { }), new Cancellation());
        return progress;
    }

    @Test
    void aLongWaitBeforeARetryIsInTheProgressAsItStarts() throws Exception {
        List<ReplayProgress> progress = progressOfAReplayRateLimitedForAnHour();

        assertThat(progress).extracting(ReplayProgress::notice).contains(
                "rate limited: waiting 300 s before retrying (Retry-After 3600 s, capped at 300 s)");
        assertThat(progress).filteredOn(p -> p.notice() != null).first()
                .satisfies(p -> assertThat(p.done()).as("announced before the replay ended").isZero())
                .satisfies(p -> assertThat(p.countdown().left()).as("the whole wait left to count down")
                        .isBetween(Duration.ofSeconds(295), Duration.ofSeconds(300)))
                .satisfies(p -> assertThat(p.shownNotice())
                        .matches("rate limited: retrying in (5:00|4:5\\d) \\(Retry-After 3600 s, capped at 300 s\\)"));
    }

    @Test
    void theNoticeOfAWaitGoesAsTheWaitEndsNotWithTheNextReplay() throws Exception {
        List<ReplayProgress> progress = progressOfAReplayRateLimitedForAnHour();

        int announced = progress.indexOf(progress.stream().filter(p -> p.notice() != null).findFirst().orElseThrow());
        assertThat(progress.get(announced + 1)).as("the snapshot after the wait, while the retry is in flight")
                .extracting(ReplayProgress::notice, ReplayProgress::countdown, ReplayProgress::done)
                .containsExactly(null, null, 0);
        assertThat(progress.get(progress.size() - 1).notice()).isNull();
    }

    @Test
    void failuresNeverOutnumberTheFinishedReplaysInAnySnapshot() throws Exception {
        CountDownLatch allArrived = new CountDownLatch(6);
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                allArrived.countDown();
                allArrived.await(10, TimeUnit.SECONDS);
                return new MockResponse.Builder().code(401).build();
            }
        });
        List<Run> runs = IntStream.range(0, 6).mapToObj(i -> TestRuns.verified("r" + i, "same")).toList();
        List<ReplayProgress> progress = new CopyOnWriteArrayList<>();

        engine(6).run(RunSource.of(runs), ReplayListener.of(progress::add, result -> { }), new Cancellation());

        assertThat(progress).allSatisfy(p -> assertThat(p.failures()).isLessThanOrEqualTo(p.done()));
        assertThat(progress.stream().max(Comparator.comparingInt(ReplayProgress::settled)).orElseThrow())
                .extracting(ReplayProgress::done, ReplayProgress::failures).containsExactly(6, 6);
    }

    private static ReplayListener collect(List<RunResult> results) {
        return ReplayListener.of(snapshot -> { }, results::add);
    }
}
