package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Pointers are address noise; a seed or hash printed in hex is not, however much it looks like one. */
class AddressMaskTest {
    private final TextDiffer masked = new TextDiffer(DiffOptions.defaults());

    private TextDiff diff(String left, String right) {
        return masked.diff(left + "\n", right + "\n", Cancellation.none());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "Linux, Python's default repr | <Policy object at 0x7f3a2c1b2d90>  | <Policy object at 0x7fc3a33beb90>",
            "Linux heap                   | node 0x55d0c8a3b2a0                | node 0x5581aa00bb10",
            "macOS                        | at 0x1050a2b30                     | at 0x10b7f3c40",
            "Windows, padded              | at 0x000001F2A3B4C5D6              | at 0x0000020A11B2C3D4"})
    void pointersAreAddresses(String what, String left, String right) {
        TextDiff diff = diff(left, right);

        assertThat(diff.identicalAfterMasks()).as(what).isTrue();
        assertThat(diff.classes()).as(what).containsExactly("address");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "a 32-bit seed         | seed=0x5eed1234          | seed=0x1234abcd",
            "a 64-bit seed         | seed 0x9e3779b97f4a7c15  | seed 0x1f83d9abfb41bd6b",
            "a short hash          | hash 0x7a3f              | hash 0x1b2c"})
    void hexSeedsAndHashesStayADifference(String what, String left, String right) {
        TextDiff diff = diff(left, right);

        assertThat(diff.identicalAfterMasks()).as(what).isFalse();
        assertThat(diff.classes()).as(what).doesNotContain("address");
    }
}
