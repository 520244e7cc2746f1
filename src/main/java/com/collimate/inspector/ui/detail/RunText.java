package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.model.Run;

/** A text of a run that the detail shows in a tab and can save whole: what it is called and where it comes from. */
public enum RunText {
    CODE("code", "txt"),
    STDOUT("stdout", "txt"),
    STDERR("stderr", "txt"),
    RECORD("record", "json");

    private final String label;
    private final String extension;

    RunText(String label, String extension) {
        this.label = label;
        this.extension = extension;
    }

    public String label() {
        return label;
    }

    public String extension() {
        return extension;
    }

    /** The whole text, as the log has it (escapes decoded, ANSI escapes kept); "" when the run has none. */
    public String of(Run run) {
        String text = switch (this) {
            case CODE -> run.code();
            case STDOUT -> run.stdout();
            case STDERR -> run.stderr();
            case RECORD -> run.rawJson();
        };
        return text == null ? "" : text;
    }
}
