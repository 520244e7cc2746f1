package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.DiffClass;
import com.collimate.inspector.core.diff.DiffStats;
import com.collimate.inspector.core.diff.EqualReasons;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.model.RunInputs;
import com.collimate.inspector.core.util.Sizes;

import java.util.ArrayList;
import java.util.List;

/**
 * What the Compare header says: the classes of the differences (stream classes, plus {@code exit-code},
 * {@code stderr} and {@code stdout} when those differ too, other than the shown stream), where the texts first diverge, and counts; first of all, when the sides
 * were given different inputs, which ones ("inputs differ: code — output differences are expected", else "").
 */
public record DiffHeader(String inputs, List<String> classes, String divergence, String stats, List<String> notes) {

    public static DiffHeader of(TextDiff diff, DiffStream stream, ComparePair pair) {
        List<String> classes = new ArrayList<>(diff.classes());
        for (String other : List.of("exit-code", "stderr", "stdout")) {
            DiffStream otherStream = streamOf(other);
            if (otherStream != stream && !otherStream.text(pair.left()).equals(otherStream.text(pair.right()))) {
                classes.add(other);
            }
        }
        String inputs = RunInputs.describe(pair.left().inputs().differingFrom(pair.right().inputs()));
        boolean otherStreamsDiffer = classes.size() > diff.classes().size();
        List<String> notes = new ArrayList<>(diff.notes());
        if (holdsEscape(stream.text(pair.left())) || holdsEscape(stream.text(pair.right()))) {
            notes.add(ESCAPES_NOTE);
        }
        return new DiffHeader(inputs, List.copyOf(classes), divergence(diff, stream, otherStreamsDiffer),
                stats(diff.stats()), List.copyOf(notes));
    }

    /**
     * Said when a side holds an escape sequence. Compare shows them as text, not as the colours the output tabs show:
     * a byte that differs must be seen, and two runs that look alike in colour may differ in their escapes.
     */
    static final String ESCAPES_NOTE = "escape sequences (colours) are shown as text, ^[ for ESC, not applied as "
            + "in the output tabs: every byte that differs is seen";

    private static boolean holdsEscape(String text) {
        return text.indexOf('\u001b') >= 0;
    }

    /**
     * The stream a class chip stands for ({@code stderr}, {@code stdout}, {@code exit-code}: another stream that
     * differs too, which a click on the chip shows), or null for a class of the shown stream's differences.
     */
    public static DiffStream streamOf(String diffClass) {
        return switch (diffClass) {
            case "stdout" -> DiffStream.STDOUT;
            case "stderr" -> DiffStream.STDERR;
            case "exit-code" -> DiffStream.EXIT_CODE;
            default -> null;
        };
    }

    /** Says, as the {@code diff} command does, why the texts count as equal or that they differ in styling alone. */
    private static String divergence(TextDiff diff, DiffStream stream, boolean otherStreamsDiffer) {
        if (diff.identical()) {
            return stream.label() + " identical";
        }
        return diff.firstRemainingDivergence()
                .map(at -> "first divergence: line " + at.line() + ", column " + at.column()
                        + why(diff, otherStreamsDiffer))
                .orElse(stream.label() + " identical");
    }

    /** Nothing when another stream differs (an exit code is never masked): the runs are not equal then. */
    private static String why(TextDiff diff, boolean otherStreamsDiffer) {
        if (otherStreamsDiffer) {
            return "";
        }
        if (diff.onlyStylingDiffers()) {
            return " (" + DiffClass.STYLING_ONLY + ")";
        }
        EqualReasons reasons = EqualReasons.of(diff);
        return reasons.isEmpty() ? "" : " (" + reasons.describe() + ")";
    }

    private static String stats(DiffStats stats) {
        return Sizes.count(stats.hunks(), "change") + " · " + Sizes.count(stats.changed(), "line") + " changed, "
                + Sizes.count(stats.added()) + " added, " + Sizes.count(stats.removed()) + " removed · "
                + Sizes.count(stats.leftLines(), "line")
                + " left, " + Sizes.count(stats.rightLines()) + " right";
    }
}
