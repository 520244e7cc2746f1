package com.collimate.inspector.ui.runs;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

import static org.assertj.core.api.Assertions.assertThat;

class DurationTextTest {
    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage(); // RunCell is a TableCell: loading it needs the toolkit
    }

    @Test
    void durationsReadInTheirUnit() {
        assertThat(RunCell.duration(250)).isEqualTo("250 ms");
        assertThat(RunCell.duration(1500)).isEqualTo("1.50 s");
    }

    @Test
    void aLoggedNaNOrInfinityIsShownAsLoggedNotAsMinutes() {
        assertThat(RunCell.duration(Double.NaN)).isEqualTo("NaN ms");
        assertThat(RunCell.duration(Double.POSITIVE_INFINITY)).isEqualTo("Infinity ms");
        assertThat(RunCell.duration(Double.NEGATIVE_INFINITY)).isEqualTo("-Infinity ms");
    }
}
