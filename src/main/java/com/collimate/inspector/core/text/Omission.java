package com.collimate.inspector.core.text;

import com.collimate.inspector.core.util.Sizes;

import java.util.ArrayList;
import java.util.List;

/**
 * What of a text is not shown: everything after its first {@code readLength} of {@code sourceLength} characters,
 * and the tails of {@code cutLines} lines longer than {@code lineLimit} characters ({@code cutChars} characters
 * within the part read). {@code restInCutLine}: all that is not read belongs to the last line, already cut, so
 * reading more would show nothing more. The counts are of the characters a terminal shows: an emoji is one (though
 * two Java chars), colour (SGR) escape sequences are not counted, so an output whose every line is coloured does not
 * read as a third longer than it is; other escapes and control characters count one per character of the output.
 * {@code redrawnLines}: how many lines drawn over (after a carriage return or a backspace, or erased) are shown as a
 * terminal leaves them, their earlier draws not shown. {@code hiddenHits}: how many matches of the search are in the
 * part not shown, where no mark shows them.
 */
public record Omission(long sourceLength, long readLength, int lineLimit, int cutLines, long cutChars,
                       boolean restInCutLine, int redrawnLines, int hiddenHits) {

    /** What is not shown of a text without redrawn lines, before any search. */
    public Omission(long sourceLength, long readLength, int lineLimit, int cutLines, long cutChars,
                    boolean restInCutLine) {
        this(sourceLength, readLength, lineLimit, cutLines, cutChars, restInCutLine, 0, 0);
    }

    public static Omission none(long length) {
        return new Omission(length, length, Integer.MAX_VALUE, 0, 0, false);
    }

    public Omission withHiddenHits(int count) {
        return new Omission(sourceLength, readLength, lineLimit, cutLines, cutChars, restInCutLine, redrawnLines,
                count);
    }

    /** Whether characters after the part read are left out. */
    public boolean truncated() {
        return readLength < sourceLength;
    }

    public boolean any() {
        return truncated() || cutLines > 0 || redrawnLines > 0;
    }

    public long hiddenChars() {
        return sourceLength - readLength + cutChars;
    }

    /**
     * "10,000 of 30,000,001 characters shown: 1 line is cut after its first 10,000 characters." (a single line), "25
     * of 200 characters shown: none after the first 100, and 3 lines are cut after their first 5 characters.", then with {@code redrawnLines} "1 line drawn over (a progress bar, a spinner)
     * shows what a terminal leaves of it: turn ANSI colours off to see every draw.", then with {@code hiddenHits}
     * "1 match of the search is in the part not shown: Save… writes the whole output." ({@link #hiddenHitsNote}).
     * Lines cut where only escapes follow (shown as {@code ^[[31m} with ANSI colours off, not counted as characters)
     * hide no character: "All 12 characters are shown; only escapes are left out, at the end of 1 line longer than
     * 10 characters."
     * Empty when all of the text is shown.
     */
    public String notice() {
        List<String> sentences = new ArrayList<>();
        if (!truncated() && cutLines > 0 && cutChars == 0) {
            sentences.add("All " + Sizes.count(sourceLength) + " characters are shown; only escapes are left out, at the"
                    + " end of " + Sizes.count(cutLines, "line") + " longer than " + Sizes.count(lineLimit)
                    + " characters.");
        } else if (truncated() || cutLines > 0) {
            sentences.add(Sizes.count(sourceLength - hiddenChars()) + " of " + Sizes.count(sourceLength)
                    + " characters shown: " + String.join(", and ", cuts()) + ".");
        }
        if (redrawnLines > 0) {
            sentences.add(Sizes.count(redrawnLines, "line") + " drawn over (a progress bar, a spinner) "
                    + (redrawnLines == 1 ? "shows what a terminal leaves of it" : "show what a terminal leaves of them")
                    + ": turn ANSI colours off to see every draw.");
        }
        if (hiddenHits > 0) {
            sentences.add(hiddenHitsNote());
        }
        return String.join(" ", sentences);
    }

    /**
     * What is left out. The end of the part read is not named when all after it is the rest of a cut line: of a 20 MB
     * line, "none after the first 262,144" read as if 262,144 characters were shown where 10,000 are.
     */
    private List<String> cuts() {
        List<String> parts = new ArrayList<>();
        if (truncated() && !(restInCutLine && cutLines > 0)) {
            parts.add("none after the first " + Sizes.count(readLength));
        }
        if (cutLines > 0) {
            parts.add(Sizes.count(cutLines, "line") + (cutLines == 1 ? " is cut after its" : " are cut after their")
                    + " first " + Sizes.count(lineLimit) + " characters");
        }
        return parts;
    }

    /**
     * "1 match of the search is in the part not shown: Save… writes the whole output."; when only lines drawn over
     * hide anything, the matches are in their earlier draws, which the text shows with ANSI colours off.
     */
    public String hiddenHitsNote() {
        String matches = hiddenHits == 1 ? "1 match of the search is"
                : Sizes.count(hiddenHits) + " matches of the search are";
        if (redrawnLines > 0 && !truncated() && cutLines == 0) {
            return matches + " in what lines drawn over no longer show: turn ANSI colours off to see every draw.";
        }
        return matches + " in the part not shown: Save… writes the whole output.";
    }
}
