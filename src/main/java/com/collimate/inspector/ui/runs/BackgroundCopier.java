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
 * after a large one is not overwritten by it. A build that fails (a summary that cannot be read) becomes a notice
 * saying why, the clipboard left as it was, and the next copy runs as usual.
 */
final class BackgroundCopier {
    private final Executor fx;
    private final Executor copies;

    BackgroundCopier(Executor fx, Executor background) {
        this.fx = fx;
        this.copies = new SerialExecutor(background);
    }

    /**
     * Builds a copy with {@code build} in the background and hands it to {@code copied} on the FX thread; when
     * {@code build} throws, {@code copied} gets a copy of nothing whose notice is {@code failed} and the reason.
     */
    void copy(Supplier<ClipboardCopy> build, String failed, Consumer<ClipboardCopy> copied) {
        copies.execute(() -> {
            ClipboardCopy copy = built(build, failed);
            fx.execute(() -> copied.accept(copy));
        });
    }

    private static ClipboardCopy built(Supplier<ClipboardCopy> build, String failed) {
        try {
            return build.get();
        } catch (UncheckedIOException e) { // its message starts with "java.io.IOException: "
            return ClipboardCopy.nothing(failed + ": " + ErrorText.oneLine(e.getCause()));
        } catch (RuntimeException e) {
            return ClipboardCopy.nothing(failed + ": " + ErrorText.oneLine(e));
        }
    }
}
