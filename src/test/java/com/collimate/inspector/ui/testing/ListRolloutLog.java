package com.collimate.inspector.ui.testing;

import com.collimate.inspector.core.log.Compression;
import com.collimate.inspector.core.log.LoadError;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.LogFormat;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.ui.runs.RunsViewModel;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** An in-memory {@link RolloutLog} over a list of runs, for view-model tests. Runs can be appended (Follow). */
public class ListRolloutLog implements RolloutLog {
    private final Path path;
    private final List<Run> runs = new CopyOnWriteArrayList<>();
    private final List<Run> pending = new CopyOnWriteArrayList<>();
    private final List<LoadError> errors = new CopyOnWriteArrayList<>();
    private volatile int published;
    private volatile boolean closed;

    public ListRolloutLog(Path path, List<Run> runs, List<LoadError> errors) {
        this.path = path;
        this.runs.addAll(runs);
        this.errors.addAll(errors);
    }

    /** Announces runs {@code [published, upTo)} to {@code listener}, as the reader does while indexing. */
    public void publish(LoadListener listener, int upTo) {
        int from = published;
        published = upTo;
        listener.onRuns(this, from, upTo);
    }

    /** Announces runs up to {@code upTo} to the runs table's view model, as the app's loading does. */
    public void publish(RunsViewModel runsTable, int upTo) {
        publish(new LoadListener() {
            @Override
            public void onRuns(RolloutLog log, int fromIndex, int toIndex) {
                runsTable.runsIndexed(log, toIndex);
            }
        }, upTo);
    }

    /** A run "appended to the file", picked up by the next {@link #indexAppended}. */
    public void append(Run run) {
        pending.add(run);
    }

    public boolean isClosed() {
        return closed;
    }

    @Override
    public Path path() {
        return path;
    }

    @Override
    public LogFormat format() {
        return LogFormat.JSONL;
    }

    @Override
    public Compression compression() {
        return Compression.NONE;
    }

    @Override
    public int size() {
        return published;
    }

    @Override
    public RunSummary summary(int index) {
        Run run = runs.get(index);
        return new RunSummary(index, run.key(), run.line(), run.template(), run.seed(), run.seedAck(),
                run.seedAckRaw(), run.exitCode(), run.group(), run.step(), run.reward(), run.durationMs(),
                run.timestamp(), bytes(run.stdout()), bytes(run.stderr()));
    }

    @Override
    public Run load(int index) throws IOException {
        if (closed) {
            throw new IOException(path + ": closed");
        }
        return runs.get(index);
    }

    @Override
    public byte[] record(int index) throws IOException {
        return load(index).rawJson().getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public int indexAppended(LoadListener listener) throws IOException {
        List<Run> appended = new ArrayList<>(pending);
        pending.removeAll(appended);
        if (appended.isEmpty()) {
            return 0;
        }
        runs.addAll(appended);
        publish(listener, runs.size());
        return appended.size();
    }

    @Override
    public boolean followable() {
        return true;
    }

    @Override
    public List<LoadError> errors() {
        return List.copyOf(errors);
    }

    @Override
    public void close() {
        closed = true;
    }

    private static long bytes(String text) {
        return text == null ? -1 : text.getBytes(StandardCharsets.UTF_8).length;
    }
}
