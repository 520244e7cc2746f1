package com.collimate.inspector.core.replay.journal;

import java.io.InterruptedIOException;
import java.nio.file.Path;

/** The thread was interrupted (the user cancelled) while waiting for another process to let go of the journal. */
final class LockWaitCancelledException extends InterruptedIOException {
    LockWaitCancelledException(Path file) {
        super(file + ": cancelled while waiting for another process to let go of the journal: replays ending now are"
                + " not journaled");
    }
}
