package com.collimate.inspector.core.log;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Timestamps in many forms decode to exactly the text logged; the common forms take no arena bytes. */
class TimestampCodesProperties {
    private static final long YEAR_0 = LocalDateTime.of(0, 1, 1, 0, 0).toEpochSecond(ZoneOffset.UTC);
    private static final long YEAR_9999_END = LocalDateTime.of(9999, 12, 31, 23, 59, 59).toEpochSecond(ZoneOffset.UTC);
    /** Date-times at most 180 days apart lie within the ±2^24 seconds (194 days) of a segment's first one. */
    private static final long NINETY_DAYS = 90L * 86_400;

    private final TimestampCodes codes = new TimestampCodes(new ByteArena());

    @Property(tries = 400)
    void isoDateTimesAreCompactAndExact(@ForAll("segments") List<String> texts) {
        TimestampCodes segment = new TimestampCodes(new ByteArena());
        for (String text : texts) {
            byte[] raw = text.getBytes(StandardCharsets.UTF_8);
            long code = segment.encode(raw, 0, raw.length);
            assertThat(segment.decode(code)).isEqualTo(text);
            assertThat(TimestampCodes.isCompact(code)).as(text).isTrue();
        }
    }

    @Property(tries = 300)
    void integersAreExactAndCompactUpTo2To61(@ForAll long value) {
        long code = encode(Long.toString(value));
        assertThat(codes.decode(code)).isEqualTo(Long.toString(value));
        assertThat(TimestampCodes.isCompact(code)).isEqualTo(value >= -(1L << 61) && value < 1L << 61);
    }

    @Property(tries = 300)
    void epochSecondsWithFractionsAreCompactAndExact(@ForAll @IntRange(min = 0, max = 2_000_000_000) int seconds,
                                                     @ForAll @IntRange(min = 1, max = 7) int scale,
                                                     @ForAll @IntRange(max = 9_999_999) int fraction,
                                                     @ForAll boolean negative) {
        String text = new BigDecimal(seconds).add(BigDecimal.valueOf(fraction % (int) Math.pow(10, scale), scale))
                .multiply(BigDecimal.valueOf(negative ? -1 : 1)).toPlainString();
        long code = encode(text);
        assertThat(codes.decode(code)).isEqualTo(text);
        assertThat(TimestampCodes.isCompact(code)).as(text).isTrue();
    }

    @Property(tries = 300)
    void decimalsOfAnySizeAreExact(@ForAll BigDecimal value) {
        String text = value.toPlainString();
        assertThat(codes.decode(encode(text))).isEqualTo(text);
    }

    @Property(tries = 500)
    void anyTextIsExact(@ForAll @Size(min = 1, max = 20) List<@From("oddTexts") String> texts) {
        for (String text : texts) {
            assertThat(codes.decode(encode(text))).isEqualTo(text);
        }
    }

    @Example
    void oddFormsFallBackToTheArenaExactly() {
        for (String text : List.of("2026-11-29T08:00:60Z", "2026-02-29T08:00:00Z", "2026-13-01T08:00:00Z",
                "10000-01-01T00:00:00Z", "+10000-01-01T00:00:00Z", "-0001-01-01T00:00:00Z",
                "2026-11-29T08:00:00.1234567891Z", "2026-11-29T08:00:00Z[Europe/Paris]", "2026-11-29T08:00:00Ü",
                "2026-11-29t08:00:00Z", "2026-11-29", "-0", "-0.0", "01", "+1", "1.", ".5", "1e9", "1.5E3",
                "0.1234567890123456", "123456789012345678901", "", "-", "t")) {
            long code = encode(text);
            assertThat(codes.decode(code)).isEqualTo(text);
            assertThat(TimestampCodes.isCompact(code)).as(text).isFalse();
        }
    }

    @Example
    void escapedTextDecodesAsTheJsonStringDoes() {
        byte[] raw = "2026-11-29T08:00:00\\u005a".getBytes(StandardCharsets.UTF_8);
        long code = codes.encode(raw, 0, raw.length);
        assertThat(codes.decode(code)).isEqualTo("2026-11-29T08:00:00Z");
        assertThat(codes.decode(TimestampCodes.NONE)).isNull();
    }

    @Example
    void dateTimesFarFromTheSegmentsFirstOrWithTooManySuffixesFallBackExactly() {
        assertThat(TimestampCodes.isCompact(encode("2026-11-29T08:00:00Z"))).isTrue();
        long farCode = encode("2027-11-29T08:00:00Z");
        assertThat(TimestampCodes.isCompact(farCode)).isFalse();
        assertThat(codes.decode(farCode)).isEqualTo("2027-11-29T08:00:00Z");
        for (int i = 1; i < TimestampCodes.SUFFIXES; i++) {
            assertThat(TimestampCodes.isCompact(encode("2026-11-29T08:00:00+" + i))).isTrue();
        }
        long extraCode = encode("2026-11-29T08:00:00-1");
        assertThat(TimestampCodes.isCompact(extraCode)).isFalse();
        assertThat(codes.decode(extraCode)).isEqualTo("2026-11-29T08:00:00-1");
        assertThat(codes.decode(encode("2026-11-29T08:00:00Z"))).isEqualTo("2026-11-29T08:00:00Z");
    }

    @Example
    void yearsFrom0To9999AreCompactNearTheFirst() {
        for (String text : List.of("0000-01-01T00:00:00Z", "1969-12-31T23:59:59.999999999-12:00",
                "9999-12-31T23:59:59.99999999+14:00")) {
            TimestampCodes fresh = new TimestampCodes(new ByteArena());
            byte[] raw = text.getBytes(StandardCharsets.UTF_8);
            long code = fresh.encode(raw, 0, raw.length);
            assertThat(fresh.decode(code)).isEqualTo(text);
            assertThat(TimestampCodes.isCompact(code)).isTrue();
        }
    }

    /** A segment's date-times: within 180 days of one another, each in one of the segment's few formats. */
    @Provide
    Arbitrary<List<String>> segments() {
        Arbitrary<Long> firsts = Arbitraries.longs().between(YEAR_0 + NINETY_DAYS, YEAR_9999_END - NINETY_DAYS);
        return Combinators.combine(firsts, zones().list().ofMinSize(1).ofMaxSize(4))
                .flatAs((first, zones) -> dateTimes(first, zones).list().ofMinSize(1).ofMaxSize(40));
    }

    private static Arbitrary<String> dateTimes(long first, List<String> zones) {
        Arbitrary<Long> seconds = Arbitraries.longs().between(first - NINETY_DAYS, first + NINETY_DAYS);
        Arbitrary<String> fractions = Arbitraries.integers().between(0, 9).flatMap(digits -> digits == 0
                ? Arbitraries.just("")
                : Arbitraries.strings().numeric().ofLength(digits).map(f -> "." + f));
        return Combinators.combine(seconds, Arbitraries.of('T', ' '), fractions, Arbitraries.of(zones))
                .as((s, separator, fraction, zone) -> {
                    LocalDateTime t = LocalDateTime.ofEpochSecond(s, 0, ZoneOffset.UTC);
                    return String.format("%04d-%02d-%02d%c%02d:%02d:%02d%s%s", t.getYear(), t.getMonthValue(),
                            t.getDayOfMonth(), separator, t.getHour(), t.getMinute(), t.getSecond(), fraction, zone);
                });
    }

    private static Arbitrary<String> zones() {
        return Arbitraries.oneOf(Arbitraries.of("Z", "+00:00", "-00:00", "", "+0000", " UTC"),
                Combinators.combine(Arbitraries.of("+", "-"), Arbitraries.integers().between(0, 14),
                        Arbitraries.of(0, 30, 45)).as((sign, h, m) -> String.format("%s%02d:%02d", sign, h, m)));
    }

    /** Any text without JSON escapes, and near misses of the compact forms. */
    @Provide
    Arbitrary<String> oddTexts() {
        Arbitrary<String> nearMisses = dateTimes(1_764_403_200L, List.of("Z", "+00:00")).map(t -> mutate(t));
        Arbitrary<String> anyText = Arbitraries.strings().ofMaxLength(40).filter(s -> s.indexOf('\\') < 0
                && s.indexOf('"') < 0 && s.chars().allMatch(c -> c >= 0x20)
                && s.equals(new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8)));
        return Arbitraries.oneOf(nearMisses, anyText, Arbitraries.strings().withChars("0123456789.-+eE").ofMaxLength(25));
    }

    private static String mutate(String text) {
        List<String> variants = new ArrayList<>();
        variants.add(text.substring(0, text.length() - 1));
        variants.add(text.replace(':', '9'));
        variants.add(text.replaceFirst("\\d", "x"));
        variants.add(text + "0");
        return variants.get(Math.floorMod(text.hashCode(), variants.size()));
    }

    private long encode(String text) {
        byte[] raw = text.getBytes(StandardCharsets.UTF_8);
        return codes.encode(raw, 0, raw.length);
    }
}
