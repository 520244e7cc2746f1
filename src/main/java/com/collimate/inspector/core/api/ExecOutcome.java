package com.collimate.inspector.core.api;

import java.util.Objects;

/**
 * The result of one exec, after retries. {@code status} is the HTTP status of the last attempt (0 when no
 * response was received); {@code attempts} counts HTTP attempts made (0 when cancelled before the first).
 */
public sealed interface ExecOutcome permits ExecOutcome.Success, ExecOutcome.Failure {

    int status();

    int attempts();

    record Success(ExecResponse response, int status, int attempts) implements ExecOutcome {
        public Success {
            Objects.requireNonNull(response, "response");
        }
    }

    /** {@code message} is one line, fit to show a user, and never contains the API key. */
    record Failure(FailureKind kind, String message, int status, int attempts) implements ExecOutcome {
        public Failure {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(message, "message");
        }
    }
}
