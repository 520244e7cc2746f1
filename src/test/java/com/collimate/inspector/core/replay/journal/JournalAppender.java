package com.collimate.inspector.core.replay.journal;

import java.nio.file.Path;

/**
 * Child process of {@link JournalKillTest}: appends entries, saying "ready" after the first hundred, until it is
 * killed (or has written 5000, to bound the disk it can fill; then it waits to be killed).
 */
public final class JournalAppender {
    private JournalAppender() {
    }

    public static void main(String[] args) throws Exception {
        try (ReplayJournal journal = ReplayJournal.open(Path.of(args[0]), Path.of(args[1]))) {
            String stdout = "x".repeat(20_000);
            for (int attempt = 1; attempt <= 5000; attempt++) {
                journal.append(ReplayJournalTest.answered("run", attempt, stdout));
                if (attempt == 100) {
                    System.out.println("ready");
                    System.out.flush();
                }
            }
            Thread.currentThread().join();
        }
    }
}
