package com.collimate.inspector.core.replay.journal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Interrupts that land while a thread is inside a journal write or read (a batch cancelled mid-write): the journal
 * stays open for every later call, and what was written is there once, complete.
 */
@Timeout(120)
class JournalInterruptTest {
    private static final int BATCH = 200;
    private static final String BIG = "x".repeat(50_000); // long writes, so interrupts land inside them

    @TempDir
    Path dir;

    @Test
    void interruptsDuringWritesAndReadsLoseNothingDuplicateNothingAndLeaveTheJournalWritable() throws Exception {
        Path log = dir.resolve("log.jsonl");
        Files.writeString(log, "");
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicInteger interruptsSeen = new AtomicInteger();
        CountDownLatch started = new CountDownLatch(1);
        try (ReplayJournal journal = ReplayJournal.open(log, dir.resolve("data"))) {
            Thread writer = new Thread(() -> {
                started.countDown();
                try {
                    for (int attempt = 1; attempt <= BATCH; attempt++) {
                        assertThat(journal.append(ReplayJournalTest.answered("run", attempt, BIG + attempt)))
                                .isEqualTo(attempt);
                        if (attempt % 20 == 0) {
                            assertThat(journal.replay("run", 3, attempt)).isPresent();
                        }
                        if (Thread.interrupted()) {
                            interruptsSeen.incrementAndGet(); // kept for the caller, as a cancel must be
                        }
                    }
                } catch (Throwable e) {
                    failure.set(e);
                }
            }, "journal-writer");
            writer.start();
            started.await();
            while (writer.isAlive()) {
                writer.interrupt();
                Thread.onSpinWait();
            }
            assertThat(failure.get()).as("every append and read of the interrupted writer succeeds").isNull();
            assertThat(interruptsSeen).hasPositiveValue();

            assertThat(journal.append(ReplayJournalTest.answered("run", BATCH + 1, "after"))).isEqualTo(BATCH + 1);
            assertThat(journal.replays("run", 3)).hasSize(BATCH + 1);
        }
        try (ReplayJournal reopened = ReplayJournal.open(log, dir.resolve("data"))) {
            assertThat(reopened.problems()).isEmpty();
            List<JournalEntry> entries = reopened.replays("run", 3);
            assertThat(entries).extracting(JournalEntry::attempt)
                    .containsExactlyElementsOf(IntStream.rangeClosed(1, BATCH + 1).boxed().toList());
            for (int attempt = 1; attempt <= BATCH; attempt++) {
                assertThat(entries.get(attempt - 1).response().stdout()).isEqualTo(BIG + attempt);
            }
            assertThat(Files.lines(reopened.file()).count()).isEqualTo(BATCH + 1);
        }
    }
}
