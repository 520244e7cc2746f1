package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.RunReplays;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.replay.journal.JournalLocation;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * The replay journal of one open log, opened on first need from any thread and closed with the log. Viewing a log
 * never writes a journal file next to it: only a replay {@linkplain #open() opens} one that does not exist yet.
 */
final class LogJournal {
    private final Path logPath;
    private final Path dataFolder;
    private final Executor fx;
    private final Executor background;
    private final ReadOnlyStringWrapper location = new ReadOnlyStringWrapper("");

    private ReplayJournal journal;
    private volatile boolean closed;

    LogJournal(Path logPath, Path dataFolder, Executor fx, Executor background) {
        this.logPath = logPath;
        this.dataFolder = dataFolder;
        this.fx = fx;
        this.background = background;
    }

    /** Where the journal is, once it was opened ("" before). */
    ReadOnlyStringProperty locationProperty() {
        return location.getReadOnlyProperty();
    }

    /** The journal when the log has one. */
    synchronized Optional<ReplayJournal> existing() throws IOException {
        if (journal == null && !closed && !JournalLocation.exists(logPath, dataFolder)) {
            return Optional.empty();
        }
        return Optional.of(open());
    }

    /** The journal, created when the log has none yet. */
    synchronized ReplayJournal open() throws IOException {
        if (closed) {
            throw new IOException("the log was closed");
        }
        if (journal == null) {
            journal = ReplayJournal.open(logPath, dataFolder);
            String described = journal.describeLocation();
            fx.execute(() -> location.set(described));
        }
        return journal;
    }

    /** Every journaled replay of a run, oldest first; empty when the log has no journal. */
    List<JournalEntry> replaysOf(Run run) throws IOException {
        Optional<ReplayJournal> existing = existing();
        if (existing.isEmpty()) {
            return List.of();
        }
        return RunReplays.of(existing.get(), run);
    }

    /** {@link ReplayViewModel#journaledNumbers}. */
    int[] journaledNumbers(Run run) throws IOException {
        return existing().map(journal -> journal.attempts(run.key(), run.line())).orElse(new int[0]);
    }

    /**
     * Closes the journal in the background; it is not opened again. Never waits (it is called on the FX thread): not
     * even for an open in progress, which reads the whole journal and is closed once done.
     */
    void close() {
        closed = true;
        background.execute(this::closeOpened);
    }

    private synchronized void closeOpened() {
        if (journal != null) {
            journal.close();
            journal = null;
        }
    }
}
