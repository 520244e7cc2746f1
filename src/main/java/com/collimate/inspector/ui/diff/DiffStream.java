package com.collimate.inspector.ui.diff;

/** Which text of the two sides is compared. */
public enum DiffStream {
    STDOUT("stdout"),
    STDERR("stderr"),
    EXIT_CODE("exit code"),
    CODE("code");

    private final String label;

    DiffStream(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The side's text of this stream; an absent stream is empty, an absent exit code reads "(none)". */
    public String text(CompareSide side) {
        String text = switch (this) {
            case STDOUT -> side.stdout();
            case STDERR -> side.stderr();
            case EXIT_CODE -> side.exitCode() == null ? "(none)" : side.exitCode() + "\n";
            case CODE -> side.code();
        };
        return text == null ? "" : text;
    }

    @Override
    public String toString() {
        return label;
    }
}
