package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The python3 found on the server's PATH, resolved once at start-up to its real interpreter (so that shims such
 * as pyenv's are not re-run for every exec) and the folders it needs to see inside a confined guest.
 */
record PythonRuntime(Path executable, String version, List<Path> installFolders) {
    private static final String DESCRIBE = "import os, sys\n"
            + "print(sys.executable)\n"
            + "print(os.path.realpath(sys.executable))\n"
            + "print(os.path.realpath(sys.prefix))\n"
            + "print(os.path.realpath(sys.base_prefix))\n"
            + "print('%d.%d.%d' % sys.version_info[:3])\n";

    static PythonRuntime probe(ProcessRunner runner) throws UnavailableException {
        Path python = Executables.onPath("python3").orElseThrow(() -> new UnavailableException(
                "python3 was not found on the PATH of the sandbox server; install Python 3 to use this template"));
        RunOutcome outcome;
        try {
            LaunchSpec describe = new LaunchSpec(List.of(python.toString(), "-I", "-c", DESCRIBE),
                    GuestEnvironment.base(), Path.of(System.getProperty("java.io.tmpdir")));
            outcome = runner.run(describe, Duration.ofSeconds(20), 64 * 1024);
        } catch (IOException e) {
            throw new UnavailableException("python3 at " + python + " cannot be started: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UnavailableException("interrupted while probing python3");
        }
        List<String> lines = new String(outcome.stdout(), StandardCharsets.UTF_8).lines().toList();
        if (outcome.exitCode() != 0 || lines.size() != 5 || !lines.get(4).startsWith("3.")) {
            String error = new String(outcome.stderr(), StandardCharsets.UTF_8).strip();
            throw new UnavailableException("python3 at " + python + " does not work as Python 3 (exit "
                    + outcome.exitCode() + (error.isEmpty() ? "" : ": " + error.lines().findFirst().orElse("")) + ")");
        }
        Path executable = Path.of(lines.get(0));
        Set<Path> folders = new LinkedHashSet<>();
        Path real = Path.of(lines.get(1)).getParent();
        folders.add(real.getParent() == null ? real : real.getParent());
        folders.add(Path.of(lines.get(2)));
        folders.add(Path.of(lines.get(3)));
        return new PythonRuntime(executable, lines.get(4), List.copyOf(folders));
    }
}
