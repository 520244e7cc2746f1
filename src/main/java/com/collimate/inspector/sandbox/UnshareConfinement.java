package com.collimate.inspector.sandbox;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code unshare -rmnpfu}: new user, mount, network, PID and UTS namespaces. A small shell step sets the host name,
 * mounts a private /tmp and binds the exec folder to {@link Confinement#GUEST_ROOT}, then runs the command as its
 * child.
 */
final class UnshareConfinement implements Confinement {
    // "cd" first keeps the exec folder reachable after /tmp is mounted over; --no-canonicalize binds "." itself.
    // The command is not exec'd: PID 1 of a namespace ignores the signals it has no handler for, so a guest that
    // kills itself (os.kill(os.getpid(), SIGKILL), kill -9 $$) would run on. The shell stays PID 1 and an inner sh
    // execs the command with the shell's stderr, which the shell itself then no longer has: so its report of a
    // child killed by a signal ("Killed") is not added to the guest's stderr, and the exit code is 128 + signal.
    private static final String SETUP = "echo " + GuestEnvironment.HOSTNAME + " > /proc/sys/kernel/hostname"
            + " && cd \"$1\" && shift && mount -t tmpfs -o mode=1777 tmpfs /tmp"
            + " && mkdir " + GUEST_ROOT + " && mount --no-canonicalize --bind . " + GUEST_ROOT
            + " && cd " + GUEST_ROOT + "/work && unset OLDPWD && exec 3>&2 2>/dev/null"
            + " && sh -c 'exec \"$@\" 2>&3 3>&-' sh \"$@\"; exit $?";

    /**
     * unshare has no --die-with-parent: setpriv gives it the parent-death signal (from the long-lived spawner thread,
     * as with bwrap), so a server killed with SIGKILL takes its guests' namespaces with it instead of leaving them
     * running with no time limit.
     */
    private final boolean dieWithServer = Executables.onPath("setpriv").isPresent();

    @Override
    public Isolation isolation() {
        return Isolation.UNSHARE;
    }

    /** With setpriv: unshare gets the parent-death signal, and {@code --kill-child} ends the PID namespace. */
    @Override
    public boolean diesWithServer() {
        return dieWithServer;
    }

    @Override
    public List<String> wrap(List<String> command, ExecFolder folder) {
        List<String> wrapped = new ArrayList<>(dieWithServer ? List.of("setpriv", "--pdeathsig", "KILL") : List.of());
        wrapped.addAll(List.of("unshare", "-rmnpfu", "--kill-child", "--mount-proc",
                "sh", "-c", SETUP, "sh", folder.root().toString()));
        wrapped.addAll(command);
        return wrapped;
    }
}
