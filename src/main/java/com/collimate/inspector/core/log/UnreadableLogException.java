package com.collimate.inspector.core.log;

import java.nio.file.Path;

/** The whole file cannot be used as a rollout log. The message is one line, fit to show a user. */
public final class UnreadableLogException extends Exception {
    private final Path path;

    public UnreadableLogException(Path path, String reason) {
        super(path + ": " + reason);
        this.path = path;
    }

    public Path path() {
        return path;
    }
}
