package com.collimate.inspector.ui.runs;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link NaturalKey} orders texts as {@link NaturalOrder} does, over {@link NaturalTexts}; the rows of the key and
 * group columns in that order, ties in file order, are {@link SortOrderProperties}'.
 */
class NaturalKeyProperties {
    @Property(tries = 3000)
    void comparesAsNaturalOrder(@ForAll("texts") String a, @ForAll("texts") String b) {
        assertThat(Integer.signum(NaturalKey.of(a).compareTo(NaturalKey.of(b))))
                .isEqualTo(Integer.signum(NaturalOrder.INSTANCE.compare(a, b)));
    }

    @Provide
    Arbitrary<String> texts() {
        return NaturalTexts.texts();
    }
}
