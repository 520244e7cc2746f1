package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.ui.common.OpenFiles;
import com.collimate.inspector.ui.common.UiExecutors;
import com.collimate.inspector.ui.common.UiState;
import com.collimate.inspector.ui.common.UiStateSaver;
import com.collimate.inspector.ui.common.UiStateStore;
import com.collimate.inspector.ui.settings.SettingsViewModel;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * The main window: open logs (one workspace per tab), the active one, recent files, remembered window state,
 * settings, and the problems to show in dialogs.
 */
public final class MainViewModel implements AutoCloseable {
    public static final Duration FOLLOW_INTERVAL = Duration.ofSeconds(1);
    public static final Duration REFRESH_INTERVAL = Duration.ofMillis(100);
    /** How long layout changes (window, split, columns) settle before the UI state is written. */
    public static final Duration UI_STATE_SAVE_DELAY = Duration.ofSeconds(1);

    private final UiExecutors executors;
    private final LogOpener opener;
    private final UiStateStore uiStore;
    private final SettingsViewModel settings;
    private final SampleLog sample;
    private final Duration followInterval;
    private final Duration refreshInterval;
    private final OpenFiles openFiles;

    private final ObservableList<LogWorkspaceViewModel> workspaces = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<LogWorkspaceViewModel> active = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper opening = new ReadOnlyStringWrapper("");
    private final ObservableList<Path> recentFiles = FXCollections.observableArrayList();
    private final ObservableList<Problem> problems = FXCollections.observableArrayList();
    // One read-only wrapper each: a wrapper only weakly observes its list, so a fresh one per call could be
    // collected together with the listeners added to it.
    private final ObservableList<LogWorkspaceViewModel> workspacesView =
            FXCollections.unmodifiableObservableList(workspaces);
    private final ObservableList<Path> recentFilesView = FXCollections.unmodifiableObservableList(recentFiles);
    private final ObservableList<Problem> problemsView = FXCollections.unmodifiableObservableList(problems);
    private UiState uiState;
    /** Per tab: whether the log its last File → Open opened was in Open Recent before. */
    private final Map<LogWorkspaceViewModel, Boolean> openedWasRecent = new HashMap<>();
    /**
     * The tab of the sample opened at start when no log was given, until a log is opened: that log takes this tab if
     * the user has done nothing in it ({@link LogWorkspaceViewModel#untouched()}). Null otherwise.
     */
    private LogWorkspaceViewModel startSample;
    /** The tab that took the first opened log instead of the start sample, and the sample's path, until it is read. */
    private final Map<LogWorkspaceViewModel, Path> replacedSample = new HashMap<>();
    /** The paths of {@link #workspaces}, replaced (on the FX thread) whenever they change; read on any thread. */
    private volatile List<Path> openLogs = List.of();
    private final UiStateSaver uiSaver;

    /** @param dataFolder the app's data folder, where a journal goes when the log's folder is not writable */
    public MainViewModel(UiExecutors executors, LogOpener opener, UiStateStore uiStore, SettingsViewModel settings,
                         SampleLog sample, Path dataFolder, Duration followInterval, Duration refreshInterval) {
        this(executors, opener, uiStore, settings, sample, dataFolder, followInterval, refreshInterval,
                UI_STATE_SAVE_DELAY);
    }

    /** @param uiStateSaveDelay how long layout changes settle before the UI state is written */
    public MainViewModel(UiExecutors executors, LogOpener opener, UiStateStore uiStore, SettingsViewModel settings,
                         SampleLog sample, Path dataFolder, Duration followInterval, Duration refreshInterval,
                         Duration uiStateSaveDelay) {
        this.executors = executors;
        this.opener = opener;
        this.uiStore = uiStore;
        this.settings = settings;
        this.sample = sample;
        this.followInterval = followInterval;
        this.refreshInterval = refreshInterval;
        // OpenFiles is asked off the FX thread, which must not read the FX-owned list: it reads a copy taken on it
        workspaces.addListener((ListChangeListener<LogWorkspaceViewModel>) change -> openLogs = openPaths());
        this.openFiles = new OpenFiles(dataFolder, () -> openLogs);
        UiState stored = uiStore.load(reason -> problems.add(new Problem("Window state not restored", reason)));
        this.uiState = withoutSample(stored);
        this.uiSaver = new UiStateSaver(uiStore::save, executors.background(), executors.timer(), uiStateSaveDelay,
                reason -> executors.fx().execute(() -> problems.add(
                        new Problem("Window state not saved", uiStore.file() + ": " + reason))));
        uiSaver.startedWith(stored);
        uiState.recentFiles().forEach(file -> recentFiles.add(Path.of(file)));
        if (!settings.loadProblemProperty().get().isEmpty()) {
            problems.add(new Problem("Problem in the settings file", settings.loadProblemProperty().get()));
        }
        settings.settingsProperty().addListener((obs, old, now) -> {
            if (!Objects.equals(old.endpoint(), now.endpoint())) {
                workspaces.forEach(workspace -> workspace.detail().endpointChanged());
            }
        });
    }

    private List<Path> openPaths() {
        return workspaces.stream().map(LogWorkspaceViewModel::path).toList();
    }

    public SettingsViewModel settings() {
        return settings;
    }

    /** The open logs and their journals, which no save may replace. */
    public OpenFiles openFiles() {
        return openFiles;
    }

    public ObservableList<LogWorkspaceViewModel> workspaces() {
        return workspacesView;
    }

    /** How users see {@code log} named: its path, the bundled sample by that name rather than its copy's path. */
    public String shownName(Path log) {
        return sample.shownName(log);
    }

    /** The names of the logs given at start while they are being opened (before their tabs exist); empty otherwise. */
    public ReadOnlyStringProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<LogWorkspaceViewModel> activeProperty() {
        return active.getReadOnlyProperty();
    }

    /** Most recent first. */
    public ObservableList<Path> recentFiles() {
        return recentFilesView;
    }

    /** Problems waiting to be shown; the view calls {@link #dismiss} once it has shown one. */
    public ObservableList<Problem> problems() {
        return problemsView;
    }

    public void report(Problem problem) {
        problems.add(problem);
    }

    public void dismiss(Problem problem) {
        problems.remove(problem);
    }

    public UiState uiState() {
        return uiState;
    }

    /** A layout change (window, split, columns): written in the background once changes have settled. */
    public void updateUiState(UnaryOperator<UiState> change) {
        uiState = change.apply(uiState);
        uiSaver.saveSoon(uiState);
    }

    /** Writes the window state now, on the calling thread (closing); a failure is reported, the app goes on. */
    public void saveUiState() {
        uiSaver.saveHere(uiState);
    }

    /** Also writes the UI state when the JVM shuts down without a normal close (SIGTERM at logout). */
    public void saveUiStateOnShutdown() {
        uiSaver.saveOnShutdown();
    }

    public void activate(LogWorkspaceViewModel workspace) {
        active.set(workspace);
    }

    /**
     * The logs given at start ({@code files}, or the bundled sample when there are none): named as opening at once,
     * opened when {@code later} runs the action it is given (once the window is on the screen: building the first tab
     * keeps the FX thread busy for seconds on a busy machine).
     */
    public void openAtStart(List<Path> files, Consumer<Runnable> later) {
        opening.set(files.isEmpty() ? SampleLog.SHOWN_NAME
                : String.join(", ", files.stream().map(MainViewModel::fileName).toList()));
        later.accept(() -> {
            if (files.isEmpty()) {
                openStartSample().whenComplete((ignored, error) -> opening.set(""));
            } else {
                try {
                    openAll(files);
                } finally {
                    opening.set("");
                }
            }
        });
    }

    /** {@link #openSample()} as the stand-in shown at start, whose tab the first log opened takes while untouched. */
    private CompletableFuture<Void> openStartSample() {
        return openSample().whenComplete((ignored, error) -> startSample = workspaces.stream()
                .filter(tab -> sample.isCopy(tab.path())).findFirst().orElse(null));
    }

    private static String fileName(Path file) {
        return Objects.toString(file.getFileName(), file.toString());
    }

    /** Opens each file in its own tab (an already open file just becomes active). */
    public void openAll(List<Path> files) {
        files.forEach(this::open);
    }

    /**
     * Opens {@code file} in a tab of its own (an already open file just becomes active); the first file opened while
     * the sample shown at start is untouched takes the sample's tab instead, whose views are built already.
     */
    public void open(Path file) {
        Path path = file.toAbsolutePath().normalize();
        Optional<LogWorkspaceViewModel> existing = workspaces.stream().filter(ws -> ws.path().equals(path)).findFirst();
        if (existing.isPresent()) {
            active.set(existing.get());
            return;
        }
        boolean wasRecent = recentFiles.contains(path);
        if (!sample.isCopy(path)) {
            rememberRecent(path);
        }
        LogWorkspaceViewModel reusable = startSample;
        startSample = null;
        if (reusable != null && workspaces.contains(reusable) && reusable.untouched()) {
            openedWasRecent.put(reusable, wasRecent);
            replacedSample.put(reusable, reusable.path());
            reusable.openInstead(path);
            active.set(reusable);
            return;
        }
        LogWorkspaceViewModel workspace = new LogWorkspaceViewModel(path, opener, executors, followInterval,
                refreshInterval, settings::replayEndpoint, openFiles);
        openedWasRecent.put(workspace, wasRecent);
        workspace.failureProperty().addListener((obs, old, reason) -> {
            if (!reason.isEmpty()) {
                failed(workspace, reason);
            }
        });
        workspace.stateProperty().addListener((obs, old, state) -> {
            if (state != LoadState.LOADING && state != LoadState.FAILED) {
                replacedSample.remove(workspace);
            }
        });
        workspace.pathProperty().addListener((obs, old, now) -> openLogs = openPaths());
        workspaces.add(workspace);
        active.set(workspace);
        workspace.load();
    }

    /**
     * The bundled demo log, copied to the data folder in the background (a resource read and file writes) and opened
     * on the FX thread; a problem when this build has none or it cannot be copied. The returned future completes on
     * the FX thread once the tab is open or the problem reported.
     */
    public CompletableFuture<Void> openSample() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        executors.background().execute(() -> {
            Runnable then;
            try {
                Optional<Path> extracted = sample.extract();
                then = () -> extracted.ifPresentOrElse(this::open, () -> problems.add(new Problem("No sample log",
                        "This build has no bundled sample log (" + SampleLog.FILE_NAME + "). Use File → Open.")));
            } catch (IOException | RuntimeException e) {
                String reason = "The sample log could not be copied: " + ErrorText.oneLine(e);
                then = () -> problems.add(new Problem("No sample log", reason));
            }
            Runnable shown = then;
            executors.fx().execute(() -> {
                try {
                    shown.run();
                } finally {
                    done.complete(null);
                }
            });
        });
        return done;
    }

    public void reloadActive() {
        if (active.get() != null) {
            active.get().reload();
        }
    }

    public void close(LogWorkspaceViewModel workspace) {
        workspace.close();
        openedWasRecent.remove(workspace);
        replacedSample.remove(workspace);
        int index = workspaces.indexOf(workspace);
        workspaces.remove(workspace);
        if (active.get() == workspace) {
            active.set(workspaces.isEmpty() ? null : workspaces.get(Math.max(0, index - 1)));
        }
    }

    public void clearRecentFiles() {
        recentFiles.clear();
        uiState = uiState.withRecentFiles(List.of());
        uiSaver.saveNow(uiState);
    }

    /**
     * The first reading of a newly opened log failed: no tab. A tab that took the log instead of the start sample
     * shows the sample again; one the user worked in meanwhile goes, and the sample opens in a tab of its own (unless
     * it is open already). A file picked for the first time leaves Open Recent again, as does a recent file that no
     * longer exists; a recent file that exists stays (a job may be rewriting it).
     */
    private void failed(LogWorkspaceViewModel workspace, String reason) {
        Path path = workspace.path();
        boolean wasRecent = openedWasRecent.getOrDefault(workspace, false);
        boolean missing = workspace.missingAtFirstOpen();
        Path sampleBefore = replacedSample.remove(workspace);
        if (sampleBefore != null && workspace.untouched()) {
            workspace.openInstead(sampleBefore);
            startSample = workspace;
        } else {
            close(workspace);
            if (sampleBefore != null && workspaces.stream().noneMatch(tab -> tab.path().equals(sampleBefore))) {
                openStartSample();
            }
        }
        String removed = "";
        if (!wasRecent || missing) {
            recentFiles.remove(path);
            uiState = uiState.withRecentFiles(recentFiles.stream().map(Path::toString).toList());
            uiSaver.saveNow(uiState);
            removed = wasRecent ? " (removed from Open Recent)" : "";
        }
        problems.add(new Problem("Cannot open log", reason + removed));
    }

    /**
     * {@code state} without the bundled sample's copy in Open Recent (an earlier version listed it): its path, in the
     * app's data folder, means nothing to users, and File → Open Sample Log opens it.
     */
    private UiState withoutSample(UiState state) {
        return state.withRecentFiles(state.recentFiles().stream().filter(file -> !sample.isCopy(Path.of(file)))
                .toList());
    }

    private void rememberRecent(Path path) {
        uiState = uiState.withRecentFile(path.toString());
        recentFiles.setAll(uiState.recentFiles().stream().map(Path::of).toList());
        uiSaver.saveNow(uiState);
    }

    @Override
    public void close() {
        List.copyOf(workspaces).forEach(LogWorkspaceViewModel::close);
        workspaces.clear();
        active.set(null);
        uiSaver.close();
    }
}
