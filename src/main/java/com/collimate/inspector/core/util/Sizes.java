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
        // not String.format("%,d"): a Formatter per call was a tenth of the work of folding a 1,000,000-line compare
        String digits = Long.toString(count);
        int sign = count < 0 ? 1 : 0;
        int firstGroup = (digits.length() - sign - 1) % 3 + 1;
        StringBuilder grouped = new StringBuilder(digits.length() + 6).append(digits, 0, sign + firstGroup);
        for (int at = sign + firstGroup; at < digits.length(); at += 3) {
            grouped.append(',').append(digits, at, at + 3);
        }
        return grouped.toString();
    }

    /** A count with its noun, plural unless one: "1 line", "1,204 lines". */
    public static String count(long count, String noun) {
        return count(count) + " " + noun + (count == 1 ? "" : "s");
    }
}
