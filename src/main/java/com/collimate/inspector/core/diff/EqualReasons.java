package com.collimate.inspector.core.diff;

import java.util.ArrayList;
import java.util.List;

/**
 * Why two differing texts count as equal, for the CLI's {@code # classes:} line and the Compare header alike:
 * "equal after masks, ignoring whitespace, within tolerance", or with the masks off and a difference only they
 * would hide, "noise only: equal with masks on".
 */
public record EqualReasons(List<Reason> reasons) {
    public enum Reason {
        /** Masks are on and hid a masked value (timestamp, custom mask, …). */
        AFTER_MASKS("after masks"),
        /** Masks are off and a difference remains, which they would hide: the texts differ only in noise. */
        WITH_MASKS_ON("with masks on"),
        IGNORING_WHITESPACE("ignoring whitespace"),
        WITHIN_TOLERANCE("within tolerance");

        private final String words;

        Reason(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    public EqualReasons {
        reasons = List.copyOf(reasons);
    }

    /** The reasons the texts of {@code diff} count as equal; none when they are identical or differ for real. */
    public static EqualReasons of(TextDiff diff) {
        if (diff.identical() || !diff.identicalAfterMasks()) {
            return new EqualReasons(List.of());
        }
        DiffOptions options = diff.options();
        List<String> classes = diff.classes();
        boolean maskNoise = options.masks().list().stream().anyMatch(mask -> classes.contains(mask.name()));
        boolean whitespace = options.ignoreWhitespace() && (classes.contains(DiffClass.WHITESPACE.label())
                || classes.contains(DiffClass.LINE_ENDINGS.label()));
        boolean tolerance = !options.tolerance().isExact() && classes.contains(DiffClass.NUMERIC.label());
        List<Reason> reasons = new ArrayList<>();
        if (!options.masksEnabled() && !diff.hunks().isEmpty()) {
            reasons.add(Reason.WITH_MASKS_ON);
        } else if (options.masksEnabled() && maskNoise) {
            reasons.add(Reason.AFTER_MASKS);
        }
        if (whitespace) {
            reasons.add(Reason.IGNORING_WHITESPACE);
        }
        if (tolerance) {
            reasons.add(Reason.WITHIN_TOLERANCE);
        }
        return reasons.isEmpty() ? possible(options) : new EqualReasons(reasons);
    }

    /**
     * Every normalization that is on, any of which may have made two texts equal: when no class tells which one hid
     * the difference (with the masks off, a masked value such as a time that ignoring whitespace or the tolerance
     * made equal), or which ones made some lines equal beside real changes.
     */
    public static EqualReasons possible(DiffOptions options) {
        List<Reason> reasons = new ArrayList<>();
        if (options.masksEnabled()) {
            reasons.add(Reason.AFTER_MASKS);
        }
        if (options.ignoreWhitespace()) {
            reasons.add(Reason.IGNORING_WHITESPACE);
        }
        if (!options.tolerance().isExact()) {
            reasons.add(Reason.WITHIN_TOLERANCE);
        }
        return new EqualReasons(reasons);
    }

    public boolean isEmpty() {
        return reasons.isEmpty();
    }

    /** "equal after masks, ignoring whitespace", "noise only: equal with masks on", …; "" when there is none. */
    public String describe() {
        if (reasons.isEmpty()) {
            return "";
        }
        List<String> words = reasons.stream().map(Reason::words).toList();
        return (reasons.contains(Reason.WITH_MASKS_ON) ? "noise only: " : "") + "equal " + String.join(", ", words);
    }
}
