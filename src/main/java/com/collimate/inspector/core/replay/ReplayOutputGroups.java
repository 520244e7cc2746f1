package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.journal.JournalEntry;

import java.util.ArrayList;
import java.util.HashMap;
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

    /** One output is more common among the answered replays than any other (no tie for the largest group). */
    public boolean hasOneMostCommonOutput() {
        int largest = answered - offMostCommon();
        return groups.stream().filter(group -> group.attempts().size() == largest).count() == 1;
    }

    /**
     * Whether a group has the log's output is the verdicts' rule ({@link ReplayRecord#divergence}), so a replay the
     * verdicts call identical is never "different from the log" here.
     */
    public static ReplayOutputGroups of(Run original, List<JournalEntry> replays) {
        Map<Output, List<Integer>> byOutput = new LinkedHashMap<>();
        Map<Output, Boolean> sameAsOriginal = new HashMap<>();
        Set<String> endpoints = new HashSet<>();
        for (JournalEntry entry : replays) {
            ExecResponse response = entry.response();
            if (response == null || SandboxCut.of(original, response).isPresent()) {
                continue;
            }
            endpoints.add(String.valueOf(entry.endpoint()));
            Output output = new Output(Fingerprint.of(orEmpty(response.stdout()), orEmpty(response.stderr())),
                    response.exitCode());
            byOutput.computeIfAbsent(output, key -> new ArrayList<>()).add(entry.attempt());
            sameAsOriginal.computeIfAbsent(output, key -> ReplayRecord.divergence(original, response).isEmpty());
        }
        List<Group> groups = new ArrayList<>();
        int answered = 0;
        for (Map.Entry<Output, List<Integer>> group : byOutput.entrySet()) {
            answered += group.getValue().size();
            groups.add(new Group(group.getValue(), sameAsOriginal.get(group.getKey()), group.getKey().exitCode()));
        }
        boolean streamsAgree = byOutput.keySet().stream().map(Output::streams).distinct().count() <= 1;
        return new ReplayOutputGroups(answered, groups, endpoints.size(), streamsAgree, original.exitCode() != null);
    }

    /** A replay's output: its stdout and stderr, fingerprinted together once, and its exit code. */
    private record Output(Fingerprint streams, Long exitCode) {
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
