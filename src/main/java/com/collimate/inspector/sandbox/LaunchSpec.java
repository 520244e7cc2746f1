package com.collimate.inspector.sandbox;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** A host command line with its complete environment and start folder. */
record LaunchSpec(List<String> command, Map<String, String> environment, Path directory) {
    LaunchSpec {
        command = List.copyOf(command);
        environment = Map.copyOf(environment);
    }
}
