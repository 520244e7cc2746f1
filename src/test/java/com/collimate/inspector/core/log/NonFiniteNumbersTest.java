package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** Python's json writes NaN, Infinity and -Infinity for such floats by default; the reader takes them as numbers. */
class NonFiniteNumbersTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"NaN", "Infinity", "-Infinity"})
    void eachSpellingIsANumberWhereverAValueMayStand(String spelling) throws Exception {
        String record = "{\"run_id\": \"r\", \"advantage\": " + spelling + ", \"metrics\": {\"kl\": " + spelling
                + ", \"deep\": {\"x\": [" + spelling + "]}}, \"scores\": [1, " + spelling + ", " + spelling + "],"
                + " \"response\": {\"stdout\": \"1\\n\", \"logprob\": " + spelling + "}, \"last\":" + spelling + "}";

        try (IndexedRolloutLog log = open(record + "\n" + "{\"run_id\": \"after\"}\n")) {
            assertThat(log.errors()).isEmpty();
            assertThat(keys(log)).containsExactly("r", "after");
            Run run = log.load(0);
            assertThat(run.stdout()).isEqualTo("1\n");
            assertThat(run.extras()).containsEntry("advantage", spelling).containsEntry("last", spelling)
                    .containsEntry("response.logprob", spelling)
                    .containsEntry("scores", "[1, " + spelling + ", " + spelling + "]");
        }
    }

    @ParameterizedTest
    @CsvSource({"NaN, NaN", "Infinity, Infinity", "-Infinity, -Infinity", "-0.5, -0.5"})
    void aNonFiniteRewardOrDurationIsShownAsLoggedNotAsAbsent(String logged, Double value) throws Exception {
        String text = "{\"run_id\": \"r\", \"reward\": " + logged + ", \"duration_ms\": " + logged + "}\n"
                + "{\"run_id\": \"none\"}\n";

        try (IndexedRolloutLog log = open(text)) {
            RunSummary summary = log.summary(0);
            assertThat(summary.reward()).isEqualTo(value);
            assertThat(summary.durationMs()).isEqualTo(value);
            Run run = log.load(0);
            assertThat(run.reward()).isEqualTo(value);
            assertThat(run.durationMs()).isEqualTo(value);
            assertThat(run.extras()).doesNotContainKeys("reward", "duration_ms");
            assertThat(log.summary(1).reward()).isNull();
            assertThat(log.summary(1).durationMs()).isNull();
        }
    }

    @Test
    void aNanExitCodeOrStepIsNotAnIntegerSoItIsMissingAndKeptAsAnExtra() throws Exception {
        try (IndexedRolloutLog log = open("{\"run_id\": NaN, \"exit_code\": NaN, \"step\": Infinity}\n")) {
            assertThat(log.errors()).isEmpty();
            assertThat(log.summary(0).key()).isEqualTo("NaN");
            assertThat(log.summary(0).exitCode()).isNull();
            assertThat(log.summary(0).step()).isNull();
            Run run = log.load(0);
            assertThat(run.exitCode()).isNull();
            assertThat(run.extras()).containsEntry("exit_code", "NaN").containsEntry("step", "Infinity");
        }
    }

    @Test
    void nearMissesStayErrorsWithTheirMessages() throws Exception {
        String text = String.join("\n",
                "{\"a\": -NaN}",
                "{\"a\": nan}",
                "{\"a\": +Infinity}",
                "{\"a\": Inf}",
                "{\"a\": infinity}",
                "{\"a\": NAN}",
                "{\"a\": -Inf}",
                "{\"a\": NaNa}",
                "{\"a\": \"ok\"}",
                "{\"a\": Infinit");

        try (IndexedRolloutLog log = open(text)) {
            assertThat(log.size()).isEqualTo(1);
            assertThat(log.errors()).extracting(LoadError::line, LoadError::message).containsExactly(
                    tuple(1L, nonStandard("-NaN") + " (column 7)"),
                    tuple(2L, nonStandard("nan") + " (column 7)"),
                    tuple(3L, nonStandard("+Infinity") + " (column 7)"),
                    tuple(4L, nonStandard("Inf") + " (column 7)"),
                    tuple(5L, nonStandard("infinity") + " (column 7)"),
                    tuple(6L, nonStandard("NAN") + " (column 7)"),
                    tuple(7L, nonStandard("-Inf") + " (column 7)"),
                    tuple(8L, "expected ',' or '}' in an object, found 'a' (column 10)"),
                    tuple(10L, "unexpected 'I', expected a JSON value (column 7)"));
        }
    }

    @Test
    void aWordThatOnlyStartsLikeANonFiniteNumberKeepsTheUsualMessage() throws Exception {
        String text = "{\"a\": nanny}\n{\"a\": info}\n{\"a\": -inf1}\n{\"a\": nul}\n{\"a\": [1, nan]}\n"
                + "{\"run_id\": \"r\"}\n";

        try (IndexedRolloutLog log = open(text)) {
            assertThat(log.errors()).extracting(LoadError::message).containsExactly(
                    "invalid literal, expected 'null' (column 7)",
                    "unexpected 'i', expected a JSON value (column 7)",
                    "invalid number: expected a digit after '-', found 'i' (column 8)",
                    "invalid literal, expected 'null' (column 7)",
                    nonStandard("nan") + " (column 11)");
        }
    }

    @Test
    void aNonStandardSpellingSplitByTheEndOfAWindowIsToldTheSame() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            // shifts each value across the 64-byte window's edges
            text.append("{\"run_id\": \"r").append(i).append("\", \"pad\": \"").append("x".repeat(i))
                    .append("\", \"reward\": ").append(i % 2 == 0 ? "-infinity" : "nan").append("}\n");
        }

        IndexSegment segment = new LogFiles(dir).indexInSmallWindows(text.toString(), false, 1 << 20);

        assertThat(segment.errors(0)).extracting(LoadError::message).hasSize(40).satisfies(messages ->
                IntStream.range(0, 40).forEach(i ->
                        assertThat(messages.get(i)).startsWith(nonStandard(i % 2 == 0 ? "-infinity" : "nan"))));
    }

    @Test
    void aTopLevelNanOrAnArrayOfThemIsNotARecord() throws Exception {
        try (IndexedRolloutLog log = open("NaN\n[NaN, -Infinity]\n{\"run_id\": \"r\"}\n")) {
            assertThat(log.errors()).extracting(LoadError::message).containsExactly(
                    "the record is a number, not a JSON object", "the record is an array, not a JSON object");
        }
    }

    @Test
    void aSpellingSplitByTheEndOfAWindowIsReadTheSame() throws Exception {
        StringBuilder text = new StringBuilder("[");
        for (int i = 0; i < 40; i++) {
            // shifts each value across the 64-byte window's edges
            text.append(i == 0 ? "" : ",\n").append("{\"run_id\": \"r").append(i).append("\", \"pad\": \"")
                    .append("x".repeat(i)).append("\", \"reward\": ").append(i % 2 == 0 ? "-Infinity" : "NaN")
                    .append("}");
        }
        text.append("]");

        IndexSegment segment = new LogFiles(dir).indexInSmallWindows(text.toString(), true, 1 << 20);

        assertThat(segment.errors(0)).isEmpty();
        assertThat(IntStream.range(0, segment.size()).mapToObj(i -> segment.summary(i, i, 0).reward()))
                .containsExactlyElementsOf(IntStream.range(0, 40)
                        .mapToObj(i -> i % 2 == 0 ? Double.NEGATIVE_INFINITY : Double.NaN).toList());
    }

    private static String nonStandard(String spelling) {
        return "non-standard number '" + spelling + "': JSON has no NaN or infinity; write null or a number "
                + "(NaN, Infinity and -Infinity, as Python writes them, are read too)";
    }

    private IndexedRolloutLog open(String text) throws UnreadableLogException {
        return LogFiles.open(new LogFiles(dir).write(text));
    }

    private static List<String> keys(IndexedRolloutLog log) {
        return IntStream.range(0, log.size()).mapToObj(i -> log.summary(i).key()).toList();
    }
}
