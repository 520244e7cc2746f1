package com.collimate.inspector.sandbox;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Finds commands on the server's PATH. */
final class Executables {
    private Executables() {
    }

    static Optional<Path> onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String folder : path.split(File.pathSeparator)) {
            if (folder.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(folder, name);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
