package com.collimate.inspector.core.report;

/**
 * The words for a divergence, split by whether it was expected, as people read them: the app's chips and filters, its
 * CSV export and the HTML report (also of {@code check --report}) all say these. Here rather than with the verdicts
 * ({@code core/replay}) because the report, which the replay code feeds, must not depend on the replay types.
 */
public final class VerdictLabels {
    /** The verdict's own label, expected or not (what {@code check} prints and its JSON has). */
    public static final String DIVERGED = "diverged";
    /** A divergence of a run whose seed_ack was verified: the sandbox confirmed a seed it then did not honour. */
    public static final String UNEXPECTED = DIVERGED + " — unexpected";
    /** A divergence the seed_ack foretold (no-ack, off, mismatch, missing). */
    public static final String EXPECTED = DIVERGED + " — expected";

    private VerdictLabels() {
    }

    /** {@code label} as shown: a divergence says whether it was expected, any other verdict stays as it is. */
    public static String shown(String label, boolean expected) {
        if (!label.equals(DIVERGED)) {
            return label;
        }
        return expected ? EXPECTED : UNEXPECTED;
    }

    /** Whether {@code shownLabel} is one of the two divergences. */
    public static boolean isDivergence(String shownLabel) {
        return shownLabel.equals(UNEXPECTED) || shownLabel.equals(EXPECTED);
    }
}
