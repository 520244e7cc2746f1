package com.collimate.inspector.ui.common;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.logging.Filter;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import static org.assertj.core.api.Assertions.assertThat;

class ClassPathJavaFxNoticeTest {
    private static final Logger JAVAFX = Logger.getLogger(ClassPathJavaFxNotice.LOGGER);
    private final Filter before = JAVAFX.getFilter();

    @AfterEach
    void restore() {
        JAVAFX.setFilter(before);
    }

    private static boolean logged(String message) {
        return JAVAFX.getFilter().isLoggable(new LogRecord(Level.WARNING, message));
    }

    @Test
    void dropsOnlyJavaFxsClassPathNotice() {
        JAVAFX.setFilter(null);
        ClassPathJavaFxNotice.silence();

        assertThat(logged("Unsupported JavaFX configuration: classes were loaded from 'unnamed module @69eee410'"))
                .isFalse();
        assertThat(logged("Could not resolve '-code-fg' while resolving lookups")).isTrue();
        assertThat(logged(null)).isTrue();
    }

    @Test
    void keepsAFilterSetBefore() {
        JAVAFX.setFilter(record -> !record.getMessage().contains("noise"));
        ClassPathJavaFxNotice.silence();

        assertThat(logged("some noise")).isFalse();
        assertThat(logged("a real warning")).isTrue();
    }
}
