package com.collimate.inspector.core.util;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class DiagnosticsTest {
    private static final String KEY = "sk-live-DIAGNOSTICS-secret-42";

    @TempDir
    Path data;

    private final StringWriter stderr = new StringWriter();

    private Diagnostics diagnostics(Map<String, String> environment, Path file) {
        return new Diagnostics(file, Diagnostics.debug(environment), new PrintWriter(stderr, true), () -> List.of(KEY),
                Clock.systemUTC());
    }

    private static IllegalStateException failure() {
        return new IllegalStateException("bad state with key " + KEY, new IllegalArgumentException("the cause"));
    }

    @Test
    void theFileGetsTheWholeTraceWithTheKeyMaskedAndTheHintNamesIt() throws Exception {
        Path file = data.resolve(Diagnostics.FILE_NAME);

        String hint = diagnostics(Map.of(), file).record("refreshing the table", failure());

        assertThat(hint).isEqualTo(" (details in " + file + ")");
        String written = Files.readString(file);
        assertThat(written).contains("refreshing the table", "java.lang.IllegalStateException: bad state with key ***",
                "\tat com.collimate.inspector.core.util.DiagnosticsTest.failure(", "Caused by: "
                        + "java.lang.IllegalArgumentException: the cause").doesNotContain(KEY);
        assertThat(stderr.toString()).as("no trace for users without the debug switch").isEmpty();
    }

    /** A parser may quote a key read from a file, a client a URL with user info: not only the known keys are masked. */
    @Test
    void aCredentialAMessageQuotesIsMaskedInTheFile() throws Exception {
        Path file = data.resolve(Diagnostics.FILE_NAME);
        String groq = "gsk_" + "aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6kL9nP2qR5tU8wX1z";

        diagnostics(Map.of(), file).record("replay failed", new IllegalStateException("Unrecognized token '" + groq
                + "' at https://admin:hunter22@gw.example/v1?api_key=abc123"));

        assertThat(Files.readString(file)).contains("java.lang.IllegalStateException: Unrecognized token '***' at "
                + "https://***@gw.example/v1?api_key=***", "\tat com.collimate.inspector.core.util.DiagnosticsTest.")
                .doesNotContain(groq.substring(4), "hunter22", "abc123");
    }

    @Test
    void theDebugSwitchPrintsTheTraceToStderr() {
        diagnostics(Map.of(Diagnostics.DEBUG_VARIABLE, "1"), null).record("checking", failure());

        assertThat(stderr.toString()).contains("checking", "java.lang.IllegalStateException",
                "\tat com.collimate.inspector.core.util.DiagnosticsTest.failure(").doesNotContain(KEY);
        assertThat(Diagnostics.debug(Map.of(Diagnostics.DEBUG_VARIABLE, "0"))).isFalse();
        assertThat(Diagnostics.debug(Map.of(Diagnostics.DEBUG_VARIABLE, "false"))).isFalse();
        assertThat(Diagnostics.debug(Map.of())).isFalse();
    }

    @Test
    void withoutAFileNothingIsWrittenAndThereIsNoHint() {
        assertThat(diagnostics(Map.of(), null).record("x", failure())).isEmpty();
        assertThat(stderr.toString()).isEmpty();
    }

    @Test
    void theFileIsBoundedByMovingItAsideOnceFull() throws Exception {
        Path file = data.resolve(Diagnostics.FILE_NAME);
        Files.writeString(file, "x".repeat((int) Diagnostics.MAX_BYTES + 1));

        diagnostics(Map.of(), file).record("after the limit", failure());

        assertThat(Files.size(data.resolve(Diagnostics.FILE_NAME + ".1"))).isEqualTo(Diagnostics.MAX_BYTES + 1);
        assertThat(Files.readString(file)).contains("after the limit").hasSizeLessThan(20_000);
    }

    @Test
    void onlyItsOwnerMayReadTheFileItStartsOrStartsAgainOrAnOlderVersionLeft() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path file = data.resolve(Diagnostics.FILE_NAME);

        diagnostics(Map.of(), file).record("first", failure());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");

        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        diagnostics(Map.of(), file).record("second", failure());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");

        Files.writeString(file, "x".repeat((int) Diagnostics.MAX_BYTES + 1));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        diagnostics(Map.of(), file).record("after the limit", failure());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
    }

    @Test
    void anUnwritableFileIsNoFailure() throws Exception {
        Path folderInTheWay = Files.createDirectories(data.resolve(Diagnostics.FILE_NAME));

        assertThat(diagnostics(Map.of(), folderInTheWay).record("x", failure())).isEmpty();
    }
}
