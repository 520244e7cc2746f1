package com.collimate.inspector.sandbox;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code unshare -rmnpf}: new user, mount, network and PID namespaces. A small shell step mounts a private
 * /tmp and binds the exec folder to {@link Confinement#GUEST_ROOT}, then runs the command as its child.
 */
final class UnshareConfinement implements Confinement {
    // "cd" first keeps the exec folder reachable after /tmp is mounted over; --no-canonicalize binds "." itself.
    // The command runs as a child, not exec'd, and "exit $?" keeps a shell from exec'ing it anyway: the shell stays
    // PID 1 of the namespace, which ignores signals it has no handler for, so a guest that kills itself
    // (os.kill(os.getpid(), SIGKILL), kill -9 $$) dies with 137 as elsewhere, not run on.
    private static final String SETUP = "cd \"$1\" && shift && mount -t tmpfs -o mode=1777 tmpfs /tmp"
            + " && mkdir " + GUEST_ROOT + " && mount --no-canonicalize --bind . " + GUEST_ROOT
            + " && cd " + GUEST_ROOT + "/work && unset OLDPWD && \"$@\"; exit $?";

    @Override
    public Isolation isolation() {
        return Isolation.UNSHARE;
    }

    @Override
    public GuestPaths guestPaths(ExecFolder folder) {
        return Confinement.fixedGuestPaths();
    }

    @Override
    public List<String> wrap(List<String> command, ExecFolder folder) {
        List<String> wrapped = new ArrayList<>(List.of("unshare", "-rmnpf", "--kill-child", "--mount-proc",
                "sh", "-c", SETUP, "sh", folder.root().toString()));
        wrapped.addAll(command);
        return wrapped;
    }
}
