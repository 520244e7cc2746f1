package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.replay.FailureCauses;
import com.collimate.inspector.core.replay.ReplayOutputGroups;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.ui.testing.Runs;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.util.AbstractMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RunReplaysViewModelTest {

    @Test
    void describesReplayCountsDistinctOutputsFlakeRateAndGroups() {
        ReplayOutputGroups groups = groups(group(true, 1, 3), group(false, 2));
        assertThat(RunReplaysViewModel.describe(groups, noResult(1))).isEqualTo(
                "4 replays (1 failed: no exec result) · 2 distinct outputs among the 3 answered · flaky: the replays disagree with each other · flake rate"
                        + " 33% (1 of 3 answered replays differs from the replays' most common output) · #1 #3 match"
                        + " the log, #2 differs from the log and the other replays");
        assertThat(RunReplaysViewModel.describe(new ReplayOutputGroups(0, List.of(), 0, true, true), noResult(0))).startsWith("Not replayed");
        ReplayOutputGroups allDiffer = groups(group(false, 1), group(false, 2), group(false, 3));
        assertThat(RunReplaysViewModel.describe(allDiffer, noResult(0)))
                .endsWith(" · every replay's output differs from the others' and from the log's");
        assertThat(RunReplaysViewModel.describe(allDiffer, noResult(0))).contains(
                "flaky: the replays disagree with each other · flake rate 67% (2 of 3 answered replays would have to"
                        + " change for all of them to agree; no single output is the most common)");
        ReplayOutputGroups oneAnswered = groups(group(true, 1));
        assertThat(RunReplaysViewModel.describe(oneAnswered, noResult(0))).isEqualTo("1 replay · 1 distinct output · flake rate"
                + " n/a (one answered replay cannot disagree with another: a flake rate needs two or more answered"
                + " replays) · #1 matches the log");
        ReplayOutputGroups twoAlike = groups(group(true, 1), group(false, 2, 3));
        assertThat(RunReplaysViewModel.describe(twoAlike, noResult(0)))
                .contains("flake rate 33% (1 of 3 answered replays differs from the replays' most common output)")
                .endsWith(" · #1 matches the log, #2 #3 have the same output, not the log's");
        ReplayOutputGroups twoSandboxes = new ReplayOutputGroups(3, allDiffer.groups(), 2, false, true);
        assertThat(RunReplaysViewModel.describe(twoSandboxes, noResult(0))).as("a flake rate over several sandboxes says so")
                .endsWith(" · answered by 2 backends (see the Backend column)");
    }

    @Test
    void replaysThatAgreeWithEachOtherButNotTheLogAreNotCalledFlaky() {
        ReplayOutputGroups sameNotLog = groups(group(false, 1, 2, 3));
        assertThat(RunReplaysViewModel.describe(sameNotLog, noResult(0))).isEqualTo("3 replays · 1 distinct output · consistently"
                + " different from the log: all 3 answered replays agree with each other but not with the log, so the"
                + " run is deterministic here but its logged output does not reproduce (recorded on another backend or"
                + " version, or a noise mask missing?) · flake rate 0%");

        ReplayOutputGroups allMatch = groups(group(true, 1, 2));
        assertThat(RunReplaysViewModel.describe(allMatch, noResult(0))).isEqualTo(
                "2 replays · 1 distinct output · reproducible: all 2 answered replays match the log · flake rate 0%");
    }

    @Test
    void replaysThatDifferOnlyInTheirExitCodeSaySoAndThatTheLogHasNone() {
        Run noExitCode = Runs.run(1, "run-1", "verified", null, "g", "one\n");
        JournalEntry exit0 = entry(noExitCode, 1, new ExecResponse("one\n", "", 0L, Runs.seedHex(1), "verified"));
        JournalEntry exit1 = entry(noExitCode, 2, new ExecResponse("one\n", "", 1L, Runs.seedHex(1), "verified"));

        assertThat(shown(noExitCode, List.of(exit0, exit1)).summary()).isEqualTo("2 replays · 2"
                + " distinct outputs · flaky: the replays disagree with each other on the exit code only · flake rate"
                + " 50% (1 of 2 answered replays would have to change for both to agree; no single output is the most"
                + " common) · #1 matches the log's"
                + " stdout and stderr (exit code 0), #2 matches the log's stdout and stderr (exit code 1); the log has"
                + " no exit code to compare with");

        Run exitedZero = Runs.run(1, "run-1", "verified", 0L, "g", "one\n");
        assertThat(shown(exitedZero, List.of(exit0, exit1)).summary()).as("a log with one")
                .endsWith("on the exit code only · flake rate 50% (1 of 2 answered replays would have to change for"
                        + " both to agree; no single output is the most common) · #1 matches the log (exit code 0), #2 differs from the log and the"
                        + " other replays (exit code 1)");
    }

    @Test
    void theAttemptsAreShownInOrderOrNoneWhenOneCannotBeRead() {
        Run run = Runs.run(1, "run-1", "verified", 0L, "g", "one\n");
        JournalEntry first = entry(run, 1, new ExecResponse("one\n", "", 0L, Runs.seedHex(1), "verified"));
        JournalEntry second = entry(run, 2, new ExecResponse("two\n", "", 0L, Runs.seedHex(1), "verified"));
        JournalEntry unreadable = entry(run, 3, new ExecResponse("three\n", "", 0L, Runs.seedHex(1), "verified",
                new AbstractMap<String, JsonNode>() {
                    @Override
                    public Set<Map.Entry<String, JsonNode>> entrySet() {
                        throw new IllegalStateException("extras cut off");
                    }
                }));

        RunReplaysViewModel.Shown read = shown(run, List.of(second, first));
        assertThat(read.rows()).extracting(ReplayAttempt::attempt).containsExactly(1, 2);
        assertThat(read.summary()).startsWith("2 replays · 2 distinct outputs");

        RunReplaysViewModel.Shown failed = shown(run, List.of(first, unreadable, second));
        assertThat(failed.rows()).as("a part of the attempts would pass for all of them").isEmpty();
        assertThat(failed.summary()).isEqualTo("The replays of this run could not be read: extras cut off");
    }

    @Test
    void aDivergedRunsCauseIsItsClassesAndACancelStopsItsComparison() {
        Run run = Runs.run(1, "run-1", "verified", 0L, "g", "at 2026-11-30T10:00:00Z\n");
        List<JournalEntry> timeOnly = List.of(entry(run, 1,
                new ExecResponse("at 2026-11-30T10:05:00Z\n", "", 0L, Runs.seedHex(1), "verified")));
        DiffOptions options = DiffOptions.defaults();

        assertThat(RunReplaysViewModel.cause(run, timeOnly, options, new Cancellation()))
                .contains("classes: timestamp, equal after masks");
        assertThat(shown(run, timeOnly)
                .withCause(RunReplaysViewModel.cause(run, timeOnly, options, new Cancellation())).summary())
                .endsWith(" · #1 differs from the log · classes: timestamp, equal after masks");
        List<JournalEntry> same = List.of(entry(run, 1,
                new ExecResponse("at 2026-11-30T10:00:00Z\n", "", 0L, Runs.seedHex(1), "verified")));
        assertThat(RunReplaysViewModel.cause(run, same, options, new Cancellation())).as("reproduced").isEmpty();

        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        assertThatThrownBy(() -> RunReplaysViewModel.cause(run, timeOnly, options, cancelled))
                .isInstanceOf(CancellationException.class);
    }

    /** {@code count} replays that got no answer. */
    private static FailureCauses noResult(int count) {
        FailureCauses causes = new FailureCauses();
        for (int i = 0; i < count; i++) {
            causes.add(ReplayRecord.NO_RESULT);
        }
        return causes;
    }

    private static ReplayOutputGroups.Group group(boolean sameAsLog, Integer... attempts) {
        return new ReplayOutputGroups.Group(List.of(attempts), sameAsLog, 0L);
    }

    /** Groups of replays that printed different stdout (or one output), by one backend, of a log with an exit code. */
    private static ReplayOutputGroups groups(ReplayOutputGroups.Group... groups) {
        int answered = 0;
        for (ReplayOutputGroups.Group group : groups) {
            answered += group.attempts().size();
        }
        return new ReplayOutputGroups(answered, List.of(groups), 1, groups.length <= 1, true);
    }

    /** What the tab shows of a run whose journal holds just {@code entries}. */
    private static RunReplaysViewModel.Shown shown(Run run, List<JournalEntry> entries) {
        return RunReplaysViewModel.shown(run, entries, entries.stream().mapToInt(JournalEntry::attempt).toArray());
    }

    private static JournalEntry entry(Run run, int attempt, ExecResponse response) {
        return new JournalEntry(run.key(), run.line(), attempt, "http://sandbox", Runs.seedHex(1), null,
                "2026-11-30T02:00:00Z", 12, 200, 1, response, null);
    }

    /**
     * A 401 journals the replay that was in flight as a failed attempt; only the answered replays count toward the
     * distinct outputs and the flake rate, and the summary says so. A replay the sandbox stopped at a limit had an
     * answer that could not be compared: counted apart too, by its limit.
     */
    @Test
    void replaysRefusedForTheKeyOrStoppedAtALimitDoNotCountTowardTheOutputsOrTheFlakeRate() {
        Run run = Runs.run(1, "run-1", "verified", 0L, "g", "one\n");
        JournalEntry refused = new JournalEntry(run.key(), run.line(), 1, "http://sandbox", Runs.seedHex(1), null,
                "2026-11-30T02:00:00Z", 12, 401, 1, null,
                new JournalEntry.Error("auth", "bad or missing API key (HTTP 401)"));
        ExecResponse timedOut = new ExecResponse("one\n", "[sandbox] timed out after 30 s\n", 124L, Runs.seedHex(1),
                "verified");
        timedOut.extras().put("timed_out", com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.booleanNode(true));
        timedOut.extras().put("time_limit_s", com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.numberNode(30));
        List<JournalEntry> entries = List.of(refused,
                entry(run, 2, new ExecResponse("one\n", "", 0L, Runs.seedHex(1), "verified")),
                entry(run, 3, new ExecResponse("two\n", "", 0L, Runs.seedHex(1), "verified")),
                entry(run, 4, timedOut));

        RunReplaysViewModel.Shown shown = shown(run, entries);

        assertThat(shown.summary()).isEqualTo("4 replays (2 failed: 1 no exec result, 1 timed out after 30 s) · "
                + "2 distinct outputs among the 2 answered · flaky: the replays disagree with each other · flake rate "
                + "50% (1 of 2 answered replays would have to change for both to agree; no single output is the most "
                + "common) · #2 matches the log, #3 differs from the log and the other replays");
        assertThat(shown.rows()).extracting(ReplayAttempt::identical).satisfiesExactly(
                first -> assertThat(first).isEqualTo("no result: bad or missing API key (HTTP 401)"),
                second -> assertThat(second).isEqualTo("identical"),
                third -> assertThat(third).startsWith("differs: "),
                fourth -> assertThat(fourth).startsWith("failed: timed out after 30 s: "));
    }

    @Test
    void numbersACancelLeftOutOfTheJournalAreExplained() {
        Run run = Runs.run(1, "run-1", "verified", 0L, "g", "one\n");
        ExecResponse same = new ExecResponse("one\n", "", 0L, Runs.seedHex(1), "verified");

        assertThat(shown(run, List.of(entry(run, 3, same), entry(run, 1, same))).summary())
                .isEqualTo("2 replays · 1 distinct output · reproducible: all 2 answered replays match the log · "
                        + "flake rate 0% · no #2 (a replay cancelled before it finished is not journaled)");
        assertThat(RunReplaysViewModel.missingNumbers(new int[] {2, 1})).isEmpty();
        assertThat(RunReplaysViewModel.missingNumbers(new int[] {40}))
                .isEqualTo(" · no #1 #2 #3 #4 #5 … (a replay cancelled before it finished is not journaled)");
    }

    @Test
    void aSingleReplayThatDiffersIsNotListedAsIfItMatched() {
        ReplayOutputGroups oneDiffers = groups(group(false, 1));
        assertThat(RunReplaysViewModel.describe(oneDiffers, noResult(0))).startsWith("1 replay · 1 distinct output · flake rate n/a")
                .endsWith(" · #1 differs from the log");
    }

    @Test
    void oneAnsweredReplayOfSeveralIsNotToldToReplayMoreThanOnce() {
        ReplayOutputGroups lastAnswered = groups(group(true, 3));
        assertThat(RunReplaysViewModel.describe(lastAnswered, noResult(2))).isEqualTo("3 replays (2 failed: no exec result) · 1 distinct output"
                + " · flake rate n/a (one answered replay cannot disagree with another: a flake rate needs two or more"
                + " answered replays) · #3 matches the log");
    }

    @Test
    void withoutAnAnsweredReplayThereIsNoFlakeRateAndNoOutputToGroup() {
        assertThat(RunReplaysViewModel.describe(new ReplayOutputGroups(0, List.of(), 0, true, true), noResult(1)))
                .isEqualTo("1 replay (1 failed: no exec result) · no answered replay to compare · flake rate n/a");
    }

    @Test
    void aRunThatCannotBeReplayedIsNotToldToReplay() {
        Run noTemplate = new Run("bare", 3, null, null, Seed.ofString(Runs.seedHex(3)), SeedAck.VERIFIED, "verified",
                "x", "", 0L, null, null, null, null, null, Map.of(), "{}");

        assertThat(shown(noTemplate, List.of()).summary())
                .isEqualTo("Cannot be replayed: the log has no template for this run.");
        assertThat(ReplayViewModel.noAnsweredReplay(noTemplate, List.of()))
                .isEqualTo("bare cannot be replayed, so it has no replay to compare: the log has no template for this run");
        Run replayable = Runs.run(1, "r1", "verified", 0L, "g", "x");
        assertThat(shown(replayable, List.of()).summary()).startsWith("Not replayed yet: Replay");
    }
}
