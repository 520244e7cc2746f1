package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.core.util.Cancellation;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * Gets the Compare code loaded and compiled before the user's first compare: in a fresh JVM a 1M-line pair opens
 * several times slower than once it is (docs/benchmarks-diff.md). On its own daemon thread, never the FX thread, it
 * runs the Compare pipeline ({@link ComputedDiff}: diff with masks on and off and once ignoring whitespace,
 * side-by-side model, documents, header) a few rounds on a synthetic {@link WarmUpPair}, once on a long pair, builds a
 * Compare view of the last diff that is never shown, then goes on with the small pair while the JIT is still
 * compiling. At most once per instance (one per app session); {@link #cancel()} stops it at its next cancellation
 * check, and it never starts after that.
 */
public final class CompareWarmUp {
    public static final String THREAD_NAME = "compare-warm-up";
    /** Sized with bench/compare-view.sh and bench/compare-session.sh (docs/benchmarks-diff.md). */
    private static final Plan APP_PLAN = new Plan(20_000, 10, 120_000, 20);
    /** The JIT counts as busy while it compiles for at least this share of a round's time. */
    private static final double BUSY_COMPILE_SHARE = 0.25;
    private static final LongSupplier JIT_MILLIS = jitMillis();

    public enum Status { DONE, CANCELLED, FAILED }

    /**
     * What a warm-up runs: {@code rounds} compares of a {@code lines}-line pair (code run per line or per change
     * gets compiled once it has been called often enough); then, if {@code longLines} is positive, one of a pair
     * that long (a loop over a whole output gets compiled only once it has run long enough in one call, and a big
     * text is split into lines by two threads); then up to {@code maxExtraRounds} more of the small pair while the
     * JIT is still compiling: it drops what it had queued for code that is no longer run, and on two cores its
     * queue is seconds long when the app has just started.
     */
    public record Plan(int lines, int rounds, int longLines, int maxExtraRounds) {
        public Plan {
            if (lines < 1 || rounds < 1 || longLines < 0 || maxExtraRounds < 0) {
                throw new IllegalArgumentException("a warm-up needs lines and rounds, got " + lines + " × " + rounds
                        + ", long " + longLines + ", extra " + maxExtraRounds);
            }
        }
    }

    /** How the warm-up ended and how many pipeline rounds it completed. */
    public record Outcome(Status status, int rounds) {
    }

    private final Plan plan;
    private final LongSupplier compileMillis;
    private final Cancellation cancellation = new Cancellation();
    private final AtomicBoolean started = new AtomicBoolean();
    private final CompletableFuture<Outcome> finished = new CompletableFuture<>();
    private volatile int roundsDone;

    /** @param lines the lines per side of the synthetic pair; {@code rounds} compares of it, and nothing more */
    public CompareWarmUp(int lines, int rounds) {
        this(new Plan(lines, rounds, 0, 0), JIT_MILLIS);
    }

    /**
     * @param plan          what to run
     * @param compileMillis the JIT's total compile time so far, in milliseconds (the extra rounds go by it)
     */
    public CompareWarmUp(Plan plan, LongSupplier compileMillis) {
        this.plan = plan;
        this.compileMillis = compileMillis;
    }

    /** The app's warm-up: about 2 s on its thread (12–20 rounds) in a fresh JVM on two cores. */
    public static CompareWarmUp forApp() {
        return new CompareWarmUp(APP_PLAN, JIT_MILLIS);
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
            ComparePair pair = WarmUpPair.of(plan.lines());
            ComputedDiff last = null;
            for (int round = 0; round < plan.rounds(); round++) {
                last = round(pair);
            }
            boolean jitBusy = plan.longLines() > 0 && timedRound(WarmUpPair.of(plan.longLines()));
            cancellation.throwIfCancelled();
            buildView(pair, last);
            for (int extra = 0; jitBusy && extra < plan.maxExtraRounds(); extra++) {
                jitBusy = timedRound(pair);
            }
        } catch (CancellationException e) {
            status = Status.CANCELLED;
        } catch (RuntimeException | OutOfMemoryError e) {
            status = Status.FAILED; // nothing the user asked for failed: the first compare is just not faster
        }
        finished.complete(new Outcome(status, roundsDone));
    }

    private ComputedDiff round(ComparePair pair) {
        cancellation.throwIfCancelled();
        ComputedDiff diff = ComputedDiff.of(pair, DiffStream.STDOUT, options(roundsDone), cancellation,
                done -> { });
        roundsDone++;
        return diff;
    }

    /** Runs a round; true when the JIT was busy meanwhile. */
    private boolean timedRound(ComparePair pair) {
        long compiledBefore = compileMillis.getAsLong();
        long start = System.nanoTime();
        round(pair);
        double roundMillis = (System.nanoTime() - start) / 1e6;
        return compileMillis.getAsLong() - compiledBefore >= BUSY_COMPILE_SHARE * roundMillis;
    }

    /**
     * Builds a Compare view showing {@code diff}, on this thread: nodes may be built on any thread while they are not
     * in a showing window, and this one never is. Its classes (FXML, controls, RichTextFX, icons) then load and
     * initialise here instead of on the FX thread of the first compare. Nothing here lays it out or moves through it:
     * JavaFX 21 measures text with shared objects that only the FX thread may use (JDK-8347392).
     */
    private static void buildView(ComparePair pair, ComputedDiff diff) {
        DiffViewModel model = new DiffViewModel(Runnable::run, Runnable::run, Masks::builtIn,
                file -> Optional.of("Not written: the warm-up saves nothing"));
        new DiffView(model, run -> { }, (owner, title, initialName, description, patterns) -> Optional.empty());
        model.show(pair, diff);
    }

    /** The JIT's total compile time; 0 on a JVM that does not report it (then no extra rounds run). */
    private static LongSupplier jitMillis() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit::getTotalCompilationTime : () -> 0;
    }

    /** Masks on in even rounds, off in odd ones, whitespace ignored in the second: the paths a user toggles. */
    private static DiffOptions options(int round) {
        return DiffOptions.defaults().withMasksEnabled(round % 2 == 0).withIgnoreWhitespace(round == 1);
    }
}
