package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.diff.EqualReasons.Reason;
import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;

import static com.collimate.inspector.core.diff.EqualReasons.Reason.AFTER_MASKS;
import static com.collimate.inspector.core.diff.EqualReasons.Reason.IGNORING_WHITESPACE;
import static com.collimate.inspector.core.diff.EqualReasons.Reason.WITHIN_TOLERANCE;
import static com.collimate.inspector.core.diff.EqualReasons.Reason.WITH_MASKS_ON;
import static org.assertj.core.api.Assertions.assertThat;

class EqualReasonsTest {
    private static final DiffOptions MASKS = DiffOptions.defaults();
    private static final DiffOptions NO_MASKS = MASKS.withMasksEnabled(false);
    private static final NumericTolerance TOLERANCE = new NumericTolerance(0.001, 0);

    private static EqualReasons reasons(DiffOptions options, String left, String right) {
        return EqualReasons.of(new TextDiffer(options).diff(left, right, Cancellation.none()));
    }

    private static void assertReasons(DiffOptions options, String left, String right, String described,
                                      Reason... expected) {
        EqualReasons reasons = reasons(options, left, right);
        assertThat(reasons.reasons()).containsExactly(expected);
        assertThat(reasons.describe()).isEqualTo(described);
    }

    @Test
    void noReasonWhenTheTextsAreIdenticalOrDifferForReal() {
        assertThat(reasons(MASKS, "a\n", "a\n").isEmpty()).isTrue();
        assertThat(reasons(MASKS, "a\n", "b\n").isEmpty()).isTrue();
        assertThat(reasons(MASKS, "at 2026-11-29T08:00:00Z a\n", "at 2026-11-29T09:00:00Z b\n").isEmpty()).isTrue();
        assertThat(reasons(MASKS, "a b\n", "a  b\n").isEmpty()).as("whitespace counts without -w").isTrue();
        assertThat(reasons(MASKS, "loss 0.5001\n", "loss 0.5002\n").isEmpty()).as("exact numbers").isTrue();
        assertThat(reasons(MASKS, "a\n", "a\n").describe()).isEmpty();
    }

    @Test
    void masks() {
        assertReasons(MASKS, "at 2026-11-29T08:00:00Z\n", "at 2026-11-29T09:00:00Z\n", "equal after masks",
                AFTER_MASKS);
    }

    @Test
    void whitespaceAndLineEndings() {
        DiffOptions ignoring = MASKS.withIgnoreWhitespace(true);

        assertReasons(ignoring, "a b\n", "a  b \n", "equal ignoring whitespace", IGNORING_WHITESPACE);
        assertReasons(ignoring, "ok\r\nok\r\n", "ok\nok\n", "equal ignoring whitespace", IGNORING_WHITESPACE);
        assertReasons(NO_MASKS.withIgnoreWhitespace(true), "a b\n", "a  b \n", "equal ignoring whitespace",
                IGNORING_WHITESPACE);
    }

    @Test
    void tolerance() {
        assertReasons(MASKS.withTolerance(TOLERANCE), "loss 0.5001\n", "loss 0.5002\n", "equal within tolerance",
                WITHIN_TOLERANCE);
        assertReasons(NO_MASKS.withTolerance(TOLERANCE), "loss 0.5001\n", "loss 0.5002\n", "equal within tolerance",
                WITHIN_TOLERANCE);
    }

    @Test
    void masksOffWithOnlyWhatTheyWouldHideIsNoise() {
        assertReasons(NO_MASKS, "at 2026-11-29T08:00:00Z\n", "at 2026-11-29T09:00:00Z\n",
                "noise only: equal with masks on", WITH_MASKS_ON);
    }

    @Test
    void combinations() {
        String left = "at 2026-11-29T08:00:00Z loss  0.5001\r\n";
        String right = "at 2026-11-29T09:00:00Z loss 0.5002\n";
        DiffOptions all = MASKS.withIgnoreWhitespace(true).withTolerance(TOLERANCE);

        assertReasons(all, left, right, "equal after masks, ignoring whitespace, within tolerance",
                AFTER_MASKS, IGNORING_WHITESPACE, WITHIN_TOLERANCE);
        assertReasons(all.withMasksEnabled(false), left, right,
                "noise only: equal with masks on, ignoring whitespace, within tolerance",
                WITH_MASKS_ON, IGNORING_WHITESPACE, WITHIN_TOLERANCE);
        assertReasons(MASKS.withIgnoreWhitespace(true), "at 2026-11-29T08:00:00Z  \n", "at 2026-11-29T09:00:00Z\n",
                "equal after masks, ignoring whitespace", AFTER_MASKS, IGNORING_WHITESPACE);
    }

    @Test
    void aMaskedValueThatIgnoringWhitespaceMadeEqualWithMasksOffIsNotNoise() {
        String left = "took 5 s\n";
        String right = "took 5s\n";
        DiffOptions ignoring = NO_MASKS.withIgnoreWhitespace(true);
        assertThat(new TextDiffer(ignoring).diff(left, right, Cancellation.none()).classes())
                .as("the difference is classed by the mask").containsExactly("duration");

        assertReasons(ignoring, left, right, "equal ignoring whitespace", IGNORING_WHITESPACE);
    }
}
