package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.core.util.Cancellation;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Gets the Compare code loaded and compiled before the user's first compare: in a fresh JVM a 1M-line pair opens
 * several times slower than once it is (docs/benchmarks-diff.md). On its own daemon thread, never the FX thread, it
 * runs the Compare pipeline ({@link ComputedDiff}: diff with masks on and off and once ignoring whitespace,
 * side-by-side model, documents, header) a few rounds on a synthetic {@link WarmUpPair}, then builds a Compare view
 * of the last diff that is never shown. At most once per instance (one per app session); {@link #cancel()} stops it
 * at its next cancellation check, and it never starts after that.
 */
public final class CompareWarmUp {
    public static final String THREAD_NAME = "compare-warm-up";
    private static final int APP_LINES = 20_000;
    private static final int APP_ROUNDS = 10;

    public enum Status { DONE, CANCELLED, FAILED }

    /** How the warm-up ended and how many pipeline rounds it completed. */
    public record Outcome(Status status, int rounds) {
    }

    private final int lines;
    private final int rounds;
    private final Cancellation cancellation = new Cancellation();
    private final AtomicBoolean started = new AtomicBoolean();
    private final CompletableFuture<Outcome> finished = new CompletableFuture<>();
    private volatile int roundsDone;

    /** @param lines the lines per side of the synthetic pair; {@code rounds} compares of it */
    public CompareWarmUp(int lines, int rounds) {
        if (lines < 1 || rounds < 1) {
            throw new IllegalArgumentException("a warm-up needs lines and rounds, got " + lines + " × " + rounds);
        }
        this.lines = lines;
        this.rounds = rounds;
    }

    /**
     * The app's warm-up, sized with bench/compare-view.sh: about 2 s on its thread; a smaller pair left the first
     * open slower, a larger one or more rounds cost more CPU for no faster open.
     */
    public static CompareWarmUp forApp() {
        return new CompareWarmUp(APP_LINES, APP_ROUNDS);
    }

    /** Starts the warm-up on its own daemon thread; false when it had started, or was cancelled, before. */
    public boolean start() {
        if (!started.compareAndSet(false, true)) {
            return false;
        }
        Thread thread = new Thread(this::run, THREAD_NAME);
        thread.setDaemon(true);
        thread.start();
        return true;
    }

    /** Stops a running warm-up (a compare wants the cores) or keeps it from ever starting. Any thread. */
    public void cancel() {
        cancellation.cancel();
        if (started.compareAndSet(false, true)) {
            finished.complete(new Outcome(Status.CANCELLED, 0));
        }
    }

    /** Whether it has run, runs, or was cancelled before it could: {@link #start()} does nothing then. */
    public boolean isStarted() {
        return started.get();
    }

    /** Completes (on the warm-up thread) once the warm-up has ended, whatever the reason. */
    public CompletableFuture<Outcome> finished() {
        return finished;
    }

    private void run() {
        Status status = Status.DONE;
        try {
            ComparePair pair = WarmUpPair.of(lines);
            ComputedDiff last = null;
            for (int round = 0; round < rounds; round++) {
                cancellation.throwIfCancelled();
                last = ComputedDiff.of(pair, DiffStream.STDOUT, options(round), cancellation);
                roundsDone = round + 1;
            }
            cancellation.throwIfCancelled();
            buildView(pair, last);
        } catch (CancellationException e) {
            status = Status.CANCELLED;
        } catch (RuntimeException | OutOfMemoryError e) {
            status = Status.FAILED; // nothing the user asked for failed: the first compare is just not faster
        }
        finished.complete(new Outcome(status, roundsDone));
    }

    /**
     * Builds a Compare view showing {@code diff}, on this thread: nodes may be built on any thread while they are not
     * in a showing window, and this one never is. Its classes (FXML, controls, RichTextFX, icons) then load and
     * initialise here instead of on the FX thread of the first compare. Nothing here lays it out or moves through it:
     * JavaFX 21 measures text with shared objects that only the FX thread may use (JDK-8347392).
     */
    private static void buildView(ComparePair pair, ComputedDiff diff) {
        DiffViewModel model = new DiffViewModel(Runnable::run, Runnable::run, Masks::builtIn);
        new DiffView(model, run -> { });
        model.show(pair, diff);
    }

    /** Masks on in even rounds, off in odd ones, whitespace ignored in the second: the paths a user toggles. */
    private static DiffOptions options(int round) {
        return DiffOptions.defaults().withMasksEnabled(round % 2 == 0).withIgnoreWhitespace(round == 1);
    }
}
