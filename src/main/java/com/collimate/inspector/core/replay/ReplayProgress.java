package com.collimate.inspector.core.replay;

/**
 * A snapshot of a running batch, counted in replays (runs × repeat).
 *
 * @param failures      replays that got no answer so far
 * @param ratePerSecond replays finished per second since the batch started
 */
public record ReplayProgress(int done, int total, int inFlight, int failures, double ratePerSecond) {
}
