package com.collimate.inspector.core.api;

import com.collimate.inspector.core.config.Settings;

import java.time.Duration;

/**
 * Limits of the exec client. {@code maxRetryAfter} caps how long a server may make us wait for one retry;
 * {@code rateLimitPatience} is how long in all a call keeps retrying while it is rate limited (429 with a
 * Retry-After) once its {@code maxRetries} are used up: a busy server that says when to come back is waited for,
 * not given up on.
 */
public record ClientOptions(
        Duration connectTimeout,
        Duration readTimeout,
        Duration callTimeout,
        int maxRetries,
        long maxBodyBytes,
        Duration maxRetryAfter,
        Duration rateLimitPatience) {

    public static final long DEFAULT_MAX_BODY_BYTES = 64L * 1024 * 1024;
    public static final Duration DEFAULT_RATE_LIMIT_PATIENCE = Duration.ofMinutes(10);

    public ClientOptions(Duration connectTimeout, Duration readTimeout, Duration callTimeout, int maxRetries,
                         long maxBodyBytes, Duration maxRetryAfter) {
        this(connectTimeout, readTimeout, callTimeout, maxRetries, maxBodyBytes, maxRetryAfter,
                DEFAULT_RATE_LIMIT_PATIENCE);
    }

    public static ClientOptions from(Settings settings) {
        return new ClientOptions(Duration.ofSeconds(settings.connectTimeoutSeconds()),
                Duration.ofSeconds(settings.readTimeoutSeconds()), Duration.ofSeconds(settings.callTimeoutSeconds()),
                settings.maxRetries(), DEFAULT_MAX_BODY_BYTES, Duration.ofMinutes(5));
    }

    /**
     * Room for the answers of a sandbox keeping up to {@code streamCapBytes} of stdout and of stderr each: an answer
     * carries both streams, JSON-escaped (a control character takes 6 bytes).
     */
    public ClientOptions withRoomForStreams(int streamCapBytes) {
        long answerBytes = 12L * streamCapBytes + (1 << 20);
        return answerBytes > maxBodyBytes ? withMaxBodyBytes(answerBytes) : this;
    }

    public ClientOptions withMaxBodyBytes(long bytes) {
        return new ClientOptions(connectTimeout, readTimeout, callTimeout, maxRetries, bytes, maxRetryAfter,
                rateLimitPatience);
    }
}
