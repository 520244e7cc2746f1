package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

class ProcessTreeTest {
    /**
     * Once a guest's first process has ended, the JVM closes its ends of the guest's pipes: a descendant still running
     * then writes into a closed pipe, and a Python guest cut at the output cap printed a BrokenPipeError traceback on
     * its stderr, after the cut. Its descendants die first.
     */
    @Test
    void aGuestsFirstProcessIsKilledAfterItsDescendants() {
        List<Long> killed = new CopyOnWriteArrayList<>();
        FakeProcess bwrap = killedInto(killed, 1);
        FakeProcess namespaceInit = killedInto(killed, 2);
        FakeProcess python = killedInto(killed, 3);
        bwrap.adopt(namespaceInit);
        namespaceInit.adopt(python);

        new ProcessTree(false, new MarkedProcesses(new ProcFileSystem())).kill(bwrap, MarkedProcesses.Marks.NONE);

        assertThat(killed).containsExactlyInAnyOrder(1L, 2L, 3L).endsWith(1L);
    }

    private static FakeProcess killedInto(List<Long> killed, long pid) {
        FakeProcess process = new FakeProcess(pid, gone -> { });
        process.onDestroy(() -> killed.add(pid));
        return process;
    }
}
