package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** A field whose value has a type it cannot use is read as absent, kept as an extra, and told by a located warning. */
class WrongTypeWarningsTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"exit_code\": \"x\"      | field \"exit_code\": expected an integer (64-bit), found a string; it counts as absent (kept as an extra) | \"x\"",
        "\"code\": {\"a\": 1}      | field \"code\": expected a string, found an object; it counts as absent (kept as an extra)              | {\"a\": 1}",
        "\"command\": true         | field \"command\": expected a string or an array of strings, found a boolean; it counts as absent (kept as an extra) | true",
        "\"stdout\": 1             | field \"stdout\": expected a string, found a number; it counts as absent (kept as an extra)              | 1",
        "\"seed\": 123             | field \"seed\": expected a string of 64 hex digits, found a number; the run's seed is invalid (kept as logged) | 123",
        "\"step\": 1.5             | field \"step\": expected an integer of up to 18 digits, found a number; it counts as absent (kept as an extra) | 1.5",
        "\"exit_code\": 2.5        | field \"exit_code\": expected an integer (64-bit), found the number 2.5; it counts as absent (kept as an extra) | 2.5",
        "\"reward\": [1]           | field \"reward\": expected a number, found an array; it counts as absent (kept as an extra)              | [1]",
        "\"response\": {\"exitCode\": \"0\"} | field \"response.exitCode\": expected an integer (64-bit), found a string; it counts as absent (kept as an extra) | \"0\"",
        "\"run_id\": false         | field \"run_id\": expected a string or a number, found a boolean; it counts as absent (kept as an extra)  | false",
        "\"command\": [\"python\", 3, \"-c\"] | field \"command\": expected a string or an array of strings, found an array whose element 2 is a number (column 41); it counts as absent (kept as an extra) | [\"python\", 3, \"-c\"]",
        "\"command\": [\"a\\\"],\", \"\\\\\",  null] | field \"command\": expected a string or an array of strings, found an array whose element 3 is null (column 47); it counts as absent (kept as an extra) | [\"a\\\"],\", \"\\\\\",  null]",
        "\"command\": [\"ls\", [\"-l\"], {}] | field \"command\": expected a string or an array of strings, found an array whose element 2 is an array (column 37); it counts as absent (kept as an extra) | [\"ls\", [\"-l\"], {}]",
    })
    void aFieldOfAWrongTypeGetsALocatedWarningAndTheRunStillLoads(String member, String message, String raw)
            throws Exception {
        Path file = new LogFiles(dir).write("{\"run_id\": \"r0\"}\n\n{\"template\": \"t\", " + member + "}\n");
        try (IndexedRolloutLog log = LogFiles.open(file)) {
            assertThat(log.size()).isEqualTo(2);
            assertThat(log.errors()).isEmpty();
            assertThat(log.fieldWarnings()).containsExactly(new LoadError(3, message, raw));
            assertThat(log.fieldWarningCount()).isEqualTo(1);
        }
    }

    @Test
    void aCommandArrayWithANonStringElementIsNoCodeButItsRunKeepsItAsAnExtra() throws Exception {
        Path file = new LogFiles(dir).write("{\"run_id\": \"r\", \"command\": [\"python\", 3, \"-c\"]}\n"
                + "{\"run_id\": \"s\", \"command\": [\"python\", \"-c\", \"x\"]}\n");
        try (IndexedRolloutLog log = LogFiles.open(file)) {
            Run run = log.load(0);
            assertThat(run.code()).isNull();
            assertThat(run.extras()).containsEntry("command", "[\"python\", 3, \"-c\"]");
            assertThat(log.load(1).code()).isEqualTo("python -c x");
            assertThat(log.fieldWarnings()).extracting(LoadError::line).containsExactly(1L);
        }
    }

    @Test
    void aNonStringCommandElementOfAPrettyPrintedRecordIsLocatedByItsOwnLineAndColumn() throws Exception {
        Path file = new LogFiles(dir).write("[\n  {\"run_id\": \"a\", \"command\": [\"ls\", false]},\n  {\n"
                + "    \"run_id\": \"b\",\n    \"command\": [\n      \"ls\",\n      -1\n    ]\n  }\n]\n");
        try (IndexedRolloutLog log = LogFiles.open(file)) {
            assertThat(log.size()).isEqualTo(2);
            assertThat(log.fieldWarnings()).extracting(LoadError::line, LoadError::message).containsExactly(
                    tuple(2L, "field \"command\": expected a string or an array of strings, found an array whose "
                            + "element 2 is a boolean (column 37); it counts as absent (kept as an extra)"),
                    tuple(3L, "field \"command\": expected a string or an array of strings, found an array whose "
                            + "element 2 is a number (line 7, column 7); it counts as absent (kept as an extra)"));
        }
    }

    @Test
    void usableAndAbsentFieldsGiveNoWarning() throws Exception {
        Path file = new LogFiles(dir).write("{\"run_id\": 7, \"exit_code\": 1.0, \"seed\": \"x\", \"stdout\": null, "
                + "\"command\": [\"ls\"], \"run_id\": \" \", \"group\": 3}\n{}\n");
        try (IndexedRolloutLog log = LogFiles.open(file)) {
            assertThat(log.size()).isEqualTo(2);
            assertThat(log.fieldWarnings()).isEmpty();
        }
    }

    @Test
    void warningsOfAPrettyPrintedLogAreLocatedByTheLineTheirRecordStartsOn() throws Exception {
        Path file = new LogFiles(dir).write("[\n  {\"run_id\": \"a\"},\n  {\n    \"run_id\": \"b\",\n"
                + "    \"stderr\": {\"x\": 1}\n  }\n]\n");
        try (IndexedRolloutLog log = LogFiles.open(file)) {
            assertThat(log.size()).isEqualTo(2);
            assertThat(log.fieldWarnings()).extracting(LoadError::line).containsExactly(3L);
        }
    }

    /**
     * A log with a wrong type in every record keeps a bounded number of warnings per range (not one per record),
     * counts them all, and lists only the first ones in file order, none from after a range that dropped some.
     */
    @Test
    void warningsOfALogWithAWrongTypeInEveryRecordAreBoundedCountedAndTheFirstInFileOrder() throws Exception {
        int records = 3 * IndexSegment.MAX_WARNINGS_KEPT + 500;
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < records; i++) {
            text.append("{\"run_id\": \"r").append(i).append("\", \"exit_code\": \"x\"}\n");
        }
        Path file = new LogFiles(dir).write(text.toString());
        try (IndexedRolloutLog log = RolloutLogs.open(file, LoadListener.NONE, Cancellation.none(), 64 << 10,
                IndexingMode.THROUGHPUT)) {
            assertThat(log.size()).isEqualTo(records);
            assertThat(log.fieldWarningCount()).isEqualTo(records);
            List<LoadError> warnings = log.fieldWarnings();
            assertThat(warnings).extracting(LoadError::line)
                    .containsExactlyElementsOf(LongStream.rangeClosed(1, warnings.size()).boxed().toList());
            assertThat(warnings).hasSizeLessThanOrEqualTo(IndexSegment.MAX_WARNINGS_KEPT);
        }
    }
}
