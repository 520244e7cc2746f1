package com.collimate.inspector.core.api;

import java.util.Objects;

/**
 * An exec API key. The secret leaves this object only as the value of the {@code Authorization} header; every
 * other rendering (toString, messages) is masked, and {@link #redact} scrubs it from untrusted server text.
 */
public final class ApiKey {
    static final String MASK = "***";

    private final String secret;

    private ApiKey(String secret) {
        this.secret = secret;
    }

    /** {@code null} for a null or blank value: no key configured. */
    public static ApiKey ofNullable(String secret) {
        return secret == null || secret.isBlank() ? null : new ApiKey(secret.trim());
    }

    String bearerHeader() {
        return "Bearer " + secret;
    }

    /** {@code text} with every occurrence of the secret replaced by {@value #MASK}. */
    public String redact(String text) {
        return text == null ? null : text.replace(secret, MASK);
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
