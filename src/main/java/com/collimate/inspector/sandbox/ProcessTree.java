package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

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
     * run side by side, so that the time this takes does not grow with the number of launches. No first process may
     * end before the rest of its guest is doomed: once it has ended, the JVM closes its ends of the launch's pipes, and
     * a descendant still running would write into a closed pipe (a Python guest cut at the output cap printed a
     * BrokenPipeError traceback on the stderr still open, after the cut); nor may a first process outlive the others,
     * when it is the guest itself (no confinement): a shell would report its command killed and run the next one. So
     * the process groups go first, in one {@code kill}: those the descendants lead (bwrap's {@code --new-session}
     * gives the guest its own), then the first processes' own.
     */
    void killAll(List<Launch> launches) {
        List<ProcessHandle> descendants = launches.stream().flatMap(launch -> launch.root().descendants()).toList();
        List<ProcessHandle> roots = launches.stream().map(Launch::root).toList();
        killGroups(Stream.concat(descendants.stream(), roots.stream()).map(ProcessHandle::pid).toList());
        descendants.forEach(ProcessHandle::destroyForcibly);
        roots.forEach(ProcessHandle::destroyForcibly);
        marked.killAll(launches.stream().map(Launch::marks).toList());
    }

    /** Kills what is left of the root's process group and marked processes after the root itself exited. */
    void killLeftovers(long groupId, MarkedProcesses.Marks marks) {
        killGroups(List.of(groupId));
        marked.killAll(marks);
    }

    /**
     * One {@code kill} for all the groups, in their order: each would otherwise start a process and wait for it in
     * turn. A process that leads no group is skipped ({@code kill} says so and goes on).
     */
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
