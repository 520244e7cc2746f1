package com.collimate.inspector.core.config;

import com.collimate.inspector.core.util.AtomicFiles;
import com.collimate.inspector.core.util.OwnerOnlyFiles;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes a JSON file through a temporary sibling and a rename, so a crash never leaves half a file. */
public final class AtomicJsonFile {
    private AtomicJsonFile() {
    }

    /** @param ownerOnly make the file readable by the user alone (it may hold a secret) */
    public static void write(Path file, ObjectMapper mapper, Object value, boolean ownerOnly) throws IOException {
        Files.createDirectories(file.getParent());
        Path temp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
        try {
            if (ownerOnly) {
                OwnerOnlyFiles.restrict(temp);
            }
            mapper.writeValue(temp.toFile(), value);
            AtomicFiles.replace(temp, file);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
