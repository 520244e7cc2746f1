package com.collimate.inspector.ui.common;

import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;

/** Asks the user where to save a file: the system file chooser in the app, a fixed answer in UI tests. */
@FunctionalInterface
public interface SaveDialog {

    /**
     * @param patterns the file type's globs, e.g. {@code *.csv}
     * @return the chosen file, empty when the user cancelled
     */
    Optional<Path> ask(Window owner, String title, String initialName, String description, String... patterns);

    static SaveDialog fileChooser() {
        return (owner, title, initialName, description, patterns) -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle(title);
            chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter(description, patterns),
                    new FileChooser.ExtensionFilter("All files", "*.*"));
            chooser.setInitialFileName(initialName);
            return Optional.ofNullable(chooser.showSaveDialog(owner)).map(File::toPath);
        };
    }
}
