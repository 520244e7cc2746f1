package com.collimate.inspector.core.util;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;

/** Replacing a file only once its new content is complete. */
public final class AtomicFiles {
    private static final SecureRandom RANDOM = new SecureRandom();
    private AtomicFiles() {
    }

    /**
     * A new empty file next to {@code target} to write its content into, with the permissions any new file gets
     * (the umask's): {@link Files#createTempFile} makes files only their owner can read, wrong for a report to share.
     */
    public static Path newSibling(Path target) throws IOException {
        String name = "." + target.getFileName() + "." + Long.toHexString(RANDOM.nextLong()) + ".tmp";
        return Files.createFile(target.resolveSibling(name));
    }

    /** Moves the finished {@code temp} over {@code target}: atomically where the file system can. */
    public static void replace(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
