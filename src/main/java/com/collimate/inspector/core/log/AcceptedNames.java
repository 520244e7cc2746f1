package com.collimate.inspector.core.log;

import java.util.List;

/** The names the reader accepts for a run's fields, for views that show where a value was logged. */
public final class AcceptedNames {
    private AcceptedNames() {
    }

    /**
     * Every name the reader accepts for the field that {@code name} supplies, in order of preference (for
     * {@code "exit_code"}: exit_code, exitCode, returncode, return_code, exit_status); just {@code name} when it
     * supplies none.
     */
    public static List<String> of(String name) {
        for (Field field : Field.values()) {
            if (field.names().contains(name)) {
                return field.names();
            }
        }
        return List.of(name);
    }
}
