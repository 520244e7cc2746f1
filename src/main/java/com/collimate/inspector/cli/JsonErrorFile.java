package com.collimate.inspector.cli;

import java.nio.file.Path;

/**
 * A command whose {@code --json} errors are {@code {"file": ..., "error": ...}}, about one file: its usage errors
 * get the same shape, so a script reads one set of keys ({@code "file"} is null when the error came before the
 * file on the command line).
 */
interface JsonErrorFile {
    /** The file the command was given, or null when it is not known (yet). */
    Path fileForJsonErrors();
}
