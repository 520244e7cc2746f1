package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.diff.VisibleText;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunInputs;
import com.collimate.inspector.core.replay.journal.JournalEntry;

/**
 * One side of a comparison: a run as logged, or one of its replays.
 *
 * @param title    what the header link, the window title and the patch's header lines say ("run-17 (line 3)",
 *                 "run-17 replay #2"): one line of visible characters, whatever the log's run key holds
 * @param runIndex the run in the log, for the link back to its full record
 * @param attempt  the replay number, 0 for the run as logged
 * @param inputs   what the run was given (for a replay, the seed it was sent)
 */
public record CompareSide(String title, int runIndex, int attempt, String stdout, String stderr, Long exitCode,
                          RunInputs inputs) {
    /** The most characters of a run key a title shows. */
    static final int KEY_CHARS = 200;

    /** The run {@code run} (number {@code index} in its log) as logged. */
    public static CompareSide ofRun(Run run, int index) {
        return new CompareSide(shownKey(run) + " (line " + run.line() + ")", index, 0, run.stdout(), run.stderr(),
                run.exitCode(), RunInputs.of(run));
    }

    /** The answered replay {@code replay} of {@code run} (number {@code index} in its log). */
    public static CompareSide ofReplay(Run run, int index, JournalEntry replay) {
        ExecResponse answer = replay.response();
        return new CompareSide(shownKey(run) + " replay #" + replay.attempt(), index, replay.attempt(),
                answer.stdout(), answer.stderr(), answer.exitCode(), RunInputs.replayOf(run, replay.seed()));
    }

    /**
     * The run's key as the runs table and the run detail show it (a control character, a line break or a bidi
     * override in visible notation, so it can neither add a line to a patch's header nor reverse the text around
     * it), cut to {@link #KEY_CHARS}.
     */
    private static String shownKey(Run run) {
        return TextSafety.oneLine(VisibleText.readable(run.key()), KEY_CHARS);
    }

    public String code() {
        return inputs.code();
    }
}
