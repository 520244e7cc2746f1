package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Kills the guests when the server dies without closing its runner (SIGKILL, the OOM killer), which the JVM cannot
 * notice and which no parent-death signal covers for a guest's children. A small shell outside the JVM, in a session
 * of its own, reads the guests' process groups from a pipe whose only writer is the server; when the pipe ends (the
 * server closed it, or the kernel did as the server died) it kills the groups still listed, then every process whose
 * {@code HOME} or {@code TMPDIR} lies in the server's folder: the guests (under {@code none}, where they see host
 * paths) that left their group, and those started in the instant before the server could name their group. The
 * guests stay the server's own children: nothing stands between them, their signals and their exit status.
 *
 * <p>A group is named with its leader's start time (clock ticks since boot, from {@code /proc/ID/stat}): from the
 * guest's end until the server's "-" line (seconds, while its output drains), the ID may go to another process.
 * While any member of a group lives, Linux gives its ID to no new process; so when a process with the ID runs that
 * did not start at the recorded time, the group is gone and the ID is someone else's, and the watcher spares it.
 */
final class ServerDeathWatch implements AutoCloseable {
    /**
     * "+ GROUP TICKS" adds a group, "- GROUP TICKS" drops it (TICKS empty: the leader was gone when the server looked);
     * at the end of input, every group left gets SIGKILL, then the processes marked with the server's folder ($1, as a
     * basic regular expression), in rounds (one may fork as it is killed; a killed one no longer shows its variables).
     */
    private static final String WATCHER = """
            trap '' HUP INT QUIT TERM
            folder=$1
            groups=' '
            while read -r op id since; do
              case $op in
                +) groups="$groups$id:$since " ;;
                -) case $groups in *" $id:$since "*) groups="${groups%% $id:$since *} ${groups#* $id:$since }" ;; esac ;;
              esac
            done
            for group in $groups; do
              id=${group%%:*}
              if read -r stat < "/proc/$id/stat"; then
                set -- ${stat##*) }
                [ "${20}" = "${group#*:}" ] || continue
              fi 2>/dev/null
              kill -9 "-$id" 2>/dev/null
            done
            round=0
            while [ $round -lt 20 ]; do
              found=$(grep -lsz -e "^HOME=$folder/" -e "^TMPDIR=$folder/" /proc/[0-9]*/environ)
              [ -n "$found" ] || break
              for file in $found; do
                id=${file#/proc/}
                kill -9 "${id%/environ}" 2>/dev/null
              done
              round=$((round + 1))
            done
            """;

    private final Process watcher;
    private final Writer groups;

    private ServerDeathWatch(Process watcher) {
        this.watcher = watcher;
        this.groups = new OutputStreamWriter(watcher.getOutputStream(), StandardCharsets.US_ASCII);
    }

    /**
     * Starts the watcher for the guests of the server whose exec folders are in {@code serverFolder}; the guests it is
     * given must lead process groups of their own ({@code setsid}). Empty when {@code setsid} cannot be run; should
     * {@code sh} be missing or the watcher die, {@link #running} says so. Either way guests then outlive a server killed
     * outright.
     */
    static Optional<ServerDeathWatch> start(Path serverFolder) {
        try {
            return Optional.of(new ServerDeathWatch(new ProcessBuilder("setsid", "sh", "-c", WATCHER, "sh",
                    basicRegex(serverFolder.toString()))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static String basicRegex(String text) {
        return text.replaceAll("[.\\[\\]*^$\\\\]", "\\\\$0");
    }

    /** Whether the watcher still runs (it may have been killed, or {@code sh} may be missing). */
    boolean running() {
        return watcher.isAlive();
    }

    /** Runs {@code action} once the watcher has ended, whyever it did (also after {@link #close}). */
    void whenEnded(Runnable action) {
        watcher.onExit().thenRun(action);
    }

    /**
     * The group is killed should the server die before {@link #forget}, unless its ID then belongs to a process that
     * started at another time than {@code leaderStart} (empty: the leader had already ended).
     */
    void watch(long groupId, OptionalLong leaderStart) {
        send("+ " + line(groupId, leaderStart));
    }

    /** The group ended: its ID may be reused by a process that is none of the server's. */
    void forget(long groupId, OptionalLong leaderStart) {
        send("- " + line(groupId, leaderStart));
    }

    private static String line(long groupId, OptionalLong leaderStart) {
        return groupId + " " + (leaderStart.isPresent() ? Long.toString(leaderStart.getAsLong()) : "");
    }
    private synchronized void send(String line) {
        try {
            groups.write(line + "\n");
            groups.flush();
        } catch (IOException e) {
            // the watcher was killed: the guests are still killed by the server itself, as long as it lives
        }
    }

    /** Ends the watcher; it kills the groups still watched, as when the server dies. */
    @Override
    public synchronized void close() {
        try {
            groups.close();
        } catch (IOException e) {
            watcher.destroyForcibly();
        }
    }
}
