package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.RunSummary;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How the command line names a run of a log: by its key (run_id), or as {@code #LINE}, the line it starts at (runs
 * may share a key, never a line). A logged run_id that is exactly a {@code #LINE} name ({@code "run_id": "#1"})
 * wins over the line: a name is first looked up among the logged run_ids, then read as {@code #LINE}. The run at
 * that line stays reachable by its own run_id.
 */
final class RunNames {
    private static final Pattern LINE = Pattern.compile("#(\\d{1,18})");
    private static final int ERROR_CHARS = 200;

    private RunNames() {
    }

    /** The line {@code name} names when it is {@code #LINE}; empty for a key. */
    static OptionalLong line(String name) {
        Matcher line = LINE.matcher(name);
        return line.matches() ? OptionalLong.of(Long.parseLong(line.group(1))) : OptionalLong.empty();
    }

    /**
     * Whether {@code run}'s logged run_id is exactly {@code name}. A run without a run_id has the key
     * {@code #<its line>}, which is not a logged id: that run is named by {@code #LINE} as a line.
     */
    static boolean hasLoggedKey(RunSummary run, String name) {
        return run.key().equals(name) && !run.key().equals("#" + run.line());
    }

    /**
     * The log indexes each of {@code names} names, in the order of {@code names}, each list in log order: every run
     * whose logged run_id is the name, else the run starting at its {@code #LINE}; an empty list when it names none.
     */
    static Map<String, List<Integer>> lookUp(RolloutLog log, Collection<String> names) {
        Map<String, List<Integer>> found = new LinkedHashMap<>();
        names.forEach(name -> found.put(name, new ArrayList<>()));
        for (int i = 0; i < log.size(); i++) {
            RunSummary run = log.summary(i);
            List<Integer> withKey = found.get(run.key());
            if (withKey != null && hasLoggedKey(run, run.key())) {
                withKey.add(i);
            }
        }
        found.forEach((name, indexes) -> {
            if (indexes.isEmpty()) {
                line(name).ifPresent(line -> startingAt(log, line).ifPresent(indexes::add));
            }
        });
        return found;
    }

    /**
     * Why no run starts at {@code line}: the record there could not be read (its error, which "no run starts at line
     * 2" would hide), or no record starts there, saying where the nearest runs start (the records of a JSON array
     * span lines: "no run starts at line 3: the nearest start at lines 2 and 10").
     */
    static String noRunAt(RolloutLog log, long line) {
        return log.errors().stream().filter(error -> error.line() == line).findFirst()
                .map(error -> "the record at line " + line + " could not be read ("
                        + TextSafety.oneLine(error.message(), ERROR_CHARS) + ")")
                .orElse("no run starts at line " + line + nearestStarts(log, line));
    }

    private static String nearestStarts(RolloutLog log, long line) {
        if (log.size() == 0) {
            return "";
        }
        int after = firstStartingAfter(log, line);
        if (after == 0) {
            return ": the first run starts at line " + log.summary(0).line();
        }
        long before = log.summary(after - 1).line();
        return after == log.size() ? ": the last run starts at line " + before
                : ": the nearest start at lines " + before + " and " + log.summary(after).line();
    }

    /** The index of the first run starting after {@code line} ({@code log.size()} when none does). */
    private static int firstStartingAfter(RolloutLog log, long line) {
        int low = 0;
        int high = log.size();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (log.summary(middle).line() <= line) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** The index of the run starting at {@code line}: runs are indexed in file order, so their lines ascend. */
    static OptionalInt startingAt(RolloutLog log, long line) {
        int last = firstStartingAfter(log, line) - 1;
        return last >= 0 && log.summary(last).line() == line ? OptionalInt.of(last) : OptionalInt.empty();
    }
}
