package com.collimate.inspector.ui.main;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The loading bar's text: bytes read of the total, runs indexed and the read rate. */
class LoadProgressTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void saysBytesOfTheTotalRunsAndMegabytesPerSecond() {
        LoadProgress progress = new LoadProgress(123_400_000, 1_000_000_000, 52_310, 2 * SECOND);

        assertThat(progress.text()).isEqualTo("123.4 MB of 1.0 GB · 52,310 runs · 61.7 MB/s");
        assertThat(progress.fraction()).isEqualTo(0.1234);
    }

    @Test
    void aGzipLogHasNoTotalAndOneRunIsOneRun() {
        LoadProgress progress = new LoadProgress(2_500, -1, 1, SECOND);

        assertThat(progress.text()).isEqualTo("2.5 KB · 1 run · 0.0 MB/s");
        assertThat(progress.fraction()).as("indeterminate").isEqualTo(-1);
    }

    @Test
    void noTimeElapsedIsNoRateRatherThanADivisionByZero() {
        assertThat(new LoadProgress(0, 100, 0, 0).text()).isEqualTo("0 B of 100 B · 0 runs · 0.0 MB/s");
    }
}
