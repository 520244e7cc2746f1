package com.collimate.inspector.core.api;

/** Which of the two API keys, {@code COLLIMATE_API_KEY} or the one in Settings, is sent, and where. */
public enum KeyPolicy {
    /**
     * The command line's: {@code COLLIMATE_API_KEY} wherever the replays go, else the settings file's key, only to
     * the settings file's own endpoint.
     */
    ENVIRONMENT_FIRST,
    /**
     * The app's: to the Settings endpoint the key typed in Settings, the later and more deliberate choice, else
     * {@code COLLIMATE_API_KEY}; to {@code COLLIMATE_ENDPOINT} its own {@code COLLIMATE_API_KEY}, else the key typed
     * in Settings, whose dialog says that replays go there; to an {@code --endpoint} only {@code COLLIMATE_API_KEY}.
     */
    SETTINGS_FIRST
}
