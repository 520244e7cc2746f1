package com.collimate.inspector.core.log;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The temporary copies this process holds, by their lock files. One shutdown hook deletes those still live when the
 * JVM exits; a copy deleted when its log is closed leaves the registry. ({@code File.deleteOnExit} per copy would
 * keep every copy's path until exit: a long session opening hundreds of gzip logs only grows its list.)
 */
final class LiveCopies {
    /** A live copy, the lock file beside it and the channel holding that lock. */
    record Held(Path copy, Path lockFile, FileChannel lockChannel) {
    }

    /**
     * By lock file name (unique, however the folder is spelled). Guarded by this. A lock file is here from when it is
     * made, so that a sweep of this process never opens it: closing that channel would drop this process's lock.
     */
    private final Map<Path, Held> byLockFile = new HashMap<>();

    /** A registry whose live copies are deleted when the JVM exits. */
    static LiveCopies deletedAtExit() {
        LiveCopies live = new LiveCopies();
        Runtime.getRuntime().addShutdownHook(new Thread(live::releaseAll, "delete temporary log copies"));
        return live;
    }

    /** Makes a new lock file in {@code folder} ({@link Files#createTempFile}: readable by its owner only). */
    synchronized Path newLockFile(Path folder, String prefix, String suffix) throws IOException {
        Path lockFile = Files.createTempFile(folder, prefix, suffix);
        byLockFile.put(lockFile.getFileName(), null);
        return lockFile;
    }

    synchronized void add(Held held) {
        byLockFile.put(held.lockFile().getFileName(), held);
    }

    /** Whether {@code lockFile} is one of this process's (made by {@link #newLockFile}, not yet released). */
    synchronized boolean holds(Path lockFile) {
        return byLockFile.containsKey(lockFile.getFileName());
    }

    /** The copies held now. */
    synchronized List<Held> held() {
        return byLockFile.values().stream().filter(held -> held != null).toList();
    }

    /** A lock file {@link #newLockFile} made that will hold no copy (deleted, or left to the next sweep). */
    synchronized void forget(Path lockFile) {
        byLockFile.remove(lockFile.getFileName());
    }

    /**
     * Deletes the copy, then releases its lock and deletes the lock file. A copy that cannot be deleted keeps its lock
     * file, unlocked now, so that the next sweep (of any process) deletes both.
     */
    void release(Held held) {
        boolean copyDeleted = deleteQuietly(held.copy());
        try {
            held.lockChannel().close();
        } catch (IOException ignored) {
            // closing fails only if the channel is already unusable; the lock goes with it
        }
        if (copyDeleted) {
            deleteQuietly(held.lockFile());
        }
        forget(held.lockFile());
    }

    void releaseAll() {
        held().forEach(this::release);
    }

    private static boolean deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
