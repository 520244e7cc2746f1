package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class ProcessTreeTest {
    /**
     * Once a guest's first process has ended, the JVM closes its ends of the guest's pipes: a descendant still running
     * then writes into a closed pipe, and a Python guest cut at the output cap printed a BrokenPipeError traceback on
     * its stderr, after the cut. Its descendants die first.
     */
    @Test
    void aGuestsFirstProcessIsKilledAfterItsDescendants() {
        List<Long> killed = new ArrayList<>();
        Recorded python = new Recorded(3, List.of(), killed);
        Recorded namespaceInit = new Recorded(2, List.of(python), killed);
        Recorded bwrap = new Recorded(1, List.of(namespaceInit), killed);

        new ProcessTree(false, new MarkedProcesses(new ProcFileSystem())).kill(bwrap, MarkedProcesses.Marks.NONE);

        assertThat(killed).containsExactlyInAnyOrder(1L, 2L, 3L).endsWith(1L);
    }

    /** A process of a guest's tree that records when it is killed. */
    private record Recorded(long pid, List<ProcessHandle> childList, List<Long> killed) implements ProcessHandle {
        @Override
        public Optional<ProcessHandle> parent() {
            return Optional.empty();
        }

        @Override
        public Stream<ProcessHandle> children() {
            return childList.stream();
        }

        @Override
        public Stream<ProcessHandle> descendants() {
            return childList.stream().flatMap(child -> Stream.concat(Stream.of(child), child.descendants()));
        }

        @Override
        public Info info() {
            throw new UnsupportedOperationException("not needed to kill");
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
            killed.add(pid);
            return true;
        }

        @Override
        public boolean isAlive() {
            return !killed.contains(pid);
        }

        @Override
        public int compareTo(ProcessHandle other) {
            return Long.compare(pid, other.pid());
        }
    }
}
