package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.replay.VerdictKind;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.Locale;

/** How a verdict's chip looks: its style class and its icon, so that it reads without colour. */
final class VerdictChips {
    private VerdictChips() {
    }

    /** {@code verdict-reproduced}, {@code verdict-unexpected}, ...: the theme's colours. */
    static String styleClass(VerdictKind kind) {
        return "verdict-" + kind.name().toLowerCase(Locale.ROOT);
    }

    static Ikon icon(VerdictKind kind) {
        return switch (kind) {
            case REPRODUCED -> Material2AL.CHECK_CIRCLE;
            case UNEXPECTED -> Material2MZ.REPORT;
            case EXPECTED -> Material2AL.COMPARE_ARROWS;
            case UNCONFIRMED -> Material2AL.HELP_OUTLINE;
            case FAILED -> Material2AL.ERROR_OUTLINE;
            case SKIPPED -> Material2MZ.SKIP_NEXT;
        };
    }
}
