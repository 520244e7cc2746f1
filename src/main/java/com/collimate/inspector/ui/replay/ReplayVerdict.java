package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.VerdictKind;
import com.collimate.inspector.ui.runs.VerdictBadge;
import org.kordamp.ikonli.Ikon;

/** A run's verdict as the runs table shows it; the tooltip says why (the error of a failure, why it was skipped). */
public record ReplayVerdict(VerdictKind kind, String description) implements VerdictBadge {

    public static ReplayVerdict of(RunResult result) {
        VerdictKind kind = VerdictKind.of(result);
        String why = result.reason().isEmpty() ? defaultReason(kind, result) : result.reason();
        return new ReplayVerdict(kind, kind.label() + ": " + why);
    }

    /** The same verdict, its tooltip ending with the diff classes of the divergence ("classes: timestamp"). */
    public ReplayVerdict withClasses(String classes) {
        return new ReplayVerdict(kind, description + " · " + classes);
    }

    private static String defaultReason(VerdictKind kind, RunResult result) {
        return kind == VerdictKind.REPRODUCED
                ? result.replays().size() == 1 ? "the replay was identical to the original"
                : "all " + result.replays().size() + " replays were identical to the original"
                : kind.label();
    }

    @Override
    public String label() {
        return kind.label();
    }

    @Override
    public String styleClass() {
        return VerdictChips.styleClass(kind);
    }

    @Override
    public Ikon icon() {
        return VerdictChips.icon(kind);
    }
}
