package com.collimate.inspector.ui.runs;

import org.kordamp.ikonli.Ikon;

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

    /** Icon shown before the text, so the chip reads without colour; null for none. */
    default Ikon icon() {
        return null;
    }
}
