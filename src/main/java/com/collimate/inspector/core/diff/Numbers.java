package com.collimate.inspector.core.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the numbers in a line: integers, decimals, exponents, also with a unit glued on ({@code 4.98it/s}), but not
 * the digits inside words like {@code v2}.
 */
final class Numbers {
    static final String PLACEHOLDER = "\u0001";
    private static final Pattern NUMBER = Pattern.compile(
            "(?<![\\w.])[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?(?!\\d)");

    private Numbers() {
    }

    /** The text with every number replaced by {@link #PLACEHOLDER}, and the numbers in order. */
    static Extracted extract(String text) {
        Matcher matcher = NUMBER.matcher(text);
        if (!matcher.find()) {
            return new Extracted(text, List.of());
        }
        List<String> numbers = new ArrayList<>();
        StringBuilder skeleton = new StringBuilder(text.length());
        int last = 0;
        do {
            numbers.add(matcher.group());
            skeleton.append(text, last, matcher.start()).append(PLACEHOLDER);
            last = matcher.end();
        } while (matcher.find());
        skeleton.append(text, last, text.length());
        return new Extracted(skeleton.toString(), numbers);
    }

    record Extracted(String skeleton, List<String> numbers) {
        double[] values() {
            double[] values = new double[numbers.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = parse(numbers.get(i));
            }
            return values;
        }

        /** Compares the numbers by value: "1.0" and "1.00" are the same number. */
        boolean sameNumbers(Extracted other, NumericTolerance tolerance) {
            if (numbers.size() != other.numbers.size()) {
                return false;
            }
            for (int i = 0; i < numbers.size(); i++) {
                if (!numbers.get(i).equals(other.numbers.get(i))
                        && !tolerance.within(parse(numbers.get(i)), parse(other.numbers.get(i)))) {
                    return false;
                }
            }
            return true;
        }
    }

    private static double parse(String number) {
        try {
            return Double.parseDouble(number);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
