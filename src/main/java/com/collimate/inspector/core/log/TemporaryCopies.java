package com.collimate.inspector.core.log;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * The temporary files a gzip log is inflated into, or a pipe copied into, to read runs back from. A copy keeps its
 * name while its log is open, so that it can be opened again after an interrupted read closed it ({@link LogData}),
 * and is deleted when the log is closed or the JVM exits ({@link LiveCopies}). Beside each copy is its lock file,
 * locked while the copy is live ({@link CopyLock}); a process killed outright leaves both behind, and the next copy
 * made (by any process that can take the lock) deletes them.
 */
final class TemporaryCopies {
    private static final String PREFIX = "replay-inspector-";
    private static final String SUFFIX = ".jsonl";
    private static final String LOCK_EXTENSION = ".lock";
    private static final String LOCK_SUFFIX = SUFFIX + LOCK_EXTENSION;
    private static final int ATTEMPTS = 3;
    private static final LiveCopies OF_THIS_PROCESS = LiveCopies.deletedAtExit();

    /** Opens a temporary copy, made for it, for reading and writing. */
    interface CopyOpener {
        FileChannel open(Path copy) throws IOException;
    }

    static final CopyOpener READ_WRITE = copy -> FileChannel.open(copy, StandardOpenOption.READ,
            StandardOpenOption.WRITE);

    private final Path folder;
    private final LiveCopies live;

    TemporaryCopies(Path folder, LiveCopies live) {
        this.folder = folder;
        this.live = live;
    }

    /** The copies in {@code folder} of this process, deleted at its exit if their logs are still open. */
    static TemporaryCopies in(Path folder) {
        return new TemporaryCopies(folder, OF_THIS_PROCESS);
    }

    /**
     * A new empty copy, opened by {@code opener}; when opening it fails (no file handle left, the folder's
     * permissions, an interrupt), the file is deleted before the failure is thrown, not left behind.
     */
    LogData create(CopyOpener opener) throws IOException {
        deleteLeftCopies();
        LiveCopies.Held held = hold();
        try {
            return LogData.temporaryCopy(held.copy(), opener.open(held.copy()), () -> live.release(held));
        } catch (IOException | RuntimeException | Error e) {
            live.release(held);
            throw e;
        }
    }

    /** A new copy with its lock file, locked (where the file system has locks). */
    private LiveCopies.Held hold() throws IOException {
        for (int attempt = 1; ; attempt++) {
            Path lockFile = live.newLockFile(folder, PREFIX + ProcessHandle.current().pid() + "-", LOCK_SUFFIX);
            FileChannel channel = null;
            try {
                channel = FileChannel.open(lockFile, StandardOpenOption.WRITE);
                if (CopyLock.hold(lockFile, channel) != CopyLock.Outcome.LOST) {
                    Path copy = Files.createFile(copyOf(lockFile), ownerOnly());
                    LiveCopies.Held held = new LiveCopies.Held(copy, lockFile, channel);
                    live.add(held);
                    return held;
                }
                if (attempt == ATTEMPTS) {
                    throw new IOException(folder + ": a temporary copy could not be locked (" + ATTEMPTS
                            + " tries, each deleted by another process's sweep)");
                }
                channel.close(); // the sweep that took the lock deletes the file
                live.forget(lockFile);
            } catch (IOException | RuntimeException | Error e) {
                abandon(lockFile, channel, e);
                throw e;
            }
        }
    }

    private void abandon(Path lockFile, FileChannel channel, Throwable failure) {
        try {
            if (channel != null) {
                channel.close();
            }
            Files.deleteIfExists(lockFile);
        } catch (IOException | RuntimeException notDeleted) {
            failure.addSuppressed(notDeleted);
        }
        live.forget(lockFile);
    }

    /**
     * Deletes the copies in {@code folder} that no process holds (their makers ended, whatever process ids they
     * had); a copy that cannot be deleted stays. A copy without a lock file (a file system without locks, or made by
     * an older version) is never deleted here.
     */
    void deleteLeftCopies() {
        try (DirectoryStream<Path> lockFiles = Files.newDirectoryStream(folder, PREFIX + "*" + LOCK_SUFFIX)) {
            for (Path lockFile : lockFiles) {
                if (!live.holds(lockFile)) {
                    CopyLock.deleteIfUnheld(lockFile, copyOf(lockFile));
                }
            }
        } catch (IOException | RuntimeException ignored) {
            // a folder that cannot be listed: nothing to sweep
        }
    }

    private static Path copyOf(Path lockFile) {
        String name = lockFile.getFileName().toString();
        return lockFile.resolveSibling(name.substring(0, name.length() - LOCK_EXTENSION.length()));
    }

    /** Readable by its owner only, as {@link Files#createTempFile} makes the lock file. */
    private static FileAttribute<?>[] ownerOnly() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))}
                : new FileAttribute<?>[0];
    }
}
