package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Unix times printed as bare numbers are timestamps; numbers that only might be one stay numeric. */
class EpochTimestampTest {
    private final TextDiffer masked = new TextDiffer(DiffOptions.defaults());
    private final TextDiffer raw = new TextDiffer(DiffOptions.defaults().withMasksEnabled(false));

    private static TextDiff diff(TextDiffer differ, String left, String right) {
        return differ.diff(left, right, Cancellation.none());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "time.time()          | t 1764500000.123456      | t 1764503600.9876543",
            "milliseconds         | ts=1764500000123          | ts=1764500099999",
            "microseconds         | ts=1764500000123456       | ts=1764500099999999",
            "seconds in 2001      | at 1000000000.5           | at 1000000001.25",
            "seconds in 2099      | at 4099999999.5           | at 4099999998.25",
            "float milliseconds   | at 1764500000123.456      | at 1764500000999.5",
            "at a sentence's end  | done at 1764500000.5.     | done at 1764500001.75."})
    void epochTimesAreTimestampsTheMasksHide(String what, String left, String right) {
        TextDiff diff = diff(masked, left + "\n", right + "\n");

        assertThat(diff.identicalAfterMasks()).as(what).isTrue();
        assertThat(diff.classes()).as(what).containsExactly("timestamp");
        TextDiff unmasked = diff(raw, left + "\n", right + "\n");
        assertThat(unmasked.hunks()).as(what).hasSize(1);
        assertThat(unmasked.classes()).as(what + ", masks off: still classified").containsExactly("timestamp");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "10 digits without a fraction (a 32-bit seed) | seed 2847563921      | seed 1234567890",
            "before 2001-09-09                            | t 999999999.5        | t 999999998.5",
            "after 2099                                   | t 4100000000.5       | t 4100000001.5",
            "11 digits                                    | n 17645000001.5      | n 17645000002.5",
            "14 digits                                    | n 17645000001234     | n 17645000001235",
            "20 digits                                    | n 17959414266712436790 | n 17959414266712436791",
            "19 digits (time_ns or a random 64-bit seed)  | seed 1795941426671243679 | seed 1795941500123456789",
            "time.monotonic()                             | t 12345.678901       | t 12399.000012"})
    void numbersThatAreNoEpochTimeStayNumeric(String what, String left, String right) {
        TextDiff diff = diff(masked, left + "\n", right + "\n");

        assertThat(diff.identicalAfterMasks()).as(what).isFalse();
        assertThat(diff.classes()).as(what).containsExactly("numeric");
    }

    @Test
    void anEpochGluedToAWordIsNotOne() {
        assertThat(Masks.builtIn().apply("v1764500000.5 1764500000.5x id_1764500000123 1764500000.123.4", null).valuesByMask().get(0))
                .isEmpty();
        assertThat(Masks.builtIn().apply("t=1764500000.5, us:1764500000123456, ns:1795941426671243679", null).text())
                .isEqualTo("t=<timestamp>, us:<timestamp>, ns:1795941426671243679");
    }

    @Test
    void aTimeAgainstAnOrdinaryNumberIsContent() {
        TextDiff diff = diff(masked, "t 1764500000.5\n", "t 0.5\n");

        assertThat(diff.classes()).containsExactly("content");
    }
}
