package com.collimate.inspector.ui.runs;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Timestamp texts as logs write them and near them: ISO 8601 date-times with and without a fraction (of any length)
 * and an offset, with a space for the T, out-of-range fields, missing fields, cut short anywhere; drawn from few
 * parts so that equal texts, equal instants written apart and texts one character apart are common.
 */
final class LoggedTimestampTexts {
    private LoggedTimestampTexts() {
    }

    static Arbitrary<String> texts() {
        Arbitrary<String> dateTimes = Arbitraries.of("2026-11-29T08:37:05", "2026-11-29T08:37:06",
                "2026-11-29T09:37:05", "2026-11-29 08:37:05", "2025-12-31T23:59:60", "2026-11-29T08:37",
                "2026-1-29T08:37:05", "2026-11-29", "2026-13-40T24:61:69", "20261129T083705", "10000-01-01T00:00:00",
                "2026-11-29T08:37:05/", "1999-99-99T99:99:99");
        Arbitrary<String> fractions = Arbitraries.of("", "", ".", ".2", ".22", ".222", ".2225", ".222500", ".679863",
                ".6798631", ".999999999", ".9", ".22a");
        Arbitrary<String> offsets = Arbitraries.of("", "Z", "Z", "+00:00", "+00:00", "-05:00", "+01:00", "+0000", "z",
                " UTC");
        Arbitrary<String> whole = Combinators.combine(dateTimes, fractions, offsets).as((d, f, o) -> d + f + o);
        return Combinators.combine(whole, Arbitraries.integers().between(0, 40))
                .as((text, cut) -> cut < 8 ? text.substring(0, Math.min(text.length(), 6 + cut * 3)) : text);
    }
}
