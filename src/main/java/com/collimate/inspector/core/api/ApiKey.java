package com.collimate.inspector.core.api;

import java.util.Objects;

/**
 * An exec API key. The secret leaves this object only as the value of the {@code Authorization} header; every
 * other rendering (toString, messages) is masked, and {@link #redact} scrubs it from untrusted server text.
 */
public final class ApiKey {
    static final String MASK = "***";
    static final int MIN_SCRUBBED_LENGTH = 8;

    private final String secret;

    private ApiKey(String secret) {
        this.secret = secret;
    }

    /** {@code null} for a null or blank value: no key configured. */
    public static ApiKey ofNullable(String secret) {
        return secret == null || secret.isBlank() ? null : new ApiKey(secret.trim());
    }

    /** Whether {@code secret}, trimmed, is all visible ASCII: anything else cannot go into a header. */
    public static boolean canBeSent(String secret) {
        return secret.trim().chars().allMatch(c -> c > ' ' && c < 0x7f);
    }

    String bearerHeader() {
        return "Bearer " + secret;
    }

    /** {@code text} with every occurrence of the secret replaced by {@value #MASK}. */
    public String redact(String text) {
        return text == null ? null : text.replace(secret, MASK);
    }

    /**
     * Whether a server's answer is scrubbed of this key. A key this short could be an ordinary word of a run's
     * output: masking it would make replays differ from their originals, so it is left alone.
     */
    boolean scrubsAnswers() {
        return secret.length() >= MIN_SCRUBBED_LENGTH;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ApiKey other && secret.equals(other.secret);
    }

    @Override
    public int hashCode() {
        return Objects.hash(secret);
    }

    @Override
    public String toString() {
        return MASK;
    }
}
