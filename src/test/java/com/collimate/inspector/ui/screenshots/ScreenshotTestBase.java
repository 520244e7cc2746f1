package com.collimate.inspector.ui.screenshots;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;

import java.nio.file.Path;

/**
 * What the screenshot tests share: a temporary home and the {@link ScreenshotWindow} on it, closed after each test.
 * Each subclass shows the window from its own {@code @Start} method, as TestFX looks for that method on the test class
 * itself only.
 */
@ExtendWith(ApplicationExtension.class)
abstract class ScreenshotTestBase {
    @TempDir
    Path home;

    ScreenshotWindow screen;

    @AfterEach
    void closeWindow() throws Exception {
        screen.close();
    }
}
