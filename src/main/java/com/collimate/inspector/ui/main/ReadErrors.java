package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.log.LoadError;
import com.collimate.inspector.core.log.RolloutLog;

import java.util.List;

/**
 * What of a log could not be read, as the CLI's summary and check report it: the records that could not be read,
 * and apart from them the note that the file's data ends early (a cut gzip log), which is about the file, not a
 * record. The log counts that note among its errors. And the fields whose value has a type they cannot use, whose
 * runs were read without them.
 *
 * @param recordCount   how many records could not be read; can exceed the size of {@code records}, which is bounded
 * @param records       the records that could not be read, in file order
 * @param dataEndsEarly "The file's data ends early (line N: why)", or "" when it does not
 * @param warningCount  how many fields have a value of a type they cannot use; can exceed the size of
 *                      {@code warnings}, which is bounded
 * @param warnings      those fields, in file order
 */
record ReadErrors(long recordCount, List<LoadError> records, String dataEndsEarly, long warningCount,
                  List<LoadError> warnings) {
    static final ReadErrors NONE = new ReadErrors(0, List.of(), "", 0, List.of());

    /** Off the FX thread: the log keeps up to 100,000 errors, and the first warnings. */
    static ReadErrors of(RolloutLog log) {
        return new ReadErrors(log.recordErrorCount(), log.recordErrors(),
                log.dataEndsEarly().map(ReadErrors::describe).orElse(""), log.fieldWarningCount(),
                log.fieldWarnings());
    }

    /**
     * What a Follow pass compares to tell whether there is anything new to show: both counts, as a pass can take an
     * error away (a cut last line, now whole) and add a warning (that record's field of a wrong type), and the errors
     * ever added, as it can take an error away and add another (that line, whole but invalid JSON).
     */
    static Counts counts(RolloutLog log) {
        return new Counts(log.errorCount(), log.errorsAdded(), log.fieldWarningCount());
    }

    record Counts(long errors, long errorsAdded, long warnings) {
        static final Counts NONE = new Counts(0, 0, 0);
    }

    private static String describe(LoadError note) {
        return "The file's data ends early (line " + note.line() + ": " + TextSafety.oneLine(note.message(), 200) + ")";
    }
}
