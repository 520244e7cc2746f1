package com.collimate.inspector.sandbox;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A host command line with its complete environment and start folder.
 *
 * @param marks environment entries ("NAME=value") that only this launch's processes carry, so that the ones that
 *              left its process tree and group can still be found and killed ({@link MarkedProcesses}); may be empty
 */
record LaunchSpec(List<String> command, Map<String, String> environment, Path directory, List<String> marks) {
    LaunchSpec {
        command = List.copyOf(command);
        environment = Map.copyOf(environment);
        marks = List.copyOf(marks);
    }

    LaunchSpec(List<String> command, Map<String, String> environment, Path directory) {
        this(command, environment, directory, List.of());
    }
}
