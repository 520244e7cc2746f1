package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ExitCodesTest {

    @Test
    void aWindowsCrashCodeReadsAsPythonLogsIt() {
        assertThat(ExitCodes.asLogged(0xC0000005, true)).isEqualTo(3_221_225_477L);
        assertThat(ExitCodes.asLogged(-1, true)).as("exit(-1) on Windows").isEqualTo(4_294_967_295L);
    }

    @Test
    void ordinaryCodesAreUnchangedEverywhere() {
        for (boolean windows : new boolean[] {true, false}) {
            assertThat(ExitCodes.asLogged(0, windows)).isZero();
            assertThat(ExitCodes.asLogged(1, windows)).isEqualTo(1);
            assertThat(ExitCodes.asLogged(ProcessRunner.TIMEOUT_EXIT_CODE, windows)).isEqualTo(124);
        }
    }

    @Test
    void elsewhereANegativeValueStaysNegative() {
        assertThat(ExitCodes.asLogged(-1073741819, false)).isEqualTo(-1073741819L);
    }
}
