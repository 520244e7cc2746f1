package com.collimate.inspector.sandbox;

/** How guest processes are confined. Only claimed after a probe really ran a command that way. */
public enum Isolation {
    BWRAP("bwrap", "bubblewrap: no network, private /tmp, home folder hidden, own PID namespace"),
    UNSHARE("unshare", "unshare: no network, private /tmp, own PID namespace; the file system is otherwise shared"),
    NONE("none", "none: code runs unconfined as the current user, with network access");

    private final String label;
    private final String description;

    Isolation(String label, String description) {
        this.label = label;
        this.description = description;
    }

    /** Lower-case name used on the command line, in {@code GET /v1/info} and in exec responses. */
    public String label() {
        return label;
    }

    public String description() {
        return description;
    }
}
