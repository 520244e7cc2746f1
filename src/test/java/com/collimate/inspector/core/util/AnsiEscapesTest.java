package com.collimate.inspector.core.util;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AnsiEscapesTest {
    @Test
    void colourEscapesGoTheRestStays() {
        assertThat(AnsiEscapes.stripUnshown("\u001b[1;31merror\u001b[0m: x")).isEqualTo("error: x");
        assertThat(AnsiEscapes.stripUnshown("\u001b[38;5;208morange\u001b[m")).isEqualTo("orange");
        assertThat(AnsiEscapes.stripUnshown("a\u001b[2Kb")).as("erase line is not a colour").isEqualTo("a\u001b[2Kb");
        assertThat(AnsiEscapes.stripUnshown("bell\u0007 and \u001b alone \u001b[31")).isEqualTo("bell\u0007 and \u001b alone \u001b[31");
    }

    @Test
    void anEraseToTheLineEndGoesLikeAColourAndIsNotCountedAsShown() {
        assertThat(AnsiEscapes.stripUnshown("done\u001b[K x\u001b[0K\u009bK")).isEqualTo("done x");
        assertThat(AnsiEscapes.stripUnshown("a\u001b[1Kb\u001b[00Kc\u001b[3K")).as("they erase, or are not that")
                .isEqualTo("a\u001b[1Kb\u001b[00Kc\u001b[3K");
        assertThat(AnsiEscapes.shownChars("ok\u001b[K\u001b[0K", 0, 9)).isEqualTo(2);
        assertThat(AnsiEscapes.erasesToLineEnd("\u009b0K", 0, 3)).isTrue();
        assertThat(AnsiEscapes.erasesToLineEnd("\u001b[2K", 0, 4)).isFalse();
    }

    @Test
    void controlStringsEndedBySTGoAsAnOscDoes() {
        assertThat(AnsiEscapes.stripUnshown("a\u001bPq~\u001b\\b\u001b_G;x\u001b\\c\u001b]0;t\u0007d")).isEqualTo("abcd");
        assertThat(AnsiEscapes.stripUnshown("a\u001bPq\u0007b\u001b^c\u001b[d")).as("BEL ends an OSC only; an ESC not ST")
                .isEqualTo("a\u001bPq\u0007b\u001b^c\u001b[d");
        assertThat(AnsiEscapes.unshownChars("\u001bXs\u001b\\ok", 0, 7)).isEqualTo(5);
    }

    @Test
    void textWithoutEscapesIsReturnedAsIs() {
        String plain = "no escapes here";
        assertThat(AnsiEscapes.stripUnshown(plain)).isSameAs(plain);
        assertThat(AnsiEscapes.stripUnshown("")).isEmpty();
    }

    @Test
    void adjacentAndTrailingEscapes() {
        assertThat(AnsiEscapes.stripUnshown("\u001b[31m\u001b[1mx\u001b[0m")).isEqualTo("x");
        assertThat(AnsiEscapes.stripUnshown("\u001b\u001b[31mx")).isEqualTo("\u001bx");
    }

    @Test
    void unshownCharsCountsTheColourSequencesThatStartAndEndInTheRange() {
        String text = "\u001b[32mok\u001b[0m \u001b[2K\u001b[1;31m";
        assertThat(AnsiEscapes.unshownChars(text, 0, text.length())).isEqualTo(5 + 4 + 7);
        assertThat(AnsiEscapes.unshownChars(text, 5, text.length())).isEqualTo(4 + 7);
        assertThat(AnsiEscapes.unshownChars(text, 0, 5)).isEqualTo(5);
        assertThat(AnsiEscapes.unshownChars("plain", 0, 5)).isZero();
        assertThat(AnsiEscapes.unshownChars("cut \u001b[3", 0, 7)).isZero();
        assertThat(AnsiEscapes.unshownChars(text, 0, 3)).as("one crossing the range's end is its text").isZero();
        assertThat(AnsiEscapes.shownChars(text, 0, 8)).isEqualTo(3);
    }

    @Test
    void shownCharsCountAnEmojiAsOneAndNoColourSequence() {
        String text = "\u001b[32m\ud83d\ude00ok\u001b[0m \ud800";
        assertThat(AnsiEscapes.shownChars(text, 0, text.length())).as("emoji, o, k, space, lone surrogate")
                .isEqualTo(5);
        assertThat(AnsiEscapes.shownChars("\ud83d\ude00\ud83d\ude00", 2, 4)).isEqualTo(1);
    }

    @Test
    void the8BitCsiStartsAColourAsEscBracketDoes() {
        assertThat(AnsiEscapes.stripUnshown("\u009b1;31mFAIL\u009b0m ok")).isEqualTo("FAIL ok");
        assertThat(AnsiEscapes.stripUnshown("\u009b2Kx \u009b")).as("not colours: they stay").isEqualTo("\u009b2Kx \u009b");
        assertThat(AnsiEscapes.unshownChars("\u009b31mab\u001b[0m", 0, 10)).isEqualTo(4 + 4);
        assertThat(AnsiEscapes.csiEnd("\u009b31m", 0, 4)).isEqualTo(4);
        assertThat(AnsiEscapes.parametersStart("\u009b31m", 0)).isEqualTo(1);
        assertThat(AnsiEscapes.parametersStart("\u001b[31m", 0)).isEqualTo(2);
    }

    /** rich and tqdm hide the cursor while they draw a bar and show it after: nothing on the screen. */
    @Test
    void theCursorsHideAndShowAreNotShown() {
        String text = "\u001b[?25l 50%\u001b[?25h\u009b?25l";
        assertThat(AnsiEscapes.stripUnshown(text)).isEqualTo(" 50%");
        assertThat(AnsiEscapes.shownChars(text, 0, text.length())).isEqualTo(4);
        assertThat(AnsiEscapes.stripUnshown("\u001b[25l\u001b[?251l\u001b[?1049h")).as("other modes: shown")
                .isEqualTo("\u001b[25l\u001b[?251l\u001b[?1049h");
    }

    /** A save of the cursor moves nothing and shows nothing; a restore moves it and stays, as other cursor moves. */
    @Test
    void aCursorSaveIsNotShownARestoreIs() {
        String text = "\u001b7 50%\u001b[s\u009bs\u001b8\u001b[u";
        assertThat(AnsiEscapes.stripUnshown(text)).isEqualTo(" 50%\u001b8\u001b[u");
        assertThat(AnsiEscapes.sequenceEnd(text, text.indexOf("\u001b8"), text.length()))
                .isEqualTo(text.indexOf("\u001b8") + 2);
    }

    /**
     * xterm's save of DEC private modes ({@code CSI ? Pm s}, XTSAVE) changes nothing on the screen: it was shown as a
     * control. A restore ({@code CSI ? Pm r}, XTRESTORE) sets the modes again, as {@code CSI ? Pm h} or {@code l} would:
     * of the cursor's visibility alone it shows nothing, as {@code CSI ?25h}; of others (the alternate screen) it is
     * shown, as {@code CSI ?1049h} is.
     */
    @Test
    void aSaveOfPrivateModesIsNotShownARestoreOnlyOfTheCursorsVisibility() {
        String text = "a\u001b[?25sb\u009b?1049;25sc\u001b[?25rd\u001b[?1049r\u001b[?sx\u001b[?2 s";
        assertThat(AnsiEscapes.stripUnshown(text)).isEqualTo("abcd\u001b[?1049rx\u001b[?2 s");
        assertThat(AnsiEscapes.shownChars(text, 0, text.indexOf('d') + 1)).isEqualTo(4);
    }

    /**
     * {@code CSI 1;40 s} sets the left and right margins (DECSLRM) only in the mode a program turns on first
     * (DECLRMM); else xterm saves the cursor, as {@code CSI s}: it was shown as a cursor move. Other parameters are no
     * save of the cursor ({@code CSI ?69s} saves a mode).
     */
    @Test
    void aCursorSaveWithNumericParametersIsASave() {
        String text = "a\u001b[1;40sb\u009b5s\u001b[;s\u001b[1 s";
        assertThat(AnsiEscapes.stripUnshown(text)).isEqualTo("ab\u001b[1 s");
        assertThat(AnsiEscapes.shownChars(text, 0, text.indexOf('b') + 1)).isEqualTo(2);
        assertThat(AnsiEscapes.cursorSaveEnd("\u001b[?69s", 0, 6)).isEqualTo(-1);
    }

    @Test
    void aHyperlinkShowsItsTextNotItsUrl() {
        String st = "\u001b]8;;https://example.com/a?b=1\u001b\\docs\u001b]8;;\u001b\\ ok";
        String bel = "\u001b]8;id=1;https://x.org\u0007see\u001b]8;;\u0007";
        assertThat(AnsiEscapes.stripUnshown(st)).isEqualTo("docs ok");
        assertThat(AnsiEscapes.stripUnshown(bel)).isEqualTo("see");
        assertThat(AnsiEscapes.controlStringEnd(bel, 0, bel.length())).isEqualTo(23);
        assertThat(AnsiEscapes.shownChars(st, 0, st.length())).isEqualTo(7);
    }

    /** Any OSC a terminal shows nothing of: a window title (ended by BEL or ST), a colour reset, an empty one. */
    @Test
    void aTitleOrAnyOtherOscIsNotShown() {
        String titled = "\u001b]0;train: step 3\u0007a\u001b]2;t\u001b\\b\u001b]104\u0007c\u001b]\u0007d";
        assertThat(AnsiEscapes.stripUnshown(titled)).isEqualTo("abcd");
        assertThat(AnsiEscapes.shownChars(titled, 0, titled.length())).isEqualTo(4);
        assertThat(AnsiEscapes.controlStringEnd(titled, 0, titled.length())).isEqualTo(18);
        assertThat(AnsiEscapes.stripUnshown("\u009d0;title\u009cx")).as("8-bit OSC and ST: not taken")
                .isEqualTo("\u009d0;title\u009cx");
    }

    /** A stray or cut OSC hides nothing: it is no OSC, and all after it stays. */
    @Test
    void aHyperlinkNotEndedOrWithAControlInItIsNone() {
        String unended = "\u001b]8;;https://x.org and the rest\nof the output";
        assertThat(AnsiEscapes.stripUnshown(unended)).isEqualTo(unended);
        assertThat(AnsiEscapes.stripUnshown("\u001b]8;;a\tb\u0007x")).isEqualTo("\u001b]8;;a\tb\u0007x");
        assertThat(AnsiEscapes.stripUnshown("\u001b]8;;\u001bx\u001b\\")).as("ESC not followed by a backslash")
                .isEqualTo("\u001b]8;;\u001bx\u001b\\");
        String tooLong = "\u001b]8;;" + "u".repeat(AnsiEscapes.LONGEST_SEQUENCE) + "\u0007x";
        assertThat(AnsiEscapes.controlStringEnd(tooLong, 0, tooLong.length())).as("looked for so far only").isEqualTo(-1);
        assertThat(AnsiEscapes.controlStringEnd("\u001b]8;;u\u0007", 0, 6)).as("not past the limit").isEqualTo(-1);
    }

    /**
     * A control sequence not ended within {@link AnsiEscapes#LONGEST_SEQUENCE} characters is none, colours too: one of
     * megabytes hid all it held and had its parameters split at once.
     */
    @Test
    void aControlSequenceLongerThanTheLongestIsNone() {
        String longest = "\u001b[" + "1".repeat(AnsiEscapes.LONGEST_SEQUENCE - 3) + "m";
        String tooLong = "\u009b" + "1;".repeat(AnsiEscapes.LONGEST_SEQUENCE) + "mx";
        assertThat(AnsiEscapes.csiEnd(longest, 0, longest.length())).isEqualTo(AnsiEscapes.LONGEST_SEQUENCE);
        assertThat(AnsiEscapes.csiEnd(tooLong, 0, tooLong.length())).isEqualTo(-1);
        assertThat(AnsiEscapes.stripUnshown(tooLong)).isEqualTo(tooLong);
        assertThat(AnsiEscapes.shownChars(tooLong, 0, tooLong.length())).isEqualTo(tooLong.length());
    }
}
