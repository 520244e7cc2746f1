package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.diff.VisibleText;
import com.collimate.inspector.core.log.AcceptedNames;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.core.util.Utf8Length;
import com.collimate.inspector.ui.runs.RewardText;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The Overview tab's field list: every field of a run, known ones first, then the extras sorted by dotted path (a seed
 * among them shown as the seed row is). A known field
 * whose logged value could not be used (an exit code of 23 digits, a step of "3") shows that value in its own row,
 * marked as not usable, rather than "—" and the value again as an extra.
 */
final class RunFields {
    private static final int MAX_VALUE_CHARS = 2_000;
    private static final List<String> SCOPES = List.of("response.", "request.", "");
    private static final JsonFactory JSON = new JsonFactory();

    private final Run run;
    private final List<RunDetail.Field> fields = new ArrayList<>();
    private final Set<String> shownExtras = new HashSet<>();

    private RunFields(Run run) {
        this.run = run;
    }

    static List<RunDetail.Field> of(Run run) {
        return new RunFields(run).list();
    }

    private List<RunDetail.Field> list() {
        add("key", run.key());
        add("line", Long.toString(run.line()));
        known("template", "template", run.template());
        known("group", "group", run.group());
        known("step", "step", run.step() == null ? null : run.step().toString());
        add("seed", seedText(run.seed()), "", !run.seed().isMissing());
        add("seed_ack", run.seedAck().label()
                + (run.seedAckRaw() != null && !run.seedAckRaw().equals(run.seedAck().label())
                ? " (logged as \"" + run.seedAckRaw() + "\")" : ""));
        known("exit_code", "exit_code", run.exitCode() == null ? null : run.exitCode().toString());
        // as logged, as the table shows them: not Java's 1.0E308, nor 1e300 written out in 300 digits
        known("reward", "reward", run.reward() == null ? null : RewardText.of(run.reward()).full());
        known("duration", "duration_ms",
                run.durationMs() == null ? null : millis(run.durationMs()));
        known("timestamp", "timestamp", run.timestamp());
        known("code", "code", size(run.code()));
        known("stdout", "stdout", size(run.stdout()));
        known("stderr", "stderr", size(run.stderr()));
        for (Map.Entry<String, String> extra : new TreeMap<>(run.extras()).entrySet()) {
            if (shownExtras.contains(extra.getKey())) {
                continue;
            }
            if (isSeed(extra.getKey())) {
                add(extra.getKey(), unquoted(extra.getValue()), "", true);
            } else {
                add(extra.getKey(), extra.getValue());
            }
        }
        return fields;
    }

    /**
     * A known field's row; without a usable value, the value logged under {@code loggedName} or another name the
     * reader accepts for it (which the reader kept as an extra; looked up as the reader does: response first, earlier
     * names first) marked as not usable, with the name it was logged under when that is another one; "—" when none
     * was logged.
     */
    private void known(String name, String loggedName, String value) {
        if (value == null) {
            for (String scope : SCOPES) {
                for (String accepted : AcceptedNames.of(loggedName)) {
                    String logged = run.extras().get(scope + accepted);
                    if (logged != null) {
                        shownExtras.add(scope + accepted);
                        String where = accepted.equals(loggedName) ? "" : "logged as " + accepted + "; ";
                        add(name, logged, " (" + where + "not a usable " + name.replace('_', ' ') + ")");
                        return;
                    }
                }
            }
        }
        add(name, value);
    }

    /** Whether {@code extra} is a seed the reader did not take (one sent in the request, beside the answered one). */
    private static boolean isSeed(String extra) {
        return SCOPES.stream().anyMatch(scope -> extra.startsWith(scope)
                && AcceptedNames.of("seed").contains(extra.substring(scope.length())));
    }

    /** A JSON string's text, as the seed row shows it; any other JSON value as logged. */
    private static String unquoted(String json) {
        try (JsonParser parser = JSON.createParser(json)) {
            if (parser.nextToken() == JsonToken.VALUE_STRING) {
                String text = parser.getText();
                if (parser.nextToken() == null) {
                    return text;
                }
            }
        } catch (IOException notOneString) {
            // shown as logged
        }
        return json;
    }

    private static String seedText(Seed seed) {
        return switch (seed.status()) {
            case VALID -> seed.raw();
            case INVALID -> seed.raw() + "  (invalid: not 64 hex characters)";
            case MISSING -> "(none logged)";
        };
    }

    /** Every digit, as the reward shows them, but a whole number of milliseconds without ".0": 74 ms, 74.25 ms. */
    private static String millis(double value) {
        String digits = RewardText.of(value).full();
        return (digits.endsWith(".0") ? digits.substring(0, digits.length() - 2) : digits) + " ms";
    }

    private static String size(String text) {
        if (text == null) {
            return null;
        }
        return Sizes.bytes(Utf8Length.of(text)) + ", " + Sizes.count(lineCount(text), "line");
    }

    /**
     * The lines as the Stdout tab and the Compare window number them, ended by '\n': a lone '\r' draws a line again
     * (a progress bar), it does not end one.
     */
    private static long lineCount(String text) {
        long newlines = text.chars().filter(c -> c == '\n').count();
        return text.isEmpty() || text.endsWith("\n") ? newlines : newlines + 1;
    }

    private void add(String name, String value) {
        add(name, value, "");
    }

    private void add(String name, String value, String note) {
        add(name, value, note, false);
    }

    /** {@code value} readable, cut before the first notation or character past {@value #MAX_VALUE_CHARS}. */
    private void add(String name, String value, String note, boolean monospaced) {
        StringBuilder shown = new StringBuilder();
        if (value == null) {
            shown.append('—');
        } else if (VisibleText.appendReadable(value, MAX_VALUE_CHARS, shown) < value.length()) {
            shown.append(" … (").append(Sizes.count(value.length())).append(" characters)");
        }
        fields.add(new RunDetail.Field(name, shown.append(note).toString(), monospaced));
    }
}
