package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.JournalLocation;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LogJournalTest {
    @TempDir
    Path dir;

    private final ExecutorService background = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    /** Closing a tab (FX thread) while its journal is being read at open (a big journal takes seconds) never waits. */
    @Test
    void closeDoesNotWaitForAnOpenInProgressAndClosesWhatItOpened() throws Exception {
        Path log = Files.writeString(dir.resolve("runs.jsonl"), "{}\n");
        LogJournal journal = new LogJournal(log, dir.resolve("data"), Runnable::run, background);
        CountDownLatch opening = new CountDownLatch(1);
        CountDownLatch finishOpen = new CountDownLatch(1);
        // stands for an open() still reading a big journal: it holds the journal's monitor until told to finish
        CompletableFuture<ReplayJournal> opened = CompletableFuture.supplyAsync(() -> {
            synchronized (journal) {
                try {
                    ReplayJournal open = journal.open();
                    opening.countDown();
                    await(finishOpen);
                    return open;
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }
        });
        opening.await();

        CompletableFuture<Void> closed = CompletableFuture.runAsync(journal::close);

        closed.get(5, TimeUnit.SECONDS);
        finishOpen.countDown();
        ReplayJournal open = opened.get(5, TimeUnit.SECONDS);
        background.shutdown();
        assertThat(background.awaitTermination(5, TimeUnit.SECONDS)).isTrue();
        assertThatThrownBy(() -> open.append(new JournalEntry("r", 1, 1, "http://127.0.0.1:9/", null, null,
                "2026-11-30T10:00:00Z", 3.0, 503, 1, null, new JournalEntry.Error("server-error", "HTTP 503"))))
                .as("the journal opened meanwhile was closed").isInstanceOf(IOException.class);
        assertThatThrownBy(journal::open).hasMessage("the log was closed");
        assertThat(JournalLocation.sidecar(log)).exists();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
