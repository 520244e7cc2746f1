package com.collimate.inspector.sandbox;

import java.time.Duration;

/**
 * What a finished (or killed) guest process produced. Output is as captured, at most the cap; {@code cut} when the
 * process tree was killed because its output passed the cap (not when the timeout came first).
 */
record RunOutcome(byte[] stdout, boolean stdoutTruncated, byte[] stderr, boolean stderrTruncated, int exitCode,
                  boolean timedOut, boolean cut, Duration duration) {
}
