package com.collimate.inspector.core.replay;

import java.util.List;

/**
 * What the offline check found. {@code results} lists the runs of the diverged groups only; of the other runs,
 * those sharing template, code and seed with another run and agreeing with it count as {@code reproduced}, the
 * rest (unique, or without template, code or valid seed) as {@code skipped}.
 */
public record OfflineReport(ReplaySummary summary, List<DivergedGroup> groups, List<RunResult> results) {

    public OfflineReport {
        groups = List.copyOf(groups);
        results = List.copyOf(results);
    }
}
