package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.SeedAck;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Turns the replays of one run into its verdict (see docs/replay.md). */
public final class Verdicts {
    /** How the reason of a run the batch did not get to replay begins. */
    static final String NOT_REPLAYED = "not replayed: ";
    /** The start of the reason of a run skipped because the log could not give it back. */
    static final String UNREADABLE = "cannot read the run from the log";
    /** What the reason of a seeded run whose identical replay did not confirm its seed says. */
    static final String UNCONFIRMED = " did not confirm the seed it was sent, so identical output cannot show the run "
            + "is reproducible";

    private Verdicts() {
    }

    /**
     * @param seeded whether the run was replayed with its logged seed; without one, identical output proves
     *               nothing, so such a run is never {@link Verdict#REPRODUCED}
     */
    public static RunResult judge(RunRef run, boolean seeded, List<ReplayRecord> replays) {
        List<ReplayRecord> ordered = new ArrayList<>(replays);
        ordered.sort(Comparator.comparingInt(ReplayRecord::attempt));
        String notes = notes(ordered);
        ReplayRecord firstAnswered = null;
        ReplayRecord firstDiverging = null;
        ReplayRecord firstConfirmedDiverging = null;
        ReplayRecord firstUnconfirmed = null;
        for (ReplayRecord replay : ordered) {
            if (replay.answered()) {
                firstAnswered = firstAnswered == null ? replay : firstAnswered;
                firstDiverging = firstDiverging == null && !replay.identical() ? replay : firstDiverging;
                firstConfirmedDiverging = firstConfirmedDiverging == null && !replay.identical() && confirmsSeed(replay)
                        ? replay : firstConfirmedDiverging;
                firstUnconfirmed = firstUnconfirmed == null && !confirmsSeed(replay) ? replay : firstUnconfirmed;
            }
        }
        if (firstAnswered == null && !ordered.isEmpty()
                && ordered.stream().allMatch(replay -> replay.errorKind() == FailureKind.CANCELLED)) {
            return skipped(run, NOT_REPLAYED + "the batch was cancelled while its replay was in flight");
        }
        if (firstAnswered == null) {
            // a replay the sandbox stopped at a limit was answered, just not comparably
            String why = ordered.isEmpty() ? "no replay was made" : (ordered.get(0).sandboxLimit() == null
                    ? "no replay succeeded: " : "no replay could be compared: ") + ordered.get(0).error();
            return new RunResult(run, Verdict.FAILED, true, why, ordered, null);
        }
        if (firstDiverging != null) {
            return diverged(run, seeded, firstDiverging, firstConfirmedDiverging, notes, ordered);
        }
        if (!seeded) {
            return new RunResult(run, Verdict.SKIPPED, true, join("the log has no seed for this run, so it was "
                    + "replayed with fresh entropy: identical output cannot show it is reproducible", notes),
                    ordered, null);
        }
        if (firstUnconfirmed != null) {
            return new RunResult(run, Verdict.SKIPPED, true, join("replay " + firstUnconfirmed.attempt() + UNCONFIRMED,
                    notes), ordered, null);
        }
        return new RunResult(run, Verdict.REPRODUCED, true, notes, ordered, null);
    }

    /**
     * Whether an answered replay ran with the seed it was sent and confirmed it: the echoed seed is the sent one
     * and its own seed_ack is verified. Only such a replay says anything about the original's reproducibility.
     */
    public static boolean confirmsSeed(ReplayRecord replay) {
        return replay.answered() && !replay.seedEchoMismatch() && replay.seedAck() == SeedAck.VERIFIED;
    }

    /**
     * A divergence is unexpected only when the original's seed_ack was verified and a replay that confirmed its
     * seed differs: a replay that did not run with the seed shows nothing about the original (it is named instead).
     */
    private static RunResult diverged(RunRef run, boolean seeded, ReplayRecord firstDiverging,
                                      ReplayRecord firstConfirmedDiverging, String notes, List<ReplayRecord> ordered) {
        boolean originalVerified = run.seedAck() == SeedAck.VERIFIED;
        boolean unexpected = seeded && originalVerified && firstConfirmedDiverging != null;
        ReplayRecord first = unexpected ? firstConfirmedDiverging : firstDiverging;
        String why = "replay " + first.attempt() + " differs in " + first.divergence().describe() + "; "
                + (unexpected ? "unexpected: the original seed_ack was verified"
                : !seeded ? "expected: the log has no seed for this run"
                : !originalVerified ? "expected: the original seed_ack was " + run.seedAck().label()
                : "expected: the replay did not confirm the seed it was sent");
        return new RunResult(run, Verdict.DIVERGED, !unexpected, join(why, notes), ordered, first.divergence());
    }

    public static RunResult skipped(RunRef run, String reason) {
        return new RunResult(run, Verdict.SKIPPED, true, reason, List.of(), null);
    }

    /** A run the batch never reached because it stopped (bad key, unwritable journal). */
    public static RunResult notReplayed(RunRef run, String stopReason) {
        return new RunResult(run, Verdict.FAILED, true, NOT_REPLAYED + "the batch stopped (" + stopReason + ")",
                List.of(), null);
    }

    private static String notes(List<ReplayRecord> replays) {
        List<String> notes = new ArrayList<>();
        for (ReplayRecord replay : replays) {
            if (!replay.answered()) {
                notes.add("replay " + replay.attempt() + " failed: " + replay.error());
                continue;
            }
            if (replay.seedEchoMismatch()) {
                notes.add("replay " + replay.attempt() + ": seed echo mismatch");
            }
            if (replay.seedAck() != SeedAck.VERIFIED) {
                notes.add("replay " + replay.attempt() + ": its own seed_ack is " + replay.seedAck().label());
            }
        }
        return String.join("; ", notes);
    }

    private static String join(String reason, String notes) {
        return notes.isEmpty() ? reason : reason + "; " + notes;
    }
}
