package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.util.IoReasons;

import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Turns exceptions into the one-line reasons the user sees; never a stack trace. */
final class UserMessages {
    private UserMessages() {
    }

    static String cannotOpen(Path path, Exception e) {
        if (e instanceof NoSuchFileException) {
            return path + ": file not found";
        }
        String reason = IoReasons.of(e);
        return reason.startsWith(path.toString()) ? reason : path + ": " + reason;
    }
}
