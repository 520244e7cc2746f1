package com.collimate.inspector.ui.runs;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * A reward as the runs table shows it: the shortest decimal that reads back as the logged value (1.0, 0.25, 0.0411),
 * rounded to {@value #SHOWN_DIGITS} significant digits when it has more, and with an exponent when very large or
 * small (1.5e-7, 2.5e9).
 *
 * @param shown the cell's text
 * @param full  every digit of the shortest decimal, for the tooltip when {@code shown} is rounded
 */
record RewardText(String shown, String full) {
    static final int SHOWN_DIGITS = 6;
    /** Decimal exponents written out in full: from 0.0001 to 999999. */
    private static final int SMALLEST_PLAIN_EXPONENT = -4;
    private static final int LARGEST_PLAIN_EXPONENT = 5;

    static RewardText of(double reward) {
        if (!Double.isFinite(reward)) {
            String text = Double.toString(reward);
            return new RewardText(text, text);
        }
        BigDecimal shortest = shortest(reward);
        String full = text(shortest, ".0");
        if (shortest.precision() <= SHOWN_DIGITS) {
            return new RewardText(full, full);
        }
        BigDecimal rounded = shortest.round(new MathContext(SHOWN_DIGITS, RoundingMode.HALF_EVEN)).stripTrailingZeros();
        // "617284.0" for 617283.5 would claim a value that was not logged
        return new RewardText(text(rounded, ""), full);
    }

    boolean rounded() {
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

    /** {@code integralSuffix}: what a value without fraction digits gets, ".0" to read as a float as logged. */
    private static String text(BigDecimal value, String integralSuffix) {
        int exponent = value.precision() - value.scale() - 1;
        if (value.signum() == 0 || exponent >= SMALLEST_PLAIN_EXPONENT && exponent <= LARGEST_PLAIN_EXPONENT) {
            String plain = value.toPlainString();
            return plain.contains(".") ? plain : plain + integralSuffix;
        }
        return value.movePointLeft(exponent).toPlainString() + "e" + exponent;
    }
}
