package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * However many times a progress display is redrawn on a line is chance, but text the program drew on that line
 * between its redraws ({@code \rseed=42}) is output: a terminal draws over it as well, yet it differs for real.
 */
class ProgressRedrawsProperties {
    private static final TextDiffer MASKED = new TextDiffer(DiffOptions.defaults());
    /** Padded with spaces, as tqdm pads a draw to the width of the one before: it covers all the draws before it. */
    private static final String ERASE_TO_END = "\u001B[K";
    private static final String LAST_DRAW = "\r100%|##########| 50/50 [00:05<00:00, 9.87it/s]" + " ".repeat(30);

    @Property(tries = 300)
    void textDrawnOverThatDiffersIsReported(@ForAll("redraws") List<String> leftBefore,
                                            @ForAll("redraws") List<String> rightBefore,
                                            @ForAll("redraws") List<String> leftAfter,
                                            @ForAll("redraws") List<String> rightAfter,
                                            @ForAll("printed") String leftText, @ForAll("printed") String rightText) {
        Assume.that(!leftText.equals(rightText));

        TextDiff diff = MASKED.diff(line(leftBefore, leftText, leftAfter), line(rightBefore, rightText, rightAfter),
                Cancellation.none());

        assertThat(diff.identicalAfterMasks()).isFalse();
        assertThat(diff.classes()).containsAnyOf(DiffClass.CONTENT.label(), DiffClass.NUMERIC.label());
    }

    /** Between two draws that stay, a bar's redraws, however many (none too), are one placeholder. */
    @Property(tries = 300)
    void theSameTextAmongAnyRedrawsIsEqualAfterMasks(@ForAll("redraws") List<String> leftBefore,
                                                      @ForAll("redraws") List<String> rightBefore,
                                                      @ForAll("redraws") List<String> leftAfter,
                                                      @ForAll("redraws") List<String> rightAfter,
                                                      @ForAll("printed") String text) {
        TextDiff diff = MASKED.diff(line(leftBefore, text, leftAfter), line(rightBefore, text, rightAfter),
                Cancellation.none());

        assertThat(diff.identical() || diff.identicalAfterMasks()).isTrue();
    }

    /** Whatever redraws a line holds, two lines that a terminal shows differently are never equal after masks. */
    @Property(tries = 500)
    void linesThatATerminalShowsDifferentlyDiffer(@ForAll("untimedRedraws") List<String> left,
                                                  @ForAll("untimedRedraws") List<String> right) {
        Assume.that(!left.isEmpty() && !right.isEmpty() && !shown(left).equals(shown(right)));

        TextDiff diff = MASKED.diff(String.join("", left) + "\n", String.join("", right) + "\n", Cancellation.none());

        assertThat(diff.identicalAfterMasks()).isFalse();
    }

    /** The row a terminal shows after these draws, each drawn from the row's first column over the ones before. */
    private static String shown(List<String> draws) {
        StringBuilder row = new StringBuilder();
        for (String draw : draws) {
            String text = draw.substring(1);
            if (text.endsWith(ERASE_TO_END)) {
                text = text.substring(0, text.length() - ERASE_TO_END.length());
                row.setLength(0);
            }
            row.replace(0, Math.min(row.length(), text.length()), text);
        }
        return row.toString().stripTrailing();
    }

    private static String line(List<String> before, String text, List<String> after) {
        return "epoch 1\n" + String.join("", before) + "\r" + text + String.join("", after) + LAST_DRAW + "\nepoch 2\n";
    }

    /** Draws of tqdm's bar (with and without a total), pip's and a bar cleared with spaces, each after its '\r'. */
    @Provide
    Arbitrary<List<String>> redraws() {
        Arbitrary<String> tqdm = Combinators.combine(Arbitraries.integers().between(0, 50),
                Arbitraries.doubles().between(0.01, 99_999).ofScale(2)).as((done, rate) -> String.format(Locale.ROOT,
                "\r%3d%%|%-10s| %d/50 [00:%02d<00:%02d, %.2fit/s]", done * 2, "#".repeat(done / 5), done, done % 60,
                (50 - done) % 60, rate));
        Arbitrary<String> total = Arbitraries.integers().between(0, 999).map(done -> "\r" + done + "it [00:01, 3.2it/s]");
        Arbitrary<String> pip = Arbitraries.integers().between(0, 12).map(done -> "\r   " + "\u2501".repeat(done)
                + "\u2578" + " " + done / 10.0 + "/1.2 MB 3.1 MB/s eta 0:00:01");
        Arbitrary<String> cleared = Arbitraries.integers().between(0, 60).map(width -> "\r" + " ".repeat(width));
        return Arbitraries.oneOf(tqdm, total, pip, cleared).list().ofMaxSize(6);
    }

    /**
     * Draws of bars without timing (which the mask hides wherever it is), of any width, erasing the rest of the row
     * ({@code ESC[K}) or not, and bars cleared.
     */
    @Provide
    Arbitrary<List<String>> untimedRedraws() {
        Arbitrary<String> counts = Combinators.combine(Arbitraries.integers().between(0, 12),
                Arbitraries.doubles().between(0, 9).ofScale(4))
                .as((done, loss) -> "\r" + done + "/12 loss=" + loss);
        Arbitrary<String> cleared = Arbitraries.integers().between(0, 20).map(width -> "\r" + " ".repeat(width));
        return Arbitraries.oneOf(counts, cleared, counts.map(draw -> draw + ERASE_TO_END)).list().ofMaxSize(4);
    }

    /** What a program prints on a bar's line that shows no progress: a seed, a name. */
    @Provide
    Arbitrary<String> printed() {
        return Arbitraries.oneOf(Arbitraries.integers().between(0, 99_999).map(seed -> "seed=" + seed),
                Arbitraries.strings().alpha().ofMinLength(1).ofMaxLength(8).map(name -> "loading policy " + name));
    }
}
