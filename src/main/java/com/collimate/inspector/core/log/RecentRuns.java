package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.util.FileStamp;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.ClosedByInterruptException;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;

/**
 * The last few runs read back from one log, kept up to a budget of bytes, so that a run shown in the detail and then
 * compared is read and decoded once: for a run with a 1M-line stdout that is about 200 MB of arrays, each too big
 * for the young generation, allocated again the moment the user presses Compare. A kept run is returned only while
 * the file still has the {@link FileStamp} it had when the run was read, so a log rewritten in place is read (and
 * found changed) again. Two threads asking for the same run at once (the run detail and its Replays tab, on the
 * user's click) share one read.
 */
final class RecentRuns {
    private final KeptRuns kept;
    /** The reads under way of the file in {@link #fileState}, by run index. */
    private final Map<Integer, CompletableFuture<Run>> reading = new HashMap<>();
    /** The file's state as the latest call found it (null: it could not be looked at); the runs kept are of it. */
    private FileStamp fileState;
    /** Whether the log is closed: then, as for a file that cannot be looked at, nothing is kept or shared. */
    private boolean closed;

    /** @param kept where the runs read are kept; guarded by this from now on */
    RecentRuns(KeptRuns kept) {
        this.kept = kept;
    }

    /**
     * Four runs (the shown one and those just before it; a search or a replay reading every run keeps no more) in
     * a sixteenth of the heap, at most 512 MB: two runs with 1M-line outputs on a machine with a 6 GB heap.
     */
    static RecentRuns sizedForHeap() {
        return new RecentRuns(new KeptRuns(4, Math.min(512L << 20, Runtime.getRuntime().maxMemory() / 16)));
    }

    /** Reads a run from the file. */
    @FunctionalInterface
    interface Reader {
        Run read() throws IOException;
    }

    /**
     * The kept run at {@code index}, else the run a read already under way of the same file state gives, else what
     * {@code reader} reads (kept for next time unless the file changed meanwhile).
     *
     * @param stamp the file's state now; empty when it cannot be looked at (then nothing is kept or shared)
     * @throws InterruptedIOException interrupted while another thread's read was awaited (the interrupt stays set);
     *                                that read failing for its own thread's interrupt, this call reads for itself
     */
    Run load(int index, Supplier<Optional<FileStamp>> stamp, Reader reader) throws IOException {
        while (true) {
            CompletableFuture<Run> ours = new CompletableFuture<>();
            CompletableFuture<Run> theirs;
            FileStamp now;
            synchronized (this) {
                // under the lock: the calls see the file's states in the order they run
                now = closed ? null : stamp.get().orElse(null);
                if (!Objects.equals(now, fileState)) {
                    fileState = now;
                    kept.clear();
                    reading.clear();
                }
                Run run = kept.get(index);
                if (run != null) {
                    return run;
                }
                theirs = reading.get(index);
                // a failure is for those who asked while the read was under way; the reader lets go of it just after
                if (theirs == null || theirs.isCompletedExceptionally()) {
                    theirs = null;
                    if (now != null) {
                        reading.put(index, ours);
                    }
                }
            }
            if (theirs == null) {
                return read(index, now, reader, ours);
            }
            try {
                return awaited(theirs);
            } catch (ClosedByInterruptException readerCancelled) {
                // the reader's own interrupt (a cancelled task) failed its read, not this caller's: read again
            }
        }
    }

    /**
     * Lets go of every kept run and read under way, and keeps nothing more: a closed log holds no memory for runs,
     * and its reads fail as the reads of a closed file do.
     */
    synchronized void close() {
        closed = true;
        fileState = null;
        kept.clear();
        reading.clear();
    }

    /**
     * Reads the run for {@code ours}'s waiters; keeps it if the file is still as it was (and the log open). The
     * waiters have their run or failure before anything else is done, so that nothing failing after can leave them
     * waiting; the read stays shared until it is kept.
     */
    private Run read(int index, FileStamp now, Reader reader, CompletableFuture<Run> ours) throws IOException {
        try {
            Run run = reader.read();
            ours.complete(run);
            keep(index, run, now);
            return run;
        } catch (Throwable failure) {
            ours.completeExceptionally(failure);
            throw failure;
        } finally {
            synchronized (this) {
                reading.remove(index, ours);
            }
        }
    }

    private void keep(int index, Run run, FileStamp readFrom) {
        long bytes = KeptRuns.heldBytes(run);
        synchronized (this) {
            if (readFrom != null && readFrom.equals(fileState)) {
                kept.keep(index, run, bytes);
            }
        }
    }

    /** Waits for another thread's read of the same run; its failure is this caller's too. */
    private static Run awaited(CompletableFuture<Run> read) throws IOException {
        try {
            return read.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for the run another thread reads");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IOException(e.getCause());
        }
    }
}
