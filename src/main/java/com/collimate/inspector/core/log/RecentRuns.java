package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.util.FileStamp;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The last few runs read back from one log, kept up to a budget of bytes, so that a run shown in the detail and then
 * compared is read and decoded once: for a run with a 1M-line stdout that is about 200 MB of arrays, each too big
 * for the young generation, allocated again the moment the user presses Compare. A kept run is returned only while
 * the file still has the {@link FileStamp} it had when the run was read, so a log rewritten in place is read (and
 * found changed) again.
 */
final class RecentRuns {
    /** What a run costs while it is kept, as a multiple of its record: the record as text plus its decoded fields. */
    static final int BYTES_PER_RECORD_BYTE = 2;

    private final int maxRuns;
    private final long budget;
    private final Map<Integer, Kept> kept = new LinkedHashMap<>(16, 0.75f, true);
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

    synchronized void keep(int index, Run run, int recordLength, FileStamp stamp) {
        long bytes = (long) BYTES_PER_RECORD_BYTE * recordLength;
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

    private record Kept(Run run, long bytes, FileStamp stamp) {
    }
}
