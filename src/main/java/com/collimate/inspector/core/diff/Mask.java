package com.collimate.inspector.core.diff;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * A named noise pattern: each match becomes a numbered placeholder {@code <name1>}, {@code <name2>} ... The name
 * is also the class reported when only this mask's values differ.
 *
 * @param prefilter  a cheap test that is false only for lines the regex cannot match, so most lines skip the regex
 * @param starts     a cheap test that is false only where no match can start, so the regex runs at few positions
 * @param identities whether each value stands for one thing (an id, a time), so the two sides' values must map one
 *                   to one ({@link ValueCorrespondence}); false for timing noise, where any value may stand for any
 *                   other and placeholders stay bare (a progress bar's redraws: how many a run made is chance)
 * @param maxLength  the longest text the mask is tried on, {@link Masks#MAX_MASKED_LINE}: a regex tried all along
 *                   megabytes of one line would take seconds; more for a mask that looks at few places of a line
 * @param limits     how far a match may reach from where it starts, worked out once for a text (lookaheads still see
 *                   past it): the progress mask takes in only the draws a terminal no longer shows
 */
public record Mask(String name, Pattern pattern, Predicate<String> prefilter, MatchStarts starts, boolean identities,
                   int maxLength, MatchLimits limits) {

    /** Where in a text a match may start (a superset of the real starts; lookbehinds see the text before). */
    @FunctionalInterface
    public interface MatchStarts {
        MatchStarts ANYWHERE = (text, index) -> true;

        boolean mayStartAt(String text, int index);
    }

    /** How far a match may reach in one text, from each index where it may start. */
    @FunctionalInterface
    public interface MatchLimits {
        MatchLimits TEXT_END = text -> start -> text.length();

        IntUnaryOperator of(String text);
    }

    public Mask {
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(pattern, "pattern");
        Objects.requireNonNull(prefilter, "prefilter");
        Objects.requireNonNull(starts, "starts");
    }

    /** A mask whose values are identities, tried on lines up to {@link Masks#MAX_MASKED_LINE}. */
    public Mask(String name, Pattern pattern, Predicate<String> prefilter, MatchStarts starts) {
        this(name, pattern, prefilter, starts, true, Masks.MAX_MASKED_LINE, MatchLimits.TEXT_END);
    }

    /** Whether the regex can match in {@code line} at all. */
    public boolean mayMatch(String line) {
        return prefilter.test(line);
    }

    /** A matcher for {@link #next}: lookbehinds and word boundaries see the text before a tried position. */
    Matcher matcher(String text) {
        Matcher matcher = pattern.matcher(text);
        return findsEverywhere() ? matcher : matcher.useTransparentBounds(true).useAnchoringBounds(false);
    }

    /**
     * Finds the next match in {@code text} from {@code from} (the end of the previous match, 0 at first), the same
     * match {@link Matcher#find()} finds within {@code limit} ({@link #limits} of the text), but the regex is only
     * tried where {@link #starts} allows: the regex engine would otherwise try every position of every line.
     */
    boolean next(Matcher matcher, String text, int from, IntUnaryOperator limit) {
        if (findsEverywhere()) {
            return matcher.find();
        }
        for (int i = from; i < text.length(); i++) {
            if (starts.mayStartAt(text, i)) {
                matcher.region(i, limit.applyAsInt(i));
                if (matcher.lookingAt()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a plain {@link Matcher#find()} finds this mask's matches: any start, no limits. */
    private boolean findsEverywhere() {
        return starts == MatchStarts.ANYWHERE && limits == MatchLimits.TEXT_END;
    }

    /**
     * The end of the match that starts at {@code index} of {@code text} within {@code limit} ({@link #limits} of the
     * text), or -1 when none starts there.
     */
    int matchEndAt(String text, int index, IntUnaryOperator limit) {
        Matcher matcher = pattern.matcher(text).useTransparentBounds(true).useAnchoringBounds(false);
        matcher.region(index, limit.applyAsInt(index));
        return matcher.lookingAt() ? matcher.end() : -1;
    }

    /** A prefilter passing lines that contain any of {@code literals}. */
    static Predicate<String> containsAny(String... literals) {
        if (literals.length == 1 && literals[0].length() == 1) {
            char only = literals[0].charAt(0);
            return line -> line.indexOf(only) >= 0; // the char search is much faster than a string search
        }
        return line -> {
            for (String literal : literals) {
                if (line.contains(literal)) {
                    return true;
                }
            }
            return false;
        };
    }

    /**
     * A user mask from its name and regex, validated with a message fit for the user ("mask 'x': " and
     * {@link #problem}).
     */
    public static Mask custom(String name, String regex) {
        return custom(name, regex, problem -> {
            throw new IllegalArgumentException("mask '" + name + "': " + problem);
        }).orElseThrow();
    }

    /**
     * A user mask from its name and regex, compiled once; empty when it is unusable, after telling {@code problems}
     * why ({@link #problem}).
     */
    public static Optional<Mask> custom(String name, String regex, Consumer<String> problems) {
        Checked checked = check(name, regex);
        if (checked.problem() != null) {
            problems.accept(checked.problem());
            return Optional.empty();
        }
        return Optional.of(new Mask(name, checked.pattern(), line -> true, MatchStarts.ANYWHERE));
    }

    /**
     * What makes a user mask unusable, for the user ("invalid regex (Unclosed group at index 1)"), or empty: the name
     * must be a word (letters, digits, '-', '_') not taken by the class vocabulary, the regex must compile and must
     * not match "". The settings dialog, the saved settings and {@code --mask} are all held to this.
     */
    public static Optional<String> problem(String name, String regex) {
        return Optional.ofNullable(check(name, regex).problem());
    }

    /** A user mask's compiled regex, or (pattern null) what makes it unusable. */
    private record Checked(Pattern pattern, String problem) {
        static Checked unusable(String problem) {
            return new Checked(null, problem);
        }
    }

    private static Checked check(String name, String regex) {
        if (name == null || !name.matches("[A-Za-z][A-Za-z0-9_-]{0,39}")) {
            return Checked.unusable(
                    "the name must start with a letter and use only letters, digits, '-' and '_' (max 40)");
        }
        if (DiffClass.isReserved(name)) {
            return Checked.unusable("the name is reserved for a built-in class");
        }
        if (regex == null || regex.isEmpty()) {
            return Checked.unusable("the regex is empty");
        }
        Pattern pattern;
        try {
            pattern = Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            return Checked.unusable("invalid regex (" + e.getDescription() + " at index " + e.getIndex() + ")");
        }
        return pattern.matcher("").matches() ? Checked.unusable("the regex matches empty text")
                : new Checked(pattern, null);
    }

    /** Parses the CLI form {@code NAME=REGEX}. */
    public static Mask parse(String nameEqualsRegex) {
        int equals = nameEqualsRegex.indexOf('=');
        if (equals <= 0) {
            throw new IllegalArgumentException("mask '" + nameEqualsRegex + "' must be NAME=REGEX");
        }
        return custom(nameEqualsRegex.substring(0, equals), nameEqualsRegex.substring(equals + 1));
    }
}
