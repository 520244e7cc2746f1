package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Runs by index, the least recently used let go first so that they take at most a budget of bytes and are at most
 * a number of runs. Not thread-safe: {@link RecentRuns} guards it.
 */
final class KeptRuns {
    private final int maxRuns;
    private final long budget;
    private final Map<Integer, Kept> kept = new LinkedHashMap<>(16, 0.75f, true);
    private long keptBytes;

    KeptRuns(int maxRuns, long budget) {
        this.maxRuns = maxRuns;
        this.budget = budget;
    }

    /** The run kept at {@code index}, now the last used; null when there is none. */
    Run get(int index) {
        Kept run = kept.get(index);
        return run == null ? null : run.run();
    }

    /** @param bytes what the run takes in memory ({@link #heldBytes}); a run bigger than the budget is not kept */
    void keep(int index, Run run, long bytes) {
        if (bytes > budget) {
            return;
        }
        Kept replaced = kept.put(index, new Kept(run, bytes));
        keptBytes += bytes - (replaced == null ? 0 : replaced.bytes());
        Iterator<Kept> eldestFirst = kept.values().iterator();
        while (keptBytes > budget || kept.size() > maxRuns) {
            keptBytes -= eldestFirst.next().bytes();
            eldestFirst.remove();
        }
    }

    void clear() {
        kept.clear();
        keptBytes = 0;
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

    private record Kept(Run run, long bytes) {
    }
}
