package com.collimate.inspector.cli;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Whether standard input was closed when the command started ({@code replay-inspector summary - <&-}). A process
 * started so has no file descriptor 0, and the first file the JVM opens takes it: its own class library
 * ({@code lib/modules}, 100+ MB) or the jar. Reading {@code -} would then read that file, a log of garbage or a diff
 * that never ends; files opened later get other descriptors and are not affected. A user can also give such a file
 * ({@code summary - < replay-inspector.jar}): the JVM then has it open on a descriptor of its own as well, which tells
 * the two apart, and it is read (and refused) as any file is.
 */
final class ClosedStdin {
    private static final Path DESCRIPTORS = Path.of("/dev/fd");

    private ClosedStdin() {
    }

    static boolean isClosed() {
        return isOneOf(LogFileArgument.STDIN, jvmFiles(System.getProperty("java.home"),
                System.getProperty("java.class.path", ""))) && !isOpenOnAnotherDescriptor(LogFileArgument.STDIN,
                DESCRIPTORS);
    }

    /** The JVM's class library and the class path's entries that are paths. */
    static List<Path> jvmFiles(String javaHome, String classPath) {
        List<Path> jvmFiles = new ArrayList<>();
        jvmFiles.add(Path.of(javaHome, "lib", "modules"));
        for (String entry : classPath.split(File.pathSeparator)) {
            try {
                if (!entry.isEmpty()) {
                    jvmFiles.add(Path.of(entry));
                }
            } catch (InvalidPathException notAPath) {
                // a wildcard the launcher left as it was, matching no jar (lib\* is no Windows path): no file
            }
        }
        return jvmFiles;
    }

    /**
     * Whether the file {@code stdin} is, is also open on a descriptor other than 0 (as listed in {@code descriptors},
     * {@code /dev/fd}); not when that list cannot be read.
     */
    static boolean isOpenOnAnotherDescriptor(Path stdin, Path descriptors) {
        try (Stream<Path> open = Files.list(descriptors)) {
            return open.filter(descriptor -> !descriptor.getFileName().toString().equals("0"))
                    .anyMatch(descriptor -> isOneOf(stdin, List.of(descriptor)));
        } catch (IOException | UncheckedIOException | SecurityException unknown) {
            return false;
        }
    }

    /** Whether {@code stdin} is one of the files the JVM opened itself. */
    static boolean isOneOf(Path stdin, List<Path> jvmFiles) {
        for (Path file : jvmFiles) {
            try {
                if (Files.isRegularFile(file) && Files.isSameFile(stdin, file)) {
                    return true;
                }
            } catch (IOException | SecurityException unknown) {
                // no /dev/stdin (Windows), or the file is gone: not what stdin is
            }
        }
        return false;
    }
}
