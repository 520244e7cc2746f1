package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.replay.ReplayProgress;
import com.collimate.inspector.core.replay.VerdictKind;
import com.collimate.inspector.core.replay.journal.JournalEntry;
import com.collimate.inspector.core.report.RunsExport;
import com.collimate.inspector.ui.common.Themes;
import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.ui.common.NumberSpinners;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.common.ViewLoader;
import com.collimate.inspector.ui.common.WrappingTooltip;
import com.collimate.inspector.ui.diff.CompareSide;
import com.collimate.inspector.ui.diff.ComparePair;
import com.collimate.inspector.ui.diff.DiffView;
import com.collimate.inspector.ui.diff.DiffViewModel;
import com.collimate.inspector.ui.main.LogWorkspaceView;
import com.collimate.inspector.ui.runs.ChipCounts;
import com.collimate.inspector.ui.runs.RunsViewModel;
import com.collimate.inspector.ui.settings.SettingsDialog;
import javafx.beans.binding.BooleanBinding;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tab;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The replay bar of a log tab (Replay, repeat, Compare, progress with Cancel, the API key banner), its verdict
 * filter chips beside the seed_ack ones, the dashboard's line on the replays, and the Replays tab of the run detail.
 */
public final class ReplayView {
    public static final String STYLESHEET = Objects.requireNonNull(
            ReplayView.class.getResource("/com/collimate/inspector/ui/replay/replay.css")).toExternalForm();
    private static final PseudoClass UNEXPECTED_FOUND = PseudoClass.getPseudoClass("unexpected-found");

    private final ReplayViewModel viewModel;
    private final ReplayFeature feature;
    private final LogWorkspaceView workspace;
    private final Consumer<SettingsDialog.Field> openSettings;
    private final Map<VerdictKind, ToggleButton> verdictToggles = new EnumMap<>(VerdictKind.class);
    private final ToggleButton notReplayedToggle = new ToggleButton();
    private final Label dashboardReplays = new Label();
    private final Parent root;
    private final ReplaysTabView replaysTab;
    private final OpenComparisons comparisons = new OpenComparisons();
    private Alert question;

    @FXML private Button replayButton;
    @FXML private Button replayShownButton;
    @FXML private Spinner<Integer> repeatSpinner;
    @FXML private Button compareButton;
    @FXML private Label replayStatus;
    @FXML private HBox replayProgress;
    @FXML private ProgressBar replayProgressBar;
    @FXML private Label replayProgressLabel;
    @FXML private Button cancelReplayButton;
    @FXML private HBox authBanner;
    @FXML private Label authBannerLabel;
    @FXML private Button setApiKeyButton;
    @FXML private Button dismissAuthButton;

    public ReplayView(ReplayViewModel viewModel, ReplayFeature feature, LogWorkspaceView workspace,
                      Consumer<SettingsDialog.Field> openSettings) {
        this.viewModel = viewModel;
        this.feature = feature;
        this.workspace = workspace;
        this.openSettings = openSettings;
        this.root = ViewLoader.load(FxmlView.REPLAY, this);
        this.replaysTab = new ReplaysTabView(feature.replaysTab(viewModel), this::compareWithReplay);
        attach();
    }

    public ReplayViewModel viewModel() {
        return viewModel;
    }

    private void attach() {
        workspace.root().getStylesheets().add(STYLESHEET);
        workspace.addTopBar(root);
        List<ToggleButton> chips = new ArrayList<>();
        for (VerdictKind kind : VerdictKind.values()) {
            String styleClass = VerdictChips.styleClass(kind);
            ToggleButton toggle = chip(kind.label(), styleClass, new FontIcon(VerdictChips.icon(kind)));
            toggle.setId("verdict-filter-" + styleClass);
            toggle.setOnAction(event -> viewModel.runs().setVerdictShown(kind.label(), toggle.isSelected()));
            verdictToggles.put(kind, toggle);
            chips.add(toggle);
        }
        ToggleButton none = notReplayedToggle;
        none.setText(RunsViewModel.NOT_REPLAYED);
        none.getStyleClass().addAll("filter-chip", "chip", "verdict-none");
        none.setSelected(true);
        none.setId("verdict-filter-none");
        none.setOnAction(event -> viewModel.runs().setVerdictShown(RunsViewModel.NOT_REPLAYED, none.isSelected()));
        chips.add(none);
        workspace.runsView().addFilterGroup("verdict", chips);
        viewModel.runs().hiddenVerdictsProperty().addListener((obs, old, hidden) -> {
            verdictToggles.forEach((kind, toggle) -> toggle.setSelected(!hidden.contains(kind.label())));
            none.setSelected(!hidden.contains(RunsViewModel.NOT_REPLAYED));
        });
        Tab tab = new Tab("Replays", replaysTab.root());
        tab.setId("replaysTab");
        workspace.detailView().tabs().getTabs().add(tab);
        dashboardReplays.setId("dashboardReplays");
        dashboardReplays.getStyleClass().add("dashboard-replays");
        dashboardReplays.setWrapText(true);
        workspace.addDashboardSection(dashboardReplays);
        viewModel.runs().chipCountsProperty().addListener((obs, old, counts) -> updateChipCounts(counts));
        updateChipCounts(viewModel.runs().chipCountsProperty().get());
        viewModel.countsProperty().addListener((obs, old, counts) -> updateDashboardLine(counts));
        viewModel.runs().totalRunsProperty().addListener((obs, old, total) ->
                updateDashboardLine(viewModel.countsProperty().get()));
        updateDashboardLine(viewModel.countsProperty().get());
    }

    private static ToggleButton chip(String text, String styleClass, FontIcon icon) {
        ToggleButton toggle = new ToggleButton(text, icon);
        toggle.getStyleClass().addAll("filter-chip", "chip", styleClass);
        toggle.setSelected(true);
        return toggle;
    }

    @FXML
    private void initialize() {
        replayButton.setGraphic(new FontIcon(Material2MZ.REPLAY));
        replayButton.setTooltip(new Tooltip("Replay the selected runs with their seeds (Ctrl+R)"));
        replayButton.setOnAction(event -> backToTable(this::replaySelected));
        replayShownButton.setOnAction(event -> backToTable(viewModel::replayShown));
        replayShownButton.setTooltip(new Tooltip("Replay every run the table shows (Ctrl+Shift+R)"));
        compareButton.setGraphic(new FontIcon(Material2AL.COMPARE_ARROWS));
        compareButton.setTooltip(new Tooltip("Compare two selected runs, or a run with its latest replay (Ctrl+D)"));
        compareButton.setOnAction(event -> compareSelected());
        replayButton.disableProperty().bind(viewModel.runningProperty());
        replayShownButton.disableProperty().bind(viewModel.runningProperty());

        NumberSpinners.install(repeatSpinner, ReplayViewModel.MAX_REPEAT, 1);
        repeatSpinner.setTooltip(new Tooltip("Replays per run: more than one measures how often a run flakes"));
        repeatSpinner.valueProperty().addListener((obs, old, value) -> viewModel.setRepeat(value));

        // While the local-run question waits for its answer nothing is replaying yet: no progress row behind it.
        BooleanBinding replaying = viewModel.runningProperty().and(viewModel.questionProperty().isNull());
        replayProgress.visibleProperty().bind(replaying);
        replayProgress.managedProperty().bind(replaying);
        cancelReplayButton.setOnAction(event -> backToTable(viewModel::cancel));
        viewModel.progressProperty().addListener((obs, old, progress) -> showProgress());
        viewModel.waitingProperty().addListener((obs, old, waiting) -> showProgress());
        replayStatus.textProperty().bind(viewModel.statusProperty());
        viewModel.statusProperty().addListener((obs, old, text) -> replayStatus.setTooltip(
                text.isEmpty() ? null : WrappingTooltip.of(text + "\n" + viewModel.journalLocation())));

        authBanner.visibleProperty().bind(viewModel.endpointProblemProperty().isNotNull());
        authBanner.managedProperty().bind(authBanner.visibleProperty());
        viewModel.endpointProblemProperty().addListener((obs, old, problem) -> {
            if (problem != null) {
                authBannerLabel.setText(problem.text());
                setApiKeyButton.setText(problem.action());
            }
        });
        authBannerLabel.setGraphic(new FontIcon(Material2MZ.VPN_KEY));
        setApiKeyButton.setOnAction(event -> {
            EndpointProblem problem = viewModel.endpointProblemProperty().get();
            openSettings.accept(problem == null ? SettingsDialog.Field.NONE : problem.field());
        });
        dismissAuthButton.setOnAction(event -> viewModel.dismissEndpointProblem());

        viewModel.questionProperty().addListener((obs, old, asked) -> ask(asked));
    }

    /**
     * Runs a button's action and gives the focus back to the runs table: the Replay buttons turn disabled and Cancel
     * hides while or after the batch runs, and the focus would move on to the repeat box, where arrows change it.
     */
    private void backToTable(Runnable action) {
        action.run();
        table().requestFocus();
    }

    /** The running batch's progress, or what it waits for before its first request. */
    private void showProgress() {
        ReplayProgress progress = viewModel.progressProperty().get();
        String waiting = viewModel.waitingProperty().get();
        replayProgressBar.setProgress(!waiting.isEmpty() ? ProgressBar.INDETERMINATE_PROGRESS
                : progress == null ? 0 : ReplayProgressText.fraction(progress));
        replayProgressLabel.setText(!waiting.isEmpty() ? waiting
                : progress == null ? "" : ReplayProgressText.progress(progress));
    }

    /** The runs per verdict that the search and group filter leave, as the seed_ack and exit chips count theirs. */
    private void updateChipCounts(ChipCounts counts) {
        verdictToggles.forEach((kind, toggle) ->
                toggle.setText(kind.label() + "  " + Sizes.count(counts.verdicts(kind.label()))));
        notReplayedToggle.setText(RunsViewModel.NOT_REPLAYED + "  "
                + Sizes.count(counts.verdicts(RunsViewModel.NOT_REPLAYED)));
    }

    /** The dashboard's line on the replays: the whole log's verdicts. */
    private void updateDashboardLine(Map<VerdictKind, Integer> counts) {
        dashboardReplays.setText(ReplayProgressText.verdicts(counts, viewModel.runs().totalRunsProperty().get()));
        boolean alarming = counts.getOrDefault(VerdictKind.UNEXPECTED, 0) > 0;
        if (alarming != (dashboardReplays.getGraphic() != null)) {
            dashboardReplays.setGraphic(alarming ? new FontIcon(VerdictChips.icon(VerdictKind.UNEXPECTED)) : null);
            dashboardReplays.pseudoClassStateChanged(UNEXPECTED_FOUND, alarming);
        }
    }

    private void ask(LocalRunQuestion asked) {
        if (asked == null) {
            if (question != null) {
                question.close();
                question = null;
            }
            return;
        }
        ButtonType run = new ButtonType(asked.confirmLabel(), ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, asked.text(), run, ButtonType.CANCEL);
        alert.setTitle(asked.title());
        alert.setHeaderText(asked.title());
        alert.getDialogPane().setId("localRunDialog");
        alert.getDialogPane().setMinWidth(520);
        Window owner = root.getScene() == null ? null : root.getScene().getWindow();
        if (owner != null) {
            alert.initOwner(owner);
            Themes.followOwner(owner, alert);
        }
        question = alert;
        alert.setOnHidden(event -> {
            question = null;
            viewModel.answer(alert.getResult() == run);
        });
        alert.show();
    }

    // ---- actions (also reached from the menus) ----

    public void replaySelected() {
        viewModel.replay(List.copyOf(table().getSelectionModel().getSelectedItems()));
    }

    public void replayShown() {
        viewModel.replayShown();
    }

    public void cancel() {
        viewModel.cancel();
    }

    /** Two selected runs side by side, or one selected run against its latest replay. */
    public void compareSelected() {
        List<Integer> selected = List.copyOf(table().getSelectionModel().getSelectedItems());
        RolloutLog log = viewModel.runs().log();
        if (log == null || selected.isEmpty() || selected.size() > 2) {
            replayStatusHint("Select one run (to compare it with its latest replay) or two runs to compare");
            return;
        }
        if (selected.size() == 2) {
            int left = selected.get(0);
            int right = selected.get(1);
            open(() -> new ComparePair(original(log, left), original(log, right)));
            return;
        }
        int index = selected.get(0);
        viewModel.findLatestReplay(index, (run, latest) ->
                open(() -> new ComparePair(CompareSide.ofRun(run, index), CompareSide.ofReplay(run, index, latest))));
    }

    /** The run against its replay number {@code attempt} (from the Replays tab). */
    public void compareWithReplay(int runIndex, int attempt) {
        viewModel.findReplay(runIndex, attempt, (run, replay) ->
                open(() -> new ComparePair(CompareSide.ofRun(run, runIndex), CompareSide.ofReplay(run, runIndex, replay))));
    }

    /** File → Export: the shown runs as JSON Lines or CSV, written in the background. */
    public void exportShown(RunsExport.Format format) {
        if (viewModel.runs().log() != null) {
            chooseFile("Export the shown runs as " + format.description(), format.description(), format.pattern(),
                    "runs" + format.pattern().substring(1)).ifPresent(file -> viewModel.export(format, file));
        }
    }

    /** File → Export: the HTML report of the shown runs (the report of {@code check --report}). */
    public void exportReport() {
        if (viewModel.runs().log() != null) {
            chooseFile("Export the HTML report of the shown runs", "HTML", "*.html", "replay-report.html")
                    .ifPresent(file -> viewModel.exportReport(file, feature.diffOptions()));
        }
    }

    /** File → Export: the diff of the open Compare window used last, as a unified patch. */
    public void exportPatch() {
        DiffViewModel diff = comparisons.current();
        if (diff == null || !diff.hasDiff()) {
            viewModel.showHint("Open a comparison first (Compare, Ctrl+D), then export its patch");
            return;
        }
        // the diff's save refuses, off the FX thread, to replace an open log or its journal
        chooseFile("Save the diff as a unified patch", "Patch", "*.patch", diff.patchFileName()).ifPresent(file -> {
            viewModel.showHint("Saving the patch to " + file);
            diff.savePatch(file).thenAccept(viewModel::showHint);
        });
    }

    private Optional<java.nio.file.Path> chooseFile(String title, String description, String pattern,
                                                              String initialName) {
        return feature.saveDialog().ask(root.getScene().getWindow(), title, initialName, description, pattern);
    }

    private void open(java.util.concurrent.Callable<ComparePair> loader) {
        viewModel.compareOpened();
        DiffViewModel diff = feature.newDiff(viewModel.logPath());
        DiffView view = DiffView.openWindow(diff, root.getScene() == null ? null : root.getScene().getWindow(),
                this::showRun, feature.saveDialog());
        comparisons.add(diff, view.root().getScene().getWindow());
        diff.load(loader);
    }

    private static CompareSide original(RolloutLog log, int index) throws IOException {
        return CompareSide.ofRun(log.load(index), index);
    }

    /** Selects a run in the table (the header links of the Compare view). */
    private void showRun(int runIndex) {
        TableView<Integer> table = table();
        int row = table.getItems().indexOf(runIndex);
        if (row < 0) {
            workspace.runsView().clearFiltersAndSearch();
            replayStatusHint("The run was hidden by the filters; they were cleared");
            return;
        }
        table.getSelectionModel().clearAndSelect(row);
        table.scrollTo(row);
        if (table.getScene() != null && table.getScene().getWindow() instanceof javafx.stage.Stage stage) {
            stage.toFront();
        }
    }

    private void replayStatusHint(String text) {
        viewModel.showHint(text);
    }

    private TableView<Integer> table() {
        return workspace.runsView().table();
    }
}
