package com.collimate.inspector.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class OutputIsInputTest {
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final String LOG = "{\"run_id\": \"a\", \"template\": \"python\", \"code\": \"print(1)\"}\n";

    @TempDir
    Path dir;

    @Test
    void aFileToReadThatIsStandardOutputIsNamed() throws IOException {
        Path first = Files.writeString(dir.resolve("first.jsonl"), LOG);
        Path second = Files.writeString(dir.resolve("second.jsonl"), LOG);

        assertThat(OutputIsInput.refusal(List.of("first.jsonl", "second.jsonl"), List.of(first, second), second))
                .hasValueSatisfying(why -> assertThat(why).startsWith("standard output is 'second.jsonl', a file to "
                        + "read: a '>' redirect emptied it"));
    }

    @Test
    void standardOutputElsewhereOrNotAFileIsNoClash() throws IOException {
        Path log = Files.writeString(dir.resolve("log.jsonl"), LOG);
        Path results = Files.writeString(dir.resolve("results.txt"), "");

        assertThat(OutputIsInput.refusal(List.of("log.jsonl"), List.of(log), results)).isEmpty();
        assertThat(OutputIsInput.refusal(List.of("log.jsonl"), List.of(log), dir)).isEmpty();
    }

    @Test
    void standardOutputOnTheLogOrItsJournalIsNamedAndElsewhereIsNoClash() throws IOException {
        Path log = Files.writeString(dir.resolve("log.jsonl"), LOG);
        Path journal = Files.writeString(dir.resolve("log.jsonl.replays.jsonl"), "");
        Path results = Files.writeString(dir.resolve("results.txt"), "");
        Path data = dir.resolve("data");

        assertThat(OutputIsInput.logRefusal(log, () -> data, log)).hasValueSatisfying(why -> assertThat(why)
                .startsWith("standard output is the log itself: "));
        assertThat(OutputIsInput.logRefusal(log, () -> data, journal)).hasValueSatisfying(why -> assertThat(why)
                .startsWith("standard output is the log's replay journal: "));
        assertThat(OutputIsInput.logRefusal(log, () -> data, results)).isEmpty();
        assertThat(OutputIsInput.logRefusal(log, () -> data, dir)).isEmpty();
    }

    @Test
    void summaryAppendingToItsOwnLogLeavesTheLogAsItWas() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"), LOG);

        String err = runAppendingTo(log, List.of("summary", "--json", log.toString()));

        assertThat(Files.readString(log)).isEqualTo(LOG);
        assertThat(err).startsWith("summary: error: standard output is '" + log + "', a file to read");
    }

    @Test
    void checkAppendingToItsLogOrJournalLeavesThemAsTheyWere() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"), LOG);
        Path journal = Files.writeString(dir.resolve("log.jsonl.replays.jsonl"), "");

        String intoLog = runAppendingTo(log, List.of("check", "--json", log.toString()));
        String intoJournal = runAppendingTo(journal, List.of("check", "--json", log.toString()));

        assertThat(Files.readString(log)).isEqualTo(LOG);
        assertThat(Files.readString(journal)).isEmpty();
        assertThat(intoLog).startsWith("check: error: standard output is the log itself: a '>' redirect");
        assertThat(intoJournal).startsWith("check: error: standard output is the log's replay journal: a '>' redirect");
    }

    @Test
    void diffAppendingToOneOfItsFilesLeavesItAsItWas() throws Exception {
        Path left = Files.writeString(dir.resolve("a.txt"), "one\n");
        Path right = Files.writeString(dir.resolve("b.txt"), "two\n");

        String err = runAppendingTo(right, List.of("diff", left.toString(), right.toString()));

        assertThat(Files.readString(right)).isEqualTo("two\n");
        assertThat(err).startsWith("diff: error: standard output is '" + right + "', a file to read");
    }

    @Test
    void diffOfRunsAppendingToTheLogsJournalLeavesItAsItWas() throws Exception {
        Path log = Files.writeString(dir.resolve("log.jsonl"), LOG);
        Path journal = Files.writeString(dir.resolve("log.jsonl.replays.jsonl"), "");

        String err = runAppendingTo(journal, List.of("diff", "--log", log.toString(), "a", "#1"));

        assertThat(Files.readString(journal)).isEmpty();
        assertThat(err).startsWith("diff: error: standard output is the log's replay journal: a '>' redirect");
    }

    /** Runs the command as {@code COMMAND >> output} does; returns its stderr, once it exited with status 2. */
    private static String runAppendingTo(Path output, List<String> arguments) throws Exception {
        try (CliProcess command = CliProcess.startAppendingTo(output, arguments)) {
            assertThat(command.awaitExit(LIMIT)).isEqualTo(2);
            return command.remainingErrors();
        }
    }
}
