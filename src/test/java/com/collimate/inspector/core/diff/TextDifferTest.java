package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TextDifferTest {
    private final TextDiffer masked = new TextDiffer(DiffOptions.defaults());
    private final TextDiffer raw = new TextDiffer(DiffOptions.defaults().withMasksEnabled(false));

    private static TextDiff diff(TextDiffer differ, String left, String right) {
        return differ.diff(left, right, Cancellation.none());
    }

    @Test
    void identicalTextsHaveNoDivergenceHunksOrClasses() {
        TextDiff diff = diff(masked, "a\nb\n", "a\nb\n");

        assertThat(diff.identical()).isTrue();
        assertThat(diff.identicalAfterMasks()).isFalse();
        assertThat(diff.firstDivergence()).isEmpty();
        assertThat(diff.hunks()).isEmpty();
        assertThat(diff.classes()).isEmpty();
        assertThat(diff.stats()).isEqualTo(new DiffStats(2, 2, 0, 0, 0, 0));
    }

    @Test
    void contentChangeIsOneHunkWithStats() {
        TextDiff diff = diff(masked, "collected 3 items\nPASSED\nend\n", "collected 3 items\nFAILED\nextra\nend\n");

        assertThat(diff.hunks()).containsExactly(new Hunk(1, 2, 1, 3, java.util.List.of("content")));
        assertThat(diff.stats()).isEqualTo(new DiffStats(3, 4, 1, 1, 0, 1));
        assertThat(diff.firstDivergence()).contains(new FirstDivergence(2, 1, 18));
        assertThat(diff.identicalAfterMasks()).isFalse();
    }

    @Test
    void theFirstRemainingDivergenceIsOneTheMasksLeave() {
        String head = "start 2026-11-28T10:00:00Z\nsame\n";
        String left = head + "loss 0.5 at 2026-11-28T10:00:01Z\n2026-11-28T10:00:02Z step 1\n";
        String right = "start 2026-11-29T11:11:11Z\nsame\nloss 0.6 at 2026-11-29T11:11:12Z\n"
                + "2026-11-29T11:11:13Z step 2\n";

        TextDiff diff = diff(masked, left, right);
        assertThat(diff.firstDivergence()).as("raw: the timestamp of line 1").contains(new FirstDivergence(1, 16, 15));
        assertThat(diff.firstRemainingDivergence()).as("as shown: the loss of line 3")
                .contains(new FirstDivergence(3, 8, head.length() + 7));
        assertThat(diff(raw, left, right).firstRemainingDivergence()).as("no masks: the raw one")
                .contains(new FirstDivergence(1, 16, 15));
        TextDiff placeholderFirst = diff(masked, "x\n2026-11-28T10:00:02Z step 1\n", "x\n2026-11-29T11:11:13Z step 2\n");
        assertThat(placeholderFirst.firstRemainingDivergence()).as("a placeholder before it: that line, at the "
                + "difference in the raw line").contains(new FirstDivergence(2, 27, 28));
        assertThat(placeholderFirst.firstRemainingShownColumn()).as("and in the line as shown").contains(18);
        TextDiff between = diff(masked, "2026-11-28T10:00:02Z a=1 at 2026-11-28T10:00:03Z\n",
                "2026-11-29T11:11:13Z a=2 at 2026-11-29T11:11:14Z\n");
        assertThat(between.firstRemainingDivergence()).as("placeholders before and after it")
                .contains(new FirstDivergence(1, 24, 23));
        assertThat(between.firstRemainingShownColumn()).contains(15);
        TextDiff added = diff(masked, "at 2026-11-28T10:00:00Z\n", "at 2026-11-29T11:11:11Z\nmore\n");
        assertThat(added.firstRemainingDivergence()).as("a line added at the end")
                .contains(new FirstDivergence(2, 1, 24));
        TextDiff removed = diff(masked, "x\nfoo bar\nfoo baz\n", "x\nfoo baz\n");
        assertThat(removed.firstRemainingDivergence()).as("a removed line: where it and the line there differ, as raw")
                .isEqualTo(removed.firstDivergence()).contains(new FirstDivergence(2, 7, 8));
        TextDiff inserted = diff(masked, "x\nnaïve 1\n", "x\nnaïve 0\nnaïve 1\n");
        assertThat(inserted.firstRemainingDivergence()).as("an added line, after non-ASCII text")
                .contains(new FirstDivergence(2, 7, 9));
        TextDiff noise = diff(masked, "at 2026-11-28T10:00:00Z\n", "at 2026-11-29T11:11:11Z\n");
        assertThat(noise.firstRemainingDivergence()).as("equal after masks: the raw one").contains(
                new FirstDivergence(1, 13, 12));
        assertThat(noise.firstRemainingShownColumn()).as("shown at the start of the placeholder hiding it").contains(3);
        TextDiff spaced = new TextDiffer(DiffOptions.defaults().withIgnoreWhitespace(true))
                .diff("2026-11-28T10:00:00Z a  b\n", "2026-11-28T10:00:00Z a b\n", Cancellation.none());
        assertThat(spaced.identicalAfterMasks()).isTrue();
        assertThat(spaced.firstRemainingDivergence()).contains(new FirstDivergence(1, 24, 23));
        String shown = spaced.leftDisplay(0);
        assertThat(shown).startsWith("<");
        assertThat(spaced.firstRemainingShownColumn()).as("past a placeholder: at its place in %s", shown)
                .contains(shown.indexOf(" a ") + 3);
    }

    @Test
    void crlfVersusLfDivergesAtTheCarriageReturnAndIsLineEndings() {
        TextDiff diff = diff(masked, "ok\r\nok\r\n", "ok\nok\n");

        assertThat(diff.firstDivergence()).contains(new FirstDivergence(1, 3, 2));
        assertThat(diff.classes()).containsExactly("line-endings");
        assertThat(diff.identicalAfterMasks()).isFalse();
        TextDiff ignoring = new TextDiffer(DiffOptions.defaults().withIgnoreWhitespace(true))
                .diff("ok\r\nok\r\n", "ok\nok\n", Cancellation.none());
        assertThat(ignoring.identicalAfterMasks()).isTrue();
        assertThat(ignoring.hunks()).isEmpty();
        assertThat(ignoring.classes()).containsExactly("line-endings");
    }

    @Test
    void firstDivergenceCountsCodePointsAndUtf8Bytes() {
        String left = "h\u00e9llo w\u00f6rld \uD83D\uDE00\nline2 \u2713 done\n";
        String right = "h\u00e9llo w\u00f6rld \uD83D\uDE00\nline2 \u2717 done\n";
        int firstLineBytes = "h\u00e9llo w\u00f6rld \uD83D\uDE00\n".getBytes(StandardCharsets.UTF_8).length;

        FirstDivergence expected = new FirstDivergence(2, 7, firstLineBytes + 6);
        assertThat(diff(masked, left, right).firstDivergence()).contains(expected);
        assertThat(masked.diff(left.getBytes(StandardCharsets.UTF_8), right.getBytes(StandardCharsets.UTF_8),
                Cancellation.none()).firstDivergence()).contains(expected);
    }

    @Test
    void firstDivergenceInsideAMultiByteCharacterPointsAtItsFirstByte() {
        // é = C3 A9, è = C3 A8: the bytes differ at the second byte of the character
        byte[] left = "caf\u00e9".getBytes(StandardCharsets.UTF_8);
        byte[] right = "caf\u00e8".getBytes(StandardCharsets.UTF_8);

        assertThat(FirstDivergence.ofBytes(left, right)).contains(new FirstDivergence(1, 4, 3));
    }

    @Test
    void pythonLoggingTimestampsAreNoiseWhenMasked() {
        String left = "2026-11-29 07:12:25,123 INFO starting worker\n2026-11-29 07:12:26,001 INFO done\n";
        String right = "2026-11-29 07:14:02,977 INFO starting worker\n2026-11-29 07:14:03,500 INFO done\n";

        TextDiff diff = diff(masked, left, right);
        assertThat(diff.identical()).isFalse();
        assertThat(diff.identicalAfterMasks()).isTrue();
        assertThat(diff.hunks()).isEmpty();
        assertThat(diff.classes()).containsExactly("timestamp");

        TextDiff unmasked = diff(raw, left, right);
        assertThat(unmasked.hunks()).hasSize(1);
        assertThat(unmasked.hunks().get(0).classes()).containsExactly("timestamp");
        assertThat(unmasked.identicalAfterMasks()).isTrue();
    }

    @Test
    void isoAndRfc1123TimestampsAreMasked() {
        TextDiff diff = diff(masked,
                "at 2026-11-29T07:12:25.123456Z\nDate: Sun, 29 Nov 2026 07:12:25 GMT\nt=2026-11-29T07:12:25+01:00\n",
                "at 2026-11-30T01:00:00Z\nDate: Mon, 30 Nov 2026 01:00:00 GMT\nt=2026-11-30T08:00:00-05:30\n");

        assertThat(diff.identicalAfterMasks()).isTrue();
        assertThat(diff.classes()).containsExactly("timestamp");
    }

    @Test
    void sameIdPrintedTwiceDiffersFromTwoDifferentIds() {
        String a = "550e8400-e29b-41d4-a716-446655440000";
        String b = "6ba7b810-9dad-11d1-80b4-00c04fd430c8";
        String c = "6ba7b811-9dad-11d1-80b4-00c04fd430c8";

        TextDiff twoDifferent = diff(masked, "created " + a + "\nusing " + a + "\n", "created " + b + "\nusing " + c + "\n");
        assertThat(twoDifferent.identicalAfterMasks()).isFalse();
        assertThat(twoDifferent.hunks()).hasSize(1);
        assertThat(twoDifferent.leftDisplay(1)).isEqualTo("using <uuid1>");
        assertThat(twoDifferent.rightDisplay(1)).isEqualTo("using <uuid2>");

        TextDiff sameShape = diff(masked, "created " + a + "\nusing " + a + "\n", "created " + b + "\nusing " + b + "\n");
        assertThat(sameShape.identicalAfterMasks()).isTrue();
        assertThat(sameShape.classes()).containsExactly("uuid");
    }

    @Test
    void anExtraLineWithATimestampDoesNotMakeLaterMaskedLinesDiffer() {
        String left = "started 2026-11-30T04:00:00Z\nB ts=2026-11-30T04:20:00Z\n";
        String right = "B ts=2026-11-30T05:00:00Z\n";

        TextDiff added = diff(masked, right, left);
        assertThat(added.hunks()).containsExactly(new Hunk(0, 0, 0, 1, List.of("content")));
        assertThat(added.leftDisplay(0)).isEqualTo(added.rightDisplay(1)).isEqualTo("B ts=<timestamp1>");

        TextDiff removed = diff(masked, left, right);
        assertThat(removed.hunks()).containsExactly(new Hunk(0, 1, 0, 0, List.of("content")));
        assertThat(removed.classes()).containsExactly("timestamp", "content");
        assertThat(removed.leftDisplay(1)).isEqualTo(removed.rightDisplay(0)).isEqualTo("B ts=<timestamp2>");
    }

    @Test
    void aLineDifferingOnlyInMaskedValuesStaysEqualAfterAnInsertionAndADeletion() {
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            String line = "step " + i + " at 2026-11-30T04:%02d:00Z".formatted(i);
            left.append(i == 5 ? "" : line + "\n");
            right.append(i == 10 ? "inserted at 2026-11-30T09:00:00Z\n" : "")
                    .append(line.replace("T04:", "T05:")).append(i == 20 ? "   \n" : "\n");
        }
        left.insert(0, "removed at 2026-11-30T08:00:00Z\n");

        TextDiff ignoringWhitespace = new TextDiffer(DiffOptions.defaults().withIgnoreWhitespace(true))
                .diff(left.toString(), right.toString(), Cancellation.none());
        assertThat(ignoringWhitespace.stats().changed()).isZero();
        assertThat(ignoringWhitespace.stats().removed() + ignoringWhitespace.stats().added()).isEqualTo(3);

        TextDiff diff = diff(masked, left.toString(), right.toString());
        Hunk trailing = diff.hunks().stream().filter(hunk -> hunk.changedLines() == 1).findFirst().orElseThrow();
        assertThat(diff.leftLine(trailing.leftBegin())).startsWith("step 20 ");
        assertThat(diff.rightDisplay(trailing.rightBegin())).isEqualTo(diff.leftDisplay(trailing.leftBegin()) + "   ");
        assertThat(trailing.classes()).containsExactly("whitespace", "timestamp");
    }

    @Test
    void anIdChangedConsistentlyIsNoiseAcrossAnInsertedLine() {
        String a = "550e8400-e29b-41d4-a716-446655440000";
        String b = "6ba7b810-9dad-11d1-80b4-00c04fd430c8";
        String c = "6ba7b811-9dad-11d1-80b4-00c04fd430c8";

        TextDiff consistent = diff(masked, "created " + a + "\nusing " + a + "\n",
                "created " + b + "\nretry " + c + "\nusing " + b + "\n");
        assertThat(consistent.hunks()).containsExactly(new Hunk(1, 1, 1, 2, List.of("content")));
        assertThat(consistent.rightDisplay(2)).isEqualTo("using <uuid1>");

        TextDiff inconsistent = diff(masked, "created " + a + "\nusing " + a + "\n",
                "created " + b + "\nretry " + b + "\nusing " + c + "\n");
        assertThat(inconsistent.hunks()).extracting(Hunk::leftBegin, Hunk::leftEnd).containsExactly(
                org.assertj.core.groups.Tuple.tuple(1, 2));
    }

    @Test
    void tracebackWithAddressesAndTempPathsIsNoise() {
        String left = """
                Traceback (most recent call last):
                  File "/tmp/tmpab12cd/main.py", line 3, in <module>
                    run(<Worker object at 0x7f3a2c1b2d90>)
                ValueError: bad input
                """;
        String right = """
                Traceback (most recent call last):
                  File "/tmp/tmpzz98yx/main.py", line 3, in <module>
                    run(<Worker object at 0x7f11aa00bb10>)
                ValueError: bad input
                """;

        TextDiff diff = diff(masked, left, right);
        assertThat(diff.identicalAfterMasks()).isTrue();
        assertThat(diff.classes()).containsExactly("address", "temp-path");
    }

    @Test
    void tracebackWithADifferentErrorIsContent() {
        TextDiff diff = diff(masked, "Traceback:\n  File \"/tmp/tmpab12cd/main.py\"\nValueError: bad input\n",
                "Traceback:\n  File \"/tmp/tmpzz98yx/main.py\"\nKeyError: 'x'\n");

        assertThat(diff.identicalAfterMasks()).isFalse();
        assertThat(diff.classes()).containsExactly("temp-path", "content");
        assertThat(diff.hunks()).singleElement().satisfies(h -> assertThat(h.classes()).containsExactly("content"));
    }

    @Test
    void pytestDurationsAreNoise() {
        TextDiff diff = diff(masked, "tests/test_a.py ..F  [100%]\n===== 1 failed, 2 passed in 0.12s =====\nslowest: 12 ms\n",
                "tests/test_a.py ..F  [100%]\n===== 1 failed, 2 passed in 1.57s =====\nslowest: 230 ms\n");

        assertThat(diff.identicalAfterMasks()).isTrue();
        assertThat(diff.classes()).containsExactly("duration");
    }

    @Test
    void durationFormsAreMasked() {
        TextDiff diff = diff(masked, "elapsed 0:00:01.23, took 3.2 seconds, 1m30s\n",
                "elapsed 0:00:09.80, took 14 seconds, 2m05s\n");

        assertThat(diff.classes()).containsExactly("duration");
        assertThat(diff.identicalAfterMasks()).isTrue();
    }

    @Test
    void jsonDumpWithOnlyNumbersChangedIsNumericAndToleranceMakesItEqual() {
        String left = "{\"step\": 10, \"loss\": 0.123456, \"acc\": 0.91}\n";
        String right = "{\"step\": 10, \"loss\": 0.123457, \"acc\": 0.91}\n";

        TextDiff exact = diff(masked, left, right);
        assertThat(exact.classes()).containsExactly("numeric");
        assertThat(exact.identicalAfterMasks()).isFalse();

        TextDiff tolerant = new TextDiffer(DiffOptions.defaults().withTolerance(new NumericTolerance(1e-5, 0)))
                .diff(left, right, Cancellation.none());
        assertThat(tolerant.identicalAfterMasks()).isTrue();
        assertThat(tolerant.classes()).containsExactly("numeric");

        TextDiff relative = new TextDiffer(DiffOptions.defaults().withTolerance(new NumericTolerance(0, 1e-3)))
                .diff("{\"loss\": 1000.0}\n", "{\"loss\": 1000.9}\n", Cancellation.none());
        assertThat(relative.identicalAfterMasks()).isTrue();
    }

    /** Python logs undecodable output bytes as lone surrogates ("surrogateescape"): {@code "\\udcff"} in the JSON. */
    @Test
    void textsThatDifferOnlyInLoneSurrogatesDifferAndShowThem() {
        TextDiff bytes = diff(masked, "bad \udcff x\nok\n", "bad \udcfe x\nok\n");
        TextDiff other = diff(masked, "bad \ud800\n", "bad \ud801\n");

        assertThat(bytes.identicalAfterMasks()).isFalse();
        assertThat(bytes.classes()).containsExactly("content");
        assertThat(bytes.leftLine(0)).isEqualTo("bad \udcff x");
        assertThat(bytes.firstDivergence()).contains(new FirstDivergence(1, 5, 4));
        assertThat(other.identicalAfterMasks()).isFalse();
        assertThat(VisibleText.of(other.leftLine(0))).isEqualTo("bad \\xED\\xA0\\x80");
        assertThat(diff(masked, "\udcff a", "\udcff b").firstDivergence()).contains(new FirstDivergence(1, 3, 2));
    }

    @Test
    void progressBarsWithCarriageReturnsDifferingInRatesAreProgress() {
        String left = "train:  50%|#####     | 5/10 [00:01<00:01,  4.98it/s]\rtrain: 100%|##########| 10/10 [00:02<00:00,  4.99it/s]\n";
        String right = "train:  50%|#####     | 5/10 [00:01<00:01,  5.10it/s]\rtrain: 100%|##########| 10/10 [00:01<00:00,  5.20it/s]\n";

        TextDiff diff = diff(masked, left, right);
        assertThat(diff.classes()).containsExactly("progress");
        assertThat(diff.identicalAfterMasks()).isTrue();
        assertThat(diff.firstDivergence()).contains(new FirstDivergence(1, 45, 44));
    }

    @Test
    void progressBarCutShortIsTruncation() {
        TextDiff diff = diff(masked, "epoch 1\r 10%\r 50%\r100%\ndone\n", "epoch 1\r 10%\r 5");

        assertThat(diff.classes()).containsExactly("truncation");
    }

    @Test
    void whitespaceOnlyDifference() {
        TextDiff diff = diff(masked, "total:  3 passed\n", "total: 3 passed \n");

        assertThat(diff.classes()).containsExactly("whitespace");
        assertThat(diff.identicalAfterMasks()).isFalse();
    }

    @Test
    void writesInterleavedDifferentlyAreContentThatIgnoringWhitespaceDoesNotHide() {
        String left = "workerworker  4 done\n";
        String right = "worker worker 4 done\n";

        assertThat(diff(masked, left, right).classes()).containsExactly("content");
        TextDiff ignoring = new TextDiffer(DiffOptions.defaults().withIgnoreWhitespace(true))
                .diff(left, right, Cancellation.none());
        assertThat(ignoring.identicalAfterMasks()).isFalse();
        assertThat(ignoring.hunks()).hasSize(1);
        TextDiff spacing = new TextDiffer(DiffOptions.defaults().withIgnoreWhitespace(true))
                .diff(" worker\t4  done: [1,2]\n", "worker 4 done : [1, 2] \n", Cancellation.none());
        assertThat(spacing.identicalAfterMasks()).as("the amount and kind of spacing, around punctuation and at the ends").isTrue();
    }

    @Test
    void aMissingNumberedLineIsContentNotOrdering() {
        StringBuilder left = new StringBuilder();
        StringBuilder right = new StringBuilder();
        for (int step = 1; step <= 400; step++) {
            String line = "step " + step + " loss=" + step + "\n";
            left.append(line);
            if (step == 259) {
                right.append("step 259 loss=260\n");
            } else if (step != 349) {
                right.append(line);
            }
        }

        TextDiff diff = diff(masked, left.toString(), right.toString());

        // Without numbers "step 349 loss=349" reads like the lines of the numeric hunk: it is no move of theirs.
        assertThat(diff.hunks()).extracting(Hunk::classes).containsExactly(List.of("numeric"), List.of("content"));
        assertThat(diff.classes()).doesNotContain("ordering");
    }

    @Test
    void sameLinesInAnotherOrderAreOrdering() {
        TextDiff diff = diff(masked, "worker 1 ready\nworker 2 ready\nworker 3 ready\nall ready\n",
                "worker 3 ready\nworker 1 ready\nworker 2 ready\nall ready\n");

        assertThat(diff.classes()).containsExactly("ordering");
        assertThat(diff.hunks()).allSatisfy(h -> assertThat(h.classes()).containsExactly("ordering"));
    }

    @Test
    void linesReversedAreOrderingEvenWhereTheLastHunkEndsBothSides() {
        TextDiff reversed = diff(masked, "a\nb\nc\nd\n", "d\nc\nb\na\n");
        TextDiff swapped = diff(masked, "x\ny\n", "y\nx\n");

        assertThat(reversed.classes()).containsExactly("ordering");
        assertThat(swapped.classes()).containsExactly("ordering");
    }

    @Test
    void outputCutShortIsTruncation() {
        TextDiff diff = diff(masked, "line 1\nline 2\nline 3\nline 4\n", "line 1\nline 2\nline ");

        assertThat(diff.classes()).containsExactly("truncation");
        TextDiff longer = diff(masked, "a\nb\n", "a\nb\nc\nd\n");
        assertThat(longer.classes()).containsExactly("truncation");
    }

    @Test
    void timestampAndContentChangesInDifferentHunks() {
        String left = "2026-11-29 07:12:25 start\nx\nx\nx\nx\nx\nx\nx\nx\nresult=ok\n";
        String right = "2026-11-29 08:00:00 start\nx\nx\nx\nx\nx\nx\nx\nx\nresult=error\n";

        TextDiff diff = diff(raw, left, right);
        assertThat(diff.classes()).containsExactly("timestamp", "content");
        assertThat(diff.hunks()).extracting(Hunk::classes)
                .containsExactly(java.util.List.of("timestamp"), java.util.List.of("content"));
        TextDiff withMasks = diff(masked, left, right);
        assertThat(withMasks.hunks()).hasSize(1);
        assertThat(withMasks.classes()).containsExactly("timestamp", "content");
    }

    @Test
    void customMaskHidesItsValuesAndNamesTheClass() {
        DiffOptions options = DiffOptions.defaults().withMasks(Masks.builtIn().with(Mask.parse("request=req-[0-9]+")));
        TextDiff diff = new TextDiffer(options).diff("handled req-1234 ok\n", "handled req-98 ok\n", Cancellation.none());

        assertThat(diff.identicalAfterMasks()).isTrue();
        assertThat(diff.classes()).containsExactly("request");
    }

    @Test
    void aLaterMaskMatchingDigitsLeavesEarlierPlaceholdersNumbersAlone() {
        Masks masks = Masks.of(List.of(Mask.parse("req=req-[a-z]+"), Mask.parse("num=[0-9]+")));
        TextDiff diff = new TextDiffer(DiffOptions.defaults().withMasks(masks))
                .diff("got req-ab n=5\n", "got req-cd n=7 late\n", Cancellation.none());

        assertThat(diff.leftDisplay(0)).isEqualTo("got <req1> n=<num1>");
        assertThat(diff.rightDisplay(0)).isEqualTo("got <req1> n=<num1> late");
        assertThat(masks.apply("req-ab 12", (mask, value) -> 3).text()).isEqualTo("<req3> <num3>");
        Masks swallowing = Masks.of(List.of(Mask.parse("req=req-[a-z]+"), Mask.parse("tag=<req> [0-9]+")));
        assertThat(swallowing.apply("x req-ab 12 req-cd y", (mask, value) -> mask.length()).text())
                .isEqualTo("x <tag3> <req3> y");
    }

    @Test
    void missingFinalNewlineIsLineEndings() {
        TextDiff diff = diff(masked, "a\nb\n", "a\nb");

        assertThat(diff.classes()).containsExactly("line-endings");
        assertThat(diff.firstDivergence()).contains(new FirstDivergence(2, 2, 3));
    }

    @Test
    void anEmptySideIsMissingOutputNotTruncation() {
        TextDiff diff = diff(masked, "", "out\n");

        assertThat(diff.hunks()).containsExactly(new Hunk(0, 0, 0, 1, java.util.List.of("missing-output")));
        assertThat(diff.hunks().get(0).leftStartLine()).isZero();
        assertThat(diff(masked, "warn", "").classes()).containsExactly("missing-output");
        String traceback = "Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\nValueError: bad\n";
        assertThat(diff(masked, traceback, "").classes()).containsExactly("missing-output");
        assertThat(diff(raw, "", "\n").classes()).containsExactly("missing-output");
    }

    @Test
    void invalidUtf8AndNulsAreComparedSafely() {
        byte[] left = {'o', 'k', 0, (byte) 0xFF, '\n'};
        byte[] right = {'o', 'k', 0, (byte) 0xFE, '\n'};

        TextDiff diff = masked.diff(left, right, Cancellation.none());
        assertThat(diff.firstDivergence()).contains(new FirstDivergence(1, 4, 3));
        assertThat(diff.hunks()).hasSize(1);
        assertThat(VisibleText.of(diff.leftLine(0))).isEqualTo("ok\u2400\\xFF");
    }

    /** A stray continuation byte is a char of its own once decoded: the column counts it, as the string's does. */
    @Test
    void invalidBytesBeforeTheDivergenceCountAsColumns() {
        byte[] left = {'a', (byte) 0x80, (byte) 0x80, 'b', '\n'};
        byte[] right = {'a', (byte) 0x80, (byte) 0x81, 'b', '\n'};

        assertThat(FirstDivergence.ofBytes(left, right)).contains(new FirstDivergence(1, 3, 2));
        assertThat(FirstDivergence.ofBytes(left, new byte[] {'a', (byte) 0x80, (byte) 0x80, 'c'}))
                .contains(new FirstDivergence(1, 4, 3));
    }

    @Test
    void hugeLinesAreComparedWithoutMasksAndSaySo() {
        String head = "2026-11-29 07:12:25 " + "x".repeat(Masks.MAX_MASKED_LINE);

        TextDiff diff = diff(masked, head + "A\n", head + "B\n");

        assertThat(diff.notes()).containsExactly(Masks.LONG_LINE_NOTE);
        assertThat(diff.classes()).containsExactly("content");
        assertThat(diff(masked, "short 1\n", "short 2\n").notes()).isEmpty();
    }

    @Test
    void aColourChangeIsStylingNotNumeric() {
        assertThat(diff(masked, "\u001b[31mFAIL\u001b[0m test_a\n", "\u001b[32mFAIL\u001b[0m test_a\n").classes())
                .containsExactly("styling");
        assertThat(diff(masked, "\u001b[32m5 passed\u001b[0m\n", "\u001b[32m6 passed\u001b[0m\n").classes())
                .containsExactly("numeric");
    }
}
