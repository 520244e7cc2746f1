package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Masked values changed consistently are noise, whatever lines are inserted or removed around them. */
class MaskedValueProperties {
    private static final TextDiffer MASKED = new TextDiffer(DiffOptions.defaults());
    private static final TextDiffer RAW = new TextDiffer(DiffOptions.defaults().withMasksEnabled(false));

    /**
     * B is A with one line removed, one inserted, and every timestamp renamed (the same value always to the same
     * new value, values repeating across lines): masked, the diff is exactly the raw diff of A against B before
     * the renaming.
     */
    @Property(tries = 300)
    void renamedValuesDifferOnlyWhereLinesWereInsertedOrRemoved(
            @ForAll @Size(min = 1, max = 40) List<@IntRange(min = 0, max = 5) Integer> values,
            @ForAll @IntRange(min = 0, max = 40) int removeAt, @ForAll @IntRange(min = 0, max = 40) int insertAt,
            @ForAll @IntRange(min = 0, max = 6) int insertedValue) {
        List<String> left = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            left.add("step " + i + " at " + timestamp(values.get(i)));
        }
        List<String> structural = new ArrayList<>(left);
        structural.remove(removeAt % structural.size());
        structural.add(insertAt % (structural.size() + 1), "retry at " + timestamp(insertedValue));
        List<String> renamed = structural.stream().map(line -> line.replace("T04:", "T09:")).toList();

        TextDiff masked = MASKED.diff(text(left), text(renamed), Cancellation.none());
        TextDiff raw = RAW.diff(text(left), text(structural), Cancellation.none());

        assertThat(masked.hunks()).extracting(Hunk::leftBegin, Hunk::leftEnd, Hunk::rightBegin, Hunk::rightEnd)
                .isEqualTo(raw.hunks().stream().map(hunk -> org.assertj.core.groups.Tuple.tuple(hunk.leftBegin(),
                        hunk.leftEnd(), hunk.rightBegin(), hunk.rightEnd())).toList());
        for (int line = 0; line < renamed.size(); line++) {
            assertThat(masked.rightDisplay(line)).doesNotContain("T09:");
        }
    }

    private static String timestamp(int value) {
        return "2026-11-30T04:%02d:00Z".formatted(value);
    }

    private static String text(List<String> lines) {
        return String.join("\n", lines) + "\n";
    }
}
