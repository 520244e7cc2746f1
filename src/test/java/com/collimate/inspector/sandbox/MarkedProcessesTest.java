package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class MarkedProcessesTest {
    private static final String HOME = "HOME=/tmp/collimate-sandbox-1/work";
    private static final String TMPDIR = "TMPDIR=/tmp/collimate-sandbox-1/tmp";
    private static final long ROOT = 100;

    private final FakeTable table = new FakeTable();
    private final MarkedProcesses marked = new MarkedProcesses(table, Duration.ofMillis(200));

    private MarkedProcesses.Marks marksOfAnExecStartedAt(long ticks) {
        table.add(ROOT, ticks, true, HOME, TMPDIR);
        MarkedProcesses.Marks marks = marked.marksOf(ROOT, List.of(HOME, TMPDIR));
        table.remove(ROOT); // the exec's main process has exited; its leftovers are looked for
        return marks;
    }

    @Test
    void killsOnlyTheServerUsersProcessesThatStartedWithTheExecAndCarryItsMarks() {
        MarkedProcesses.Marks marks = marksOfAnExecStartedAt(1000);
        FakeProcess sameTick = table.add(201, 1000, true, "PATH=/bin", HOME);
        FakeProcess later = table.add(202, 1500, true, TMPDIR, "LANG=C.UTF-8");
        FakeProcess older = table.add(203, 999, true, HOME);
        FakeProcess otherExec = table.add(204, 1500, true, "HOME=/tmp/collimate-sandbox-2/work");
        FakeProcess otherUser = table.add(205, 1500, false, HOME);
        FakeProcess unknownStart = table.addWithoutStart(206, HOME);
        FakeProcess server = table.add(ProcessHandle.current().pid(), 1500, true, HOME);
        FakeProcess longerValue = table.add(207, 1500, true, HOME + "2", "X" + TMPDIR);

        marked.killAll(marks);

        assertThat(table.killed()).containsExactlyInAnyOrder(sameTick, later);
        assertThat(table.environmentsRead()).as("only processes of the server's user started since the exec")
                .containsOnly(201L, 202L, 204L, 207L);
        assertThat(List.of(older, otherExec, otherUser, unknownStart, server, longerValue))
                .noneMatch(FakeProcess::destroyed);
    }

    @Test
    void aPidReusedWhileItsEnvironmentWasReadKillsOnlyTheSuccessorThatCarriesTheMark() {
        MarkedProcesses.Marks marks = marksOfAnExecStartedAt(1000);
        FakeProcess ended = table.add(201, 1500, true, HOME);
        FakeProcess[] successor = new FakeProcess[1];
        table.onEnvironmentRead(201, () -> {
            ended.end();
            successor[0] = table.add(201, 1600, true, TMPDIR);
        });

        marked.killAll(marks);

        assertThat(table.killed()).containsExactly(successor[0]);
        assertThat(ended.destroyed()).isFalse();
    }

    @Test
    void whatAProcessStartsWhileItIsKilledIsKilledInTheNextRound() {
        MarkedProcesses.Marks marks = marksOfAnExecStartedAt(1000);
        FakeProcess forker = table.add(201, 1500, true, HOME);
        forker.onDestroy(() -> table.add(202, 1600, true, HOME));

        marked.killAll(marks);

        assertThat(table.killed()).extracting(ProcessHandle::pid).containsExactlyInAnyOrder(201L, 202L);
    }

    @Test
    void aBlockedEnvironmentReadHoldsTheExecOnlyForTheScanLimitAndLaterScansPassItOver() throws Exception {
        MarkedProcesses.Marks marks = marksOfAnExecStartedAt(1000);
        FakeProcess blocked = table.add(201, 1500, true, HOME);
        CountDownLatch release = new CountDownLatch(1);
        table.blockEnvironmentReads(201, release); // a process in uninterruptible sleep
        try {
            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> marked.killAll(marks));
            FakeProcess next = table.add(202, 1600, true, TMPDIR);

            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> marked.killAll(marks));

            assertThat(next.destroyed()).isTrue();
            assertThat(table.environmentsRead()).as("the blocked read is not tried again").containsOnlyOnce(201L);
        } finally {
            release.countDown();
        }
        Await.until(Duration.ofSeconds(10), blocked::destroyed,
                "the first scan kills the process once its read returns");
    }

    @Test
    void theSearchesOfSeveralExecsRunSideBySide() {
        MarkedProcesses patient = new MarkedProcesses(table, Duration.ofSeconds(60));
        List<MarkedProcesses.Marks> launches = new ArrayList<>();
        List<FakeProcess> leftovers = new ArrayList<>();
        for (int exec = 1; exec <= 4; exec++) {
            String home = "HOME=/tmp/collimate-sandbox-" + exec + "/work";
            table.add(ROOT + exec, 1000, true, home);
            launches.add(patient.marksOf(ROOT + exec, List.of(home)));
            table.remove(ROOT + exec);
            leftovers.add(table.add(200 + exec, 1500, true, home));
        }
        // a read returns only once all four searches read at once: one after the other, the first waits for ever
        table.holdEnvironmentReadsUntilReading(4);

        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> patient.killAll(launches));

        assertThat(table.killed()).containsExactlyInAnyOrderElementsOf(leftovers);
    }

    @Test
    void withoutMarksNothingIsRead() {
        table.add(201, 1500, true, HOME);

        marked.killAll(marked.marksOf(201, List.of()));

        assertThat(table.environmentsRead()).isEmpty();
        assertThat(table.killed()).isEmpty();
    }

    @Test
    void anExecWhoseFirstProcessIsAlreadyGoneIsBoundedByTheServersStart() {
        table.add(ProcessHandle.current().pid(), 700, true);

        assertThat(marked.marksOf(ROOT, List.of(HOME)).sinceTicks()).isEqualTo(700);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A process table held in memory; listed processes are {@link FakeProcess}es. */
    private static final class FakeTable implements ProcessTable {
        private record Entry(FakeProcess process, OptionalLong startTicks, boolean ours, byte[] environment) {
        }

        private final Map<Long, Entry> entries = new ConcurrentHashMap<>();
        private final Map<Long, Runnable> onRead = new ConcurrentHashMap<>();
        private final Map<Long, CountDownLatch> blocked = new ConcurrentHashMap<>();
        private final List<Long> reads = new CopyOnWriteArrayList<>();
        private final Set<FakeProcess> killed = ConcurrentHashMap.newKeySet();
        private volatile CountDownLatch readers = new CountDownLatch(0);

        FakeProcess add(long pid, long startTicks, boolean ours, String... environment) {
            return add(pid, OptionalLong.of(startTicks), ours, environment);
        }

        FakeProcess addWithoutStart(long pid, String... environment) {
            return add(pid, OptionalLong.empty(), true, environment);
        }

        private FakeProcess add(long pid, OptionalLong startTicks, boolean ours, String... environment) {
            FakeProcess process = new FakeProcess(pid, this::kill);
            byte[] bytes = (String.join("\0", environment) + "\0").getBytes(StandardCharsets.UTF_8);
            entries.put(pid, new Entry(process, startTicks, ours, bytes));
            return process;
        }

        void remove(long pid) {
            entries.remove(pid);
        }

        private void kill(FakeProcess process) {
            killed.add(process);
            entries.values().removeIf(entry -> entry.process() == process);
        }

        /** Runs {@code action} once, when the environment of {@code pid} is next read. */
        void onEnvironmentRead(long pid, Runnable action) {
            onRead.put(pid, action);
        }

        /** Makes every read of the environment of {@code pid} wait until {@code release} opens. */
        void blockEnvironmentReads(long pid, CountDownLatch release) {
            blocked.put(pid, release);
        }

        /** Makes every read of an environment wait until {@code count} reads are under way at the same time. */
        void holdEnvironmentReadsUntilReading(int count) {
            readers = new CountDownLatch(count);
        }

        Set<FakeProcess> killed() {
            return killed;
        }

        List<Long> environmentsRead() {
            return reads;
        }

        @Override
        public Stream<ProcessHandle> processes() {
            return entries.values().stream().map(Entry::process);
        }

        @Override
        public OptionalLong startTicks(long pid) {
            Entry entry = entries.get(pid);
            return entry == null ? OptionalLong.empty() : entry.startTicks();
        }

        @Override
        public boolean ownedByServerUser(long pid) {
            Entry entry = entries.get(pid);
            return entry != null && entry.ours();
        }

        @Override
        public byte[] environment(long pid) {
            reads.add(pid);
            byte[] environment = entries.get(pid).environment();
            Runnable action = onRead.remove(pid);
            if (action != null) {
                action.run();
            }
            await(blocked.getOrDefault(pid, new CountDownLatch(0)));
            readers.countDown();
            await(readers);
            return environment;
        }
    }
}
