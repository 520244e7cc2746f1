package com.collimate.inspector.core.replay;

import java.util.List;

/**
 * What the offline check found about the selected runs, each judged against every run of the log. The summary
 * counts the selected runs: {@code reproduced} those sharing template, code and seed with another run of the log
 * and agreeing with all of them, {@code diverged} those of a diverged group, {@code skipped} the rest (unique in the
 * log, or without template, code or valid seed). The counts are exact; the lists are capped (limits in
 * {@link OfflineCheck}) so that memory stays bounded however much of the log diverges.
 *
 * @param logRuns        how many runs the log has, selected or not
 * @param divergedGroups how many diverged groups hold a selected run
 * @param groups         the first of those groups, in the order of their first run
 * @param findings       the first selected runs of diverged groups, in log order
 */
public record OfflineReport(ReplaySummary summary, int logRuns, int divergedGroups, List<DivergedGroup> groups,
                            List<OfflineFinding> findings) {

    public OfflineReport {
        groups = List.copyOf(groups);
        findings = List.copyOf(findings);
    }

    public List<RunResult> results() {
        return findings.stream().map(OfflineFinding::result).toList();
    }

    /** Some diverged run or group, or some run of a listed group, is left out of the lists. */
    public boolean isTruncated() {
        return findings.size() < summary.diverged() || groups.size() < divergedGroups
                || groups.stream().anyMatch(DivergedGroup::isTruncated);
    }
}
