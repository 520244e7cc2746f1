package com.collimate.inspector.core.replay;

/** The parts of an exec result that a replay must reproduce byte for byte. */
public enum OutputStream {
    STDOUT("stdout"), STDERR("stderr"), EXIT_CODE("exit_code");

    private final String label;

    OutputStream(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
