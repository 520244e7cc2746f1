package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Kills the guests' process groups when the server dies without closing its runner (SIGKILL, the OOM killer), which
 * the JVM cannot notice and which no parent-death signal covers for a guest's children. A small shell outside the JVM,
 * in a session of its own, reads the groups from a pipe whose only writer is the server; when the pipe ends (the
 * server closed it, or the kernel did as the server died) it kills the groups still listed. The guests stay the
 * server's own children: nothing stands between them, their signals and their exit status.
 */
final class ServerDeathWatch implements AutoCloseable {
    /** "+ GROUP" adds a group, "- GROUP" drops one; at the end of input, every group left gets SIGKILL. */
    private static final String WATCHER = """
            trap '' HUP INT QUIT TERM
            groups=' '
            while read -r op id; do
              case $op in
                +) groups="$groups$id " ;;
                -) case $groups in *" $id "*) groups="${groups%% $id *} ${groups#* $id }" ;; esac ;;
              esac
            done
            for id in $groups; do kill -9 "-$id" 2>/dev/null; done
            """;

    private final Process watcher;
    private final Writer groups;

    private ServerDeathWatch(Process watcher) {
        this.watcher = watcher;
        this.groups = new OutputStreamWriter(watcher.getOutputStream(), StandardCharsets.US_ASCII);
    }

    /**
     * Starts the watcher; the guests it is given must lead process groups of their own ({@code setsid}). Empty when
     * {@code setsid} cannot be run; should {@code sh} be missing or the watcher die, what it is sent is lost. Either
     * way guests then outlive a server killed outright.
     */
    static Optional<ServerDeathWatch> start() {
        try {
            return Optional.of(new ServerDeathWatch(new ProcessBuilder("setsid", "sh", "-c", WATCHER)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The group is killed should the server die before {@link #forget}. */
    void watch(long groupId) {
        send("+ " + groupId);
    }

    /** The group ended: its ID may be reused by a process that is none of the server's. */
    void forget(long groupId) {
        send("- " + groupId);
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
