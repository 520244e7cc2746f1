package com.collimate.inspector.ui.runs;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * A reward as the runs table shows it (the run detail's Overview shows rewards and durations {@link #full}): the
 * shortest decimal that reads back as the logged value (1.0, 0.25, 0.0411, -0.0), with an exponent when very large
 * or small (1.5e-7, 2.5e9). Longer than {@value #MAX_SHOWN_CHARS} characters, its last digits are cut and marked so
 * it does not read as an exact value (0.99999999999 as "0.999999999…", 1.23456789012e20 as "1.234567…e20").
 *
 * @param shown the cell's text
 * @param full  every digit of the shortest decimal, for the tooltip when {@code shown} is cut
 */
public record RewardText(String shown, String full) {
    static final int MAX_SHOWN_CHARS = 9;
    private static final String CUT = "…";
    /** Decimal exponents written out in full: from 0.0001 to 999999. */
    private static final int SMALLEST_PLAIN_EXPONENT = -4;
    private static final int LARGEST_PLAIN_EXPONENT = 5;

    public static RewardText of(double reward) {
        if (!Double.isFinite(reward) || reward == 0) {
            // BigDecimal has no -0.0
            String text = Double.toString(reward);
            return new RewardText(text, text);
        }
        BigDecimal kept = shortest(reward);
        String full = text(kept, "");
        String shown = full;
        while (shown.length() > MAX_SHOWN_CHARS) {
            // towards zero, so the digits kept are the value's own: 0.9999999999999 stays below 1
            kept = kept.round(new MathContext(kept.precision() - 1, RoundingMode.DOWN)).stripTrailingZeros();
            shown = text(kept, CUT);
        }
        return new RewardText(shown, full);
    }

    boolean cut() {
        return !shown.equals(full);
    }

    /**
     * Java 17's {@link Double#toString} reads back as the value but is not always shortest ("8.409999999999999E21"
     * for 8.41e21), so fewer digits are tried first.
     */
    private static BigDecimal shortest(double value) {
        BigDecimal exact = new BigDecimal(Double.toString(value)).stripTrailingZeros();
        for (int digits = 1; digits < exact.precision(); digits++) {
            BigDecimal candidate = exact.round(new MathContext(digits, RoundingMode.HALF_EVEN));
            if (candidate.doubleValue() == value) {
                return candidate.stripTrailingZeros();
            }
        }
        return exact;
    }

    /**
     * {@code cut}: empty for every digit of the value, whole numbers then reading as a float as logged (1.0), or
     * {@link #CUT} after the digits kept.
     */
    private static String text(BigDecimal value, String cut) {
        int exponent = value.precision() - value.scale() - 1;
        if (exponent >= SMALLEST_PLAIN_EXPONENT && exponent <= LARGEST_PLAIN_EXPONENT) {
            String plain = value.toPlainString();
            return plain + (cut.isEmpty() && !plain.contains(".") ? ".0" : cut);
        }
        return value.movePointLeft(exponent).toPlainString() + cut + "e" + exponent;
    }
}
