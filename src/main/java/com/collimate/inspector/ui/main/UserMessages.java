package com.collimate.inspector.ui.main;

import java.nio.file.AccessDeniedException;
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
        if (e instanceof AccessDeniedException) {
            return path + ": permission denied";
        }
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return path + ": " + e.getClass().getSimpleName();
        }
        String first = message.lines().findFirst().orElse("").strip();
        return first.startsWith(path.toString()) ? first : path + ": " + first;
    }
}
