package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

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

    /** A new folder in {@code parent}, the folder of the server's exec folders. */
    static ExecFolder create(Path parent) throws IOException {
        Path root = Files.createTempDirectory(parent, "exec-");
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
        FolderTree.delete(root);
    }
}
