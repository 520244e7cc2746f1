package com.collimate.inspector.sandbox;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * bubblewrap: every namespace unshared (so no network, an own PID namespace and host name), the host file system
 * read-only, a private /tmp, the user's home folder hidden (settings and keys live there) except the folders the
 * guest's interpreter needs, and the exec folder bound read-write at {@link Confinement#GUEST_ROOT}.
 */
final class BwrapConfinement implements Confinement {
    private final Path hiddenHome;
    private final List<Path> keptVisible;

    /**
     * @param hiddenHome  folder replaced by an empty one, or null to hide nothing
     * @param keptVisible folders under {@code hiddenHome} bound back read-only (e.g. a pyenv interpreter)
     */
    BwrapConfinement(Path hiddenHome, List<Path> keptVisible) {
        this.hiddenHome = hiddenHome;
        this.keptVisible = List.copyOf(keptVisible);
    }

    @Override
    public Isolation isolation() {
        return Isolation.BWRAP;
    }

    /** {@code --die-with-parent}, and the PID namespace ends with its first process. */
    @Override
    public boolean diesWithServer() {
        return true;
    }

    @Override
    public List<String> wrap(List<String> command, ExecFolder folder) {
        List<String> wrapped = new ArrayList<>(List.of("bwrap", "--unshare-all", "--die-with-parent",
                "--new-session", "--hostname", GuestEnvironment.HOSTNAME, "--ro-bind", "/", "/", "--dev", "/dev",
                "--proc", "/proc", "--tmpfs", "/tmp"));
        if (hiddenHome != null) {
            wrapped.addAll(List.of("--tmpfs", hiddenHome.toString()));
            for (Path path : keptVisible) {
                wrapped.addAll(List.of("--ro-bind", path.toString(), path.toString()));
            }
        }
        wrapped.addAll(List.of("--bind", folder.root().toString(), GUEST_ROOT, "--chdir", GUEST_ROOT + "/work",
                "--"));
        wrapped.addAll(command);
        return wrapped;
    }
}
