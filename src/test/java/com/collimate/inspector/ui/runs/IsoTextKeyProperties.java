package com.collimate.inspector.ui.runs;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link IsoTextKey} never orders two texts against their text order, and tells apart ISO texts of its shape. */
class IsoTextKeyProperties {
    @Property(tries = 3000)
    void aKeyNeverContradictsTheTextOrder(@ForAll("texts") String a, @ForAll("texts") String b) {
        if (a.compareTo(b) < 0) {
            assertThat(IsoTextKey.of(a)).as("%s before %s", a, b).isLessThanOrEqualTo(IsoTextKey.of(b));
        }
    }

    @Provide
    Arbitrary<String> texts() {
        return LoggedTimestampTexts.texts();
    }

    @Property(tries = 300)
    void dateTimesOfItsShapeGetKeysInTheirOrder(@ForAll("fullDateTimes") String a,
                                                 @ForAll("fullDateTimes") String b) {
        assertThat(Long.signum(Long.compare(IsoTextKey.of(a), IsoTextKey.of(b)))).as("%s vs %s", a, b)
                .isEqualTo(Integer.signum(a.compareTo(b)));
    }

    @Provide
    Arbitrary<String> fullDateTimes() {
        DateTimeFormatter shape = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS");
        return Combinators.combine(Arbitraries.longs().between(0, 400L * 366 * 86400),
                        Arbitraries.integers().between(0, 999_999))
                .as((second, micros) -> LocalDateTime.ofEpochSecond(second, micros * 1000, ZoneOffset.UTC)
                        .format(shape) + "+00:00");
    }
}
