package com.collimate.inspector;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Name and version of the app, read from the build-filtered {@code version.properties}. */
public final class AppInfo {
    public static final String NAME = "Collimate Replay Inspector";
    public static final String COMMAND = "replay-inspector";

    private AppInfo() {
    }

    public static String version() {
        try (InputStream in = AppInfo.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "dev";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "dev");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
