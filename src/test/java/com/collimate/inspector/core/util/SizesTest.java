package com.collimate.inspector.core.util;

import org.junit.jupiter.api.Test;

import java.util.Locale;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class SizesTest {
    @Test
    void bytesUseDecimalUnitsWithOneDecimal() {
        assertThat(Sizes.bytes(0)).isEqualTo("0 B");
        assertThat(Sizes.bytes(999)).isEqualTo("999 B");
        assertThat(Sizes.bytes(1_500)).isEqualTo("1.5 KB");
        assertThat(Sizes.bytes(20_000_000)).isEqualTo("20.0 MB");
        assertThat(Sizes.bytes(-1)).isEmpty();
    }

    @Test
    void countsGroupThousandsAndNounsArePluralUnlessOne() {
        assertThat(Sizes.count(1_204)).isEqualTo("1,204");
        assertThat(Sizes.count(1, "line")).isEqualTo("1 line");
        assertThat(Sizes.count(0, "line")).isEqualTo("0 lines");
        assertThat(Sizes.count(1_204, "unchanged line")).isEqualTo("1,204 unchanged lines");
    }

    @Test
    void countsGroupAsTheFormatterDoes() {
        long[] counts = {0, 7, 999, 1_000, -1_000, 12_345, -999_999, 1_000_000, Long.MAX_VALUE, Long.MIN_VALUE};
        for (long count : counts) {
            assertThat(Sizes.count(count)).as("%d", count).isEqualTo(String.format(Locale.ROOT, "%,d", count));
        }
        new Random(7).longs(10_000).forEach(count ->
                assertThat(Sizes.count(count)).isEqualTo(String.format(Locale.ROOT, "%,d", count)));
    }
}
