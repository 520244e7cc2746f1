package com.collimate.inspector.ui.runs;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.BitSet;
import java.util.concurrent.Executor;

/**
 * The search of the runs table as the search field shows it: the text search that runs for it, whether it is still
 * searching, how far it went and what it found so far. FX thread.
 */
final class SearchState {
    /** Receives what the text search finds, on the FX thread. */
    interface Listener {
        /** The runs whose texts match so far changed. */
        void textMatches(BitSet matches);

        /** The search went through every run indexed. */
        void searched();
    }

    private final Executor fx;
    private final Executor worker;
    private final Listener listener;
    private final ReadOnlyBooleanWrapper searching = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private SearchQuery query = SearchQuery.EMPTY;
    private volatile TextSearch running;
    private BitSet textMatches = new BitSet();
    /** Runs matching the search by key or seed, as counted by the text search so far. */
    private int keyOrSeedMatches;

    /**
     * @param fx     runs on the FX application thread
     * @param worker runs the text searches
     */
    SearchState(Executor fx, Executor worker, Listener listener) {
        this.fx = fx;
        this.worker = worker;
        this.listener = listener;
    }

    ReadOnlyBooleanProperty searchingProperty() {
        return searching.getReadOnlyProperty();
    }

    ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    boolean searching() {
        return searching.get();
    }

    /** Stops the search and forgets what it found, for another {@code newQuery} or, the same, another log. */
    void restart(SearchQuery newQuery) {
        query = newQuery;
        if (running != null) {
            running.cancel();
            running = null;
        }
        textMatches = new BitSet();
        searching.set(false);
        progress.set(0);
        keyOrSeedMatches = 0;
        updateStatus();
    }

    /** Searches the texts of {@code rows}, unless the search field is empty or they are already searched. */
    void start(LogRows rows) {
        if (query.isEmpty() || running != null && running.rows() == rows) {
            return;
        }
        running = new TextSearch(rows, query, fx, worker, new TextSearch.Listener() {
            @Override
            public void resumed(TextSearch from) {
                if (from == running) {
                    searching.set(true);
                    updateStatus();
                }
            }

            @Override
            public void found(TextSearch from, TextSearch.Found found) {
                if (from == running) {
                    show(found);
                }
            }
        });
        running.resume();
    }

    /** {@code rows} has more runs indexed: the search of them goes on. Thread-safe. */
    void more(LogRows rows) {
        TextSearch search = running;
        if (search != null && search.rows() == rows) {
            search.resume();
        }
    }

    private void show(TextSearch.Found found) {
        progress.set(found.progress());
        if (found.done()) {
            searching.set(false);
        }
        keyOrSeedMatches = found.keyOrSeedMatches();
        if (!found.textMatches().equals(textMatches)) {
            textMatches = found.textMatches();
            listener.textMatches(textMatches);
        }
        updateStatus();
        if (found.done()) {
            listener.searched();
        }
    }

    private void updateStatus() {
        status.set(SearchStatus.describe(query.isEmpty(), searching.get(),
                keyOrSeedMatches + textMatches.cardinality()));
    }
}
