package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.journal.JournalEntry;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * The answered replays of one run grouped by identical output (stdout, stderr and exit code; an absent stream
 * counts as empty, as in {@link Divergence}), for flake rates over repeated replays ({@link ReplayAgreement} says what
 * they show). A replay the sandbox cut at a limit ({@link SandboxCut}) failed, as the verdicts say, and counts as
 * unanswered here too.
 *
 * @param answered       replays that got an answer
 * @param groups         one per distinct output, in order of first appearance
 * @param backends       the distinct endpoints that answered
 * @param streamsAgree   all answered replays printed the same stdout and stderr (so only exit codes can differ)
 * @param logHasExitCode the log recorded an exit code to compare the replays' with
 */
public record ReplayOutputGroups(int answered, List<Group> groups, int backends, boolean streamsAgree,
                                 boolean logHasExitCode) {

    /**
     * @param attempts the replay numbers with this output
     * @param exitCode the exit code of this output (null: the sandbox gave none)
     */
    public record Group(List<Integer> attempts, boolean sameAsOriginal, Long exitCode) {
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

    /**
     * The flake rate: the share of the answered replays whose output is not the replays' most common one, 0..1. It
     * measures how much the replays disagree with each other, not with the log: replays that all print the same
     * output the log did not print have a flake rate of 0. Empty below two answered replays, which cannot disagree.
     */
    public OptionalDouble flakeRate() {
        return answered < 2 ? OptionalDouble.empty() : OptionalDouble.of((double) offMostCommon() / answered);
    }

    /** The replays printed the same stdout and stderr but exited with different codes. */
    public boolean onlyExitCodesDiffer() {
        return streamsAgree && distinctOutputs() > 1;
    }

    /** Answered replays outside the largest group: how many would have to change for all of them to agree. */
    public int offMostCommon() {
        return answered - groups.stream().mapToInt(group -> group.attempts().size()).max().orElse(0);
    }

    /**
     * Whether a group has the log's output is the verdicts' rule ({@link ReplayRecord#divergence}), so a replay the
     * verdicts call identical is never "different from the log" here.
     */
    public static ReplayOutputGroups of(Run original, List<JournalEntry> replays) {
        Map<Fingerprint, List<Integer>> byOutput = new LinkedHashMap<>();
        Map<Fingerprint, Boolean> sameAsOriginal = new LinkedHashMap<>();
        Map<Fingerprint, Long> exitCodes = new LinkedHashMap<>();
        Set<Fingerprint> streams = new HashSet<>();
        Set<String> endpoints = new HashSet<>();
        for (JournalEntry entry : replays) {
            ExecResponse response = entry.response();
            if (response == null || SandboxCut.of(original, response).isPresent()) {
                continue;
            }
            endpoints.add(String.valueOf(entry.endpoint()));
            Fingerprint output = fingerprint(response.stdout(), response.stderr(), String.valueOf(response.exitCode()));
            streams.add(fingerprint(response.stdout(), response.stderr(), ""));
            byOutput.computeIfAbsent(output, key -> new ArrayList<>()).add(entry.attempt());
            sameAsOriginal.computeIfAbsent(output, key -> ReplayRecord.divergence(original, response).isEmpty());
            exitCodes.putIfAbsent(output, response.exitCode());
        }
        List<Group> groups = new ArrayList<>();
        int answered = 0;
        for (Map.Entry<Fingerprint, List<Integer>> group : byOutput.entrySet()) {
            answered += group.getValue().size();
            groups.add(new Group(group.getValue(), sameAsOriginal.get(group.getKey()), exitCodes.get(group.getKey())));
        }
        return new ReplayOutputGroups(answered, groups, endpoints.size(), streams.size() <= 1,
                original.exitCode() != null);
    }

    private static Fingerprint fingerprint(String stdout, String stderr, String exitCode) {
        return Fingerprint.of(stdout == null ? "" : stdout, stderr == null ? "" : stderr, exitCode);
    }
}
