package com.collimate.inspector.core.log;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The temporary files a gzip log is inflated into, or a pipe copied into, to read runs back from. A copy keeps its
 * name while its log is open, so that it can be opened again after an interrupted read closed it ({@link LogData}),
 * and is deleted when the log is closed or the JVM exits. A copy is named after the process that made it; a process
 * killed outright leaves its copies behind, and the next copy made (by any process) deletes them.
 */
final class TemporaryCopies {
    private static final String PREFIX = "replay-inspector-";
    private static final String SUFFIX = ".jsonl";

    /** Opens a temporary copy, made for it, for reading and writing. */
    interface CopyOpener {
        FileChannel open(Path copy) throws IOException;
    }

    static final CopyOpener READ_WRITE = copy -> FileChannel.open(copy, StandardOpenOption.READ,
            StandardOpenOption.WRITE);

    private TemporaryCopies() {
    }

    /**
     * A new empty copy in {@code folder}, opened by {@code opener}; when opening it fails (no file handle left, the
     * folder's permissions, an interrupt), the file is deleted before the failure is thrown, not left behind.
     */
    static LogData create(Path folder, CopyOpener opener) throws IOException {
        deleteCopiesOfEndedProcesses(folder);
        Path copy = Files.createTempFile(folder, PREFIX + ProcessHandle.current().pid() + "-", SUFFIX);
        try {
            LogData data = LogData.temporaryCopy(copy, opener.open(copy));
            copy.toFile().deleteOnExit();
            return data;
        } catch (IOException | RuntimeException | Error e) {
            try {
                Files.deleteIfExists(copy);
            } catch (IOException | RuntimeException notDeleted) {
                e.addSuppressed(notDeleted);
            }
            throw e;
        }
    }

    /** Deletes the copies in {@code folder} whose process has ended; a copy it cannot delete stays. */
    static void deleteCopiesOfEndedProcesses(Path folder) {
        try (DirectoryStream<Path> copies = Files.newDirectoryStream(folder, PREFIX + "*" + SUFFIX)) {
            for (Path copy : copies) {
                long pid = makerOf(copy.getFileName().toString());
                if (pid > 0 && ProcessHandle.of(pid).isEmpty()) {
                    deleteQuietly(copy);
                }
            }
        } catch (IOException | RuntimeException ignored) {
            // a folder that cannot be listed: nothing to sweep
        }
    }

    /** One copy that cannot be deleted (another user's in a shared /tmp) does not keep the others. */
    private static void deleteQuietly(Path copy) {
        try {
            Files.deleteIfExists(copy);
        } catch (IOException ignored) {
            // not ours to delete, or deleted by another process first
        }
    }

    /** The process id in a copy's name, or -1 when the name holds none. */
    private static long makerOf(String name) {
        int end = name.indexOf('-', PREFIX.length());
        try {
            return end < 0 ? -1 : Long.parseLong(name.substring(PREFIX.length(), end));
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
