package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.log.UnreadableLogException;

import java.nio.file.NoSuchFileException;

/**
 * Why an open tab does not show what its file holds now: the file is gone, or reading it again failed. The tab
 * stays; what comes next (F5, or Follow trying again by itself) depends on whether Follow is on.
 */
record LogTrouble(Kind kind, String reason) {
    enum Kind { GONE, NO_COMPLETE_RUN, UNREADABLE }

    static LogTrouble gone() {
        return new LogTrouble(Kind.GONE, "");
    }

    /** The trouble a failed re-read of the log met; {@code reason} is its one-line message. */
    static LogTrouble of(Exception failure, String reason) {
        if (failure instanceof NoSuchFileException) {
            return gone();
        }
        if (failure instanceof UnreadableLogException unreadable) {
            return switch (unreadable.kind()) {
                case MISSING -> gone();
                case NO_COMPLETE_RUN -> new LogTrouble(Kind.NO_COMPLETE_RUN, reason);
                case UNREADABLE -> new LogTrouble(Kind.UNREADABLE, reason);
            };
        }
        return new LogTrouble(Kind.UNREADABLE, reason);
    }

    /** The banner's sentence. */
    String text(boolean following) {
        return switch (kind) {
            case GONE -> "The file is gone; F5 to retry" + (following ? " (Follow reloads it once it is back)" : "");
            case NO_COMPLETE_RUN -> "The log was replaced and has no complete run yet; "
                    + (following ? "waiting for its first run (Follow is on)" : "F5 reads it again");
            case UNREADABLE -> "Cannot read the log again: " + reason + "; "
                    + (following ? "Follow tries again when the file changes" : "F5 to retry");
        };
    }
}
