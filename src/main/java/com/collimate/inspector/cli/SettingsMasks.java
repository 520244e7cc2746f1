package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.config.SettingsStore;
import com.collimate.inspector.core.diff.Masks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * The masks of the user's settings: the built-ins as the settings leave them, plus the saved custom masks. A problem
 * is one warning naming the settings file, and the rest goes on: a custom mask that is not valid is left out. A
 * warning never shows the settings' API key (a mask written to hide the key in run output quotes it).
 */
final class SettingsMasks {
    private SettingsMasks() {
    }

    /** Reads the settings in {@code configFolder}: unreadable, they give the built-in masks. */
    static Masks load(Path configFolder, Consumer<String> warn) {
        Path file = configFolder.resolve(SettingsStore.FILE_NAME);
        if (!Files.exists(file)) {
            return Masks.builtIn(); // spares starting Jackson for the usual case of no settings
        }
        Settings settings;
        try {
            settings = new SettingsStore(configFolder).load(warn);
        } catch (IOException e) {
            warn.accept(e.getMessage() + "; using the built-in masks");
            return Masks.builtIn();
        }
        return of(settings, file, warn);
    }

    /** @param file where {@code settings} were read, which a warning names */
    static Masks of(Settings settings, Path file, Consumer<String> warn) {
        ApiKey key = ApiKey.ofNullable(settings.apiKey());
        return Masks.fromSettings(settings, problem -> warn.accept("settings file " + file + ": "
                + (key == null ? problem : key.redact(problem))));
    }
}
