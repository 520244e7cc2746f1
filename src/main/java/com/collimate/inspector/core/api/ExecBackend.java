package com.collimate.inspector.core.api;

/** Something that runs one exec request: the HTTP client, or a test double. Must be thread-safe. */
public interface ExecBackend {

    /** Never throws for a failed call: failures are {@link ExecOutcome.Failure} values. */
    ExecOutcome execute(ExecRequest request, CallScope scope);

    /** Where requests go, without any key: written to the journal with each replay. */
    String describe();
}
