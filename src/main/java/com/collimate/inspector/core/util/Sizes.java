package com.collimate.inspector.core.util;

import java.util.Locale;

/** Human-readable byte sizes and counts for labels ("12.3 MB", "1,204", "1 line"). */
public final class Sizes {
    private static final String[] UNITS = {"B", "KB", "MB", "GB", "TB"};

    private Sizes() {
    }

    public static String bytes(long bytes) {
        if (bytes < 0) {
            return "";
        }
        double value = bytes;
        int unit = 0;
        while (value >= 1000 && unit < UNITS.length - 1) {
            value /= 1000;
            unit++;
        }
        return unit == 0 ? bytes + " B" : String.format(Locale.ROOT, "%.1f %s", value, UNITS[unit]);
    }

    public static String count(long count) {
        return String.format(Locale.ROOT, "%,d", count);
    }

    /** A count with its noun, plural unless one: "1 line", "1,204 lines". */
    public static String count(long count, String noun) {
        return count(count) + " " + noun + (count == 1 ? "" : "s");
    }
}
