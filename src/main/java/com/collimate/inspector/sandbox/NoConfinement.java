package com.collimate.inspector.sandbox;

import java.util.List;

/** Runs the command as it is: the guest sees host paths, the network and the whole file system. */
final class NoConfinement implements Confinement {
    @Override
    public Isolation isolation() {
        return Isolation.NONE;
    }

    @Override
    public GuestPaths guestPaths(ExecFolder folder) {
        return new GuestPaths(folder.work().toString(), folder.control().toString(), folder.tmp().toString());
    }

    @Override
    public boolean guestPathsAreUnique() {
        return true;
    }

    @Override
    public List<String> wrap(List<String> command, ExecFolder folder) {
        return List.copyOf(command);
    }
}
