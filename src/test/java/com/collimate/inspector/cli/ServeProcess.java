package com.collimate.inspector.cli;

import com.collimate.inspector.Launcher;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/** {@code replay-inspector serve} in a separate JVM, its output lines read with bounded waits. */
final class ServeProcess implements AutoCloseable {
    private final Process process;
    private final BlockingQueue<String> stdout = new LinkedBlockingQueue<>();
    private final BlockingQueue<String> stderr = new LinkedBlockingQueue<>();

    private ServeProcess(Process process) {
        this.process = process;
        pump(process.getInputStream(), stdout);
        pump(process.getErrorStream(), stderr);
    }

    static ServeProcess start(List<String> arguments, Consumer<Map<String, String>> environment) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Launcher.class.getName(), "serve"));
        command.addAll(arguments);
        ProcessBuilder builder = new ProcessBuilder(command);
        environment.accept(builder.environment());
        return new ServeProcess(builder.start());
    }

    String nextLine(Duration limit) throws InterruptedException {
        return take(stdout, limit, "stdout");
    }

    String nextErrorLine(Duration limit) throws InterruptedException {
        return take(stderr, limit, "stderr");
    }

    Process process() {
        return process;
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static String take(BlockingQueue<String> lines, Duration limit, String stream) throws InterruptedException {
        String line = lines.poll(limit.toMillis(), TimeUnit.MILLISECONDS);
        if (line == null) {
            throw new AssertionError("no line on " + stream + " of serve within " + limit);
        }
        return line;
    }

    private static void pump(InputStream in, BlockingQueue<String> lines) {
        Thread thread = new Thread(() -> {
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                reader.lines().forEach(lines::add);
            } catch (IOException | UncheckedIOException e) {
                // the process ended
            }
        }, "serve-output");
        thread.setDaemon(true);
        thread.start();
    }
}
