package com.collimate.inspector.ui.runs;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link NaturalOrder} is a total order (a sort with it is well defined): over texts drawn from few parts (letters of
 * both cases, separators, digit runs with leading zeros, non-ASCII digits and letters), so that texts equal but for a
 * number's zeros or one character apart are common.
 */
class NaturalOrderProperties {
    private static final NaturalOrder ORDER = NaturalOrder.INSTANCE;

    @Property(tries = 2000)
    void antisymmetricAndEqualOnlyWhenEqual(@ForAll("texts") String a, @ForAll("texts") String b) {
        assertThat(Integer.signum(ORDER.compare(a, b))).isEqualTo(-Integer.signum(ORDER.compare(b, a)));
        assertThat(ORDER.compare(a, b) == 0).isEqualTo(a.equals(b));
    }

    @Property(tries = 2000)
    void transitive(@ForAll("texts") String a, @ForAll("texts") String b, @ForAll("texts") String c) {
        if (ORDER.compare(a, b) <= 0 && ORDER.compare(b, c) <= 0) {
            assertThat(ORDER.compare(a, c)).isNotPositive();
        }
    }

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> part = Arbitraries.oneOf(
                Arbitraries.of("r", "R", "run", "-", ".", "_", "é", "\u0661", "/", "9"),
                Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(3),
                Arbitraries.strings().withChars('0').ofMinLength(1).ofMaxLength(2),
                Arbitraries.strings().numeric().ofLength(25));
        return part.list().ofMaxSize(5).map(parts -> String.join("", parts));
    }
}
