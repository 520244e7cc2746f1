package com.collimate.inspector.core.util;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/** Files only their owner may read: settings that may hold an API key, and traces of failures. */
public final class OwnerOnlyFiles {
    private OwnerOnlyFiles() {
    }

    /** Makes {@code path} readable and writable by its owner alone (rw------- where the file system has modes). */
    public static void restrict(Path path) throws IOException {
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rw-------"));
        } else {
            path.toFile().setReadable(false, false);
            path.toFile().setReadable(true, true);
        }
    }

    /** Creates {@code path} empty unless it exists, and restricts it (a file an older version wrote too). */
    public static void createRestricted(Path path) throws IOException {
        if (Files.notExists(path)) {
            Files.createFile(path);
        }
        restrict(path);
    }
}
