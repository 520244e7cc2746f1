package com.collimate.inspector.core.replay.journal;

import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.ExecJson;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.util.Sizes;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;

import java.io.Closeable;
import java.io.EOFException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * The append-only record of every finished replay of one log (see {@link JournalLocation} for where it lives).
 * Each entry is one JSON line written without user-space buffering, so every complete line survives the app
 * being killed. Opening reads the journal back. A last line cut before its newline (the app killed while writing
 * it) is settled under the OS lock, where no live writer can be half-way through it: a whole entry is kept and given
 * its newline; a fragment is cut off the file and reported once in {@link #problems()}, so later lines are not
 * glued to it and later opens do not report it again.
 * The index keeps only offsets; entries are read from the file on demand. Thread-safe, and safe to share with other
 * processes (a check in CI while the app has the log open): writes take an OS lock on the file and first index what
 * the others appended, so offsets stay right, and settle each line's attempt number there: a number another
 * process (or this one) journaled for the run in the meantime is not written again (see {@link #append}).
 */
public final class ReplayJournal implements AutoCloseable {
    private static final byte NEWLINE = '\n';
    /** Larger numbers are read as damage: the next numbers past them would overflow an int. */
    private static final int MAX_ATTEMPT = 1_000_000_000;
    /** The journal's name in {@link #describeLocation}: escapes and line breaks of the log's name shown, cut there. */
    private static final int SHOWN_NAME_CHARS = 1000;
    /** How long a write waits for another process to let go of the journal's OS lock. */
    public static final Duration LOCK_WAIT = Duration.ofSeconds(10);
    /**
     * The wait once another process held the lock past {@code lockWait}, until it lets go: the replays still in
     * flight then fail in turn, each after this, not each after the full wait.
     */
    private static final Duration STUCK_LOCK_WAIT = Duration.ofSeconds(1);
    private static final long LOCK_POLL_MILLIS = 20;

    private final Path file;
    private final String fallbackReason;
    /**
     * Writes and reads go through java.io, which an interrupt does not close (NIO closes a file channel for good,
     * for every thread, when a thread is interrupted inside a read or write of it, a cancel landing mid-write). The
     * channel is used only to lock, which no interrupt closes either.
     */
    private FileOutputStream appender;
    private FileChannel lockChannel;
    /**
     * Positional reads (seek and read under its monitor), the file's length, and cutting a fragment off. The three
     * handles are replaced together, under {@link #lock}, only when another program deleted or replaced the file.
     */
    private volatile RandomAccessFile contents;
    /** Which file the handles are open on ({@link OutsideChange#identity}), to notice another program's change. */
    private Object identity;
    private volatile JournalIndex index = new JournalIndex();
    private final List<String> problems = new ArrayList<>();
    private final List<String> notices = new ArrayList<>();
    private final ObjectWriter entryWriter = ExecJson.mapper().writerFor(JournalEntry.class);
    private final ObjectReader entryReader = ExecJson.mapper().readerFor(JournalEntry.class);
    private final ReentrantLock lock = new ReentrantLock();
    private final Queue<PendingLine> pending = new ConcurrentLinkedQueue<>();
    private final Map<JournalRun, Integer> reservedUpTo = new ConcurrentHashMap<>();
    private volatile IOException writeFailure;
    private boolean locksUnsupported;
    private final Duration lockWait;
    /** Set when another process held the lock past the wait, cleared once this one gets it again. */
    private boolean lockStuck;
    /** Bytes of the file indexed so far, up to the end of its last whole line; only the lock holder moves it. */
    private volatile long end;
    private long indexedLines;
    /** Where the cut last line reported in {@link #problems()} starts; -1 when none was. */
    private long reportedCutAt = -1;

    private ReplayJournal(Path file, String fallbackReason, FileOutputStream appender, Duration lockWait)
            throws IOException {
        this.file = file;
        this.fallbackReason = fallbackReason;
        this.appender = appender;
        this.lockChannel = appender.getChannel();
        this.lockWait = lockWait;
        this.contents = new RandomAccessFile(file.toFile(), "rw");
        this.identity = identityOrNone(file);
    }

    private static Object identityOrNone(Path file) {
        try {
            return OutsideChange.identity(file);
        } catch (IOException e) {
            return null; // only a deletion or a cut is noticed then
        }
    }

    /**
     * Opens (creating if needed) the journal of {@code logFile}: next to it when that folder is writable, else in
     * {@code dataFolder}. A journal next to the log that can be read but not written (the log's medium mounted
     * read-only since) starts the one in the data folder as its copy, so its replays are not lost from view. Never
     * touches the log itself.
     */
    public static ReplayJournal open(Path logFile, Path dataFolder) throws IOException {
        return open(logFile, dataFolder, LOCK_WAIT);
    }

    /** As {@link #open(Path, Path)}, waiting at most {@code lockWait} for another process's lock on the journal. */
    public static ReplayJournal open(Path logFile, Path dataFolder, Duration lockWait) throws IOException {
        Path fallback = JournalLocation.fallback(logFile, dataFolder);
        Path sidecar = JournalLocation.sidecar(logFile);
        String fallbackReason;
        boolean sidecarTried = !JournalLocation.prefersFallback(logFile, dataFolder);
        if (!sidecarTried) {
            fallbackReason = "earlier replays of this log were kept there";
        } else {
            try {
                return load(sidecar, null, openForAppend(sidecar), lockWait);
            } catch (IOException e) {
                fallbackReason = "the journal next to the log cannot be written (" + reason(sidecar, e) + ")";
            }
        }
        try {
            Files.createDirectories(fallback.getParent());
            if (sidecarTried && Files.isRegularFile(sidecar) && Files.isReadable(sidecar)
                    && !Files.exists(fallback, LinkOption.NOFOLLOW_LINKS)) {
                fallbackReason += "; its replays were copied there";
                try {
                    Files.copy(sidecar, fallback);
                } catch (FileAlreadyExistsException copiedByAnotherProcess) {
                    // that copy is the journal now
                }
            }
            return load(fallback, fallbackReason, openForAppend(fallback), lockWait);
        } catch (IOException e) {
            String where = "the replay journal cannot be written in the data folder (" + reason(fallback, e) + ")";
            throw new IOException(sidecarTried ? fallbackReason + ", and " + where : where, e);
        }
    }

    private static String reason(Path path, IOException e) {
        return TextSafety.oneLine(path + ": " + JournalErrors.reason(e), 400);
    }

    /** Refuses what is there and is not a regular file (a pipe would block the open; a dangling link, create a file). */
    private static FileOutputStream openForAppend(Path path) throws IOException {
        if (Files.exists(path, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(path)) {
            throw new IOException("not a regular file");
        }
        return new FileOutputStream(path.toFile(), true);
    }

    private static ReplayJournal load(Path path, String fallbackReason, FileOutputStream writer, Duration lockWait)
            throws IOException {
        try {
            ReplayJournal journal = new ReplayJournal(path, fallbackReason, writer, lockWait);
            try {
                journal.scan();
            } catch (IOException | RuntimeException e) {
                closeQuietly(journal.contents); // not close(): it would read the file again to catch up first
                throw e;
            }
            return journal;
        } catch (IOException | RuntimeException e) {
            writer.close();
            throw e;
        }
    }

    public Path file() {
        return file;
    }

    public boolean isFallback() {
        return fallbackReason != null;
    }

    /** One line for the user: where replays are recorded, and why there when it is not next to the log. */
    public String describeLocation() {
        String shown = TextSafety.oneLine(file.toString(), SHOWN_NAME_CHARS);
        return fallbackReason == null ? "replay journal: " + shown
                : "replay journal: " + shown + " (in the app's data folder: " + fallbackReason + ")";
    }

    /** Lines that were ignored when the journal was opened (damaged, or cut short by a kill), in file order. */
    public List<String> problems() {
        return locked(() -> List.copyOf(problems));
    }

    /**
     * What another program did to the file since the last call, and what was done about it, one line each (see
     * {@link #append}); the caller tells the user.
     */
    public List<String> takeNotices() {
        return locked(() -> {
            List<String> taken = List.copyOf(notices);
            notices.clear();
            return taken;
        });
    }

    /**
     * Appends one entry as one line. Concurrent appends are combined: whichever caller gets the lock writes every
     * waiting line in one unbuffered write. A line is handed to the operating system before the lock holder leaves,
     * and every read below sees it.
     * <p>
     * The entry's attempt number (from {@link #reserveAttempts}) is settled under the OS lock, after indexing what
     * other processes appended: when the journal already holds that number for the run (another process reserved
     * it at the same time, since numbers are reserved when replays start and journaled when they end), the line
     * gets the next free number instead, past every number this process reserved for the run. So every process
     * numbers a run's replays apart, and the returned number is the one {@code KEY@replay[N]} finds.
     * <p>
     * Each write first checks that the file at the journal's path is still the one open here and no shorter than what
     * was read of it. When another program deleted it, it is written again there with every line this journal holds,
     * so no replay is lost; when it replaced it (a second app or check that wrote it again, a restored backup, a sync)
     * or cut it short, the file now there is the journal: it is read anew, as on open, and the line goes on after its
     * end. Either way {@link #takeNotices()} says so.
     *
     * @return the attempt number the line was journaled with: the entry's, unless it was taken
     * @throws JournalBusyException when another process held the journal's lock too long: the line is not written
     * @throws InterruptedIOException when the thread was interrupted while waiting for that lock: the line is not
     *                                written, and the thread stays interrupted
     * @throws IOException when the write failed (a full disk): the lines of that write are not in the journal, and
     *                     later appends try again; after a failure that could not be undone (the file could not be
     *                     cut back, or other processes may have appended after it) nothing more is appended
     */
    public int append(JournalEntry entry) throws IOException {
        IOException failed = writeFailure;
        if (failed != null) {
            throw failed;
        }
        PendingLine mine = new PendingLine(new JournalRun(entry.runKey(), entry.line()), entry,
                entryWriter.writeValueAsBytes(entry));
        pending.add(mine);
        lock.lock();
        try {
            if (mine.written == 0 && mine.failure == null) { // else a caller holding the lock before handled it
                drainLocked(mine);
            }
        } finally {
            lock.unlock();
        }
        if (mine.failure != null) {
            throw mine.failure;
        }
        return mine.written;
    }

    /**
     * Writes the lines waiting. The thread's interrupt status is set aside meanwhile and restored after: an interrupt
     * only cancels a wait for the OS lock; then {@code mine} (the caller's own line, null for a read) is given up
     * and the other callers' lines wait for their own callers.
     */
    private void drainLocked(PendingLine mine) {
        if (writeFailure != null) {
            failPending(writeFailure, pending.size()); // nothing more is written after such a failure
            return;
        }
        boolean interrupted = Thread.interrupted();
        FileLock fileLock = null;
        try {
            if (pending.isEmpty() && length() <= end) {
                return; // a read with nothing new: no OS lock to take
            }
            if (!pending.isEmpty()) {
                followOutsideChangeLocked();
            }
            fileLock = lockFile(interrupted);
            catchUpLocked(fileLock != null);
            writePendingLocked(fileLock != null);
        } catch (JournalBusyException e) {
            failPending(e, pending.size());
        } catch (LockWaitCancelledException e) {
            interrupted = true;
            if (mine != null) {
                mine.failure = e;
                pending.remove(mine);
            }
        } catch (IOException e) {
            writeFailure = e;
            failPending(e, pending.size());
        } finally {
            releaseQuietly(fileLock);
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Gives the first {@code count} lines waiting {@code failure}: only the lock holder removes, appends go last. */
    private void failPending(IOException failure, int count) {
        for (int i = 0; i < count; i++) {
            pending.remove().failure = failure;
        }
    }

    /**
     * Indexes what other processes appended. With the OS lock held ({@code ownsLock}) no writer is half-way through
     * a line, so a last line without its newline was cut by a kill: it is settled. Without (another journal of this
     * process holds it, or the file system has no locks) it is left to {@link #writePendingLocked}.
     */
    private void catchUpLocked(boolean ownsLock) throws IOException {
        if (length() <= end) {
            return;
        }
        indexFrom(end);
        long cut = length() - end;
        if (cut <= 0) {
            return;
        }
        if (!ownsLock) {
            reportCut("was ignored");
        } else if (cut < Integer.MAX_VALUE && isWholeEntryOrBlank(readBytes(end, (int) cut))) {
            try {
                appender.write(NEWLINE); // only its newline is missing: kept
            } catch (IOException e) {
                throw JournalErrors.failed(file, "ending its incomplete last line", e);
            }
            indexFrom(end);
        } else {
            cutBackTo(end, "cutting off its incomplete last line");
            reportCut("was removed");
        }
    }

    private void cutBackTo(long size, String operation) throws IOException {
        try {
            withContents(contents -> {
                contents.setLength(size);
                return null;
            });
        } catch (IOException e) {
            throw JournalErrors.failed(file, operation, e);
        }
    }

    /**
     * Before a write, without the OS lock (it would be taken on a file that is no longer the journal): goes over to
     * the file at the journal's path when another program deleted, replaced or cut short the one open here.
     */
    private void followOutsideChangeLocked() throws IOException {
        OutsideChange change;
        try {
            change = OutsideChange.of(file, identity, length(), end);
        } catch (IOException e) {
            throw JournalErrors.failed(file, "checking that it is still the file the app opened", e);
        }
        if (change == OutsideChange.NONE) {
            return;
        }
        int before = index.entries();
        long cutTo = length();
        boolean wroteAgain = false;
        if (change == OutsideChange.DELETED) {
            try {
                wroteAgain = OutsideChange.writeAgain(file, contents, end);
            } catch (IOException e) {
                throw JournalErrors.failed(file, "writing it again after another program deleted it", e);
            }
        }
        reopenLocked();
        indexFrom(0); // a cut last line is settled under the OS lock, as the write goes on
        notices.add(file + " was " + switch (change) {
            case DELETED -> "deleted by another program while the app had it open: " + (wroteAgain
                    ? "it was written again with the " + Sizes.count(before, "replay") + " the app had journaled"
                    : "another process wrote it again first, and the replays go on into that file ("
                    + Sizes.count(index.entries(), "replay") + "; the app had journaled " + Sizes.count(before) + ")");
            case REPLACED -> "replaced by another file while the app had it open: the replays go on into the new file ("
                    + Sizes.count(index.entries(), "replay") + "; the old one had " + Sizes.count(before) + ")";
            default -> "cut short by another program while the app had it open (to " + Sizes.count(cutTo, "byte")
                    + "): the replays go on after what is left (" + Sizes.count(index.entries(), "replay")
                    + "; it had " + Sizes.count(before) + ")";
        });
    }

    /** Opens the file now at the journal's path in place of the one open here, and reads it anew. */
    private void reopenLocked() throws IOException {
        FileOutputStream oldAppender = appender;
        RandomAccessFile oldContents = contents;
        try {
            FileOutputStream newAppender = openForAppend(file);
            try {
                RandomAccessFile newContents = new RandomAccessFile(file.toFile(), "rw");
                synchronized (oldContents) { // a read waiting for it goes on with the new handle
                    contents = newContents;
                }
            } catch (IOException e) {
                newAppender.close();
                throw e;
            }
            appender = newAppender;
            lockChannel = newAppender.getChannel();
            identity = identityOrNone(file);
        } catch (IOException e) {
            throw JournalErrors.failed(file, "opening it again", e);
        }
        closeQuietly(oldAppender);
        closeQuietly(oldContents);
        index = new JournalIndex();
        end = 0;
        indexedLines = 0;
        reportedCutAt = -1;
    }

    private long length() throws IOException {
        try {
            return withContents(RandomAccessFile::length);
        } catch (IOException e) {
            throw JournalErrors.failed(file, "reading its size", e);
        }
    }

    private static boolean isWholeEntryOrBlank(byte[] bytes) {
        LineBuffer line = new LineBuffer();
        line.append(bytes, 0, bytes.length);
        try {
            return line.isBlank() || entryKey(line) != null;
        } catch (IOException damaged) {
            return false;
        }
    }

    private void reportCut(String fate) {
        if (reportedCutAt != end) {
            reportedCutAt = end;
            problems.add(file + ": line " + (indexedLines + 1) + " is incomplete (the app was stopped while writing"
                    + " it) and " + fate);
        }
    }

    /**
     * The OS lock that keeps other processes' appends apart; none when this process holds it already, or where the
     * file system has no locks (some network mounts): appends go on without it, and {@link #problems()} says so.
     * Polled rather than waited for, so a process stopped while holding it cannot stall this one.
     */
    private FileLock lockFile(boolean interrupted) throws IOException {
        if (locksUnsupported) {
            return null;
        }
        Duration wait = lockStuck && STUCK_LOCK_WAIT.compareTo(lockWait) < 0 ? STUCK_LOCK_WAIT : lockWait;
        long deadline = System.nanoTime() + wait.toNanos();
        try {
            for (FileLock fileLock = lockChannel.tryLock(); ; fileLock = lockChannel.tryLock()) {
                if (fileLock != null) {
                    lockStuck = false;
                    return fileLock;
                }
                if (System.nanoTime() - deadline >= 0) {
                    break;
                }
                if (interrupted) {
                    throw new InterruptedException();
                }
                Thread.sleep(LOCK_POLL_MILLIS);
            }
        } catch (OverlappingFileLockException sameProcess) {
            return null;
        } catch (InterruptedException e) {
            throw new LockWaitCancelledException(file); // given up at once: whoever interrupted wants this thread back
        } catch (IOException unsupported) {
            locksUnsupported = true;
            problems.add(file + ": the file system cannot lock the journal (" + JournalErrors.reason(unsupported)
                    + "): replays written by another process at the same time may mix");
            return null;
        }
        lockStuck = true;
        throw new JournalBusyException(file, lockWait);
    }

    private static void releaseQuietly(FileLock fileLock) {
        if (fileLock != null && fileLock.isValid()) {
            try {
                fileLock.release();
            } catch (IOException ignored) {
                // closing the channel releases it too
            }
        }
    }

    /**
     * Writes every line waiting in one write. When it fails part-way (a full disk) under the OS lock ({@code
     * ownsLock}), what it wrote is cut off again, so the file ends with the last whole line as before, these lines
     * fail, and the next append tries afresh.
     */
    private void writePendingLocked(boolean ownsLock) throws IOException {
        if (pending.isEmpty()) {
            return;
        }
        List<PendingLine> lines = new ArrayList<>(pending);
        int[] numbers = settleNumbers(lines);
        long cut = length() - end; // a cut last line left unsettled: ended first, so no entry is glued to it
        int bytes = cut > 0 ? 1 : 0;
        for (PendingLine line : lines) {
            bytes += line.json.length + 1;
        }
        ByteBuffer buffer = ByteBuffer.allocate(bytes);
        if (cut > 0) {
            buffer.put(NEWLINE);
        }
        long[] offsets = new long[lines.size()];
        for (int i = 0; i < lines.size(); i++) {
            offsets[i] = end + cut + buffer.position();
            buffer.put(lines.get(i).json).put(NEWLINE);
        }
        try {
            appender.write(buffer.array());
        } catch (IOException e) {
            IOException failure = JournalErrors.failed(file,
                    lines.size() == 1 ? "appending a replay" : "appending " + lines.size() + " replays", e);
            if (!ownsLock) {
                throw failure;
            }
            cutBackTo(end, "cutting off the part written of a failed append");
            failPending(failure, lines.size());
            return;
        }
        indexedLines += lines.size() + (cut > 0 ? 1 : 0);
        end += cut + bytes;
        for (int i = 0; i < lines.size(); i++) {
            PendingLine line = lines.get(i);
            line.written = index.add(line.run, numbers[i], offsets[i], line.json.length);
        }
        for (int i = 0; i < lines.size(); i++) {
            pending.poll(); // only the lock holder removes, and appends go to the tail: these are the lines written
        }
    }

    /**
     * The attempt number each line is written with: its own, or, when the journal (or an earlier line of this write)
     * has it for the run already, the next number past both the journal's and this process's reservations, which
     * then counts as reserved. A renumbered line is serialized again.
     */
    private int[] settleNumbers(List<PendingLine> lines) throws IOException {
        int[] numbers = new int[lines.size()];
        Map<JournalRun, TreeSet<Integer>> inThisWrite = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            PendingLine line = lines.get(i);
            TreeSet<Integer> taken = inThisWrite.computeIfAbsent(line.run, run -> new TreeSet<>());
            int number = line.entry.attempt();
            if (index.has(line.run, number) || taken.contains(number)) {
                int highest = Math.max(index.highestAttempt(line.run), taken.isEmpty() ? 0 : taken.last());
                number = Math.max(highest, reservedUpTo.getOrDefault(line.run, 0)) + 1;
                reservedUpTo.merge(line.run, number, Math::max);
                line.json = entryWriter.writeValueAsBytes(renumbered(line.entry, number));
            }
            taken.add(number);
            numbers[i] = number;
        }
        return numbers;
    }

    private static JournalEntry renumbered(JournalEntry entry, int attempt) {
        return copy(entry, attempt, entry.endpoint(), entry.error());
    }

    /**
     * The entry with a key older versions journaled in its endpoint, or in its error where that names the endpoint
     * ("cannot reach https://…"), masked as {@link Endpoint#display()} masks one now. The user's file is left as it is.
     */
    private static JournalEntry withOldKeysMasked(JournalEntry entry) {
        JournalEntry.Error error = entry.error() == null ? null
                : new JournalEntry.Error(entry.error().kind(), Endpoint.journaledShown(entry.error().message()));
        return copy(entry, entry.attempt(), Endpoint.journaledShown(entry.endpoint()), error);
    }

    private static JournalEntry copy(JournalEntry entry, int attempt, String endpoint, JournalEntry.Error error) {
        return new JournalEntry(entry.runKey(), entry.line(), attempt, endpoint, entry.seed(), entry.codeSha(),
                entry.startedAt(), entry.durationMs(), entry.httpStatus(), entry.tries(), entry.response(), error);
    }

    /** How many replays of the run with key {@code runKey} starting at log line {@code line} the journal holds. */
    public int replayCount(String runKey, long line) {
        return locked(() -> index.count(new JournalRun(runKey, line)));
    }

    /**
     * Reserves {@code count} consecutive numbers for the run's next replays and returns the first: past every number
     * the journal holds for the run (a run's numbers may have gaps: journals written before runs sharing a key were
     * told apart by line skipped some) and every number reserved before by this process, journaled or not (a
     * cancelled replay is not), so batches replaying one run at once never share a number. Another process may
     * reserve the same numbers at the same time: {@link #append} then journals the later line under a free number
     * and returns it.
     */
    public int reserveAttempts(String runKey, long line, int count) {
        JournalRun run = new JournalRun(runKey, line);
        int[] first = new int[1];
        // Takes the journal's lock only when the file grew (another process, or a write of this one in progress).
        catchUpWithOtherProcesses();
        reservedUpTo.compute(run, (same, reserved) -> {
            int journaled = Math.max(index.count(run), index.highestAttempt(run));
            first[0] = Math.max(reserved == null ? 0 : reserved, journaled) + 1;
            return first[0] + count - 1;
        });
        return first[0];
    }

    /** Indexes what other processes appended, so numbers are not handed out twice; a size check when none did. */
    private void catchUpWithOtherProcesses() {
        try {
            if (length() > end) {
                locked(() -> null);
            }
        } catch (IOException unknown) {
            // the next write reports a file that cannot be used
        }
    }

    /** The numbers of the run's journaled replays, in finishing order. */
    public int[] attempts(String runKey, long line) {
        return locked(() -> index.attempts(new JournalRun(runKey, line)));
    }

    public int size() {
        return locked(index::entries);
    }

    /** Every run with journaled replays. */
    public Set<JournalRun> runs() {
        return locked(index::runs);
    }

    /** Every replay of the run with key {@code runKey} starting at log line {@code line}, in finishing order. */
    public List<JournalEntry> replays(String runKey, long line) throws IOException {
        List<JournalEntry> entries = new ArrayList<>();
        forEachReplay(runKey, line, entries::add);
        return entries;
    }

    /** What is done with each replay of a run, read one at a time. */
    @FunctionalInterface
    public interface EntryVisitor {
        void visit(JournalEntry entry) throws IOException;
    }

    /**
     * Reads the replays of a run one at a time, in finishing order: a thousand replays of a big output need not be
     * in memory together.
     */
    public void forEachReplay(String runKey, long line, EntryVisitor visitor) throws IOException {
        JournalRun run = new JournalRun(runKey, line);
        long[] offsets = locked(() -> index.offsets(run));
        int[] lengths = locked(() -> index.lengths(run));
        int[] attempts = locked(() -> index.attempts(run));
        for (int i = 0; i < offsets.length; i++) {
            JournalEntry entry = read(offsets[i], lengths[i]);
            visitor.visit(entry.attempt() == attempts[i] ? entry : renumbered(entry, attempts[i]));
        }
    }

    /** Replay number {@code attempt} of the run ({@code KEY@replay[N]}), if the journal has it. */
    public Optional<JournalEntry> replay(String runKey, long line, int attempt) throws IOException {
        return replays(runKey, line).stream().filter(entry -> entry.attempt() == attempt).findFirst();
    }

    private JournalEntry read(long offset, int length) throws IOException {
        byte[] bytes = readBytes(offset, length);
        try {
            return withOldKeysMasked(entryReader.readValue(bytes));
        } catch (IOException e) { // the file was changed behind the journal's back
            throw JournalErrors.failed(file, "reading the replay at byte " + offset, e);
        }
    }

    private byte[] readBytes(long offset, int length) throws IOException {
        byte[] bytes = new byte[length];
        try {
            withContents(contents -> {
                contents.seek(offset);
                contents.readFully(bytes);
                return null;
            });
        } catch (EOFException e) {
            throw new IOException(file + ": reading at byte " + offset + " failed (the file ends before byte "
                    + (offset + length) + ")", e);
        } catch (IOException e) {
            throw JournalErrors.failed(file, "reading at byte " + offset, e);
        }
        return bytes;
    }

    /** Reads up to {@code into.length} bytes at {@code position}; -1 at the end of the file. */
    private int readAt(long position, byte[] into) throws IOException {
        try {
            return withContents(contents -> {
                contents.seek(position);
                return contents.read(into);
            });
        } catch (IOException e) {
            throw JournalErrors.failed(file, "reading at byte " + position, e);
        }
    }

    /**
     * Indexes the whole lines; a last line cut before its newline is settled under the OS lock, or, when another
     * process holds it too long, ignored until a later write settles it.
     */
    private void scan() throws IOException {
        indexFrom(0);
        if (length() > end) {
            lock.lock();
            try {
                drainLocked(null);
                if (length() > end) {
                    reportCut("was ignored");
                }
            } finally {
                lock.unlock();
            }
        }
    }

    /** Indexes the whole lines from byte {@code start} (a line start) to the end of the file. */
    private void indexFrom(long start) throws IOException {
        LineBuffer line = new LineBuffer();
        long lineNumber = indexedLines;
        long position = start;
        long lineStart = start;
        byte[] chunk = new byte[1 << 16];
        // Reads of the file kept open: opening and closing another descriptor of the file here would release this
        // process's OS lock on it (POSIX drops every lock a process holds on a file when it closes any descriptor
        // of that file), and the write that follows would go unprotected.
        int read;
        while ((read = readAt(position, chunk)) > 0) {
            int from = 0;
            for (int i = 0; i < read; i++) {
                if (chunk[i] == NEWLINE) {
                    line.append(chunk, from, i - from);
                    lineNumber++;
                    indexLine(line, lineStart, lineNumber);
                    line.clear();
                    from = i + 1;
                    lineStart = position + i + 1;
                }
            }
            line.append(chunk, from, read - from);
            position += read;
        }
        end = lineStart;
        indexedLines = lineNumber;
    }

    private void indexLine(LineBuffer line, long offset, long lineNumber) {
        if (line.isBlank()) {
            return;
        }
        try {
            Key key = entryKey(line);
            index.add(key.run(), key.attempt(), offset, line.length);
        } catch (IOException e) {
            problems.add(file + ": line " + lineNumber + " is damaged and was ignored ("
                    + TextSafety.oneLine(JournalErrors.reason(e), 120) + ")");
        }
    }

    /** What an entry is indexed by: its run and attempt number. */
    private record Key(JournalRun run, int attempt) {
    }

    /** The key of the entry on {@code line}, read without reading the whole entry; why it is none when damaged. */
    private static Key entryKey(LineBuffer line) throws IOException {
        try (JsonParser parser = ExecJson.mapper().createParser(line.bytes, 0, line.length)) {
            String runKey = null;
            long runLine = 0;
            long attempt = 0;
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new IOException("not a JSON object");
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if ("run".equals(field) && value == JsonToken.VALUE_STRING) {
                    runKey = parser.getText();
                } else if ("line".equals(field) && value == JsonToken.VALUE_NUMBER_INT) {
                    runLine = parser.getLongValue();
                } else if ("attempt".equals(field) && value == JsonToken.VALUE_NUMBER_INT) {
                    attempt = parser.getLongValue();
                } else {
                    parser.skipChildren();
                }
            }
            if (parser.nextToken() != null) {
                throw new IOException("text after the entry");
            }
            if (runKey == null || runLine < 1 || attempt < 1) {
                throw new IOException("no run key, run line or attempt number");
            }
            if (attempt > MAX_ATTEMPT) {
                throw new IOException("attempt number " + attempt + " is out of range (at most " + MAX_ATTEMPT + ")");
            }
            return new Key(new JournalRun(runKey, runLine), (int) attempt);
        }
    }

    /** A use of the file's read handle. */
    @FunctionalInterface
    private interface ContentsUse<T> {
        T apply(RandomAccessFile contents) throws IOException;
    }

    /** Runs {@code use} under the read handle's monitor, on the handle in use (see {@link #reopenLocked}). */
    private <T> T withContents(ContentsUse<T> use) throws IOException {
        while (true) {
            RandomAccessFile current = contents;
            synchronized (current) {
                if (current == contents) {
                    return use.apply(current);
                }
            }
        }
    }

    /** Runs {@code read} under the lock, after writing any lines still waiting, so it sees every append. */
    private <T> T locked(Supplier<T> read) {
        lock.lock();
        try {
            drainLocked(null);
            return read.get();
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void close() {
        locked(() -> {
            writeFailure = new IOException(file + ": appending a replay failed (the journal was closed)");
            closeQuietly(appender);
            closeQuietly(contents);
            return null;
        });
    }

    private static void closeQuietly(Closeable file) {
        try {
            file.close();
        } catch (IOException ignored) {
            // nothing left to flush: every entry was written through when appended
        }
    }

    /**
     * A line waiting to be written; {@code written} is its attempt number once it is, 0 before; {@code failure} why it
     * was not: the write failed, another process held the lock too long, or the wait for it was cancelled.
     */
    private static final class PendingLine {
        final JournalRun run;
        final JournalEntry entry;
        byte[] json;
        volatile int written;
        volatile IOException failure;

        PendingLine(JournalRun run, JournalEntry entry, byte[] json) {
            this.run = run;
            this.entry = entry;
            this.json = json;
        }
    }

    /** The bytes of the line being scanned; grows to the longest line, then is reused. */
    private static final class LineBuffer {
        byte[] bytes = new byte[1024];
        int length;

        void append(byte[] source, int from, int count) {
            if (length + count > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + count));
            }
            System.arraycopy(source, from, bytes, length, count);
            length += count;
        }

        boolean isBlank() {
            for (int i = 0; i < length; i++) {
                if (bytes[i] != ' ' && bytes[i] != '\t' && bytes[i] != '\r') {
                    return false;
                }
            }
            return true;
        }

        void clear() {
            length = 0;
        }
    }
}
