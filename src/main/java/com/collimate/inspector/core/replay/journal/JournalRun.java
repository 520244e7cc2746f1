package com.collimate.inspector.core.replay.journal;

/**
 * A run as the journal tells runs apart: its key and the 1-based line where it starts in the log. Several runs may
 * share a key (a run_id per episode with several execs, say); the line keeps their replays apart.
 */
public record JournalRun(String key, long line) {
}
