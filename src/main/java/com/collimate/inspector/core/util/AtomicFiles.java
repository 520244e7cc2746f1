package com.collimate.inspector.core.util;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
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

    /** What writes a file's text. */
    @FunctionalInterface
    public interface TextWriter {
        void write(Writer out) throws IOException;
    }

    /**
     * Writes {@code target} as UTF-8 text: into a new file next to it, with the permissions any new file gets (the
     * umask's: {@link Files#createTempFile} makes files only their owner can read, wrong for a report to share), moved
     * over {@code target} once complete. Nothing is left behind when writing fails.
     */
    public static void writeText(Path target, TextWriter content) throws IOException {
        String name = "." + target.getFileName() + "." + Long.toHexString(RANDOM.nextLong()) + ".tmp";
        Path temp = Files.createFile(target.resolveSibling(name));
        try {
            try (Writer out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                content.write(out);
            }
            replace(temp, target);
        } finally {
            Files.deleteIfExists(temp);
        }
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
