package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.FailureCauses;
import com.collimate.inspector.core.replay.JournalVerdicts;
import com.collimate.inspector.core.replay.ReplayAgreement;
import com.collimate.inspector.core.replay.ReplayEligibility;
import com.collimate.inspector.core.replay.ReplayOutputGroups;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.RunReplays;
import com.collimate.inspector.core.replay.RunVerdicts;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.util.Cancellation;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The Replays tab of the selected run: every journaled attempt, and for several replays the number of distinct
 * outputs, the flake rate and which attempts printed the same. Read in the background; the newest request wins.
 */
public final class RunReplaysViewModel {
    /** Missing replay numbers named before "…". */
    private static final int MISSING_SHOWN = 5;
    private final Executor fx;
    private final Executor background;
    private final ReplayViewModel replays;
    private final Supplier<DiffOptions> diffOptions;
    private final AtomicLong generation = new AtomicLong();
    private final ObservableList<ReplayAttempt> attempts = FXCollections.observableArrayList();
    private final ObservableList<ReplayAttempt> attemptsView = FXCollections.unmodifiableObservableList(attempts);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private int runIndex = -1;
    /** Cancels the comparison of the run shown before, when another is selected. */
    private Cancellation comparing = new Cancellation();

    /** @param diffOptions the masks in effect (the settings'), read for each run shown */
    public RunReplaysViewModel(Executor fx, Executor background, ReplayViewModel replays,
                               Supplier<DiffOptions> diffOptions) {
        this.fx = fx;
        this.background = background;
        this.replays = replays;
        this.diffOptions = diffOptions;
        replays.runs().selectedRunProperty().addListener((obs, old, index) -> show(index.intValue()));
        replays.journalVersionProperty().addListener((obs, old, version) -> show(runIndex));
    }

    public ObservableList<ReplayAttempt> attempts() {
        return attemptsView;
    }

    /**
     * "3 replays · 2 distinct outputs · flaky: the replays disagree with each other · flake rate 33% (1 of 3 answered
     * replays differs from the replays' most common output) · #1 #3 match the log, #2 differs from the log and the
     * other replays"; replays that agree say whether they match the log ("consistently different from the log: …");
     * failed replays are counted apart ("4 replays (1 failed: no exec result) · …"), and below two answered ones there is no flake
     * rate ("… · flake rate n/a").
     */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** The run shown, or -1. */
    public int runIndex() {
        return runIndex;
    }

    public void show(int index) {
        runIndex = index;
        long ticket = generation.incrementAndGet();
        comparing.cancel();
        Cancellation cancellation = new Cancellation();
        comparing = cancellation;
        DiffOptions options = diffOptions.get();
        RolloutLog log = replays.runs().log();
        if (index < 0 || log == null) {
            attempts.clear();
            summary.set("");
            return;
        }
        background.execute(() -> {
            Shown read;
            try {
                Run run = log.load(index);
                List<JournalEntry> entries = replays.replaysOf(run);
                read = shown(run, entries, replays.journaledNumbers(run))
                        .withCause(cause(run, entries, options, cancellation));
            } catch (CancellationException e) {
                return; // another run was selected meanwhile
            } catch (IOException | RuntimeException e) {
                read = unreadable(e);
            }
            Shown done = read;
            fx.execute(() -> {
                if (ticket == generation.get()) {
                    attempts.setAll(done.rows());
                    summary.set(done.summary());
                }
            });
        });
    }

    /** What the tab shows: the attempts' rows and the summary. */
    record Shown(List<ReplayAttempt> rows, String summary) {
        /** The summary ends with why a diverged run differs: " · classes: timestamp, equal after masks". */
        Shown withCause(Optional<String> cause) {
            return cause.map(why -> new Shown(rows, summary + " · " + why)).orElse(this);
        }
    }

    /**
     * Why the run diverged, when it did ({@link DivergenceClasses}); a comparison that fails leaves the attempts
     * shown and says that the classes are unknown.
     */
    static Optional<String> cause(Run run, List<JournalEntry> entries, DiffOptions options,
                                  Cancellation cancellation) {
        return RunVerdicts.of(run, RunReplays.records(run, entries))
                .flatMap(result -> DivergenceClasses.of(run, result, entries, options, cancellation));
    }

    /**
     * The rows and the summary of {@code entries}, the journaled replays of {@code run}. No rows when one of them
     * cannot be read: the others would pass for all the replays of the run.
     *
     * @param journaled {@link ReplayViewModel#journaledNumbers}: the numbers taken at the run's key and line
     */
    static Shown shown(Run run, List<JournalEntry> entries, int[] journaled) {
        try {
            List<JournalEntry> sorted = new ArrayList<>(entries);
            sorted.sort(Comparator.comparingInt(JournalEntry::attempt));
            List<ReplayAttempt> rows = new ArrayList<>();
            FailureCauses failed = new FailureCauses();
            for (JournalEntry entry : sorted) {
                ReplayRecord record = JournalVerdicts.record(run, entry);
                rows.add(ReplayAttempt.of(entry, record));
                if (!record.answered()) {
                    failed.add(record.failureCause());
                }
            }
            if (sorted.isEmpty() && ReplayEligibility.skipReason(run).isPresent()) {
                return new Shown(List.of(), "Cannot be replayed: " + ReplayEligibility.skipReason(run).get() + ".");
            }
            return new Shown(List.copyOf(rows), describe(ReplayOutputGroups.of(run, sorted), failed)
                    + missingNumbers(journaled));
        } catch (RuntimeException e) {
            return unreadable(e);
        }
    }

    /**
     * " · no #2 (a replay cancelled before it finished is not journaled)": the numbers below the highest that the
     * journal lacks, so a gap in the # column is explained; "" when there is none. Numbers held by the replays of an
     * earlier record at the run's line are not missing: the run's replays are numbered after them.
     */
    static String missingNumbers(int[] journaled) {
        List<String> missing = new ArrayList<>();
        int expected = 1;
        for (int attempt : Arrays.stream(journaled).sorted().toArray()) {
            for (int number = expected; number < attempt && missing.size() <= MISSING_SHOWN; number++) {
                missing.add("#" + number);
            }
            expected = Math.max(expected, attempt + 1);
        }
        if (missing.isEmpty()) {
            return "";
        }
        String shown = missing.size() > MISSING_SHOWN ? String.join(" ", missing.subList(0, MISSING_SHOWN)) + " …"
                : String.join(" ", missing);
        return " · no " + shown + " (a replay cancelled before it finished is not journaled)";
    }

    private static Shown unreadable(Exception e) {
        return new Shown(List.of(), "The replays of this run could not be read: "
                + ErrorText.oneLine(e));
    }

    /**
     * Only answered replays count toward the outputs, the flake rate and the backends; failed ones are named apart,
     * with why ("3 replays (1 failed: timed out after 30 s) · 2 distinct outputs among the 2 answered · …"). What the
     * replays show, the flake rate and which replays printed what are {@link ReplayAgreement}'s words, the ones the
     * docs define.
     */
    static String describe(ReplayOutputGroups groups, FailureCauses failed) {
        int replayCount = groups.answered() + failed.total();
        if (replayCount == 0) {
            return "Not replayed yet: Replay (Ctrl+R) runs it again with its seed.";
        }
        StringBuilder text = new StringBuilder().append(replayCount).append(replayCount == 1 ? " replay" : " replays");
        if (failed.total() > 0) {
            text.append(" (").append(failed.total()).append(" failed: ").append(failed.describe()).append(')');
        }
        if (groups.answered() == 0) {
            return text.append(" · ").append(ReplayAgreement.describe(groups)).toString();
        }
        text.append(" · ").append(groups.distinctOutputs())
                .append(groups.distinctOutputs() == 1 ? " distinct output" : " distinct outputs");
        if (failed.total() > 0 && groups.answered() > 1) {
            text.append(" among the ").append(groups.answered()).append(" answered");
        }
        text.append(" · ").append(ReplayAgreement.describe(groups));
        String which = ReplayAgreement.whichReplays(groups);
        if (!which.isEmpty()) {
            text.append(" · ").append(which);
        }
        if (groups.backends() > 1) {
            text.append(" · answered by ").append(groups.backends()).append(" backends (see the Backend column)");
        }
        return text.toString();
    }
}
