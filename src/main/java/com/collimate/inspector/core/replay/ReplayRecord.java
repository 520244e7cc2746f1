package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.SeedAck;

import java.util.Optional;

/**
 * What one replay of a run came to, small enough to keep for every replay of a batch (the texts are in the
 * journal). For a failed replay {@code seedAck}, {@code exitCode} and {@code identical} are null and
 * {@code error} says why.
 *
 * @param attempt          the replay's number for this run in the journal (1 for the first replay ever)
 * @param seedAck          the replay's own seed_ack
 * @param seedEchoMismatch the seed echoed by the replay is not the seed that was sent
 * @param divergence       where the replay first differs from the original, null when identical or failed
 * @param sandboxLimit     for a replay the sandbox answered but stopped at one of its limits ({@link SandboxCut}), the
 *                         limit in words ("timed out after 2 s"); null otherwise
 */
public record ReplayRecord(
        int attempt,
        SeedAck seedAck,
        Long exitCode,
        Boolean identical,
        Divergence divergence,
        boolean seedEchoMismatch,
        FailureKind errorKind,
        String error,
        String sandboxLimit,
        int httpStatus,
        int tries) {

    /** Why a failed replay failed, in the words of the batch summaries, when no sandbox limit stopped it. */
    public static final String NO_RESULT = "no exec result";

    public boolean answered() {
        return error == null;
    }

    /** A replay that got no answer; one a cancel cut off is not counted as failed (the cancel is said on its own). */
    public boolean countsAsFailed() {
        return !answered() && errorKind != FailureKind.CANCELLED;
    }

    /**
     * Why this failed replay failed, in a few words for counts: the limit the sandbox stopped it at, or
     * {@value #NO_RESULT} when nothing came back.
     */
    public String failureCause() {
        return sandboxLimit != null ? sandboxLimit : NO_RESULT;
    }

    /** Judges an outcome against the original run it replayed; {@code sentSeed} is null when none was sent. */
    static ReplayRecord of(int attempt, Run original, String sentSeed, ExecOutcome outcome) {
        if (outcome instanceof ExecOutcome.Failure failure) {
            return failed(attempt, failure.kind(), failure.message(), failure.status(), failure.attempts());
        }
        ExecResponse answer = ((ExecOutcome.Success) outcome).response();
        Optional<SandboxCut> cut = SandboxCut.of(original, answer);
        if (cut.isPresent()) {
            return new ReplayRecord(attempt, null, null, null, null, false, cut.get().kind(), cut.get().message(),
                    cut.get().limit(), outcome.status(), outcome.attempts());
        }
        Divergence divergence = divergence(original, answer).orElse(null);
        boolean echoMismatch = sentSeed != null && (answer.seed() == null || !sentSeed.equalsIgnoreCase(answer.seed()));
        return new ReplayRecord(attempt, SeedAck.parse(answer.seedAck()), answer.exitCode(), divergence == null,
                divergence, echoMismatch, null, null, null, outcome.status(), outcome.attempts());
    }

    /**
     * Where an answer first differs from the original it replayed, by the one rule of the verdicts: the original's
     * API key counts as the mask the answer was scrubbed with, and a log without an exit code compares none.
     */
    static Optional<Divergence> divergence(Run original, ExecResponse answer) {
        return Divergence.between(MaskedKey.asScrubbed(original.stdout(), answer.stdout()),
                MaskedKey.asScrubbed(original.stderr(), answer.stderr()), original.exitCode(),
                answer.stdout(), answer.stderr(), answer.exitCode());
    }

    static ReplayRecord failed(int attempt, FailureKind kind, String message, int httpStatus, int tries) {
        return new ReplayRecord(attempt, null, null, null, null, false, kind, message, null, httpStatus, tries);
    }
}
