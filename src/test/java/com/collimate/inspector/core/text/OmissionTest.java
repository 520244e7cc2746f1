package com.collimate.inspector.core.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class OmissionTest {
    private static Omission omitted(int limit, int lineLimit, String output) {
        return new TerminalText(false, limit, lineLimit).render(output).omitted();
    }

    @Test
    void theCutNoticeCountsEveryCharacterNotShown() {
        assertThat(omitted(262_144, 10_000, "x".repeat(20_971_520)).notice())
                .as("one line: what is shown of it, not how much of it was read")
                .isEqualTo("10,000 of 20,971,520 characters shown: 1 line is cut after its first 10,000 characters.");
        assertThat(omitted(3_000_000, 10_000, "x".repeat(20_000) + "\n" + "z".repeat(10_001)).notice())
                .as("all characters read, lines still cut")
                .isEqualTo("20,001 of 30,002 characters shown: 2 lines are cut after their first 10,000 characters.");
        assertThat(omitted(100, 10_000, "a\n".repeat(100)).notice())
                .isEqualTo("100 of 200 characters shown: none after the first 100.");
        assertThat(omitted(262_144, 10_000, "short\n" + "y".repeat(500_000)).notice())
                .isEqualTo("10,006 of 500,006 characters shown: 1 line is cut after its first 10,000 characters.");
        assertThat(omitted(1_000, 10_000, "ok\n").notice()).isEmpty();
    }

    @Test
    void matchesOfTheSearchInThePartNotShownAreNamedAfterTheCut() {
        Omission cut = omitted(100, 10_000, "a\n".repeat(100));

        assertThat(cut.withHiddenHits(1).notice()).isEqualTo("100 of 200 characters shown: none after the first"
                + " 100. 1 match of the search is in the part not shown: Save… writes the whole output.");
        assertThat(cut.withHiddenHits(1_200).hiddenHitsNote())
                .isEqualTo("1,200 matches of the search are in the part not shown: Save… writes the whole output.");
    }

    /** A match erased or drawn over by a redraw is not shown with ANSI colours on; with them off, every draw is. */
    @Test
    void matchesOnlyInLinesDrawnOverAreSaidToShowWithAnsiColoursOff() {
        Omission drawnOver = new TerminalText(true, 1_000, 100).render("loading foo\r\u001b[2Kdone\n").omitted();

        assertThat(drawnOver.withHiddenHits(2).hiddenHitsNote()).isEqualTo("2 matches of the search are in what lines"
                + " drawn over no longer show: turn ANSI colours off to see every draw.");
        assertThat(new TerminalText(true, 5, 100).render("\rfoo\rdone\nmore").omitted().withHiddenHits(1)
                .hiddenHitsNote()).as("also cut: anywhere").endsWith("in the part not shown: Save… writes the whole output.");
        assertThat(new TerminalText(true, 1_000, 3).render("\rfoo\rdone\n").omitted().withHiddenHits(1)
                .hiddenHitsNote()).as("the line drawn over also cut: anywhere")
                .endsWith("in the part not shown: Save… writes the whole output.");
    }

    @Test
    void aTextShownWholeOmitsNothing() {
        Omission none = Omission.none(12);

        assertThat(none.any()).isFalse();
        assertThat(none.truncated()).isFalse();
        assertThat(none.hiddenChars()).isZero();
        assertThat(none.notice()).isEmpty();
    }
}
