package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.util.OptionalLong;
import java.util.stream.Stream;

/** What finding an exec's marked processes needs to know of the machine's processes ({@link MarkedProcesses}). */
interface ProcessTable {
    /** Every process now, as handles that stay bound to the process they were listed for (not to its PID). */
    Stream<ProcessHandle> processes();

    /** When the process started, in clock ticks since boot; empty when it is gone or cannot be read. */
    OptionalLong startTicks(long pid);

    /** Whether the process runs as the user this server runs as. */
    boolean ownedByServerUser(long pid);

    /**
     * The process's environment as NUL-separated "NAME=value" entries. Can block for as long as the process holds
     * its memory map lock (a process stuck in uninterruptible sleep), as {@code ps} can on such a process.
     */
    byte[] environment(long pid) throws IOException;
}
