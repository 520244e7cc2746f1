package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.log.LoadError;
import com.collimate.inspector.core.log.RolloutLog;

import java.util.List;

/**
 * What of a log could not be read, as the CLI's summary and check report it: the records that could not be read,
 * and apart from them the note that the file's data ends early (a cut gzip log), which is about the file, not a
 * record. The log counts that note among its errors.
 *
 * @param recordCount   how many records could not be read; can exceed the size of {@code records}, which is bounded
 * @param records       the records that could not be read, in file order
 * @param dataEndsEarly "The file's data ends early (line N: why)", or "" when it does not
 */
record ReadErrors(long recordCount, List<LoadError> records, String dataEndsEarly) {
    static final ReadErrors NONE = new ReadErrors(0, List.of(), "");

    /** Off the FX thread: the log keeps up to 100,000 errors. */
    static ReadErrors of(RolloutLog log) {
        return new ReadErrors(log.recordErrorCount(), log.recordErrors(),
                log.dataEndsEarly().map(ReadErrors::describe).orElse(""));
    }

    private static String describe(LoadError note) {
        return "The file's data ends early (line " + note.line() + ": " + TextSafety.oneLine(note.message(), 200) + ")";
    }
}
