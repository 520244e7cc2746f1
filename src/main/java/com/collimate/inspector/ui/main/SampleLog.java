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
 * and writes files ({@link #extract}): off the FX thread. The copy's path is the app's business, not the user's: the
 * log is named {@value #SHOWN_NAME} to users.
 */
public final class SampleLog {
    public static final String RESOURCE = "/com/collimate/inspector/samples/demo-rollouts.jsonl";
    public static final String FILE_NAME = "demo-rollouts.jsonl";
    public static final String SHOWN_NAME = FILE_NAME + " (bundled sample)";

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
        Path target = copy();
        if (!Files.exists(target) || Files.size(target) != bundled.length
                || !java.util.Arrays.equals(Files.readAllBytes(target), bundled)) {
            Files.createDirectories(target.getParent());
            AtomicFiles.writeBytes(target, bundled);
        }
        return Optional.of(target);
    }

    /** Whether {@code log} is the sample's copy in the data folder. */
    public boolean isCopy(Path log) {
        return log.toAbsolutePath().normalize().equals(copy().toAbsolutePath().normalize());
    }

    /** How a report or a tooltip names {@code log}: its path, or {@value #SHOWN_NAME} for the sample's copy. */
    public String shownName(Path log) {
        return isCopy(log) ? SHOWN_NAME : log.toString();
    }

    private Path copy() {
        return dataFolder.resolve("samples").resolve(FILE_NAME);
    }
}
