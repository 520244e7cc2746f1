package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.ui.common.SerialExecutor;

import java.io.UncheckedIOException;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Builds what Copy Seed and Copy Key put on the clipboard in the background (100,000 selected runs are as many
 * summaries to read) and hands it to the FX thread. One copy at a time, in the order asked for, so a small copy made
 * after a large one is not overwritten by it. A build that fails as a copy can (a summary that cannot be read)
 * becomes a notice saying why, the clipboard left as it was; any other failure is a bug: the notice only says the
 * copy failed, and the failure goes on, trace and all, to the thread's uncaught-exception handler, which the app has
 * record it in its diagnostics file ({@link SerialExecutor}). Either way the next copy runs as usual.
 */
final class BackgroundCopier {
    static final String UNEXPECTED = "an unexpected error";

    private final Executor fx;
    private final Executor copies;

    BackgroundCopier(Executor fx, Executor background) {
        this.fx = fx;
        this.copies = new SerialExecutor(background);
    }

    /**
     * Builds a copy with {@code build} in the background and hands it to {@code copied} on the FX thread; when
     * {@code build} throws, {@code copied} gets a copy of nothing whose notice is {@code failed} and why.
     */
    void copy(Supplier<ClipboardCopy> build, String failed, Consumer<ClipboardCopy> copied) {
        copies.execute(() -> hand(built(build, failed, copied), copied));
    }

    private ClipboardCopy built(Supplier<ClipboardCopy> build, String failed, Consumer<ClipboardCopy> copied) {
        try {
            return build.get();
        } catch (UncheckedIOException e) { // its message starts with "java.io.IOException: "
            return ClipboardCopy.nothing(failed + ": " + ErrorText.oneLine(e.getCause()));
        } catch (RuntimeException e) {
            hand(ClipboardCopy.nothing(failed + ": " + UNEXPECTED), copied);
            throw e;
        }
    }

    private void hand(ClipboardCopy copy, Consumer<ClipboardCopy> copied) {
        fx.execute(() -> copied.accept(copy));
    }
}
