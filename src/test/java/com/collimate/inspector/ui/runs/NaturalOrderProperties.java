package com.collimate.inspector.ui.runs;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link NaturalOrder} is a total order (a sort with it is well defined), over {@link NaturalTexts}. */
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
        return NaturalTexts.texts();
    }
}
