package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.util.DaemonThreads;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs guest processes: no stdin, capped stdout/stderr, a timeout that kills the whole process tree, and no
 * process left behind after the run, after a timeout or when the runner is closed. Output past the cap kills the
 * process tree at once too: what it writes from there on would be discarded, while it held a slot until the timeout.
 */
final class ProcessRunner implements AutoCloseable {
    static final int TIMEOUT_EXIT_CODE = 124;
    /**
     * Reported for a guest killed at the output cap, as a shell reports a process killed by SIGKILL (128 + 9), whether
     * or not it had ended by itself when its last bytes were read: the answer must not depend on that race.
     */
    static final int CUT_EXIT_CODE = 137;
    /** How long output may keep arriving after the process ended (from a descendant that escaped the kill). */
    private static final Duration DRAIN_GRACE = Duration.ofSeconds(5);

    private final boolean ownGroup;
    private final ProcFileSystem processes = new ProcFileSystem();
    private final MarkedProcesses marked = new MarkedProcesses(processes);
    private final ProcessTree tree;
    private final Optional<ServerDeathWatch> deathWatch;
    // bwrap's --die-with-parent follows the thread that started it: start every guest on one long-lived thread
    private final ExecutorService spawner = Executors.newSingleThreadExecutor(new DaemonThreads("sandbox-spawner"));
    private final ExecutorService drains = Executors.newCachedThreadPool(new DaemonThreads("sandbox-output"));
    private final Set<Guest> running = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    /** @param serverFolder the folder of the server's exec folders, whose guests die with the server */
    ProcessRunner(Path serverFolder) {
        this(Executables.onPath("setsid").isPresent(), serverFolder);
    }

    private ProcessRunner(boolean ownGroup, Path serverFolder) {
        this(ownGroup, ownGroup ? ServerDeathWatch.start(serverFolder) : Optional.empty());
    }

    /** @param ownGroup whether guests are started through {@code setsid}, each leading a process group of its own */
    ProcessRunner(boolean ownGroup, Optional<ServerDeathWatch> deathWatch) {
        this.ownGroup = ownGroup;
        this.tree = new ProcessTree(ownGroup, marked);
        this.deathWatch = deathWatch;
    }

    /**
     * Why the guests' process groups would not be killed should the server be killed outright, in plain words; empty
     * while the watcher runs.
     */
    Optional<String> deathWatchProblem() {
        if (!ownGroup) {
            return Optional.of("setsid is not installed here");
        }
        if (deathWatch.isEmpty()) {
            return Optional.of("its watcher process could not start");
        }
        return deathWatch.get().running() ? Optional.empty() : Optional.of("its watcher process has ended");
    }

    /** Runs {@code action} when the watcher ends while the runner is open (it was killed); never when there is none. */
    void whenDeathWatchLost(Runnable action) {
        deathWatch.ifPresent(watch -> watch.whenEnded(() -> {
            if (!closed) {
                action.run();
            }
        }));
    }

    /**
     * @throws CancellationException when the runner was closed before or during the run
     */
    RunOutcome run(LaunchSpec spec, Duration timeout, int capBytes) throws IOException, InterruptedException {
        return run(spec, timeout, capBytes, new Stop());
    }

    /** Like {@link #run(LaunchSpec, Duration, int)}, stoppable from another thread by {@code stop}. */
    RunOutcome run(LaunchSpec spec, Duration timeout, int capBytes, Stop stop) throws IOException, InterruptedException {
        long started = System.nanoTime();
        Process process = start(spec);
        OptionalLong leaderStart = processes.startTicks(process.pid());
        deathWatch.ifPresent(watch -> watch.watch(process.pid(), leaderStart));
        Guest guest = new Guest(process, marked.marksOf(process.pid(), spec.marks()), tree);
        running.add(guest);
        stop.started(guest);
        try {
            process.getOutputStream().close();
            BoundedCapture stdout = new BoundedCapture(process.getInputStream(), capBytes, guest::kill);
            BoundedCapture stderr = new BoundedCapture(process.getErrorStream(), capBytes, guest::kill);
            Future<?> stdoutDone = drains.submit(stdout);
            Future<?> stderrDone = drains.submit(stderr);
            boolean finished = process.waitFor(timeout.toNanos(), TimeUnit.NANOSECONDS);
            if (finished) {
                tree.killLeftovers(process.pid(), guest.marks());
            } else {
                guest.kill();
                process.waitFor(DRAIN_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            }
            awaitQuietly(stdoutDone);
            awaitQuietly(stderrDone);
            if (closed) {
                throw new CancellationException("the sandbox was closed while the exec ran");
            }
            Duration duration = Duration.ofNanos(System.nanoTime() - started);
            boolean cut = finished && (stdout.truncated() || stderr.truncated());
            int exitCode = !finished ? TIMEOUT_EXIT_CODE : cut ? CUT_EXIT_CODE : process.exitValue();
            return new RunOutcome(stdout.bytes(), stdout.truncated(), stderr.bytes(), stderr.truncated(), exitCode,
                    !finished, cut, duration);
        } finally {
            running.remove(guest);
            if (process.isAlive()) {
                guest.kill();
            }
            deathWatch.ifPresent(watch -> watch.forget(process.pid(), leaderStart));
        }
    }

    private Process start(LaunchSpec spec) throws IOException, InterruptedException {
        if (closed) {
            throw new CancellationException("the sandbox is closed");
        }
        List<String> command = new ArrayList<>();
        if (ownGroup) {
            command.add("setsid");
        }
        command.addAll(spec.command());
        ProcessBuilder builder = new ProcessBuilder(command).directory(spec.directory().toFile());
        builder.environment().clear();
        builder.environment().putAll(spec.environment());
        try {
            return spawner.submit(builder::start).get();
        } catch (RejectedExecutionException e) {
            throw new CancellationException("the sandbox is closed");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new UncheckedIOException(new IOException("cannot start " + command.get(0), e.getCause()));
        }
    }

    private static void awaitQuietly(Future<?> drain) throws InterruptedException {
        try {
            drain.get(DRAIN_GRACE.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            // the capture keeps what it read; an escaped descendant holding the pipe must not hold the answer
        }
    }

    /** Kills every running guest process tree; runs in progress end with {@link CancellationException}. */
    @Override
    public void close() {
        closed = true;
        tree.killAll(running.stream().map(Guest::launch).toList());
        spawner.shutdownNow();
        drains.shutdownNow();
        deathWatch.ifPresent(ServerDeathWatch::close);
    }

    /** A started guest process and how to find all it started. */
    private record Guest(Process process, MarkedProcesses.Marks marks, ProcessTree tree) {
        void kill() {
            tree.kill(process.toHandle(), marks);
        }

        ProcessTree.Launch launch() {
            return new ProcessTree.Launch(process.toHandle(), marks);
        }
    }

    /** Lets another thread stop one run (its client gave up): the process tree is killed now, or as it starts. */
    static final class Stop {
        private Guest guest;
        private boolean requested;

        synchronized boolean requested() {
            return requested;
        }

        synchronized void request() {
            requested = true;
            if (guest != null) {
                guest.kill();
            }
        }

        private synchronized void started(Guest started) {
            guest = started;
            if (requested) {
                started.kill();
            }
        }
    }
}
