package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.log.Compression;
import com.collimate.inspector.core.log.LoadError;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.LogRewrittenException;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.ui.common.OpenFiles;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.runs.RunsViewModel;
import com.collimate.inspector.ui.testing.DirectExecutors;
import com.collimate.inspector.ui.testing.HeldTasks;
import com.collimate.inspector.ui.testing.ListRolloutLog;
import com.collimate.inspector.ui.testing.Runs;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class LogWorkspaceViewModelTest {
    @TempDir
    Path dir;
    /** An existing file: a reload first checks that the log is still there. */
    private Path path;
    private final UiExecutors executors = DirectExecutors.create();
    private final List<Run> runs = new ArrayList<>(List.of(
            Runs.run(1, "a", "verified", 0L, "g", "out a"),
            Runs.run(2, "b", "off", 1L, "g", "out b"),
            Runs.run(4, "c", "verified", 0L, "h", "out c")));
    private final List<LoadError> errors = List.of(new LoadError(3, "not JSON: unexpected character 'x'", "xx{"));
    private final AtomicReference<ListRolloutLog> opened = new AtomicReference<>();
    /** The runs of the workspace under test, for an opener to look at while it loads. */
    private final AtomicReference<RunsViewModel> workspaceRuns = new AtomicReference<>();

    @BeforeEach
    void createLogFile() throws IOException {
        path = Files.writeString(dir.resolve("run.jsonl"), "{}\n");
    }

    @AfterEach
    void tearDown() {
        executors.shutdown();
    }

    private LogOpener listOpener() {
        return (path, listener, cancellation) -> {
            ListRolloutLog log = new ListRolloutLog(path, runs, errors);
            opened.set(log);
            listener.onProgress(100, 300);
            log.publish(listener, 2);
            listener.onProgress(300, 300);
            log.publish(listener, 3);
            return log;
        };
    }

    private LogWorkspaceViewModel workspace(LogOpener opener) {
        return new LogWorkspaceViewModel(path, opener, executors, Duration.ofSeconds(1), Duration.ZERO, () -> null,
                new OpenFiles(path.resolveSibling("data"), List::of));
    }

    @Test
    void loadsRunsErrorsAndProgress() {
        LogWorkspaceViewModel workspace = workspace(listOpener());
        workspace.load();
        assertThat(workspace.stateProperty().get()).isEqualTo(LoadState.LOADED);
        assertThat(workspace.runs().shownRuns()).containsExactly(0, 1, 2);
        assertThat(workspace.loadErrors()).isEqualTo(errors);
        assertThat(workspace.loadErrorCountProperty().get()).isEqualTo(1);
        assertThat(workspace.progressProperty().get().runs()).isEqualTo(3);
        assertThat(workspace.progressProperty().get().fraction()).isEqualTo(1.0);
        assertThat(workspace.dashboard().headlineProperty().get()).isEqualTo("67% verified, 1 off");
        assertThat(workspace.dashboard().loadErrorsProperty().get()).isEqualTo(1);
    }

    /**
     * A frame of 30–80 ms of FX CPU lasted over 100 ms while the indexer ran beside it on two cores: loading steps aside
     * once the FX thread is 10 ms late, not only halfway to a 100 ms gap.
     */
    @Test
    void loadingStepsAsideOnceTheFxThreadIsTenMillisecondsLate() throws Exception {
        ExecutorService fx = Executors.newSingleThreadExecutor();
        AtomicBoolean frameEnded = new AtomicBoolean();
        AtomicBoolean frameEndedBeforeLoadingWentOn = new AtomicBoolean();
        LogOpener opener = (file, listener, cancellation) -> {
            ListRolloutLog log = new ListRolloutLog(file, runs, errors);
            log.publish(listener, 1); // the first runs go out unpaced
            fx.execute(() -> { // a long frame on the FX thread, which the loader's probe waits behind
                sleepMillis(300);
                frameEnded.set(true);
            });
            listener.onProgress(100, 300);
            sleepMillis(20); // the probe is 20 ms old: the FX thread is late
            listener.onProgress(200, 300);
            frameEndedBeforeLoadingWentOn.set(frameEnded.get());
            log.publish(listener, 3);
            return log;
        };
        try {
            new LogWorkspaceViewModel(path, opener, new UiExecutors(fx, executors.background(), executors.timer()),
                    Duration.ofSeconds(1), Duration.ZERO, () -> null, new OpenFiles(path.resolveSibling("data"), List::of))
                    .load();
            assertThat(frameEndedBeforeLoadingWentOn).isTrue();
        } finally {
            fx.shutdown();
            assertThat(fx.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
        }
    }

    private static void sleepMillis(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Test
    void selectingARunLoadsItsDetail() {
        LogWorkspaceViewModel workspace = workspace(listOpener());
        workspace.load();
        workspace.runs().select(1);
        assertThat(workspace.detail().detailProperty().get().run().key()).isEqualTo("b");
    }

    @Test
    void unreadableFileFailsWithTheOneLineReason() {
        LogWorkspaceViewModel workspace = workspace((path, listener, cancellation) -> {
            throw new UnreadableLogException(path, "not a rollout log: binary data at byte 0");
        });
        workspace.load();
        assertThat(workspace.stateProperty().get()).isEqualTo(LoadState.FAILED);
        assertThat(workspace.failureProperty().get()).isEqualTo(path + ": not a rollout log: binary data at byte 0");
    }

    @Test
    void missingFileSaysSo() {
        LogWorkspaceViewModel workspace = workspace((path, listener, cancellation) -> {
            throw new NoSuchFileException(path.toString());
        });
        workspace.load();
        assertThat(workspace.failureProperty().get()).isEqualTo(path + ": file not found");
    }

    @Test
    void cancelledLoadForgetsTheRunsOfTheClosedFile() {
        LogWorkspaceViewModel workspace = workspace((path, listener, cancellation) -> {
            ListRolloutLog log = new ListRolloutLog(path, runs, List.of());
            log.publish(listener, 2);
            cancellation.cancel();
            cancellation.throwIfCancelled();
            return log;
        });
        workspace.load();
        assertThat(workspace.stateProperty().get()).isEqualTo(LoadState.CANCELLED);
        assertThat(workspace.runs().shownRuns()).isEmpty();
        assertThat(workspace.noticeProperty().get())
                .isEqualTo("Loading cancelled after 2 runs; Reload (F5) reads the log again");
    }

    @Test
    void cancelStopsARunningLoad() {
        AtomicReference<LogWorkspaceViewModel> self = new AtomicReference<>();
        LogWorkspaceViewModel workspace = workspace((path, listener, cancellation) -> {
            self.get().cancel();
            if (cancellation.isCancelled()) {
                throw new CancellationException("cancelled");
            }
            return new ListRolloutLog(path, runs, List.of());
        });
        self.set(workspace);
        workspace.load();
        assertThat(workspace.stateProperty().get()).isEqualTo(LoadState.CANCELLED);
    }

    @Test
    void reloadClosesTheOldLogAndReadsAgain() {
        AtomicInteger opens = new AtomicInteger();
        LogOpener counting = (path, listener, cancellation) -> {
            opens.incrementAndGet();
            return listOpener().open(path, listener, cancellation);
        };
        LogWorkspaceViewModel workspace = workspace(counting);
        workspace.load();
        ListRolloutLog first = opened.get();
        runs.add(Runs.run(5, "d", "mismatch", 0L, "g", ""));
        workspace.reload();
        assertThat(opens.get()).isEqualTo(2);
        assertThat(first.isClosed()).isTrue();
        assertThat(workspace.runs().shownRuns()).containsExactly(0, 1, 2);
        assertThat(workspace.runs().totalRunsProperty().get()).isEqualTo(3);
    }

    /**
     * A first reading not started yet (the pool busy) when the tab takes another log reads the log it was started
     * for, cancelled: it does not read the new log a second time beside the new log's own reading.
     */
    @Test
    void aReadingStillQueuedWhenTheTabTakesAnotherLogDoesNotReadTheNewLogToo() throws IOException {
        HeldTasks background = new HeldTasks();
        List<Path> read = new ArrayList<>();
        LogOpener recording = (log, listener, cancellation) -> {
            read.add(log);
            return listOpener().open(log, listener, cancellation);
        };
        LogWorkspaceViewModel workspace = new LogWorkspaceViewModel(path, recording,
                new UiExecutors(Runnable::run, background, executors.timer()), Duration.ofSeconds(1), Duration.ZERO,
                () -> null, new OpenFiles(path.resolveSibling("data"), List::of));
        Path other = Files.writeString(dir.resolve("other.jsonl"), "{}\n");
        workspace.load();
        workspace.openInstead(other);

        background.runAll();

        assertThat(read).containsExactly(path, other);
        assertThat(workspace.stateProperty().get()).isEqualTo(LoadState.LOADED);
        assertThat(workspace.runs().log().path()).isEqualTo(other);
    }

    /**
     * A reading whose log is open when the tab takes another log, and which returns only after the other log's
     * reading is done, does not put its own log back into the table.
     */
    @Test
    void aReadingOvertakenByAnotherLogDoesNotPutItsRunsInTheTable() throws IOException {
        HeldTasks background = new HeldTasks();
        Path other = Files.writeString(dir.resolve("other.jsonl"), "{}\n");
        AtomicReference<LogWorkspaceViewModel> tab = new AtomicReference<>();
        LogOpener overtaken = (log, listener, cancellation) -> {
            RolloutLog opened = listOpener().open(log, listener, cancellation);
            if (log.equals(path)) {
                tab.get().openInstead(other);
                background.runAll();
            }
            return opened;
        };
        tab.set(new LogWorkspaceViewModel(path, overtaken,
                new UiExecutors(Runnable::run, background, executors.timer()), Duration.ofSeconds(1), Duration.ZERO,
                () -> null, new OpenFiles(path.resolveSibling("data"), List::of)));
        tab.get().load();

        background.runAll();

        assertThat(tab.get().runs().log().path()).isEqualTo(other);
        assertThat(tab.get().stateProperty().get()).isEqualTo(LoadState.LOADED);
    }

    @Test
    void followPicksUpAppendedRuns() {
        LogWorkspaceViewModel workspace = workspace(listOpener());
        workspace.load();
        workspace.setFollowing(true);
        assertThat(workspace.followingProperty().get()).isTrue();
        opened.get().append(Runs.run(9, "new", "verified", 0L, "g", "fresh"));
        workspace.pollAppended();
        assertThat(workspace.runs().shownRuns()).containsExactly(0, 1, 2, 3);
        assertThat(workspace.runs().summary(3).key()).isEqualTo("new");
        workspace.setFollowing(false);
        assertThat(workspace.followingProperty().get()).isFalse();
    }

    @Test
    void followGoesOnAfterReload() {
        LogWorkspaceViewModel workspace = workspace(listOpener());
        workspace.load();
        workspace.setFollowing(true);
        workspace.reload();
        assertThat(workspace.followingProperty().get()).isTrue();
        opened.get().append(Runs.run(9, "new", "verified", 0L, "g", "fresh"));
        workspace.pollAppended();
        assertThat(workspace.runs().shownRuns()).containsExactly(0, 1, 2, 3);
    }

    @Test
    void aRewrittenLogIsReloadedAndStillFollowed() {
        ListRolloutLog rewritten = new ListRolloutLog(path, runs, List.of()) {
            @Override
            public int indexAppended(LoadListener listener) throws IOException {
                throw new LogRewrittenException(path, "it is shorter than the part already read");
            }
        };
        ListRolloutLog reread = new ListRolloutLog(path, List.of(Runs.run(1, "restarted", "off", 0L, "g", "")), List.of());
        Deque<ListRolloutLog> toOpen = new ArrayDeque<>(List.of(rewritten, reread));
        LogWorkspaceViewModel workspace = workspace((path, listener, cancellation) -> {
            ListRolloutLog log = toOpen.remove();
            log.publish(listener, log == rewritten ? runs.size() : 1);
            return log;
        });
        workspace.load();
        workspace.setFollowing(true);
        workspace.pollAppended();
        assertThat(toOpen).isEmpty();
        assertThat(rewritten.isClosed()).isTrue();
        assertThat(workspace.runs().shownRuns()).containsExactly(0);
        assertThat(workspace.runs().summary(0).key()).isEqualTo("restarted");
        assertThat(workspace.followingProperty().get()).isTrue();
        assertThat(workspace.noticeProperty().get()).isEqualTo("The log was rewritten: reloaded");
    }

    @Test
    void followStopsWithAReasonWhenTheFileFails() {
        LogWorkspaceViewModel workspace = workspace((path, listener, cancellation) -> new ListRolloutLog(path, runs, List.of()) {
            @Override
            public int indexAppended(com.collimate.inspector.core.log.LoadListener l) {
                throw new IllegalStateException("file was truncated");
            }
        });
        workspace.load();
        workspace.setFollowing(true);
        workspace.pollAppended();
        assertThat(workspace.followingProperty().get()).isFalse();
        assertThat(workspace.noticeProperty().get()).isEqualTo("Follow stopped: " + path + ": file was truncated");
    }

    /** Opens the runs of {@link #runs} the first time, then whatever {@code next} says. */
    private LogOpener firstThen(LogOpener next) {
        AtomicInteger opens = new AtomicInteger();
        return (p, listener, cancellation) -> opens.getAndIncrement() == 0 ? listOpener().open(p, listener, cancellation)
                : next.open(p, listener, cancellation);
    }

    @Test
    void aReloadThatFailsKeepsTheTabAndSaysWhy() {
        LogWorkspaceViewModel workspace = workspace(firstThen((p, listener, cancellation) -> {
            throw new UnreadableLogException(p, "permission denied");
        }));
        workspace.load();
        workspace.reload();
        assertThat(workspace.failureProperty().get()).as("only a first open fails the tab").isEmpty();
        assertThat(workspace.stateProperty().get()).isEqualTo(LoadState.FAILED);
        assertThat(workspace.troubleProperty().get())
                .isEqualTo("Cannot read the log again: " + path + ": permission denied; F5 to retry");
        workspace.setFollowing(true);
        assertThat(workspace.troubleProperty().get()).endsWith("; Follow tries again when the file changes");
    }

    /**
     * A reading that fails after its first runs keeps them shown and ends "more runs coming": else the runs table
     * holds back a count it never fits (its columns wait for the end of the load).
     */
    @Test
    void aReloadThatFailsHalfwayEndsMoreRunsComing() {
        LogWorkspaceViewModel workspace = workspace(firstThen((p, listener, cancellation) -> {
            new ListRolloutLog(p, runs, List.of()).publish(listener, 2);
            assertThat(workspaceRuns.get().moreRunsComingProperty().get()).as("while loading").isTrue();
            throw new IOException("Input/output error");
        }));
        workspaceRuns.set(workspace.runs());
        workspace.load();
        workspace.reload();

        assertThat(workspace.stateProperty().get()).isEqualTo(LoadState.FAILED);
        assertThat(workspace.runs().shownRuns()).containsExactly(0, 1);
        assertThat(workspace.runs().moreRunsComingProperty().get()).isFalse();
    }

    @Test
    void aFirstOpenThatFailsHalfwayEndsMoreRunsComing() {
        LogWorkspaceViewModel workspace = workspace((p, listener, cancellation) -> {
            new ListRolloutLog(p, runs, List.of()).publish(listener, 2);
            throw new UnreadableLogException(p, "not a rollout log: binary data at byte 900");
        });
        workspace.load();

        assertThat(workspace.stateProperty().get()).isEqualTo(LoadState.FAILED);
        assertThat(workspace.runs().moreRunsComingProperty().get()).isFalse();
    }

    @Test
    void aCancelledLoadEndsMoreRunsComing() {
        LogWorkspaceViewModel workspace = workspace((p, listener, cancellation) -> {
            new ListRolloutLog(p, runs, List.of()).publish(listener, 2);
            cancellation.cancel();
            cancellation.throwIfCancelled();
            return null;
        });
        workspace.load();

        assertThat(workspace.stateProperty().get()).isEqualTo(LoadState.CANCELLED);
        assertThat(workspace.runs().moreRunsComingProperty().get()).isFalse();
    }

    /** The tab closed while its log loads: the reading stops (cancelled), and so do the runs coming. */
    @Test
    void closingWhileLoadingEndsMoreRunsComing() {
        AtomicReference<LogWorkspaceViewModel> self = new AtomicReference<>();
        LogWorkspaceViewModel workspace = workspace((p, listener, cancellation) -> {
            new ListRolloutLog(p, runs, List.of()).publish(listener, 2);
            self.get().close();
            cancellation.throwIfCancelled();
            return null;
        });
        self.set(workspace);
        workspace.load();

        assertThat(workspace.runs().moreRunsComingProperty().get()).isFalse();
    }

    /**
     * A line cut at the end of the file is an error until Follow reads it whole; when the whole record then has a
     * field of a wrong type, one error goes and one warning comes: the lists change though the sum of both does not.
     */
    @Test
    void aFollowPassTradingAnErrorForAWarningShowsTheWarningAndDropsTheError() {
        AtomicBoolean completed = new AtomicBoolean();
        LoadError truncated = new LoadError(4, "truncated line: the file ends inside the record", "{\"run_id\": \"d\"");
        LoadError warning = new LoadError(4, "field \"exit_code\": expected an integer (64-bit), found a string; it "
                + "counts as absent (kept as an extra)", "\"x\"");
        LogWorkspaceViewModel workspace = workspace((p, listener, cancellation) -> {
            ListRolloutLog log = new ListRolloutLog(p, runs, List.of()) {
                @Override
                public List<LoadError> errors() {
                    return completed.get() ? List.of() : List.of(truncated);
                }

                @Override
                public List<LoadError> fieldWarnings() {
                    return completed.get() ? List.of(warning) : List.of();
                }

                @Override
                public int indexAppended(LoadListener l) {
                    completed.set(true);
                    return 0;
                }
            };
            log.publish(listener, runs.size());
            return log;
        });
        workspace.load();
        workspace.setFollowing(true);
        assertThat(workspace.loadErrors()).containsExactly(truncated);

        workspace.pollAppended();
        assertThat(workspace.loadErrors()).isEmpty();
        assertThat(workspace.loadErrorCountProperty().get()).isZero();
        assertThat(workspace.fieldWarnings()).containsExactly(warning);
        assertThat(workspace.fieldWarningCountProperty().get()).isEqualTo(1);
    }

    /**
     * A line cut at the end of the file is an error until Follow reads it whole; when the whole line is invalid
     * JSON, one error takes the place of another: the count stays, the list must change.
     */
    @Test
    void aFollowPassSwappingOneErrorForAnotherShowsTheNewOne() throws IOException {
        Files.writeString(path, "{\"run_id\": \"a\"}\n{\"run_id\": \"b\", \"x\": \"cut");
        LogWorkspaceViewModel workspace = workspace(LogOpener.INTERACTIVE);
        workspace.load();
        workspace.setFollowing(true);
        assertThat(workspace.loadErrors()).extracting(LoadError::message).singleElement().asString()
                .startsWith("truncated");

        Files.writeString(path, "\", \"y\": tru}\n", StandardOpenOption.APPEND);
        workspace.pollAppended();
        assertThat(workspace.loadErrors()).extracting(LoadError::line, LoadError::message)
                .containsExactly(tuple(2L, "invalid literal, expected 'true' (column 34)"));
        assertThat(workspace.loadErrorCountProperty().get()).isEqualTo(1);
        workspace.close();
    }

    /**
     * The cut line, read whole and valid, takes its error away, and the invalid line after it adds one: the count
     * stays, the list must change. Later passes leave it as it is.
     */
    @Test
    void aFollowPassTakingTheCutLinesErrorAndAddingOneForTheNextLineShowsTheNewOne() throws IOException {
        Files.writeString(path, "{\"run_id\": \"a\"}\n{\"run_id\": \"b\"");
        LogWorkspaceViewModel workspace = workspace(LogOpener.INTERACTIVE);
        workspace.load();
        workspace.setFollowing(true);
        assertThat(workspace.loadErrors()).extracting(LoadError::line).containsExactly(2L);

        Files.writeString(path, "}\n{\"run_id\": \"c\"}}\n", StandardOpenOption.APPEND);
        workspace.pollAppended();
        List<LoadError> afterSwap = List.copyOf(workspace.loadErrors());
        Files.writeString(path, "{\"run_id\": \"d\", \"x\": nu", StandardOpenOption.APPEND);
        workspace.pollAppended();
        Files.writeString(path, "ll}\n", StandardOpenOption.APPEND);
        workspace.pollAppended();

        assertThat(afterSwap).extracting(LoadError::line, LoadError::message)
                .containsExactly(tuple(3L, "trailing content after the record (column 16)"));
        assertThat(workspace.loadErrors()).as("a line cut, then whole: no error").isEqualTo(afterSwap);
        assertThat(workspace.loadErrorCountProperty().get()).isEqualTo(1);
        workspace.close();
    }

    @Test
    void aFollowedLogReplacedByAHalfWrittenRecordIsReadOnceTheRecordIsComplete() throws IOException {
        AtomicInteger opens = new AtomicInteger();
        LogWorkspaceViewModel workspace = workspace((p, listener, cancellation) -> {
            int open = opens.incrementAndGet();
            if (open == 2) {
                throw new UnreadableLogException(p, UnreadableLogException.Kind.NO_COMPLETE_RUN,
                        "not a rollout log: no run could be read (line 1: truncated line)");
            }
            List<Run> now = open == 1 ? runs : List.of(Runs.run(1, "restart0", "verified", 0L, "g", ""));
            ListRolloutLog log = new ListRolloutLog(p, now, List.of()) {
                @Override
                public int indexAppended(LoadListener l) throws IOException {
                    throw new LogRewrittenException(p, "it is shorter than the part already read");
                }
            };
            log.publish(listener, now.size());
            return log;
        });
        workspace.load();
        workspace.setFollowing(true);
        workspace.pollAppended();
        assertThat(opens.get()).isEqualTo(2);
        assertThat(workspace.troubleProperty().get())
                .isEqualTo("The log was replaced and has no complete run yet; waiting for its first run (Follow is on)");
        assertThat(workspace.noticeProperty().get()).as("not \"reloaded\"").isEmpty();
        assertThat(workspace.runs().shownRuns()).isEmpty();

        workspace.pollAppended();
        assertThat(opens.get()).as("the file did not change: not read again").isEqualTo(2);

        Files.writeString(path, "{\"run_id\":\"restart0\"}\n");
        workspace.pollAppended();
        assertThat(opens.get()).isEqualTo(3);
        assertThat(workspace.troubleProperty().get()).isEmpty();
        assertThat(workspace.runs().summary(0).key()).isEqualTo("restart0");
        assertThat(workspace.followingProperty().get()).isTrue();
    }

    @Test
    void reloadOfARemovedLogKeepsTheRunsReadLast() throws IOException {
        AtomicInteger opens = new AtomicInteger();
        LogWorkspaceViewModel workspace = workspace((p, listener, cancellation) -> {
            opens.incrementAndGet();
            return listOpener().open(p, listener, cancellation);
        });
        workspace.load();
        Files.delete(path);
        workspace.reload();
        assertThat(opens.get()).isEqualTo(1);
        assertThat(workspace.runs().shownRuns()).containsExactly(0, 1, 2);
        assertThat(workspace.troubleProperty().get()).isEqualTo("The file is gone; F5 to retry");
        assertThat(workspace.failureProperty().get()).isEmpty();
    }

    @Test
    void followWaitsForARemovedLogAndReadsItWhenItIsBack() throws IOException {
        AtomicInteger opens = new AtomicInteger();
        LogWorkspaceViewModel workspace = workspace((p, listener, cancellation) -> {
            opens.incrementAndGet();
            ListRolloutLog log = new ListRolloutLog(p, runs, List.of()) {
                @Override
                public int indexAppended(LoadListener l) throws IOException {
                    if (Files.notExists(p)) {
                        throw new NoSuchFileException(p.toString());
                    }
                    throw new LogRewrittenException(p, "another file has taken its name");
                }
            };
            log.publish(listener, runs.size());
            return log;
        });
        workspace.load();
        workspace.setFollowing(true);
        Files.delete(path);
        workspace.pollAppended();
        assertThat(workspace.followingProperty().get()).isTrue();
        assertThat(workspace.troubleProperty().get())
                .isEqualTo("The file is gone; F5 to retry (Follow reloads it once it is back)");
        assertThat(workspace.runs().shownRuns()).containsExactly(0, 1, 2);

        Files.writeString(path, "{}\n");
        workspace.pollAppended();
        assertThat(opens.get()).isEqualTo(2);
        assertThat(workspace.troubleProperty().get()).isEmpty();
    }

    @Test
    void aGzipLogCannotBeFollowedAndSaysWhy() {
        LogWorkspaceViewModel workspace = workspace((p, listener, cancellation) -> {
            ListRolloutLog log = new ListRolloutLog(p, runs, List.of()) {
                @Override
                public Compression compression() {
                    return Compression.GZIP;
                }

                @Override
                public boolean followable() {
                    return false;
                }
            };
            log.publish(listener, runs.size());
            return log;
        });
        workspace.load();
        String why = "Follow works on plain JSON Lines logs; this one is gzip-compressed";
        assertThat(workspace.followUnavailableProperty().get()).isEqualTo(why);
        workspace.setFollowing(true);
        assertThat(workspace.followingProperty().get()).isFalse();
        assertThat(workspace.noticeProperty().get()).isEqualTo(why);
    }
}
