package com.collimate.inspector.core.model;

import java.util.Locale;

/**
 * The seed-ack verdict of an exec, as defined by the deterministic-replay spec.
 * Only {@link #VERIFIED} means the run is reproducible.
 */
public enum SeedAck {
    VERIFIED("verified", "The guest reseeded its RNG with this seed and confirmed it: the run is reproducible."),
    NO_ACK("no-ack", "The template supports the seed-ack handshake but did not confirm this run: not known to be reproducible."),
    OFF("off", "The template does not advertise the seed-ack handshake: the seed was echoed but reproducibility is not confirmed."),
    MISMATCH("mismatch", "The reseed or its checksum failed: treat the run as non-reproducible."),
    MISSING("missing", "The log has no seed_ack for this run: reproducibility is unknown.");

    private final String label;
    private final String explanation;

    SeedAck(String label, String explanation) {
        this.label = label;
        this.explanation = explanation;
    }

    /** The canonical lower-case name used in JSON output and the UI ("no-ack", not "NO_ACK"). */
    public String label() {
        return label;
    }

    /** One sentence in the words of the seed semantics, for tooltips and reports. */
    public String explanation() {
        return explanation;
    }

    /**
     * The explanation for a run logged with {@code seed}: {@link #explanation()} when the seed is valid; otherwise one
     * that does not claim a seed the log lacks. The spec makes a run reproducible by re-sending the seed actually
     * used, so a run whose log has no valid seed cannot be replayed with the same seed, whatever its verdict.
     */
    public String explanation(Seed seed) {
        if (seed == null || seed.isValid()) {
            return explanation;
        }
        String noSeed = (seed.isMissing() ? "the log has no seed for this run"
                : "the logged seed is not 64 hex digits") + ": this run cannot be replayed with the same seed.";
        return switch (this) {
            case VERIFIED -> "The guest confirmed that it reseeded its RNG (verified), but " + noSeed;
            case NO_ACK -> "The template supports the seed-ack handshake but did not confirm this run, and " + noSeed;
            case OFF -> "The template does not advertise the seed-ack handshake (reproducibility not confirmed), and "
                    + noSeed;
            case MISMATCH -> "The reseed or its checksum failed (treat the run as non-reproducible), and " + noSeed;
            case MISSING -> "The log has no seed_ack for this run (reproducibility unknown), and " + noSeed;
        };
    }

    /**
     * Maps a raw seed_ack value. {@code null} (absent key or JSON null) and blank text are {@link #MISSING};
     * unknown values such as {@code "(mismatch)"} or {@code "mismatch: checksum failed"} are {@link #MISMATCH}, as is
     * a known word with control characters beside it ({@code "verified\u0000"}): only spaces, tabs and line ends
     * around it are trimmed, since a verdict is trusted only when it reads exactly as one.
     */
    public static SeedAck parse(String raw) {
        if (raw == null) {
            return MISSING;
        }
        String value = trimBlanks(raw).toLowerCase(Locale.ROOT);
        switch (value) {
            case "":
                return MISSING;
            case "verified":
                return VERIFIED;
            case "no-ack":
            case "no_ack":
            case "noack":
                return NO_ACK;
            case "off":
                return OFF;
            default:
                return MISMATCH;
        }
    }

    private static String trimBlanks(String raw) {
        int start = 0;
        int end = raw.length();
        while (start < end && isBlank(raw.charAt(start))) {
            start++;
        }
        while (end > start && isBlank(raw.charAt(end - 1))) {
            end--;
        }
        return raw.substring(start, end);
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    /** Parses a canonical {@link #label()} back; unlike {@link #parse} it rejects anything else. */
    public static SeedAck fromLabel(String label) {
        for (SeedAck ack : values()) {
            if (ack.label.equals(label)) {
                return ack;
            }
        }
        throw new IllegalArgumentException("unknown seed_ack label: " + label);
    }
}
