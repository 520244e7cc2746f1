package com.collimate.inspector.core.util;

import java.util.Locale;

/** A number of seconds as a clock shows it: "0:09", "4:58", "1:02:05" from an hour on. */
public final class ClockText {
    private ClockText() {
    }

    public static String of(long seconds) {
        return seconds >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
                : String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
    }
}
