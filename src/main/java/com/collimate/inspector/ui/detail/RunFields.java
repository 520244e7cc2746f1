package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.diff.VisibleText;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.runs.RewardText;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The Overview tab's field list: every field of a run, known ones first, then the extras by dotted path. */
final class RunFields {
    private static final int MAX_VALUE_CHARS = 2_000;

    private RunFields() {
    }

    static List<RunDetail.Field> of(Run run) {
        List<RunDetail.Field> fields = new ArrayList<>();
        add(fields, "key", run.key());
        add(fields, "line", Long.toString(run.line()));
        add(fields, "template", run.template());
        add(fields, "group", run.group());
        add(fields, "step", run.step() == null ? null : run.step().toString());
        add(fields, "seed", seedText(run.seed()));
        add(fields, "seed_ack", run.seedAck().label()
                + (run.seedAckRaw() != null && !run.seedAckRaw().equals(run.seedAck().label())
                ? " (logged as \"" + run.seedAckRaw() + "\")" : ""));
        add(fields, "exit_code", run.exitCode() == null ? null : run.exitCode().toString());
        // as logged, as the table shows them: not Java's 1.0E308, nor 1e300 written out in 300 digits
        add(fields, "reward", run.reward() == null ? null : RewardText.of(run.reward()).full());
        add(fields, "duration", run.durationMs() == null ? null : RewardText.of(run.durationMs()).full() + " ms");
        add(fields, "timestamp", run.timestamp());
        add(fields, "code", size(run.code()));
        add(fields, "stdout", size(run.stdout()));
        add(fields, "stderr", size(run.stderr()));
        for (Map.Entry<String, String> extra : run.extras().entrySet()) {
            add(fields, extra.getKey(), extra.getValue());
        }
        return fields;
    }

    private static String seedText(Seed seed) {
        return switch (seed.status()) {
            case VALID -> seed.raw();
            case INVALID -> seed.raw() + "  (invalid: not 64 hex characters)";
            case MISSING -> "(none logged)";
        };
    }

    private static String size(String text) {
        if (text == null) {
            return null;
        }
        long bytes = text.getBytes(StandardCharsets.UTF_8).length;
        return Sizes.bytes(bytes) + ", " + Sizes.count(text.lines().count(), "line");
    }

    private static void add(List<RunDetail.Field> fields, String name, String value) {
        String shown = value == null ? "—" : VisibleText.readable(value);
        if (shown.length() > MAX_VALUE_CHARS) {
            shown = shown.substring(0, MAX_VALUE_CHARS) + " … (" + Sizes.count(value.length()) + " characters)";
        }
        fields.add(new RunDetail.Field(name, shown));
    }
}
