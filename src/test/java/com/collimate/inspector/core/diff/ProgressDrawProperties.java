package com.collimate.inspector.core.diff;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link ProgressDraw} decides as this regex for one draw, the rule as the progress mask once held it, from any index
 * of any line: a percentage, a count of a total, a rate, a clock, curl's dashes, a bar's characters, or a blank draw.
 */
class ProgressDrawProperties {
    private static final String SHOWS_PROGRESS = "\\d(?:%|/\\d|[kMGTPEZYmu\u00b5]?s/[A-Za-z]|:\\d\\d)"
            + "|/s(?![\\p{L}\\p{Nd}\\p{Mn}_])|--:--"
            + "|[\\u2580-\\u259F\\u2501\\u2578\\u257A]";
    private static final Pattern PROGRESS_DRAW = Pattern.compile("(?:(?=[^\\r\\n]*?(?:" + SHOWS_PROGRESS + "))"
            + "|(?=(?:[ \\t]|(?:\\x1B\\[|\\x9B)[\\d;?]*[A-Za-z])++(?:[\\r\\n]|\\z)))[^\\r\\n]++");

    @Property(tries = 3000)
    void decidesAsTheRuleWrittenAsARegex(@ForAll("lines") String line) {
        for (int from = 0; from <= line.length(); from++) {
            boolean regex = PROGRESS_DRAW.matcher(line).region(from, line.length()).useTransparentBounds(true)
                    .lookingAt();

            assertThat(ProgressDraw.at(line, from)).as("from %d of %s", from, VisibleText.of(line)).isEqualTo(regex);
        }
    }

    /**
     * Pieces of draws, near misses of each sign of progress among them: digits before '%', '/', ':', a rate's unit and
     * its prefixes, what may follow a {@code /s} (a letter, a digit that is not ASCII, a combining mark, '_', a letter
     * outside the BMP, a lone surrogate of either half, a high one perhaps at the line's end), curl's dashes, bar
     * characters and their neighbours, blanks and control sequences, line ends.
     */
    @Provide
    Arbitrary<String> lines() {
        return Arbitraries.of("1", "0", "9", "%", "/", "s", "/s", "s/", "k", "m", "\u00b5", "u", "x", "it", ":", "00", "-", "--:--",
                        "\u00e9", "\u0301", "_", "\u0663", "\ud835\udc00", "\udcff", "\u2580", "\u259f", "\u25a0",
                        "\u2501", "\u2578", "\u257a", "\u2579", " ", "\t", "\u001b", "\u001b[", "[", ";", "?", "K",
                        "\r", "\n", "\u009b", "\u009bK", ".", "\ud835")
                .list().ofMaxSize(14).map(pieces -> String.join("", pieces));
    }
}
