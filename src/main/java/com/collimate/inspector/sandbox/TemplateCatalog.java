package com.collimate.inspector.sandbox;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The templates this server can run, found at start-up, and why the others cannot run. */
final class TemplateCatalog {
    private final Map<String, Template> available = new LinkedHashMap<>();
    private final Map<String, String> unavailable = new LinkedHashMap<>();
    private final List<Path> interpreterFolders = new ArrayList<>();

    static TemplateCatalog discover(ProcessRunner runner, FaultInjection fault) {
        TemplateCatalog catalog = new TemplateCatalog();
        try {
            PythonRuntime python = PythonRuntime.probe(runner);
            catalog.available.put(PythonTemplate.NAME, new PythonTemplate(python, fault));
            catalog.interpreterFolders.addAll(python.installFolders());
        } catch (UnavailableException e) {
            catalog.unavailable.put(PythonTemplate.NAME, e.getMessage());
        }
        for (String shell : List.of("bash", "sh")) {
            Optional<Path> found = Executables.onPath(shell);
            if (found.isPresent()) {
                catalog.available.put(shell, new ShellTemplate(shell, found.get()));
            } else {
                catalog.unavailable.put(shell, shell + " was not found on the PATH of the sandbox server");
            }
        }
        return catalog;
    }

    Optional<Template> find(String name) {
        return Optional.ofNullable(available.get(name));
    }

    List<Template> available() {
        return List.copyOf(available.values());
    }

    /** Folders of the interpreters that a confinement hiding the home folder must keep visible. */
    List<Path> interpreterFolders() {
        return List.copyOf(interpreterFolders);
    }

    String knownNames() {
        return String.join(", ", available.keySet());
    }

    /** Why {@code name} cannot run here, listing what can. */
    String unknownTemplateMessage(String name) {
        String known = knownNames();
        String reason = unavailable.get(name);
        if (reason != null) {
            return "template '" + name + "' is not available on this sandbox: " + reason + " (available: " + known + ")";
        }
        return "unknown template '" + name + "'; known templates: " + known;
    }
}
