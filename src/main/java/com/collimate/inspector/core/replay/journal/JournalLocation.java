package com.collimate.inspector.core.replay.journal;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Where the journal of a log lives: the sidecar {@code <log file name>.replays.jsonl} next to the log, or, when
 * that folder cannot be written, {@code <data folder>/journals/<log file name>-<path hash>.replays.jsonl} (the
 * hash keeps two logs of the same name apart).
 */
public final class JournalLocation {
    public static final String SUFFIX = ".replays.jsonl";

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

    /** The fallback is kept once used, so replays stay together even if the log's folder becomes writable later. */
    static boolean prefersFallback(Path logFile, Path dataFolder) {
        return !Files.exists(sidecar(logFile)) && Files.isRegularFile(fallback(logFile, dataFolder));
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
