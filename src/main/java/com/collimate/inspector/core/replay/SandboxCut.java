package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.util.ByteSize;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.core.util.Utf8Length;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A replay the sandbox stopped at one of its limits (run time: {@code "timed_out": true}; output size:
 * {@code "truncated": ["stdout"]}) shows how the sandbox was configured, not whether the program is deterministic,
 * unless the logged run was cut the same way. Such a replay counts as failed, saying which limit to raise.
 *
 * @param limit   the limit in a few words, for counts ("timed out after 2 s", "stopped at the sandbox's output limit
 *                of 8 MiB", "timed out at the sandbox's time limit (the log's timeout_s of 20 s was sent along)"
 *                when the sandbox did not say its limit); {@code message} starts with it, or with "timed out" when
 *                the sandbox did not say its limit
 * @param message the whole reason
 */
record SandboxCut(FailureKind kind, String limit, String message) {
    private static final String OUTPUT_LIMIT = "stopped at the sandbox's output limit";
    /**
     * Where the app's local sandbox gets its output limit, as the Settings dialog names it; the sandbox reads it as it
     * starts, once a session.
     */
    private static final String APP_SETTING = "Local sandbox output limit in Settings, then restart the app";

    static Optional<SandboxCut> of(Run original, ExecResponse replay) {
        if (isTrue(replay.extras().get("timed_out")) && !"true".equals(original.extras().get("timed_out"))) {
            Double seconds = positive(replay.extras().get("time_limit_s"));
            String said = seconds == null ? "timed out" : "timed out after " + secondsText(seconds) + " s";
            return Optional.of(new SandboxCut(FailureKind.TIMEOUT, seconds == null ? unsaidTimeLimit(original) : said,
                    said + ": the sandbox stopped the replay at its time limit" + loggedDuration(original)
                            + sentTimeout(original)));
        }
        List<String> cut = truncated(replay.extras().get("truncated"));
        cut.removeIf(stream -> original.extras().getOrDefault("truncated", "").contains("\"" + stream + "\""));
        if (!cut.isEmpty()) {
            Double limit = positive(replay.extras().get("output_limit"));
            Long bytes = limit == null || limit != Math.rint(limit) ? null : limit.longValue();
            String named = bytes == null ? OUTPUT_LIMIT : OUTPUT_LIMIT + " of " + ByteSize.describe(bytes);
            List<String> why = new ArrayList<>();
            for (String stream : cut) {
                why.add(cutMessage(stream, bytes, Utf8Length.of(text(original, stream)),
                        Utf8Length.of("stderr".equals(stream) ? replay.stderr() : replay.stdout())));
            }
            return Optional.of(new SandboxCut(FailureKind.OVERSIZE, named, named + ": " + String.join("; ", why)));
        }
        return Optional.empty();
    }

    /**
     * Why one stream's cut fails the replay. The sandbox says its limit ({@code output_limit}, bytes); without it,
     * the bytes it kept are the limit as far as can be told. A logged output over the limit cannot be reproduced
     * there at all: the limit is what to raise. One under it means the replay wrote more than the logged run.
     */
    private static String cutMessage(String stream, Long limit, long logged, long kept) {
        if (logged > (limit == null ? kept : limit)) {
            return "the logged " + stream + " (" + Sizes.count(logged, "byte") + ") is larger, so the two cannot be "
                    + "compared; raise the limit (the built-in sandbox's: --max-output of check --replay and serve; the"
                    + " app's local sandbox: " + APP_SETTING + ")";
        }
        return "the replay's " + stream + " went past it, which the logged run's did not (its " + stream + " is "
                + Sizes.count(logged, "byte") + ")";
    }

    private static String text(Run original, String stream) {
        return "stderr".equals(stream) ? original.stderr() : original.stdout();
    }

    private static Double positive(JsonNode node) {
        return node != null && node.isNumber() && Double.isFinite(node.doubleValue()) && node.doubleValue() > 0
                ? node.doubleValue() : null;
    }

    private static boolean isTrue(JsonNode node) {
        return node != null && node.isBoolean() && node.booleanValue();
    }

    private static List<String> truncated(JsonNode node) {
        List<String> streams = new ArrayList<>();
        if (node != null && node.isArray()) {
            node.forEach(stream -> {
                if (stream.isTextual()) {
                    streams.add(stream.textValue());
                }
            });
        }
        return streams;
    }

    /**
     * "timed out at the sandbox's time limit", naming the log's timeout_s when it was sent along: the limit a sandbox
     * that does not say its own most likely applied.
     */
    private static String unsaidTimeLimit(Run original) {
        Double sent = ReplayEligibility.loggedTimeout(original);
        return "timed out at the sandbox's time limit" + (sent == null ? "" : " (" + timeoutSentAlong(sent) + ")");
    }

    /** Whether the limit was the run's own: {@link ReplayEligibility#requestFor} sends a logged timeout_s along. */
    private static String sentTimeout(Run original) {
        Double seconds = ReplayEligibility.loggedTimeout(original);
        return seconds == null ? "; the log has no timeout_s to send along, so the sandbox's default limit applied"
                : "; " + timeoutSentAlong(seconds);
    }

    private static String timeoutSentAlong(double seconds) {
        return "the log's timeout_s of " + secondsText(seconds) + " s was sent along";
    }

    private static String secondsText(double seconds) {
        return seconds == Math.rint(seconds) && seconds < 1e15 ? String.valueOf((long) seconds)
                : Double.toString(seconds);
    }

    private static String loggedDuration(Run original) {
        Double millis = original.durationMs();
        return millis == null || !Double.isFinite(millis) ? ""
                : String.format(Locale.ROOT, " (the logged run took %.1f s)", millis / 1000);
    }
}
