package com.collimate.inspector.ui.runs;

import org.junit.jupiter.api.Test;

import java.util.Comparator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class NaturalKeyTest {
    @Test
    void digitRunsOfMoreThanACharsWorthOfDigitsCompareByTheirCount() {
        String digits65535 = "r" + "9".repeat(65_535);
        String digits65536 = "r1" + "0".repeat(65_535);
        String zeroThenDigits65536 = "r0" + digits65536.substring(1);
        String digits70000 = "r" + "1".repeat(70_000);
        List<String> texts = List.of(digits70000, digits65536, "r2", zeroThenDigits65536, digits65535);

        assertThat(texts.stream().sorted(Comparator.comparing(NaturalKey::of)))
                .containsExactly("r2", digits65535, zeroThenDigits65536, digits65536, digits70000)
                .containsExactlyElementsOf(texts.stream().sorted(NaturalOrder.INSTANCE).toList());
    }

    @Test
    void textsWithoutDigitsAreTheirOwnOrder() {
        String text = "grp-é";

        assertThat(NaturalKey.of(text).order()).isSameAs(text);
    }
}
