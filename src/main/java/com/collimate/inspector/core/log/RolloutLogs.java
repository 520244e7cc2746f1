package com.collimate.inspector.core.log;

import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.IoReasons;

import java.io.Closeable;
import java.io.EOFException;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.nio.ByteBuffer;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Opens rollout logs. The format is told from the bytes: gzip or plain, UTF-8 BOM or not, a JSON array, JSON
 * Lines, or records that span lines. A plain JSON Lines file is split at line boundaries into ranges indexed in
 * parallel; a gzip log is inflated once into a temporary file, indexed as it is inflated.
 */
public final class RolloutLogs {
    /** Size of the ranges a plain JSON Lines log is indexed in, in parallel; a smaller log is one range. */
    static final long RANGE_BYTES = 32L << 20;
    private static final int COPY_BUFFER_BYTES = 1 << 16;
    /** The file type in a POSIX {@code st_mode}, and the types of pipes. */
    private static final int FILE_TYPE_BITS = 0170000;
    private static final int FIFO = 0010000;
    private static final int SOCKET = 0140000;
    /** Why a gzip log cut off inside its header, or before its first run is complete, is unreadable. */
    private static final String GZIP_CUT_BEFORE_FIRST_RUN = "truncated gzip: the file ends before its first run";

    private RolloutLogs() {
    }

    /**
     * Indexes the log, announcing runs and progress to {@code listener} as it goes, and returns once the whole
     * file is indexed.
     *
     * @throws UnreadableLogException the file is missing, a directory, unreadable, corrupt gzip, gzip cut off
     *                                before its first run, or holds no run but at least one error
     * @throws CancellationException  when {@code cancellation} was cancelled (nothing stays open)
     */
    public static IndexedRolloutLog open(Path path, LoadListener listener, Cancellation cancellation)
            throws UnreadableLogException {
        return open(path, listener, cancellation, IndexingMode.THROUGHPUT);
    }

    /** {@link #open(Path, LoadListener, Cancellation)} with as many indexing threads as {@code mode} allows. */
    public static IndexedRolloutLog open(Path path, LoadListener listener, Cancellation cancellation,
                                         IndexingMode mode) throws UnreadableLogException {
        return open(path, listener, cancellation, RANGE_BYTES, mode);
    }

    /** {@link #open(Path, LoadListener, Cancellation, IndexingMode)} with JSON Lines ranges of about {@code rangeBytes}. */
    static IndexedRolloutLog open(Path path, LoadListener listener, Cancellation cancellation, long rangeBytes,
                                  IndexingMode mode) throws UnreadableLogException {
        LogData data = openData(path);
        return opened(path, data, () -> isGzip(data) ? openGzip(path, data, listener, cancellation)
                : openPlain(path, data, listener, cancellation, rangeBytes, mode));
    }

    /**
     * {@link #open(Path, LoadListener, Cancellation)} for a command that reads the log once: a file that cannot be
     * read at offsets (a pipe, {@code /dev/stdin}, {@code <(zcat log.gz)}, a {@code /proc} file whose size reads 0)
     * is read as a stream into a temporary copy, as a gzip log is, instead of being refused. The app refuses such a
     * file: it would hang on a pipe nobody writes to, and a replay journal would be named after a name that is not
     * the log's ({@code /dev/fd/63}).
     */
    public static IndexedRolloutLog openOnce(Path path, LoadListener listener, Cancellation cancellation)
            throws UnreadableLogException {
        if (!readsAsAStream(path)) {
            return wholeAsIndexed(open(path, listener, cancellation));
        }
        PushbackInputStream stream;
        try {
            // no stream whose available() seeks, as those of Files.newInputStream and BufferedInputStream do: a pipe
            // cannot seek ("Illegal seek"), nor to its end a file of /proc ("Invalid argument")
            stream = new PushbackInputStream(new FileInputStream(path.toFile()), 2);
        } catch (IOException e) {
            throw new UnreadableLogException(path, Files.isReadable(path) ? IoReasons.of(e) : "permission denied");
        }
        return opened(path, stream, () -> openStream(path, stream, listener, cancellation));
    }

    /**
     * {@code log}, unless its file shrank while it was indexed: the app reads such a log again when it notices, a
     * command that reads it once would report runs and lines the file does not have.
     */
    private static IndexedRolloutLog wholeAsIndexed(IndexedRolloutLog log) throws UnreadableLogException {
        String shrank;
        try {
            shrank = log.shrankWhileIndexed();
        } catch (IOException e) {
            shrank = IoReasons.of(e);
        }
        if (shrank != null) {
            log.close();
            throw new UnreadableLogException(log.path(), shrank);
        }
        return log;
    }

    /**
     * Whether {@code path} is a pipe, or a file whose size reads 0 but that holds bytes (the files of {@code /proc}
     * and {@code /sys}): only reading it from its start to its end gives its bytes. Not a device: {@code /dev/zero}
     * would fill the disk with its copy, a terminal is no log.
     */
    public static boolean readsAsAStream(Path path) {
        if (Files.isDirectory(path) || !Files.exists(path)) {
            return false;
        }
        if (!Files.isRegularFile(path)) {
            return isPipe(path);
        }
        try (LogData data = LogData.open(path)) {
            return sizeReadsZeroButHasBytes(data);
        } catch (IOException unreadable) {
            return false; // open says why
        }
    }

    private interface Opening {
        IndexedRolloutLog open() throws IOException;
    }

    /** The log {@code opening} gives, with its failures said as the reasons {@code path} is unreadable. */
    private static IndexedRolloutLog opened(Path path, Closeable source, Opening opening) throws UnreadableLogException {
        IndexedRolloutLog log;
        try {
            log = opening.open();
        } catch (IOException e) {
            closeQuietly(source);
            throw new UnreadableLogException(path, IoReasons.of(e));
        } catch (InputWindow.RecordTooLongException e) {
            closeQuietly(source);
            throw new UnreadableLogException(path, e.getMessage());
        } catch (RuntimeException e) {
            closeQuietly(source);
            throw e;
        }
        if (log.size() == 0 && log.errorCount() > 0) {
            LoadError first = log.errors().get(0);
            boolean beingWritten = log.errorCount() == 1 && log.endsInsideARecord();
            log.close();
            throw new UnreadableLogException(path, beingWritten ? UnreadableLogException.Kind.NO_COMPLETE_RUN
                    : UnreadableLogException.Kind.UNREADABLE, "not a rollout log: no run could be read (line "
                    + first.line() + ": " + first.message() + ")");
        }
        return log;
    }

    private static LogData openData(Path path) throws UnreadableLogException {
        if (Files.isDirectory(path)) {
            throw new UnreadableLogException(path, "is a directory, not a log file");
        }
        // A log is read at offsets, more than once: a pipe or a device would hang or fail half-way.
        if (Files.exists(path) && !Files.isRegularFile(path)) {
            throw new UnreadableLogException(path, "not a regular file (a pipe or a device): save it to a file first");
        }
        try {
            return LogData.open(path);
        } catch (NoSuchFileException e) {
            // Java decodes a file name's bytes that are not UTF-8 to U+FFFD and then cannot find the file
            String reason = path.toString().indexOf('\uFFFD') < 0 ? "no such file" : "no such file (its name holds "
                    + "'\uFFFD': a name with bytes that are not UTF-8 cannot be opened; rename the file)";
            throw new UnreadableLogException(path, UnreadableLogException.Kind.MISSING, reason);
        } catch (AccessDeniedException e) {
            throw new UnreadableLogException(path, "permission denied");
        } catch (IOException e) {
            throw new UnreadableLogException(path, IoReasons.of(e));
        }
    }

    private static boolean isGzip(LogData data) throws IOException {
        ByteBuffer magic = ByteBuffer.allocate(2);
        while (magic.hasRemaining() && data.read(magic, magic.position()) > 0) {
            // read both bytes, however the reads split them
        }
        return Compression.isGzip(magic.array(), magic.position());
    }

    private static IndexedRolloutLog openPlain(Path path, LogData data, LoadListener listener,
                                               Cancellation cancellation, long rangeBytes, IndexingMode mode)
            throws IOException {
        long size = data.size();
        if (sizeReadsZeroButHasBytes(data)) {
            throw new IOException("its size reads 0 bytes, yet it holds some (a file of /proc or /sys): save it to a "
                    + "file first");
        }
        FormatSniffer.Layout layout = FormatSniffer.sniff(window(new FileRangeSource(data, 0, size), 0, size));
        long start = layout.bodyStart();
        if (layout.multiLine()) {
            IndexSegment segment = new IndexSegment();
            IndexedRolloutLog log = new IndexedRolloutLog(path, layout.format(), Compression.NONE, data,
                    new IndexSegment[] {segment});
            log.indexedFileOf(size);
            BinaryStart text = new BinaryStart(new FileRangeSource(data, start, size), start, segment);
            new SequenceIndexer(window(text, start, size), segment, progress(log, listener, cancellation, size, 0)
                    .andThen(text), layout.format() == LogFormat.JSON_ARRAY).run();
            log.segmentDone(0, 1, listener);
            return log;
        }
        // The key taken when the file was opened, before indexing: Follow notices a file renamed over the log since.
        return indexJsonl(path, data.fileKey(), data, rangeBounds(data, start, size, rangeBytes), listener,
                cancellation, mode.threads());
    }

    /**
     * Splits {@code [start, end)} at line starts into ranges of about {@code rangeBytes}: the indexing threads
     * take them in file order, so they share the work evenly however the records are spread, and the runs of the
     * file's beginning are announced while the rest is still being indexed.
     */
    private static long[] rangeBounds(LogData data, long start, long end, long rangeBytes)
            throws IOException {
        List<Long> bounds = new ArrayList<>();
        bounds.add(start);
        long from = start;
        while (end - from >= 2 * rangeBytes) {
            from = lineStartAfter(data, from + rangeBytes, end);
            if (from < end) {
                bounds.add(from);
            }
        }
        bounds.add(end);
        return bounds.stream().mapToLong(Long::longValue).toArray();
    }

    /**
     * Indexes the JSON Lines ranges {@code [bounds[i], bounds[i + 1])}, each into its own segment, on this thread
     * and, when there are several ranges, on up to {@code threads - 1} more. {@code fileKey}: the path's when opened.
     */
    private static IndexedRolloutLog indexJsonl(Path path, Object fileKey, LogData data, long[] bounds,
                                                LoadListener listener, Cancellation cancellation, int threads)
            throws IOException {
        int ranges = bounds.length - 1;
        IndexSegment[] segments = new IndexSegment[ranges];
        for (int i = 0; i < ranges; i++) {
            segments[i] = new IndexSegment();
        }
        IndexedRolloutLog log = new IndexedRolloutLog(path, LogFormat.JSONL, Compression.NONE, data, segments);
        log.indexedFileOf(bounds[ranges]);
        Cancellation stop = new Cancellation();
        AtomicLongArray done = new AtomicLongArray(ranges);
        AtomicInteger nextRange = new AtomicInteger();
        JsonlIndexer.Result[] results = new JsonlIndexer.Result[ranges];
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        Runnable worker = () -> {
            try {
                for (int r = nextRange.getAndIncrement(); r < ranges; r = nextRange.getAndIncrement()) {
                    IndexingHooks hooks = hooks(log, listener, cancellation, stop, bounds[ranges], done, r, bounds[r]);
                    ByteSource range = new FileRangeSource(data, bounds[r], bounds[r + 1]);
                    if (r == 0) { // only the file's start can tell it is no log
                        BinaryStart text = new BinaryStart(range, bounds[0], segments[0]);
                        range = text;
                        hooks = hooks.andThen(text);
                    }
                    results[r] = new JsonlIndexer(window(range, bounds[r], bounds[r + 1]), segments[r], hooks, false)
                            .run(1);
                    log.segmentDone(r, results[r].nextLine(), listener);
                }
            } catch (IOException | RuntimeException | Error e) {
                failures.add(e);
                stop.cancel();
            }
        };
        List<Thread> helpers = new ArrayList<>();
        for (int i = 1; i < Math.min(ranges, threads); i++) {
            Thread helper = new Thread(worker, "log-indexer-" + i + "-" + path.getFileName());
            helper.setDaemon(true);
            helper.start();
            helpers.add(helper);
        }
        worker.run();
        joinAll(helpers);
        throwMostTelling(failures);
        log.followFrom(results[ranges - 1], fileKey);
        return log;
    }

    /**
     * Inflates and indexes a gzip log. A log cut off while it was written keeps the runs before the cut, with an
     * error on the line where its data stops; cut before its first run, or corrupt, it is unreadable.
     */
    private static IndexedRolloutLog openGzip(Path path, LogData data, LoadListener listener,
                                              Cancellation cancellation) throws IOException {
        return indexCopy(path, data.streamFromStart(), Compression.GZIP, listener, cancellation);
    }

    /** Indexes a log read as a stream (gzip or plain, told from its first bytes), in one pass. */
    private static IndexedRolloutLog openStream(Path path, PushbackInputStream stream, LoadListener listener,
                                                Cancellation cancellation) throws IOException {
        byte[] magic = stream.readNBytes(2);
        stream.unread(magic);
        Compression compression = Compression.isGzip(magic, magic.length) ? Compression.GZIP : Compression.NONE;
        return indexCopy(path, stream, compression, listener, cancellation);
    }

    /**
     * Indexes {@code stream}, inflated if it is gzip, as it is copied into a temporary file the runs are read from
     * later. A gzip log cut off while it was written keeps the runs before the cut, with an error on the line where
     * its data stops; cut before its first run, or corrupt, it is unreadable. {@code stream} is closed.
     */
    private static IndexedRolloutLog indexCopy(Path path, InputStream stream, Compression compression,
                                               LoadListener listener, Cancellation cancellation) throws IOException {
        Path folder = Path.of(System.getProperty("java.io.tmpdir"));
        LogData copy = TemporaryCopies.in(folder).create(TemporaryCopies.READ_WRITE);
        try (InputStream data = compression == Compression.GZIP ? new GZIPInputStream(stream, COPY_BUFFER_BYTES)
                : stream) {
            InflatingSource source = new InflatingSource(data, copy, folder);
            IndexSegment segment = new IndexSegment();
            BinaryStart text = new BinaryStart(source, 0, segment);
            InputWindow window = new InputWindow(text, 0);
            FormatSniffer.Layout layout = FormatSniffer.sniff(window);
            window.slide(layout.bodyStart());
            IndexedRolloutLog log = new IndexedRolloutLog(path, layout.format(), compression, copy,
                    new IndexSegment[] {segment});
            IndexingHooks hooks = progress(log, listener, cancellation, -1, 0).andThen(text);
            long endLine = layout.multiLine()
                    ? new SequenceIndexer(window, segment, hooks, layout.format() == LogFormat.JSON_ARRAY).run()
                    : new JsonlIndexer(window, segment, hooks, false).run(1).nextLine();
            if (source.endedEarly()) {
                if (segment.size() == 0) {
                    throw new IOException(GZIP_CUT_BEFORE_FIRST_RUN);
                }
                LoadError note = new LoadError(endLine, "truncated gzip: the compressed data ends early, the rest "
                        + "of the log is missing", "");
                segment.addError(note.line(), note.message(), note.rawText());
                log.dataEndsEarly(note);
            }
            log.segmentDone(0, endLine, listener);
            return log;
        } catch (IOException | RuntimeException e) {
            closeQuietly(copy);
            closeQuietly(stream);
            if (e instanceof EOFException) { // from the header: InflatingSource ends the data at a later early end
                throw new IOException(GZIP_CUT_BEFORE_FIRST_RUN, e);
            }
            if (e instanceof ZipException) {
                throw new IOException("corrupt gzip data (" + e.getMessage() + ")", e);
            }
            throw e;
        }
    }

    /** A window over {@code source}, the bytes {@code [start, end)} of the file, no bigger than they need. */
    private static InputWindow window(ByteSource source, long start, long end) {
        int chunk = (int) Math.min(InputWindow.CHUNK, Math.max(1 << 12, end - start + 1));
        return new InputWindow(source, start, chunk, InputWindow.MAX_RECORD_BYTES);
    }

    /** Hooks of a pass over a single range starting at {@code start}. */
    private static IndexingHooks progress(IndexedRolloutLog log, LoadListener listener, Cancellation cancellation,
                                          long total, long start) {
        return hooks(log, listener, cancellation, new Cancellation(), total, new AtomicLongArray(1), 0, start);
    }

    /**
     * Per window: stop if cancelled, report bytes done over all ranges, publish what is ready. The sum is taken and
     * reported under one lock, so the threads of the ranges never report progress going backwards.
     */
    private static IndexingHooks hooks(IndexedRolloutLog log, LoadListener listener, Cancellation cancellation,
                                       Cancellation stop, long total, AtomicLongArray done, int range, long start) {
        return offset -> {
            cancellation.throwIfCancelled();
            stop.throwIfCancelled();
            done.set(range, offset - start);
            synchronized (done) {
                long sum = 0;
                for (int i = 0; i < done.length(); i++) {
                    sum += done.get(i);
                }
                listener.onProgress(sum, total);
            }
            log.publish(listener);
        };
    }

    /** The offset just after the first line feed at or after {@code from}, or {@code end} if there is none. */
    private static long lineStartAfter(LogData data, long from, long end) throws IOException {
        byte[] buf = new byte[1 << 16];
        for (long position = from; position < end; position += buf.length) {
            int read = new FileRangeSource(data, position, end).read(buf, 0, buf.length);
            int newline = Bytes.indexOfNewline(buf, 0, Math.max(read, 0));
            if (newline >= 0) {
                return position + newline + 1;
            }
        }
        return end;
    }

    /**
     * Rethrows a failure of the indexing threads, if any. A failing thread stops the others, so their
     * cancellations must not hide the failure that caused them.
     */
    private static void throwMostTelling(List<Throwable> failures) throws IOException {
        Throwable failure = failures.stream().filter(f -> !(f instanceof CancellationException)).findFirst()
                .orElse(failures.isEmpty() ? null : failures.get(0));
        if (failure instanceof IOException io) {
            throw io;
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failure instanceof Error error) {
            throw error;
        }
    }

    /** Waits until every thread has ended (they stop within one read window once the pass is stopped). */
    private static void joinAll(List<Thread> threads) {
        boolean interrupted = false;
        for (Thread thread : threads) {
            while (thread.isAlive()) {
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** A named pipe or a socket, as a shell's {@code <(command)} gives; false where the OS does not say. */
    private static boolean isPipe(Path path) {
        try {
            int type = (Integer) Files.getAttribute(path, "unix:mode") & FILE_TYPE_BITS;
            return type == FIFO || type == SOCKET;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return false;
        }
    }

    /** Whether the file's size reads 0 while its first byte can be read: a file of /proc or /sys. */
    private static boolean sizeReadsZeroButHasBytes(LogData data) throws IOException {
        // the size is read again after the byte: a log that was empty has just been written to
        return data.size() == 0 && data.read(ByteBuffer.allocate(1), 0) > 0 && data.size() == 0;
    }

    private static void closeQuietly(Closeable source) {
        try {
            source.close();
        } catch (IOException ignored) {
            // nothing more to release
        }
    }
}
