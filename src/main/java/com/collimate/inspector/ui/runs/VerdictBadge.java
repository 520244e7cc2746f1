package com.collimate.inspector.ui.runs;

/**
 * What the verdict column shows for a replayed run. The runs table only reads these from
 * {@link RunsViewModel#verdicts()}; the replay feature (Desktop app II) supplies them.
 */
public interface VerdictBadge {
    /** Short text of the chip, e.g. "reproduced". */
    String label();

    /** Style class of the chip, e.g. "verdict-reproduced". */
    String styleClass();

    /** Longer explanation for the tooltip. */
    String description();
}
