package com.collimate.inspector.core.log;

import java.nio.file.Path;

/** The whole file cannot be used as a rollout log. The message is one line, fit to show a user. */
public final class UnreadableLogException extends Exception {
    /** What is wrong with the file, for a caller that acts on it (Follow waits for a log still being written). */
    public enum Kind {
        /** No file at the path. */
        MISSING,
        /** A JSON Lines log whose only record is cut off at the end: a job has just begun writing it. */
        NO_COMPLETE_RUN,
        /** Anything else: not a rollout log, unreadable, corrupt. */
        UNREADABLE
    }

    private final Path path;
    private final Kind kind;

    public UnreadableLogException(Path path, String reason) {
        this(path, Kind.UNREADABLE, reason);
    }

    public UnreadableLogException(Path path, Kind kind, String reason) {
        super(path + ": " + reason);
        this.path = path;
        this.kind = kind;
    }

    public Path path() {
        return path;
    }

    public Kind kind() {
        return kind;
    }
}
