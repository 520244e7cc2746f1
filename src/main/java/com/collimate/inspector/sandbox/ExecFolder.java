package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The fresh host folder of one exec: {@code work} (the guest's current folder and HOME), {@code ctl} (bootstrap
 * and handshake files, kept out of the guest's way) and {@code tmp} (TMPDIR when no private /tmp is mounted).
 */
final class ExecFolder implements AutoCloseable {
    private final Path root;
    private boolean deleted;

    private ExecFolder(Path root) {
        this.root = root;
    }

    static ExecFolder create() throws IOException {
        Path root = Files.createTempDirectory("collimate-sandbox-");
        ExecFolder folder = new ExecFolder(root);
        try {
            Files.createDirectory(folder.work());
            Files.createDirectory(folder.control());
            Files.createDirectory(folder.tmp());
            return folder;
        } catch (IOException e) {
            folder.close();
            throw e;
        }
    }

    Path root() {
        return root;
    }

    Path work() {
        return root.resolve("work");
    }

    Path control() {
        return root.resolve("ctl");
    }

    Path tmp() {
        return root.resolve("tmp");
    }

    /** Deletes everything the guest left, including read-only folders it made. Best effort; once, thread-safe. */
    @Override
    public synchronized void close() {
        if (deleted) {
            return;
        }
        deleted = true;
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    dir.toFile().setWritable(true, true);
                    dir.toFile().setExecutable(true, true);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.deleteIfExists(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                    Files.deleteIfExists(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            // a leftover temp folder is harmless; the exec result matters more than this cleanup
        }
    }
}
