package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.ReplayProgress;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.core.replay.VerdictKind;
import com.collimate.inspector.core.util.ClockText;
import com.collimate.inspector.core.util.Sizes;

import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/** The words of the replay panel: progress with rate and ETA, and the summary of a finished batch. */
public final class ReplayProgressText {
    private ReplayProgressText() {
    }

    /**
     * "12 / 40 replays · 4 in flight · 1 failed · 3.2/s · ETA 0:09", with "· 2 cancelled" after a cancel and the
     * batch's notice while there is one, a wait before a retry as the time left of it ("· rate limited: retrying in 4:58
     * (Retry-After)").
     */
    public static String progress(ReplayProgress progress) {
        StringBuilder text = new StringBuilder()
                .append(Sizes.count(progress.done())).append(" / ").append(Sizes.count(progress.total()))
                .append(" replays · ").append(progress.inFlight()).append(" in flight · ")
                .append(Sizes.count(progress.failures())).append(" failed · ");
        if (progress.cancelled() > 0) {
            text.append(Sizes.count(progress.cancelled())).append(" cancelled · ");
        }
        text.append(progress.rateText())
                .append(" · ETA ").append(eta(progress));
        if (progress.shownNotice() != null) {
            text.append(" · ").append(progress.shownNotice());
        }
        return text.toString();
    }

    /** Remaining time at the current rate, "—" before the first replay finished. */
    public static String eta(ReplayProgress progress) {
        int remaining = progress.total() - progress.settled();
        if (remaining <= 0) {
            return "0:00";
        }
        if (progress.done() == 0 || progress.ratePerSecond() <= 0) {
            return "—";
        }
        long seconds = Math.round(remaining / progress.ratePerSecond());
        return ClockText.of(seconds);
    }

    public static double fraction(ReplayProgress progress) {
        return progress.total() == 0 ? 1 : (double) progress.settled() / progress.total();
    }

    /**
     * The replays of a log at a glance, the alarming kinds first: "Replayed 48 of 52 runs: 6 diverged — unexpected,
     * 7 diverged — expected, 31 reproduced, 4 unconfirmed; 2 failed (no replay could be compared); 2 skipped (cannot be
     * replayed)" (kinds without runs left out; only runs with an answered replay count as replayed). Runs that cannot
     * be replayed are skipped before any replay: with nothing replayed yet the line says so, not "Replayed 0".
     */
    public static String verdicts(Map<VerdictKind, Integer> counts, int totalRuns) {
        int skipped = counts.getOrDefault(VerdictKind.SKIPPED, 0);
        int failed = counts.getOrDefault(VerdictKind.FAILED, 0);
        int judged = counts.values().stream().mapToInt(Integer::intValue).sum();
        int replayed = judged - skipped - failed;
        if (judged == 0) {
            return "No run replayed yet: select runs and replay them with their seeds (Ctrl+R).";
        }
        if (judged == skipped) {
            // the dashboard says how many runs the log has just above: "8 runs, none replayed yet" said it twice
            return "No run replayed yet; " + Sizes.count(skipped) + " " + VerdictKind.SKIPPED.label()
                    + " (cannot be replayed: see the run's verdict)";
        }
        StringJoiner kinds = new StringJoiner(", ");
        for (VerdictKind kind : List.of(VerdictKind.UNEXPECTED, VerdictKind.EXPECTED, VerdictKind.REPRODUCED,
                VerdictKind.UNCONFIRMED)) {
            int count = counts.getOrDefault(kind, 0);
            if (count > 0) {
                kinds.add(Sizes.count(count) + " " + kind.label());
            }
        }
        StringBuilder text = new StringBuilder("Replayed ").append(Sizes.count(replayed)).append(" of ")
                .append(Sizes.count(Math.max(judged, totalRuns), "run")).append(replayed > 0 ? ": " + kinds : "");
        if (failed > 0) {
            text.append("; ").append(Sizes.count(failed)).append(" failed (no replay could be compared)");
        }
        if (skipped > 0) {
            text.append("; ").append(Sizes.count(skipped)).append(' ').append(VerdictKind.SKIPPED.label())
                    .append(" (cannot be replayed)");
        }
        return text.toString();
    }

    /**
     * What reading the journal back showed: "Verdicts of 3 earlier replayed runs read from the journal", with the runs
     * whose replays all failed told apart ("1 run's earlier replays all failed"): those were
     * never replayed successfully. "" when the journal held no replay of these runs.
     */
    public static String restoredFromJournal(int answered, int unanswered) {
        String noAnswer = unanswered == 1 ? "1 run's earlier replays all failed"
                : Sizes.count(unanswered) + " runs' earlier replays all failed";
        if (answered == 0) {
            return unanswered == 0 ? "" : "Read from the journal: " + noAnswer;
        }
        String verdicts = "Verdicts of " + Sizes.count(answered, "earlier replayed run") + " read from the journal";
        return unanswered == 0 ? verdicts : verdicts + "; " + noAnswer;
    }

    /**
     * "8 of 31 runs answered: 5 reproduced, 3 diverged (1 unexpected); 23 failed (no exec result) — stopped: …".
     */
    static String summary(BatchCounts counts, ReplaySummary summary) {
        String text = counts.describe(summary.runs());
        if (summary.cancelled()) {
            text += " — cancelled";
        }
        if (summary.stopReason() != null) {
            text += " — stopped: " + summary.stopReason();
        }
        return text;
    }
}
