package com.collimate.inspector.ui.common;

import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.util.AtomicFiles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * Writes a file the user chose in the background: never one the refusal names (a log open in the app, or its
 * journal), replaced only once complete ({@link AtomicFiles}); the one-line outcome is handed back on the FX thread.
 */
public final class GuardedWrite {
    private final Executor fx;
    private final Executor background;
    private final Function<Path, Optional<String>> refusal;

    /** @param refusal why a file must not be written, or empty; asked off the FX thread (it may touch the disk) */
    public GuardedWrite(Executor fx, Executor background, Function<Path, Optional<String>> refusal) {
        this.fx = fx;
        this.background = background;
        this.refusal = refusal;
    }

    /**
     * @param content writes the text, in the background (a patch or an export may take a while)
     * @param done    the outcome once written, given the file ("Wrote the patch to …")
     * @param failed  the start of the failure's line, before its reason ("The patch could not be saved: ")
     * @return the outcome: done's, the refusal, or failed's; completed on the FX thread
     */
    public CompletableFuture<String> write(Path file, AtomicFiles.TextWriter content, Function<Path, String> done,
                                           String failed) {
        return writeFile(file, () -> AtomicFiles.writeText(file, content), done, failed);
    }

    /** As {@link #write}, for content that writes bytes. */
    public CompletableFuture<String> writeBytes(Path file, AtomicFiles.ByteWriter content,
                                                Function<Path, String> done, String failed) {
        return writeFile(file, () -> AtomicFiles.writeBytes(file, content), done, failed);
    }

    private interface FileWrite {
        void run() throws IOException;
    }

    private CompletableFuture<String> writeFile(Path file, FileWrite write, Function<Path, String> done,
                                                String failed) {
        CompletableFuture<String> outcome = new CompletableFuture<>();
        background.execute(() -> {
            String said;
            try {
                Optional<String> refused = refusal.apply(file);
                if (refused.isPresent()) {
                    said = refused.get();
                } else {
                    write.run();
                    said = done.apply(file);
                }
            } catch (IOException | RuntimeException e) {
                said = failed + ErrorText.oneLine(e);
            }
            String result = said;
            fx.execute(() -> outcome.complete(result));
        });
        return outcome;
    }
}
