package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.Run;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A replay the sandbox stopped at one of its limits (run time: {@code "timed_out": true}; output size:
 * {@code "truncated": ["stdout"]}) shows how the sandbox was configured, not whether the program is deterministic,
 * unless the logged run was cut the same way. Such a replay counts as failed, saying which limit to raise.
 */
record SandboxCut(FailureKind kind, String message) {

    static Optional<SandboxCut> of(Run original, ExecResponse replay) {
        if (isTrue(replay.extras().get("timed_out")) && !"true".equals(original.extras().get("timed_out"))) {
            return Optional.of(new SandboxCut(FailureKind.TIMEOUT, "timed out: the sandbox stopped the replay at its "
                    + "time limit" + loggedDuration(original) + "; the log's timeout_s is sent along when it has one"));
        }
        List<String> cut = truncated(replay.extras().get("truncated"));
        cut.removeIf(stream -> original.extras().getOrDefault("truncated", "").contains("\"" + stream + "\""));
        if (!cut.isEmpty()) {
            return Optional.of(new SandboxCut(FailureKind.OVERSIZE, "the sandbox cut the replay's "
                    + String.join(" and ", cut) + " at its output limit, which the logged run did not reach"));
        }
        return Optional.empty();
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

    private static String loggedDuration(Run original) {
        return original.durationMs() == null ? ""
                : String.format(Locale.ROOT, " (the logged run took %.1f s)", original.durationMs() / 1000);
    }
}
