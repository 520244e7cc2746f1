package com.collimate.inspector.core.log;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * An indexed rollout log. The index holds byte offsets and the small fields of every run; the big texts
 * (stdout, stderr, code) are read from the file on demand by {@link #load(int)}. The file is never written.
 * All methods are safe to call from any thread.
 */
public interface RolloutLog extends AutoCloseable {

    Path path();

    LogFormat format();

    Compression compression();

    /** Number of runs indexed (while loading, the number published so far through {@link LoadListener#onRuns}). */
    int size();

    /** The small fields of run {@code index} (0-based, in file order). */
    RunSummary summary(int index);

    /** Reads the whole record of run {@code index} back from the file. */
    Run load(int index) throws IOException;

    /**
     * The bytes of run {@code index}'s record exactly as the log holds them (of a gzip log: as inflated), from its
     * opening brace to its closing one, checked against the index as {@link #load(int)} checks the run.
     */
    byte[] record(int index) throws IOException;

    /**
     * For Follow mode: indexes the complete records appended to a plain JSONL file since the last pass and returns
     * how many new runs there are (announced through {@code listener.onRuns}). A truncated last line is left for a
     * later call, when it is complete. Gzip and JSON-array logs return 0.
     *
     * @throws LogRewrittenException the file at {@link #path()} is no longer the one indexed (truncated, rewritten
     *                               or replaced): only opening it again reads it right
     */
    int indexAppended(LoadListener listener) throws IOException;

    /** Whether {@link #indexAppended} can find appended runs: a plain JSON Lines file, one record a line. */
    boolean followable();

    /** Records that could not be read, in file order (at most the first 100,000; see {@link #errorCount()}). */
    List<LoadError> errors();

    /** How many records could not be read, including any beyond those {@link #errors()} keeps. */
    default long errorCount() {
        return errors().size();
    }

    /**
     * How many errors were ever added, counting those a later {@link #indexAppended} pass took back (a cut last line,
     * read again once whole): it grows with each error added, so a pass that replaced one error by another, which
     * leaves {@link #errorCount()} as it was, is told from a pass that changed nothing.
     */
    default long errorsAdded() {
        return errorCount();
    }

    /**
     * Fields of a run present with a value of a type they cannot use ({@code "exit_code": "x"}), in file order (the
     * first ones: at most 1,000 of each 32 MB range, and none after a range with more): the run was read without
     * them, and their values are among its extras.
     */
    default List<LoadError> fieldWarnings() {
        return List.of();
    }

    /** How many fields {@link #fieldWarnings()} is about, including any beyond those it keeps. */
    default long fieldWarningCount() {
        return fieldWarnings().size();
    }

    /**
     * The note on the line where a gzip log's compressed data ends early (the rest of the log is missing), if it
     * does. It is among {@link #errors()} too, though it is about the file, not a record.
     */
    default Optional<LoadError> dataEndsEarly() {
        return Optional.empty();
    }

    /** How many records could not be read: {@link #errorCount()} without the note of {@link #dataEndsEarly()}. */
    default long recordErrorCount() {
        return errorCount() - (dataEndsEarly().isPresent() ? 1 : 0);
    }

    /** The records that could not be read: {@link #errors()} without the note of {@link #dataEndsEarly()}. */
    default List<LoadError> recordErrors() {
        Optional<LoadError> note = dataEndsEarly();
        return note.isEmpty() ? errors() : errors().stream().filter(error -> !note.get().equals(error)).toList();
    }

    @Override
    void close();
}
