package com.collimate.inspector.core.log;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProgressiveLoadingTest {
    private static final int RUNS = 120_000;
    /** Splits the ~18 MB test log into about 18 ranges. */
    private static final long SMALL_RANGES = 1 << 20;

    @TempDir
    Path dir;

    /** About 18 MB; line 100,001 is bad. */
    private Path bigLog() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < RUNS; i++) {
            if (i == 100_000) {
                text.append("{broken\n");
            }
            text.append("{\"run_id\":\"r").append(i).append("\",\"seed_ack\":\"verified\",\"exit_code\":").append(i % 3)
                    .append(",\"stdout\":\"").append("o".repeat(100)).append("\"}\n");
        }
        Path path = dir.resolve("big.jsonl");
        Files.writeString(path, text, StandardCharsets.UTF_8);
        return path;
    }

    /** Opens {@code path} in small ranges, indexed by parallel threads. */
    private static IndexedRolloutLog openInParallel(Path path, LoadListener listener, Cancellation cancellation)
            throws UnreadableLogException {
        return RolloutLogs.open(path, listener, cancellation, SMALL_RANGES, IndexingMode.THROUGHPUT);
    }

    private static void assertNoIndexingThreadIsLeft() {
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().startsWith("log-indexer-"));
    }

    private static final class Recorder implements LoadListener {
        final List<int[]> batches = new CopyOnWriteArrayList<>();
        final List<long[]> progress = new CopyOnWriteArrayList<>();
        final List<String> problems = new CopyOnWriteArrayList<>();

        @Override
        public void onProgress(long bytesDone, long bytesTotal) {
            progress.add(new long[] {bytesDone, bytesTotal});
        }

        @Override
        public void onRuns(RolloutLog log, int fromIndex, int toIndex) {
            batches.add(new int[] {fromIndex, toIndex});
            if (log.size() < toIndex || !log.summary(toIndex - 1).key().equals("r" + (toIndex - 1))) {
                problems.add("run " + (toIndex - 1) + " not readable during onRuns");
            }
        }
    }

    @Test
    void runsArePublishedInFileOrderWhileRangesAreIndexedInParallel() throws Exception {
        Path path = bigLog();
        Recorder recorder = new Recorder();
        try (IndexedRolloutLog log = openInParallel(path, recorder, Cancellation.none())) {
            assertThat(log.size()).isEqualTo(RUNS);
            assertThat(recorder.problems).isEmpty();
            assertThat(recorder.batches).hasSizeGreaterThan(1);
            int expectedFrom = 0;
            for (int[] batch : recorder.batches) {
                assertThat(batch[0]).isEqualTo(expectedFrom);
                assertThat(batch[1]).isGreaterThan(batch[0]);
                expectedFrom = batch[1];
            }
            assertThat(expectedFrom).isEqualTo(RUNS);
            for (int i = 0; i < RUNS; i += 997) {
                assertThat(log.summary(i).key()).isEqualTo("r" + i);
                assertThat(log.summary(i).line()).isEqualTo(i < 100_000 ? i + 1 : i + 2);
            }
            assertThat(log.load(RUNS - 1).rawJson()).startsWith("{\"run_id\":\"r" + (RUNS - 1) + "\"");
            assertThat(log.errors()).extracting(LoadError::line).containsExactly(100_001L);
            long total = Files.size(path);
            long previous = 0;
            for (long[] step : recorder.progress) {
                assertThat(step[1]).isEqualTo(total);
                assertThat(step[0]).isGreaterThanOrEqualTo(previous).isLessThanOrEqualTo(total);
                previous = step[0];
            }
            LogStatistics statistics = log.statistics(10);
            assertThat(statistics.runs()).isEqualTo(RUNS);
            assertThat(statistics.exitCodes()).containsEntry(0L, 40_000L).containsEntry(1L, 40_000L).containsEntry(2L, 40_000L);
            assertThat(statistics.errorCount()).isEqualTo(1);
        }
    }

    @Test
    void interactiveModeIndexesEveryRangeOnTheCallingThread() throws Exception {
        Path path = bigLog();
        Recorder recorder = new Recorder();
        List<String> callbackThreads = new CopyOnWriteArrayList<>();
        LoadListener listener = new LoadListener() {
            @Override
            public void onProgress(long bytesDone, long bytesTotal) {
                callbackThreads.add(Thread.currentThread().getName());
                recorder.onProgress(bytesDone, bytesTotal);
            }

            @Override
            public void onRuns(RolloutLog log, int fromIndex, int toIndex) {
                callbackThreads.add(Thread.currentThread().getName());
                recorder.onRuns(log, fromIndex, toIndex);
            }
        };
        try (IndexedRolloutLog log = RolloutLogs.open(path, listener, Cancellation.none(), SMALL_RANGES,
                IndexingMode.INTERACTIVE)) {
            assertThat(log.size()).isEqualTo(RUNS);
            assertThat(recorder.problems).isEmpty();
            assertThat(callbackThreads).as("one indexing thread: the caller's").containsOnly(Thread.currentThread().getName());
            int runsPerWindow = (int) (InputWindow.CHUNK / (Files.size(path) / RUNS)) + 1;
            assertThat(recorder.batches.get(0)[1]).as("the first runs come after one read window")
                    .isPositive().isLessThanOrEqualTo(2 * runsPerWindow);
            int expectedFrom = 0;
            for (int[] batch : recorder.batches) {
                assertThat(batch[0]).isEqualTo(expectedFrom);
                expectedFrom = batch[1];
            }
            for (int i = 0; i < RUNS; i += 997) {
                assertThat(log.summary(i).key()).isEqualTo("r" + i);
                assertThat(log.summary(i).line()).isEqualTo(i < 100_000 ? i + 1 : i + 2);
            }
            assertThat(log.errors()).extracting(LoadError::line).containsExactly(100_001L);
        }
    }

    @Test
    void cancellingStopsTheOpen() throws Exception {
        Path path = bigLog();
        Cancellation cancellation = new Cancellation();
        LoadListener cancelOnFirstRuns = new LoadListener() {
            @Override
            public void onRuns(RolloutLog log, int fromIndex, int toIndex) {
                cancellation.cancel();
            }
        };
        assertThatThrownBy(() -> openInParallel(path, cancelOnFirstRuns, cancellation))
                .isInstanceOf(CancellationException.class);
        assertNoIndexingThreadIsLeft();
    }

    @Test
    void aFailingIndexingThreadReportsItsOwnErrorNotTheCancellationOfTheOthers() throws Exception {
        Path path = bigLog();
        AtomicInteger progressCalls = new AtomicInteger();
        LoadListener failsMidway = new LoadListener() {
            @Override
            public void onProgress(long bytesDone, long bytesTotal) {
                if (progressCalls.incrementAndGet() == 20) {
                    throw new IllegalStateException("listener broke");
                }
            }
        };
        assertThatThrownBy(() -> openInParallel(path, failsMidway, Cancellation.none()))
                .isInstanceOf(IllegalStateException.class).hasMessage("listener broke");
        assertNoIndexingThreadIsLeft();
    }

    @Test
    void followModeIndexesAppendedCompleteLinesOnly() throws Exception {
        Path path = dir.resolve("live.jsonl");
        Files.writeString(path, "{\"run_id\":\"a\"}\n{\"run_id\":\"b\"}\n{\"run_id\":\"c\",\"std");
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            assertThat(log.size()).isEqualTo(2);
            assertThat(log.errors()).extracting(LoadError::line).containsExactly(3L);
            Recorder recorder = new Recorder();
            assertThat(log.indexAppended(recorder)).isZero();
            assertThat(log.errors()).as("the tail is still being written").isEmpty();

            append(path, "out\":\"x\"}\n{\"run_id\":\"d\"}\n\n{\"run_id\":\"e\"");
            assertThat(log.indexAppended(recorder)).isEqualTo(2);
            assertThat(recorder.batches).hasSize(1);
            assertThat(recorder.batches.get(0)).containsExactly(2, 4);
            assertThat(log.summary(2).key()).isEqualTo("c");
            assertThat(log.load(2).stdout()).isEqualTo("x");
            assertThat(log.summary(3).line()).isEqualTo(4);

            append(path, "}\nnot json\n{\"run_id\":\"f\"}\n");
            assertThat(log.indexAppended(recorder)).isEqualTo(2);
            assertThat(log.summary(4).key()).isEqualTo("e");
            assertThat(log.summary(4).line()).isEqualTo(6);
            assertThat(log.summary(5).line()).isEqualTo(8);
            assertThat(log.errors()).extracting(LoadError::line).containsExactly(7L);
            assertThat(log.indexAppended(recorder)).isZero();
        }
    }

    @Test
    void followModeGoesOnAfterTheLastRange() throws Exception {
        Path path = bigLog();
        try (IndexedRolloutLog log = openInParallel(path, LoadListener.NONE, Cancellation.none())) {
            append(path, "{\"run_id\":\"appended\"}\n");
            assertThat(log.indexAppended(LoadListener.NONE)).isEqualTo(1);
            assertThat(log.summary(RUNS).key()).isEqualTo("appended");
            assertThat(log.summary(RUNS).line()).isEqualTo(RUNS + 2);
            assertThat(log.load(RUNS).key()).isEqualTo("appended");
        }
    }

    @Test
    void followModeAfterAValidLastLineWithoutNewline() throws Exception {
        Path path = dir.resolve("live.jsonl");
        Files.writeString(path, "{\"run_id\":\"a\"}");
        try (IndexedRolloutLog log = LogFiles.open(path)) {
            assertThat(log.size()).isEqualTo(1);
            append(path, "\n{\"run_id\":\"b\"}\n");
            assertThat(log.indexAppended(LoadListener.NONE)).isEqualTo(1);
            assertThat(log.summary(1).line()).isEqualTo(2);
        }
    }

    @Test
    void followModeIsOffForArraysAndGzip() throws Exception {
        Path array = dir.resolve("array.json");
        Files.writeString(array, "[{\"run_id\":\"a\"}]");
        try (IndexedRolloutLog log = LogFiles.open(array)) {
            append(array, "\n{\"run_id\":\"b\"}\n");
            assertThat(log.indexAppended(LoadListener.NONE)).isZero();
        }
        Path gzip = new LogFiles(dir).writeGzip("{\"run_id\":\"a\"}\n");
        try (IndexedRolloutLog log = LogFiles.open(gzip)) {
            assertThat(log.indexAppended(LoadListener.NONE)).isZero();
        }
    }

    private static void append(Path path, String text) throws IOException {
        Files.writeString(path, text, StandardOpenOption.APPEND);
    }
}
