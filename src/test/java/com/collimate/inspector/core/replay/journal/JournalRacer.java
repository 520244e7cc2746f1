package com.collimate.inspector.core.replay.journal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.ArrayList;
import java.util.List;

/**
 * Child process of {@link JournalRaceTest}, doing what {@code check --replay} does: reserves one number per run for
 * all its runs when its replays start, says "reserved", waits until the file {@code args[2]} exists (both racers
 * hold the same numbers by then), then journals the replays from four threads, printing "RUN ATTEMPT" for each as
 * {@link ReplayJournal#append} numbered it.
 */
public final class JournalRacer {
    private JournalRacer() {
    }

    public static void main(String[] args) throws Exception {
        int runs = Integer.parseInt(args[3]);
        try (ReplayJournal journal = ReplayJournal.open(Path.of(args[0]), Path.of(args[1]))) {
            int[] reserved = new int[runs];
            for (int run = 0; run < runs; run++) {
                reserved[run] = journal.reserveAttempts("c" + run, run + 1, 1);
            }
            System.out.println("reserved");
            System.out.flush();
            Path go = Path.of(args[2]);
            while (!Files.exists(go)) {
                Thread.sleep(5);
            }
            ExecutorService workers = Executors.newFixedThreadPool(4);
            List<Future<String>> written = new ArrayList<>();
            for (int run = 0; run < runs; run++) {
                int at = run;
                written.add(workers.submit(() -> "c" + at + " " + journal.append(
                        ReplayJournalTest.answered("c" + at, at + 1, reserved[at], ProcessHandle.current().pid() + "\n"))));
            }
            StringBuilder out = new StringBuilder();
            for (Future<String> line : written) {
                out.append(line.get()).append('\n');
            }
            workers.shutdown();
            System.out.print(out);
            journal.problems().forEach(System.err::println);
            System.out.flush();
        }
    }
}
