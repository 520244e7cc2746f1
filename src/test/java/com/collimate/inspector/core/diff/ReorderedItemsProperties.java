package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** A printed list against its items shuffled is {@code ordering}; against one item changed, never. */
class ReorderedItemsProperties {
    private final TextDiffer differ = new TextDiffer(DiffOptions.defaults());

    @Property(tries = 300)
    void shuffledItemsAreOrdering(@ForAll("items") List<String> items, @ForAll long seed) {
        List<String> shuffled = new ArrayList<>(items);
        Collections.shuffle(shuffled, new Random(seed));
        Assume.that(!shuffled.equals(items));

        assertThat(classes(items, shuffled)).containsExactly("ordering");
    }

    @Property(tries = 300)
    void aChangedItemIsNotOrdering(@ForAll("items") List<String> items, @ForAll long seed) {
        List<String> changed = new ArrayList<>(items);
        Collections.shuffle(changed, new Random(seed));
        changed.set(0, changed.get(0) + "9");

        assertThat(classes(items, changed)).doesNotContain("ordering").isNotEmpty();
    }

    private List<String> classes(List<String> left, List<String> right) {
        return differ.diff("results " + left + "\n", "results " + right + "\n", Cancellation.none()).classes();
    }

    /** Lists of numbers, quoted words and nested pairs, as Python prints them. */
    @Provide
    Arbitrary<List<String>> items() {
        Arbitrary<String> number = Arbitraries.integers().between(-50, 50).map(String::valueOf);
        Arbitrary<String> word = Arbitraries.strings().withChars("ab, ").ofMinLength(1).ofMaxLength(4)
                .map(text -> "'" + text + "'");
        Arbitrary<String> pair = Combinators.combine(number, word).as((n, w) -> "(" + n + ", " + w + ")");
        return Arbitraries.oneOf(number, word, pair).list().ofMinSize(2).ofMaxSize(8);
    }
}
