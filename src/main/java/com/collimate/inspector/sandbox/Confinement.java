package com.collimate.inspector.sandbox;

import java.nio.file.Path;
import java.util.List;

/** Wraps a guest command so that it runs with one {@link Isolation}. */
interface Confinement {
    /** Guest-side mount point of the exec folder in the confined modes: the same path for every exec. */
    String GUEST_ROOT = "/tmp/sandbox";

    Isolation isolation();

    /** Where the guest sees its exec folder: in the confined modes, under {@link #GUEST_ROOT} for every exec. */
    default GuestPaths guestPaths(ExecFolder folder) {
        return new GuestPaths(GUEST_ROOT + "/work", GUEST_ROOT + "/ctl", "/tmp");
    }

    /** The command line that runs {@code command} confined, with the guest's work folder as current folder. */
    List<String> wrap(List<String> command, ExecFolder folder);

    /**
     * Whether the guest sees its exec folder at host paths, unique to the exec, so that the folder's entries in a
     * process's environment tell the exec's processes apart ({@link GuestEnvironment#folderEntries}). The confined
     * modes show every exec the same paths and end all its processes with the PID namespace instead.
     */
    default boolean guestPathsAreUnique() {
        return false;
    }

    /**
     * Whether the guest's processes die with the server by themselves (a parent-death signal that ends its PID
     * namespace), without the {@link ServerDeathWatch}.
     */
    default boolean diesWithServer() {
        return false;
    }

    /** The host folder the wrapper process itself starts in. */
    default Path hostDirectory(ExecFolder folder) {
        return folder.work();
    }
}
