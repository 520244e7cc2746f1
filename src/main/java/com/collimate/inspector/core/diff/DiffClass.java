package com.collimate.inspector.core.diff;

import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The fixed vocabulary naming why two texts differ. Classes travel as their {@link #label()} strings (the JSON,
 * report and GUI use the labels); a user-defined mask adds its own name as a class, sorted after these.
 */
public enum DiffClass {
    WHITESPACE("whitespace"),
    LINE_ENDINGS("line-endings"),
    /** Only terminal escape sequences differ (colour, bold, hyperlinks): a TTY, TERM or NO_COLOR difference. */
    STYLING("styling"),
    TIMESTAMP("timestamp"),
    DURATION("duration"),
    /** A progress bar's redraws (text a later {@code \r} overwrites) and its rate and elapsed time: timing noise. */
    PROGRESS("progress"),
    UUID("uuid"),
    ADDRESS("address"),
    TEMP_PATH("temp-path"),
    NUMERIC("numeric"),
    ORDERING("ordering"),
    TRUNCATION("truncation"),
    MISSING_OUTPUT("missing-output"),
    CONTENT("content"),
    EXIT_CODE("exit-code"),
    STDERR("stderr");

    /** Said when every difference left is {@link #STYLING}: beside the CLI's classes and the Compare divergence. */
    public static final String STYLING_ONLY = "only terminal styling differs";

    /** Vocabulary order first, then other (custom mask) labels alphabetically. */
    public static final Comparator<String> LABEL_ORDER = Comparator
            .comparingInt((String label) -> fromLabel(label).map(Enum::ordinal).orElse(Integer.MAX_VALUE))
            .thenComparing(Comparator.naturalOrder());

    private final String label;

    DiffClass(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static Optional<DiffClass> fromLabel(String label) {
        return Optional.ofNullable(ByLabel.MAP.get(label));
    }

    /** Holder: enum constants cannot read a static map of their own class while it is being initialised. */
    private static final class ByLabel {
        static final Map<String, DiffClass> MAP = Arrays.stream(values())
                .collect(Collectors.toUnmodifiableMap(DiffClass::label, Function.identity()));
    }

    public static boolean isReserved(String name) {
        return fromLabel(name.toLowerCase(Locale.ROOT)).isPresent();
    }

    /** The labels without duplicates, in {@link #LABEL_ORDER}. */
    public static List<String> sorted(Collection<String> labels) {
        TreeSet<String> set = new TreeSet<>(LABEL_ORDER);
        set.addAll(labels);
        return List.copyOf(set);
    }
}
