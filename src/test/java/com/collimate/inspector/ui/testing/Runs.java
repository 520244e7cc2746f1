package com.collimate.inspector.ui.testing;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunInputs;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;

import java.util.Map;

/** Builds test runs. */
public final class Runs {
    public static final String SEED = "c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee01";

    private Runs() {
    }

    public static Run run(int line, String key, String seedAckRaw, Long exitCode, String group, String stdout) {
        return new Run(key, line, "python", "import random\nprint(random.random())", Seed.ofString(seedHex(line)),
                SeedAck.parse(seedAckRaw), seedAckRaw, stdout, "", exitCode, group, (long) line, 0.5 * line,
                12.0 * line, null, Map.of(), "{\"run_id\":\"" + key + "\"}");
    }

    /** {@code run} with another reward. */
    public static Run withReward(Run run, Double reward) {
        return new Run(run.key(), run.line(), run.template(), run.code(), run.seed(), run.seedAck(), run.seedAckRaw(),
                run.stdout(), run.stderr(), run.exitCode(), run.group(), run.step(), reward, run.durationMs(),
                run.timestamp(), run.extras(), run.rawJson());
    }

    /** {@code run} with another duration. */
    public static Run withDuration(Run run, Double durationMs) {
        return new Run(run.key(), run.line(), run.template(), run.code(), run.seed(), run.seedAck(), run.seedAckRaw(),
                run.stdout(), run.stderr(), run.exitCode(), run.group(), run.step(), run.reward(), durationMs,
                run.timestamp(), run.extras(), run.rawJson());
    }

    /** {@code run} with other code. */
    public static Run withCode(Run run, String code) {
        return new Run(run.key(), run.line(), run.template(), code, run.seed(), run.seedAck(), run.seedAckRaw(),
                run.stdout(), run.stderr(), run.exitCode(), run.group(), run.step(), run.reward(), run.durationMs(),
                run.timestamp(), run.extras(), run.rawJson());
    }

    /** Python code {@code code} run with {@link #SEED}, the inputs of a compared side. */
    public static RunInputs inputs(String code) {
        return new RunInputs("python", code, SEED);
    }

    public static String seedHex(int n) {
        String part = String.format("%016x", (n + 1) * 0x9E3779B97F4A7C15L);
        return part + part + part + part;
    }
}
