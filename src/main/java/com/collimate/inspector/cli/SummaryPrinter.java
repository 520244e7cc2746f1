package com.collimate.inspector.cli;

import com.collimate.inspector.core.log.Compression;
import com.collimate.inspector.core.log.LogFormat;
import com.collimate.inspector.core.log.LogStatistics;
import com.collimate.inspector.core.log.RecordErrors;
import com.collimate.inspector.core.log.UnreadableLogException;

import java.nio.file.Path;

/** Prints what {@link SummaryCommand} found in each file. */
interface SummaryPrinter {
    /** {@code errors}: the statistics' errors, told apart from the note on the file's data ending early. */
    void summary(Path file, LogFormat format, Compression compression, LogStatistics statistics, RecordErrors errors);

    void unreadable(Path file, UnreadableLogException error);

    /** The one-line reason, without the path the exception message starts with. */
    static String reason(Path file, UnreadableLogException error) {
        String message = error.getMessage();
        String prefix = file + ": ";
        return message.startsWith(prefix) ? message.substring(prefix.length()) : message;
    }
}
