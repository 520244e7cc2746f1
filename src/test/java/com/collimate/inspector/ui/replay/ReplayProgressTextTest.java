package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.RetryWait;
import com.collimate.inspector.core.replay.ReplayProgress;
import com.collimate.inspector.core.replay.VerdictKind;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ReplayProgressTextTest {
    @Test
    void verdictsPutTheAlarmingKindsFirstAndLeaveOutEmptyOnes() {
        Map<VerdictKind, Integer> counts = Map.of(VerdictKind.REPRODUCED, 35, VerdictKind.UNEXPECTED, 6,
                VerdictKind.EXPECTED, 7, VerdictKind.FAILED, 0);
        assertThat(ReplayProgressText.verdicts(counts, 1_048))
                .isEqualTo("Replayed 48 of 1,048 runs: 6 diverged — unexpected, 7 diverged — expected, 35 reproduced");
    }

    @Test
    void skippedRunsAreNotCountedAsReplayed() {
        assertThat(ReplayProgressText.verdicts(Map.of(VerdictKind.REPRODUCED, 3, VerdictKind.SKIPPED, 2), 10))
                .isEqualTo("Replayed 3 of 10 runs: 3 reproduced; 2 skipped (cannot be replayed)");
        assertThat(ReplayProgressText.verdicts(Map.of(VerdictKind.SKIPPED, 21), 25)).as("before any replay")
                .isEqualTo("No run replayed yet; 21 skipped (cannot be replayed: see the run's verdict)");
    }

    @Test
    void verdictsSayHowToStartBeforeAnyReplay() {
        assertThat(ReplayProgressText.verdicts(Map.of(), 48)).startsWith("No run replayed yet").contains("Ctrl+R");
    }

    @Test
    void verdictsNeverCountFewerRunsThanJudged() {
        // Verdicts read from the journal can arrive while the log is still loading.
        assertThat(ReplayProgressText.verdicts(Map.of(VerdictKind.FAILED, 1), 0))
                .isEqualTo("Replayed 0 of 1 run; 1 failed (no replay could be compared)");
    }

    @Test
    void failedRunsAreNotCountedAsReplayed() {
        assertThat(ReplayProgressText.verdicts(Map.of(VerdictKind.REPRODUCED, 8, VerdictKind.FAILED, 23), 31))
                .isEqualTo("Replayed 8 of 31 runs: 8 reproduced; 23 failed (no replay could be compared)");
    }

    @Test
    void runsReplayedButNotConfirmedCountAsReplayed() {
        assertThat(ReplayProgressText.verdicts(Map.of(VerdictKind.REPRODUCED, 44, VerdictKind.UNCONFIRMED, 4), 48))
                .isEqualTo("Replayed 48 of 48 runs: 44 reproduced, 4 unconfirmed");
    }

    @Test
    void progressNamesCancelledReplaysAndWhatTheBatchWaitsFor() {
        ReplayProgress waiting = new ReplayProgress(2, 10, 3, 0, 0, 0.5,
                "rate limited: waiting 300 s before retrying (Retry-After)");
        ReplayProgress cancelled = new ReplayProgress(2, 10, 0, 1, 8, 0.5, null);

        assertThat(ReplayProgressText.progress(waiting)).isEqualTo("2 / 10 replays · 3 in flight · 0 failed · 30.0/min"
                + " · ETA 0:16 · rate limited: waiting 300 s before retrying (Retry-After)");
        assertThat(ReplayProgressText.progress(cancelled))
                .isEqualTo("2 / 10 replays · 0 in flight · 1 failed · 8 cancelled · 30.0/min · ETA 0:00");
        assertThat(ReplayProgressText.fraction(cancelled)).isEqualTo(1.0);
    }

    @Test
    void aWaitBeforeARetryShowsAsTheTimeLeftOfIt() {
        RetryWait wait = new RetryWait("rate limited", Duration.ofSeconds(300), "Retry-After 3600 s, capped at 300 s");
        assertThat(ReplayProgressText.progress(waitingWith(wait, Duration.ofSeconds(300)))).endsWith(
                " · rate limited: retrying in 5:00 (Retry-After 3600 s, capped at 300 s)");
        assertThat(ReplayProgressText.progress(waitingWith(wait, Duration.ofMillis(298_500)))).endsWith(
                " · rate limited: retrying in 4:59 (Retry-After 3600 s, capped at 300 s)");
        assertThat(ReplayProgressText.progress(waitingWith(wait, Duration.ofSeconds(-1)))).endsWith(
                " · rate limited: retrying in 0:00 (Retry-After 3600 s, capped at 300 s)");
        assertThat(waitingWith(wait, Duration.ofSeconds(299)).notice()).as("as the CLI prints it, once")
                .isEqualTo("rate limited: waiting 300 s before retrying (Retry-After 3600 s, capped at 300 s)");
        assertThat(wait.describeLeft(Duration.ofSeconds(3725))).isEqualTo(
                "rate limited: retrying in 1:02:05 (Retry-After 3600 s, capped at 300 s)");
    }

    private static ReplayProgress waitingWith(RetryWait wait, Duration left) {
        return new ReplayProgress(2, 10, 3, 0, 0, 0.5, wait.describe(), new ReplayProgress.Countdown(wait, left));
    }

    @Test
    void runsWhoseJournaledReplaysGotNoAnswerAreNotCalledReplayed() {
        assertThat(ReplayProgressText.restoredFromJournal(0, 1))
                .isEqualTo("Read from the journal: 1 run's earlier replays all failed");
        assertThat(ReplayProgressText.restoredFromJournal(2, 3)).isEqualTo("Verdicts of 2 earlier replayed runs read"
                + " from the journal; 3 runs' earlier replays all failed");
        assertThat(ReplayProgressText.restoredFromJournal(1, 0))
                .isEqualTo("Verdicts of 1 earlier replayed run read from the journal");
        assertThat(ReplayProgressText.restoredFromJournal(0, 0)).isEmpty();
    }
}
