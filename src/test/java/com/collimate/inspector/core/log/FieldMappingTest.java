package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class FieldMappingTest {
    private static final String HEX = "c0ffee00".repeat(8);
    private static final Long[] MIXED_EXIT_CODES = {0xC0000005L, 0L, null, (long) Integer.MIN_VALUE, Long.MAX_VALUE,
        Integer.MIN_VALUE + 1L, 0xC0000006L, 0L, Long.MIN_VALUE, null};

    @TempDir
    Path dir;

    /** Opens a one-record log and returns its summary and full run, checking they agree. */
    private Mapped read(String record) throws Exception {
        try (IndexedRolloutLog log = LogFiles.open(new LogFiles(dir).write("\n" + record + "\n"))) {
            assertThat(log.errors()).isEmpty();
            assertThat(log.size()).isEqualTo(1);
            Mapped mapped = new Mapped(log.summary(0), log.load(0));
            assertThat(mapped.summary.key()).isEqualTo(mapped.run.key());
            assertThat(mapped.summary.seed()).isEqualTo(mapped.run.seed());
            assertThat(mapped.summary.seedAck()).isEqualTo(mapped.run.seedAck());
            assertThat(mapped.summary.seedAckRaw()).isEqualTo(mapped.run.seedAckRaw());
            assertThat(mapped.summary.exitCode()).isEqualTo(mapped.run.exitCode());
            assertThat(mapped.summary.template()).isEqualTo(mapped.run.template());
            assertThat(mapped.summary.group()).isEqualTo(mapped.run.group());
            assertThat(mapped.summary.step()).isEqualTo(mapped.run.step());
            assertThat(mapped.summary.reward()).isEqualTo(mapped.run.reward());
            assertThat(mapped.summary.durationMs()).isEqualTo(mapped.run.durationMs());
            assertThat(mapped.summary.timestamp()).isEqualTo(mapped.run.timestamp());
            assertThat(mapped.run.rawJson()).isEqualTo(record);
            return mapped;
        }
    }

    private record Mapped(RunSummary summary, Run run) {
    }

    @Test
    void mapsEveryKnownField() throws Exception {
        Mapped m = read("{\"run_id\":\"r1\",\"template\":\"python\",\"code\":\"print(1)\",\"seed\":\"" + HEX
                + "\",\"seed_ack\":\"verified\",\"stdout\":\"é\\n\",\"stderr\":\"\",\"exit_code\":3,\"group\":\"g7\","
                + "\"step\":12,\"reward\":0.25,\"duration_ms\":1500.5,\"timestamp\":\"2026-11-29T08:00:00Z\"}");
        Run run = m.run;
        assertThat(run.key()).isEqualTo("r1");
        assertThat(run.line()).isEqualTo(2);
        assertThat(run.template()).isEqualTo("python");
        assertThat(run.code()).isEqualTo("print(1)");
        assertThat(run.seed().isValid()).isTrue();
        assertThat(run.seed().raw()).isEqualTo(HEX);
        assertThat(run.seedAck()).isEqualTo(SeedAck.VERIFIED);
        assertThat(run.stdout()).isEqualTo("é\n");
        assertThat(run.stderr()).isEmpty();
        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.group()).isEqualTo("g7");
        assertThat(run.step()).isEqualTo(12L);
        assertThat(run.reward()).isEqualTo(0.25);
        assertThat(run.durationMs()).isEqualTo(1500.5);
        assertThat(run.timestamp()).isEqualTo("2026-11-29T08:00:00Z");
        assertThat(run.extras()).isEmpty();
        assertThat(m.summary.stdoutBytes()).isEqualTo(3);
        assertThat(m.summary.stderrBytes()).isZero();
    }

    @Test
    void aNameGivenTwiceInOneObjectTakesItsLastValueAsPythonsJsonLoadsDoes() throws Exception {
        String other = "ab".repeat(32);
        Mapped m = read("{\"run_id\":\"a\",\"run_id\":\"b\",\"seed\":\"" + HEX + "\",\"seed\":\"" + other
                + "\",\"seed_ack\":\"off\",\"seed_ack\":\"verified\",\"exit_code\":0,\"exit_code\":3,"
                + "\"response\":{\"stdout\":\"first\"},\"response\":{\"stdout\":\"second\"}}");
        assertThat(m.run.key()).isEqualTo("b");
        assertThat(m.run.seed().raw()).isEqualTo(other);
        assertThat(m.run.seedAck()).isEqualTo(SeedAck.VERIFIED);
        assertThat(m.run.exitCode()).isEqualTo(3);
        assertThat(m.run.stdout()).isEqualTo("second");
    }

    @Test
    void keyFallsBackToLineNumber() throws Exception {
        assertThat(read("{\"x\":1}").run.key()).isEqualTo("#2");
        assertThat(read("{\"run_id\":null,\"x\":1}").run.key()).isEqualTo("#2");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"{\"id\":\"k\"}|k", "{\"runId\":\"k\"}|k", "{\"id\":42}|42",
        "{\"id\":\"i\",\"run_id\":\"r\"}|r", "{\"runId\":\"x\",\"id\":\"i\"}|i"})
    void keyAliases(String record, String key) throws Exception {
        assertThat(read(record).run.key()).isEqualTo(key);
    }

    @ParameterizedTest
    @ValueSource(strings = {"exit_code", "exitCode", "returncode", "return_code", "exit_status"})
    void exitCodeAliases(String name) throws Exception {
        assertThat(read("{\"" + name + "\":137}").run.exitCode()).isEqualTo(137);
    }

    /** Windows reports an access violation as 3221225477 (0xC0000005); some loggers write codes signed. */
    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "2147483647", "3221225477", "-1073741819", "-2147483648", "-2147483647",
        "4294967295", "9223372036854775807", "-9223372036854775808"})
    void exitCodeInTheRangeOfALongIsKeptExactly(String value) throws Exception {
        Run run = read("{\"exit_code\":" + value + "}").run;
        assertThat(run.exitCode()).isEqualTo(Long.parseLong(value));
        assertThat(run.extras()).isEmpty();
    }

    /** A Python logger writes a float exit code as {@code 1.0}; the exec client reads such an answer alike. */
    @ParameterizedTest
    @CsvSource({"1.0, 1", "137.0, 137", "-1.0, -1", "0.0, 0", "-0.0, 0", "1e3, 1000", "3221225477.0, 3221225477",
        "9007199254740992.0, 9007199254740992"})
    void exitCodeWrittenAsAFloatNamingAnIntegerIsThatInteger(String value, long code) throws Exception {
        Mapped mapped = read("{\"exit_code\":" + value + "}");
        assertThat(mapped.run.exitCode()).isEqualTo(code);
        assertThat(mapped.summary.exitCode()).isEqualTo(code);
        assertThat(mapped.run.extras()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"0\"", "1.5", "-0.5", "9007199254740994.0", "1e20", "NaN", "Infinity",
        "9223372036854775808", "-9223372036854775809", "99999999999999999999", "true", "null", "{}"})
    void exitCodeThatIsNotAnIntegerOfALongIsMissingButKept(String value) throws Exception {
        Run run = read("{\"exit_code\":" + value + "}").run;
        assertThat(run.exitCode()).isNull();
        assertThat(run.extras()).containsEntry("exit_code", value);
    }

    @Test
    void absentExitCodeIsMissing() throws Exception {
        Run run = read("{\"run_id\":\"a\"}").run;
        assertThat(run.exitCode()).isNull();
        assertThat(run.extras()).isEmpty();
    }

    @Test
    void wideExitCodesAmongOrdinaryOnesAreKeptPerRunAcrossBlocksAndCounted() throws Exception {
        int runs = 20_000;
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < runs; i++) {
            text.append(mixedExitCode(i) == null ? "{\"run_id\":" + i + "}\n"
                    : "{\"run_id\":" + i + ",\"exit_code\":" + mixedExitCode(i) + "}\n");
        }
        try (IndexedRolloutLog log = LogFiles.open(new LogFiles(dir).write(text.toString()))) {
            assertThat(log.size()).isEqualTo(runs);
            for (int i = 0; i < runs; i++) {
                assertThat(log.summary(i).exitCode()).as("run %d", i).isEqualTo(mixedExitCode(i));
            }
            for (int i : new int[] {0, 7, 8191, 8192, 19_999}) {
                assertThat(log.load(i).exitCode()).as("run %d", i).isEqualTo(mixedExitCode(i));
            }
            LogStatistics statistics = log.statistics(0);
            assertThat(statistics.exitCodes()).containsExactly(Map.entry(Long.MIN_VALUE, 2_000L),
                    Map.entry((long) Integer.MIN_VALUE, 2_000L), Map.entry(Integer.MIN_VALUE + 1L, 2_000L),
                    Map.entry(0L, 4_000L), Map.entry(0xC0000005L, 2_000L), Map.entry(0xC0000006L, 2_000L),
                    Map.entry(Long.MAX_VALUE, 2_000L));
            assertThat(statistics.exitCodeMissing()).isEqualTo(4_000L);
        }
    }

    /** Run {@code i}'s exit code in the test above: a repeating mix of wide, sentinel-like, ordinary and none. */
    private static Long mixedExitCode(int i) {
        return MIXED_EXIT_CODES[i % MIXED_EXIT_CODES.length];
    }

    @ParameterizedTest
    @ValueSource(strings = {"seed_ack", "seedAck"})
    void seedAckAliases(String name) throws Exception {
        assertThat(read("{\"" + name + "\":\"no-ack\"}").run.seedAck()).isEqualTo(SeedAck.NO_ACK);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"\"verified\"|VERIFIED", "\" Verified \"|VERIFIED", "\"no-ack\"|NO_ACK",
        "\"no_ack\"|NO_ACK", "\"NOACK\"|NO_ACK", "\"off\"|OFF", "\"mismatch\"|MISMATCH", "\"(mismatch)\"|MISMATCH",
        "\"mismatch: checksum failed\"|MISMATCH", "\"\"|MISSING", "\"  \"|MISSING", "null|MISSING", "true|MISMATCH",
        "7|MISMATCH"})
    void seedAckMapping(String value, SeedAck expected) throws Exception {
        Run run = read("{\"seed_ack\":" + value + "}").run;
        assertThat(run.seedAck()).isEqualTo(expected);
        String raw = value.equals("null") ? null : value.startsWith("\"") ? value.substring(1, value.length() - 1) : value;
        assertThat(run.seedAckRaw()).isEqualTo(raw);
    }

    @Test
    void absentSeedAckIsMissing() throws Exception {
        Run run = read("{\"run_id\":\"a\"}").run;
        assertThat(run.seedAck()).isEqualTo(SeedAck.MISSING);
        assertThat(run.seedAckRaw()).isNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00\"|VALID",
        "\"C0FFEE00C0FFEE00C0FFEE00C0FFEE00C0FFEE00C0FFEE00C0FFEE00C0FFEE00\"|VALID",
        "\"C0ffee00c0FFEE00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00\"|VALID",
        "\"0123456789012345678901234567890123456789012345678901234567890123\"|VALID",
        "\"c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee0\"|INVALID",
        "\"c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee000\"|INVALID",
        "\"g0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00\"|INVALID",
        "\"\\u0063\\u0030ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00\"|VALID",
        "\"\"|INVALID", "12345|INVALID", "{\"hex\":\"ab\"}|INVALID", "null|MISSING"})
    void seedValidity(String value, Seed.Status status) throws Exception {
        Seed seed = read("{\"seed\":" + value + "}").run.seed();
        assertThat(seed.status()).isEqualTo(status);
        if (status != Seed.Status.MISSING) {
            assertThat(seed.raw()).isEqualTo(value.startsWith("\"")
                    ? JsonText.decodeString(value.getBytes(), 1, value.length() - 1) : value);
        }
    }

    @Test
    void absentSeedIsMissing() throws Exception {
        assertThat(read("{\"x\":1}").run.seed().isMissing()).isTrue();
    }

    @Test
    void nestedRecordPrefersResponseThenRequestThenTopLevel() throws Exception {
        String other = "ab".repeat(32);
        Mapped m = read("{\"run_id\":\"r\",\"seed\":\"" + other + "\",\"template\":\"top\",\"group\":\"g\","
                + "\"request\":{\"seed\":\"" + other + "\",\"template\":\"bash\",\"code\":\"echo hi\",\"id\":\"req\"},"
                + "\"response\":{\"seed\":\"" + HEX + "\",\"seed_ack\":\"off\",\"stdout\":\"hi\\n\",\"exit_code\":0,"
                + "\"id\":\"resp\",\"usage\":{\"cpu_ms\":3}}}");
        Run run = m.run;
        assertThat(run.seed().raw()).isEqualTo(HEX);
        assertThat(run.template()).isEqualTo("bash");
        assertThat(run.group()).isEqualTo("g");
        assertThat(run.code()).isEqualTo("echo hi");
        assertThat(run.stdout()).isEqualTo("hi\n");
        assertThat(run.seedAck()).isEqualTo(SeedAck.OFF);
        assertThat(run.exitCode()).isZero();
        assertThat(run.key()).as("the record's own id wins for the key").isEqualTo("r");
        assertThat(run.extras()).containsEntry("request.seed", "\"" + other + "\"")
                .containsEntry("seed", "\"" + other + "\"")
                .containsEntry("template", "\"top\"")
                .containsEntry("request.id", "\"req\"")
                .containsEntry("response.id", "\"resp\"")
                .containsEntry("response.usage", "{\"cpu_ms\":3}")
                .doesNotContainKeys("response.seed", "request.template", "run_id", "request", "response");
    }

    /** The request and response objects are scanned by the record's own loop, which must leave them where they end. */
    @Test
    void requestAndResponseObjectsEmptyBlankOrLastAreScopedOnlyAtTheTopLevel() throws Exception {
        Mapped m = read("{ \"request\" : { } , \"response\" : { \"seed\" : \"" + HEX + "\" , "
                + "\"usage\" : {\"response\":{\"template\":\"inner\"}} } , \"run_id\" : \"k\" , "
                + "\"request\":{\"template\":\"bash\",\"exit_code\":2}}");
        Run run = m.run;
        assertThat(run.key()).isEqualTo("k");
        assertThat(run.seed().raw()).isEqualTo(HEX);
        assertThat(run.template()).as("an object named response inside one is no scope").isEqualTo("bash");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.extras()).containsOnly(Map.entry("response.usage", "{\"response\":{\"template\":\"inner\"}}"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"\"", "\"  \"", "\"\\t \\n\"", "\"\\u0020\""})
    void anEmptyOrBlankRunIdCountsAsAbsent(String value) throws Exception {
        Run run = read("{\"run_id\":" + value + ",\"code\":\"x\"}").run;
        assertThat(run.key()).isEqualTo("#2");
        assertThat(run.extras()).containsEntry("run_id", value);
        assertThat(read("{\"run_id\":" + value + ",\"id\":\"real\"}").run.key()).as("the next name").isEqualTo("real");
        assertThat(read("{\"run_id\":\" a \"}").run.key()).as("not blank: kept as logged").isEqualTo(" a ");
        assertThat(read("{\"run_id\":\"\\u0041\"}").run.key()).isEqualTo("A");
    }

    @Test
    void keyFromResponseWhenTheTopLevelHasNone() throws Exception {
        assertThat(read("{\"request\":{\"id\":\"q\"},\"response\":{\"id\":\"s\"}}").run.key()).isEqualTo("s");
    }

    @Test
    void nullInResponseFallsBackToRequest() throws Exception {
        Run run = read("{\"request\":{\"seed\":\"" + HEX + "\"},\"response\":{\"seed\":null}}").run;
        assertThat(run.seed().raw()).isEqualTo(HEX);
        assertThat(run.extras()).containsEntry("response.seed", "null");
    }

    @Test
    void commandArrayIsJoinedWithShellQuotingAndKeptRaw() throws Exception {
        Run run = read("{\"command\":[\"python\",\"-c\",\"print(1)\"]}").run;
        assertThat(run.code()).isEqualTo("python -c 'print(1)'");
        assertThat(read("{\"command\":[\"python3\",\"-c\",\"print(\\\"a  b\\\")\",\"\",\"it's\"]}").run.code())
                .isEqualTo("python3 -c 'print(\"a  b\")' '' 'it'\\''s'");
        assertThat(run.extras()).containsEntry("command", "[\"python\",\"-c\",\"print(1)\"]");
        assertThat(read("{\"command\":\"ls -l\"}").run.code()).isEqualTo("ls -l");
        assertThat(read("{\"command\":[\"ls\",1]}").run.code()).isNull();
        assertThat(read("{\"code\":\"a\",\"command\":\"b\"}").run.code()).isEqualTo("a");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"group|g", "group_id|g", "groupId|g"})
    void groupAliases(String name, String value) throws Exception {
        assertThat(read("{\"" + name + "\":\"" + value + "\"}").run.group()).isEqualTo(value);
    }

    @Test
    void otherAliasesAndNumbers() throws Exception {
        Run run = read("{\"durationMs\":12,\"ts\":1700000000,\"group_id\":5,\"templateId\":\"node\",\"step\":-3,"
                + "\"reward\":-1.5e2}").run;
        assertThat(run.durationMs()).isEqualTo(12.0);
        assertThat(run.timestamp()).isEqualTo("1700000000");
        assertThat(run.group()).isEqualTo("5");
        assertThat(run.template()).isEqualTo("node");
        assertThat(run.step()).isEqualTo(-3L);
        assertThat(run.reward()).isEqualTo(-150.0);
        assertThat(read("{\"time\":\"t\"}").run.timestamp()).isEqualTo("t");
        assertThat(read("{\"reward\":0.1}").run.reward()).isEqualTo(0.1);
        assertThat(read("{\"reward\":123456789.123456789}").run.reward()).isEqualTo(123456789.123456789);
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"2026-11-29T08:00:00.123456+00:00\"", "\"2026-11-29 08:00:00\"",
            "\"2026-11-29T08:00:00.5-05:30\"", "\"2026-11-29T08:00:60Z\"", "\"9999-12-31T23:59:59Z\"",
            "1764403200123456789", "1764403200.1234567", "-1.5", "1.5e9", "\"-0\"", "\"\\u0032026-11-29\""})
    void timestampsInEveryFormReadAsLogged(String value) throws Exception {
        String logged = value.startsWith("\"")
                ? JsonText.decodeString(value.getBytes(StandardCharsets.UTF_8), 1, value.length() - 1) : value;
        assertThat(read("{\"timestamp\":" + value + "}").summary.timestamp()).isEqualTo(logged);
    }

    @Test
    void escapedKeysAreMatchedByTheirText() throws Exception {
        Run run = read("{\"\\u0073eed_ack\":\"verified\",\"re\\u0073ponse\":{\"exit_code\":4}}").run;
        assertThat(run.seedAck()).isEqualTo(SeedAck.VERIFIED);
        assertThat(run.exitCode()).isEqualTo(4);
    }

    @Test
    void unknownFieldsBecomeExtrasAsRawJson() throws Exception {
        Run run = read("{\"run_id\":\"a\",\"meta\":{\"a\":[1,2]},\"flag\":true,\"n\":null,\"request\":\"not an object\"}").run;
        assertThat(run.extras()).containsEntry("meta", "{\"a\":[1,2]}").containsEntry("flag", "true")
                .containsEntry("n", "null").containsEntry("request", "\"not an object\"");
    }
}
