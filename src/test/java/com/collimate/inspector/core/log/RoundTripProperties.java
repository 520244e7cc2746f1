package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Random runs with random text, written as JSON Lines or a JSON array, read back exactly. */
class RoundTripProperties {

    record Written(String key, String template, String code, String seed, String seedAck, String stdout,
                   String stderr, Long exitCode, String group, Long step, Double reward, Double duration,
                   boolean nested, boolean escapeAll) {
    }

    @Property(tries = 150)
    void runsReadBackExactly(@ForAll("runs") @Size(min = 1, max = 12) List<Written> runs,
                             @ForAll boolean asArray) throws Exception {
        Path dir = Files.createTempDirectory("roundtrip");
        Path file = dir.resolve("log");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(asArray ? "[\n".getBytes(StandardCharsets.UTF_8) : new byte[0]);
        for (int i = 0; i < runs.size(); i++) {
            String record = json(runs.get(i));
            out.writeBytes(record.getBytes(StandardCharsets.UTF_8));
            out.writeBytes((asArray && i < runs.size() - 1 ? ",\n" : "\n").getBytes(StandardCharsets.UTF_8));
        }
        out.writeBytes(asArray ? "]\n".getBytes(StandardCharsets.UTF_8) : new byte[0]);
        Files.write(file, out.toByteArray());
        try (IndexedRolloutLog log = LogFiles.open(file)) {
            assertThat(log.errors()).isEmpty();
            assertThat(log.size()).isEqualTo(runs.size());
            for (int i = 0; i < runs.size(); i++) {
                Written w = runs.get(i);
                long line = asArray ? i + 2 : i + 1;
                Run run = log.load(i);
                RunSummary summary = log.summary(i);
                // an empty or blank run_id counts as absent
                String key = w.key() == null || w.key().isBlank() ? "#" + line : w.key();
                assertThat(run.key()).isEqualTo(key);
                assertThat(summary.key()).isEqualTo(key);
                assertThat(run.line()).isEqualTo(line);
                assertThat(summary.line()).isEqualTo(line);
                assertThat(run.template()).isEqualTo(w.template());
                assertThat(summary.template()).isEqualTo(w.template());
                assertThat(run.code()).isEqualTo(w.code());
                assertThat(run.seed()).isEqualTo(Seed.ofString(w.seed()));
                assertThat(summary.seed()).isEqualTo(Seed.ofString(w.seed()));
                assertThat(run.seedAckRaw()).isEqualTo(w.seedAck());
                assertThat(summary.seedAckRaw()).isEqualTo(w.seedAck());
                assertThat(summary.seedAck()).isEqualTo(SeedAck.parse(w.seedAck()));
                assertThat(run.stdout()).isEqualTo(w.stdout());
                assertThat(run.stderr()).isEqualTo(w.stderr());
                assertThat(summary.stdoutBytes()).isEqualTo(utf8Length(w.stdout()));
                assertThat(summary.stderrBytes()).isEqualTo(utf8Length(w.stderr()));
                assertThat(run.exitCode()).isEqualTo(w.exitCode());
                assertThat(summary.exitCode()).isEqualTo(w.exitCode());
                assertThat(run.group()).isEqualTo(w.group());
                assertThat(summary.group()).isEqualTo(w.group());
                assertThat(run.step()).isEqualTo(w.step());
                assertThat(summary.step()).isEqualTo(w.step());
                assertThat(run.reward()).isEqualTo(w.reward());
                assertThat(summary.reward()).isEqualTo(w.reward());
                assertThat(run.durationMs()).isEqualTo(w.duration());
                assertThat(summary.durationMs()).isEqualTo(w.duration());
                if (w.key() != null && w.key().isBlank()) { // kept, not dropped
                    assertThat(run.extras()).containsOnlyKeys("run_id");
                } else {
                    assertThat(run.extras()).isEmpty();
                }
                assertThat(run.rawJson()).isEqualTo(json(w));
            }
        } finally {
            Files.delete(file);
            Files.delete(dir);
        }
    }

    @Provide
    Arbitrary<List<Written>> runs() {
        Arbitrary<String> text = Arbitraries.strings().all().ofMaxLength(40);
        Arbitrary<String> optionalText = text.injectNull(0.2);
        Arbitrary<String> output = Arbitraries.oneOf(text,
                Arbitraries.strings().all().ofMaxLength(600),
                Arbitraries.strings().withChars("\\\"\n\tab\u001bé🚀\ud800").ofMaxLength(600)).injectNull(0.2);
        Arbitrary<String> seed = Arbitraries.oneOf(
                Arbitraries.bytes().array(byte[].class).ofSize(32).map(b -> HexFormat.of().formatHex(b)),
                Arbitraries.bytes().array(byte[].class).ofSize(32).map(b -> HexFormat.of().withUpperCase().formatHex(b)),
                text).injectNull(0.1);
        Arbitrary<String> ack = Arbitraries.oneOf(Arbitraries.of("verified", "no-ack", "off", "(mismatch)",
                "mismatch: checksum failed", "", " Verified "), text).injectNull(0.2);
        Arbitrary<Long> exit = Arbitraries.longs().edgeCases(edges -> edges.add(Long.MIN_VALUE, Long.MAX_VALUE,
                (long) Integer.MIN_VALUE, Integer.MIN_VALUE + 1L, 0xC0000005L)).injectNull(0.2);
        Arbitrary<Long> step = Arbitraries.longs().between(-999_999_999_999_999_999L, 999_999_999_999_999_999L).injectNull(0.2);
        Arbitrary<Double> number = Arbitraries.oneOf(Arbitraries.doubles(), Arbitraries.doubles().ofScale(3),
                Arbitraries.of(0.0, -0.0, 1e300, 4.9e-324,
                        Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY)).injectNull(0.2);
        Arbitrary<Written> run = Combinators.combine(List.of(any(optionalText), any(optionalText), any(optionalText),
                        any(seed), any(ack), any(output), any(output), any(exit), any(optionalText),
                        any(step), any(number), any(number), any(Arbitraries.of(true, false)),
                        any(Arbitraries.of(true, false))))
                .as(v -> new Written((String) v.get(0), (String) v.get(1), (String) v.get(2), (String) v.get(3),
                        (String) v.get(4), (String) v.get(5), (String) v.get(6), (Long) v.get(7),
                        (String) v.get(8), (Long) v.get(9), (Double) v.get(10), (Double) v.get(11),
                        (Boolean) v.get(12), (Boolean) v.get(13)));
        return run.list();
    }

    private static Arbitrary<Object> any(Arbitrary<?> arbitrary) {
        return arbitrary.map(value -> (Object) value);
    }

    private static long utf8Length(String text) {
        if (text == null) {
            return -1;
        }
        long length = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                length += 4;
                i++;
            } else {
                length += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
            }
        }
        return length;
    }

    /** The record as a writer would log it; nested runs put the exec's fields under "response". */
    static String json(Written w) {
        StringBuilder top = new StringBuilder();
        StringBuilder exec = new StringBuilder();
        member(top, "run_id", w.key(), w.escapeAll());
        member(top, "group", w.group(), w.escapeAll());
        member(top, "step", w.step() == null ? null : w.step().toString());
        StringBuilder target = w.nested() ? exec : top;
        member(target, "template", w.template(), w.escapeAll());
        member(target, "code", w.code(), w.escapeAll());
        member(target, "seed", w.seed(), w.escapeAll());
        member(target, "seed_ack", w.seedAck(), w.escapeAll());
        member(target, "stdout", w.stdout(), w.escapeAll());
        member(target, "stderr", w.stderr(), w.escapeAll());
        member(target, "exit_code", w.exitCode() == null ? null : w.exitCode().toString());
        member(top, "reward", w.reward() == null ? null : w.reward().toString());
        member(top, "duration_ms", w.duration() == null ? null : w.duration().toString());
        if (w.nested()) {
            member(top, "response", "{" + exec + "}");
        }
        return "{" + top + "}";
    }

    private static void member(StringBuilder out, String name, String jsonValue) {
        if (jsonValue != null) {
            out.append(out.length() == 0 ? "" : ",").append('"').append(name).append("\":").append(jsonValue);
        }
    }

    private static void member(StringBuilder out, String name, String text, boolean escapeAll) {
        if (text != null) {
            member(out, name, quote(text, escapeAll));
        }
    }

    /** JSON string: control characters and lone surrogates escaped; everything else raw UTF-8 unless escapeAll. */
    private static String quote(String text, boolean escapeAll) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1));
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || escapeAll && c >= 0x7F || Character.isSurrogate(c) && !pair
                    && !(i > 0 && Character.isLowSurrogate(c) && Character.isHighSurrogate(text.charAt(i - 1)))) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }

    @Property(tries = 20)
    void quoteEscapesEveryLoneSurrogate(@ForAll String text) throws IOException {
        String quoted = quote(text, false);
        assertThat(StandardCharsets.UTF_8.newEncoder().canEncode(quoted)).isTrue();
    }
}
