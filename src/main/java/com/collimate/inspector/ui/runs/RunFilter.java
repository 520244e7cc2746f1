package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.SeedAck;

import java.util.BitSet;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * Everything that decides whether a run is shown: seed_ack chips, exit code, group and search. {@code textMatches}
 * holds the runs whose code/stdout/stderr matched the search so far (filled by the background search).
 */
public record RunFilter(Set<SeedAck> shownAcks, ExitFilter exit, String group, SearchQuery search, BitSet textMatches) {

    public static final RunFilter ALL = new RunFilter(EnumSet.allOf(SeedAck.class), ExitFilter.ANY, null,
            SearchQuery.EMPTY, new BitSet());

    public RunFilter {
        shownAcks = shownAcks.isEmpty() ? EnumSet.noneOf(SeedAck.class) : EnumSet.copyOf(shownAcks);
        Objects.requireNonNull(exit);
        Objects.requireNonNull(search);
        Objects.requireNonNull(textMatches);
    }

    /** Whether the seed_ack and exit code chips show the run. */
    boolean chipsAccept(RunSummary run) {
        return shownAcks.contains(run.seedAck()) && exit.accepts(run);
    }

    /** Whether the group filter and the search leave the run, whatever the chips say: the runs the chips count. */
    boolean leaves(int index, RunSummary run) {
        return (group == null || group.equals(run.group())) && (search.matchesSummary(run) || textMatches.get(index));
    }

    public RunFilter withAck(SeedAck ack, boolean shown) {
        Set<SeedAck> acks = EnumSet.noneOf(SeedAck.class);
        acks.addAll(shownAcks);
        if (shown) {
            acks.add(ack);
        } else {
            acks.remove(ack);
        }
        return new RunFilter(acks, exit, group, search, textMatches);
    }

    public RunFilter withExit(ExitFilter newExit) {
        return new RunFilter(shownAcks, newExit, group, search, textMatches);
    }

    public RunFilter withGroup(String newGroup) {
        return new RunFilter(shownAcks, exit, newGroup, search, textMatches);
    }

    public RunFilter withSearch(SearchQuery newSearch) {
        return new RunFilter(shownAcks, exit, group, newSearch, new BitSet());
    }

    public RunFilter withTextMatches(BitSet matches) {
        return new RunFilter(shownAcks, exit, group, search, matches);
    }
}
