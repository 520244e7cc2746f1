package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.replay.DivergedGroup;
import com.collimate.inspector.core.replay.OfflineReport;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.core.replay.RunRef;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.Verdict;
import com.collimate.inspector.core.util.Sizes;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The human summary of {@code check}: a table of verdicts, then the runs worth a look. Log text is escaped. */
final class CheckTextWriter {
    static final int MAX_LISTED = 50;
    static final int MAX_REASONS = 10;
    private static final int KEY_CHARS = 60;
    private static final int KEYS_PER_LINE = 8;
    private static final int REASON_CHARS = 240;

    private CheckTextWriter() {
    }

    static void write(CheckReport report, PrintWriter out) {
        ReplaySummary summary = report.summary();
        String file = FileNameArgument.shown(report.file());
        out.println(report.offline().map(offline -> offlineHeadline(file, offline))
                .orElseGet(() -> file + ": " + report.replayCounts()));
        if (report.recordErrors().count() > 0) {
            out.println("Incomplete: " + report.recordErrors().describe() + "; they are not checked (the summary "
                    + "command lists them)");
        }
        if (report.recordErrors().dataEndsEarly().isPresent()) {
            out.println("Incomplete: " + report.recordErrors().describeDataEnd());
        }
        if (report.recordErrors().warningCount() > 0) {
            out.println("Warning: " + report.recordErrors().describeWarnings() + "; such runs are checked without it "
                    + "(the summary command lists them)");
        }
        out.println();
        out.printf("  %-11s %8s%n", "verdict", "runs");
        out.printf("  %-11s %8s%n", "reproduced", Sizes.count(summary.reproduced()));
        out.printf("  %-11s %8s%s%n", "diverged", Sizes.count(summary.diverged()), summary.unexpected() > 0
                ? "   " + Sizes.count(summary.unexpected()) + " unexpected (original seed_ack verified)" : "");
        if (report.replayed()) {
            out.printf("  %-11s %8s%s%n", "failed", Sizes.count(summary.failed()), summary.failedReplays() > 0
                    ? "   " + report.failedReplays() : "");
        }
        if (report.replayed()) {
            out.printf("  %-11s %8s%s%n", "unconfirmed", Sizes.count(report.unproven()), unprovenNote(report.unproven(),
                    summary.unconfirmed()));
            out.printf("  %-11s %8s%n", "skipped", Sizes.count(report.skipped()));
        } else if (summary.cancelled()) {
            out.printf("  %-11s %8s   not read before the cancel, or no other run with the same template, code and "
                    + "seed to compare with%n", "skipped", Sizes.count(summary.skipped()));
        } else {
            out.printf("  %-11s %8s   no other run with the same template, code and seed to compare with%n",
                    "unique", Sizes.count(summary.skipped()));
        }
        if (summary.stopReason() != null) {
            out.println();
            out.println(report.stopNote());
        }
        if (summary.cancelled()) {
            out.println();
            out.println(report.cancelNote() + ".");
        }
        report.offline().ifPresent(offline -> listGroups(offline, out));
        listRuns("Diverged", filter(report, Verdict.DIVERGED), summary.diverged(), report, out);
        List<RunResult> failed = filter(report, Verdict.FAILED);
        listRuns("Failed", failed, failed.size(), report, out);
        List<RunResult> unproven = unproven(report);
        listByReason("Unconfirmed: replayed identically, but that cannot show reproducibility", unproven, out);
        listByReason("Skipped", filter(report, Verdict.SKIPPED).stream()
                .filter(result -> !result.isUnproven()).toList(), out);
        out.flush();
    }

    /** With {@code --run}, the selected runs are still compared with every run of the log: the headline says so. */
    private static String offlineHeadline(String file, OfflineReport offline) {
        int selected = offline.summary().runs();
        return file + ": " + (selected == offline.logRuns() ? Sizes.count(selected, "run") + " checked offline"
                : Sizes.count(selected, "selected run") + " checked offline against all "
                + Sizes.count(offline.logRuns()) + " runs of the log")
                + " (same template, code and seed must give the same result)";
    }

    private static List<RunResult> filter(CheckReport report, Verdict verdict) {
        return report.listed().stream().filter(result -> result.verdict() == verdict).toList();
    }

    /**
     * Runs whose replays answered identically without showing anything: the log had no seed to send, or a replay did
     * not confirm the seed it was sent. A replay check lists every run, so these are all of them.
     */
    private static List<RunResult> unproven(CheckReport report) {
        return report.listed().stream().filter(RunResult::isUnproven).toList();
    }

    /** {@code seedNotConfirmed} of the {@code unproven} runs had a seed that a replay did not confirm. */
    private static String unprovenNote(int unproven, int seedNotConfirmed) {
        List<String> parts = new ArrayList<>();
        if (unproven > seedNotConfirmed) {
            parts.add(Sizes.count(unproven - seedNotConfirmed) + " without a seed in the log");
        }
        if (seedNotConfirmed > 0) {
            parts.add(Sizes.count(seedNotConfirmed) + " whose replay did not confirm its seed");
        }
        return parts.isEmpty() ? "" : "   " + String.join(", ", parts);
    }

    private static void listGroups(OfflineReport offline, PrintWriter out) {
        List<DivergedGroup> groups = offline.groups();
        if (groups.isEmpty()) {
            return;
        }
        out.println();
        out.println("Diverged groups (" + Sizes.count(offline.divergedGroups()) + "):");
        for (DivergedGroup group : groups.subList(0, Math.min(MAX_LISTED, groups.size()))) {
            out.println("  " + TextSafety.oneLine(group.template(), KEY_CHARS) + " seed " + abbreviate(group.seed())
                    + ": " + Sizes.count(group.size()) + " runs, " + Sizes.count(group.variants()) + " different results"
                    + (group.unexpected() ? ", UNEXPECTED (seed_ack verified)" : "") + ": "
                    + keys(group.runs(), group.size()));
        }
        more(offline.divergedGroups(), groups.size(), out);
    }

    /** {@code total} counts them all; {@code results} may hold fewer (the offline check caps its lists). */
    private static void listRuns(String title, List<RunResult> results, int total, CheckReport report,
                                 PrintWriter out) {
        if (results.isEmpty()) {
            return;
        }
        out.println();
        out.println(title + " (" + Sizes.count(total) + "):");
        for (RunResult result : results.subList(0, Math.min(MAX_LISTED, results.size()))) {
            out.println("  " + key(result.run()) + "  line " + result.run().line() + "  seed_ack "
                    + result.run().seedAck().label() + (result.isUnexpectedDivergence() ? "  UNEXPECTED" : "")
                    + "  " + TextSafety.oneLine(result.reason(), REASON_CHARS)
                    + report.cause(result).map(cause -> " \u2014 " + cause.describe()).orElse(""));
        }
        more(total, results.size(), out);
    }

    private static void listByReason(String title, List<RunResult> results, PrintWriter out) {
        if (results.isEmpty()) {
            return;
        }
        Map<String, List<RunRef>> byReason = results.stream().collect(Collectors.groupingBy(
                result -> result.isUnreadable() ? "cannot read the run from the log (it changed on disk since it was "
                        + "opened, or cannot be read)" : result.reason(), LinkedHashMap::new,
                Collectors.mapping(RunResult::run, Collectors.toList())));
        out.println();
        out.println(title + " (" + Sizes.count(results.size()) + "):");
        byReason.entrySet().stream().limit(MAX_REASONS).forEach(entry ->
                out.printf("  %6s  %s: %s%n", Sizes.count(entry.getValue().size()), TextSafety.oneLine(entry.getKey(), REASON_CHARS),
                        keys(entry.getValue(), entry.getValue().size())));
        if (byReason.size() > MAX_REASONS) {
            long listed = byReason.values().stream().limit(MAX_REASONS).mapToLong(List::size).sum();
            out.println("  \u2026 and " + Sizes.count(results.size() - listed) + " more for "
                    + Sizes.count(byReason.size() - MAX_REASONS, "other reason") + " (use --json for all)");
        }
    }

    /** The first few of {@code total} runs by key, {@code runs} holding at least those. */
    private static String keys(List<RunRef> runs, int total) {
        return runs.stream().limit(KEYS_PER_LINE).map(CheckTextWriter::key).collect(Collectors.joining(", "))
                + (total > KEYS_PER_LINE ? ", \u2026" : "");
    }

    /** {@code inJson}: how many of the {@code total} the --json output lists. */
    private static void more(int total, int inJson, PrintWriter out) {
        if (total > MAX_LISTED) {
            out.println("  \u2026 and " + Sizes.count(total - MAX_LISTED) + " more ("
                    + (inJson < total ? "--json lists the first " + Sizes.count(inJson) : "use --json for all") + ")");
        }
    }

    private static String key(RunRef run) {
        return TextSafety.oneLine(run.key(), KEY_CHARS);
    }

    private static String abbreviate(String seed) {
        return seed == null || seed.length() < 16 ? TextSafety.oneLine(seed, KEY_CHARS)
                : seed.substring(0, 8) + "\u2026" + seed.substring(seed.length() - 8);
    }
}
