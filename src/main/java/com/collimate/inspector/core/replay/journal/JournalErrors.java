package com.collimate.inspector.core.replay.journal;

import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.util.IoReasons;
import com.collimate.inspector.core.util.JsonSyntax;
import com.fasterxml.jackson.core.JsonProcessingException;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The one-line messages of the journal's failures: the file, what was being done, and why; the cause's class in
 * words when it has no message (a closed channel says none), never "null", never a stack trace.
 */
final class JournalErrors {
    private static final int MAX_REASON = 200;

    private JournalErrors() {
    }

    /** {@code "PATH: appending 2 replays failed (No space left on device)"}; the cause is kept for debugging. */
    static IOException failed(Path file, String operation, Throwable cause) {
        return new IOException(file + ": " + operation + " failed (" + reason(cause) + ")", cause);
    }

    /** Why {@code e} happened, in one line: its message, or its class in words when it has none. */
    static String reason(Throwable e) {
        if (e instanceof JsonProcessingException json) {
            return JsonSyntax.notJsonOnItsLine(json);
        }
        String message = e.getMessage();
        String reason = message == null || message.isBlank() ? classInWords(e.getClass()) : IoReasons.of(e);
        return TextSafety.oneLine(reason, MAX_REASON);
    }

    /** {@code ClosedByInterruptException} reads "closed by interrupt"; a bare {@code IOException}, "I/O error". */
    private static String classInWords(Class<?> type) {
        String name = type.getSimpleName().replaceFirst("(Exception|Error)$", "");
        if (name.isEmpty() || name.equals("IO")) {
            return "I/O error";
        }
        String words = name.replaceAll("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ");
        StringBuilder plain = new StringBuilder();
        for (String word : words.split(" ")) {
            boolean acronym = word.length() > 1 && word.equals(word.toUpperCase());
            plain.append(plain.isEmpty() ? "" : " ").append(acronym ? word : word.toLowerCase());
        }
        return plain.toString();
    }
}
