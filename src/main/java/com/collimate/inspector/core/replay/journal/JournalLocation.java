package com.collimate.inspector.core.replay.journal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Where the journal of a log lives: the sidecar {@code <log file name>.replays.jsonl} next to the log, or, when
 * that folder cannot be written, {@code <data folder>/journals/<log file name>-<path hash>.replays.jsonl} (the
 * hash keeps two logs of the same name apart).
 */
public final class JournalLocation {
    public static final String SUFFIX = ".replays.jsonl";
    /** What {@link #clash} calls the log. */
    public static final String LOG_ITSELF = "the log itself";

    private JournalLocation() {
    }

    public static Path sidecar(Path logFile) {
        Path absolute = logFile.toAbsolutePath().normalize();
        return absolute.resolveSibling(absolute.getFileName() + SUFFIX);
    }

    public static Path fallback(Path logFile, Path dataFolder) {
        Path absolute = logFile.toAbsolutePath().normalize();
        return dataFolder.resolve("journals").resolve(absolute.getFileName() + "-" + shortHash(absolute) + SUFFIX);
    }

    /** Whether the log has a journal yet, next to it or in the data folder: reading must not create one. */
    public static boolean exists(Path logFile, Path dataFolder) {
        return Files.exists(sidecar(logFile)) || Files.exists(fallback(logFile, dataFolder));
    }

    /**
     * What writing {@code file} would destroy of the log: "the log itself" or "the log's replay journal" (either
     * place); empty when neither. Compared by real folder and file name in any letter case, so a link, a "..", or
     * a case-insensitive file system cannot slip a file past, even before the journal exists.
     */
    public static Optional<String> clash(Path file, Path logFile, Path dataFolder) {
        if (sameLocation(file, logFile)) {
            return Optional.of(LOG_ITSELF);
        }
        if (sameLocation(file, sidecar(logFile)) || sameLocation(file, fallback(logFile, dataFolder))) {
            return Optional.of("the log's replay journal");
        }
        return Optional.empty();
    }

    private static boolean sameLocation(Path a, Path b) {
        try {
            if (Files.exists(a) && Files.exists(b)) {
                return Files.isSameFile(a, b);
            }
        } catch (IOException unknown) {
            // compare by name below
        }
        Path nameA = a.getFileName();
        Path nameB = b.getFileName();
        return nameA != null && nameB != null && nameA.toString().equalsIgnoreCase(nameB.toString())
                && realFolder(a).equals(realFolder(b));
    }

    private static Path realFolder(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        try {
            return folder.toRealPath();
        } catch (IOException missing) {
            return folder.normalize();
        }
    }

    /**
     * The fallback is kept once used, so replays stay together even if the log's folder, or a journal next to the
     * log that could not be written (then copied into the fallback), becomes writable later.
     */
    static boolean prefersFallback(Path logFile, Path dataFolder) {
        return Files.isRegularFile(fallback(logFile, dataFolder));
    }

    private static String shortHash(Path path) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(path.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JVM", e);
        }
    }
}
