package com.collimate.inspector.sandbox;

import java.time.Duration;

/** What a finished (or killed) guest process produced. Output is as captured, at most the cap. */
record RunOutcome(byte[] stdout, boolean stdoutTruncated, byte[] stderr, boolean stderrTruncated, int exitCode,
                  boolean timedOut, Duration duration) {
}
