package com.collimate.inspector.core.config;

import com.collimate.inspector.core.api.Endpoint;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * User settings shared by the GUI and the CLI, stored as JSON by {@link SettingsStore}. Immutable; change with
 * the {@code with…} methods. {@code endpoint == null} means the built-in local sandbox.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record Settings(
        @JsonProperty("endpoint") String endpoint,
        @JsonProperty("api_key") String apiKey,
        @JsonProperty("concurrency") int concurrency,
        @JsonProperty("connect_timeout_s") int connectTimeoutSeconds,
        @JsonProperty("read_timeout_s") int readTimeoutSeconds,
        @JsonProperty("call_timeout_s") int callTimeoutSeconds,
        @JsonProperty("max_retries") int maxRetries,
        @JsonProperty("sandbox_max_output") int sandboxMaxOutput,
        @JsonProperty("theme") Theme theme,
        @JsonProperty("masks") List<CustomMask> customMasks,
        @JsonProperty("disabled_masks") List<String> disabledMasks) {

    public enum Theme { LIGHT, DARK, SYSTEM }

    /** A user-defined noise mask: every match of {@code regex} is replaced by a numbered {@code <name>} placeholder. */
    public record CustomMask(@JsonProperty("name") String name, @JsonProperty("regex") String regex) {
    }

    public static final int DEFAULT_CONCURRENCY = 8;
    public static final int DEFAULT_CONNECT_TIMEOUT_S = 10;
    public static final int DEFAULT_READ_TIMEOUT_S = 600;
    public static final int DEFAULT_CALL_TIMEOUT_S = 900;
    /** The longest timeout the settings dialog and {@code check --read-timeout} take: a day. */
    public static final int MAX_TIMEOUT_S = 24 * 3600;
    public static final int DEFAULT_MAX_RETRIES = 4;
    /**
     * The bytes the app's local sandbox keeps of each replay's stdout and of its stderr by default: above the built-in
     * sandbox's default (8 MiB), so the app replays runs that printed more, yet bounded, as a runaway program's output
     * is held in memory.
     */
    public static final int DEFAULT_SANDBOX_MAX_OUTPUT = 64 * 1024 * 1024;

    public Settings {
        concurrency = concurrency > 0 ? concurrency : DEFAULT_CONCURRENCY;
        connectTimeoutSeconds = connectTimeoutSeconds > 0 ? connectTimeoutSeconds : DEFAULT_CONNECT_TIMEOUT_S;
        readTimeoutSeconds = readTimeoutSeconds > 0 ? readTimeoutSeconds : DEFAULT_READ_TIMEOUT_S;
        callTimeoutSeconds = callTimeoutSeconds > 0 ? callTimeoutSeconds : DEFAULT_CALL_TIMEOUT_S;
        maxRetries = maxRetries >= 0 ? maxRetries : DEFAULT_MAX_RETRIES;
        sandboxMaxOutput = sandboxMaxOutput > 0 ? sandboxMaxOutput : DEFAULT_SANDBOX_MAX_OUTPUT;
        theme = theme == null ? Theme.SYSTEM : theme;
        customMasks = customMasks == null ? List.of() : List.copyOf(customMasks);
        disabledMasks = disabledMasks == null ? List.of() : List.copyOf(disabledMasks);
        endpoint = endpoint == null || endpoint.isBlank() ? null : endpoint.trim();
        apiKey = apiKey == null || apiKey.isBlank() ? null : apiKey;
    }

    public static Settings defaults() {
        return new Settings(null, null, DEFAULT_CONCURRENCY, DEFAULT_CONNECT_TIMEOUT_S, DEFAULT_READ_TIMEOUT_S,
                DEFAULT_CALL_TIMEOUT_S, DEFAULT_MAX_RETRIES, DEFAULT_SANDBOX_MAX_OUTPUT, Theme.SYSTEM, List.of(),
                List.of());
    }

    /**
     * The settings file's reading: a number that is missing gets its default (a record's {@code int} would be 0,
     * which for {@code max_retries} is a valid value that turns retries off), and one out of range is an error,
     * which {@link SettingsStore} reports as a warning before using the default.
     */
    @JsonCreator
    static Settings fromJson(
            @JsonProperty("endpoint") String endpoint,
            @JsonProperty("api_key") String apiKey,
            @JsonProperty("concurrency") Integer concurrency,
            @JsonProperty("connect_timeout_s") Integer connectTimeoutSeconds,
            @JsonProperty("read_timeout_s") Integer readTimeoutSeconds,
            @JsonProperty("call_timeout_s") Integer callTimeoutSeconds,
            @JsonProperty("max_retries") Integer maxRetries,
            @JsonProperty("sandbox_max_output") Long sandboxMaxOutput,
            @JsonProperty("theme") Theme theme,
            @JsonProperty("masks") List<CustomMask> customMasks,
            @JsonProperty("disabled_masks") List<String> disabledMasks) {
        return new Settings(endpoint, apiKey, atLeast(1, concurrency, DEFAULT_CONCURRENCY),
                atLeast(1, connectTimeoutSeconds, DEFAULT_CONNECT_TIMEOUT_S),
                atLeast(1, readTimeoutSeconds, DEFAULT_READ_TIMEOUT_S),
                atLeast(1, callTimeoutSeconds, DEFAULT_CALL_TIMEOUT_S),
                atLeast(0, maxRetries, DEFAULT_MAX_RETRIES), sandboxLimit(sandboxMaxOutput), theme, customMasks,
                disabledMasks);
    }

    /** A stored {@code sandbox_max_output}: bytes, within the bounds of {@code --max-output}. */
    private static int sandboxLimit(Long bytes) {
        if (bytes == null) {
            return DEFAULT_SANDBOX_MAX_OUTPUT;
        }
        if (!SandboxLimit.allows(bytes)) {
            throw new SettingsValueProblem.NotASandboxLimit(bytes);
        }
        return bytes.intValue();
    }

    private static int atLeast(int minimum, Integer value, int fallback) {
        if (value == null) {
            return fallback;
        }
        if (value < minimum) {
            throw new SettingsValueProblem.OutOfRange(value, minimum);
        }
        return value;
    }

    public boolean usesLocalSandbox() {
        return endpoint == null;
    }

    public Settings withEndpoint(String newEndpoint) {
        return new Settings(newEndpoint, apiKey, concurrency, connectTimeoutSeconds, readTimeoutSeconds,
                callTimeoutSeconds, maxRetries, sandboxMaxOutput, theme, customMasks, disabledMasks);
    }

    /** {@code null} forgets the stored key. */
    public Settings withApiKey(String newApiKey) {
        return new Settings(endpoint, newApiKey, concurrency, connectTimeoutSeconds, readTimeoutSeconds,
                callTimeoutSeconds, maxRetries, sandboxMaxOutput, theme, customMasks, disabledMasks);
    }

    public Settings withConcurrency(int newConcurrency) {
        return new Settings(endpoint, apiKey, newConcurrency, connectTimeoutSeconds, readTimeoutSeconds,
                callTimeoutSeconds, maxRetries, sandboxMaxOutput, theme, customMasks, disabledMasks);
    }

    public Settings withTimeouts(int connectSeconds, int readSeconds, int callSeconds) {
        return new Settings(endpoint, apiKey, concurrency, connectSeconds, readSeconds, callSeconds, maxRetries,
                sandboxMaxOutput, theme, customMasks, disabledMasks);
    }

    public Settings withSandboxMaxOutput(int bytes) {
        return new Settings(endpoint, apiKey, concurrency, connectTimeoutSeconds, readTimeoutSeconds,
                callTimeoutSeconds, maxRetries, bytes, theme, customMasks, disabledMasks);
    }

    public Settings withTheme(Theme newTheme) {
        return new Settings(endpoint, apiKey, concurrency, connectTimeoutSeconds, readTimeoutSeconds,
                callTimeoutSeconds, maxRetries, sandboxMaxOutput, newTheme, customMasks, disabledMasks);
    }

    public Settings withMasks(List<CustomMask> newCustomMasks, List<String> newDisabledMasks) {
        return new Settings(endpoint, apiKey, concurrency, connectTimeoutSeconds, readTimeoutSeconds,
                callTimeoutSeconds, maxRetries, sandboxMaxOutput, theme, newCustomMasks, newDisabledMasks);
    }

    /** Never prints the key. */
    @Override
    public String toString() {
        return "Settings[endpoint=" + (endpoint == null ? "local sandbox" : Endpoint.shown(endpoint))
                + ", apiKey=" + (apiKey == null ? "none" : "***") + ", concurrency=" + concurrency
                + ", timeouts=" + connectTimeoutSeconds + "/" + readTimeoutSeconds + "/" + callTimeoutSeconds
                + "s, maxRetries=" + maxRetries + ", sandboxMaxOutput=" + sandboxMaxOutput + ", theme=" + theme
                + ", masks=" + customMasks.size() + "]";
    }
}
