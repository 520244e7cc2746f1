package com.collimate.inspector.core.api;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
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
     * A UTF-8 body with every occurrence of the secret replaced by {@value #MASK}: a server that echoes the key in
     * an answer (in stdout, say) must not get it into the journal or a report. The body itself when it holds none.
     */
    public byte[] redact(byte[] utf8) {
        byte[] key = secret.getBytes(StandardCharsets.UTF_8);
        int at = indexOf(utf8, key, 0);
        if (at < 0) {
            return utf8;
        }
        ByteArrayOutputStream redacted = new ByteArrayOutputStream(utf8.length);
        int from = 0;
        while (at >= 0) {
            redacted.write(utf8, from, at - from);
            redacted.writeBytes(MASK.getBytes(StandardCharsets.US_ASCII));
            from = at + key.length;
            at = indexOf(utf8, key, from);
        }
        redacted.write(utf8, from, utf8.length - from);
        return redacted.toByteArray();
    }

    private static int indexOf(byte[] text, byte[] pattern, int from) {
        outer:
        for (int i = from; i <= text.length - pattern.length; i++) {
            for (int k = 0; k < pattern.length; k++) {
                if (text[i + k] != pattern[k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
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
