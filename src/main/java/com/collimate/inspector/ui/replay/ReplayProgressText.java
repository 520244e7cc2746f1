package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.ReplayProgress;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.ui.common.Sizes;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/** The words of the replay panel: progress with rate and ETA, and the summary of a finished batch. */
public final class ReplayProgressText {
    private ReplayProgressText() {
    }

    /** "12 / 40 replays · 4 in flight · 1 failed · 3.2/s · ETA 0:09". */
    public static String progress(ReplayProgress progress) {
        StringBuilder text = new StringBuilder()
                .append(Sizes.count(progress.done())).append(" / ").append(Sizes.count(progress.total()))
                .append(" replays · ").append(progress.inFlight()).append(" in flight · ")
                .append(Sizes.count(progress.failures())).append(" failed · ")
                .append(String.format(Locale.ROOT, "%.1f/s", progress.ratePerSecond()))
                .append(" · ETA ").append(eta(progress));
        return text.toString();
    }

    /** Remaining time at the current rate, "—" before the first replay finished. */
    public static String eta(ReplayProgress progress) {
        int remaining = progress.total() - progress.done();
        if (remaining <= 0) {
            return "0:00";
        }
        if (progress.done() == 0 || progress.ratePerSecond() <= 0) {
            return "—";
        }
        long seconds = Math.round(remaining / progress.ratePerSecond());
        return seconds >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
                : String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
    }

    public static double fraction(ReplayProgress progress) {
        return progress.total() == 0 ? 1 : (double) progress.done() / progress.total();
    }

    /**
     * The replays of a log at a glance, the alarming kinds first: "Replayed 48 of 50 runs: 6 diverged — unexpected,
     * 7 diverged — expected, 35 reproduced; 2 skipped" (kinds without runs left out; skipped runs were not replayed).
     */
    public static String verdicts(Map<VerdictKind, Integer> counts, int totalRuns) {
        int skipped = counts.getOrDefault(VerdictKind.SKIPPED, 0);
        int replayed = counts.values().stream().mapToInt(Integer::intValue).sum() - skipped;
        if (replayed + skipped == 0) {
            return "No run replayed yet: select runs and replay them with their seeds (Ctrl+R).";
        }
        StringJoiner kinds = new StringJoiner(", ");
        for (VerdictKind kind : List.of(VerdictKind.UNEXPECTED, VerdictKind.EXPECTED, VerdictKind.FAILED,
                VerdictKind.REPRODUCED)) {
            int count = counts.getOrDefault(kind, 0);
            if (count > 0) {
                kinds.add(Sizes.count(count) + " " + kind.label());
            }
        }
        String replays = "Replayed " + Sizes.count(replayed) + " of "
                + Sizes.count(Math.max(replayed + skipped, totalRuns), "run") + (replayed > 0 ? ": " + kinds : "");
        return skipped == 0 ? replays : replays + "; " + Sizes.count(skipped) + " " + VerdictKind.SKIPPED.label();
    }

    /** "Replayed 12 runs: 10 reproduced, 1 diverged (1 unexpected), 1 failed, 0 skipped". */
    public static String summary(ReplaySummary summary) {
        String text = "Replayed " + Sizes.count(summary.replayed()) + " of " + Sizes.count(summary.runs())
                + (summary.runs() == 1 ? " run: " : " runs: ")
                + summary.reproduced() + " reproduced, " + summary.diverged() + " diverged ("
                + summary.unexpected() + " unexpected), " + summary.failed() + " failed, "
                + summary.skipped() + " skipped";
        if (summary.cancelled()) {
            text += " — cancelled";
        }
        if (summary.stopReason() != null) {
            text += " — stopped: " + summary.stopReason();
        }
        return text;
    }
}
