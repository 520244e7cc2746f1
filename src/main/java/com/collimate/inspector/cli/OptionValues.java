package com.collimate.inspector.cli;

import java.math.BigDecimal;

/** Option values as an error message shows them back: as the user would have typed them. */
final class OptionValues {
    private OptionValues() {
    }

    /** "-1" for -1.0, "0.5", "NaN", "Infinity": no trailing ".0", no exponent. */
    static String shown(double value) {
        if (!Double.isFinite(value)) {
            return Double.toString(value);
        }
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
