package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.journal.JournalEntry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The answered replays of one run grouped by identical output (stdout, stderr and exit code; an absent stream
 * counts as empty, as in {@link Divergence}), for flake rates over repeated replays.
 *
 * @param answered  replays that got an answer
 * @param differing answered replays whose output differs from the original's
 * @param groups    one per distinct output, in order of first appearance
 */
public record ReplayOutputGroups(int answered, int differing, List<Group> groups) {

    /** @param attempts the replay numbers with this output */
    public record Group(List<Integer> attempts, boolean sameAsOriginal) {
        public Group {
            attempts = List.copyOf(attempts);
        }
    }

    public ReplayOutputGroups {
        groups = List.copyOf(groups);
    }

    public int distinctOutputs() {
        return groups.size();
    }

    /** Share of the answered replays that differ from the original, 0..1. */
    public double flakeRate() {
        return answered == 0 ? 0 : (double) differing / answered;
    }

    public static ReplayOutputGroups of(Run original, List<JournalEntry> replays) {
        Fingerprint originalOutput = fingerprint(original.stdout(), original.stderr(), original.exitCode());
        Map<Fingerprint, List<Integer>> byOutput = new LinkedHashMap<>();
        int differing = 0;
        for (JournalEntry entry : replays) {
            ExecResponse response = entry.response();
            if (response == null) {
                continue;
            }
            Fingerprint output = fingerprint(response.stdout(), response.stderr(), response.exitCode());
            byOutput.computeIfAbsent(output, key -> new ArrayList<>()).add(entry.attempt());
            if (!output.equals(originalOutput)) {
                differing++;
            }
        }
        List<Group> groups = new ArrayList<>();
        int answered = 0;
        for (Map.Entry<Fingerprint, List<Integer>> group : byOutput.entrySet()) {
            answered += group.getValue().size();
            groups.add(new Group(group.getValue(), group.getKey().equals(originalOutput)));
        }
        return new ReplayOutputGroups(answered, differing, groups);
    }

    private static Fingerprint fingerprint(String stdout, String stderr, Long exitCode) {
        return Fingerprint.of(stdout == null ? "" : stdout, stderr == null ? "" : stderr, String.valueOf(exitCode));
    }
}
