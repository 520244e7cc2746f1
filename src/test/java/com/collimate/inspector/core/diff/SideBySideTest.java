package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.DisplayWidth;
import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

class SideBySideTest {

    private static String lines(int from, int to) {
        return IntStream.rangeClosed(from, to).mapToObj(i -> "line " + i + "\n").collect(Collectors.joining());
    }

    private static final InlineDiff INLINE = new InlineDiff(Masks.builtIn());

    private static SideBySide view(String left, String right, DiffOptions options) {
        return SideBySide.of(new TextDiffer(options).diff(left, right, Cancellation.none()), Cancellation.none());
    }

    @Test
    void unchangedRunsAreFoldedToThreeLinesOfContext() {
        String left = lines(1, 100);
        String right = left.replace("line 50\n", "line fifty\n");

        List<DiffRow> rows = view(left, right, DiffOptions.defaults()).rows();

        assertThat(rows).extracting(DiffRow::kind).containsExactly(RowKind.FOLDED, RowKind.EQUAL, RowKind.EQUAL,
                RowKind.EQUAL, RowKind.CHANGED, RowKind.EQUAL, RowKind.EQUAL, RowKind.EQUAL, RowKind.FOLDED);
        assertThat(rows.get(0)).extracting(DiffRow::leftLine, DiffRow::foldedLines).containsExactly(1, 46);
        assertThat(rows.get(1).leftLine()).isEqualTo(47);
        assertThat(rows.get(4)).extracting(DiffRow::leftLine, DiffRow::rightLine, DiffRow::leftText, DiffRow::rightText)
                .containsExactly(50, 50, "line 50", "line fifty");
        assertThat(rows.get(8)).extracting(DiffRow::leftLine, DiffRow::foldedLines).containsExactly(54, 47);
    }

    @Test
    void expandingAFoldShowsItsLinesAndKeepsTheOtherFold() {
        String left = lines(1, 100);
        SideBySide folded = view(left, left.replace("line 50\n", "line fifty\n"), DiffOptions.defaults());

        SideBySide expanded = folded.expand(0);

        assertThat(expanded.rowCount()).isEqualTo(folded.rowCount() + 45);
        assertThat(expanded.rows().get(0)).extracting(DiffRow::kind, DiffRow::leftLine, DiffRow::rightLine, DiffRow::leftText)
                .containsExactly(RowKind.EQUAL, 1, 1, "line 1");
        assertThat(expanded.rows().get(expanded.rowCount() - 1).kind()).isEqualTo(RowKind.FOLDED);
        assertThat(folded.rowCount()).isEqualTo(9);
        assertThatThrownBy(() -> folded.expand(1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aFoldOpenedInStepsKeepsItsRestFoldedAndEndsAsOpenedAtOnce() {
        String left = lines(1, 100);
        SideBySide folded = view(left, left.replace("line 50\n", "line fifty\n"), DiffOptions.defaults());
        int lastFold = folded.rowCount() - 1;

        SideBySide step = folded.expand(0, 20);

        assertThat(step.rowCount()).isEqualTo(folded.rowCount() + 20);
        assertThat(step.rows().get(19)).extracting(DiffRow::kind, DiffRow::leftLine).containsExactly(RowKind.EQUAL, 20);
        assertThat(step.rows().get(20)).extracting(DiffRow::kind, DiffRow::leftLine, DiffRow::foldedLines)
                .containsExactly(RowKind.FOLDED, 21, 26);
        assertThat(step.hunkRow(0)).as("the change moved down").isEqualTo(folded.hunkRow(0) + 20);
        assertThat(step.rowOfLine(50, true)).isEqualTo(step.hunkRow(0));
        assertThat(step.rowOfLine(30, true)).as("a line still folded: its fold").isEqualTo(20);

        SideBySide opened = step.expand(20, 20).expand(40, 20);
        SideBySide atOnce = folded.expand(0);
        assertThat(opened.rows()).isEqualTo(atOnce.rows());
        assertThat(opened.hunkRow(0)).isEqualTo(atOnce.hunkRow(0));
        assertThat(opened.hunkEndRow(0)).isEqualTo(atOnce.hunkEndRow(0));
        assertThat(opened.expand(opened.rowCount() - 1, 47).rows()).isEqualTo(atOnce.expand(lastFold + 45).rows());
        assertThatThrownBy(() -> folded.expand(0, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void linesInTheMiddleOfAFoldOpenWithTheirFoldedLinesAboveAndBelow() {
        String left = lines(1, 100);
        SideBySide folded = view(left, left.replace("line 50\n", "line fifty\n"), DiffOptions.defaults());

        SideBySide opened = folded.expand(0, 10, 5);

        assertThat(opened.rowCount()).isEqualTo(folded.rowCount() + 6);
        assertThat(opened.rows().subList(0, 7)).extracting(DiffRow::kind, DiffRow::leftLine, DiffRow::foldedLines)
                .containsExactly(tuple(RowKind.FOLDED, 1, 10), tuple(RowKind.EQUAL, 11, 0), tuple(RowKind.EQUAL, 12, 0),
                        tuple(RowKind.EQUAL, 13, 0), tuple(RowKind.EQUAL, 14, 0), tuple(RowKind.EQUAL, 15, 0),
                        tuple(RowKind.FOLDED, 16, 31));
        assertThat(opened.hunkRow(0)).as("the change moved down").isEqualTo(folded.hunkRow(0) + 6);
        assertThat(folded.expand(0, 40, 100).rows().subList(0, 7)).extracting(DiffRow::kind, DiffRow::leftLine)
                .as("the fold's last lines: no fold below them").containsExactly(tuple(RowKind.FOLDED, 1),
                        tuple(RowKind.EQUAL, 41), tuple(RowKind.EQUAL, 42), tuple(RowKind.EQUAL, 43),
                        tuple(RowKind.EQUAL, 44), tuple(RowKind.EQUAL, 45), tuple(RowKind.EQUAL, 46));
        assertThatThrownBy(() -> folded.expand(0, 46, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    /** What a view reads of each row without making it: its kind and the line numbers shown beside it. */
    @Test
    void eachRowsKindAndShownLinesAreTheRowsWithoutMakingThem() {
        String left = lines(1, 100);
        String right = left.replace("line 50\n", "line fifty\nline new\n").replace("line 80\n", "");
        SideBySide folded = view(left, right, DiffOptions.defaults());
        for (SideBySide model : List.of(folded, folded.expand(0, 20), folded.expand(0))) {
            for (int row = 0; row < model.rowCount(); row++) {
                assertReadWithoutMaking(model, row);
            }
        }
        assertThat(folded.rows()).extracting(DiffRow::kind).contains(RowKind.ADDED, RowKind.REMOVED, RowKind.FOLDED);
        assertThatThrownBy(() -> folded.kind(folded.rowCount())).isInstanceOf(IndexOutOfBoundsException.class);
    }

    /**
     * Partial opens in any order (lines from the middle of a fold, then of the folds left above and below them, down
     * to single lines): every row's kind and shown lines are those of the row made, each change starts where its
     * rows are, every left line is on its row or in its fold, and opening every fold left gives the model opened at
     * once.
     */
    @Test
    void partialOpensInAnyOrderKeepKindsLineNumbersAndChangesRight() {
        String left = lines(1, 400);
        String right = left.replace("line 100\n", "line hundred\nnew\n").replace("line 250\n", "")
                .replace("line 390\n", "line 390!\n");
        SideBySide folded = view(left, right, DiffOptions.defaults());
        java.util.Random random = new java.util.Random(7);
        for (int trial = 0; trial < 40; trial++) {
            SideBySide model = folded;
            for (int opens = 0; opens < 6; opens++) {
                SideBySide current = model;
                List<Integer> folds = IntStream.range(0, current.rowCount())
                        .filter(row -> current.kind(row) == RowKind.FOLDED).boxed().toList();
                if (folds.isEmpty()) {
                    break;
                }
                int fold = folds.get(random.nextInt(folds.size()));
                int count = model.rows().get(fold).foldedLines();
                model = model.expand(fold, random.nextInt(count), 1 + random.nextInt(count));
                assertConsistent(model);
            }
            assertThat(atOnce(model).rows()).isEqualTo(atOnce(folded).rows());
        }
    }

    private static SideBySide atOnce(SideBySide model) {
        SideBySide opened = model;
        for (int row = opened.rowCount() - 1; row >= 0; row--) {
            if (opened.kind(row) == RowKind.FOLDED) {
                opened = opened.expand(row);
            }
        }
        return opened;
    }

    /** Row {@code row}'s kind and shown lines read without making it are the row's; the row made. */
    private static DiffRow assertReadWithoutMaking(SideBySide model, int row) {
        DiffRow made = model.rows().get(row);
        boolean fold = made.kind() == RowKind.FOLDED;
        assertThat(model.kind(row)).as("row %d", row).isEqualTo(made.kind());
        assertThat(model.shownLine(row, true)).as("row %d", row).isEqualTo(fold ? 0 : made.leftLine());
        assertThat(model.shownLine(row, false)).as("row %d", row).isEqualTo(fold ? 0 : made.rightLine());
        return made;
    }

    private static void assertConsistent(SideBySide model) {
        int nextLeft = 1;
        for (int row = 0; row < model.rowCount(); row++) {
            DiffRow made = assertReadWithoutMaking(model, row);
            if (made.leftLine() > 0) {
                assertThat(made.leftLine()).as("row %d follows the line before", row).isEqualTo(nextLeft);
                nextLeft += made.kind() == RowKind.FOLDED ? made.foldedLines() : 1;
                for (int line = made.leftLine(); line < nextLeft; line++) {
                    assertThat(model.rowOfLine(line, true)).as("line %d", line).isEqualTo(row);
                }
            }
        }
        assertThat(nextLeft).isEqualTo(401);
        for (int h = 0; h < model.hunkCount(); h++) {
            assertThat(model.rows().get(model.hunkRow(h)).hunkIndex()).as("hunk %d", h).isEqualTo(h);
            assertThat(model.rows().get(model.hunkEndRow(h) - 1).hunkIndex()).as("hunk %d", h).isEqualTo(h);
        }
    }

    @Test
    void contextLinesAreConfigurableAndShortRunsAreNotFolded() {
        String left = lines(1, 12);
        SideBySide view = view(left, left.replace("line 6\n", "line six\n"), DiffOptions.defaults().withContextLines(1));

        assertThat(view.rows()).extracting(DiffRow::kind).containsExactly(RowKind.FOLDED, RowKind.EQUAL,
                RowKind.CHANGED, RowKind.EQUAL, RowKind.FOLDED);
        SideBySide wide = view(left, left.replace("line 6\n", "line six\n"), DiffOptions.defaults().withContextLines(5));
        assertThat(wide.rows()).extracting(DiffRow::kind).doesNotContain(RowKind.FOLDED);
    }

    @Test
    void hunkRowsPairChangedLinesThenListRemovedAndAdded() {
        SideBySide view = view("a\nold 1\nold 2\nold 3\nz\n", "a\nnew 1\nz\n", DiffOptions.defaults());

        assertThat(view.rows()).extracting(DiffRow::kind, DiffRow::leftLine, DiffRow::rightLine).containsExactly(
                org.assertj.core.groups.Tuple.tuple(RowKind.EQUAL, 1, 1),
                org.assertj.core.groups.Tuple.tuple(RowKind.CHANGED, 2, 2),
                org.assertj.core.groups.Tuple.tuple(RowKind.REMOVED, 3, 0),
                org.assertj.core.groups.Tuple.tuple(RowKind.REMOVED, 4, 0),
                org.assertj.core.groups.Tuple.tuple(RowKind.EQUAL, 5, 3));
        assertThat(view.rows().get(2).hunkIndex()).isZero();
    }

    @Test
    void changedRowsCarryTokenSpans() {
        DiffRow row = view("epoch 3 loss=0.512 acc=0.9\n", "epoch 3 loss=0.498 acc=0.9\n", DiffOptions.defaults())
                .rows().get(0);

        assertThat(row.kind()).isEqualTo(RowKind.CHANGED);
        assertThat(row.leftSpans()).as("the whole number").containsExactly(new Span(13, 18));
        assertThat(row.rightSpans()).containsExactly(new Span(13, 18));
        assertThat(row.rightText().substring(13, 18)).isEqualTo("0.498");
    }

    @Test
    void aChangedNumberIsHighlightedWholeOnBothSides() {
        // The tester's cases: digits that happen to match are not shown as shared.
        DiffRow time = view("now 1.0\n", "now 1796003885.6600227\n", DiffOptions.defaults().withMasksEnabled(false))
                .rows().get(0);
        assertThat(time.leftSpans()).containsExactly(new Span(4, 7));
        assertThat(time.rightSpans()).containsExactly(new Span(4, "now 1796003885.6600227".length()));
        DiffRow token = view("token 140660860962624\n", "token 140265936144192\n",
                DiffOptions.defaults().withMasksEnabled(false)).rows().get(0);
        assertThat(token.leftSpans()).containsExactly(new Span(6, 21));
        assertThat(token.rightSpans()).containsExactly(new Span(6, 21));
        DiffRow shorter = view("x = 0.5;\n", "x = 0.8475828201927693;\n", DiffOptions.defaults()).rows().get(0);
        assertThat(shorter.leftSpans()).containsExactly(new Span(4, 7));
        DiffRow elapsed = view("elapsed 0.123s\n", "elapsed 0.187s\n", DiffOptions.defaults().withMasksEnabled(false))
                .rows().get(0);
        assertThat(elapsed.leftSpans()).as("not 23 against 87").containsExactly(new Span(8, 13));
        assertThat(view("elapsed 0.123s\n", "elapsed 0.187s\n", DiffOptions.defaults()).rows())
                .extracting(DiffRow::kind).as("a duration: masked").containsExactly(RowKind.EQUAL);
        DiffRow trailingZero = view("lr 1.5\n", "lr 1.50\n", DiffOptions.defaults()).rows().get(0);
        assertThat(trailingZero.leftSpans()).containsExactly(new Span(3, 6));
        assertThat(trailingZero.rightSpans()).containsExactly(new Span(3, 7));
        assertThat(view("lr 1.5\n", "lr 1.50\n", DiffOptions.defaults().withTolerance(new NumericTolerance(1e-12, 0)))
                .rows()).extracting(DiffRow::kind).as("the same value").containsExactly(RowKind.EQUAL);
        DiffRow words = view("a -> b == c\n", "a => b == d\n", DiffOptions.defaults()).rows().get(0);
        assertThat(words.leftSpans()).as("a run of punctuation, and a word").containsExactly(new Span(2, 4),
                new Span(10, 11));
        assertThat(INLINE.tokens("ip 127.0.0.1, v1.2x", 0, 19))
                .containsExactly("ip", " ", "127.0.0.1", ",", " ", "v", "1.2", "x");
    }

    @Test
    void aTimestampsPartsAreSeparateTokensWhileHexIdsStayWhole() {
        DiffRow time = view("at 2026-11-30T04:20:00Z\n", "at 2026-11-30T05:00:00Z\n",
                DiffOptions.defaults().withMasksEnabled(false)).rows().get(0);
        int hour = "at 2026-11-30T".length();
        assertThat(time.leftSpans()).as("not the unchanged day 30").containsExactly(new Span(hour, hour + 2),
                new Span(hour + 3, hour + 5));
        assertThat(INLINE.tokens("30T04:20 step3 0x7f3a2c1b", 0, 25))
                .containsExactly("30", "T", "04", ":", "20", " ", "step", "3", " ", "0", "x", "7f3a2c1b");
        DiffRow address = view("at 0x7f3a2c1b\n", "at 0x7f11aa00\n", DiffOptions.defaults().withMasksEnabled(false))
                .rows().get(0);
        assertThat(address.leftSpans()).as("the hex digits whole, not scattered").containsExactly(new Span(5, 13));
    }

    @Test
    void lettersAndDigitsSplitAlikeUnlessTheRunIsAHexId() {
        assertThat(INLINE.tokens("epoch12 id12 bad3 cafe2 md5sum", 0, 30)).containsExactly("epoch", "12", " ",
                "id", "12", " ", "bad", "3", " ", "cafe", "2", " ", "md", "5", "sum");
        assertThat(INLINE.tokens("a1b2c3 deadbeef00 0XAB12CD 7f3a2cx", 0, 34)).containsExactly("a1b2c3", " ",
                "deadbeef00", " ", "0", "X", "AB12CD", " ", "7", "f", "3", "a", "2", "cx");
        DiffRow build = view("build cafe2 ok\n", "build cafe3 ok\n", DiffOptions.defaults().withMasksEnabled(false))
                .rows().get(0);
        assertThat(build.leftSpans()).as("only the changed number").containsExactly(new Span(10, 11));
        String sha = "ab12".repeat(40);
        assertThat(INLINE.tokens(sha, 0, 160)).as("longer than a hex id").hasSize(80).startsWith("ab", "12");
    }

    @Test
    void aMaskPlaceholderIsOneToken() {
        assertThat(INLINE.tokens("ts=<timestamp1> <temp-path2> ok", 0, 31)).containsExactly("ts", "=",
                "<timestamp1>", " ", "<temp-path2>", " ", "ok");
        assertThat(INLINE.tokens("at 0x1f4 ok", 0, 11)).as("short hex after 0x").containsExactly("at", " ", "0",
                "x", "1f4", " ", "ok");
        assertThat(INLINE.tokens("a<1> <b", 0, 7)).as("not placeholders").containsExactly("a", "<", "1", ">",
                " ", "<", "b");
    }

    @Test
    void markupInTheOutputIsNoPlaceholder() {
        assertThat(INLINE.tokens("<h1>x</h1> <div>", 0, 16)).containsExactly("<", "h", "1", ">", "x", "</", "h",
                "1", ">", " ", "<", "div", ">");
        assertThat(new InlineDiff(Masks.none()).tokens("ts=<timestamp1>", 0, 15)).as("masks off: nothing was masked")
                .containsExactly("ts", "=<", "timestamp", "1", ">");
        assertThat(new InlineDiff(Masks.builtIn()).tokens("<uuid> <uuid12>", 0, 15)).as("bare and numbered")
                .containsExactly("<uuid>", " ", "<uuid12>");

        DiffRow heading = view("<h1>Title</h1>\n", "<h2>Title</h2>\n", DiffOptions.defaults()).rows().get(0);
        assertThat(heading.leftSpans()).as("the level, not the whole tag").containsExactly(new Span(2, 3),
                new Span(12, 13));
    }

    @Test
    void oneChangedIdeographIsHighlightedAlone() {
        DiffOptions raw = DiffOptions.defaults().withMasksEnabled(false);
        assertThat(view("今天天气很好\n", "今天天气不好\n", raw).rows().get(0).leftSpans()).as("Han")
                .containsExactly(new Span(4, 5));
        assertThat(view("テスト結果は成功です\n", "テスト結果は失敗です\n", raw).rows().get(0).rightSpans())
                .as("kana and kanji").containsExactly(new Span(6, 8));
        assertThat(view("학습이 완료되었습니다\n", "학습이 완료되었읍니다\n", raw).rows().get(0).leftSpans())
                .as("Hangul syllables").containsExactly(new Span(8, 9));
        assertThat(view("ข้อมูลถูกต้อง\n", "ข้อมูลผิดต้อง\n", raw).rows().get(0).leftSpans())
                .as("Thai, no spaces either").containsExactly(new Span(6, 9));
        assertThat(view("\uD840\uDC00\uD840\uDC01\uD840\uDC02\n", "\uD840\uDC00\uD840\uDC03\uD840\uDC02\n", raw)
                .rows().get(0).leftSpans()).as("a Han character beyond the BMP, its surrogate pair whole")
                .containsExactly(new Span(2, 4));
        assertThat(INLINE.tokens("id中文abc\uD840\uDC00ー字", 0, 11)).containsExactly("id", "中", "文", "abc",
                "\uD840\uDC00", "ー", "字");
    }

    @Test
    void aCombiningMarkStaysWithItsCharacter() {
        assertThat(INLINE.tokens("cafe\u0301s か\u3099き \u1100\u1161\u11A8\uAC00", 0, 15)).containsExactly(
                "cafe\u0301s", " ", "か\u3099", "き", " ", "\u1100\u1161\u11A8", "\uAC00");
        assertThat(InlineDiff.words("cafe\u0301s か\u3099き")).containsExactly("cafe\u0301s", " ", "か\u3099", "き");
    }

    @Test
    void longLinesOfIdeographsAreComparedCharacterByCharacter() {
        String left = "天气很好".repeat(450);
        String right = "雨" + left.substring(1, left.length() - 1) + "雨";

        SideBySide view = view(left + "\n", right + "\n", DiffOptions.defaults());

        assertThat(view.notes()).containsExactly(SideBySide.WORD_NOTE);
        assertThat(view.rows().get(0).rightSpans()).containsExactly(new Span(0, 1), new Span(1799, 1800));
    }

    @Test
    void nonAdjacentChangesGetSeparateSpans() {
        DiffRow row = view("alpha beta gamma delta\n", "alpha BETA gamma DELTA\n", DiffOptions.defaults()).rows().get(0);

        assertThat(row.leftSpans()).containsExactly(new Span(6, 10), new Span(17, 22));
    }

    @Test
    void maskedRowsShowNumberedPlaceholdersAndEqualNoiseRowsAreFlagged() {
        String left = "id 550e8400-e29b-41d4-a716-446655440000 start\nstatus ok\n";
        String right = "id 6ba7b810-9dad-11d1-80b4-00c04fd430c8 start\nstatus failed\n";

        List<DiffRow> rows = view(left, right, DiffOptions.defaults()).rows();

        assertThat(rows.get(0)).extracting(DiffRow::kind, DiffRow::leftText, DiffRow::rightText, DiffRow::maskedDifference)
                .containsExactly(RowKind.EQUAL, "id <uuid1> start", "id <uuid1> start", true);
        assertThat(rows.get(1).kind()).isEqualTo(RowKind.CHANGED);
        List<DiffRow> raw = view(left, right, DiffOptions.defaults().withMasksEnabled(false)).rows();
        assertThat(raw.get(0).kind()).isEqualTo(RowKind.CHANGED);
        assertThat(raw.get(0).leftText()).contains("550e8400");
    }

    @Test
    void eachHunkStartsAtItsFirstChangedRow() {
        String left = lines(1, 60);
        String right = left.replace("line 10\n", "line ten\n").replace("line 40\n", "line forty\n");
        SideBySide view = view(left, right, DiffOptions.defaults());

        int first = view.hunkRow(0);
        int second = view.hunkRow(1);
        assertThat(view.rows().get(first).leftText()).isEqualTo("line 10");
        assertThat(view.rows().get(second).leftText()).isEqualTo("line 40");
        assertThat(view.hunkCount()).isEqualTo(2);
        assertThat(view.hunkAt(second - 1)).isZero();
        assertThat(view.hunkAt(second)).isEqualTo(1);
    }

    @Test
    void twentyMegabyteLineDegradesToTheChangedRangeWithANote() {
        String big = "x".repeat(10_000_000);
        String left = big + "A" + big + "\n";
        String right = big + "B" + big + "\n";

        SideBySide view = view(left, right, DiffOptions.defaults());

        DiffRow row = view.rows().get(0);
        assertThat(row.leftSpans()).containsExactly(new Span(10_000_000, 10_000_001));
        String noisy = "a b ".repeat(60_000) + "\n";
        SideBySide words = view(noisy, noisy.replace("a b a", "a c a").replace("b a b \n", "c a b \n"),
                DiffOptions.defaults());
        assertThat(words.notes()).contains(SideBySide.RANGE_NOTE);
    }

    @Test
    void longLinesWithScatteredChangesAreComparedWordByWord() {
        String left = "token ".repeat(600) + "\n";
        String right = "tok3n " + "token ".repeat(598) + "tok3n \n";

        SideBySide view = view(left, right, DiffOptions.defaults());

        assertThat(view.notes()).containsExactly(SideBySide.WORD_NOTE);
        assertThat(view.rows().get(0).leftSpans()).containsExactly(new Span(0, 5), new Span(3594, 3599));
    }

    @Test
    void aLongJsonLineWithTwoChangedValuesHighlightsTheTwoValues() {
        String left = IntStream.range(0, 1500).mapToObj(i -> "\"k" + i + "\": " + i)
                .collect(Collectors.joining(", ", "{", "}"));
        String right = left.replace("\"k5\": 5,", "\"k5\": 7777,").replace("\"k1495\": 1495,", "\"k1495\": 7777,");
        int first = right.indexOf("7777");
        int last = right.lastIndexOf("7777");

        SideBySide view = view(left + "\n", right + "\n", DiffOptions.defaults());

        assertThat(left.length()).isGreaterThan(20_000);
        assertThat(view.rows().get(0).rightSpans()).containsExactly(new Span(first, first + 4), new Span(last, last + 4));
        assertThat(view.notes()).containsExactly(SideBySide.WORD_NOTE);
    }

    @Test
    void aLongLineChangedEverywhereShowsTheChangedRange() {
        String left = IntStream.range(0, 15_000).mapToObj(i -> "w" + i).collect(Collectors.joining(" "));
        String right = IntStream.range(0, 15_000).mapToObj(i -> "v" + i).collect(Collectors.joining(" "));

        SideBySide view = view("same " + left + " end\n", "same " + right + " end\n", DiffOptions.defaults());

        assertThat(view.notes()).contains(SideBySide.RANGE_NOTE);
        assertThat(view.rows().get(0).rightSpans()).as("from the first differing character to the last")
                .containsExactly(new Span(5, 5 + right.length() - "14999".length()));
    }

    @Test
    void identicalTextsFoldTheMiddle() {
        SideBySide view = view(lines(1, 20), lines(1, 20), DiffOptions.defaults());

        assertThat(view.rows()).extracting(DiffRow::kind).containsExactly(RowKind.EQUAL, RowKind.EQUAL, RowKind.EQUAL,
                RowKind.FOLDED, RowKind.EQUAL, RowKind.EQUAL, RowKind.EQUAL);
        assertThat(view.hunkCount()).isZero();
    }

    @Test
    void visibleTextShowsEscapes() {
        String text = "\u001b[31mred\u001b[0m\u0000\r\tend\u007f";
        String visible = VisibleText.of(text);

        assertThat(visible).isEqualTo("\u241b[31mred\u241b[0m\u2400\u240d\tend\u2421");
        assertThat(VisibleText.of("\uD83D\uDE00 ok")).isEqualTo("\uD83D\uDE00 ok");
        assertThat(VisibleText.of("bad \uDCFF")).isEqualTo("bad \\xFF");
    }

    @Test
    void textColumnsLineUpWithWideCharacters() throws Exception {
        String left = "plain ascii line\n日本語のテキストがここにあります、とても長い行です\nend\n";
        String right = "plain ascii line!\n中文文本在这里\u0301 emoji \uD83D\uDE00\uD83D\uDE00 tail\nend\n";
        StringWriter out = new StringWriter();

        new SideBySideTextWriter(80).write(view(left, right, DiffOptions.defaults()), out);

        List<Integer> markerColumns = out.toString().lines().filter(line -> line.contains(" | "))
                .map(line -> DisplayWidth.of(line.substring(0, line.indexOf(" | "))))
                .toList();
        assertThat(markerColumns).hasSize(2).containsOnly(markerColumns.get(0));
    }

    @Test
    void theTextColumnsAreTheSameWhateverTheDefaultLocale() throws Exception {
        String left = lines(1, 100);
        String right = left.replace("line 50\n", "line fifty\n");
        Locale before = Locale.getDefault();
        StringWriter out = new StringWriter();
        try {
            Locale.setDefault(Locale.forLanguageTag("ar-EG"));
            new SideBySideTextWriter(80).write(view(left, right, DiffOptions.defaults()), out);
        } finally {
            Locale.setDefault(before);
        }

        List<String> lines = List.of(out.toString().split("\n", -1));
        assertThat(lines.get(2)).isEqualTo("        ... 46 unchanged lines ...");
        assertThat(lines.get(3)).startsWith("    47 line 47").endsWith("    47 line 47");
        assertThat(lines.get(6)).startsWith("    50 line 50").contains(" | ").endsWith("    50 line fifty");
        assertThat(lines.get(10)).isEqualTo("        ... 47 unchanged lines ...");
        assertThat(lines.get(11)).as("ends with a line break").isEmpty();
        assertThat(out.toString()).doesNotContain("\r").matches("[\\p{ASCII}]*");
    }

    @Test
    void rowOfLineFindsEachLinesRowItsFoldOrForAnEmptySideTheFirstRowTheOtherSideFills() {
        String left = lines(1, 200);
        String changed = left.replace("line 50\n", "line fifty\n").replace("line 120\n", "")
                .replace("line 170\n", "line 170\nadded a\nadded b\n");
        SideBySide folded = view(left, changed, DiffOptions.defaults());
        List<SideBySide> models = List.of(folded, folded.expand(0), view(left, "", DiffOptions.defaults()),
                view("", changed, DiffOptions.defaults()), view("", "", DiffOptions.defaults()));
        for (SideBySide model : models) {
            for (boolean onLeft : new boolean[] {true, false}) {
                for (int line = 0; line <= 205; line++) {
                    assertThat(model.rowOfLine(line, onLeft)).as("line %d, left %s, of %d rows", line, onLeft,
                            model.rowCount()).isEqualTo(rowOfLineByRows(model, line, onLeft));
                }
            }
        }
        assertThat(folded.rowOfLine(10, true)).as("in the first fold").isZero();
        assertThat(folded.rows().get(folded.rowOfLine(171, false)).rightText()).as("line 120 removed")
                .isEqualTo("added b");
    }

    /** Row by row, as the Compare view looked lines up before rowOfLine. */
    static int rowOfLineByRows(SideBySide model, int line, boolean left) {
        List<DiffRow> rows = model.rows();
        int fallback = -1;
        for (int i = 0; i < rows.size(); i++) {
            DiffRow row = rows.get(i);
            int shown = left ? row.leftLine() : row.rightLine();
            if (row.kind() == RowKind.FOLDED) {
                if (line >= shown && line < shown + row.foldedLines()) {
                    return i;
                }
            } else if (shown == line) {
                return i;
            } else if (shown == 0 && fallback < 0 && (left ? row.rightLine() : row.leftLine()) > 0) {
                fallback = i;
            }
        }
        return fallback;
    }
}
