package com.collimate.inspector.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class OutputFailureTest {
    @TempDir
    Path dir;

    private record Result(int exit, String err) {
    }

    private Result summaryInto(OutputStream failing) throws IOException {
        Path log = Files.writeString(dir.resolve("log.jsonl"), "{\"run_id\": \"a\"}\n");
        CommandLine commandLine = InspectorCommand.commandLine(new WatchedStdout(failing));
        StringWriter err = new StringWriter();
        commandLine.setErr(new PrintWriter(err, true));
        int exit = commandLine.execute("summary", "--json", log.toString());
        return new Result(exit, err.toString());
    }

    @Test
    void outputThatCannotBeWrittenIsAnErrorWithItsReason() throws IOException {
        Result full = summaryInto(failingWith("No space left on device"));

        assertThat(full.exit()).isEqualTo(2);
        assertThat(full.err()).isEqualTo("summary: error: the output could not be written (No space left on device)"
                + System.lineSeparator());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Broken pipe", "The pipe is being closed", "The pipe has been ended"})
    void aReaderThatWentAwayEndsTheCommandQuietlyWithItsOwnStatus(String reason) throws IOException {
        Result closed = summaryInto(failingWith(reason));

        assertThat(closed.exit()).isZero();
        assertThat(closed.err()).isEmpty();
    }

    private static OutputStream failingWith(String reason) {
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException(reason);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                throw new IOException(reason);
            }
        };
    }
}
