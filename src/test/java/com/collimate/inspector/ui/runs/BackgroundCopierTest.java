package com.collimate.inspector.ui.runs;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A copy that fails as a copy can (a summary that cannot be read) says why in its notice; any other failure is a bug:
 * its notice says only that the copy failed, and the failure reaches the thread's uncaught-exception handler, which in
 * the app records it in the diagnostics file.
 */
class BackgroundCopierTest {
    private final List<Throwable> uncaught = new CopyOnWriteArrayList<>();
    private final ExecutorService background = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task);
        thread.setUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        return thread;
    });
    private final List<ClipboardCopy> copied = new CopyOnWriteArrayList<>();
    private final BackgroundCopier copier = new BackgroundCopier(Runnable::run, background);

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    @Test
    void aBugReachesTheUncaughtHandlerAndTheNoticeSaysOnlyThatTheCopyFailed() throws Exception {
        IllegalStateException bug = new IllegalStateException("index 7 out of range, key sk-live-0123456789abcdef");
        copier.copy(() -> {
            throw bug;
        }, "Could not copy the keys", copied::add);
        copier.copy(() -> new ClipboardCopy("run-1", "Key copied"), "Could not copy the keys", copied::add);
        finish();

        assertThat(uncaught).containsExactly(bug);
        assertThat(copied).containsExactly(ClipboardCopy.nothing("Could not copy the keys: an unexpected error"),
                new ClipboardCopy("run-1", "Key copied"));
    }

    @Test
    void anUnreadableRunIsANoticeSayingWhyAndNoError() throws Exception {
        copier.copy(() -> {
            throw new UncheckedIOException(new IOException("run.jsonl: run 41 could not be read"));
        }, "Could not copy the seeds", copied::add);
        finish();

        assertThat(copied).containsExactly(
                ClipboardCopy.nothing("Could not copy the seeds: run.jsonl: run 41 could not be read"));
        assertThat(uncaught).isEmpty();
    }

    private void finish() throws InterruptedException {
        background.shutdown();
        assertThat(background.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
    }
}
