package com.collimate.inspector.core.replay.journal;

import com.collimate.inspector.core.api.CallScope;
import com.collimate.inspector.core.api.ExecBackend;
import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.ReplayEngine;
import com.collimate.inspector.core.replay.ReplayListener;
import com.collimate.inspector.core.replay.ReplayOptions;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.RunSource;
import com.collimate.inspector.core.replay.TestRuns;
import com.collimate.inspector.core.replay.Verdict;
import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Another process stuck while holding the journal's OS lock stalls neither appends nor reads past the wait. */
@Timeout(120) // a wait with no bound would hang here
class JournalLockWaitTest {
    private static final Duration WAIT = Duration.ofMillis(2500);

    @TempDir
    Path dir;
    private Path log;
    private ChildJvm holder;

    @BeforeEach
    void log() throws IOException {
        log = dir.resolve("log.jsonl");
        Files.writeString(log, "");
    }

    @AfterEach
    void stopHolder() throws InterruptedException {
        if (holder != null) {
            holder.process.destroyForcibly();
            assertThat(holder.process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void anAppendGivesUpAfterTheWaitNamingTheJournalAndWritesOnOnceTheOtherLetsGo() throws Exception {
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"), WAIT)) {
            journal.append(ReplayJournalTest.answered("mine", 1, "first"));
            holdLock(journal.file());

            long start = System.nanoTime();
            assertThatThrownBy(() -> journal.append(ReplayJournalTest.answered("mine", 2, "lost")))
                    .isInstanceOf(JournalBusyException.class)
                    .hasMessage(journal.file() + ": held by another process for over 2500 ms (a second app or check"
                            + " of this log, stopped or hung?): replays ending now are not journaled");
            Duration firstWait = Duration.ofNanos(System.nanoTime() - start);
            assertThat(firstWait).isBetween(WAIT, WAIT.plusSeconds(5));

            start = System.nanoTime();
            assertThatThrownBy(() -> journal.append(ReplayJournalTest.answered("mine", 3, "lost too")))
                    .isInstanceOf(JournalBusyException.class);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).as("the replays still in flight fail sooner")
                    .isLessThan(WAIT);

            start = System.nanoTime();
            assertThat(journal.replayCount("theirs", 3)).as("a read goes on without the other's line").isZero();
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(WAIT);

            letGo();
            assertThat(journal.append(ReplayJournalTest.answered("mine", 4, "after"))).isEqualTo(4);
            assertThat(journal.replayCount("theirs", 3)).isEqualTo(1);
            assertThat(journal.attempts("mine", 3)).containsExactly(1, 4);
            assertThat(journal.problems()).isEmpty();
        }
        assertThat(Files.readAllLines(log.resolveSibling("log.jsonl.replays.jsonl")))
                .as("nothing half-written: the lines given up are not in the file").hasSize(3)
                .noneMatch(line -> line.contains("lost"));
    }

    @Test
    void aWaitInterruptedReadsAsCancelledKeepsTheInterruptAndLeavesTheJournalUsable() throws Exception {
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"), WAIT)) {
            holdLock(journal.file());
            AtomicReference<Throwable> thrown = new AtomicReference<>();
            AtomicBoolean stillInterrupted = new AtomicBoolean();
            Thread appender = new Thread(() -> {
                try {
                    journal.append(ReplayJournalTest.answered("mine", 1, "cancelled"));
                } catch (Throwable e) {
                    thrown.set(e);
                }
                stillInterrupted.set(Thread.currentThread().isInterrupted());
            });
            long start = System.nanoTime();
            appender.start();
            while (appender.getState() != Thread.State.TIMED_WAITING) { // polling for the lock
                Thread.onSpinWait();
            }
            appender.interrupt();
            appender.join(30_000);

            assertThat(Duration.ofNanos(System.nanoTime() - start)).as("given up at once").isLessThan(WAIT);
            assertThat(thrown.get()).isInstanceOf(InterruptedIOException.class)
                    .hasMessage(journal.file() + ": cancelled while waiting for another process to let go of the"
                            + " journal: replays ending now are not journaled");
            assertThat(stillInterrupted).isTrue();

            Thread.currentThread().interrupt();
            assertThatThrownBy(() -> journal.append(ReplayJournalTest.answered("mine", 2, "cancelled too")))
                    .as("an interrupted thread does not start the wait").isInstanceOf(InterruptedIOException.class);
            assertThat(Thread.interrupted()).isTrue();

            start = System.nanoTime();
            assertThatThrownBy(() -> journal.append(ReplayJournalTest.answered("mine", 3, "busy")))
                    .as("a cancel is not a stuck lock: the next wait is the full one")
                    .isInstanceOf(JournalBusyException.class);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(WAIT);

            letGo();
            assertThat(journal.append(ReplayJournalTest.answered("mine", 4, "after"))).isEqualTo(4);
            assertThat(journal.replays("mine", 3)).extracting(entry -> entry.response().stdout())
                    .containsExactly("after");
        }
    }

    @Test
    void anInterruptedThreadAppendsAndReadsWithoutClosingTheJournalForTheOthers() throws Exception {
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"), WAIT)) {
            Thread.currentThread().interrupt();
            try {
                assertThat(journal.append(ReplayJournalTest.answered("mine", 1, "first"))).isEqualTo(1);
                assertThat(journal.replays("mine", 3)).hasSize(1);
                assertThat(Thread.currentThread().isInterrupted()).isTrue();
            } finally {
                Thread.interrupted();
            }
            assertThat(journal.append(ReplayJournalTest.answered("mine", 2, "second"))).isEqualTo(2);
            assertThat(journal.replays("mine", 3)).hasSize(2);
        }
    }

    @Test
    void aBatchStopsCleanlyWithTheReasonWhenItsReplaysCannotBeJournaled() throws Exception {
        List<Run> runs = List.of(TestRuns.verifiedAt("a", 1, "out"), TestRuns.verifiedAt("b", 2, "out"),
                TestRuns.verifiedAt("c", 3, "out"));
        AtomicInteger requests = new AtomicInteger();
        ExecBackend backend = new ExecBackend() {
            @Override
            public ExecOutcome execute(ExecRequest request, CallScope scope) {
                requests.incrementAndGet();
                return new ExecOutcome.Success(new ExecResponse("out", "", 0L, request.seed(), "verified"), 200, 1);
            }

            @Override
            public String describe() {
                return "fake";
            }
        };
        List<RunResult> results = new CopyOnWriteArrayList<>();
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"), WAIT)) {
            holdLock(journal.file());
            ReplaySummary summary = new ReplayEngine(backend, journal, new ReplayOptions(1, 1, 0))
                    .run(RunSource.of(runs), new ReplayListener() {
                        @Override
                        public void onRunResult(RunResult result) {
                            results.add(result);
                        }
                    }, new Cancellation());

            assertThat(summary.stopReason()).isEqualTo("cannot write the replay journal " + journal.file()
                    + ": held by another process for over 2500 ms (a second app or check of this log, stopped or"
                    + " hung?): replays ending now are not journaled");
            assertThat(requests).hasValue(1);
            assertThat(results).hasSize(3).filteredOn(result -> result.verdict() == Verdict.FAILED)
                    .extracting(RunResult::reason).hasSize(2)
                    .allSatisfy(reason -> assertThat(reason).contains("held by another process"));
            letGo();
            assertThat(journal.runs()).containsExactly(new JournalRun("theirs", 3));
        }
    }

    private void holdLock(Path journalFile) throws Exception {
        holder = ChildJvm.start(JournalLockHolder.class, false, journalFile.toString());
        assertThat(holder.nextLine()).isEqualTo("locked");
    }

    private void letGo() throws Exception {
        holder.process.getOutputStream().write('\n');
        holder.process.getOutputStream().flush();
        assertThat(holder.process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(holder.process.exitValue()).isZero();
    }
}
