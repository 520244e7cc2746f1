package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.log.ShellWords;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Picks the confinement by really running a probe under it and checking what the guest sees: only the loopback
 * interface, a /tmp that is not the host's, a writable work folder and (bwrap) an empty home folder.
 * An isolation is never claimed unless its probe passed.
 */
final class IsolationProbe {
    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(20);
    private static final String WRITTEN = "probe-written";

    private final ProcessRunner runner;
    private final ServerFolder folders;
    private final List<Path> interpreterFolders;

    IsolationProbe(ProcessRunner runner, ServerFolder folders, List<Path> interpreterFolders) {
        this.runner = runner;
        this.folders = folders;
        this.interpreterFolders = List.copyOf(interpreterFolders);
    }

    /**
     * The required isolation, or with {@code required == null} the best that works (bwrap, unshare, none).
     *
     * @throws UnavailableException when the required isolation does not work here, with every reason
     */
    Confinement select(Isolation required) throws UnavailableException {
        List<Isolation> candidates = required == null ? List.of(Isolation.values()) : List.of(required);
        Map<Isolation, String> failures = new LinkedHashMap<>();
        for (Isolation isolation : candidates) {
            Confinement confinement = confinementFor(isolation);
            try {
                verify(confinement);
                return confinement;
            } catch (UnavailableException e) {
                failures.put(isolation, e.getMessage());
            }
        }
        StringBuilder message = new StringBuilder("no usable isolation:");
        failures.forEach((isolation, why) -> message.append(' ').append(isolation.label()).append(": ").append(why).append(';'));
        throw new UnavailableException(message.substring(0, message.length() - 1));
    }

    private Confinement confinementFor(Isolation isolation) {
        return switch (isolation) {
            case BWRAP -> new BwrapConfinement(hiddenHome(), keptVisible());
            case UNSHARE -> new UnshareConfinement();
            case NONE -> new NoConfinement();
        };
    }

    private void verify(Confinement confinement) throws UnavailableException {
        String tool = confinement.isolation().label();
        if (confinement.isolation() != Isolation.NONE && Executables.onPath(tool).isEmpty()) {
            throw new UnavailableException(tool + " is not installed");
        }
        Path hostMarker = null;
        try (ExecFolder folder = folders.newExecFolder()) {
            String script = "echo ok > " + WRITTEN;
            if (confinement.isolation() != Isolation.NONE) {
                hostMarker = Files.createTempFile(Path.of("/tmp"), "collimate-probe-", ".marker");
                script += "\nif [ -e " + hostMarker + " ]; then echo 'tmp shared'; fi"
                        + "\necho '--- net'; sed 1,2d /proc/net/dev | cut -d: -f1 | tr -d ' '"
                        + "\necho '--- home'; ls -A " + ShellWords.singleQuoted(homeShown());
            }
            LaunchSpec spec = new LaunchSpec(confinement.wrap(List.of("sh", "-c", script), folder),
                    GuestEnvironment.base(), confinement.hostDirectory(folder));
            RunOutcome outcome = runner.run(spec, PROBE_TIMEOUT, 64 * 1024);
            String stdout = new String(outcome.stdout(), StandardCharsets.UTF_8);
            if (outcome.exitCode() != 0 || !Files.exists(folder.work().resolve(WRITTEN))) {
                String stderr = new String(outcome.stderr(), StandardCharsets.UTF_8).strip();
                throw new UnavailableException("the probe failed (exit " + outcome.exitCode() + ")"
                        + (stderr.isEmpty() ? "" : ": " + stderr.lines().findFirst().orElse("")));
            }
            if (confinement.isolation() != Isolation.NONE) {
                requireConfined(confinement.isolation(), stdout);
            }
        } catch (IOException e) {
            throw new UnavailableException("the probe could not run: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UnavailableException("interrupted while probing");
        } finally {
            deleteQuietly(hostMarker);
        }
    }

    private void requireConfined(Isolation isolation, String stdout) throws UnavailableException {
        if (stdout.contains("tmp shared")) {
            throw new UnavailableException("the guest sees the host's /tmp");
        }
        List<String> interfaces = section(stdout, "--- net", "--- home");
        if (interfaces.stream().anyMatch(name -> !name.equals("lo"))) {
            throw new UnavailableException("the guest has network interfaces " + interfaces);
        }
        if (isolation == Isolation.BWRAP && hiddenHome() != null) {
            Set<String> allowed = new HashSet<>();
            for (Path kept : keptVisible()) {
                allowed.add(hiddenHome().relativize(kept).getName(0).toString());
            }
            List<String> visible = section(stdout, "--- home", null);
            if (!allowed.containsAll(visible)) {
                throw new UnavailableException("the guest still sees the home folder");
            }
        }
    }

    private static List<String> section(String stdout, String start, String end) {
        List<String> lines = new ArrayList<>();
        boolean inside = false;
        for (String line : stdout.lines().toList()) {
            if (line.equals(start)) {
                inside = true;
            } else if (line.equals(end)) {
                inside = false;
            } else if (inside && !line.isBlank()) {
                lines.add(line.strip());
            }
        }
        return lines;
    }

    /** The user's home folder when it can be hidden (not "/", not an ancestor of system folders). */
    private static Path hiddenHome() {
        String home = System.getProperty("user.home");
        if (home == null || home.isBlank()) {
            return null;
        }
        Path path = Path.of(home).toAbsolutePath().normalize();
        return path.getNameCount() == 0 || !Files.isDirectory(path) ? null : path;
    }

    private String homeShown() {
        Path home = hiddenHome();
        return home == null ? "/nonexistent-home" : home.toString();
    }

    private List<Path> keptVisible() {
        Path home = hiddenHome();
        if (home == null) {
            return List.of();
        }
        return interpreterFolders.stream().filter(folder -> folder.startsWith(home) && !folder.equals(home)).toList();
    }

    private static void deleteQuietly(Path path) {
        if (path == null) {
            return;
        }
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            // a leftover probe marker in /tmp is harmless
        }
    }
}
