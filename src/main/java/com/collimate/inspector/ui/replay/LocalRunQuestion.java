package com.collimate.inspector.ui.replay;

/**
 * Asked before the first local replay of a log: its code will run on this computer.
 *
 * @param backend the local sandbox with the isolation that is active
 * @param runs    the runs whose code will run: the batch's runs that cannot be replayed are skipped, not counted
 */
public record LocalRunQuestion(String logName, String backend, int runs) {

    public String title() {
        return "Run this log's code on this computer?";
    }

    public String text() {
        return "Replaying runs executes the code recorded in " + logName + " on this computer, in "
                + backend + ".\n\nOnly continue if you trust where this log comes from. "
                + "You are asked once per log each time the app starts.";
    }

    public String confirmLabel() {
        return runs == 1 ? "Replay 1 run" : "Replay " + runs + " runs";
    }
}
