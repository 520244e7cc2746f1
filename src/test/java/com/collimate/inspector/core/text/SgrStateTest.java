package com.collimate.inspector.core.text;

import com.collimate.inspector.core.util.AnsiEscapes;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class SgrStateTest {
    @Test
    void extendedColourIntroducersUpToTheLongestSequenceApplyInLinearTime() {
        // each 38 not followed by 5 or 2 sets the default colour; copying all the parameters after each was quadratic
        String escape = "\u001b[" + "38;".repeat((AnsiEscapes.LONGEST_SEQUENCE - 7) / 3) + "5;1m";
        assertThat(escape.length()).isLessThanOrEqualTo(AnsiEscapes.LONGEST_SEQUENCE);

        RenderedText text = new TerminalText(true, 10_000, 10_000).render(escape + "x");

        assertThat(text.text()).isEqualTo("x");
        assertThat(text.spans()).singleElement().satisfies(span -> assertThat(span.style()).containsExactly("ansi-fg-1"));
    }

    /** A million of them is no colour but text, cut as a long line is: it is never split into a million strings. */
    @Test
    void aColourSequenceOfMegabytesIsShownAsTextCutNotApplied() {
        String escape = "\u001b[" + "38;".repeat(1_000_000) + "5;1m";
        TerminalText wholeRead = new TerminalText(true, 10_000_000, 10_000);

        RenderedText text = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> wholeRead.render(escape + "x"));

        assertThat(text.text()).startsWith("^[[38;38;").endsWith(" more characters on this line]");
        assertThat(text.text().length()).isLessThan(10_100);
        assertThat(text.spans()).noneSatisfy(span -> assertThat(span.style()).contains("ansi-fg-1"));
    }
}
