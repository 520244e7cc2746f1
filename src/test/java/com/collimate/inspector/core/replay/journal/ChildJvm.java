package com.collimate.inspector.core.replay.journal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** A test's second process: {@code main} of a class on the test class path, with its standard output read by line. */
final class ChildJvm {
    final Process process;
    private final BufferedReader output;

    private ChildJvm(Process process) {
        this.process = process;
        this.output = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Starts {@code main} with {@code args}; its standard error goes to the test's, or with its output when merged. */
    static ChildJvm start(Class<?> main, boolean mergeErrors, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        if (mergeErrors) {
            builder.redirectErrorStream(true);
        } else {
            builder.redirectError(ProcessBuilder.Redirect.INHERIT);
        }
        return new ChildJvm(builder.start());
    }

    /** The next line it prints, waiting a minute at most; null at its end. */
    String nextLine() throws Exception {
        return CompletableFuture.supplyAsync(this::readLine).get(60, TimeUnit.SECONDS);
    }

    /** The next line, waiting as long as it takes; null at its end. */
    String readLine() {
        try {
            return output.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
