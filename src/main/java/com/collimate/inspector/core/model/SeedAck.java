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
     * Maps a raw seed_ack value. {@code null} (absent key or JSON null) and blank text are {@link #MISSING};
     * unknown values such as {@code "(mismatch)"} or {@code "mismatch: checksum failed"} are {@link #MISMATCH}.
     */
    public static SeedAck parse(String raw) {
        if (raw == null) {
            return MISSING;
        }
        String value = raw.trim().toLowerCase(Locale.ROOT);
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
