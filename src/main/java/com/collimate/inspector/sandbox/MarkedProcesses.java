package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Finds and kills processes by environment entries that only one exec's processes carry (Linux {@code /proc}).
 * A process that starts a new session and whose parent exits is reparented to init: neither a descendant nor in
 * the exec's process group any more, but it still carries the environment it inherited. Elsewhere (no
 * {@code /proc}) nothing is found.
 */
final class MarkedProcesses {
    private static final Path PROC = Path.of("/proc");
    /** A guest forking while it is killed can add processes between scans; each round kills what the last left. */
    private static final int MAX_ROUNDS = 20;

    private MarkedProcesses() {
    }

    /** Kills every process whose environment holds one of {@code marks} ("NAME=value" entries), until none is left. */
    static void killAll(List<String> marks) {
        if (marks.isEmpty()) {
            return;
        }
        for (int round = 0; round < MAX_ROUNDS; round++) {
            List<ProcessHandle> found = find(marks);
            if (found.isEmpty()) {
                return;
            }
            found.forEach(ProcessHandle::destroyForcibly);
        }
    }

    private static List<ProcessHandle> find(List<String> marks) {
        List<byte[]> wanted = marks.stream().map(mark -> mark.getBytes(StandardCharsets.UTF_8)).toList();
        List<ProcessHandle> found = new ArrayList<>();
        long self = ProcessHandle.current().pid();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC, MarkedProcesses::isProcess)) {
            for (Path entry : entries) {
                long pid = Long.parseLong(entry.getFileName().toString());
                if (pid != self && carriesAny(entry.resolve("environ"), wanted)) {
                    ProcessHandle.of(pid).ifPresent(found::add);
                }
            }
        } catch (IOException | RuntimeException e) {
            // no /proc (not Linux) or it vanished meanwhile: nothing more can be found this way
        }
        return found;
    }

    private static boolean isProcess(Path entry) {
        String name = entry.getFileName().toString();
        return !name.isEmpty() && name.length() < 19 && name.chars().allMatch(Character::isDigit);
    }

    private static boolean carriesAny(Path environ, List<byte[]> wanted) {
        byte[] environment;
        try {
            environment = Files.readAllBytes(environ);
        } catch (IOException e) {
            return false; // another user's process, or one that exited
        }
        for (byte[] entry : wanted) {
            if (hasEntry(environment, entry)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code entry} is one of the NUL-separated entries of {@code environment}. */
    private static boolean hasEntry(byte[] environment, byte[] entry) {
        int start = 0;
        while (start < environment.length) {
            int end = start;
            while (end < environment.length && environment[end] != 0) {
                end++;
            }
            if (Arrays.equals(environment, start, end, entry, 0, entry.length)) {
                return true;
            }
            start = end + 1;
        }
        return false;
    }
}
