package com.collimate.inspector.ui;

import com.collimate.inspector.core.util.Diagnostics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class UnexpectedErrorTest {
    private static final String KEY = "sk-live-APP-secret-1234";

    @TempDir
    Path data;

    @Test
    void theUserSeesOneLineNamingTheFileThatHoldsTheTrace() throws Exception {
        Path file = data.resolve(Diagnostics.FILE_NAME);
        StringWriter stderr = new StringWriter();
        Diagnostics diagnostics = new Diagnostics(file, false, new PrintWriter(stderr, true), () -> List.of(KEY),
                Clock.systemUTC());
        Thread thread = new Thread(() -> { }, "worker-1");

        String line = InspectorApp.unexpected(diagnostics, thread,
                new IllegalStateException("stale table for " + KEY + "\nsecond line"));

        assertThat(line).isEqualTo("stale table for *** (details in " + file + ")");
        assertThat(Files.readString(file)).contains("unexpected error in thread worker-1",
                "java.lang.IllegalStateException: stale table for ***", "second line",
                "\tat com.collimate.inspector.ui.UnexpectedErrorTest").doesNotContain(KEY);
        assertThat(stderr.toString()).isEmpty();
    }
}
