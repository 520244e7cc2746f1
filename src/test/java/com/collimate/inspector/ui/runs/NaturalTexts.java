package com.collimate.inspector.ui.runs;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Texts for {@link NaturalOrder}, drawn from few parts (letters of both cases, separators, digit runs with leading
 * zeros, runs of 25 digits, non-ASCII digits, letters and a surrogate pair), empty ones included, so that texts
 * equal but for a number's zeros or one character apart are common.
 */
final class NaturalTexts {
    private NaturalTexts() {
    }

    static Arbitrary<String> texts() {
        Arbitrary<String> part = Arbitraries.oneOf(
                Arbitraries.of("r", "R", "run", "-", ".", "_", "é", "\u0661", "/", ":", "9", "\uD83D\uDE80", "\uFFFF"),
                Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(3),
                Arbitraries.strings().withChars('0').ofMinLength(1).ofMaxLength(2),
                Arbitraries.strings().numeric().ofLength(25));
        return part.list().ofMaxSize(5).map(parts -> String.join("", parts));
    }
}
