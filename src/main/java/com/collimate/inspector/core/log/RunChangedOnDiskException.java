package com.collimate.inspector.core.log;

import java.io.IOException;

/**
 * A run indexed when the log was opened cannot be read back as it was: the file was truncated or rewritten in place
 * since. Reading the log again (a reload) is the remedy; the message names the file and the run's number.
 */
public final class RunChangedOnDiskException extends IOException {
    public RunChangedOnDiskException(String message) {
        super(message);
    }
}
