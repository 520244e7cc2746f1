package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.model.SeedAck;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class VerdictKindTest {
    private static final RunRef RUN = new RunRef("r", 1, SeedAck.OFF);
    private static final ReplayRecord ANSWERED = new ReplayRecord(1, SeedAck.OFF, 0L, true, null, false, null, null, null, 200, 1);
    private static final ReplayRecord UNANSWERED =
            new ReplayRecord(1, null, null, null, null, false, FailureKind.CANCELLED, "cancelled", null, 0, 1);

    @Test
    void aSkippedRunThatWasReplayedAndAnsweredIsUnconfirmedNotSkipped() {
        assertThat(VerdictKind.of(skipped(List.of(ANSWERED)))).isEqualTo(VerdictKind.UNCONFIRMED);
        assertThat(VerdictKind.of(skipped(List.of()))).isEqualTo(VerdictKind.SKIPPED);
        assertThat(VerdictKind.of(skipped(List.of(UNANSWERED)))).isEqualTo(VerdictKind.SKIPPED);
    }

    /** The app's chips and every report's verdict summary list the verdicts in this order, not replayed last. */
    @Test
    void theVerdictsAreListedInTheOneOrder() {
        assertThat(ReplayReportRows.VERDICT_ORDER).containsExactly("reproduced", "diverged — unexpected",
                "diverged — expected", "unconfirmed", "failed", "skipped", "not replayed");
    }

    @Test
    void eachChipSaysItsWords() {
        Map<VerdictKind, String> words = new EnumMap<>(Map.of(
                VerdictKind.REPRODUCED, "reproduced",
                VerdictKind.UNEXPECTED, "diverged — unexpected",
                VerdictKind.EXPECTED, "diverged — expected",
                VerdictKind.UNCONFIRMED, "unconfirmed",
                VerdictKind.FAILED, "failed",
                VerdictKind.SKIPPED, "skipped"));

        assertThat(words).containsOnlyKeys(VerdictKind.values());
        words.forEach((kind, label) -> assertThat(kind.label()).as("%s", kind).isEqualTo(label));
    }

    /** A chip starts with the word that the CLI and the reports print for the same result ({@link RunResult#label}). */
    @Test
    void aChipStartsWithWhatCoreSaysOfTheSameResult() {
        List<RunResult> results = List.of(
                result(Verdict.REPRODUCED, false, List.of(ANSWERED)),
                result(Verdict.DIVERGED, false, List.of(ANSWERED)),
                result(Verdict.DIVERGED, true, List.of(ANSWERED)),
                result(Verdict.FAILED, false, List.of(UNANSWERED)),
                skipped(List.of()),
                skipped(List.of(ANSWERED)));

        assertThat(results).extracting(VerdictKind::of).containsExactlyInAnyOrder(VerdictKind.values());
        results.forEach(result -> assertThat(VerdictKind.of(result).label()).as("%s", result.verdict())
                .startsWith(result.label()));
    }

    private static RunResult skipped(List<ReplayRecord> replays) {
        return result(Verdict.SKIPPED, true, replays);
    }

    private static RunResult result(Verdict verdict, boolean expected, List<ReplayRecord> replays) {
        return new RunResult(RUN, verdict, expected, "why", replays, null);
    }
}
