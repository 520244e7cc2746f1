package com.collimate.inspector.core.util;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.api.CredentialText;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Where the stack trace of an unexpected failure goes, so that users see one line and engineers can still find
 * out what happened: appended to a diagnostics file (when there is one; once past {@link #MAX_BYTES} it becomes
 * {@code <file>.1}, replacing the one before, and a new file starts), and printed to stderr as well when {@value #DEBUG_VARIABLE} is set (to anything but
 * "", "0" or "false"). Every known API key is masked in what is written, and every credential a message quotes
 * ({@link CredentialText}: a key by its shape, a URL's user info); request headers are never passed in.
 * The file is readable by its owner alone: a trace can still quote paths, endpoints and run output.
 */
public final class Diagnostics {
    public static final String DEBUG_VARIABLE = "REPLAY_INSPECTOR_DEBUG";
    public static final String FILE_NAME = "diagnostics.log";
    static final long MAX_BYTES = 1024 * 1024;

    private final Path file;
    private final boolean debug;
    private final PrintWriter stderr;
    private final Supplier<List<String>> keys;
    private final Clock clock;

    /**
     * @param file   the diagnostics file, or null for none (the CLI: its user sees stderr)
     * @param keys   the API keys known now (from the environment or the settings), masked in what is written
     */
    public Diagnostics(Path file, boolean debug, PrintWriter stderr, Supplier<List<String>> keys, Clock clock) {
        this.file = file;
        this.debug = debug;
        this.stderr = Objects.requireNonNull(stderr);
        this.keys = Objects.requireNonNull(keys);
        this.clock = Objects.requireNonNull(clock);
    }

    /** Whether {@code environment} asks for stack traces on stderr. */
    public static boolean debug(Map<String, String> environment) {
        String value = environment.getOrDefault(DEBUG_VARIABLE, "").strip();
        return !value.isEmpty() && !value.equals("0") && !value.equalsIgnoreCase("false");
    }

    /** Only stderr, and only in debug mode: for the command line. */
    public static Diagnostics forCli(Map<String, String> environment, PrintWriter stderr, Supplier<List<String>> keys) {
        return new Diagnostics(null, debug(environment), stderr, keys, Clock.systemUTC());
    }

    /** The desktop app's: the file {@value #FILE_NAME} in {@code dataFolder}, and stderr in debug mode. */
    public static Diagnostics forApp(Map<String, String> environment, Path dataFolder, Supplier<List<String>> keys) {
        return new Diagnostics(dataFolder.resolve(FILE_NAME), debug(environment), new PrintWriter(System.err, true), keys,
                Clock.systemUTC());
    }

    /** Records nothing (tests, and code with no one to tell). */
    public static Diagnostics none() {
        return new Diagnostics(null, false, new PrintWriter(System.err, true), List::of, Clock.systemUTC());
    }

    public Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /**
     * Records {@code failure} with its stack trace, after {@code what} (what was being done). Never throws.
     *
     * @return where the trace went, for the one-line message: " (details in FILE)", or "" when it was not written
     *         to a file
     */
    public synchronized String record(String what, Throwable failure) {
        StringWriter trace = new StringWriter();
        try (PrintWriter out = new PrintWriter(trace)) {
            failure.printStackTrace(out);
        }
        String text = masked(Instant.now(clock) + " " + what + "\n" + trace);
        if (debug) {
            stderr.print(text);
            stderr.flush();
        }
        if (file == null) {
            return "";
        }
        try {
            Files.createDirectories(file.getParent());
            if (Files.exists(file) && Files.size(file) > MAX_BYTES) {
                Files.move(file, file.resolveSibling(FILE_NAME + ".1"), StandardCopyOption.REPLACE_EXISTING);
            }
            OwnerOnlyFiles.createRestricted(file);
            Files.writeString(file, text + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            return " (details in " + file + ")";
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /** {@code text} with every known key masked: for the one-line message that goes with a record. */
    public String mask(String text) {
        return masked(text);
    }

    private String masked(String text) {
        String result = text;
        for (String key : keys.get()) {
            ApiKey apiKey = ApiKey.ofNullable(key);
            if (apiKey != null) {
                result = apiKey.redact(result);
            }
        }
        return CredentialText.masked(result);
    }
}
