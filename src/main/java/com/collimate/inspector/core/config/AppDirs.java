package com.collimate.inspector.core.config;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Per-user folders of the app: config (settings, window state, recent files) and data (journals that cannot be
 * written next to their log). XDG on Linux, %APPDATA% on Windows, Application Support on macOS.
 * {@code -Dreplay-inspector.home=DIR} puts both under DIR (tests, portable installs).
 */
public record AppDirs(Path config, Path data) {
    static final String APP = "replay-inspector";
    public static final String HOME_OVERRIDE_PROPERTY = "replay-inspector.home";

    public static AppDirs forCurrentUser() {
        return resolve(System.getProperty("os.name", ""), System.getenv(), System.getProperty("user.home"),
                System.getProperty(HOME_OVERRIDE_PROPERTY));
    }

    static AppDirs resolve(String osName, Map<String, String> env, String userHome, String override) {
        if (override != null && !override.isBlank()) {
            Path base = Path.of(override);
            return new AppDirs(base.resolve("config"), base.resolve("data"));
        }
        Path home = Path.of(userHome);
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            Path roaming = envPath(env, "APPDATA", home.resolve("AppData").resolve("Roaming"));
            Path local = envPath(env, "LOCALAPPDATA", home.resolve("AppData").resolve("Local"));
            return new AppDirs(roaming.resolve("Replay Inspector"), local.resolve("Replay Inspector"));
        }
        if (os.startsWith("mac")) {
            Path support = home.resolve("Library").resolve("Application Support").resolve("Replay Inspector");
            return new AppDirs(support, support.resolve("data"));
        }
        Path config = envPath(env, "XDG_CONFIG_HOME", home.resolve(".config"));
        Path data = envPath(env, "XDG_DATA_HOME", home.resolve(".local").resolve("share"));
        return new AppDirs(config.resolve(APP), data.resolve(APP));
    }

    private static Path envPath(Map<String, String> env, String name, Path fallback) {
        String value = env.get(name);
        return value == null || value.isBlank() ? fallback : Path.of(value);
    }
}
