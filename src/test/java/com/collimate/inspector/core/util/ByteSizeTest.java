package com.collimate.inspector.core.util;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ByteSizeTest {
    private static final long MAX = Integer.MAX_VALUE;

    @Test
    void unitsAreBinaryUnlessWrittenAsDecimal() {
        assertThat(ByteSize.parse("64MiB", MAX)).isEqualTo(64L << 20);
        assertThat(ByteSize.parse(" 64 mib ", MAX)).isEqualTo(64L << 20);
        assertThat(ByteSize.parse("64M", MAX)).isEqualTo(64L << 20);
        assertThat(ByteSize.parse("512KiB", MAX)).isEqualTo(512L << 10);
        assertThat(ByteSize.parse("1GiB", MAX)).isEqualTo(1L << 30);
        assertThat(ByteSize.parse("1.5MiB", MAX)).isEqualTo(3L << 19);
        assertThat(ByteSize.parse("10MB", MAX)).isEqualTo(10_000_000L);
        assertThat(ByteSize.parse("1048576", MAX)).isEqualTo(1L << 20);
        assertThat(ByteSize.parse("100B", MAX)).isEqualTo(100);
    }

    @Test
    void badSizesSayWhatIsAccepted() {
        assertThatThrownBy(() -> ByteSize.parse("lots", MAX)).hasMessage(
                "'lots' is not a size: give bytes (1048576) or a number with KiB, MiB or GiB (64MiB)");
        assertThatThrownBy(() -> ByteSize.parse("-1", MAX)).hasMessageContaining("is not a size");
        assertThatThrownBy(() -> ByteSize.parse("", MAX)).hasMessageContaining("is not a size");
        assertThatThrownBy(() -> ByteSize.parse("64XB", MAX)).as("the unit as typed").hasMessage(
                "'64XB': unknown unit 'XB' (accepted units, in any letter case: B; K, KiB, M, MiB, G, GiB, powers of 1024; KB, MB, GB, powers of 1000)");
        assertThatThrownBy(() -> ByteSize.parse("8 Kbit", MAX)).hasMessageStartingWith("'8 Kbit': unknown unit 'Kbit'");
        assertThatThrownBy(() -> ByteSize.parse("0", MAX)).hasMessage("0 is less than one byte");
        assertThatThrownBy(() -> ByteSize.parse("3GiB", MAX))
                .hasMessage("3GiB is over the largest allowed, 2,147,483,647 bytes");
        assertThatThrownBy(() -> ByteSize.parse("2GiB", 1L << 30)).hasMessage("2GiB is over the largest allowed, 1 GiB");
    }

    @Test
    void describedInTheLargestWholeUnit() {
        assertThat(ByteSize.describe(8L << 20)).isEqualTo("8 MiB");
        assertThat(ByteSize.describe(4096)).isEqualTo("4 KiB");
        assertThat(ByteSize.describe(10_000_000)).isEqualTo("10,000,000 bytes");
        assertThat(ByteSize.describe(1)).isEqualTo("1 byte");
    }
}
