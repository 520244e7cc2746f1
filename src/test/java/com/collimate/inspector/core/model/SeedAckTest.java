package com.collimate.inspector.core.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SeedAckTest {
    private static final Seed VALID = Seed.ofString("c0ffee00".repeat(8));

    @Test
    void aRunWithItsSeedKeepsTheSpecsExplanation() {
        for (SeedAck ack : SeedAck.values()) {
            assertThat(ack.explanation(VALID)).isEqualTo(ack.explanation());
        }
    }

    @Test
    void aMissingSeedIsNeverExplainedAsReseededOrEchoed() {
        assertThat(SeedAck.VERIFIED.explanation(Seed.missing())).isEqualTo("The guest confirmed that it reseeded its"
                + " RNG (verified), but the log has no seed for this run: this run cannot be replayed with the same seed.");
        assertThat(SeedAck.OFF.explanation(Seed.missing())).doesNotContain("echoed")
                .contains("the log has no seed for this run");
        for (SeedAck ack : SeedAck.values()) {
            assertThat(ack.explanation(Seed.missing())).as(ack.label())
                    .doesNotContain("with this seed", "echoed", "the run is reproducible")
                    .endsWith("the log has no seed for this run: this run cannot be replayed with the same seed.");
        }
    }

    @Test
    void anInvalidSeedSaysSoInTheEnginesWords() {
        for (SeedAck ack : SeedAck.values()) {
            assertThat(ack.explanation(Seed.ofString("abc"))).as(ack.label())
                    .doesNotContain("with this seed", "echoed", "the run is reproducible")
                    .contains("the logged seed is not 64 hex digits");
        }
    }

    @Test
    void spacesTabsAndLineEndsAroundAVerdictAreTrimmed() {
        assertThat(SeedAck.parse(" Verified\t\r\n")).isEqualTo(SeedAck.VERIFIED);
        assertThat(SeedAck.parse("\tno-ack ")).isEqualTo(SeedAck.NO_ACK);
        assertThat(SeedAck.parse(" \n")).isEqualTo(SeedAck.MISSING);
    }

    @Test
    void aVerdictWithControlCharactersBesideItIsNotTrusted() {
        assertThat(SeedAck.parse("verified\u0000")).isEqualTo(SeedAck.MISMATCH);
        assertThat(SeedAck.parse("\u001bverified")).isEqualTo(SeedAck.MISMATCH);
        assertThat(SeedAck.parse("off\u000b")).isEqualTo(SeedAck.MISMATCH);
    }
}
