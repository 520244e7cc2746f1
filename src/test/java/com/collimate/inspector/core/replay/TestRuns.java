package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;

import java.util.Map;

/** Runs for tests, built in memory. */
public final class TestRuns {
    public static final String SEED = "c0ffee00".repeat(8);

    private TestRuns() {
    }

    public static Run verified(String key, String stdout) {
        return run(key, "python", "print(1)", Seed.ofString(SEED), "verified", stdout, "", 0L);
    }

    /** A verified run starting at {@code line}: runs of one log may share a key, never a line. */
    public static Run verifiedAt(String key, long line, String stdout) {
        return run(key, line, "python", "print(1)", Seed.ofString(SEED), "verified", stdout, "", 0L);
    }

    public static Run run(String key, String template, String code, Seed seed, String seedAck, String stdout,
                          String stderr, Long exitCode) {
        return run(key, Math.abs(key.hashCode() % 1000) + 1, template, code, seed, seedAck, stdout, stderr, exitCode);
    }

    private static Run run(String key, long line, String template, String code, Seed seed, String seedAck,
                           String stdout, String stderr, Long exitCode) {
        return new Run(key, line, template, code, seed, SeedAck.parse(seedAck), seedAck, stdout, stderr, exitCode,
                null, null, null, null, null, Map.of(), "{}");
    }
}
