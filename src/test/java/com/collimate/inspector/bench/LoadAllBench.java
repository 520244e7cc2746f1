package com.collimate.inspector.bench;

import com.collimate.inspector.core.log.IndexedRolloutLog;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.core.util.Cancellation;

import java.nio.file.Path;

/**
 * The hot path of reading runs back: {@code LoadAllBench FILE N} opens the log once, then loads every run N times
 * (one JVM, JIT warm after the first pass) and prints the seconds of each pass.
 */
public final class LoadAllBench {
    private LoadAllBench() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int passes = Integer.parseInt(args[1]);
        try (IndexedRolloutLog log = RolloutLogs.open(file, LoadListener.NONE, Cancellation.none())) {
            for (int pass = 1; pass <= passes; pass++) {
                long start = System.nanoTime();
                long lines = 0;
                for (int i = 0; i < log.size(); i++) {
                    lines += log.load(i).line();
                }
                System.out.printf("load all %d: %,d runs in %.2f s (checksum %d)%n", pass, log.size(),
                        (System.nanoTime() - start) / 1e9, lines);
            }
        }
    }
}
