package com.collimate.inspector.ui.dashboard;

/**
 * A value axis for counts: whole-number ticks on a 1-2-5 step, from 0 to the first tick above the largest count, so
 * the tallest bar stays under a labelled tick rather than running into the chart's top edge. The chart's own
 * auto-ranging would label ticks such as 2.5 or 7.5 runs.
 */
public record CountScale(long upperBound, long tickUnit) {
    private static final int TARGET_TICKS = 5;

    public static CountScale forMax(long maxCount) {
        long step = niceStep(Math.max(1, maxCount) / (double) TARGET_TICKS);
        long ticks = Math.max(0, maxCount) / step + 1;
        return new CountScale(ticks * step, step);
    }

    private static long niceStep(double rough) {
        if (rough <= 1) {
            return 1;
        }
        long magnitude = (long) Math.pow(10, Math.floor(Math.log10(rough)));
        double residual = rough / magnitude;
        long factor = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10;
        return factor * magnitude;
    }
}
