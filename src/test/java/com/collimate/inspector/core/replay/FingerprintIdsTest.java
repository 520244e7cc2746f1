package com.collimate.inspector.core.replay;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FingerprintIdsTest {

    @Test
    void distinctFingerprintsAreNumberedInOrderOfFirstSightAndKeepTheirIdsAsTheTableGrows() {
        FingerprintIds ids = new FingerprintIds();
        int count = 5_000;

        for (int i = 0; i < count; i++) {
            assertThat(ids.idOf(Fingerprint.of("run", Integer.toString(i)))).isEqualTo(i);
        }

        assertThat(ids.size()).isEqualTo(count);
        for (int i = count - 1; i >= 0; i--) {
            assertThat(ids.idOf(Fingerprint.of("run", Integer.toString(i)))).isEqualTo(i);
        }
        assertThat(ids.size()).isEqualTo(count);
    }

    @Test
    void fingerprintsSharingTheirLowHalfAreToldApart() {
        FingerprintIds ids = new FingerprintIds();

        int first = ids.idOf(new Fingerprint(1, 42));
        int second = ids.idOf(new Fingerprint(2, 42));

        assertThat(first).isZero();
        assertThat(second).isEqualTo(1);
        assertThat(ids.idOf(new Fingerprint(1, 42))).isZero();
    }
}
