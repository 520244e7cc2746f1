package com.collimate.inspector.core.util;

import org.junit.jupiter.api.Test;

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
}
