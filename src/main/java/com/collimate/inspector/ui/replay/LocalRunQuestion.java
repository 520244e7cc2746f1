package com.collimate.inspector.ui.replay;

/**
 * Asked before the first local replay of a log: its code will run on this computer.
 *
 * @param backend the local sandbox with the isolation that is active
 * @param runs    the runs whose code will run: the batch's runs that cannot be replayed are skipped, not counted
 * @param skipped the batch's runs that cannot be replayed, which the question names so its count agrees with the
 *                batch's ("Preparing the replay of 8 runs…")
 * @param repeat  the replays of each run, so the code runs {@code runs × repeat} times
 */
public record LocalRunQuestion(String logName, String backend, int runs, int skipped, int repeat) {

    /** What the replay status says while the question waits for its answer. */
    public static final String WAITING = "Waiting for your answer: run this log's code on this computer?";

    public String title() {
        return "Run this log's code on this computer?";
    }

    public String text() {
        return "Replaying runs executes the code recorded in " + logName + " on this computer, in "
                + backend + ": " + executions() + "." + skippedNote()
                + "\n\nOnly continue if you trust where this log comes from. "
                + "You are asked once per log each time the app starts.";
    }

    public String confirmLabel() {
        return repeat == 1 ? "Replay " + runs(runs) : "Replay " + runs(runs) + " × " + repeat;
    }

    /** " 1 of the 8 runs cannot be replayed and is skipped.", or "" when none is. */
    private String skippedNote() {
        if (skipped == 0) {
            return "";
        }
        return " " + skipped + " of the " + runs(runs + skipped) + (skipped == 1 ? " cannot be replayed and is skipped."
                : " cannot be replayed and are skipped.");
    }

    /** "5 runs × 3 replays = 15 executions", or "5 runs, once each" without repeats. */
    private String executions() {
        if (repeat == 1) {
            return runs == 1 ? "1 run, once" : runs + " runs, once each";
        }
        return runs(runs) + " × " + repeat + " replays = " + (long) runs * repeat + " executions";
    }

    private static String runs(int count) {
        return count == 1 ? "1 run" : count + " runs";
    }
}
