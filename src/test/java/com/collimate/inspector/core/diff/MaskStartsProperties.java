package com.collimate.inspector.core.diff;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The built-in masks try their regex only where a match may start; that must find exactly what a plain
 * {@code Matcher.find()} over every position finds.
 */
class MaskStartsProperties {
    private static final Masks EVERYWHERE = Masks.of(Masks.builtIn().list().stream()
            .map(mask -> new Mask(mask.name(), mask.pattern(), mask.prefilter(), Mask.MatchStarts.ANYWHERE,
                    mask.identities(), mask.maxLength(), mask.limits()))
            .toList());

    @Property(tries = 3000)
    void startFiltersFindWhatFindFinds(@ForAll("noisyLines") String line) {
        PlaceholderNumbering filtered = firstAppearance();
        PlaceholderNumbering everywhere = firstAppearance();

        assertThat(Masks.builtIn().apply(line, filtered)).isEqualTo(EVERYWHERE.apply(line, everywhere));
        assertThat(Masks.builtIn().apply(line, null)).isEqualTo(EVERYWHERE.apply(line, null));
    }

    private static PlaceholderNumbering firstAppearance() {
        Map<String, Integer> numbers = new HashMap<>();
        return (mask, value) -> numbers.computeIfAbsent(mask + "\0" + value, key -> numbers.size() + 1);
    }

    @Property(tries = 200)
    void realisticLinesToo(@ForAll("realisticLines") String line) {
        assertThat(Masks.builtIn().apply(line, null)).isEqualTo(EVERYWHERE.apply(line, null));
    }

    /** Fragments of every built-in mask's matches and near misses, glued at random. */
    @Provide
    Arbitrary<String> noisyLines() {
        Arbitrary<String> fragment = Arbitraries.oneOf(
                Arbitraries.strings().withChars("0123456789:.-TZ +,xabcdefABCDEF/\\_µ").ofMaxLength(12),
                Arbitraries.of("2026-11-28T10:00:01.123Z", "2026-11-28 10:00", "10:00:01", "12:34:56,789", "1:02:03",
                        "Mon, 28 Nov 2026 10:00:01 GMT", "Tue, 1 Dec 2026 23:59:59 +0100", "Wed, 2 Dec 2026 01:02:03 UTC",
                        "Thu, 3 Dec 2026 01:02:03 GMT", "Fri, 4 Dec 2026 01:02:03 -0500", "Sat, 5 Dec 2026 01:02:03 UTC",
                        "Sun, 6 Dec 2026 01:02:03 GMT", "UTC", "GMT", "+02:00",
                        "123e4567-e89b-12d3-a456-426614174000", "0x7ffd5a2c", "0x1", "/tmp/tmpab12", "/private/tmp/x",
                        "/tmp/pytest-of-me/pytest-12", "/var/folders/ab/cd/T/x", "C:\\Users\\me\\AppData\\Local\\Temp\\x",
                        "\\Temp\\y", "12ms", "3.5 s", "2m3.5s", "1:02:03.5", "45 seconds", "7h", "x1", "_2", ".5s",
                        "a10:00:00", "9999-99-99T99:99", "1764500000.123456", "1795941426671243679", "1764500000123",
                        "4099999999.5", "4100000000.5", "999999999.5", "17645000001234", "Nov 30 23:59:59",
                        "Dec  1 00:00:01 UTC 2026", "Mon Nov 30 17:40:01 2026", "2026/11/30 ", "30/Nov/2026:17:40:01 +0000",
                        "I1130 17:40:01.123456", "W", "20261130T174001Z", "5:40:01 PM", "11:02:09AM", "2026-11-30",
                        "Jan ", "Sep 9 ", " ", "0x7f3a2c1b2d90", "0x1050a2b30", "0x000001F2A3B4C5D6", "0x9e3779b97f4a7c15",
                        "\r", "\r\n", "\n", "\u001B[A", "\u001B[2A", "[", "]", "[00:01<00:02, 12.3it/s]", "<?, ?it/s",
                        "1.10s/B", ", loss=0.5]", "[1:02:03<00:00,  1.23MB/s", "37it [00:00, ", "\r\r", "seed=42",
                        " 50%", "1/3", "\u2588\u258c", "--:--", "10ms/step"));
        return fragment.list().ofMaxSize(8).map(parts -> String.join("", parts));
    }

    @Provide
    Arbitrary<String> realisticLines() {
        return Arbitraries.integers().between(0, 999_999).map(i -> String.format(java.util.Locale.ROOT,
                "2026-11-28T10:%02d:%02d.%03dZ step %d loss 0.%04d took %dms id=%08x-0000-4000-8000-%012x at 0x%x%n",
                i / 60 % 60, i % 60, i % 1000, i, i % 10000, i % 500, i, (long) i * 31, i * 16));
    }

    @Property(tries = 2000)
    void logLinesWithTimestampsToo(@ForAll("timestampedLogLines") String line) {
        PlaceholderNumbering filtered = firstAppearance();
        PlaceholderNumbering everywhere = firstAppearance();

        assertThat(Masks.builtIn().apply(line, filtered)).isEqualTo(EVERYWHERE.apply(line, everywhere));
    }

    /**
     * Log lines as loggers write them: a glog prefix or an ISO date and time in any of its variants (separator, 'T'
     * or a space, seconds, a fraction of any length, a zone), between characters that decide its edges (a letter,
     * '_', a digit, a non-ASCII letter or digit, ':' or '.').
     */
    @Provide
    Arbitrary<String> timestampedLogLines() {
        Arbitrary<String> edge = Arbitraries.of("", " ", "[", "x", "_", "1", ":", ".", "-", "\u00e9", "\u0663", "\uff13",
                "\u0301", "I", "W", "E", "F", "\t", "\n", "Z", "+", "T");
        Arbitrary<String> digits = Arbitraries.strings().withChars("0123456789").ofMinLength(1).ofMaxLength(12);
        Arbitrary<String> fraction = Arbitraries.oneOf(Arbitraries.just(""),
                Arbitraries.of(".", ",").flatMap(point -> digits.map(run -> point + run)));
        Arbitrary<String> zone = Arbitraries.of("", "Z", " Z", "\tZ", "\nZ", "+01", "-0500", "+01:00", "+01:", "+01:0", "+0", " +0100",
                " UTC", "UTC", " GMT", "GMT", "  Z", " utc", "z");
        Arbitrary<String> iso = Combinators.combine(Arbitraries.of("-", "/"), Arbitraries.of("-", "/"),
                Arbitraries.of("T", " ", "\t", "t"), Arbitraries.of("", ":01", ":1", ":"), fraction, zone)
                .as((first, second, beforeTime, seconds, frac, z) -> "2026" + first + "11" + second + "28" + beforeTime
                        + "10:00" + seconds + frac + z);
        Arbitrary<String> glog = Combinators.combine(Arbitraries.of("I", "W", "E", "F", "D", "i", "xI", "_W"), fraction)
                .as((level, frac) -> level + "1128 10:00:01" + frac + " 12345 train.py:42] ");
        Arbitrary<String> stamp = Arbitraries.oneOf(iso, glog, digits, Arbitraries.of("step 1234 ", "1234 ", "10:00:01"));
        return Combinators.combine(edge, stamp, edge, stamp.list().ofMaxSize(2), edge)
                .as((before, first, between, more, after) -> before + first + between + String.join(" ", more) + after
                        + " loss 0.25\n");
    }

    @Property(tries = 50)
    void masksKeepEveryMatchAsAValue(@ForAll("realisticLines") String line) {
        List<List<String>> values = Masks.builtIn().apply(line, null).valuesByMask();

        assertThat(values.get(Masks.builtInNames().indexOf("timestamp"))).hasSize(1);
        assertThat(values.get(Masks.builtInNames().indexOf("uuid"))).hasSize(1);
    }
}
