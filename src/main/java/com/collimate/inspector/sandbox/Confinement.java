package com.collimate.inspector.sandbox;

import java.nio.file.Path;
import java.util.List;

/** Wraps a guest command so that it runs with one {@link Isolation}. */
interface Confinement {
    /** Guest-side mount point of the exec folder in the confined modes: the same path for every exec. */
    String GUEST_ROOT = "/tmp/sandbox";

    Isolation isolation();

    GuestPaths guestPaths(ExecFolder folder);

    /** The command line that runs {@code command} confined, with the guest's work folder as current folder. */
    List<String> wrap(List<String> command, ExecFolder folder);

    /** The host folder the wrapper process itself starts in. */
    default Path hostDirectory(ExecFolder folder) {
        return folder.work();
    }

    static GuestPaths fixedGuestPaths() {
        return new GuestPaths(GUEST_ROOT + "/work", GUEST_ROOT + "/ctl", "/tmp");
    }
}
