package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.RunReplays;
import com.collimate.inspector.core.replay.RunVerdicts;
import com.collimate.inspector.core.replay.VerdictKind;
import com.collimate.inspector.core.replay.journal.JournalRun;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.common.SerialExecutor;
import com.collimate.inspector.ui.runs.RunsViewModel;
import com.collimate.inspector.ui.runs.VerdictBadge;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The verdicts of a log's runs before any replay of this session: when the log (re)loads and when runs are appended
 * to it (Follow), each run is skipped when it cannot be replayed, else judged by its journaled replays, off the FX
 * thread. What a load read back from the journal goes to the status. When the masks change the runs are judged again,
 * so that a diverged run's tooltip names the classes the Replays tab and the reports name.
 */
final class LoadedVerdicts {
    private final RunsViewModel runs;
    /** The tab's log's journal (another one once the tab took another log). */
    private final Supplier<LogJournal> journal;
    private final TableVerdicts table;
    private final Executor fx;
    private final Consumer<String> status;
    /** The masks in effect, read on the FX thread when a classification is queued. */
    private final Supplier<DiffOptions> diffOptions;
    /** Classifies runs (restore, appended runs) one task at a time, in order, off the FX thread. */
    private final SerialExecutor classifier;
    private final AtomicBoolean appendedQueued = new AtomicBoolean();
    /**
     * Stops the judging under way (its comparisons too) when it goes stale: the log reloads, the masks change or the
     * tab closes. FX thread.
     */
    private Cancellation judging = new Cancellation();
    /** Diverged runs whose classes one {@link #nameClasses} task names: a few, so that appended runs go first. */
    private static final int CLASSES_PER_TASK = 32;
    /** The log whose runs {@code [0, classifiedUpTo)} were classified; touched only by {@link #classifier} tasks. */
    private RolloutLog classifiedLog;
    private int classifiedUpTo;

    LoadedVerdicts(RunsViewModel runs, Supplier<LogJournal> journal, TableVerdicts table, Executor fx, Executor background,
                   Consumer<String> status, Supplier<DiffOptions> diffOptions) {
        this.runs = runs;
        this.journal = journal;
        this.table = table;
        this.fx = fx;
        this.status = status;
        this.diffOptions = diffOptions;
        this.classifier = new SerialExecutor(background);
        runs.totalRunsProperty().addListener((obs, was, now) -> {
            if (now.intValue() > was.intValue()) {
                runsAppended();
            }
        });
    }

    /** The log finished (re)loading: reads the journal back and shows the verdicts of earlier replays. FX thread. */
    void logLoaded() {
        judgeAll(Occasion.LOAD);
    }

    /**
     * The masks changed: the diverged runs' classes are named again with them (the verdicts themselves do not depend
     * on masks). FX thread.
     */
    void masksChanged() {
        judgeAll(Occasion.MASKS);
    }

    /** The log's tab closed: the judging under way stops. FX thread. */
    void close() {
        judging.cancel();
    }

    private void judgeAll(Occasion occasion) {
        RolloutLog log = runs.log();
        if (log == null) {
            return;
        }
        judging.cancel();
        Cancellation cancellation = new Cancellation();
        judging = cancellation;
        RunJudge judge = new RunJudge(diffOptions.get(), cancellation);
        classifier.execute(() -> {
            classifiedLog = log;
            classifiedUpTo = 0;
            classify(log, judge, cancellation, occasion);
        });
    }

    /** Runs joined the table: once the log has loaded, the new ones are classified as the runs of a load are. */
    private void runsAppended() {
        RolloutLog log = runs.log();
        if (log == null || !appendedQueued.compareAndSet(false, true)) {
            return;
        }
        Cancellation cancellation = judging;
        RunJudge judge = new RunJudge(diffOptions.get(), cancellation);
        classifier.execute(() -> {
            appendedQueued.set(false);
            if (classifiedLog == log) {
                classify(log, judge, cancellation, Occasion.APPENDED);
            }
        });
    }

    /**
     * Classifies the runs of {@code log} from {@link #classifiedUpTo} to its current size; a load says in the status
     * what the journal held. A {@link #classifier} task.
     */
    private void classify(RolloutLog log, RunJudge judge, Cancellation cancellation, Occasion occasion) {
        boolean announce = occasion == Occasion.LOAD;
        int from = classifiedUpTo;
        int size = log.size();
        if (size <= from && !announce) {
            return;
        }
        long judgement = table.newJudgement();
        try {
            Optional<ReplayJournal> existing = journal.get().existing();
            Set<JournalRun> journaled = existing.isEmpty() ? Set.of() : existing.get().runs();
            Map<Integer, ReplayVerdict> restored = new HashMap<>();
            List<Integer> diverged = new ArrayList<>();
            int fromJournal = 0;
            int unanswered = 0;
            int otherRecords = 0;
            for (int i = from; i < size; i++) {
                cancellation.throwIfCancelled();
                RunSummary summary = log.summary(i);
                boolean journaledRun = journaled.contains(new JournalRun(summary.key(), summary.line()));
                if (journaledRun || RunVerdicts.visiblyUnreplayable(summary)) {
                    Run run = log.load(i);
                    List<ReplayRecord> replays = journaledRun ? RunReplays.records(existing.get(), run) : List.of();
                    otherRecords += journaledRun && replays.isEmpty() ? 1 : 0;
                    int index = i;
                    Optional<ReplayVerdict> verdict = RunJudge.verdictAlone(run, replays);
                    verdict.ifPresent(judged -> restored.put(index, judged));
                    if (verdict.isPresent() && verdict.get().kind().diverged()) {
                        diverged.add(index);
                    }
                    if (!replays.isEmpty() && verdict.isPresent() && verdict.get().kind() != VerdictKind.SKIPPED) {
                        boolean answered = verdict.get().kind() != VerdictKind.FAILED;
                        fromJournal += answered ? 1 : 0;
                        unanswered += answered ? 0 : 1;
                    }
                }
            }
            classifiedUpTo = Math.max(from, size);
            if (!announce && restored.isEmpty()) {
                return;
            }
            List<String> problems = existing.isEmpty() || !announce ? List.of() : existing.get().problems();
            String rewritten = otherRecords == 0 ? "" : "; the replays journaled for " + Sizes.count(otherRecords, "run")
                    + " were made of other records at the same lines (the log was rewritten) and are not counted";
            String earlier = ReplayProgressText.restoredFromJournal(fromJournal, unanswered);
            if (!diverged.isEmpty()) {
                Classes classes = new Classes(log, judge, cancellation, existing.get(), judgement, diverged, restored);
                classifier.execute(() -> nameClasses(classes, 0));
            }
            fx.execute(() -> {
                if (cancellation.isCancelled() || !publish(log, restored, judgement, occasion) || !announce) {
                    return;
                }
                if (!problems.isEmpty()) {
                    status.accept(Sizes.count(problems.size(), "journal line") + " ignored: " + problems.get(0));
                } else if (!earlier.isEmpty() || !rewritten.isEmpty()) {
                    status.accept((earlier.isEmpty() ? "No earlier replay read from the journal" : earlier) + rewritten);
                }
            });
        } catch (CancellationException e) {
            // what it judged is stale: judgeAll queued the judging that replaces it, or the tab closed
        } catch (IOException | RuntimeException e) {
            // a judging overtaken (a reload, the tab took another log) fails as its log or journal closes under it:
            // that is no news, and the status is the new log's by now (a reload cancels nothing until it has loaded)
            String reason = occasion.failure + ErrorText.oneLine(e);
            fx.execute(() -> {
                if (!cancellation.isCancelled() && runs.log() == log) {
                    status.accept(reason);
                }
            });
        }
    }

    /**
     * Puts the verdicts a classification judged in the table; judged again for new masks, a diverged run keeps the
     * classes it shows until they are named anew.
     */
    private boolean publish(RolloutLog log, Map<Integer, ReplayVerdict> verdicts, long judgement, Occasion occasion) {
        return occasion == Occasion.MASKS ? table.publishKeepingClasses(log, verdicts, run -> judgement)
                : table.publish(log, verdicts, run -> judgement);
    }

    /**
     * Adds their diff classes to the verdicts of the diverged runs {@code diverged[from…]}, a few runs a task so that
     * appended runs are not held back, until {@code cancellation} says they are stale. A run whose classes cannot be
     * named gets its verdict without them ({@code alone}), not the classes of older masks it may show. A
     * {@link #classifier} task.
     */
    private void nameClasses(Classes classes, int from) {
        int to = Math.min(classes.diverged().size(), from + CLASSES_PER_TASK);
        Map<Integer, VerdictBadge> named = new HashMap<>();
        for (int index : classes.diverged().subList(from, to)) {
            if (classes.cancellation().isCancelled()) {
                return;
            }
            try {
                Run run = classes.log().load(index);
                Optional<RunResult> result = RunVerdicts.of(run, RunReplays.records(classes.journal(), run));
                if (result.isPresent()) {
                    named.put(index, classes.judge().withClasses(run, result.get(), classes.journal()));
                }
            } catch (IOException | RuntimeException e) {
                // only its classes stay unnamed, as the Replays tab will say (or a cancel stopped the comparison:
                // the next turn returns)
                named.put(index, classes.alone().get(index));
            }
        }
        fx.execute(() -> {
            if (!classes.cancellation().isCancelled()) {
                table.publish(classes.log(), named, run -> classes.judgement());
            }
        });
        if (to < classes.diverged().size()) {
            classifier.execute(() -> nameClasses(classes, to));
        }
    }

    /**
     * The diverged runs of one classification, whose classes are named from the journal it read after numbering its
     * {@code judgement}; {@code alone} holds their verdicts without classes.
     */
    private record Classes(RolloutLog log, RunJudge judge, Cancellation cancellation, ReplayJournal journal,
                           long judgement, List<Integer> diverged, Map<Integer, ReplayVerdict> alone) {
    }

    /** Why the runs are judged, and what the status says when that fails. */
    private enum Occasion {
        LOAD("Earlier replays could not be read: "),
        APPENDED("The appended runs could not be judged: "),
        MASKS("The replayed runs could not be judged again with the new masks: ");

        private final String failure;

        Occasion(String failure) {
            this.failure = failure;
        }
    }
}
