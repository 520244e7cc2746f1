package com.collimate.inspector.ui.settings;

import com.collimate.inspector.core.config.Settings;

import java.util.List;

/**
 * The values of the settings dialog as the user typed them. {@code masks} holds the lines of the masks box, one
 * {@code name=regex} each; blank lines are kept, so that a problem names the line the user sees, and ignored.
 * {@code sandboxMaxOutput} is the local sandbox's output limit as typed ({@code 64 MiB}).
 * {@code rememberApiKey} stores the key in the settings file; otherwise it is kept for this session only.
 */
public record SettingsForm(
        boolean localSandbox,
        String endpoint,
        String apiKey,
        boolean rememberApiKey,
        int concurrency,
        int connectTimeoutSeconds,
        int readTimeoutSeconds,
        int callTimeoutSeconds,
        String sandboxMaxOutput,
        List<String> masks,
        Settings.Theme theme) {

    public SettingsForm {
        masks = masks == null ? List.of() : List.copyOf(masks);
    }

    /** Never prints the key, nor the endpoint, which may hold one. */
    @Override
    public String toString() {
        return "SettingsForm[localSandbox=" + localSandbox + ", endpoint="
                + (endpoint == null || endpoint.isBlank() ? "none" : "***") + ", apiKey="
                + (apiKey == null || apiKey.isEmpty() ? "none" : "***") + ", remember=" + rememberApiKey + "]";
    }
}
