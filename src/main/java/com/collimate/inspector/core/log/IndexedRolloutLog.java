package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.util.FileStamp;
import com.collimate.inspector.core.util.Sizes;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.ToLongFunction;

/**
 * A rollout log opened by {@link RolloutLogs#open}: an index in one or more consecutive segments (one per range
 * indexed in parallel), published to readers in file order as the segments fill.
 */
public final class IndexedRolloutLog implements RolloutLog {
    private final Path path;
    private final LogFormat format;
    private final Compression compression;
    private final LogData data;
    private final IndexSegment[] segments;
    private final int[] firstIndex;
    private final long[] lineBase;
    private final long[] nextLine;
    private final boolean[] complete;
    private final Object publishLock = new Object();
    /** Segments whose first index and line are known; written under publishLock. */
    private volatile int placed = 1;
    private volatile int published;

    private final Object followLock = new Object();
    /** Null until Follow is possible (plain JSON Lines only). */
    private IndexedPart indexed;
    private long followOffset;
    private long followLine;
    private boolean followTailIsError;
    private volatile LoadError dataEndsEarly;
    /** The size of the plain file when it was indexed; -1 for a copy (gzip, a stream), which no other program writes. */
    private volatile long indexedSize = -1;
    private final RecentRuns recent = RecentRuns.sizedForHeap();

    /**
     * @param data the bytes the index points into (the log, or the inflated copy of a gzip log)
     */
    IndexedRolloutLog(Path path, LogFormat format, Compression compression, LogData data,
                      IndexSegment[] segments) {
        this.path = path;
        this.format = format;
        this.compression = compression;
        this.data = data;
        this.segments = segments.clone();
        this.firstIndex = new int[segments.length];
        this.lineBase = new long[segments.length];
        this.nextLine = new long[segments.length];
        this.complete = new boolean[segments.length];
    }

    @Override
    public Path path() {
        return path;
    }

    @Override
    public LogFormat format() {
        return format;
    }

    @Override
    public Compression compression() {
        return compression;
    }

    @Override
    public int size() {
        return published;
    }

    @Override
    public RunSummary summary(int index) {
        int s = segmentOf(index);
        return segments[s].summary(index - firstIndex[s], index, lineBase[s]);
    }

    @Override
    public Run load(int index) throws IOException {
        return recent.load(index, () -> FileStamp.of(path), () -> decodeChecked(index, read(index)));
    }

    @Override
    public byte[] record(int index) throws IOException {
        byte[] record = read(index);
        decodeChecked(index, record);
        return record;
    }

    private byte[] read(int index) throws IOException {
        int s = segmentOf(index);
        int slot = index - firstIndex[s];
        byte[] record = new byte[segments[s].length(slot)];
        ByteBuffer into = ByteBuffer.wrap(record);
        long position = segments[s].offset(slot);
        while (into.hasRemaining()) {
            if (data.read(into, position + into.position()) < 0) {
                throw new RunChangedOnDiskException(path + ": run " + (index + 1) + " is no longer in the file");
            }
        }
        return record;
    }

    private Run decodeChecked(int index, byte[] record) throws IOException {
        int s = segmentOf(index);
        Run run;
        try {
            run = RunDecoder.decode(record, lineBase[s] + segments[s].line(index - firstIndex[s]));
        } catch (ScanException e) {
            throw changedOnDisk(index);
        }
        if (!matchesIndex(run, summary(index))) {
            throw changedOnDisk(index); // rewritten in place with a record of the same length
        }
        return run;
    }

    private static boolean matchesIndex(Run run, RunSummary indexed) {
        return run.key().equals(indexed.key()) && run.seedAck() == indexed.seedAck()
                && Objects.equals(run.exitCode(), indexed.exitCode())
                && (run.seed().raw() == null ? indexed.seed().raw() == null
                : run.seed().raw().equalsIgnoreCase(indexed.seed().raw()));
    }

    private IOException changedOnDisk(int index) {
        return new RunChangedOnDiskException(path + ": run " + (index + 1) + " changed on disk since the log was opened");
    }

    @Override
    public int indexAppended(LoadListener listener) throws IOException {
        synchronized (followLock) {
            if (indexed == null) {
                return 0;
            }
            indexed.check(path, data);
            long size = data.size();
            if (size <= followOffset) {
                return 0;
            }
            int last = segments.length - 1;
            if (followTailIsError) {
                segments[last].retractLastError();
            }
            int before = published;
            int chunk = (int) Math.min(InputWindow.CHUNK, Math.max(1 << 16, size - followOffset));
            InputWindow window = new InputWindow(new FileRangeSource(data, followOffset, size), followOffset,
                    chunk, InputWindow.MAX_RECORD_BYTES);
            JsonlIndexer.Result result = new JsonlIndexer(window, segments[last], offset -> { }, true)
                    .run(followLine - lineBase[last]);
            resumeAt(result);
            indexed = indexed.extendedTo(data, followOffset);
            publish(listener);
            return published - before;
        }
    }

    @Override
    public List<LoadError> errors() {
        return firstOfSegments(IndexSegment::errors, IndexSegment::errorCount);
    }

    @Override
    public List<LoadError> fieldWarnings() {
        return firstOfSegments(IndexSegment::warnings, IndexSegment::warningCount);
    }

    /**
     * What the placed segments keep, in file order, lines shifted to the file's, at most the first 100,000. It ends
     * with the first segment that kept fewer than it counted: what later ones kept would not follow on in the file.
     */
    private List<LoadError> firstOfSegments(BiFunction<IndexSegment, Long, List<LoadError>> kept,
                                            ToLongFunction<IndexSegment> counted) {
        List<LoadError> all = new ArrayList<>();
        int count = placedSegments();
        for (int s = 0; s < count && all.size() < IndexSegment.MAX_ERRORS_KEPT; s++) {
            List<LoadError> some = kept.apply(segments[s], lineBase[s]);
            all.addAll(some.subList(0, Math.min(some.size(), IndexSegment.MAX_ERRORS_KEPT - all.size())));
            if (some.size() < counted.applyAsLong(segments[s])) {
                break;
            }
        }
        return List.copyOf(all);
    }

    @Override
    public long fieldWarningCount() {
        return sumOfSegments(IndexSegment::warningCount);
    }

    @Override
    public long errorCount() {
        return sumOfSegments(IndexSegment::errorCount);
    }

    @Override
    public long errorsAdded() {
        return sumOfSegments(IndexSegment::errorsAdded);
    }

    private long sumOfSegments(ToLongFunction<IndexSegment> count) {
        long sum = 0;
        for (int s = 0; s < placedSegments(); s++) {
            sum += count.applyAsLong(segments[s]);
        }
        return sum;
    }

    @Override
    public Optional<LoadError> dataEndsEarly() {
        return Optional.ofNullable(dataEndsEarly);
    }

    /** Records the note {@link #errors()} holds on where a gzip log's data ends early. */
    void dataEndsEarly(LoadError note) {
        dataEndsEarly = note;
    }

    /** Counts over every published run, with the first {@code maxErrors} errors. */
    public LogStatistics statistics(int maxErrors) {
        LogStatistics.Counter counter = new LogStatistics.Counter();
        for (int s = 0; s < placedSegments(); s++) {
            segments[s].countInto(counter);
        }
        List<LoadError> errors = errors();
        return counter.result(errorCount(), errors.subList(0, Math.min(maxErrors, errors.size())));
    }

    @Override
    public void close() {
        recent.close();
        data.close();
    }

    /** Announces every run that is now readable in file order. Called by the indexing threads. */
    void publish(LoadListener listener) {
        synchronized (publishLock) {
            while (placed < segments.length && complete[placed - 1]) {
                firstIndex[placed] = firstIndex[placed - 1] + segments[placed - 1].size();
                lineBase[placed] = lineBase[placed - 1] + nextLine[placed - 1] - 1;
                placed++;
            }
            int last = placed - 1;
            int available = firstIndex[last] + segments[last].size();
            if (available > published) {
                int from = published;
                published = available;
                listener.onRuns(this, from, available);
            }
        }
    }

    /** Segment {@code s} is fully indexed; {@code next} is the segment-relative number of the line after it. */
    void segmentDone(int s, long next, LoadListener listener) {
        segments[s].trim();
        synchronized (publishLock) {
            complete[s] = true;
            nextLine[s] = next;
        }
        publish(listener);
    }

    /** {@code size}: the size of the plain file indexed, when indexing began. */
    void indexedFileOf(long size) {
        indexedSize = size;
    }

    /**
     * Why the index cannot be trusted, or null: the file is now shorter than when it was indexed (truncated or
     * rewritten by another program meanwhile), so the ranges read after the cut are missing, the runs read before it
     * may no longer be in it, and the line numbers after a cut range are not the file's.
     */
    String shrankWhileIndexed() throws IOException {
        if (indexedSize < 0) {
            return null;
        }
        long now = data.size();
        return now >= indexedSize ? null : "the file shrank while it was read (from " + Sizes.bytes(indexedSize)
                + " to " + Sizes.bytes(now) + "): another program truncated or rewrote it meanwhile; read it again once "
                + "nothing writes it";
    }

    @Override
    public boolean followable() {
        synchronized (followLock) {
            return indexed != null;
        }
    }

    /** Whether the file ends inside a record (a JSON Lines log still being written), as far as it is indexed. */
    boolean endsInsideARecord() {
        synchronized (followLock) {
            return followTailIsError;
        }
    }

    /**
     * Enables {@link #indexAppended} from where the last segment's pass stopped (plain JSON Lines only).
     *
     * @param fileKey the {@link IndexedPart#fileKey} of the path when the file was opened
     */
    void followFrom(JsonlIndexer.Result end, Object fileKey) throws IOException {
        synchronized (followLock) {
            resumeAt(end);
            indexed = IndexedPart.read(fileKey, data, followOffset);
        }
    }

    private void resumeAt(JsonlIndexer.Result end) {
        followOffset = end.resumeOffset();
        followLine = lineBase[segments.length - 1] + end.nextLine();
        followTailIsError = end.endsWithTruncatedLine();
    }

    private int placedSegments() {
        return placed;
    }

    private int segmentOf(int index) {
        int count = published;
        if (index < 0 || index >= count) {
            throw new IndexOutOfBoundsException("run " + index + " of " + count);
        }
        int placedCount = placed;
        int s = 0;
        while (s + 1 < placedCount && index >= firstIndex[s + 1]) {
            s++;
        }
        return s;
    }
}
