package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.model.SeedAck;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/** One exec template: how code becomes a guest command, and how the run's seed_ack is decided. */
interface Template {
    String name();

    /** Whether the template runs the seed-ack handshake (replay-enabled). */
    boolean seedHandshake();

    /** Interpreter and version shown in {@code GET /v1/info}. */
    String runtime();

    /** Writes the code (and any bootstrap) into the exec folder; returns the guest command and its variables. */
    GuestCommand prepare(String code, byte[] seed, ExecFolder folder, GuestPaths guest) throws IOException;

    /** Decided after the guest process ended. */
    SeedAck verdict(byte[] seed, ExecFolder folder) throws IOException;

    /** A command line as the guest sees it, and the variables the template adds to the base environment. */
    record GuestCommand(List<String> command, Map<String, String> environment) {
        public GuestCommand {
            command = List.copyOf(command);
            environment = Map.copyOf(environment);
        }
    }
}
