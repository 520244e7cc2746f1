package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.util.ArrayList;
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
        killAll(List.of(new Launch(root, marks)));
    }

    /**
     * Kills several launches at once: every process is signalled first, then the searches for their marked processes
     * run side by side, so that the time this takes does not grow with the number of launches. The first processes go
     * last: once one has ended, the JVM closes its ends of the launch's pipes, and a descendant still running would
     * write into a closed pipe (a Python guest cut at the output cap printed a BrokenPipeError traceback on the stderr
     * still open, after the cut).
     */
    void killAll(List<Launch> launches) {
        List<ProcessHandle> descendants = launches.stream().flatMap(launch -> launch.root().descendants()).toList();
        descendants.forEach(ProcessHandle::destroyForcibly);
        killGroups(launches.stream().map(launch -> launch.root().pid()).toList());
        launches.forEach(launch -> launch.root().destroyForcibly());
        marked.killAll(launches.stream().map(Launch::marks).toList());
    }

    /** Kills what is left of the root's process group and marked processes after the root itself exited. */
    void killLeftovers(long groupId, MarkedProcesses.Marks marks) {
        killGroups(List.of(groupId));
        marked.killAll(marks);
    }

    /** One {@code kill} for all the groups: each would otherwise start a process and wait for it in turn. */
    private void killGroups(List<Long> groupIds) {
        if (!groupKill || groupIds.isEmpty()) {
            return;
        }
        List<String> command = new ArrayList<>(List.of("kill", "-KILL", "--"));
        groupIds.forEach(groupId -> command.add("-" + groupId));
        try {
            Process kill = new ProcessBuilder(command)
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

    /** A launch's first process and the marks its other processes carry. */
    record Launch(ProcessHandle root, MarkedProcesses.Marks marks) {
    }
}
