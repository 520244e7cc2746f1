package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.ui.common.OpenFiles;
import com.collimate.inspector.ui.common.SaveDialog;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.diff.CompareWarmUpSchedule;
import com.collimate.inspector.ui.diff.DiffViewModel;
import com.collimate.inspector.ui.main.LoadState;
import com.collimate.inspector.ui.main.LogWorkspaceViewModel;
import com.collimate.inspector.ui.main.MainViewModel;
import javafx.collections.ListChangeListener;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * Replay and Compare for every open log: one {@link ReplayViewModel} per log tab, fed when the log (re)loads, told
 * when the tab takes another log, and closed with its tab; the backends (and the local sandbox) and the batch queue are shared and closed with the app. When a log has
 * loaded and none is loading, the first compare becomes possible and the user is reading the table: the compare
 * warm-up runs then ({@link CompareWarmUpSchedule}).
 */
public final class ReplayFeature implements AutoCloseable {
    private final MainViewModel main;
    private final UiExecutors executors;
    private final ReplayServices services;
    private final SaveDialog saveDialog;
    private final CompareWarmUpSchedule warmUp;
    private final Map<LogWorkspaceViewModel, ReplayViewModel> replays = new HashMap<>();
    /** How long closing waits for cancelled replays to stop (aborted calls return at once; this is a backstop). */
    static final Duration STOP_GRACE = Duration.ofSeconds(10);

    private final ReplayQueue queue = new ReplayQueue();

    public ReplayFeature(MainViewModel main, UiExecutors executors, ReplayServices services, SaveDialog saveDialog,
                         CompareWarmUpSchedule warmUp) {
        this.main = main;
        this.executors = executors;
        this.services = services;
        this.saveDialog = saveDialog;
        this.warmUp = warmUp;
        main.settings().settingsProperty().addListener((obs, old, now) -> {
            // a banner about the endpoint (refused key, unreachable) speaks of the backend before the change
            if (!Objects.equals(old.endpoint(), now.endpoint()) || !Objects.equals(old.apiKey(), now.apiKey())) {
                replays.values().forEach(ReplayViewModel::dismissEndpointProblem);
            }
            if (!Objects.equals(old.customMasks(), now.customMasks())
                    || !Objects.equals(old.disabledMasks(), now.disabledMasks())) {
                replays.values().forEach(ReplayViewModel::masksChanged);
            }
        });
        main.workspaces().addListener((ListChangeListener<LogWorkspaceViewModel>) change -> {
            while (change.next()) {
                change.getRemoved().forEach(this::forget);
                change.getAddedSubList().forEach(added -> added.stateProperty()
                        .addListener((obs, old, state) -> tellWarmUp()));
            }
            tellWarmUp();
        });
    }

    /** The warm-up may run while no tab is loading and one has loaded (a compare is possible). */
    private void tellWarmUp() {
        List<LoadState> states = main.workspaces().stream().map(tab -> tab.stateProperty().get()).toList();
        if (states.contains(LoadState.LOADING)) {
            warmUp.logLoading();
        } else if (states.contains(LoadState.LOADED)) {
            warmUp.logsLoaded();
        }
    }

    /** The replay view model of a log tab, made on first use. FX thread. */
    public ReplayViewModel forWorkspace(LogWorkspaceViewModel workspace) {
        return replays.computeIfAbsent(workspace, this::create);
    }

    private ReplayViewModel create(LogWorkspaceViewModel workspace) {
        ReplayViewModel model = new ReplayViewModel(workspace.path(), workspace.runs(), executors.fx(),
                executors.background(), services, services.approvals(), () -> services.settings().concurrency(),
                services.dataFolder(), main.openFiles(), queue, this::diffOptions);
        workspace.stateProperty().addListener((obs, old, state) -> {
            if (state == LoadState.LOADED) {
                model.logLoaded();
            }
        });
        if (workspace.stateProperty().get() == LoadState.LOADED) {
            model.logLoaded();
        }
        model.workedInProperty().addListener((obs, was, worked) -> workspace.markWorkedIn());
        workspace.pathProperty().addListener((obs, old, log) -> model.switchLog(log));
        return model;
    }

    public RunReplaysViewModel replaysTab(ReplayViewModel model) {
        return new RunReplaysViewModel(executors.fx(), executors.background(), model, this::diffOptions);
    }

    /**
     * A Compare view model; its first computation stops the warm-up for good, which would compete for the cores. Its
     * patch never replaces a log open in the app or a journal of one.
     *
     * @param ownLog the log of the tab that compares ("this log" in a refusal), or null
     */
    public DiffViewModel newDiff(Path ownLog) {
        OpenFiles openFiles = main.openFiles();
        DiffViewModel diff = new DiffViewModel(executors.fx(), executors.background(), this::masks,
                file -> openFiles.refusal(file, ownLog));
        diff.computingProperty().addListener((obs, was, computing) -> {
            if (computing) {
                warmUp.stop();
            }
        });
        return diff;
    }

    /** The diff options of reports: the settings' masks, defaults otherwise. */
    public DiffOptions diffOptions() {
        return DiffOptions.defaults().withMasks(masks());
    }

    private Masks masks() {
        return Masks.fromSettings(services.settings(), problem -> { });
    }

    /** Where File → Export and the Compare window's Save patch ask for the file to write. */
    public SaveDialog saveDialog() {
        return saveDialog;
    }

    public UiExecutors executors() {
        return executors;
    }

    public MainViewModel main() {
        return main;
    }

    /** The tabs among {@code tabs} whose replays run or wait their turn. FX thread. */
    public List<LogWorkspaceViewModel> replaying(List<LogWorkspaceViewModel> tabs) {
        return tabs.stream().filter(tab -> replays.containsKey(tab) && replays.get(tab).runningProperty().get())
                .toList();
    }

    /**
     * Cancels the replays of {@code tabs} and runs {@code then} once all have stopped (their journals complete), or
     * after {@link #STOP_GRACE} should one not stop. FX thread.
     */
    public void stopThen(List<LogWorkspaceViewModel> tabs, Runnable then) {
        Runnable once = new Runnable() {
            private boolean done;

            @Override
            public void run() {
                if (!done) {
                    done = true;
                    then.run();
                }
            }
        };
        int[] left = {tabs.size()};
        if (tabs.isEmpty()) {
            once.run();
            return;
        }
        executors.timer().schedule(() -> executors.fx().execute(once), STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
        tabs.forEach(tab -> forWorkspace(tab).stopThen(() -> {
            if (--left[0] == 0) {
                once.run();
            }
        }));
    }

    private void forget(LogWorkspaceViewModel workspace) {
        ReplayViewModel model = replays.remove(workspace);
        if (model != null) {
            model.close();
        }
    }

    @Override
    public void close() {
        warmUp.stop();
        replays.values().forEach(ReplayViewModel::close);
        replays.clear();
        services.close();
    }
}
