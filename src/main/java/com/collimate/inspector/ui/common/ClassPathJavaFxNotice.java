package com.collimate.inspector.ui.common;

import java.util.logging.Filter;
import java.util.logging.Logger;

/**
 * Drops JavaFX's start-up warning "Unsupported JavaFX configuration: classes were loaded from 'unnamed module …'",
 * logged whenever JavaFX runs from the class path. The shaded jar (the README's run command) does that on purpose;
 * the installers run JavaFX as modules and never see it. Every other JavaFX message still goes through.
 */
public final class ClassPathJavaFxNotice {
    static final String LOGGER = "javafx";
    static final String MESSAGE_START = "Unsupported JavaFX configuration";
    /** Held: a logger nobody references may be collected, and a filter set on it lost with it. */
    private static final Logger JAVAFX = Logger.getLogger(LOGGER);

    private ClassPathJavaFxNotice() {
    }

    /** Call before JavaFX starts. */
    public static void silence() {
        Filter previous = JAVAFX.getFilter();
        JAVAFX.setFilter(record -> !isClassPathNotice(record.getMessage())
                && (previous == null || previous.isLoggable(record)));
    }

    static boolean isClassPathNotice(String message) {
        return message != null && message.startsWith(MESSAGE_START);
    }
}
