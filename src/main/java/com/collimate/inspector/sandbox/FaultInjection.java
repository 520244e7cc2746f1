package com.collimate.inspector.sandbox;

/**
 * Test hooks that make the python handshake fail the way it fails in the wild. Reachable only from this
 * package (tests, the sample-log generator), never from HTTP.
 */
enum FaultInjection {
    NONE,
    /** The interpreter starts isolated ({@code -I}), so the bootstrap never runs: {@code no-ack}. */
    SKIP_BOOTSTRAP,
    /** The bootstrap is handed a seed with one bit flipped, as by a broken reseed: {@code mismatch}. */
    WRONG_SEED
}
