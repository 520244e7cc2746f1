package com.collimate.inspector.core.log;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The lock file beside a temporary copy: its maker holds an OS lock on it while the copy is live, so a copy is
 * known to be left behind when its lock can be taken, whatever process ids the maker and the sweeper see (two
 * containers sharing /tmp have separate ones). The lock is on a file of its own, opened by nothing else in the
 * process: on POSIX systems closing any channel to a file drops the process's locks on it, and the copy itself is
 * opened again after an interrupted read ({@link LogData}).
 */
final class CopyLock {
    private CopyLock() {
    }

    /** What {@link #hold} got. */
    enum Outcome {
        /** The lock is held: the copy is seen as live by every sweep. */
        HELD,
        /** The file system has no locks: the copy is never swept (only deleted by its maker). */
        UNSUPPORTED,
        /** A sweep took (and deletes) this lock file first: make another. */
        LOST
    }

    /**
     * Locks {@code lockFile}, just made, through {@code channel}. A sweep may have found it before the lock was taken
     * and deleted it: then the lock is on a file no longer at that path, and it is {@link Outcome#LOST} too.
     */
    static Outcome hold(Path lockFile, FileChannel channel) throws ClosedChannelException {
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (ClosedChannelException e) {
            throw e; // an interrupt closed it: with no lock a sweep would take the copy for a left one
        } catch (IOException | OverlappingFileLockException e) {
            return Outcome.UNSUPPORTED;
        }
        return lock != null && Files.exists(lockFile) ? Outcome.HELD : Outcome.LOST;
    }

    /**
     * Deletes {@code copy} and then {@code lockFile} when nobody holds the lock; a copy that cannot be deleted keeps its
     * lock file, to be tried again by the next sweep. A lock that cannot be taken, held or not (another user's file,
     * a file system without locks), leaves both.
     */
    static void deleteIfUnheld(Path lockFile, Path copy) {
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
            if (channel.tryLock() == null) {
                return;
            }
            Files.deleteIfExists(copy);
            Files.deleteIfExists(lockFile); // before the lock is released, so no maker takes it for a live one
        } catch (IOException | OverlappingFileLockException ignored) {
            // held, not ours to open or delete, or no locks here: left as it is
        }
    }
}
