package com.collimate.inspector.cli;

import com.collimate.inspector.core.util.Diagnostics;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class UserFacingExceptionHandlerTest {
    private static final String KEY = "sk-live-HANDLER-secret-99";

    @CommandLine.Command(name = "broken")
    static final class Broken implements Runnable {
        @Override
        public void run() {
            throw new IllegalStateException("a bug, key " + KEY);
        }
    }

    private record Result(int exit, String err) {
    }

    private static Result run(Map<String, String> environment) {
        StringWriter err = new StringWriter();
        CommandLine commandLine = UserFacingExceptionHandler.installOn(new CommandLine(new Broken()), environment);
        commandLine.setErr(new PrintWriter(err, true));
        return new Result(commandLine.execute(), err.toString());
    }

    @Test
    void withoutTheDebugSwitchAnUnexpectedErrorIsOneLine() {
        Result result = run(Map.of("COLLIMATE_API_KEY", KEY));

        assertThat(result.exit()).isEqualTo(UserFacingExceptionHandler.EXIT_ERROR);
        assertThat(result.err()).isEqualTo("broken: error: a bug, key ***" + System.lineSeparator());
    }

    @Test
    void theDebugSwitchPrintsTheStackTraceAfterTheLineWithTheKeyMasked() {
        Result result = run(Map.of("COLLIMATE_API_KEY", KEY, Diagnostics.DEBUG_VARIABLE, "1"));

        assertThat(result.exit()).isEqualTo(UserFacingExceptionHandler.EXIT_ERROR);
        assertThat(result.err()).startsWith("broken: error: a bug, key ***" + System.lineSeparator())
                .contains("java.lang.IllegalStateException: a bug, key ***",
                        "\tat com.collimate.inspector.cli.UserFacingExceptionHandlerTest$Broken.run(")
                .doesNotContain(KEY);
    }

    /** A message may quote a credential other than the configured key (FatalErrors' line is described so too). */
    @Test
    void aCredentialTheMessageQuotesIsMasked() {
        String groq = "gsk_" + "aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6kL9nP2qR5tU8wX1z";
        assertThat(UserFacingExceptionHandler.describe(new IllegalStateException("cannot reach "
                + "https://user:hunter22@gw.example/v1?token=abc123 with " + groq + "\nmore")))
                .isEqualTo("cannot reach https://***@gw.example/v1?token=*** with ***");
        assertThat(UserFacingExceptionHandler.describe(new StackOverflowError("in " + groq)))
                .isEqualTo("internal error: StackOverflowError: in ***");
    }
}
