package com.collimate.inspector.core.util;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ShownTextFinderTest {
    private static boolean found(String needle, String text) {
        return new ShownTextFinder(needle).foundIn(text);
    }

    @Test
    void colourEscapesAreNotTextButAMatchMayCrossThem() {
        String text = "\u001b[32mline of text\u001b[0m\n\u001b[1;31mTrace\u001b[22mback\u001b[m";
        assertThat(found("0m", text)).isFalse();
        assertThat(found("32m", text)).isFalse();
        assertThat(found("[1;31m", text)).isFalse();
        assertThat(found("text\nTRACEBACK", text)).isTrue();
        assertThat(found("traceback", text)).isTrue();
        assertThat(found("tracebackx", text)).isFalse();
        assertThat(found("e", "\u001b[31m")).isFalse();
    }

    @Test
    void colourWrittenWithThe8BitCsiIsNotTextEither() {
        String text = "\u009b31mTrace\u009b0mback";
        assertThat(found("traceback", text)).isTrue();
        assertThat(found("31m", text)).isFalse();
        assertThat(found("\u009b", "cut \u009b")).as("a CSI that starts no sequence is text").isTrue();
    }

    /** The detail does not show an erase to the line's end (ESC[K, which erases nothing there): nor does the search. */
    @Test
    void anEraseToTheLineEndIsNotTextEither() {
        String text = "epoch 1 \u001b[Kdone\u001b[0K\n\u009bKok";
        assertThat(found("1 done", text)).isTrue();
        assertThat(found("done\nok", text)).isTrue();
        assertThat(found("[K", text)).isFalse();
        assertThat(found("[0K", text)).isFalse();
        assertThat(found("[1K", "a\u001b[1Kb")).as("an erase of the line's start: shown").isTrue();
    }

    @Test
    void escapesThatAreNotColoursAndUnfinishedOnesAreText() {
        assertThat(found("[2K", "a\u001b[2Kb")).isTrue();
        assertThat(found("[31", "cut \u001b[31")).isTrue();
        assertThat(found("]0;t", "x\u001b]0;title unended")).isTrue();
    }

    @Test
    void plainTextMatchesCaseInsensitively() {
        assertThat(found("LOSS: 0.5", "step 3 loss: 0.5 (best)")).isTrue();
        assertThat(found("0.5.", "loss: 0.5 (best)")).isFalse();
        assertThat(found("ab", "aab")).isTrue();
        assertThat(found("", "anything")).isTrue();
        assertThat(found("x", "")).isFalse();
        assertThat(found("\u00C9T\u00C9", "l'\u00e9t\u00e9")).isTrue();
    }

    /**
     * As the detail shows them: a hyperlink's text, not its URL, and nothing of the cursor's hide and show or of a
     * window title.
     */
    @Test
    void aHyperlinksUrlAndTheCursorsHideAndShowAreNotText() {
        String text = "see \u001b]8;;https://x.org/doc\u001b\\the docs\u001b]8;;\u001b\\\u001b[?25l!\u001b[?25h";
        assertThat(found("see the docs!", text)).isTrue();
        assertThat(found("x.org", text)).isFalse();
        assertThat(found("25l", text)).isFalse();
        assertThat(found("x.org", "\u001b]8;;https://x.org unended")).as("no hyperlink: text").isTrue();
        assertThat(found("title", "x\u001b]0;title\u0007y")).isFalse();
        assertThat(found("xy", "x\u001b]0;title\u0007y")).isTrue();
    }
}
