package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.stream.Stream;

/** The {@link ProcessTable} of Linux's {@code /proc}; without one (other systems) it lists no process. */
final class ProcFileSystem implements ProcessTable {
    private static final Path PROC = Path.of("/proc");
    /** Index of {@code starttime} among the fields of /proc/PID/stat that follow the command name. */
    private static final int START_TIME_FIELD = 19;

    private final OptionalInt serverUid = uid(PROC.resolve("self"));

    @Override
    public Stream<ProcessHandle> processes() {
        return serverUid.isPresent() ? ProcessHandle.allProcesses() : Stream.empty();
    }

    /** Read from /proc/PID/stat, not {@code ProcessHandle.info()}: that reads the command line too, which can block. */
    @Override
    public OptionalLong startTicks(long pid) {
        try {
            String stat = Files.readString(PROC.resolve(pid + "/stat"), StandardCharsets.ISO_8859_1);
            // the command name in parentheses may itself hold spaces and parentheses: count fields after the last ')'
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return OptionalLong.of(Long.parseLong(fields[START_TIME_FIELD]));
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty(); // gone, or not Linux
        }
    }

    @Override
    public boolean ownedByServerUser(long pid) {
        return serverUid.isPresent() && serverUid.equals(uid(PROC.resolve(Long.toString(pid))));
    }

    @Override
    public byte[] environment(long pid) throws IOException {
        return Files.readAllBytes(PROC.resolve(pid + "/environ"));
    }

    /** The owner of a /proc/PID folder: the process's user (root for a process that made itself undumpable). */
    private static OptionalInt uid(Path process) {
        try {
            return OptionalInt.of((Integer) Files.getAttribute(process, "unix:uid"));
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty(); // gone, or no unix attributes (not Linux)
        }
    }
}
