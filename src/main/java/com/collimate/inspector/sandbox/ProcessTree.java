package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Kills a guest process with everything it started: the descendants still attached to it, because guests are
 * started as leaders of their own process group ({@code setsid}) the group's members that were orphaned, and the
 * processes carrying the launch's marks (those that even left the group with a {@code setsid} of their own).
 */
final class ProcessTree {
    private final boolean groupKill;
    private final MarkedProcesses marked;

    /** @param groupKill whether the root leads its own process group and {@code kill} can signal the group */
    ProcessTree(boolean groupKill, MarkedProcesses marked) {
        this.groupKill = groupKill;
        this.marked = marked;
    }

    void kill(ProcessHandle root, MarkedProcesses.Marks marks) {
        List<ProcessHandle> descendants = root.descendants().toList();
        root.destroyForcibly();
        descendants.forEach(ProcessHandle::destroyForcibly);
        killLeftovers(root.pid(), marks);
    }

    /** Kills what is left of the root's process group and marked processes after the root itself exited. */
    void killLeftovers(long groupId, MarkedProcesses.Marks marks) {
        killGroup(groupId);
        marked.killAll(marks);
    }

    private void killGroup(long groupId) {
        if (!groupKill) {
            return;
        }
        try {
            Process kill = new ProcessBuilder("kill", "-KILL", "--", "-" + groupId)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!kill.waitFor(5, TimeUnit.SECONDS)) {
                kill.destroyForcibly();
            }
        } catch (IOException e) {
            // no kill command: the descendants were already signalled one by one
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
