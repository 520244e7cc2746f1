package com.collimate.inspector.core.log;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Follow found that the file at the log's path is no longer the one indexed (a restarted job truncated and rewrote
 * it, or another file took its name): the index no longer describes it, and only reading it again from the start
 * does. The message is one line, fit to show a user.
 */
public final class LogRewrittenException extends IOException {
    public LogRewrittenException(Path path, String how) {
        super(path + ": the log was rewritten (" + how + ")");
    }
}
