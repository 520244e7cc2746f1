package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.diff.EqualReasons;
import com.collimate.inspector.core.diff.RunOutputs;
import com.collimate.inspector.core.diff.RunPair;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.util.Cancellation;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Two runs compared by {@code diff --log}, in the stream {@code --stream} names or else in the stream where they first
 * differ as logged: stdout, else stderr (the one {@code check} names, the one the Compare window opens on). When that
 * is stdout, stderr is compared too, so a difference there is never left unsaid.
 *
 * @param picked whether the stream was picked so (no {@code --stream})
 * @param stderr stderr's comparison when it was picked and is not the stream shown, else null
 */
record RunsDiff(RunStream stream, boolean picked, RunSide left, RunSide right, TextDiff diff, TextDiff stderr) {
    private static final int LABEL_CHARS = 300;
    private static final int CUT_CHARS = 600;

    /** @param given the stream {@code --stream} names, or null */
    static RunsDiff of(RunSide left, RunSide right, RunStream given, TextDiffer differ) {
        RunStream stream = given != null ? given : firstDiffering(left.outputs(), right.outputs());
        TextDiff stderr = given == null && stream == RunStream.stdout ? compare(left, right, RunStream.stderr, differ)
                : null;
        return new RunsDiff(stream, given == null, left, right, compare(left, right, stream, differ), stderr);
    }

    private static RunStream firstDiffering(RunOutputs left, RunOutputs right) {
        return left.stdout().equals(right.stdout()) && !left.stderr().equals(right.stderr()) ? RunStream.stderr
                : RunStream.stdout;
    }

    private static TextDiff compare(RunSide left, RunSide right, RunStream stream, TextDiffer differ) {
        return differ.diff(left.side(stream).content(), right.side(stream).content(), Cancellation.none());
    }

    DiffSide leftSide() {
        return left.side(stream);
    }

    DiffSide rightSide() {
        return right.side(stream);
    }

    RunPair pair() {
        return new RunPair(left.inputs().differingFrom(right.inputs()), left.outputs().exitCode(),
                right.outputs().exitCode(), stream.name(), streamsDiffer(), stderr != null && !stderr.hunks().isEmpty(),
                left.cut(), right.cut());
    }

    /** The streams in which the runs differ as logged, in {@code check}'s words and order. */
    private List<String> streamsDiffer() {
        List<String> streams = new ArrayList<>(3);
        for (RunStream text : RunStream.values()) {
            if (!text.of(left.outputs()).equals(text.of(right.outputs()))) {
                streams.add(text.name());
            }
        }
        if (!Objects.equals(left.outputs().exitCode(), right.outputs().exitCode())) {
            streams.add("exit_code");
        }
        return streams;
    }

    /**
     * For each side that is a replay the sandbox cut at one of its limits, the line that says so, as {@code check}
     * does: "# big@replay[1] (line 3) failed; its output is partial: stopped at the sandbox's output limit of 8 MiB:
     * ...". Its output is compared all the same, as far as it goes.
     */
    List<String> cutNotes() {
        List<String> notes = new ArrayList<>(2);
        for (RunSide side : List.of(left, right)) {
            if (side.cut() != null) {
                notes.add("# " + TextSafety.oneLine(side.label(), LABEL_CHARS) + " failed; its output is partial: "
                        + TextSafety.oneLine(side.cut(), CUT_CHARS));
            }
        }
        return notes;
    }

    /**
     * The line that says which stream is shown when the other one is worth a look: "# stdout identical; showing
     * stderr, which differs", or "# stderr differs too: see --stream stderr" (with ", equal after masks" or the like
     * when only noise differs there); empty when there is nothing to say.
     */
    Optional<String> streamNote() {
        if (picked && stream == RunStream.stderr) {
            return Optional.of("# stdout identical; showing stderr, which differs");
        }
        if (stderr == null || stderr.identical()) {
            return Optional.empty();
        }
        EqualReasons equal = EqualReasons.of(stderr);
        String noiseOnly = stderr.hunks().isEmpty() && !equal.isEmpty() ? ", " + equal.describe() : "";
        return Optional.of("# stderr differs too" + noiseOnly + ": see --stream stderr");
    }
}
