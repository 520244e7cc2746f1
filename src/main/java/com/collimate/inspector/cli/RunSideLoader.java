package com.collimate.inspector.cli;

import com.collimate.inspector.AppInfo;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.core.diff.RunOutputs;
import com.collimate.inspector.core.log.IndexedRolloutLog;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunInputs;
import com.collimate.inspector.core.replay.JournalVerdicts;
import com.collimate.inspector.core.replay.RunReplays;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.JournalLocation;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.Sizes;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Loads the two sides of {@code diff --log LOG KEY_A KEY_B}: a key names a run of the log by its run_id, or by
 * {@code #LINE}, the line it starts at (with or without a run_id); {@code KEY@replay[N]} names the N-th journaled
 * replay of that run.
 */
final class RunSideLoader {
    private static final int SHOWN_CHARS = 300;
    private static final Pattern REPLAY = Pattern.compile("(.+)@replay\\[(\\d{1,9})]");

    private final Path logFile;
    private final Supplier<Path> dataFolder;

    /** @param dataFolder where fallback journals live ({@link AppDirs#data()}) */
    RunSideLoader(Path logFile, Supplier<Path> dataFolder) {
        this.logFile = logFile;
        this.dataFolder = dataFolder;
    }

    private Path dataFolder() {
        return dataFolder.get();
    }

    List<RunSide> load(String keyA, String keyB) throws IOException, UnreadableLogException {
        // before the log is read: a pipe read to its end (gigabytes) could not be compared with a replay anyway
        if (Stream.of(keyA, keyB).anyMatch(key -> REPLAY.matcher(key).matches())
                && LogFileArgument.hasNoNameOfItsOwn(logFile)) {
            throw new IllegalArgumentException("no replay journal for " + shown(logFile) + " (a pipe, a device or "
                    + "standard input): give the log file's name to compare a replay");
        }
        try (IndexedRolloutLog log = RolloutLogs.openOnce(logFile, LoadListener.NONE, Cancellation.none())) {
            List<RunSide> sides = new ArrayList<>(2);
            for (String key : List.of(keyA, keyB)) {
                sides.add(side(log, key));
            }
            return sides;
        }
    }

    private RunSide side(IndexedRolloutLog log, String operand) throws IOException {
        Matcher replay = REPLAY.matcher(operand);
        if (replay.matches()) {
            String name = replay.group(1);
            Run run = log.load(find(log, name));
            JournalEntry entry = journaled(name, run, Integer.parseInt(replay.group(2)));
            return new RunSide(label(run, "@replay[" + entry.attempt() + "]"), entry.response().outputs(),
                    RunInputs.replayOf(run, entry.seed()), JournalVerdicts.sandboxCut(run, entry).orElse(null));
        }
        Run run = log.load(find(log, operand));
        return new RunSide(label(run, ""), RunOutputs.of(run), RunInputs.of(run), null);
    }

    /**
     * The header of a side: the run's key and the line it starts at, whatever named it ({@code #LINE} picks one of
     * the runs sharing a key), so the two sides are told apart and recognisable: "dup (line 17)".
     */
    private static String label(Run run, String replay) {
        return run.key() + replay + " (line " + run.line() + ")";
    }

    /** "none journaled", or the numbers there are: "journaled: 1, 3" (sorted, the first 20). */
    static String journaledNumbers(int[] attempts) {
        if (attempts.length == 0) {
            return "none journaled";
        }
        int[] sorted = attempts.clone();
        java.util.Arrays.sort(sorted);
        StringBuilder text = new StringBuilder("journaled: ");
        for (int i = 0; i < Math.min(sorted.length, 20); i++) {
            text.append(i == 0 ? "" : ", ").append(sorted[i]);
        }
        return sorted.length > 20 ? text.append(", … (").append(sorted.length).append(" in all)").toString()
                : text.toString();
    }

    /**
     * The answered replay; reads the journal only if there is one: opening a journal creates it, which a diff must
     * not do.
     */
    private JournalEntry journaled(String name, Run run, int attempt) throws IOException {
        Path dataFolder = dataFolder();
        if (!JournalLocation.exists(logFile, dataFolder)) {
            throw new IllegalArgumentException("no replay journal for " + shown(logFile) + " (looked for "
                    + shown(JournalLocation.sidecar(logFile)) + " and " + shown(JournalLocation.fallback(logFile,
                    dataFolder)) + "): replay the run first, e.g. " + AppInfo.COMMAND + " check " + shown(logFile)
                    + " --replay --run " + shown(run.key()));
        }
        try (ReplayJournal journal = ReplayJournal.open(logFile, dataFolder)) {
            JournalEntry entry = journal.replay(run.key(), run.line(), attempt).orElseThrow(() ->
                    new IllegalArgumentException(shown(journal.file()) + ": no replay " + attempt + " of run '"
                            + shown(name) + "' at line " + run.line() + " (" + journaledNumbers(
                                    journal.attempts(run.key(), run.line())) + ")"));
            if (RunReplays.madeFor(run, List.of(entry)).isEmpty()) {
                throw new IllegalArgumentException(shown(name) + "@replay[" + attempt + "] replayed another record at "
                        + "line " + run.line() + " (its seed or code differ from the log's): the log was rewritten "
                        + "since");
            }
            if (entry.response() == null) {
                throw new IllegalArgumentException(shown(name) + "@replay[" + attempt + "] has no output: "
                        + shown(entry.error().kind()) + ": " + shown(entry.error().message()));
            }
            return entry;
        }
    }

    /**
     * The log index of the run {@code name} names: a logged run_id that only one run has (even one that reads as
     * {@code #LINE}), else {@code #LINE}, the run starting at that line.
     */
    private int find(IndexedRolloutLog log, String name) {
        List<Integer> found = RunNames.lookUp(log, List.of(name)).get(name);
        if (found.isEmpty()) {
            OptionalLong line = RunNames.line(name);
            throw new IllegalArgumentException(shown(logFile) + (line.isPresent()
                    ? ": " + RunNames.noRunAt(log, line.getAsLong()) + " (" + Sizes.count(log.size(), "run") + ")"
                    : ": no run with key '" + shown(name) + "' (" + Sizes.count(log.size(), "run")
                    + "; #LINE names the run starting at that line)"));
        }
        if (found.size() > 1) {
            throw new IllegalArgumentException(shown(logFile) + ": key '" + shown(name) + "' names " + found.size()
                    + " runs; use #LINE to pick one (first at line " + log.summary(found.get(0)).line() + ")");
        }
        return found.get(0);
    }

    /**
     * A file name, a run name or a journaled text in an error message: its control characters escaped, so the
     * message stays one line and a terminal never receives an escape sequence from it.
     */
    private static String shown(Object text) {
        return TextSafety.oneLine(String.valueOf(text), SHOWN_CHARS);
    }
}
