package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * Progress bars redraw one line with carriage returns; how many redraws a run makes, and the rate and elapsed time in
 * them, are timing. The bars here are what tqdm 4.64 wrote (to a file, so '#' bars; to a UTF-8 stream, block bars).
 */
class ProgressRedrawsTest {
    /** tqdm over range(3), every iteration drawn, closed with leave=True: the last state again, then "\n". */
    private static final String BAR_FIVE_DRAWS = "\r  0%|                                 | 0/3 [00:00<?, ?it/s]"
            + "\r 33%|########3                | 1/3 [00:00<00:00, 98.42it/s]"
            + "\r 67%|################6        | 2/3 [00:00<00:00, 96.24it/s]"
            + "\r100%|#########################| 3/3 [00:00<00:00, 96.16it/s]"
            + "\r100%|#########################| 3/3 [00:00<00:00, 95.65it/s]\n";
    /** The same loop, slower: tqdm skipped a redraw (mininterval). */
    private static final String BAR_THREE_DRAWS = "\r  0%|                                 | 0/3 [00:00<?, ?it/s]"
            + "\r 67%|################6        | 2/3 [00:00<00:00, 46.46it/s]"
            + "\r100%|#########################| 3/3 [00:00<00:00, 47.17it/s]\n";

    private final TextDiffer masked = new TextDiffer(DiffOptions.defaults());
    private final TextDiffer raw = new TextDiffer(DiffOptions.defaults().withMasksEnabled(false));

    private static TextDiff diff(TextDiffer differ, String left, String right) {
        return differ.diff(left, right, Cancellation.none());
    }

    private static void assertProgressOnly(TextDiff diff) {
        assertThat(diff.identicalAfterMasks()).isTrue();
        assertThat(diff.classes()).containsExactly("progress");
    }

    private static void assertDiffers(TextDiff diff, String... classes) {
        assertThat(diff.identicalAfterMasks()).isFalse();
        assertThat(diff.classes()).containsExactly(classes);
    }

    @Test
    void barsRedrawnADifferentNumberOfTimesAreEqualAfterMasksAsProgress() {
        TextDiff diff = diff(masked, "start\n" + BAR_FIVE_DRAWS + "done\n", "start\n" + BAR_THREE_DRAWS + "done\n");

        assertProgressOnly(diff);
        assertThat(diff.hunks()).isEmpty();
    }

    @Test
    void onStderrTheRunsAreEqualAfterMasks() {
        RunComparison runs = RunComparison.compare(new RunOutputs("loss 0.25\n", BAR_FIVE_DRAWS, 0L),
                new RunOutputs("loss 0.25\n", BAR_THREE_DRAWS, 0L), masked, Cancellation.none());

        assertThat(runs.identical()).isFalse();
        assertThat(runs.identicalAfterMasks()).isTrue();
        assertThat(runs.stderr().classes()).containsExactly("progress");
    }

    @Test
    void withMasksOffTheRedrawsAreShownAndDiffedButCalledNoise() {
        TextDiff diff = diff(raw, "start\n" + BAR_FIVE_DRAWS, "start\n" + BAR_THREE_DRAWS);

        assertThat(diff.hunks()).hasSize(1);
        assertThat(diff.hunks().get(0).classes()).containsExactly("progress");
        assertThat(diff.leftDisplay(1)).isEqualTo(BAR_FIVE_DRAWS.substring(0, BAR_FIVE_DRAWS.length() - 1));
        assertThat(diff.identicalAfterMasks()).isTrue(); // "noise only: equal with masks on"
    }

    @Test
    void withMasksOnTheLineShowsItsLastDrawWithPlaceholders() {
        TextDiff diff = diff(masked, BAR_FIVE_DRAWS + "done\n", BAR_THREE_DRAWS + "failed\n");

        assertThat(diff.leftDisplay(0)).isEqualTo("<progress>100%|#########################| 3/3 [<progress>]");
        assertThat(diff.rightDisplay(0)).isEqualTo("<progress>100%|#########################| 3/3 [<progress>]");
    }

    @Test
    void aBarThatEndsElsewhereDiffers() {
        String stopped = "\r  0%|                                 | 0/3 [00:00<?, ?it/s]"
                + "\r 67%|################6        | 2/3 [00:00<00:00, 46.46it/s]\n";

        TextDiff diff = diff(masked, BAR_FIVE_DRAWS, stopped);

        assertThat(diff.identicalAfterMasks()).isFalse();
        assertThat(diff.classes()).contains("content").doesNotContain("progress");
    }

    @Test
    void aCountThatDiffersAtTheEndIsNotProgress() {
        TextDiff diff = diff(masked, "\r 50%|#####     | 50/100 [00:01<00:01, 49.1it/s]\r 99%|#########9| 99/100 [00:02<00:00, 49.5it/s]\n",
                "\r 50%|#####     | 50/100 [00:01<00:01, 51.0it/s]\r100%|##########| 100/100 [00:02<00:00, 50.2it/s]\n");

        assertDiffers(diff, "content");
    }

    @Test
    void textAfterTheLastRedrawCounts() {
        String left = "\r 50%|#####     | 1/2 [00:00<00:00, 9.1it/s]\r                                 \rok: 2 episodes\n";
        String right = "\r 50%|#####     | 1/2 [00:00<00:00, 8.7it/s]\r                                 \rok: 3 episodes\n";

        TextDiff diff = diff(masked, left, right);

        assertDiffers(diff, "progress", "numeric"); // the rates differ besides
    }

    /** A bar starts each draw with '\r': what was printed before its first one is the program's, not a redraw. */
    @Test
    void textPrintedBeforeTheFirstRedrawCounts() {
        assertDiffers(diff(masked, "seed 42 " + BAR_FIVE_DRAWS, "seed 43 " + BAR_THREE_DRAWS), "progress", "numeric");
        assertDiffers(diff(masked, "seed=42\rdone\n", "seed=43\rdone\n"), "numeric");
        assertDiffers(diff(masked, "seed 42\u001B[A\n", "seed 43\u001B[A\n"), "numeric");
        assertProgressOnly(diff(masked, "seed 42 " + BAR_FIVE_DRAWS, "seed 42 " + BAR_THREE_DRAWS));
    }

    /** A terminal draws over "seed=42" too, but it is no progress display: another value there is a real difference. */
    @Test
    void aDrawThatShowsNoProgressIsComparedThoughDrawnOver() {
        assertDiffers(diff(masked, "\rseed=42\rdone\n", "\rseed=7\rdone\n"), "numeric");
        assertDiffers(diff(masked, "\rloading policy ppo\rready\n", "\rloading policy sac\rready\n"), "content");
        assertDiffers(diff(masked, "\rseed=42\u001B[A\n", "\rseed=7\u001B[A\n"), "numeric");
        assertThat(diff(masked, "\rseed=42\rdone\n", "\rseed=7\rdone\n").leftDisplay(0))
                .isEqualTo("<progress>seed=42<progress>done");
    }

    @Test
    void textDrawnBetweenABarsRedrawsIsCompared() {
        String left = BAR_FIVE_DRAWS.replace("\r 67%", "\rseed=42\r 67%");
        String right = BAR_THREE_DRAWS.replace("\r 67%", "\rseed=7\r 67%");

        assertDiffers(diff(masked, left, right), "progress", "numeric");
        assertProgressOnly(diff(masked, left, BAR_THREE_DRAWS.replace("\r 67%", "\rseed=42\r 67%")));
        assertThat(diff(masked, left, right).leftDisplay(0))
                .isEqualTo("<progress>seed=42<progress>100%|#########################| 3/3 [<progress>]");
    }

    /** pip's bar (rich), curl's meter, Keras' bar and a bar cleared with spaces are progress displays too. */
    @Test
    void otherProgressDisplaysAreRedrawsToo() {
        String pipStart = "\r   \u2501\u2501\u2578\u2501\u2501\u2501 0.1/1.2 MB 1.1 MB/s eta 0:00:02";
        String pipEnd = "\r   \u2501\u2501\u2501\u2501\u2501\u2501 1.2/1.2 MB 3.4 MB/s eta 0:00:00\n";
        assertProgressOnly(diff(masked, pipStart + pipEnd, pipStart + pipStart.replace("0.1/", "0.6/") + pipEnd));
        assertProgressOnly(diff(masked,
                "\r  0     0    0     0    0     0      0      0 --:--:-- --:--:-- --:--:--     0"
                        + "\r 45 10.2M   45 4693k    0     0  5216k      0  0:00:02 --:--:--  0:00:02 5216k"
                        + "\r100 10.2M  100 10.2M    0     0  9473k      0  0:00:01  0:00:01 --:--:-- 9475k\n",
                "\r  0     0    0     0    0     0      0      0 --:--:-- --:--:-- --:--:--     0"
                        + "\r100 10.2M  100 10.2M    0     0  9473k      0  0:00:01  0:00:01 --:--:-- 9475k\n"));
        assertProgressOnly(diff(masked, "\r1/2 [==>...] - ETA: 1s\r2/2 [======] - 1s 10ms/step\n",
                "\r2/2 [======] - 1s 10ms/step\n".replace("\r", "\r1/2 [=>....] - ETA: 2s\r1/2 [==>...] - ETA: 1s\r")));
        assertProgressOnly(diff(masked, "\r 50%|#####     | 1/2\r                    \rok\n", "\r                    \rok\n"));
    }

    /**
     * A shorter draw leaves the end of a longer one on a terminal: {@code 2/3 loss=0.53456} against
     * {@code 2/3 loss=0.57654}. The earlier draw is masked only when later draws on its row are at least as wide.
     */
    @Test
    void aRedrawWhoseEndAShorterDrawLeavesShowingIsCompared() {
        assertDiffers(diff(masked, "\r1/3 loss=0.123456\r2/3 loss=0.5\n", "\r1/3 loss=0.987654\r2/3 loss=0.5\n"),
                "numeric");
        assertDiffers(diff(masked, "\r1/3 \u8fdb\u5ea6\r2/3 ab\n", "\r1/3 \u6b65\u9aa4\r2/3 ab\n"), "content");
        assertProgressOnly(diff(masked, "\r1/3 loss=0.123456\r2/3 loss=0.5     \n",
                "\r1/3 loss=0.987654\r2/3 loss=0.5     \n"));
        assertProgressOnly(diff(masked, "\r1/3 loss=0.123456\r2/3 loss=0.5\u001B[K\n",
                "\r1/3 loss=0.987654\r2/3 loss=0.5\u001B[K\n"));
    }

    /**
     * tqdm's {@code leave=False} clears its bar with spaces as wide as its last draw, then the program prints: the
     * width of the bar, which its rate decides, leaves only blanks after the text. Spaces that leave the end of a
     * wider draw showing decide how much of it shows, so their width is compared.
     */
    @Test
    void aBarClearedBeforeTextIsEqualAfterMasksWhateverItsWidth() {
        String slow = " 50%|#####     | 1/2 [00:01<00:01, 1.23it/s]";
        String fast = " 50%|#####     | 1/2 [00:01<00:01, 12.34it/s]";
        assertProgressOnly(diff(masked, "\r" + slow + "\r" + " ".repeat(slow.length()) + "\rok\n",
                "\r" + fast + "\r" + " ".repeat(fast.length()) + "\rok\n"));
        assertProgressOnly(diff(masked, "\r" + slow + "\r" + " ".repeat(slow.length()) + "\rok\n", "\rok\n"));
        assertDiffers(diff(masked, "\r1/3 loss=0.123456\r     \rok\n", "\r1/3 loss=0.123456\r       \rok\n"),
                "whitespace");
        assertDiffers(diff(masked, "\r1/3 loss=0.123456\r\u001B[41m" + " ".repeat(20) + "\rok\n",
                "\r1/3 loss=0.123456\r" + " ".repeat(20) + "\rok\n"), "styling");
    }

    /** rich and tqdm hide the cursor while they draw ({@code ESC[?25l}, shown again with {@code ESC[?25h}). */
    @Test
    void hidingTheCursorInADrawTakesNoColumn() {
        String left = "\r\u001B[?25l 10%|#         | 1/10 [00:00<00:09, 1.23it/s]\r100%|##########| 10/10 [00:01<00:00,"
                + " 9.87it/s]\u001B[?25h\n";
        String right = "\r\u001B[?25l 10%|#         | 1/10 [00:00<00:01, 12.34it/s]\r100%|##########| 10/10 [00:01<00:00,"
                + " 9.87it/s]\u001B[?25h\n";

        assertProgressOnly(diff(masked, left, right));
    }

    /** Any later draw on the row may cover an earlier one; the draw left partly showing is compared whole. */
    @Test
    void aRedrawCoveredByAnyLaterDrawOnItsRowIsMasked() {
        TextDiff diff = diff(masked, "\r1/3 loss=0.123456\r2/3 loss=0.5000000\r3/3 ok\n",
                "\r1/3 loss=0.987654\r2/3 loss=0.5000000\r3/3 ok\n");

        assertProgressOnly(diff);
        assertThat(diff.leftDisplay(0)).isEqualTo("<progress>2/3 loss=0.5000000<progress>3/3 ok");
    }

    @Test
    void aPostfixIsNotTiming() {
        String left = "\r  0%|          | 0/2 [00:00<?, ?it/s, loss=0.5]\r100%|##########| 2/2 [00:00<00:00, 86.85it/s, loss=0.5]\n";
        String right = "\r  0%|          | 0/2 [00:00<?, ?it/s, loss=0.5]\r100%|##########| 2/2 [00:00<00:00, 91.02it/s, loss=0.7]\n";

        TextDiff diff = diff(masked, left, right);

        assertThat(diff.identicalAfterMasks()).isFalse();
        assertThat(diff.hunks().get(0).classes()).containsExactly("progress", "numeric");
    }

    @Test
    void tqdmRatesOfEveryShapeAreMasked() {
        assertBarEqualAfterMasks("| 1.00/3.00 [00:01<00:02, 1.10s/B]", "| 1.00/3.00 [00:01<00:02, 1.31s/B]");
        assertBarEqualAfterMasks("37it [00:00, 2722618.39it/s]", "37it [00:00, 1905311.02it/s]");
        assertBarEqualAfterMasks("| 3/3 [00:03<00:00,  1.23it/s]", "| 3/3 [00:02<00:00, 12.30it/s]");
        assertBarEqualAfterMasks("| 3/3 [1:02:03<00:00, 12.3MB/s]", "| 3/3 [59:59<00:00, 11.9MB/s]");
        assertBarEqualAfterMasks("| 0/3 [00:00<?, ?it/s]", "| 0/3 [00:01<?, ?it/s]");
    }

    private void assertBarEqualAfterMasks(String left, String right) {
        TextDiff diff = diff(masked, "x\n" + left + "\n", "x\n" + right + "\n");

        assertThat(diff.identicalAfterMasks()).as(left).isTrue();
        assertThat(diff.classes()).as(left).containsExactly("progress");
    }

    @Test
    void aBarLeftOpenAtTheEndIsComparedByItsLastDraw() {
        String left = "\r  0%|          | 0/10 [00:00<?, ?it/s]\r 40%|####      | 4/10 [00:01<00:01, 3.9it/s]";
        String right = "\r  0%|          | 0/10 [00:00<?, ?it/s]\r 20%|##        | 2/10 [00:00<00:02, 4.1it/s]"
                + "\r 40%|####      | 4/10 [00:01<00:01, 4.0it/s]";
        String killedEarlier = "\r  0%|          | 0/10 [00:00<?, ?it/s]\r 20%|##        | 2/10 [00:00<00:02, 4.1it/s]";

        assertThat(diff(masked, left, right).identicalAfterMasks()).isTrue();
        assertThat(diff(masked, left, killedEarlier).identicalAfterMasks()).isFalse();
    }

    @Test
    void windowsLineEndsAreNotRedraws() {
        TextDiff endings = diff(masked, "loss 0.5\r\nstep 2\r\n", "loss 0.5\nstep 2\n");
        TextDiff values = diff(masked, "loss 0.5\r\n", "loss 0.6\r\n");

        assertThat(endings.classes()).containsExactly("line-endings");
        assertThat(endings.identicalAfterMasks()).isFalse();
        assertThat(values.classes()).containsExactly("numeric");
        assertThat(values.leftDisplay(0)).isEqualTo("loss 0.5\r");
    }

    @Test
    void aBarWrittenWithWindowsLineEndsIsStillRedrawn() {
        TextDiff diff = diff(masked, BAR_FIVE_DRAWS.replace("\n", "\r\n") + "done\r\n",
                BAR_THREE_DRAWS.replace("\n", "\r\n") + "done\r\n");

        assertProgressOnly(diff);
    }

    @Test
    void barsThatPrintTheSameRedrawsTwiceNeedNotMatchOneToOne() {
        String quick = "\r  0%|          | 0/4 [00:00<?, ?it/s]\r100%|##########| 4/4 [00:00<00:00, 812.3it/s]\n";
        String quickToo = "\r  0%|          | 0/4 [00:00<?, ?it/s]\r100%|##########| 4/4 [00:00<00:00, 790.1it/s]\n";
        String redrawn = "\r  0%|          | 0/4 [00:00<?, ?it/s]\r 50%|#####     | 2/4 [00:00<00:00, 9.8it/s]"
                + "\r100%|##########| 4/4 [00:00<00:00, 10.0it/s]\n";

        TextDiff diff = diff(masked, "epoch 1\n" + quick + "epoch 2\n" + quickToo,
                "epoch 1\n" + quickToo + "epoch 2\n" + redrawn);

        assertThat(diff.identicalAfterMasks()).isTrue();
    }

    @Test
    void aBarRedrawnForAnHourIsMaskedWhateverTheLineLength() {
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (int i = 0; i < 6000; i++) {
            String draw = String.format("\r%3d%%|          | %d/6000 [00:%02d<00:00, %d.%02dit/s]", i / 60, i, i % 60, i, i % 100);
            left.append(draw);
            if (i % 3 != 0) {
                right.append(draw.replace("it/s", "1it/s"));
            }
        }
        String last = "\r100%|##########| 6000/6000 [1:00:00<00:00, 1.67it/s]\ndone\n";

        TextDiff diff = diff(masked, left + last, right + last.replace("1.67", "1.66"));

        assertThat(left.length()).isGreaterThan(Masks.MAX_MASKED_LINE);
        assertThat(diff.identicalAfterMasks()).isTrue();
        assertThat(diff.notes()).isEmpty();
    }

    /** The mask is tried on lines of any length, so no line may make it slow (a rate of 60,000 digits took a minute). */
    @Test
    void adversarialLinesAreMaskedInLinearTime() {
        String digits = "1".repeat(60_000);
        String[] lines = {"\rx [00:00, " + digits, "[00:00, " + digits + "/", "\r".repeat(200_000) + "[/".repeat(100_000),
                "\ra" + "[".repeat(400_000), "\u001B[" + digits + "A\rx", "\rx[00:00<" + digits + ":00, 1.5" + digits + "s/",
                "\r1/2".repeat(200_000), "\r1/2".repeat(200_000) + "\u001B[A", "\r1/2\rx".repeat(100_000),
                "\r1/2 " + digits + "\r", "\r1/2\r\u001B[A".repeat(200_000), "\r1/2\r" + "\u001B[1m".repeat(200_000) + "x"};

        for (String line : lines) {
            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> diff(masked, line + "x\n", line + "y\n"),
                    line.substring(0, 12));
        }
    }

    /** Whether later draws cover a draw is worked out in one pass, however many draws a shorter one leaves showing. */
    @Test
    void drawsLeftShowingAreFoundInLinearTime() {
        StringBuilder narrowing = new StringBuilder();
        for (int width = 4000; width > 0; width--) { // measured again for each later draw: ~1e10 columns
            narrowing.append("\r1/2 ").append("x".repeat(width));
        }
        String[] lines = {narrowing.toString(), "\r1/2 xx\r1/2 x".repeat(100_000),
                "\r1/2 \u001B[K\u001B[1m\t".repeat(100_000), "\r1/2 \u8fdb\u001B[32m".repeat(100_000)};

        assertThat(lines[0].length()).isGreaterThan(8_000_000);
        for (String line : lines) {
            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> diff(masked, line + "x\n", line + "y\n"),
                    line.substring(0, 12));
        }
    }

    /** tqdm's nested bars: the inner one is drawn a row lower ("\n"), then the cursor goes back up (ESC[A). */
    @Test
    void nestedBarsRedrawnAsOftenAreEqualAfterMasks() {
        TextDiff diff = diff(masked, nested("75.01", "86.28", "90.83"), nested("98.63", "97.50", "97.22"));

        assertProgressOnly(diff);
    }

    private static final String CLEAR = " ".repeat(60);
    /**
     * What tqdm 4.64 wrote to stderr for two epochs (position=0) of four batches (position=1, leave=False), with
     * tqdm.write after each epoch: a fast run, whose inner bar was drawn once an epoch and its outer bar never
     * between epochs (mininterval)...
     */
    private static final String NESTED_FAST = "\repoch:   0%|                          | 0/2 [00:00<?, ?it/s]\n"
            + "\rbatch:   0%|                          | 0/4 [00:00<?, ?it/s]\u001B[A\n"
            + "\r" + CLEAR + "\u001B[A" + "\r" + CLEAR + "\r"
            + "\repoch:   0%|                          | 0/2 [00:00<?, ?it/s]\n"
            + "\rbatch:   0%|                          | 0/4 [00:00<?, ?it/s]\u001B[A\n"
            + "\r" + CLEAR + "\u001B[A" + "\r" + CLEAR + "\r"
            + "\repoch:   0%|                          | 0/2 [00:00<?, ?it/s]"
            + "\repoch: 100%|██████████████████| 2/2 [00:00<00:00, 23.66it/s]\n";
    /** ...and a slower one: the inner bar drawn three times an epoch, the outer one at 50% too. */
    private static final String NESTED_SLOW = "\repoch:   0%|                          | 0/2 [00:00<?, ?it/s]\n"
            + "\rbatch:   0%|                          | 0/4 [00:00<?, ?it/s]\u001B[A\n"
            + "\rbatch:  50%|█████████         | 2/4 [00:00<00:00, 32.73it/s]\u001B[A\n"
            + "\rbatch: 100%|██████████████████| 4/4 [00:00<00:00, 32.84it/s]\u001B[A\n"
            + "\r" + CLEAR + "\u001B[A" + "\r" + CLEAR + "\r"
            + "\repoch:   0%|                          | 0/2 [00:00<?, ?it/s]"
            + "\repoch:  50%|█████████         | 1/2 [00:00<00:00,  8.16it/s]\n"
            + "\rbatch:   0%|                          | 0/4 [00:00<?, ?it/s]\u001B[A\n"
            + "\rbatch:  50%|█████████         | 2/4 [00:00<00:00, 33.15it/s]\u001B[A\n"
            + "\rbatch: 100%|██████████████████| 4/4 [00:00<00:00, 33.07it/s]\u001B[A\n"
            + "\r" + CLEAR + "\u001B[A" + "\r" + CLEAR + "\r"
            + "\repoch:  50%|█████████         | 1/2 [00:00<00:00,  8.16it/s]"
            + "\repoch: 100%|██████████████████| 2/2 [00:00<00:00,  8.20it/s]"
            + "\repoch: 100%|██████████████████| 2/2 [00:00<00:00,  8.19it/s]\n";

    /** Only what a terminal shows at the end counts: rows drawn over later are no difference, however many. */
    @Test
    void nestedBarsRedrawnADifferentNumberOfTimesAreEqualAfterMasks() {
        TextDiff diff = diff(masked, NESTED_FAST + "done\n", NESTED_SLOW + "done\n");

        assertProgressOnly(diff);
        assertThat(diff.hunks()).isEmpty();
        assertThat(new UnifiedDiffWriter(true).toString(diff, "a", "b")).doesNotContain("@@");
        SideBySide rows = SideBySide.of(diff, 100, Cancellation.none());
        assertThat(rows.hunkCount()).isZero();
        assertThat(rows.rows()).allSatisfy(row -> assertThat(row.kind()).isEqualTo(RowKind.EQUAL))
                .filteredOn(row -> row.leftLine() == 0).hasSize(4)
                .allSatisfy(row -> assertThat(row.maskedDifference()).isTrue());
    }

    @Test
    void withMasksOffTheOverdrawnRowsAreShownAndDiffedButCalledNoise() {
        TextDiff diff = diff(raw, NESTED_FAST, NESTED_SLOW);

        assertThat(diff.hunks()).isNotEmpty();
        assertThat(diff.classes()).containsExactly("progress");
        assertThat(diff.identicalAfterMasks()).isTrue();
    }

    @Test
    void aDifferenceNextToOverdrawnRowsIsAHunkOfItsOwnLines() {
        TextDiff diff = diff(masked, NESTED_FAST + "done\n", NESTED_SLOW + "failed\n");

        assertDiffers(diff, "progress", "content");
        assertThat(diff.hunks()).singleElement().satisfies(hunk -> {
            assertThat(hunk.classes()).containsExactly("content");
            assertThat(diff.leftLine(hunk.leftBegin())).isEqualTo("done");
            assertThat(hunk.leftCount()).isEqualTo(1);
            assertThat(hunk.rightCount()).isEqualTo(1);
        });
        String patch = new UnifiedDiffWriter(true).toString(diff, "a", "b");
        assertThat(patch).contains("-done\n+failed\n").contains("@@ -1,6 +1,10 @@ progress, content");
    }

    /** A run stopped half-way leaves its bars where they were: the outer one's row is not drawn over then. */
    @Test
    void nestedBarsStoppedElsewhereDiffer() {
        String killed = NESTED_SLOW.substring(0, NESTED_SLOW.indexOf("33.15it/s]\u001B[A") + 13);

        TextDiff diff = diff(masked, NESTED_FAST, killed);

        assertThat(diff.identicalAfterMasks()).isFalse();
        assertThat(diff.classes()).contains("content");
    }

    /** A shorter draw leaves the end of a longer one on the row, as a terminal shows it: that end is compared. */
    @Test
    void aRowDrawnOverByAShorterDrawKeepsItsEndAndDiffers() {
        String inner = "\rbatch:   0%|          | 0/4\u001B[A\n";
        String shorter = "\r\u001B[A\repoch: 100%|##########| 2/2\n";

        TextDiff diff = diff(masked,
                "\repoch:  50%|#####     | 1/2 [00:01<00:01,  0.93it/s, acc=0.91]\n" + inner + shorter,
                "\repoch:  50%|#####     | 1/2 [00:01<00:01,  0.93it/s, acc=0.87]\n" + inner + shorter);

        assertThat(diff.identicalAfterMasks()).isFalse();
        assertThat(diff.classes()).contains("numeric");
    }

    /**
     * A nested row whose postfix differs, drawn again later by a shorter draw: the end of the postfix is still on the
     * terminal, so the difference is compared, though the row's line ends by going back up.
     */
    @Test
    void aNestedRowDrawnOverByAShorterDrawKeepsItsPostfixAndDiffers() {
        String shorter = "\rbatch: 100%|##########| 4/4\u001B[A\n\r\u001B[A\repoch: 100%|##########| 1/1\n";

        TextDiff diff = diff(masked,
                "\repoch:   0%|          | 0/1\n\rbatch:  50%|#####     | 2/4 [00:00<00:00, 33.15it/s, loss=0.123]"
                        + "\u001B[A\n" + shorter,
                "\repoch:   0%|          | 0/1\n\rbatch:  50%|#####     | 2/4 [00:00<00:00, 33.15it/s, loss=0.456]"
                        + "\u001B[A\n" + shorter);

        assertDiffers(diff, "numeric");
        assertThat(diff.hunks()).singleElement()
                .satisfies(hunk -> assertThat(diff.leftLine(hunk.leftBegin())).contains("loss=0.123"));
    }

    /** The row a draw leaves by going up is not drawn over by the draw after it, on the row above. */
    @Test
    void aNestedRowLeftByGoingUpIsComparedWhenNothingDrawsItAgain() {
        String left = "\repoch:   0%|          | 0/1\n"
                + "\rbatch: 100%|##########| 4/4 [00:00<00:00, 33.15it/s, loss=0.123]\u001B[A"
                + "\repoch: 100%|##########| 1/1\n";

        assertDiffers(diff(masked, left, left.replace("0.123", "0.456")), "numeric");
    }

    /** A draw that moves the cursor to another row stays, down or to a position as much as up. */
    @Test
    void aDrawThatMovesToAnotherRowIsNotMaskedAsDrawnOver() {
        assertThat(Masks.builtIn().apply("\rbatch 4/4 [00:00<00:00, 33.15it/s]\u001B[A\repoch 1/1", null).text())
                .isEqualTo("<progress>batch 4/4 [<progress>]\u001B[A<progress>epoch 1/1");
        for (String move : new String[] {"\u001B[B", "\u001B[2;1H", "\u001BM"}) {
            String left = "\rstep 1/2 seed=42" + move + "\rstep 2/2\n";
            assertDiffers(diff(masked, left, left.replace("42", "7")), "numeric");
        }
    }

    /** A bar cleared with the 8-bit CSI's erase ({@code \r CSI K}) is a blank draw, as one cleared with {@code ESC[K}. */
    @Test
    void aBarClearedWithThe8BitEraseIsABlankDraw() {
        for (String erase : new String[] {"\u001B[K", "\u009BK", "\u009B2K"}) {
            String line = "\r 50%|#####     | 1/2 seed=42\r" + erase + "\rdone";

            assertThat(Masks.builtIn().apply(line, null).text()).as(VisibleText.of(erase)).isEqualTo("<progress>done");
        }
    }

    /**
     * A save of the cursor ({@code ESC 7}, {@code ESC[s}) moves nothing: a draw holding one is covered as any other,
     * and a nested bar's line holding one is followed; a restore ({@code ESC 8}) may go to another row: the draw
     * before it stays.
     */
    @Test
    void aCursorSaveInADrawMovesNothing() {
        for (String save : new String[] {"\u001B7", "\u001B[s", "\u001B[1;40s"}) {
            String line = "\r 50%" + save + "|#####     | 1/2 seed=42\r100%|##########| 2/2 of the whole run done\n";
            assertProgressOnly(diff(masked, line, line.replace("42", "7")));
            String nested = "\repoch 0/1\n\rbatch 2/3 loss=0.123" + save + "\u001B[A\n\rbatch 3/3 loss=0.4567890\n";
            assertProgressOnly(diff(masked, nested, nested.replace("0.123", "0.456")));
        }
        String restored = "\r 50%\u001B7|#####     | 1/2 seed=42\r\u001B8100%|##########| 2/2 of the whole run done\n";
        assertDiffers(diff(masked, restored, restored.replace("42", "7")), "numeric");
    }

    /** A draw that first moves the cursor to another row does not draw over the draw before it, which stays. */
    @Test
    void aDrawBeforeOneThatFirstMovesToAnotherRowIsCompared() {
        for (String move : new String[] {"\u001B[B", "\u001B[32m\u001B[2;1H", "\u001BM", "\u001B[A"}) {
            String left = "\rstep 1/2 seed=42\r" + move + "step 2/2\n";
            assertDiffers(diff(masked, left, left.replace("42", "7")), "numeric");
        }
        assertThat(Masks.builtIn().apply("\rstep 1/2 seed=42\r\u001B[32mstep 2/2        ", null).text())
                .isEqualTo("<progress>\u001B[32mstep 2/2        ");
    }

    /**
     * What moves the cursor to another row on a terminal (xterm), in the draw or at the start of the next one, wider:
     * the 8-bit CSI as {@code ESC [}, the C1 index, next line and reverse index, a cursor restore to a row saved before
     * ({@code ESC 8}, {@code ESC [u}), a vertical tab and a form feed (a line feed to xterm).
     */
    @Test
    void aDrawIsNotTakenForDrawnOverByOneAfterAnyRowMove() {
        for (String move : new String[] {"\u009BB", "\u009B2;1H", "\u009BA", "\u0084", "\u0085", "\u008D",
                "\u001B8", "\u001B[u", "\u000B", "\u000C", "\u001B[B", "\u001BM"}) {
            for (String line : new String[] {"\rstep 1/2 seed=42" + move + "\rstep 2/2 of the whole run done\n",
                    "\rstep 1/2 seed=42\r" + move + "step 2/2 of the whole run done\n"}) {
                assertDiffers(diff(masked, line, line.replace("42", "7")), "numeric");
            }
        }
    }

    /**
     * A sequence whose parameters hold a digit that is not ASCII ({@code ESC[\u0663m}) is no colour to a terminal: the
     * draw holding it is not taken for covered, as with any other control.
     */
    @Test
    void aColourWithANonAsciiDigitIsAnotherControl() {
        String line = "\r 50% \u001B[\u0663m seed=42\r100% done of the whole run\n";

        assertDiffers(diff(masked, line, line.replace("42", "7")), "numeric");
    }

    /** A nested bar drawn with the 8-bit CSI's moves up is followed as one drawn with {@code ESC[A}. */
    @Test
    void movesUpWithThe8BitCsiAreFollowed() {
        String left = "\repoch 0/1\n\rbatch 2/3 loss=0.123\u009BA\u001B[A\n\rbatch 3/3 loss=0.4567890\n";

        assertDiffers(diff(masked, left, left.replace("0.123", "0.456")), "numeric");
        assertProgressOnly(diff(masked, left, left.replace("\repoch 0/1", "\repoch 1/1")));
    }

    /** A wide character takes two columns: a later draw as long in characters is shorter on a terminal. */
    @Test
    void aRowWithWideCharactersIsNotDrawnOverByADrawOfAsManyCharacters() {
        String narrower = "\rbatch 100%|##########| 4/4 done...\u001B[A\n\r\u001B[A\repoch: 100%|##########| 1/1\n";
        String wide = "\repoch:   0%|          | 0/1\n\r训练  50%|#####     | 2/4 loss=0.123\u001B[A\n";

        TextDiff diff = diff(masked, wide + narrower, wide.replace("0.123", "0.124") + narrower);

        assertDiffers(diff, "numeric");
        String asWide = narrower.replace("done...", "done.....");
        assertProgressOnly(diff(masked, wide + asWide, wide.replace("0.123", "0.124") + asWide));
    }

    /** A draw that moves the cursor otherwise than up at its end ends the rows followed: nothing is drawn over. */
    @Test
    void aCursorMoveDownIsNotTakenForARedrawOfTheRowAbove() {
        String down = "\r\u001B[2B\u001B[A\r100%|##########| 2/2 steps of the whole run done\n";

        TextDiff diff = diff(masked, "\rstep 1/2 seed=42\n" + down, "\rstep 1/2 seed=7\n" + down);

        assertThat(diff.identicalAfterMasks()).isFalse();
        assertThat(diff.classes()).contains("numeric");
    }

    @Test
    void manyOverdrawnRowsAreFollowedInLinearTime() {
        String inner = "\rbatch:  50%|#####     | 1/2 [00:00<00:00, 33.15it/s]\u001B[A\n";
        String outer = "\r" + CLEAR + "\u001B[A\repoch: 100%|##########| 1/1 [00:01<00:00,  0.93it/s]\n";

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertProgressOnly(diff(masked,
                "\repoch:   0%|          | 0/1\n" + inner.repeat(60_000) + outer,
                "\repoch:   0%|          | 0/1\n" + inner.repeat(20_000) + outer)));
    }

    /**
     * Moves up that add up past an int's range (2^32 + 2 rows here) take the cursor that far, not round onto the row a
     * line was drawn on: that row is not drawn over, and its value is compared.
     */
    @Test
    void movesUpPastAnIntsRangeDoNotComeRoundToARowDrawnBefore() {
        long rows = (1L << 32) + 2; // the third line starts 2 - rows rows below the first
        String up = "\u001B[9999A".repeat((int) (rows / 9999)) + "\u001B[" + rows % 9999 + "A";
        String left = "\rstep 1/2 loss=0.123\n\r 50%" + up + "\n\rstep 2/2 loss=0.4567890\n";

        assertTimeoutPreemptively(Duration.ofSeconds(20), () ->
                assertDiffers(diff(masked, left, left.replace("0.123", "0.456")), "numeric"));
    }

    /** A row drawn a line down and gone back up from that shows no progress is output, however tqdm-like its line. */
    @Test
    void aNestedRowThatShowsNoProgressIsContent() {
        String left = nested("75.01", "86.28");

        assertDiffers(diff(masked, left, left.replace("\rbatch:   0%", "\rseed=42\u001B[A\n\rbatch:   0%")), "content");
    }

    @Test
    void withTheProgressMaskDisabledTheRedrawsAreContent() {
        TextDiffer withoutProgress = new TextDiffer(DiffOptions.defaults().withMasks(Masks.builtIn().without("progress")));

        TextDiff diff = diff(withoutProgress, BAR_FIVE_DRAWS, BAR_THREE_DRAWS);

        assertThat(diff.classes()).containsExactly("content");
        assertThat(diff(withoutProgress, nested("75.01", "86.28", "90.83"), nested("98.63", "97.50")).classes())
                .contains("content").doesNotContain("progress");
    }

    private static String nested(String... innerRates) {
        StringBuilder out = new StringBuilder("\repoch:   0%|          | 0/1 [00:00<?, ?it/s]\n");
        out.append("\rbatch:   0%|          | 0/5 [00:00<?, ?it/s]\u001B[A\n");
        for (int i = 0; i < innerRates.length; i++) {
            out.append(String.format("\rbatch:  %d%%|##        | %d/5 [00:00<00:00, %sit/s]\u001B[A\n", 20 * (i + 1), i + 1,
                    innerRates[i]));
        }
        return out.append("\r                                                    \u001B[A\repoch: 100%|##########| 1/1"
                + " [00:00<00:00, 18.69it/s]\repoch: 100%|##########| 1/1 [00:00<00:00, 18.68it/s]\n").toString();
    }
}
