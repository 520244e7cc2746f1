package com.collimate.inspector.core.text;

import com.collimate.inspector.core.diff.VisibleText;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whatever the output and the limits, the notice's counts are those of characters the text has: the part read is
 * none to all of them, and what is not shown is the rest, however a limit falls in an escape sequence (some not ended
 * within {@link com.collimate.inspector.core.util.AnsiEscapes#LONGEST_SEQUENCE} characters, which are read as text).
 */
class OmissionCountsProperties {

    @Property(tries = 1000)
    void theCountsAreNeverNegativeNorMoreThanTheText(@ForAll("outputs") String output, @ForAll boolean renderAnsi,
                                                      @ForAll @IntRange(min = 1, max = 6_000) int maxChars,
                                                      @ForAll @IntRange(min = 1, max = 6_000) int maxLineChars) {
        Omission omitted = new TerminalText(renderAnsi, maxChars, maxLineChars).render(output).omitted();

        String why = VisibleText.of(output.length() > 200 ? output.substring(0, 200) : output) + " " + omitted;
        assertThat(omitted.sourceLength()).as(why).isBetween(0L, (long) output.codePointCount(0, output.length()));
        assertThat(omitted.readLength()).as(why).isBetween(0L, omitted.sourceLength());
        assertThat(omitted.cutChars()).as(why).isBetween(0L, omitted.readLength());
        assertThat(omitted.hiddenChars()).as(why)
                .isEqualTo(omitted.sourceLength() - omitted.readLength() + omitted.cutChars());
        assertThat(omitted.notice()).as(why).doesNotContain("-");
    }

    /**
     * Show more raises both limits eightfold: the total never changes, and what is shown never shrinks, however a
     * limit falls in an escape sequence not ended within {@code AnsiEscapes.LONGEST_SEQUENCE} characters.
     */
    @Property(tries = 1000)
    void showMoreKeepsTheTotalAndNeverShowsLess(@ForAll("outputs") String output, @ForAll boolean renderAnsi,
                                                @ForAll @IntRange(min = 1, max = 6_000) int maxChars,
                                                @ForAll @IntRange(min = 1, max = 6_000) int maxLineChars) {
        Omission before = new TerminalText(renderAnsi, maxChars, maxLineChars).render(output).omitted();
        for (int growth = 8; growth <= 512; growth *= 8) {
            Omission after = new TerminalText(renderAnsi, maxChars * growth, maxLineChars * growth).render(output)
                    .omitted();

            String why = VisibleText.of(output.length() > 200 ? output.substring(0, 200) : output) + " " + before
                    + " then " + after;
            assertThat(after.sourceLength()).as(why).isEqualTo(before.sourceLength());
            assertThat(after.hiddenChars()).as(why).isLessThanOrEqualTo(before.hiddenChars());
            before = after;
        }
    }

    /** Text, carriage returns, newlines, an emoji, colour and other escapes, a title, and colours too long to read. */
    @Provide
    Arbitrary<String> outputs() {
        Arbitrary<String> longColour = Arbitraries.integers().between(1_000, 3_000)
                .map(count -> "\u001b[" + "1;".repeat(count) + "m");
        Arbitrary<String> pieces = Arbitraries.oneOf(Arbitraries.of("ok", "text ", "\r", "\n", "\r\n", "\ud83d\ude00",
                "\u001b[31m", "\u001b[0m", "\u009b1m", "\u001b[K", "\u001b[2K", "\u001b[3D", "\u001b]0;title\u0007",
                "\u001b[", "\u001b"), longColour);
        return pieces.list().ofMaxSize(12).map(list -> String.join("", list));
    }
}
