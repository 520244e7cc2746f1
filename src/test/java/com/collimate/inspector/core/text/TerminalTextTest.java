package com.collimate.inspector.core.text;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Collection;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class TerminalTextTest {
    private final TerminalText rendering = new TerminalText(true, 1_000_000, 10_000);
    private final TerminalText literal = new TerminalText(false, 1_000_000, 10_000);

    @Test
    void sgrColoursBecomeStyleClassesAndVanishFromTheText() {
        RenderedText text = rendering.render("ok \u001b[31;1mFAIL\u001b[0m done");
        assertThat(text.text()).isEqualTo("ok FAIL done");
        assertThat(styleAt(text, 3)).containsExactlyInAnyOrder("ansi-fg-1", "ansi-bold");
        assertThat(styleAt(text, 0)).isEmpty();
        assertThat(styleAt(text, 8)).isEmpty();
    }

    @Test
    void brightColoursAnd256ColourIndicesBelowSixteenMapDirectly() {
        RenderedText text = rendering.render("\u001b[92ma\u001b[38;5;4mb\u001b[39mc");
        assertThat(text.text()).isEqualTo("abc");
        assertThat(styleAt(text, 0)).containsExactly("ansi-fg-10");
        assertThat(styleAt(text, 1)).containsExactly("ansi-fg-4");
        assertThat(styleAt(text, 2)).isEmpty();
    }

    @Test
    void extendedColoursTakeTheNearestBasicColour() {
        RenderedText text = rendering.render(
                "\u001b[38;5;196ma\u001b[48;5;21mb\u001b[0;38;2;250;250;250mc\u001b[38:2::0:200:0md\u001b[38:5:244me");
        assertThat(text.text()).isEqualTo("abcde");
        assertThat(styleAt(text, 0)).containsExactly("ansi-fg-9");
        assertThat(styleAt(text, 1)).containsExactlyInAnyOrder("ansi-fg-9", "ansi-bg-4");
        assertThat(styleAt(text, 2)).containsExactly("ansi-fg-15");
        assertThat(styleAt(text, 3)).containsExactly("ansi-fg-2");
        assertThat(styleAt(text, 4)).containsExactly("ansi-fg-8");
    }

    @Test
    void parametersAfterAnExtendedColourStillApply() {
        RenderedText text = rendering.render("\u001b[38;2;205;0;0;1;4mx\u001b[38;5;2;3my");
        assertThat(styleAt(text, 0)).containsExactlyInAnyOrder("ansi-fg-1", "ansi-bold", "ansi-underline");
        assertThat(styleAt(text, 1)).contains("ansi-fg-2", "ansi-italic");
    }

    @Test
    void malformedExtendedColoursFallBackToTheDefault() {
        RenderedText text = rendering.render("\u001b[31;38;5;999ma\u001b[31;38;2;1mb\u001b[31;38;7mc");
        assertThat(text.text()).isEqualTo("abc");
        assertThat(styleAt(text, 0)).isEmpty();
        assertThat(styleAt(text, 1)).isEmpty();
        assertThat(styleAt(text, 2)).contains("ansi-fg-inverse");
    }

    @Test
    void reverseVideoSwapsForegroundAndBackground() {
        RenderedText text = rendering.render("\u001b[7mA\u001b[31mB\u001b[27mC\u001b[9mD\u001b[29mE");
        assertThat(styleAt(text, 0)).containsExactlyInAnyOrder("ansi-fg-inverse", "ansi-bg-inverse");
        assertThat(styleAt(text, 1)).containsExactlyInAnyOrder("ansi-fg-inverse", "ansi-bg-1");
        assertThat(styleAt(text, 2)).containsExactly("ansi-fg-1");
        assertThat(styleAt(text, 3)).containsExactlyInAnyOrder("ansi-fg-1", "ansi-strikethrough");
        assertThat(styleAt(text, 4)).containsExactly("ansi-fg-1");
    }

    @Test
    void aBackgroundWithoutForegroundGetsAReadableTextColour() {
        RenderedText text = rendering.render(
                "\u001b[40ma\u001b[48;2;10;10;10mb\u001b[48;5;22mc\u001b[47md\u001b[107me\u001b[104mf\u001b[0mg\u001b[42mh");
        assertThat(styleAt(text, 0)).containsExactlyInAnyOrder("ansi-bg-0", "ansi-fg-on-dark");
        assertThat(styleAt(text, 1)).containsExactlyInAnyOrder("ansi-bg-0", "ansi-fg-on-dark");
        assertThat(styleAt(text, 2)).containsExactlyInAnyOrder("ansi-bg-0", "ansi-fg-on-dark");
        assertThat(styleAt(text, 3)).containsExactlyInAnyOrder("ansi-bg-7", "ansi-fg-on-colour");
        assertThat(styleAt(text, 4)).containsExactlyInAnyOrder("ansi-bg-15", "ansi-fg-on-light");
        assertThat(styleAt(text, 5)).containsExactlyInAnyOrder("ansi-bg-12", "ansi-fg-on-light");
        assertThat(styleAt(text, 6)).isEmpty();
        assertThat(styleAt(text, 7)).containsExactlyInAnyOrder("ansi-bg-2", "ansi-fg-on-colour");
    }

    @Test
    void anExplicitForegroundOrReverseVideoNeedsNoContrastColour() {
        RenderedText text = rendering.render("\u001b[40;37ma\u001b[0;7;40mb\u001b[0;41;39mc");
        assertThat(styleAt(text, 0)).containsExactlyInAnyOrder("ansi-bg-0", "ansi-fg-7");
        assertThat(styleAt(text, 1)).containsExactlyInAnyOrder("ansi-fg-0", "ansi-bg-inverse");
        assertThat(styleAt(text, 2)).containsExactlyInAnyOrder("ansi-bg-1", "ansi-fg-on-colour");
    }

    @Test
    void zeroWidthCharactersAreShown() {
        assertShownAsControl("hello wor\u200Bld", "hello wor<U+200B>ld", 9);
    }

    /** The text areas draw a line or paragraph separator as nothing: "line\u2028sep" read "linesep". */
    @Test
    void lineAndParagraphSeparatorsAreShown() {
        RenderedText text = rendering.render("line\u2028sep\u2029para\n");
        assertThat(text.text()).isEqualTo("line<U+2028>sep<U+2029>para");
        assertThat(styleAt(text, 4)).containsExactly(TerminalText.CONTROL);
    }

    @Test
    void bidiOverridesAreShownNotApplied() {
        assertShownAsControl("run-\u202Eexe.txt # \u2066x\u2069", "run-<U+202E>exe.txt # <U+2066>x<U+2069>", 4);
    }

    @Test
    void aLoneSurrogateIsShownInNotationNotAsAnEmptyBoxAndAPairStaysWhole() {
        RenderedText text = rendering.render("bad \ud800 surrogate \udc00\ud83d\ude00 \u001b[31m\ud83d");
        assertThat(text.text()).isEqualTo("bad <U+D800> surrogate <U+DC00>\ud83d\ude00 <U+D83D>");
        assertThat(styleAt(text, 4)).containsExactly(TerminalText.CONTROL);
        assertThat(styleAt(text, 31)).isEmpty();
        assertThat(styleAt(text, text.text().length() - 1))
                .containsExactlyInAnyOrder(TerminalText.CONTROL, "ansi-fg-1");
    }

    @Test
    void aLoneSurrogateThatStandsForAByteShowsThatByteAsTheCompareWindowAndTheCliDo() {
        RenderedText text = rendering.render("bad \udcff\udcfe");
        assertThat(text.text()).isEqualTo("bad \\xFF\\xFE");
        assertThat(styleAt(text, 4)).containsExactly(TerminalText.CONTROL);
    }

    @Test
    void neitherCutFallsInsideASurrogatePair() {
        String emojis = "\ud83d\ude00".repeat(3);
        assertThat(new TerminalText(true, 1_000, 2).render(emojis + "\nok").text())
                .as("the line limit").isEqualTo("\ud83d\ude00\ud83d\ude00 … [1 more character on this line]\nok");
        RenderedText read = new TerminalText(false, 3, 100).render(emojis);
        assertThat(read.text()).as("the part read, of 3 chars of the source").isEqualTo("\ud83d\ude00");
        assertThat(read.omitted().readLength()).isEqualTo(1);
    }

    @Test
    void anEmojiIsOneCharacterForTheLineLimitTheMarkerAndTheNotice() {
        String emojis = "\ud83d\ude00".repeat(30);
        RenderedText cut = new TerminalText(true, 1_000, 10).render(emojis + "\n" + emojis);

        assertThat(cut.text()).isEqualTo("\ud83d\ude00".repeat(10) + " … [20 more characters on this line]\n"
                + "\ud83d\ude00".repeat(10) + " … [20 more characters on this line]");
        assertThat(cut.omitted()).isEqualTo(new Omission(61, 61, 10, 2, 40, false));
        assertThat(cut.omitted().notice()).isEqualTo("21 of 61 characters shown: 2 lines are cut after their first 10"
                + " characters.");
        RenderedText read = new TerminalText(false, 20, 100).render(emojis);
        assertThat(read.omitted()).as("the part read: 10 emojis of 30").isEqualTo(new Omission(30, 10, 100, 0, 0, false));
        assertThat(new TerminalText(true, 20, 100).render(emojis).omitted().readLength())
                .as("with rendering on, 20 characters that show").isEqualTo(20);
    }

    @Test
    void withRenderingOffEscapesStayVisible() {
        assertShownAsControl("\u001b[31mred", "^[[31mred", 0);
    }

    @Test
    void the8BitCsiColoursAsEscBracketDoesAndWithRenderingOffShowsItsCodePoint() {
        RenderedText text = rendering.render("ok \u009b31;1mFAIL\u009b0m done");
        assertThat(text.text()).isEqualTo("ok FAIL done");
        assertThat(styleAt(text, 3)).containsExactlyInAnyOrder("ansi-fg-1", "ansi-bold");
        assertThat(styleAt(text, 8)).isEmpty();
        assertThat(text.omitted().sourceLength()).as("the sequences are not counted").isEqualTo(12);

        RenderedText shown = literal.render("\u009b31mred");
        assertThat(shown.text()).isEqualTo("<U+009B>31mred");
        assertThat(styleAt(shown, 0)).containsExactlyInAnyOrder(TerminalText.CONTROL, TerminalText.UNSHOWN);
        assertThat(styleAt(shown, 11)).isEmpty();
    }

    @Test
    void aCsiThatStartsNoSequenceAndTheOtherC1ControlsAreShownAsTheirCodePoint() {
        RenderedText text = rendering.render("a\u009b\u00e9 b\u009b3Dc \u0090q\u009c \u009d0;t\u0007 \u0085 end\u009b");
        assertThat(text.text()).isEqualTo("a<U+009B>\u00e9 b<U+009B>3Dc <U+0090>q<U+009C> <U+009D>0;t^G <U+0085> end<U+009B>");
        assertThat(styleAt(text, 1)).containsExactly(TerminalText.CONTROL);
        assertThat(styleAt(text, 9)).isEmpty();
    }

    @Test
    void nonSgrEscapesAreShownNotInterpreted() {
        RenderedText text = rendering.render("a\u001b[3Db\u001b(B");
        assertThat(text.text()).isEqualTo("a^[[3Db^[(B");
    }

    /** A window title ({@code ESC ]0;…}, {@code ESC ]2;…}) or any other whole OSC: a terminal shows nothing of it. */
    @Test
    void anOscIsNotShownWithRenderingOnAndShownAsNotationWithItOff() {
        String titled = "\u001b]0;train: step 3\u0007loss 0.5\u001b]2;done\u001b\\\n\r10%\r\u001b]0;t\u0007ok\n";
        RenderedText text = rendering.render(titled);
        assertThat(text.text()).isEqualTo("loss 0.5\nok%");
        assertThat(text.spans()).containsExactly(new StyleRun(List.of(), 12));
        assertThat(text.omitted().sourceLength()).as("loss 0.5, LF, 10% ok, LF: CRs show nothing")
                .isEqualTo(8 + 1 + 5 + 1);

        RenderedText shown = literal.render(titled);
        assertThat(shown.text()).startsWith("^[]0;train: step 3^Gloss 0.5^[]2;done^[\\\n");
        assertThat(styleAt(shown, 0)).containsExactlyInAnyOrder(TerminalText.CONTROL, TerminalText.UNSHOWN);
        assertThat(styleAt(shown, 20)).as("loss").isEmpty();
    }

    /**
     * A device control string (sixel graphics, a terminal query), an application program command (kitty's graphics), a
     * privacy message and a start of string, each ended by ST: a terminal shows nothing of them either. Without its ST
     * (or with BEL, which ends an OSC only), or in its 8-bit form, one stays in its notation.
     */
    @Test
    void aControlStringEndedByStIsNotShownWithRenderingOnAndShownAsNotationWithItOff() {
        String strings = "a\u001bPq#0;2;0;0;0~-\u001b\\b\u001b_Gf=100;AAAA\u001b\\c\u001b^note\u001b\\d\u001bXs\u001b\\e";
        RenderedText text = rendering.render(strings);
        assertThat(text.text()).isEqualTo("abcde");
        assertThat(text.omitted().sourceLength()).as("a b c d e").isEqualTo(5);

        RenderedText shown = literal.render(strings);
        assertThat(shown.text()).isEqualTo("a^[Pq#0;2;0;0;0~-^[\\b^[_Gf=100;AAAA^[\\c^[^note^[\\d^[Xs^[\\e");
        assertThat(styleAt(shown, 1)).containsExactlyInAnyOrder(TerminalText.CONTROL, TerminalText.UNSHOWN);

        assertThat(rendering.render("x\u001bPq no end").text()).isEqualTo("x^[Pq no end");
        assertThat(rendering.render("x\u001b_a\u0007y").text()).isEqualTo("x^[_a^Gy");
        assertThat(rendering.render("x\u0090q\u009cy").text()).isEqualTo("x<U+0090>q<U+009C>y");
    }

    /**
     * With rendering on, carriage returns show nothing, so they are not counted as characters not shown: reading more
     * of them would show nothing more. With it off, each shows as {@code ^M} and counts.
     */
    @Test
    void carriageReturnsThatShowNothingAreNotCountedAsNotShown() {
        String returns = "x" + "\r".repeat(100);
        assertThat(new TerminalText(true, 10, 10_000).render(returns).omitted().notice()).isEmpty();
        assertThat(new TerminalText(true, 2, 10_000).render(returns + "\nabc").omitted().notice())
                .as("read past").isEqualTo("2 of 5 characters shown: none after the first 2.");
        assertThat(new TerminalText(false, 10, 10_000).render(returns).omitted().notice())
                .isEqualTo("10 of 101 characters shown: none after the first 10.");
    }

    /**
     * A line as long as the limit that only carriage returns showing nothing follow (with rendering on; a CRLF's with
     * it off), or with rendering on escapes that show nothing, is not cut: a marker of "0 more characters" and Show
     * more would show nothing. A CRLF's is not counted.
     */
    @Test
    void aLineAsLongAsTheLimitThatCarriageReturnsShowingNothingEndIsNotCut() {
        RenderedText returns = new TerminalText(true, 1_000, 10).render("a".repeat(10) + "\r\r\r");
        assertThat(returns.text()).isEqualTo("a".repeat(10));
        assertThat(returns.omitted().any()).isFalse();

        RenderedText windows = new TerminalText(false, 1_000, 10).render("a".repeat(10) + "\r\nb");
        assertThat(windows.text()).isEqualTo("a".repeat(10) + "\nb");
        assertThat(windows.omitted().any()).isFalse();

        RenderedText coloured = new TerminalText(true, 1_000, 10).render("a".repeat(10) + "\u001b[31m\u001b[K\nb");
        assertThat(coloured.text()).as("nor do escapes with rendering on").isEqualTo("a".repeat(10) + "\nb");
        assertThat(coloured.omitted().any()).isFalse();
        assertThat(styleAt(coloured, 11)).as("the colour is applied").containsExactly("ansi-fg-1");

        RenderedText longer = new TerminalText(false, 1_000, 10).render("a".repeat(12) + "\r\nb");
        assertThat(longer.text()).isEqualTo("a".repeat(10) + " … [2 more characters on this line]\nb");
        assertThat(longer.omitted().notice())
                .isEqualTo("12 of 14 characters shown: 1 line is cut after its first 10 characters.");
    }

    /**
     * With rendering off, escapes shown as {@code ^[[31m} fill a line up to its limit, but they are not counted as
     * characters: a line cut where only such escapes follow says so, never "0 more characters".
     */
    @Test
    void aLineCutWhereOnlyEscapesFollowSaysSoWithoutACount() {
        RenderedText colours = new TerminalText(false, 1_000, 10).render("\u001b[31m".repeat(4) + "\nb");

        assertThat(colours.text()).isEqualTo("^[[31m^[[31m … [only escapes on the rest of this line]\nb");
        assertThat(colours.omitted().notice()).isEqualTo(
                "All 2 characters are shown; only escapes are left out, at the end of 1 line longer than 10 characters.");

        RenderedText text = new TerminalText(false, 1_000, 10).render("a".repeat(10) + "\u001b[0m\u001b[K");
        assertThat(text.text()).isEqualTo("a".repeat(10) + " … [only escapes on the rest of this line]");
        assertThat(text.omitted().notice()).startsWith("All 10 characters are shown;");
    }

    /** The 8-bit OSC and ST are never taken (nor passed to the screen): their code points show, rendering or not. */
    @Test
    void the8BitOscAndStringTerminatorShowAsTheirCodePoint() {
        String title = "\u009d0;title\u009cx";
        assertThat(rendering.render(title).text()).isEqualTo("<U+009D>0;title<U+009C>x");
        assertThat(literal.render(title).text()).isEqualTo("<U+009D>0;title<U+009C>x");
        assertThat(styleAt(rendering.render(title), 0)).containsExactly(TerminalText.CONTROL);
    }

    @Test
    void controlCharactersShowInCaretNotationThatEveryFontDraws() {
        RenderedText text = literal.render("nul\u0000 bell\u0007 del\u007f c1\u0085 cr\rx\r\nnext");
        assertThat(text.text()).isEqualTo("nul^@ bell^G del^? c1<U+0085> cr^Mx\nnext");
        assertThat(styleAt(text, 3)).containsExactly(TerminalText.CONTROL);
        assertThat(styleAt(text, 4)).containsExactly(TerminalText.CONTROL);
        assertThat(styleAt(text, 5)).isEmpty();
    }

    /** tqdm's bar: each draw starts with '\r' and writes over the one before; the reader wants where it ended. */
    @Test
    void aLineDrawnAgainShowsWhatATerminalLeavesOfIt() {
        RenderedText bar = rendering.render("epoch 1\n\r  0%|          | 0/2\r 50%|#####     | 1/2"
                + "\r100%|##########| 2/2\nepoch 2\n");

        assertThat(bar.text()).isEqualTo("epoch 1\n100%|##########| 2/2\nepoch 2");
        assertThat(bar.omitted().redrawnLines()).isEqualTo(1);
        assertThat(bar.omitted().notice()).isEqualTo("1 line drawn over (a progress bar, a spinner) shows"
                + " what a terminal leaves of it: turn ANSI colours off to see every draw.");
        assertThat(rendering.render("\rseed=42\rdone\n").text()).as("a shorter draw leaves the end of the longer")
                .isEqualTo("done=42");
        assertThat(literal.render("\rseed=42\rdone\n").text()).isEqualTo("^Mseed=42^Mdone");
    }

    @Test
    void aCarriageReturnThatNothingIsDrawnOverIsNoRedraw() {
        RenderedText windows = rendering.render("a\r\nb\r\n");
        RenderedText once = rendering.render("\r  0%|  | 0/2\n");

        assertThat(windows.text()).isEqualTo("a\nb");
        assertThat(once.text()).isEqualTo("  0%|  | 0/2");
        assertThat(windows.omitted().any()).isFalse();
        assertThat(once.omitted().any()).isFalse();
    }

    @Test
    void aCarriageReturnRunBeforeTheLineEndIsNoRedraw() {
        RenderedText doubled = rendering.render("abc\r\r\nnext\r\r\r\nlast\r\r");

        assertThat(doubled.text()).as("as in a terminal: they draw nothing").isEqualTo("abc\nnext\nlast");
        assertThat(doubled.spans()).containsExactly(new StyleRun(List.of(), 13));
        assertThat(doubled.omitted().redrawnLines()).isZero();
        assertThat(literal.render("abc\r\r\nlast\r").text()).as("each shown with rendering off, but the CRLF's")
                .isEqualTo("abc^M\nlast^M");
        assertThat(rendering.render("\rold text\r\rnew\n").text()).isEqualTo("new text");
        RenderedText returns = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> new TerminalText(true, 100, 100).render("a" + "\r".repeat(2_000_000) + "\nb"));
        assertThat(returns.omitted().redrawnLines()).as("a run of CRs is looked through once").isZero();
    }

    /** pip and rich clear the line before each draw; what they erase does not stay as a shorter draw's tail. */
    @Test
    void anEraseInLineInARedrawnLineErasesInsteadOfShowing() {
        assertThat(rendering.render("\rDownloading 10%\r\u001b[2K 20%\n").text()).isEqualTo(" 20%");
        assertThat(rendering.render("\rabcdef\rxy\u001b[K\n").text()).isEqualTo("xy");
        assertThat(rendering.render("\rabcdef\rxy\u001b[0K\n").text()).isEqualTo("xy");
        assertThat(rendering.render("\rabcdef\rxy\u001b[1Kz\n").text()).as("from the start to the cursor")
                .isEqualTo("  zdef");
        assertThat(rendering.render("\rabcdef\rxy\u001b[3K\n").text()).as("not an erase: shown, in no column")
                .isEqualTo("xy^[[3Kcdef");
    }

    /** A wide character takes two columns, as in xterm and VTE: a redraw over some of them lands where it would. */
    @Test
    void aWideCharacterInARedrawnLineTakesTwoColumns() {
        assertThat(rendering.render("\rabcd\r\u4e16\n").text()).isEqualTo("\u4e16cd");
        assertThat(rendering.render("\r\u4e16\u754c!\rab\n").text()).isEqualTo("ab\u754c!");
        assertThat(rendering.render("\r\u4e16\u754c!\r\u4e2d\u6587\n").text()).isEqualTo("\u4e2d\u6587!");
        assertThat(rendering.render("\r\ud83d\ude00\ud83d\ude00!\rok\n").text()).as("an emoji, a surrogate pair")
                .isEqualTo("ok\ud83d\ude00!");
    }

    /** xterm and VTE leave a blank in the half of a wide character that a draw or an erase did not cover. */
    @Test
    void drawingOverHalfOfAWideCharacterLeavesABlankInTheOtherHalf() {
        assertThat(rendering.render("\r\u4e16\u754c\rx\n").text()).as("the left half").isEqualTo("x \u754c");
        assertThat(rendering.render("\r\ud83d\ude00\ud83d\ude00\rx\n").text()).isEqualTo("x \ud83d\ude00");
        assertThat(rendering.render("\r\u4e16\u754c\rx\u4e2d\n").text()).as("a wide one over two halves")
                .isEqualTo("x\u4e2d ");
        assertThat(rendering.render("\r1234567\u4e16\r\tx\n").text()).as("the right half, reached by a tab")
                .isEqualTo("1234567 x");
        assertThat(rendering.render("\r1234567\u4e16!\r\t\u001b[K\n").text()).as("erased from the right half")
                .isEqualTo("1234567 ");
        assertThat(rendering.render("\r\u4e16\u754c\r\u001b[1K\n").text()).as("erased to the left half")
                .isEqualTo("  \u754c");
    }

    @Test
    void theBlankLeftOfAWideCharacterKeepsItsColours() {
        RenderedText text = rendering.render("\r\u001b[31m\u4e16\u001b[0m\rx\n");
        assertThat(text.text()).isEqualTo("x ");
        assertThat(styleAt(text, 0)).isEmpty();
        assertThat(styleAt(text, 1)).containsExactly("ansi-fg-1");
    }

    @Test
    void aTabInARedrawnLineMovesToTheNextMultipleOfEight() {
        assertThat(rendering.render("\rabcdefghij\r\tX\n").text()).isEqualTo("abcdefghXj");
        assertThat(rendering.render("\rab\r\tX\n").text()).as("columns skipped show as blanks")
                .isEqualTo("ab      X");
        assertThat(rendering.render("\rabcdefghij\rab\tX\n").text()).isEqualTo("abcdefghXj");
        assertThat(rendering.render("\rab\r\t\n").text()).as("a tab alone draws nothing").isEqualTo("ab");
        assertThat(rendering.render("\r\u4e16\u4e16\u4e16\u4e16\u4e16\r\tX\n").text()).as("8 columns, 4 CJK")
                .isEqualTo("\u4e16\u4e16\u4e16\u4e16X ");
    }

    @Test
    void aCombiningMarkStaysWithItsCharacterAndGoesWhenThatIsDrawnOver() {
        assertThat(rendering.render("\rcafe\u0301!\rCAF\n").text()).isEqualTo("CAFe\u0301!");
        assertThat(rendering.render("\rcafe\u0301!\rCAFE\n").text()).isEqualTo("CAFE!");
        assertThat(rendering.render("\r\ud83d\udc4d\ufe0f\u4e16\r\u4e2d\n").text()).as("a variation selector")
                .isEqualTo("\u4e2d\u4e16");
    }

    /** A control a terminal does not show takes no column: it shows after the cell before it, until that is drawn over. */
    @Test
    void aControlShownInARedrawnLineTakesNoColumn() {
        assertThat(rendering.render("\rab\u0000cd\rXY\n").text()).isEqualTo("XYcd");
        assertThat(rendering.render("\rabcd\rab\u0000\n").text()).isEqualTo("ab^@cd");
        assertThat(rendering.render("\r\u0007ab\n").text()).as("no redraw: nothing drawn over").isEqualTo("^Gab");
        assertThat(rendering.render("\r\u001b[?25l 10%\r\u001b[?25l 20%\r\u001b[?25l 30%\n").text())
                .as("one before the first cell goes when that is drawn over").isEqualTo(" 30%");
        assertThat(rendering.render("\rab\r\u0007\r\u0007\r\u0007\n").text()).as("a repeated one shows once")
                .isEqualTo("^Gab");
        assertThat(rendering.render("\rab\udc80cd\rXYZ\n").text()).as("a byte not UTF-8: one cell, as U+FFFD")
                .isEqualTo("XYZcd");
    }

    @Test
    void aWideCharacterPastTheLineLimitCountsAsOneCharacterInTheMarker() {
        RenderedText text = new TerminalText(true, 1_000, 4).render("\rx\r\u4e16\u4e16\u4e16\u4e16\u4e16\n");
        assertThat(text.text()).isEqualTo("\u4e16\u4e16 … [3 more characters on this line]");
        assertThat(text.omitted().cutChars()).isEqualTo(3);
        assertThat(new TerminalText(true, 1_000, 3).render("\rx\r\u4e16\u4e16\u4e16\n").text())
                .as("one across the limit shows whole").isEqualTo("\u4e16\u4e16 … [1 more character on this line]");
    }

    /** The columns a tab skipped before the cut show as blanks, as when the line is not cut, and are not counted. */
    @Test
    void aLineCutPastATabShowsTheColumnsItSkippedUpToTheCut() {
        RenderedText text = new TerminalText(true, 1_000, 4).render("\rx\ra\tX\n");
        assertThat(text.text()).isEqualTo("a    … [5 more characters on this line]");
        assertThat(text.omitted().cutChars()).isEqualTo(5);
    }

    /** The blanks an erase leaves at the end of a line past the limit show nothing: they are no more characters. */
    @Test
    void erasedBlanksAtTheEndOfALinePastTheLimitAreNotCounted() {
        TerminalText five = new TerminalText(true, 1_000, 5);
        RenderedText erased = five.render("abcdefghij\u001b[1K\n");
        assertThat(erased.text()).isEqualTo("     ");
        assertThat(erased.omitted().cutLines()).isZero();
        assertThat(five.render("abcdefghij\b\b\u001b[1K\n").text()).as("the end not erased")
                .isEqualTo("      … [5 more characters on this line]");
        assertThat(five.render("abcdefghij\u001b[2Kxy\rz\n").text()).as("blanks before what is drawn count")
                .isEqualTo("z     … [7 more characters on this line]");
        assertThat(five.render("abcdef\u4e16\b\b\u001b[1K\n").text())
                .as("a wide character erased in half goes whole").isEqualTo("     ");
    }

    /** Hostile output cannot make erases slow: each costs what it newly erases, and past the limit a range. */
    @Test
    void repeatedErasesOfALongLineTakeLinearTime() {
        RenderedText manyErases = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> rendering.render("a".repeat(9_999) + "\u001b[1K".repeat(200_000) + "z\n"));
        assertThat(manyErases.text()).isEqualTo(" ".repeat(9_999) + "z");
        RenderedText pastTheLimit = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> new TerminalText(true, 100_000, 5).render("a".repeat(1_000_000) + "\u001b[1K".repeat(2_000)
                        + "\n"));
        assertThat(pastTheLimit.text()).isEqualTo("     ");
        assertThat(pastTheLimit.omitted().cutLines()).isZero();
    }

    @Test
    void anEraseAfterADrawOrInAnotherColourBlanksAgain() {
        assertThat(rendering.render("\rabc\b\u001b[1K\rx\u001b[1K\n").text()).as("drawn in since the last erase")
                .isEqualTo("   ");
        RenderedText coloured = rendering.render("\rabc\b\u001b[1K\u001b[41m\u001b[1K\n");
        assertThat(coloured.text()).isEqualTo("   ");
        assertThat(styleAt(coloured, 0)).as("the second erase's colour").contains("ansi-bg-1");
        assertThat(styleAt(coloured, 2)).contains("ansi-bg-1");
        RenderedText cutBack = rendering.render("\u001b[41m\rabc\u001b[1K\r\u001b[K\u001b[0m\tx\u001b[41m\u001b[1K\n");
        assertThat(cutBack.text()).isEqualTo(" ".repeat(9));
        assertThat(styleAt(cutBack, 0)).as("an erase to the end took the blank cells away: the tab's are new")
                .contains("ansi-bg-1");
    }

    /** Many programs end a line with an erase to its end; with no redraw it erases nothing, so it shows nothing. */
    @Test
    void anEraseToTheLineEndOutsideARedrawnLineIsNotShown() {
        assertThat(rendering.render("done\u001b[K\nnext\u001b[0K x\u009bK\n").text()).isEqualTo("done\nnext x");
        assertThat(rendering.render("c\u001b[3Dd").text()).as("a cursor move: shown").isEqualTo("c^[[3Dd");
        RenderedText shown = literal.render("done\u001b[K\n");
        assertThat(shown.text()).as("rendering off: shown").isEqualTo("done^[[K");
        assertThat(styleAt(shown, 4)).as("the search reads past it").contains(TerminalText.UNSHOWN);
        assertThat(shown.omitted().sourceLength()).as("a terminal shows nothing of it: not counted").isEqualTo(5);
    }

    @Test
    void eachCellKeepsTheColoursItWasDrawnInAndControlsStayVisible() {
        RenderedText text = rendering.render("\u001b[31mred!\u001b[0m\r\u001b[1mok\u001b[0m\u0000\nnext");

        assertThat(text.text()).isEqualTo("ok^@d!\nnext");
        assertThat(styleAt(text, 0)).containsExactly("ansi-bold");
        assertThat(styleAt(text, 2)).containsExactly(TerminalText.CONTROL);
        assertThat(styleAt(text, 4)).containsExactly("ansi-fg-1");
        assertThat(styleAt(text, 7)).as("the state after the line, as a terminal has it").isEmpty();
    }

    /** A bar redrawn for an hour is a line of megabytes: its last state shows whatever the limits. */
    @Test
    void aLongRedrawnLineShowsItsLastStatePastBothLimits() {
        StringBuilder hour = new StringBuilder();
        for (int i = 0; i <= 36_000; i++) {
            hour.append(String.format("\r%3d%%| %d/36000 [it/s]", i / 360, i));
        }
        RenderedText text = new TerminalText(true, 100_000, 10_000).render(hour + "\nafter\n");

        assertThat(hour.length()).isGreaterThan(100_000);
        assertThat(text.text()).isEqualTo("100%| 36000/36000 [it/s]");
        assertThat(text.omitted().cutLines()).isZero();
        assertThat(text.omitted().truncated()).as("what follows the line is past the part read").isTrue();
    }

    @Test
    void aDrawWiderThanTheLineLimitIsCutWithAMarkerAndMegabytesStayFast() {
        RenderedText wide = new TerminalText(true, 1_000, 10).render("\rx\r0123456789ABCDEF");
        assertThat(wide.text()).isEqualTo("0123456789 … [6 more characters on this line]");
        assertThat(wide.omitted().cutLines()).isEqualTo(1);

        String huge = "\r\u0000\udc80" + "\u001b[31m\r\u00e9".repeat(2_000_000) + "x".repeat(10_000_000);
        RenderedText text = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> new TerminalText(true, 262_144, 10_000).render(huge));
        assertThat(text.text()).isEqualTo("\u00e9" + "x".repeat(9_999) + " … [9,990,001 more characters on this line]");
    }

    @Test
    void tabsAndNewlinesAreKept() {
        assertThat(rendering.render("a\tb\nc").text()).isEqualTo("a\tb\nc");
    }

    @Test
    void aTrailingNewlineEndsTheLastLineAsInAnEditorSoTheLinesNumberedAreTheLinesCounted() {
        assertThat(rendering.render("a\nb\n").text()).isEqualTo("a\nb");
        assertThat(rendering.render("a\r\n\n").text()).isEqualTo("a\n");
        assertThat(rendering.render("\u001b[31ma\n\u001b[0m").text()).isEqualTo("a\n");
        for (String output : List.of("one\n", "one", "8\nlines\n\n\n\n\n\n\n", "\n", "a\n\nb", "x\r\n")) {
            long paragraphs = rendering.render(output).text().split("\n", -1).length;
            assertThat(paragraphs).as(output).isEqualTo(output.lines().count()); // the Overview's "1 line"
        }
    }

    @Test
    void overlongLinesAreCutWithAMarker() {
        TerminalText narrow = new TerminalText(true, 1_000_000, 10);
        RenderedText text = narrow.render("0123456789ABCDEF\nshort");
        assertThat(text.text()).isEqualTo("0123456789 … [6 more characters on this line]\nshort");
        assertThat(styleAt(text, 12)).containsExactly(TerminalText.TRUNCATION);
        assertThat(text.omitted()).isEqualTo(new Omission(22, 22, 10, 1, 6, false));
    }

    @Test
    void theCutMarkerCountsTheWholeRestOfTheLineWithSeparators() {
        RenderedText text = new TerminalText(true, 50_000, 10).render("x".repeat(1_234_567));
        assertThat(text.text()).isEqualTo("x".repeat(10) + " … [1,234,557 more characters on this line]");
        assertThat(text.omitted().hiddenChars()).isEqualTo(1_234_557);
    }

    @Test
    void outputBeyondTheLimitIsLeftOutWithoutAMarkerThatWouldReadAsALine() {
        TerminalText small = new TerminalText(true, 5, 100);
        RenderedText text = small.render("line1\nline2\n");
        assertThat(text.omitted().truncated()).isTrue();
        assertThat(text.text()).isEqualTo("line1");
        assertThat(text.omitted()).isEqualTo(new Omission(12, 5, 100, 0, 0, false));
        assertThat(text.omitted().hiddenChars()).isEqualTo(7);
    }

    @Test
    void thePartReadEndsBeforeAnEscapeThatWouldCrossItsEnd() {
        String line = "line of text \u001b[31mred\u001b[0m\n";
        for (int limit = line.length() - 8; limit < line.length() + 6; limit++) {
            for (boolean ansi : new boolean[] {true, false}) {
                RenderedText text = new TerminalText(ansi, line.length() + limit, 100).render(line + line);
                assertThat(text.text()).as("limit " + limit + ", ansi " + ansi).doesNotEndWith("^[")
                        .doesNotEndWith("^[[").doesNotEndWith("^[[3").doesNotEndWith("^[[0");
            }
        }
        RenderedText text = new TerminalText(false, 17, 100).render("line of text \u001b[31mred");
        assertThat(text.text()).isEqualTo("line of text ");
        assertThat(text.omitted()).isEqualTo(new Omission(16, 13, 100, 0, 0, false));
        assertThat(text.omitted().notice()).isEqualTo("13 of 16 characters shown: none after the first 13.");
    }

    /**
     * Nor in a line cut before the part read ends: a control string across its end counted in the part read made the
     * notice say "all after the first -2,186" of a long line of sixel strings.
     */
    @Test
    void thePartReadEndsBeforeAControlStringAcrossItsEndInACutLine() {
        String line = "x".repeat(20) + "\u001bPq" + "a".repeat(20) + "\u001b\\y";
        RenderedText text = new TerminalText(false, 30, 10).render(line);
        assertThat(text.text()).isEqualTo("x".repeat(10) + " … [11 more characters on this line]");
        assertThat(text.omitted()).isEqualTo(new Omission(21, 20, 10, 1, 10, true));
        assertThat(text.omitted().notice()).isEqualTo("10 of 21 characters shown: 1 line is cut after its"
                + " first 10 characters.");
        RenderedText split = new TerminalText(false, 44, 10).render(line);
        assertThat(split.omitted().readLength()).as("the ST split by the end").isEqualTo(20);
    }

    /**
     * With rendering on, the part read holds the first characters that show, however many escapes lie between them:
     * it ended after so many characters of the source, and an output of 'ab', a megabyte of colour escapes and 'cd'
     * showed 'ab' even after Show more.
     */
    @Test
    void withRenderingOnThePartReadIsOfCharactersThatShow() {
        String source = "ab" + "\u001b[0m\u001b]0;title\u0007".repeat(1_000) + "cdefgh";

        RenderedText text = new TerminalText(true, 5, 100).render(source);

        assertThat(text.text()).isEqualTo("abcde");
        assertThat(text.omitted().notice()).isEqualTo("5 of 8 characters shown: none after the first 5.");
        assertThat(new TerminalText(false, 5, 100).render(source).text()).as("with it off, escapes show as text")
                .isEqualTo("ab");
    }

    /**
     * A colour sequence of megabytes is no sequence: it shows as text, cut as a long line is, and counts as the text it
     * shows in the part read and once read whole alike. Read as a colour, the part read ended before it, and each Show
     * more showed nothing new until one read all of it.
     */
    @Test
    void aColourSequenceLongerThanTheLongestIsShownAsTextAndCut() {
        String source = "ok\n" + "\u001b[" + "1;".repeat(1_000_000) + "m" + "x";
        for (boolean ansi : new boolean[] {true, false}) {
            RenderedText text = new TerminalText(ansi, 1_000, 100_000).render(source);

            assertThat(text.text()).as("ansi " + ansi).startsWith("ok\n^[[1;1;").hasSize(1_001);
            assertThat(styleAt(text, 3)).as("ansi " + ansi).contains(TerminalText.CONTROL);
            assertThat(text.omitted()).as("ansi " + ansi).isEqualTo(new Omission(source.length(), 1_000, 100_000, 0, 0,
                    false));
            RenderedText cutLine = new TerminalText(ansi, 4_000_000, 100_000).render(source);
            assertThat(cutLine.text()).as("ansi " + ansi).startsWith("ok\n^[[1;1;")
                    .endsWith(" more characters on this line]").hasSizeLessThan(100_100);
            assertThat(cutLine.omitted().sourceLength()).as("ansi " + ansi).isEqualTo(source.length());
        }
    }

    /** One that shows (a cursor move) is shown as text, cut or not, and counts as text either way. */
    @Test
    void aPartReadEndingInAShownSequenceLongerThanTheLookaheadCountsItAsTheTextItShows() {
        String source = "\u001b[" + "1;".repeat(1_000_000) + "Hx";

        Omission omitted = new TerminalText(true, 1_000, 100_000).render(source).omitted();

        assertThat(omitted.readLength()).isEqualTo(1_000);
        assertThat(omitted.sourceLength()).isEqualTo(source.length());
    }

    @Test
    void countsLeaveOutColourEscapesAsATerminalDoes() {
        String coloured = "\u001b[32mline of text\u001b[0m\n".repeat(1_000);
        RenderedText text = new TerminalText(false, 22 * 10, 100).render(coloured);
        assertThat(text.omitted().sourceLength()).isEqualTo(13 * 1_000);
        assertThat(text.omitted().readLength()).isEqualTo(13 * 10);
        assertThat(text.omitted().hiddenChars()).isEqualTo(13 * 990);

        String line = "\u001b[1m0123456789\u001b[0mABCDEF\u001b[m\nshort";
        RenderedText cut = new TerminalText(true, 100_000, 10).render(line);
        assertThat(cut.text()).startsWith("0123456789 … [6 more characters on this line]");
        assertThat(cut.omitted().hiddenChars()).isEqualTo(6);
        RenderedText literal = new TerminalText(false, 100_000, 10).render(line);
        assertThat(literal.text()).as("the shown ^[[1m takes room on the line").startsWith("^[[1m01234 … [11 more");
        assertThat(literal.omitted().hiddenChars()).isEqualTo(11);
    }

    @Test
    void spansCoverTheWholeTextEachStyleInOneRun() {
        RenderedText text = rendering.render("\u001b[1mbold\u001b[0m plain \u0000 \u001b[4mu");
        assertThat(text.spans()).extracting(StyleRun::length).containsExactly(4, 7, 2, 1, 1);
        assertThat(text.spans().stream().mapToInt(StyleRun::length).sum()).isEqualTo(text.text().length());
        assertThat(rendering.render("").spans()).isEmpty();
    }

    /** rich and tqdm hide the cursor around their bars; with rendering on that shows nothing, in a bar or not. */
    @Test
    void theCursorsHideAndShowShowNothingWithRenderingOn() {
        String bar = "\u001b[?25l\r 50%|#  |\r100%|###|\u001b[?25h\nok\u001b[?25l\n";
        assertThat(rendering.render(bar).text()).isEqualTo("100%|###|\nok");
        RenderedText shown = literal.render("ok\u001b[?25l");
        assertThat(shown.text()).isEqualTo("ok^[[?25l");
        assertThat(styleAt(shown, 2)).as("the search reads past it").contains(TerminalText.UNSHOWN);
        assertThat(shown.omitted().sourceLength()).isEqualTo(2);
    }

    @Test
    void aHyperlinkShowsItsTextWithRenderingOnAndItsEscapesWithRenderingOff() {
        String link = "see \u001b]8;;https://x.org\u001b\\docs\u001b]8;;\u0007\n"
                + "\r 1%\r\u001b]8;;u\u0007done\u001b]8;;\u0007\n";
        assertThat(rendering.render(link).text()).isEqualTo("see docs\ndone");
        RenderedText shown = literal.render(link);
        assertThat(shown.text()).startsWith("see ^[]8;;https://x.org^[\\docs^[]8;;^G\n");
        assertThat(styleAt(shown, 4)).containsExactlyInAnyOrder(TerminalText.CONTROL, TerminalText.UNSHOWN);
        assertThat(styleAt(shown, 26)).as("docs").isEmpty();
        assertThat(shown.omitted().sourceLength()).as("see docs, CR 1% CR done").isEqualTo(8 + 1 + 10);
    }

    /** A stray {@code ESC ]} is shown and never hides the output after it. */
    @Test
    void anOscNotEndedOrWithAControlInItIsShownAndHidesNothing() {
        assertThat(rendering.render("a\u001b]8;;https://x.org and on\nnext\u0007").text())
                .isEqualTo("a^[]8;;https://x.org and on\nnext^G");
        assertThat(rendering.render("\r1\rab\u001b]8;;u\tv\u0007x\n").text()).as("in a redrawn line")
                .isEqualTo("ab^[]8;;u v^Gx");
    }

    @Test
    void aHyperlinkAcrossTheEndOfThePartReadEndsThePartBeforeIt() {
        RenderedText text = new TerminalText(false, 8, 100).render("abc\u001b]8;;https://x.org\u0007link");
        assertThat(text.text()).isEqualTo("abc");
        assertThat(text.omitted().sourceLength()).isEqualTo(7);
        assertThat(text.omitted().readLength()).isEqualTo(3);
    }

    /**
     * A save of the cursor ({@code ESC 7}, {@code ESC[s}) shows nothing and moves nothing: with rendering on it is not
     * shown nor counted, in a redrawn line too (its '7' took a cell); with it off it is one escape, {@code ^[7}. A
     * restore ({@code ESC 8}, {@code ESC[u}) moves the cursor, perhaps to another row, and shows as other cursor moves.
     */
    @Test
    void aCursorSaveShowsNothingAndARestoreShowsAsACursorMove() {
        RenderedText saved = rendering.render("50%\u001b7 done\u001b[s!\n\r 50%\u001b7|#  |\r100%|###|\n");
        assertThat(saved.text()).isEqualTo("50% done!\n100%|###|");
        assertThat(saved.omitted().sourceLength()).isEqualTo(9 + 1 + 9 + 9 + 1);
        assertThat(rendering.render("50%\u001b[1;40s done").text()).as("with numbers, as xterm takes it")
                .isEqualTo("50% done");

        assertThat(rendering.render("50%\u001b[?25s\u001b[?25l done\u001b[?25r").text())
                .as("a save of private modes, a restore of the cursor's visibility").isEqualTo("50% done");
        assertThat(rendering.render("a\u001b[?1049rb").text()).as("a restore of the alternate screen")
                .isEqualTo("a^[[?1049rb");

        RenderedText literalSave = literal.render("x\u001b7y");
        assertThat(literalSave.text()).isEqualTo("x^[7y");
        assertThat(styleAt(literalSave, 3)).containsExactlyInAnyOrder(TerminalText.CONTROL, TerminalText.UNSHOWN);

        RenderedText restored = rendering.render("a\u001b8b\u001b[uc");
        assertThat(restored.text()).isEqualTo("a^[8b^[[uc");
        assertThat(styleAt(restored, 3)).containsExactly(TerminalText.CONTROL);
    }

    /** A spinner draws each frame over the last with a backspace; with rendering on the line shows the last one. */
    @Test
    void aBackspaceMovesTheCursorOneCellBackWithRenderingOn() {
        RenderedText spinner = rendering.render("working |\b/\b-\b\\\bdone\n");
        assertThat(spinner.text()).isEqualTo("working done");
        assertThat(spinner.omitted().redrawnLines()).isEqualTo(1);
        assertThat(rendering.render("abc\b\b\n").text()).as("nothing drawn over: all stays").isEqualTo("abc");
        assertThat(rendering.render("abc\b\b\n").omitted().redrawnLines()).isEqualTo(1);
        assertThat(literal.render("|\b/").text()).isEqualTo("|^H/");
        assertThat(new TerminalText(true, 4, 100).render("spin |\b/\b-\nnext\b\n").text())
                .as("its first backspace past the part read: read to its end").isEqualTo("spin -");
        assertThat(rendering.render("\b\bx\u001b[31my\b\u001b[0mz").text()).as("at the line's start it stays")
                .isEqualTo("xz");
        assertThat(rendering.render("\bx").omitted().redrawnLines()).isZero();
    }

    /** Behind a wide character a backspace goes onto its right half: drawing there blanks its left half. */
    @Test
    void aBackspaceBehindAWideCharacterGoesOneColumnBack() {
        assertThat(rendering.render("\u4e16\bx\n").text()).isEqualTo(" x");
        assertThat(rendering.render("\u4e16\b\bx\n").text()).isEqualTo("x ");
        assertThat(rendering.render("ab\u4e16\b\b\b\u4e16\n").text()).isEqualTo("a\u4e16 ");
    }

    /** Outside a bar's redraws, an erase of the line's start or of the whole line erases what was drawn before it. */
    @Test
    void anEraseOfTheLinesStartOrOfTheWholeLineIsApplied() {
        RenderedText text = rendering.render("old\u001b[1Knew\nlost\u001b[2K\n\u001b[2Kdrawn\n");
        assertThat(text.text()).isEqualTo("   new\n    \ndrawn");
        assertThat(text.omitted().redrawnLines()).as("the last erased nothing").isEqualTo(2);
        assertThat(literal.render("a\u001b[2K").text()).isEqualTo("a^[[2K");
    }

    /** With rendering off, {@code input} shows as {@code shown}, its character at {@code index} marked a control. */
    private void assertShownAsControl(String input, String shown, int index) {
        RenderedText text = literal.render(input);
        assertThat(text.text()).isEqualTo(shown);
        assertThat(styleAt(text, index)).contains(TerminalText.CONTROL);
    }

    private static Collection<String> styleAt(RenderedText text, int position) {
        int offset = 0;
        for (StyleRun span : text.spans()) {
            if (position < offset + span.length()) {
                return span.style();
            }
            offset += span.length();
        }
        throw new AssertionError("position " + position + " beyond spans");
    }
}
