package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.util.DaemonThreads;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Finds and kills processes by environment entries that only one exec's processes carry. A process that starts a
 * new session and whose parent exits is reparented to init: neither a descendant nor in the exec's process group
 * any more, but it still carries the environment it inherited.
 *
 * <p>Only processes of the server's user that started no earlier than the exec's first process have their
 * environment read, and each is killed through the handle taken before the read, which refuses to signal another
 * process that got the PID meanwhile. Reading an environment can block on a process in uninterruptible sleep, so
 * the scan runs on a daemon thread and the exec waits for it at most {@link #SCAN_LIMIT}: a blocked scan goes on in
 * the background, and later scans pass over the process whose read has not returned (they may miss it, should it
 * carry their marks too).
 */
final class MarkedProcesses {
    static final Duration SCAN_LIMIT = Duration.ofSeconds(5);
    /** A guest forking while it is killed can add processes between scans; each round kills what the last left. */
    private static final int MAX_ROUNDS = 20;

    private final ProcessTable table;
    private final Duration scanLimit;
    private final long self = ProcessHandle.current().pid();
    /** PIDs whose environment read outlasted a scan and has not returned yet. */
    private final Set<Long> stuck = ConcurrentHashMap.newKeySet();
    // never shut down: a scan may still run when its runner closes; idle threads end by themselves
    private final ExecutorService scans = Executors.newCachedThreadPool(new DaemonThreads("sandbox-marked-scan"));

    MarkedProcesses(ProcessTable table) {
        this(table, SCAN_LIMIT);
    }

    MarkedProcesses(ProcessTable table, Duration scanLimit) {
        this.table = table;
        this.scanLimit = scanLimit;
    }

    /**
     * The marks of a launch whose first process is {@code rootPid}, just started. Should it be gone already, the
     * server's own start bounds the launch's from below.
     */
    Marks marksOf(long rootPid, List<String> entries) {
        if (entries.isEmpty()) {
            return Marks.NONE;
        }
        long since = table.startTicks(rootPid).orElseGet(() -> table.startTicks(self).orElse(0));
        return new Marks(entries, since);
    }

    /**
     * Kills every process carrying one of the marks, until none is left; returns when done or after the scan limit.
     */
    void killAll(Marks marks) {
        killAll(List.of(marks));
    }

    /**
     * Kills the marked processes of several launches: their searches run side by side and share one scan limit, so
     * closing a sandbox with many execs waits no longer than closing it with one.
     */
    void killAll(Collection<Marks> launches) {
        Map<Scan, Future<?>> searches = new LinkedHashMap<>();
        for (Marks marks : launches) {
            if (!marks.entries().isEmpty()) {
                Scan scan = new Scan(marks);
                searches.put(scan, scans.submit(scan::killInRounds));
            }
        }
        long deadline = System.nanoTime() + scanLimit.toNanos();
        try {
            for (Map.Entry<Scan, Future<?>> search : searches.entrySet()) {
                awaitScan(search.getKey(), search.getValue(), deadline - System.nanoTime());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void awaitScan(Scan scan, Future<?> done, long nanosLeft) throws InterruptedException {
        try {
            done.get(Math.max(0, nanosLeft), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            scan.timedOut(); // it finishes in the background; the exec's slot is not held for it
        } catch (ExecutionException e) {
            // the process table could not be listed: nothing more can be found this way
        }
    }

    /** One search for one launch's marks, round after round. */
    private final class Scan {
        private final Marks marks;
        private final List<byte[]> wanted;
        private long reading = -1; // the PID whose environment is being read; guarded by this

        Scan(Marks marks) {
            this.marks = marks;
            this.wanted = marks.entries().stream().map(mark -> mark.getBytes(StandardCharsets.UTF_8)).toList();
        }

        void killInRounds() {
            for (int round = 0; round < MAX_ROUNDS; round++) {
                List<ProcessHandle> found = table.processes().filter(this::carriesMark).toList();
                if (found.isEmpty()) {
                    return;
                }
                // a handle kills only the process it was listed for (same PID and start time): should that one have
                // ended and its PID been reused while the environment was read, nothing is killed now, and the next
                // round reads the successor's own environment
                found.forEach(ProcessHandle::destroyForcibly);
            }
        }

        /** The read in progress outlasted the scan limit: later scans pass over that process until it returns. */
        synchronized void timedOut() {
            if (reading >= 0) {
                stuck.add(reading);
            }
        }

        private boolean carriesMark(ProcessHandle process) {
            long pid = process.pid();
            if (pid == self || stuck.contains(pid) || !table.ownedByServerUser(pid)
                    || table.startTicks(pid).orElse(-1) < marks.sinceTicks()) {
                return false;
            }
            synchronized (this) {
                reading = pid;
            }
            try {
                return hasAny(table.environment(pid), wanted);
            } catch (IOException e) {
                return false; // exited meanwhile
            } finally {
                synchronized (this) {
                    reading = -1;
                    stuck.remove(pid);
                }
            }
        }
    }

    private static boolean hasAny(byte[] environment, List<byte[]> wanted) {
        for (byte[] entry : wanted) {
            if (hasEntry(environment, entry)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code entry} is one of the NUL-separated entries of {@code environment}. */
    private static boolean hasEntry(byte[] environment, byte[] entry) {
        int start = 0;
        while (start < environment.length) {
            int end = start;
            while (end < environment.length && environment[end] != 0) {
                end++;
            }
            if (Arrays.equals(environment, start, end, entry, 0, entry.length)) {
                return true;
            }
            start = end + 1;
        }
        return false;
    }

    /**
     * Environment entries ("NAME=value") that only one launch's processes carry, and when its first process
     * started (clock ticks since boot): no process of the launch started earlier. No entries: nothing to find.
     */
    record Marks(List<String> entries, long sinceTicks) {
        static final Marks NONE = new Marks(List.of(), 0);

        Marks {
            entries = List.copyOf(entries);
        }
    }
}
