package com.collimate.inspector.ui.common;

import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledThreadPoolExecutor;

import static org.assertj.core.api.Assertions.assertThat;

class UiStateSaverTest {
    @TempDir
    Path config;

    /** A timer whose cancelled waits leave its queue: the queue shows the saves still waiting. */
    private final ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1);
    private final List<UiState> written = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();

    {
        timer.setRemoveOnCancelPolicy(true);
    }

    @AfterEach
    void tearDown() {
        timer.shutdownNow();
    }

    private UiStateSaver saver(UiStateSaver.Writer writer) {
        return new UiStateSaver(writer, Runnable::run, timer, Duration.ofHours(1), failures::add);
    }

    private static UiState split(double position) {
        return UiState.defaults().withSplitPosition("main", position);
    }

    @Test
    void layoutChangesAreWrittenOnceTheyHaveSettledAsOneWrite() {
        UiStateSaver saver = saver(written::add);
        for (int i = 1; i <= 5; i++) {
            saver.saveSoon(split(i / 10.0));
        }
        assertThat(written).isEmpty();
        assertThat(timer.getQueue()).as("one wait, restarted by each change").hasSize(1);

        timer.getQueue().clear(); // as if the wait were over:
        saver.flush();
        assertThat(written).containsExactly(split(0.5));
    }

    @Test
    void aRecentFileIsWrittenAtOnceAndCancelsAWaitingLayoutSave() {
        UiStateSaver saver = saver(written::add);
        saver.saveSoon(split(0.3));
        UiState recent = split(0.3).withRecentFile("/logs/a.jsonl");
        saver.saveNow(recent);
        assertThat(written).containsExactly(recent);
        assertThat(timer.getQueue()).isEmpty();
    }

    @Test
    void aStateAlreadyOnDiskIsNotWrittenAgain() {
        UiStateSaver saver = saver(written::add);
        saver.startedWith(UiState.defaults());
        saver.saveNow(UiState.defaults());
        assertThat(written).isEmpty();
        saver.saveNow(split(0.4));
        saver.saveNow(split(0.4));
        saver.close();
        assertThat(written).containsExactly(split(0.4));
    }

    @Test
    void aFailedWriteIsReportedOnceAndTriedAgainWithTheNextChange() {
        boolean[] broken = {true};
        UiStateSaver saver = saver(state -> {
            if (broken[0]) {
                throw new IOException("disk full");
            }
            written.add(state);
        });
        saver.saveNow(split(0.1));
        saver.saveNow(split(0.2));
        assertThat(failures).containsExactly("disk full");
        broken[0] = false;
        saver.saveNow(split(0.3));
        assertThat(written).containsExactly(split(0.3));
    }

    @Test
    void writesTheStoreAtomicallyWhereTheNextStartReadsIt() {
        UiStateStore store = new UiStateStore(config);
        UiStateSaver saver = new UiStateSaver(store::save, Runnable::run, timer, Duration.ofHours(1), failures::add);
        saver.saveNow(UiState.defaults().withRecentFile("/logs/b.jsonl"));
        assertThat(store.load(Assertions::fail).recentFiles()).containsExactly("/logs/b.jsonl");
        assertThat(config.toFile().list()).containsExactly(UiStateStore.FILE_NAME);
    }

    @Test
    void theShutdownHookIsRemovedOnClose() {
        UiStateSaver saver = saver(written::add);
        saver.saveOnShutdown();
        saver.saveSoon(split(0.7));
        saver.close();
        assertThat(written).as("close writes what waits").containsExactly(split(0.7));
        saver.close(); // a second close finds no hook to remove
        saver.saveSoon(split(0.8));
        saver.saveNow(split(0.9));
        assertThat(written).as("nothing after the close").containsExactly(split(0.7));
        assertThat(timer.getQueue()).isEmpty();
    }
}
