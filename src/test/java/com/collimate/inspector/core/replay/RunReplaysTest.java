package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RunReplaysTest {
    private static final String SEED = "ab".repeat(32);

    private static Run run(String code, String seed) {
        return new Run("k", 3, "python", code, Seed.ofString(seed), SeedAck.VERIFIED, "verified", "x\n", "", 0L,
                null, null, null, null, null, null, "{}");
    }

    private static JournalEntry entry(int attempt, String seed, String codeSha) {
        return new JournalEntry("k", 3, attempt, "local", seed, codeSha, "2026-11-29T08:00:00Z", 1, 200, 1,
                new ExecResponse("x\n", "", 0L, seed, "verified"), null);
    }

    @Test
    void onlyEntriesThatSentThisRunsSeedAndCodeCount() {
        Run run = run("print('x')", SEED);
        String sha = RunReplays.codeSha(ReplayEligibility.requestFor(run));
        List<JournalEntry> journaled = List.of(entry(1, SEED, sha), entry(2, SEED.toUpperCase(), sha),
                entry(3, "cd".repeat(32), sha), entry(4, SEED, RunReplays.codeSha(
                        ReplayEligibility.requestFor(run("print('y')", SEED)))), entry(5, SEED, null),
                entry(6, null, sha));

        assertThat(RunReplays.madeFor(run, journaled)).extracting(JournalEntry::attempt)
                .as("seed case does not matter; an entry without code_sha (older journals) matches on the seed")
                .containsExactly(1, 2, 5);
    }

    @Test
    void aRunWithoutSeedMatchesEntriesThatSentNone() {
        Run run = run("print('x')", null);
        String sha = RunReplays.codeSha(ReplayEligibility.requestFor(run));
        assertThat(RunReplays.madeFor(run, List.of(entry(1, null, sha), entry(2, SEED, sha))))
                .extracting(JournalEntry::attempt).containsExactly(1);
    }

    @Test
    void theCodeFingerprintTellsTemplateAndCodeApart() {
        assertThat(RunReplays.codeSha(new com.collimate.inspector.core.api.ExecRequest("python", "ab", SEED)))
                .hasSize(32)
                .isNotEqualTo(RunReplays.codeSha(new com.collimate.inspector.core.api.ExecRequest("pythona", "b", SEED)))
                .isEqualTo(RunReplays.codeSha(new com.collimate.inspector.core.api.ExecRequest("python", "ab", null)));
    }
}
