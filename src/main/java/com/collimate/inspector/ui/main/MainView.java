package com.collimate.inspector.ui.main;

import com.collimate.inspector.AppInfo;
import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.report.RunsExport;
import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.ui.common.Themes;
import com.collimate.inspector.ui.common.UiState;
import com.collimate.inspector.ui.common.ViewLoader;
import com.collimate.inspector.ui.help.HelpWindows;
import com.collimate.inspector.ui.replay.ReplayFeature;
import com.collimate.inspector.ui.replay.ReplayView;
import com.collimate.inspector.ui.runs.ColumnLayout;
import com.collimate.inspector.ui.settings.SettingsDialog;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ChangeListener;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.geometry.Rectangle2D;

import java.io.File;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/** The main window: menus, one tab per open log, drag and drop, dialogs, and the remembered window state. */
public final class MainView {
    private static final double MIN_WIDTH = 900;
    private static final double MIN_HEIGHT = 560;
    static final String MAIN_SPLIT = "main";
    /**
     * The table's share of the width: at the default window size it shows the key, seed, seed_ack, exit code, reward
     * and the whole verdict, and the detail still fits the Replays tab's table, each cell on at most two lines.
     */
    static final double DEFAULT_SPLIT = 0.65;
    /**
     * The defaults of earlier versions, which saved the split even when it was never dragged: such a split is read as
     * the current default, so that the whole verdict reaches those users too, while a dragged one is kept.
     */
    private static final Set<Double> FORMER_DEFAULT_SPLITS = Set.of(0.56, 0.6, 0.57, 0.64);

    private final MainViewModel viewModel;
    private final ReplayFeature replays;
    private final Map<LogWorkspaceViewModel, ReplayView> replayViews = new HashMap<>();
    private final Stage stage;
    private final Parent root;
    private final Map<LogWorkspaceViewModel, LogWorkspaceView> views = new HashMap<>();
    private final Map<LogWorkspaceViewModel, Tab> tabs = new HashMap<>();
    private final Map<Settings.Theme, RadioMenuItem> themeItems = new HashMap<>();
    private File lastFolder;

    @FXML private BorderPane mainRoot;
    @FXML private TabPane logTabs;
    @FXML private VBox emptyState;
    @FXML private VBox openingState;
    @FXML private Label openingTitle;
    @FXML private Button emptyOpenButton;
    @FXML private Button emptySampleButton;
    @FXML private MenuItem openMenuItem;
    @FXML private Menu recentMenu;
    @FXML private MenuItem openSampleMenuItem;
    @FXML private MenuItem reloadMenuItem;
    @FXML private CheckMenuItem followMenuItem;
    @FXML private MenuItem closeTabMenuItem;
    @FXML private MenuItem settingsMenuItem;
    @FXML private MenuItem quitMenuItem;
    @FXML private MenuItem findMenuItem;
    @FXML private MenuItem copySeedMenuItem;
    @FXML private MenuItem clearFiltersMenuItem;
    @FXML private MenuItem overviewMenuItem;
    @FXML private MenuItem loadErrorsMenuItem;
    @FXML private Menu columnsMenu;
    @FXML private RadioMenuItem themeLightItem;
    @FXML private RadioMenuItem themeDarkItem;
    @FXML private RadioMenuItem themeSystemItem;
    @FXML private MenuItem aboutMenuItem;
    @FXML private MenuItem shortcutsMenuItem;
    @FXML private MenuItem documentationMenuItem;
    @FXML private MenuBar menuBar;
    @FXML private MenuItem replaySelectedMenuItem;
    @FXML private MenuItem replayShownMenuItem;
    @FXML private MenuItem cancelReplayMenuItem;
    @FXML private MenuItem compareMenuItem;
    @FXML private MenuItem exportHtmlMenuItem;
    @FXML private MenuItem exportJsonlMenuItem;
    @FXML private MenuItem exportCsvMenuItem;
    @FXML private MenuItem exportPatchMenuItem;
    @FXML private Menu exportMenu;

    /** Keeps File → Follow ticked exactly while the active log is followed (Follow stops itself on a read error). */
    private final ChangeListener<Boolean> followTick = (obs, old, following) -> followMenuItem.setSelected(following);
    /** Keeps File → Follow disabled while the active log cannot be followed (the status bar says why). */
    private final ChangeListener<String> followAvailability = (obs, old, why) -> followMenuItem.setDisable(!why.isEmpty());

    public MainView(MainViewModel viewModel, ReplayFeature replays, Stage stage) {
        this.viewModel = viewModel;
        this.replays = replays;
        this.stage = stage;
        this.root = ViewLoader.load(FxmlView.MAIN, this);
    }

    /** Builds the scene, restores the window and shows it. */
    public void show() {
        UiState.WindowBounds bounds = viewModel.uiState().window();
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(root);
        Themes.apply(viewModel.settings().theme(), scene);
        viewModel.settings().settingsProperty().addListener((obs, old, settings) -> {
            Themes.apply(settings.theme(), scene);
            themeItems.get(settings.theme()).setSelected(true);
        });
        stage.setScene(scene);
        // The window's own size, as saved (a scene of that size would grow the window by its decorations at every
        // start), and set even when a stage had a size before.
        stage.setWidth(Math.min(bounds.width(), screen.getWidth()));
        stage.setHeight(Math.min(bounds.height(), screen.getHeight()));
        // Below this the toolbar covers the search field and the runs table has no room.
        stage.setMinWidth(Math.min(MIN_WIDTH, screen.getWidth()));
        stage.setMinHeight(Math.min(MIN_HEIGHT, screen.getHeight()));
        stage.setTitle(AppInfo.NAME);
        stage.getIcons().setAll(AppIcons.load());
        if (!Double.isNaN(bounds.x()) && screen.contains(bounds.x() + 20, bounds.y() + 20)) {
            stage.setX(bounds.x());
            stage.setY(bounds.y());
        }
        stage.setMaximized(bounds.maximized());
        stage.setOnCloseRequest(event -> {
            event.consume();
            quit();
        });
        // remembered as they change (written once settled), so a session that is killed keeps its layout
        javafx.beans.InvalidationListener boundsChanged = obs -> {
            if (stage.isShowing()) {
                rememberBounds();
            }
        };
        for (javafx.beans.Observable bound : List.of(stage.xProperty(), stage.yProperty(), stage.widthProperty(),
                stage.heightProperty(), stage.maximizedProperty())) {
            bound.addListener(boundsChanged);
        }
        stage.setOnHidden(event -> {
            rememberWindow();
            // the stage outlives this view where it is shown again with other content (the UI tests' primary stage)
            stage.setMinWidth(0);
            stage.setMinHeight(0);
        });
        stage.show();
        // only now: a dialog owned by a stage without a scene fails, so a damaged settings file stopped the start
        viewModel.problems().addListener((ListChangeListener<Problem>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(this::showProblem);
            }
        });
        List.copyOf(viewModel.problems()).forEach(this::showProblem);
    }

    public Parent root() {
        return root;
    }

    @FXML
    private void initialize() {
        setUpFileMenu();
        setUpEditAndViewMenus();
        setUpReplayMenu();
        logItems().forEach(item -> item.setDisable(active() == null));
        setUpTabs();
        setUpDragAndDrop();
    }

    private void setUpFileMenu() {
        openMenuItem.setOnAction(event -> chooseFiles());
        emptyOpenButton.setOnAction(event -> chooseFiles());
        openSampleMenuItem.setOnAction(event -> viewModel.openSample());
        emptySampleButton.setOnAction(event -> viewModel.openSample());
        reloadMenuItem.setOnAction(event -> viewModel.reloadActive());
        followMenuItem.setOnAction(event -> {
            if (active() != null) {
                active().setFollowing(followMenuItem.isSelected());
            }
        });
        closeTabMenuItem.setOnAction(event -> {
            LogWorkspaceViewModel tab = active();
            if (tab != null) {
                closeAfterAsking(List.of(tab), () -> viewModel.close(tab));
            }
        });
        settingsMenuItem.setOnAction(event -> openSettings(SettingsDialog.Field.NONE));
        quitMenuItem.setOnAction(event -> quit());
        viewModel.recentFiles().addListener((ListChangeListener<Path>) change -> rebuildRecentMenu());
        rebuildRecentMenu();
        viewModel.activeProperty().addListener((obs, old, workspace) -> {
            boolean none = workspace == null;
            logItems().forEach(item -> item.setDisable(none));
            followMenuItem.setDisable(none || !workspace.followUnavailableProperty().get().isEmpty());
            if (old != null) {
                old.followingProperty().removeListener(followTick);
                old.followUnavailableProperty().removeListener(followAvailability);
            }
            if (!none) {
                workspace.followingProperty().addListener(followTick);
                workspace.followUnavailableProperty().addListener(followAvailability);
            }
            followMenuItem.setSelected(!none && workspace.followingProperty().get());
        });
    }

    /** The items that act on the active log: disabled while none is open, where they did nothing. */
    private List<MenuItem> logItems() {
        return List.of(exportMenu, reloadMenuItem, followMenuItem, closeTabMenuItem, findMenuItem, copySeedMenuItem,
                clearFiltersMenuItem, replaySelectedMenuItem, replayShownMenuItem, cancelReplayMenuItem,
                compareMenuItem, overviewMenuItem, loadErrorsMenuItem, columnsMenu);
    }

    private void quit() {
        closeAfterAsking(List.copyOf(viewModel.workspaces()), stage::close);
    }

    /**
     * Closes at once when no replays run in {@code tabs}; otherwise asks, and on "Stop and close" cancels them and
     * closes once they have stopped, so that their journals end complete.
     */
    private void closeAfterAsking(List<LogWorkspaceViewModel> tabs, Runnable close) {
        List<LogWorkspaceViewModel> busy = replays.replaying(tabs);
        if (busy.isEmpty()) {
            close.run();
            return;
        }
        ButtonType stop = new ButtonType("Stop and close", ButtonBar.ButtonData.OK_DONE);
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, "", stop, ButtonType.CANCEL);
        ask.initOwner(stage);
        Themes.followOwner(stage, ask);
        ask.setTitle("Replays are running");
        ask.setHeaderText("Replays are running in " + busy.stream().map(LogWorkspaceViewModel::title)
                .collect(Collectors.joining(", ")) + ": stop them and close?");
        ask.setContentText("The replays made so far stay in the journal; the others are not made.");
        ask.getDialogPane().setId("stopReplaysDialog");
        ask.setOnHidden(event -> {
            if (ask.getResult() == stop) {
                replays.stopThen(busy, close);
            }
        });
        ask.show();
    }

    private void setUpEditAndViewMenus() {
        findMenuItem.setOnAction(event -> withActiveView(LogWorkspaceView::focusSearch));
        copySeedMenuItem.setOnAction(event -> withActiveView(view -> view.runsView().copySelectedSeeds()));
        clearFiltersMenuItem.setOnAction(event -> withActiveView(view -> view.runsView().clearFiltersAndSearch()));
        overviewMenuItem.setOnAction(event -> withActiveView(LogWorkspaceView::toggleOverview));
        loadErrorsMenuItem.setOnAction(event -> withActiveView(LogWorkspaceView::showLoadErrors));
        // never seen (the menu is disabled without a log) but kept so the submenu is never empty: the active log's
        // columns replace it as the menu opens
        columnsMenu.getItems().add(new MenuItem("(open a log first)"));
        columnsMenu.setOnShowing(event -> rebuildColumnsMenu());
        ToggleGroup themes = new ToggleGroup();
        themeItems.put(Settings.Theme.LIGHT, themeLightItem);
        themeItems.put(Settings.Theme.DARK, themeDarkItem);
        themeItems.put(Settings.Theme.SYSTEM, themeSystemItem);
        themeItems.forEach((theme, item) -> {
            item.setToggleGroup(themes);
            item.setOnAction(event -> viewModel.settings().setTheme(theme).forEach(problem ->
                    showProblem(new Problem("Theme not saved", problem))));
        });
        themeItems.get(viewModel.settings().theme()).setSelected(true);
        shortcutsMenuItem.setOnAction(event -> HelpWindows.showShortcuts(stage, menuBar.getMenus()));
        documentationMenuItem.setOnAction(event -> HelpWindows.showDocumentation(stage));
        aboutMenuItem.setOnAction(event -> {
            Alert about = new Alert(Alert.AlertType.INFORMATION);
            about.initOwner(stage);
            Themes.followOwner(stage, about);
            about.setTitle("About");
            about.setHeaderText(AppInfo.NAME + " " + AppInfo.version());
            about.setContentText("Find nondeterminism in sandboxed rollouts: browse rollout logs, replay runs with "
                    + "their seed, diff.");
            about.show();
        });
    }

    private void openSettings(SettingsDialog.Field focus) {
        new SettingsDialog(viewModel.settings(), stage).show(focus);
    }

    private void setUpReplayMenu() {
        replaySelectedMenuItem.setOnAction(event -> withActiveReplay(ReplayView::replaySelected));
        replayShownMenuItem.setOnAction(event -> withActiveReplay(ReplayView::replayShown));
        cancelReplayMenuItem.setOnAction(event -> withActiveReplay(ReplayView::cancel));
        compareMenuItem.setOnAction(event -> withActiveReplay(ReplayView::compareSelected));
        exportHtmlMenuItem.setOnAction(event -> withActiveReplay(ReplayView::exportReport));
        exportJsonlMenuItem.setOnAction(event -> withActiveReplay(view -> view.exportShown(RunsExport.Format.JSONL)));
        exportCsvMenuItem.setOnAction(event -> withActiveReplay(view -> view.exportShown(RunsExport.Format.CSV)));
        exportPatchMenuItem.setOnAction(event -> withActiveReplay(ReplayView::exportPatch));
    }

    private void withActiveReplay(Consumer<ReplayView> action) {
        ReplayView view = active() == null ? null : replayViews.get(active());
        if (view != null) {
            action.accept(view);
        }
    }

    private void rebuildColumnsMenu() {
        LogWorkspaceView view = active() == null ? null : views.get(active());
        if (view == null) {
            return;
        }
        columnsMenu.getItems().setAll(view.runsView().columnMenuItems());
    }

    private void rebuildRecentMenu() {
        recentMenu.getItems().clear();
        for (Path file : viewModel.recentFiles()) {
            MenuItem item = new MenuItem(file.toString());
            item.setMnemonicParsing(false);
            item.setOnAction(event -> viewModel.open(file));
            recentMenu.getItems().add(item);
        }
        if (viewModel.recentFiles().isEmpty()) {
            MenuItem none = new MenuItem("No recent files");
            none.setDisable(true);
            recentMenu.getItems().add(none);
        } else {
            MenuItem clear = new MenuItem("Clear Recent Files");
            clear.setOnAction(event -> viewModel.clearRecentFiles());
            recentMenu.getItems().addAll(new SeparatorMenuItem(), clear);
        }
    }

    private void setUpTabs() {
        BooleanBinding noTabs = Bindings.isEmpty(viewModel.workspaces());
        logTabs.visibleProperty().bind(noTabs.not());
        // the logs given at start are named as opening from the window's first frame, not offered to be opened
        openingState.visibleProperty().bind(noTabs.and(viewModel.openingProperty().isNotEmpty()));
        openingTitle.textProperty().bind(Bindings.concat("Opening ", viewModel.openingProperty(), "…"));
        emptyState.visibleProperty().bind(noTabs.and(openingState.visibleProperty().not()));
        viewModel.workspaces().addListener((ListChangeListener<LogWorkspaceViewModel>) change -> {
            while (change.next()) {
                change.getRemoved().forEach(this::removeTab);
                change.getAddedSubList().forEach(this::addTab);
            }
        });
        viewModel.workspaces().forEach(this::addTab);
        logTabs.getSelectionModel().selectedItemProperty().addListener((obs, old, tab) -> {
            if (tab != null) {
                viewModel.activate((LogWorkspaceViewModel) tab.getUserData());
            }
        });
        viewModel.activeProperty().addListener((obs, old, workspace) -> {
            if (workspace != null && tabs.containsKey(workspace)) {
                logTabs.getSelectionModel().select(tabs.get(workspace));
            }
        });
    }

    private void addTab(LogWorkspaceViewModel workspace) {
        rememberLayout();
        UiState state = viewModel.uiState();
        LogWorkspaceView view = new LogWorkspaceView(workspace,
                new ColumnLayout(state.columnWidths(), state.hiddenColumns(), state.columnOrder()),
                split(state.splitPositions().get(MAIN_SPLIT)), replays.saveDialog());
        Tab tab = new Tab(workspace.title(), view.root());
        tab.setUserData(workspace);
        Tooltip shownName = new Tooltip(viewModel.shownName(workspace.path()));
        tab.setTooltip(shownName);
        workspace.pathProperty().addListener((obs, old, log) -> {
            tab.setText(workspace.title());
            shownName.setText(viewModel.shownName(log));
        });
        tab.setOnCloseRequest(event -> {
            event.consume();
            closeAfterAsking(List.of(workspace), () -> viewModel.close(workspace));
        });
        views.put(workspace, view);
        view.onLayoutChange(() -> rememberLayout(view));
        replayViews.put(workspace, new ReplayView(replays.forWorkspace(workspace), replays, view, this::openSettings));
        tabs.put(workspace, tab);
        logTabs.getTabs().add(tab);
        logTabs.getSelectionModel().select(tab);
    }

    private void removeTab(LogWorkspaceViewModel workspace) {
        rememberLayout();
        views.remove(workspace);
        replayViews.remove(workspace);
        Tab tab = tabs.remove(workspace);
        if (tab != null) {
            logTabs.getTabs().remove(tab);
        }
    }

    private void setUpDragAndDrop() {
        mainRoot.addEventHandler(DragEvent.DRAG_OVER, event -> {
            if (event.getDragboard().hasFiles()) {
                event.acceptTransferModes(TransferMode.COPY);
                event.consume();
            }
        });
        mainRoot.addEventHandler(DragEvent.DRAG_DROPPED, event -> {
            List<File> files = event.getDragboard().hasFiles() ? event.getDragboard().getFiles() : List.of();
            viewModel.openAll(files.stream().map(File::toPath).toList());
            event.setDropCompleted(!files.isEmpty());
            event.consume();
        });
    }

    private void chooseFiles() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open rollout logs");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Rollout logs (*.jsonl, *.json, *.gz)", "*.jsonl", "*.json", "*.gz",
                        "*.jsonl.gz", "*.json.gz"),
                new FileChooser.ExtensionFilter("JSON Lines (*.jsonl)", "*.jsonl"),
                new FileChooser.ExtensionFilter("JSON (*.json)", "*.json"),
                new FileChooser.ExtensionFilter("Gzip (*.gz)", "*.gz"),
                new FileChooser.ExtensionFilter("All files", "*.*"));
        if (lastFolder != null && lastFolder.isDirectory()) {
            chooser.setInitialDirectory(lastFolder);
        }
        List<File> files = chooser.showOpenMultipleDialog(stage);
        if (files != null && !files.isEmpty()) {
            lastFolder = files.get(0).getParentFile();
            viewModel.openAll(files.stream().map(File::toPath).toList());
        }
    }

    private void showProblem(Problem problem) {
        Alert alert = new Alert(Alert.AlertType.ERROR);
        alert.initOwner(stage);
        alert.setTitle(problem.title());
        alert.setHeaderText(problem.title());
        alert.setContentText(problem.message());
        alert.getDialogPane().setId("errorDialog");
        alert.getDialogPane().setMinWidth(480);
        Themes.followOwner(stage, alert);
        alert.setOnHidden(event -> viewModel.dismiss(problem));
        alert.show();
    }

    private LogWorkspaceViewModel active() {
        return viewModel.activeProperty().get();
    }

    private void withActiveView(Consumer<LogWorkspaceView> action) {
        LogWorkspaceView view = active() == null ? null : views.get(active());
        if (view != null) {
            action.accept(view);
        }
    }

    /** The split to open a tab at: {@code saved}, or the default when none was saved or an earlier default was. */
    static double split(Double saved) {
        return saved == null || FORMER_DEFAULT_SPLITS.contains(saved) ? DEFAULT_SPLIT : saved;
    }

    /** Takes the active tab's column widths and split position into the remembered state. */
    private void rememberLayout() {
        LogWorkspaceView view = active() == null ? null : views.get(active());
        if (view != null) {
            rememberLayout(view);
        }
    }

    /** Takes a tab's column widths and split position into the remembered state (the last one changed wins). */
    private void rememberLayout(LogWorkspaceView view) {
        ColumnLayout columns = view.runsView().columnLayout();
        double split = view.splitPosition();
        viewModel.updateUiState(state -> state.withColumns(columns.widths(), columns.hidden(), columns.order())
                .withSplitPosition(MAIN_SPLIT, split));
    }

    private void rememberWindow() {
        rememberLayout();
        rememberBounds();
        viewModel.saveUiState();
        viewModel.close();
    }

    /** Takes the window's bounds into the remembered state; a maximized window keeps its normal bounds. */
    private void rememberBounds() {
        boolean maximized = stage.isMaximized();
        UiState.WindowBounds bounds = maximized
                ? new UiState.WindowBounds(viewModel.uiState().window().x(), viewModel.uiState().window().y(),
                viewModel.uiState().window().width(), viewModel.uiState().window().height(), true)
                : new UiState.WindowBounds(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(), false);
        viewModel.updateUiState(state -> state.withWindow(bounds));
    }
}
