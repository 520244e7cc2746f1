package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.util.FileStamp;

import java.io.IOException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The last few runs read back from one log, kept up to a budget of bytes, so that a run shown in the detail and then
 * compared is read and decoded once: for a run with a 1M-line stdout that is about 200 MB of arrays, each too big
 * for the young generation, allocated again the moment the user presses Compare. A kept run is returned only while
 * the file still has the {@link FileStamp} it had when the run was read, so a log rewritten in place is read (and
 * found changed) again. Two threads asking for the same run at once (the run detail and its Replays tab, on the
 * user's click) share one read.
 */
final class RecentRuns {
    private final int maxRuns;
    private final long budget;
    private final Map<Integer, Kept> kept = new LinkedHashMap<>(16, 0.75f, true);
    private final Map<Integer, Reading> reading = new HashMap<>();
    private long keptBytes;

    RecentRuns(int maxRuns, long budget) {
        this.maxRuns = maxRuns;
        this.budget = budget;
    }

    /**
     * Four runs (the shown one and those just before it; a search or a replay reading every run keeps no more) in
     * a sixteenth of the heap, at most 512 MB: two runs with 1M-line outputs on a machine with a 6 GB heap.
     */
    static RecentRuns sizedForHeap() {
        return new RecentRuns(4, Math.min(512L << 20, Runtime.getRuntime().maxMemory() / 16));
    }

    /** Reads a run from the file. */
    @FunctionalInterface
    interface Reader {
        Run read() throws IOException;
    }

    /**
     * The kept run at {@code index}, else the run a read already under way for the same file state gives, else
     * what {@code reader} reads (kept for next time).
     *
     * @param now the file's state now; null when it cannot be looked at (then nothing is kept or shared)
     */
    Run load(int index, FileStamp now, Reader reader) throws IOException {
        CompletableFuture<Run> ours = new CompletableFuture<>();
        Reading theirs;
        synchronized (this) {
            Run run = get(index, now);
            if (run != null) {
                return run;
            }
            theirs = now == null ? null : reading.get(index);
            if (theirs == null || !theirs.stamp().equals(now)) {
                theirs = null;
                if (now != null) {
                    reading.put(index, new Reading(ours, now));
                }
            }
        }
        if (theirs != null) {
            return awaited(theirs.result());
        }
        try {
            Run run = reader.read();
            keep(index, run, heldBytes(run), now);
            ours.complete(run);
            return run;
        } catch (IOException | RuntimeException | Error e) {
            ours.completeExceptionally(e);
            throw e;
        } finally {
            synchronized (this) {
                reading.remove(index, new Reading(ours, now));
            }
        }
    }

    /** The kept run at {@code index}, or null when there is none or the file changed since it was read. */
    synchronized Run get(int index, FileStamp now) {
        Kept run = kept.get(index);
        if (run == null) {
            return null;
        }
        if (now == null || !run.stamp().equals(now)) {
            forget(index);
            return null;
        }
        return run.run();
    }

    /** @param bytes what the run takes in memory ({@link #heldBytes}) */
    synchronized void keep(int index, Run run, long bytes, FileStamp stamp) {
        if (stamp == null || bytes > budget) {
            return;
        }
        forget(index);
        kept.put(index, new Kept(run, bytes, stamp));
        keptBytes += bytes;
        Iterator<Kept> eldestFirst = kept.values().iterator();
        while (keptBytes > budget || kept.size() > maxRuns) {
            keptBytes -= eldestFirst.next().bytes();
            eldestFirst.remove();
        }
    }

    /**
     * What a run's texts take in memory: Java keeps a string of Latin-1 characters in a byte a character, any other
     * in two, so one emoji in a big output doubles what it costs.
     */
    static long heldBytes(Run run) {
        long bytes = held(run.rawJson()) + held(run.stdout()) + held(run.stderr()) + held(run.code());
        for (String value : run.extras().values()) {
            bytes += held(value);
        }
        return bytes;
    }

    private static long held(String text) {
        if (text == null) {
            return 0;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) > 0xFF) {
                return 2L * text.length();
            }
        }
        return text.length();
    }

    /** Lets go of every kept run: a closed log reads nothing more, and holds no memory for it. */
    synchronized void clear() {
        kept.clear();
        keptBytes = 0;
    }

    private void forget(int index) {
        Kept gone = kept.remove(index);
        if (gone != null) {
            keptBytes -= gone.bytes();
        }
    }

    /** Waits for another thread's read of the same run; its failure is this caller's too. */
    private static Run awaited(CompletableFuture<Run> result) throws IOException {
        try {
            return result.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    private record Reading(CompletableFuture<Run> result, FileStamp stamp) {
    }

    private record Kept(Run run, long bytes, FileStamp stamp) {
    }
}
