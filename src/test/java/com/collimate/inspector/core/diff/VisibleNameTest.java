package com.collimate.inspector.core.diff;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class VisibleNameTest {
    @Test
    void hostileNamesAreShownSafely() {
        assertThat(VisibleName.of("\u001b[31mred-group\u001b[0m", 40)).isEqualTo("^[[31mred-group^[[0m");
        assertThat(VisibleName.of("\u202Egroup-bidi", 40)).isEqualTo("<U+202E>group-bidi");
        assertThat(VisibleName.of("zero\u200Bwidth", 40)).isEqualTo("zero<U+200B>width");
        assertThat(VisibleName.of("alpha", 40)).isEqualTo("alpha");
    }

    @Test
    void namesThatLookAlikeOrBlankAreToldApart() {
        List<String> names = List.of("alpha", "alpha ", " alpha", "", " ", "  ", "\"alpha \"", "\u00A0", "ALPHA");
        List<String> shown = names.stream().map(name -> VisibleName.of(name, 40)).toList();
        assertThat(shown).containsExactly("alpha", "\"alpha \"", "\" alpha\"", "\"\"", "\" \"", "\"  \"",
                "\"\"alpha \"\"", "\"\u00A0\"", "ALPHA");
        assertThat(shown.stream().collect(Collectors.toSet())).hasSameSizeAs(names);
        assertThat(shown).allSatisfy(text -> assertThat(text).isNotBlank());
    }

    @Test
    void aLongNameIsCutWithAnEllipsisAndTheTooltipHasItWhole() {
        String name = "g".repeat(200);
        assertThat(VisibleName.of(name, 40)).isEqualTo("g".repeat(40) + "\u2026");
        assertThat(VisibleName.tooltip(name, 40, 1000)).isEqualTo(name);
        assertThat(VisibleName.of("\u202E".repeat(10), 40)).isEqualTo("<U+202E>".repeat(5) + "\u2026");
    }

    @Test
    void theTooltipSaysWhatTheQuotesMeanAndIsNullWhenThereIsNothingToAdd() {
        assertThat(VisibleName.tooltip("alpha", 40, 1000)).isNull();
        assertThat(VisibleName.tooltip("", 40, 1000)).isEqualTo("(the name is empty)");
        assertThat(VisibleName.tooltip(" ", 40, 1000)).isEqualTo("\" \"\n(the name is only white space)");
        assertThat(VisibleName.tooltip("alpha ", 40, 1000)).isEqualTo("\"alpha \"\n(the name starts or ends with white space)");
    }
}
