package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.util.AtomicFiles;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The demo log bundled in the jar, copied to the data folder on first use so it is an ordinary file (its replay
 * journal can live next to it and persist). An outdated copy is replaced, only once the new one is complete. Reads
 * and writes files: off the FX thread.
 */
public final class SampleLog {
    public static final String RESOURCE = "/com/collimate/inspector/samples/demo-rollouts.jsonl";
    public static final String FILE_NAME = "demo-rollouts.jsonl";

    private final Path dataFolder;

    public SampleLog(Path dataFolder) {
        this.dataFolder = dataFolder;
    }

    /** The extracted sample, or empty when this build has none bundled. */
    public Optional<Path> extract() throws IOException {
        byte[] bundled;
        try (InputStream in = SampleLog.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return Optional.empty();
            }
            bundled = in.readAllBytes();
        }
        Path target = dataFolder.resolve("samples").resolve(FILE_NAME);
        if (!Files.exists(target) || Files.size(target) != bundled.length
                || !java.util.Arrays.equals(Files.readAllBytes(target), bundled)) {
            Files.createDirectories(target.getParent());
            AtomicFiles.writeBytes(target, bundled);
        }
        return Optional.of(target);
    }
}
