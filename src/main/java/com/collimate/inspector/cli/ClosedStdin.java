package com.collimate.inspector.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether standard input was closed when the command started ({@code replay-inspector summary - <&-}). A process
 * started so has no file descriptor 0, and the first file the JVM opens takes it: its own class library
 * ({@code lib/modules}, 100+ MB) or the jar. Reading {@code -} would then read that file, a log of garbage or a diff
 * that never ends; files opened later get other descriptors and are not affected.
 */
final class ClosedStdin {
    private ClosedStdin() {
    }

    static boolean isClosed() {
        List<Path> jvmFiles = new ArrayList<>();
        jvmFiles.add(Path.of(System.getProperty("java.home"), "lib", "modules"));
        for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                jvmFiles.add(Path.of(entry));
            }
        }
        return isOneOf(LogFileArgument.STDIN, jvmFiles);
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
