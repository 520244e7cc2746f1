package com.collimate.inspector.core.replay;

import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What repeated replays of one run show (docs/replay.md, "Flakiness"): replays that disagree with each other are
 * flaky, the run is nondeterministic; replays that agree with each other but not with the log are consistently
 * different from it, deterministic now though the log's output does not reproduce.
 */
public enum ReplayAgreement {
    /** No replay answered. */
    NONE,
    /** One answered replay: it matches the log or not, but cannot disagree with another. */
    SINGLE,
    /** Two or more answered replays, all with the log's output. */
    REPRODUCIBLE,
    /** Two or more answered replays with one output that is not the log's. */
    CONSISTENTLY_DIFFERENT,
    /** The answered replays printed more than one output. */
    FLAKY;

    public static ReplayAgreement of(ReplayOutputGroups groups) {
        if (groups.answered() == 0) {
            return NONE;
        }
        if (groups.answered() == 1) {
            return SINGLE;
        }
        if (groups.distinctOutputs() > 1) {
            return FLAKY;
        }
        return groups.groups().get(0).sameAsOriginal() ? REPRODUCIBLE : CONSISTENTLY_DIFFERENT;
    }

    /**
     * What the replays show with their flake rate, e.g. "flaky: the replays disagree with each other · flake rate 33%
     * (1 of 3 answered replays differs from the replays' most common output)".
     */
    public static String describe(ReplayOutputGroups groups) {
        int answered = groups.answered();
        return switch (of(groups)) {
            case NONE -> "no answered replay to compare · flake rate n/a";
            // not "replay it more than once": the other replays may have been made, and failed
            case SINGLE -> "flake rate n/a (one answered replay cannot disagree with another: a flake rate needs two "
                    + "or more answered replays)";
            case REPRODUCIBLE -> "reproducible: all " + answered + " answered replays match the log · flake rate 0%";
            case CONSISTENTLY_DIFFERENT -> "consistently different from the log: all " + answered + " answered "
                    + "replays agree with each other but not with the log, so the run is deterministic here but its "
                    + "logged output does not reproduce (recorded on another backend or version, or a noise mask "
                    + "missing?) · flake rate 0%";
            case FLAKY -> String.format(Locale.ROOT, "flaky: the replays disagree with each other%s · flake rate "
                            + "%.0f%% (%s)", groups.onlyExitCodesDiffer() ? " on the exit code only" : "",
                    100 * groups.flakeRate().orElseThrow(), offMostCommon(groups));
        };
    }

    /**
     * "1 of 3 answered replays differs from the replays' most common output", or when outputs tie for the most
     * common (every replay's output its own, say) "2 of 3 answered replays would have to change for all of them to
     * agree; no single output is the most common".
     */
    private static String offMostCommon(ReplayOutputGroups groups) {
        int off = groups.offMostCommon();
        String counted = off + " of " + groups.answered() + " answered replays ";
        if (groups.hasOneMostCommonOutput()) {
            return counted + (off == 1 ? "differs" : "differ") + " from the replays' most common output";
        }
        return counted + (off == 1 ? "would have to change for both" : "would have to change for all of them")
                + " to agree; no single output is the most common";
    }

    /**
     * Which replays printed what, where {@link #describe} leaves it open (flaky replays, or a single one): "#1 #3
     * match the log, #2 differs from the log and the other replays", "#2 #4 have the same output, not the log's",
     * never a bare list that reads as "matched". When only exit codes differ, each group says its exit code, and a
     * log without one says so: "#1 matches the log's stdout and stderr (exit code 0), #2 matches the log's stdout and
     * stderr (exit code 1); the log has no exit code to compare with". Empty when there is nothing more to say.
     */
    public static String whichReplays(ReplayOutputGroups groups) {
        if (of(groups) != FLAKY && of(groups) != SINGLE) {
            return "";
        }
        if (!groups.onlyExitCodesDiffer() && groups.answered() > 1 && groups.groups().stream()
                .allMatch(group -> group.attempts().size() == 1 && !group.sameAsOriginal())) {
            return "every replay's output differs from the others' and from the log's";
        }
        String text = groups.groups().stream().map(group -> describe(group, groups))
                .collect(Collectors.joining(", "));
        return groups.onlyExitCodesDiffer() && !groups.logHasExitCode()
                ? text + "; the log has no exit code to compare with" : text;
    }

    private static String describe(ReplayOutputGroups.Group group, ReplayOutputGroups groups) {
        String attempts = group.attempts().stream().map(attempt -> "#" + attempt).collect(Collectors.joining(" "));
        boolean one = group.attempts().size() == 1;
        String text;
        if (group.sameAsOriginal()) {
            text = attempts + (one ? " matches" : " match") + (groups.logHasExitCode() ? " the log"
                    : " the log's stdout and stderr");
        } else if (!one) {
            text = attempts + " have the same output, not the log's";
        } else {
            text = attempts + " differs from the log" + (groups.answered() > 1 ? " and the other replays" : "");
        }
        return groups.onlyExitCodesDiffer() ? text + " (exit code " + group.exitCode() + ")" : text;
    }
}
