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

/** {@code replay-inspector <command>} in a separate JVM, its output lines read with bounded waits. */
final class CliProcess implements AutoCloseable {
    private final Process process;
    private final BlockingQueue<String> stdout = new LinkedBlockingQueue<>();
    private final BlockingQueue<String> stderr = new LinkedBlockingQueue<>();
    private final Thread stdoutPump;
    private final Thread stderrPump;

    private CliProcess(Process process) {
        this.process = process;
        this.stdoutPump = pump(process.getInputStream(), stdout);
        this.stderrPump = pump(process.getErrorStream(), stderr);
    }

    /** {@code serve ARGUMENTS}, with the environment edited by {@code environment}. */
    static CliProcess serve(List<String> arguments, Consumer<Map<String, String>> environment) throws IOException {
        List<String> command = new ArrayList<>(List.of("serve"));
        command.addAll(arguments);
        return start(List.of(), command, environment);
    }

    /** {@code ARGUMENTS} run in the folder {@code directory}, for file names relative to it. */
    static CliProcess startIn(Path directory, List<String> arguments) throws IOException {
        return start(List.of(), arguments, environment -> { }, directory, ProcessBuilder.Redirect.PIPE);
    }

    /** {@code ARGUMENTS} with standard input read from {@code input}. */
    static CliProcess startReading(Path input, List<String> arguments) throws IOException {
        return start(List.of(), arguments, environment -> { }, Path.of("").toAbsolutePath(),
                ProcessBuilder.Redirect.from(input.toFile()));
    }

    /** {@code ARGUMENTS} with standard output appended to {@code output}, as {@code >> OUTPUT} does. */
    static CliProcess startAppendingTo(Path output, List<String> arguments) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(javaCommand(List.of(), arguments))
                .redirectOutput(ProcessBuilder.Redirect.appendTo(output.toFile()));
        return new CliProcess(builder.start());
    }

    /** {@code ARGUMENTS} started as {@code replay-inspector ARGUMENTS <&-} starts them: without standard input. */
    static CliProcess startWithoutStdin(List<String> arguments) throws IOException {
        List<String> command = new ArrayList<>(List.of("/bin/sh", "-c", "exec \"$@\" <&-", "sh"));
        command.addAll(javaCommand(List.of(), arguments));
        return new CliProcess(new ProcessBuilder(command).start());
    }

    static CliProcess start(List<String> jvmOptions, List<String> arguments, Consumer<Map<String, String>> environment)
            throws IOException {
        return start(jvmOptions, arguments, environment, Path.of("").toAbsolutePath(), ProcessBuilder.Redirect.PIPE);
    }

    private static CliProcess start(List<String> jvmOptions, List<String> arguments,
                                    Consumer<Map<String, String>> environment, Path directory,
                                    ProcessBuilder.Redirect input) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(javaCommand(jvmOptions, arguments)).directory(directory.toFile()).redirectInput(input);
        environment.accept(builder.environment());
        return new CliProcess(builder.start());
    }

    private static List<String> javaCommand(List<String> jvmOptions, List<String> arguments) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Launcher.class.getName()));
        command.addAll(arguments);
        return command;
    }

    String nextLine(Duration limit) throws InterruptedException {
        return take(stdout, limit, "stdout");
    }

    String nextErrorLine(Duration limit) throws InterruptedException {
        return take(stderr, limit, "stderr");
    }

    /** Waits for the process to end; returns its exit status. */
    int awaitExit(Duration limit) throws InterruptedException {
        if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new AssertionError("the command did not end within " + limit);
        }
        stdoutPump.join(limit.toMillis());
        stderrPump.join(limit.toMillis());
        return process.exitValue();
    }

    /** Every stdout line not taken yet, once the process ended ({@link #awaitExit} first). */
    String remainingOutput() {
        return drain(stdout);
    }

    /** Every stderr line not taken yet, once the process ended ({@link #awaitExit} first). */
    String remainingErrors() {
        return drain(stderr);
    }

    private static String drain(BlockingQueue<String> queue) {
        List<String> lines = new ArrayList<>();
        queue.drainTo(lines);
        return String.join("\n", lines);
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
            throw new AssertionError("no line on " + stream + " within " + limit);
        }
        return line;
    }

    private static Thread pump(InputStream in, BlockingQueue<String> lines) {
        Thread thread = new Thread(() -> {
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                reader.lines().forEach(lines::add);
            } catch (IOException | UncheckedIOException e) {
                // the process ended
            }
        }, "cli-output");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }
}
