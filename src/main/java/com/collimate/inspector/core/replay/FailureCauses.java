package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.util.Sizes;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Failed replays (or runs) counted by why they failed ({@link ReplayRecord#failureCause}), so a summary names the
 * real reason: a replay the sandbox stopped at a limit had an answer, just not one to compare, unlike one that got no
 * result. The same words in the app's batch line and Replays tab and in {@code check}'s output.
 */
public final class FailureCauses {
    private final Map<String, Integer> counts = new LinkedHashMap<>();

    /** The causes of the failed replays of {@code results}, those a cancel cut off left out. */
    public static FailureCauses ofReplays(Iterable<RunResult> results) {
        FailureCauses causes = new FailureCauses();
        for (RunResult result : results) {
            result.failures().forEach(replay -> causes.add(replay.failureCause()));
        }
        return causes;
    }

    public void add(String cause) {
        counts.merge(cause, 1, Integer::sum);
    }

    public int total() {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    /**
     * The cause alone when there is one ("no exec result", "timed out after 2 s"), else each with its count, the
     * first seen first: "20 no exec result, 1 stopped at the sandbox's output limit of 8 MiB".
     */
    public String describe() {
        if (counts.size() == 1) {
            return counts.keySet().iterator().next();
        }
        StringJoiner causes = new StringJoiner(", ");
        counts.forEach((cause, count) -> causes.add(Sizes.count(count) + " " + cause));
        return causes.toString();
    }
}
