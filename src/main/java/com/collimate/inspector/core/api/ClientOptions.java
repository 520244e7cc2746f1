package com.collimate.inspector.core.api;

import com.collimate.inspector.core.config.Settings;

import java.time.Duration;

/**
 * Limits of the exec client. {@code maxRetryAfter} caps how long a server may make us wait for one retry.
 */
public record ClientOptions(
        Duration connectTimeout,
        Duration readTimeout,
        Duration callTimeout,
        int maxRetries,
        long maxBodyBytes,
        Duration maxRetryAfter) {

    public static final long DEFAULT_MAX_BODY_BYTES = 64L * 1024 * 1024;

    public static ClientOptions from(Settings settings) {
        return new ClientOptions(Duration.ofSeconds(settings.connectTimeoutSeconds()),
                Duration.ofSeconds(settings.readTimeoutSeconds()), Duration.ofSeconds(settings.callTimeoutSeconds()),
                settings.maxRetries(), DEFAULT_MAX_BODY_BYTES, Duration.ofMinutes(5));
    }

    public ClientOptions withMaxBodyBytes(long bytes) {
        return new ClientOptions(connectTimeout, readTimeout, callTimeout, maxRetries, bytes, maxRetryAfter);
    }
}
