package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.api.ApiKey;

import java.time.Duration;

/**
 * Settings of a {@link LocalSandbox}. Immutable; start from {@link #loopback()} and change with the
 * {@code with…} methods.
 *
 * @param host            address to bind; loopback unless the user asks otherwise
 * @param port            0 picks a free port
 * @param token           bearer token clients must send; {@code null} generates one at start
 * @param isolation       isolation to require; {@code null} takes the best one that works on this machine
 * @param maxConcurrency  execs running at once
 * @param maxQueued       execs allowed to wait for a slot; more are refused with 429
 * @param maxQueueWait    how long a queued exec waits for a slot before 503
 * @param defaultTimeout  exec timeout when the request names none
 * @param maxTimeout      upper bound for a request's {@code timeout_s}
 * @param outputCapBytes  bytes kept of stdout and of stderr each
 * @param maxRequestBytes largest accepted request body
 */
public record SandboxConfig(
        String host,
        int port,
        String token,
        Isolation isolation,
        int maxConcurrency,
        int maxQueued,
        Duration maxQueueWait,
        Duration defaultTimeout,
        Duration maxTimeout,
        int outputCapBytes,
        int maxRequestBytes) {

    public static final String LOOPBACK = "127.0.0.1";
    public static final int DEFAULT_OUTPUT_CAP_BYTES = 8 * 1024 * 1024;

    public SandboxConfig {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("host must not be empty");
        }
        host = unbracketed(host.strip());
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be between 0 and 65535, not " + port);
        }
        if (token != null && token.isBlank()) {
            throw new IllegalArgumentException("token must not be blank");
        }
        if (token != null && !(token.equals(token.strip()) && ApiKey.canBeSent(token))) {
            throw new IllegalArgumentException("the token must be printable ASCII without spaces (no control or "
                    + "non-ASCII characters): a client cannot send it in an Authorization header");
        }
        requirePositive("max concurrency", maxConcurrency);
        if (maxQueued < 0) {
            throw new IllegalArgumentException("max queued must not be negative");
        }
        requirePositive("max queue wait", maxQueueWait);
        requirePositive("default timeout", defaultTimeout);
        requirePositive("max timeout", maxTimeout);
        if (defaultTimeout.compareTo(maxTimeout) > 0) {
            throw new IllegalArgumentException("default timeout must not exceed the max timeout");
        }
        requirePositive("output cap", outputCapBytes);
        requirePositive("max request size", maxRequestBytes);
    }

    /** An IPv6 address as URLs write it, {@code [::1]}, is the address {@code ::1}: the URI adds the brackets. */
    private static String unbracketed(String host) {
        return host.length() > 2 && host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1)
                : host;
    }

    /** 127.0.0.1, a free port, a generated token, the best isolation available, one exec per core. */
    public static SandboxConfig loopback() {
        int cores = Runtime.getRuntime().availableProcessors();
        return new SandboxConfig(LOOPBACK, 0, null, null, cores, 64, Duration.ofMinutes(2),
                Duration.ofSeconds(30), Duration.ofMinutes(5), DEFAULT_OUTPUT_CAP_BYTES, 4 * 1024 * 1024);
    }

    public SandboxConfig withHost(String newHost) {
        return new SandboxConfig(newHost, port, token, isolation, maxConcurrency, maxQueued, maxQueueWait,
                defaultTimeout, maxTimeout, outputCapBytes, maxRequestBytes);
    }

    public SandboxConfig withPort(int newPort) {
        return new SandboxConfig(host, newPort, token, isolation, maxConcurrency, maxQueued, maxQueueWait,
                defaultTimeout, maxTimeout, outputCapBytes, maxRequestBytes);
    }

    public SandboxConfig withToken(String newToken) {
        return new SandboxConfig(host, port, newToken, isolation, maxConcurrency, maxQueued, maxQueueWait,
                defaultTimeout, maxTimeout, outputCapBytes, maxRequestBytes);
    }

    /** {@code null} means the best isolation available. */
    public SandboxConfig withIsolation(Isolation newIsolation) {
        return new SandboxConfig(host, port, token, newIsolation, maxConcurrency, maxQueued, maxQueueWait,
                defaultTimeout, maxTimeout, outputCapBytes, maxRequestBytes);
    }

    public SandboxConfig withConcurrency(int newMaxConcurrency, int newMaxQueued, Duration newMaxQueueWait) {
        return new SandboxConfig(host, port, token, isolation, newMaxConcurrency, newMaxQueued, newMaxQueueWait,
                defaultTimeout, maxTimeout, outputCapBytes, maxRequestBytes);
    }

    public SandboxConfig withTimeouts(Duration newDefaultTimeout, Duration newMaxTimeout) {
        return new SandboxConfig(host, port, token, isolation, maxConcurrency, maxQueued, maxQueueWait,
                newDefaultTimeout, newMaxTimeout, outputCapBytes, maxRequestBytes);
    }

    public SandboxConfig withLimits(int newOutputCapBytes, int newMaxRequestBytes) {
        return new SandboxConfig(host, port, token, isolation, maxConcurrency, maxQueued, maxQueueWait,
                defaultTimeout, maxTimeout, newOutputCapBytes, newMaxRequestBytes);
    }

    /** Never prints the token. */
    @Override
    public String toString() {
        return "SandboxConfig[" + host + ":" + port + ", token=" + (token == null ? "generated" : "***")
                + ", isolation=" + (isolation == null ? "best available" : isolation.label())
                + ", concurrency=" + maxConcurrency + "+" + maxQueued + " queued, timeout=" + defaultTimeout
                + " (max " + maxTimeout + "), outputCap=" + outputCapBytes + ", maxRequest=" + maxRequestBytes + "]";
    }

    private static void requirePositive(String what, long value) {
        if (value <= 0) {
            throw new IllegalArgumentException(what + " must be positive");
        }
    }

    private static void requirePositive(String what, Duration value) {
        if (value == null || value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException(what + " must be a positive duration");
        }
    }
}
