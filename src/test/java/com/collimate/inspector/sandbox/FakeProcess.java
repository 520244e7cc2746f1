package com.collimate.inspector.sandbox;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A process that knows whether it is alive and whether it was killed; like a real handle it refuses to kill once
 * its process has ended. Nothing may read its info.
 */
final class FakeProcess implements ProcessHandle {
    private final long pid;
    private final Consumer<FakeProcess> removal;
    private volatile boolean alive = true;
    private volatile boolean destroyed;
    private volatile Runnable onDestroy = () -> { };
    private final List<FakeProcess> children = new CopyOnWriteArrayList<>();

    FakeProcess(long pid, Consumer<FakeProcess> removal) {
        this.pid = pid;
        this.removal = removal;
    }

    void end() {
        alive = false;
    }

    /** {@code child} is a child of this process from now on. */
    void adopt(FakeProcess child) {
        children.add(child);
    }

    void onDestroy(Runnable action) {
        onDestroy = action;
    }

    boolean destroyed() {
        return destroyed;
    }

    @Override
    public long pid() {
        return pid;
    }

    @Override
    public Optional<ProcessHandle> parent() {
        return Optional.empty();
    }

    @Override
    public Stream<ProcessHandle> children() {
        return children.stream().map(ProcessHandle.class::cast);
    }

    @Override
    public Stream<ProcessHandle> descendants() {
        return children.stream().flatMap(child -> Stream.concat(Stream.of(child), child.descendants()));
    }

    @Override
    public Info info() {
        throw new UnsupportedOperationException("info() reads the command line, which can block");
    }

    @Override
    public CompletableFuture<ProcessHandle> onExit() {
        return new CompletableFuture<>();
    }

    @Override
    public boolean supportsNormalTermination() {
        return true;
    }

    @Override
    public boolean destroy() {
        return destroyForcibly();
    }

    @Override
    public boolean destroyForcibly() {
        if (!alive) {
            return false;
        }
        alive = false;
        destroyed = true;
        removal.accept(this);
        onDestroy.run();
        return true;
    }

    @Override
    public boolean isAlive() {
        return alive;
    }

    @Override
    public int compareTo(ProcessHandle other) {
        return Long.compare(pid, other.pid());
    }

    @Override
    public String toString() {
        return "process " + pid;
    }
}
