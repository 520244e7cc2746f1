package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.model.RunStatistics;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.ui.common.Pulses;
import com.collimate.inspector.ui.common.SaveDialog;
import com.collimate.inspector.ui.common.TooltipAbove;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.common.ViewLoader;
import com.collimate.inspector.ui.dashboard.DashboardView;
import com.collimate.inspector.ui.detail.RunDetailView;
import com.collimate.inspector.ui.runs.ColumnLayout;
import com.collimate.inspector.ui.runs.LoadErrorsView;
import com.collimate.inspector.ui.runs.RunsView;
import com.collimate.inspector.ui.runs.SeedAckChip;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The content of one log tab: loading bar, runs table beside the run detail (or the dashboard), status bar. */
public final class LogWorkspaceView {
    private static final double DETAIL_MIN_WIDTH = 300;
    private final LogWorkspaceViewModel viewModel;
    private final RunsView runsView;
    private final RunDetailView detailView;
    private final double splitPosition;
    private final Map<SeedAck, Label> ackCountLabels = new EnumMap<>(SeedAck.class);
    private final BooleanProperty overviewShown;
    private final List<Node> dashboardSections = new ArrayList<>();
    private DashboardView dashboard;
    /** What had the keyboard when the Overview opened: Escape gives it back. */
    private Node focusBeforeOverview;
    private final Parent root;

    @FXML private javafx.scene.layout.BorderPane workspaceRoot;
    @FXML private HBox loadingBar;
    @FXML private ProgressBar loadProgress;
    @FXML private Label loadProgressLabel;
    @FXML private Button cancelLoadButton;
    @FXML private SplitPane mainSplit;
    @FXML private StackPane dashboardHolder;
    @FXML private HBox statusBar;
    @FXML private Label shownLabel;
    @FXML private WholeItemsRow ackCounts;
    @FXML private Hyperlink loadErrorsLink;
    @FXML private Label noticeLabel;
    @FXML private Label dataEndsEarlyLabel;
    @FXML private Label followLabel;
    @FXML private Label followUnavailableLabel;
    @FXML private HBox troubleBanner;
    @FXML private Label troubleLabel;
    @FXML private Button troubleReloadButton;
    @FXML private ToggleButton overviewToggle;

    public LogWorkspaceView(LogWorkspaceViewModel viewModel, ColumnLayout columns, double splitPosition,
                            SaveDialog saveDialog) {
        this.viewModel = viewModel;
        this.splitPosition = splitPosition;
        this.runsView = new RunsView(viewModel.runs(), columns);
        this.detailView = new RunDetailView(viewModel.detail(), saveDialog);
        this.overviewShown = new SimpleBooleanProperty(false);
        this.root = ViewLoader.load(FxmlView.LOG_WORKSPACE, this);
    }

    public Parent root() {
        return root;
    }

    public RunsView runsView() {
        return runsView;
    }

    public RunDetailView detailView() {
        return detailView;
    }

    /** Adds a section under the dashboard's headline (the replay feature's verdict summary). */
    public void addDashboardSection(Node section) {
        dashboardSections.add(section);
        if (dashboard != null) {
            dashboard.addSection(section);
        }
    }

    /** Adds a bar under the loading bar (the replay feature's toolbar and progress panel). */
    public void addTopBar(Node bar) {
        ((VBox) workspaceRoot.getTop()).getChildren().add(bar);
    }

    /** Runs {@code changed} whenever the split or the runs table's columns (widths, shown) change. */
    public void onLayoutChange(Runnable changed) {
        mainSplit.getDividers().get(0).positionProperty().addListener(obs -> changed.run());
        runsView.onColumnLayoutChange(changed);
    }

    public double splitPosition() {
        return mainSplit.getDividerPositions()[0];
    }

    public void toggleOverview() {
        overviewToggle.setSelected(!overviewToggle.isSelected());
    }

    /** Edit → Find: the search field, leaving the Overview, which hides it, first. */
    public void focusSearch() {
        overviewToggle.setSelected(false);
        runsView.focusSearch();
    }

    @FXML
    private void initialize() {
        StackPane detailSlot = new StackPane();
        // narrower, the seed wraps a character or two per line; wider, a 900 px window's table has no room for
        // the verdict, even with the columns before it giving way (ColumnGiveWay)
        detailSlot.setMinWidth(DETAIL_MIN_WIDTH);
        mainSplit.getItems().setAll(runsView.root(), detailSlot);
        mainSplit.setDividerPositions(splitPosition);
        // The run detail (five tabs, four code areas) joins the scene a frame later: a new tab's first frame then
        // styles and lays out the runs table only, and the detail's share goes to a frame of its own.
        afterFirstLayout(() -> detailSlot.getChildren().setAll(detailView.root()));
        runsView.onOpenSelected(() -> detailView.tabs().requestFocus());
        runsView.onNotice(viewModel::showNotice);
        // Built when first shown: its charts cost a noticeable share of a new tab's first layout.
        overviewToggle.selectedProperty().addListener((obs, old, selected) -> {
            if (selected && dashboard == null) {
                dashboard = new DashboardView(viewModel.dashboard(), this::showLoadErrors, overviewShown);
                dashboardSections.forEach(dashboard::addSection);
                dashboardHolder.getChildren().setAll(dashboard.root());
            }
        });
        // a tab that takes another log shows its runs, in columns fitted to them, as a new tab would
        viewModel.pathProperty().addListener((obs, old, log) -> {
            overviewToggle.setSelected(false);
            runsView.logReplaced();
        });
        dashboardHolder.visibleProperty().bind(overviewToggle.selectedProperty());
        overviewShown.bind(overviewToggle.selectedProperty());
        mainSplit.visibleProperty().bind(overviewToggle.selectedProperty().not());
        overviewToggle.selectedProperty().addListener((obs, old, selected) -> {
            if (selected) {
                focusBeforeOverview = workspaceRoot.getScene() == null ? null : workspaceRoot.getScene().getFocusOwner();
                moveFocusInto(dashboardHolder);
            } else {
                moveFocusInto(focusBackFromOverview());
            }
        });
        // a handler, not a filter: the search field's own Escape (clearing the search) goes first
        workspaceRoot.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ESCAPE && overviewToggle.isSelected()) {
                overviewToggle.setSelected(false);
                event.consume();
            }
        });
        overviewToggle.setGraphic(new FontIcon(org.kordamp.ikonli.material2.Material2AL.INSERT_CHART));

        loadingBar.visibleProperty().bind(viewModel.stateProperty().isEqualTo(LoadState.LOADING));
        loadingBar.managedProperty().bind(loadingBar.visibleProperty());
        cancelLoadButton.setOnAction(event -> viewModel.cancel());
        viewModel.progressProperty().addListener((obs, old, progress) -> {
            loadProgress.setProgress(progress.fraction());
            loadProgressLabel.setText(progress.text());
        });

        // the counts are of the whole log, as the filter chips' are; said when the filters hide some runs
        Label ackScope = new Label();
        ackScope.setId("statusAckScope");
        ackScope.textProperty().bind(Bindings.createStringBinding(
                () -> "all " + Sizes.count(viewModel.runs().totalRunsProperty().get(), "run") + ":",
                viewModel.runs().totalRunsProperty()));
        ackScope.visibleProperty().bind(Bindings.size(viewModel.runs().shownRuns())
                .lessThan(viewModel.runs().totalRunsProperty()));
        ackScope.managedProperty().bind(ackScope.visibleProperty());
        ackCounts.getChildren().add(ackScope);
        for (SeedAck ack : SeedAck.values()) {
            Label count = new Label();
            count.setId("status-" + ack.label());
            SeedAckChip.apply(count, ack, null);
            count.getStyleClass().add("status-chip");
            ackCountLabels.put(ack, count);
            ackCounts.getChildren().add(count);
        }
        shownLabel.textProperty().bind(Bindings.createStringBinding(
                () -> Sizes.count(viewModel.runs().shownRuns().size()) + " of "
                        + Sizes.count(viewModel.runs().totalRunsProperty().get()) + " runs shown",
                viewModel.runs().shownRuns(), viewModel.runs().totalRunsProperty()));
        viewModel.runs().statisticsProperty().addListener((obs, old, stats) -> updateAckCounts(stats));
        updateAckCounts(viewModel.runs().statisticsProperty().get());

        loadErrorsLink.setOnAction(event -> showLoadErrors());
        viewModel.loadErrorCountProperty().addListener((obs, old, count) -> updateLoadErrorsLink());
        viewModel.fieldWarningCountProperty().addListener((obs, old, count) -> updateLoadErrorsLink());
        updateLoadErrorsLink();
        noticeLabel.textProperty().bind(viewModel.noticeProperty());
        dataEndsEarlyLabel.textProperty().bind(viewModel.dataEndsEarlyProperty());
        dataEndsEarlyLabel.visibleProperty().bind(viewModel.dataEndsEarlyProperty().isNotEmpty());
        dataEndsEarlyLabel.managedProperty().bind(dataEndsEarlyLabel.visibleProperty());
        followLabel.visibleProperty().bind(viewModel.followingProperty());
        followLabel.managedProperty().bind(viewModel.followingProperty());
        followUnavailableLabel.visibleProperty().bind(viewModel.followUnavailableProperty().isNotEmpty());
        followUnavailableLabel.managedProperty().bind(followUnavailableLabel.visibleProperty());
        Tooltip followWhy = new Tooltip();
        followWhy.textProperty().bind(viewModel.followUnavailableProperty());
        followUnavailableLabel.setTooltip(followWhy);
        for (Label status : List.of(noticeLabel, dataEndsEarlyLabel, followUnavailableLabel)) {
            TooltipAbove.place(status.getTooltip(), status);
        }
        troubleLabel.textProperty().bind(viewModel.troubleProperty());
        troubleBanner.visibleProperty().bind(viewModel.troubleProperty().isNotEmpty());
        troubleBanner.managedProperty().bind(troubleBanner.visibleProperty());
        troubleReloadButton.setOnAction(event -> viewModel.reload());
    }

    /**
     * Focus left in the part just hidden would have Escape and the other keys go nowhere in particular; focus
     * elsewhere (the menu, the Overview button clicked) stays where it is.
     */
    private void moveFocusInto(Node shown) {
        Scene scene = workspaceRoot.getScene();
        Node focused = scene == null ? null : scene.getFocusOwner();
        if (scene != null && (focused == null || isInside(focused, mainSplit) || isInside(focused, dashboardHolder))) {
            shown.requestFocus();
        }
    }

    /** What had the keyboard before the Overview opened, while it is still in the scene and can take it; else the runs. */
    private Node focusBackFromOverview() {
        Node before = focusBeforeOverview;
        focusBeforeOverview = null;
        boolean usable = before != null && before.getScene() == workspaceRoot.getScene() && !before.isDisabled()
                && !isInside(before, dashboardHolder);
        return usable ? before : runsView.table();
    }

    private static boolean isInside(Node node, Node ancestor) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** Runs {@code action} as its own FX event after the first layout pass that includes this view. */
    private void afterFirstLayout(Runnable action) {
        workspaceRoot.sceneProperty().addListener(new ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Scene> obs, Scene old, Scene scene) {
                if (scene == null) {
                    return;
                }
                workspaceRoot.sceneProperty().removeListener(this);
                Pulses.afterNextLayout(scene, action);
            }
        });
    }

    private void updateAckCounts(RunStatistics stats) {
        ackCountLabels.forEach((ack, label) -> {
            int count = stats.count(ack);
            label.setText(SeedAckChip.text(ack) + " " + Sizes.count(count));
            label.setVisible(count > 0);
            label.setManaged(count > 0);
        });
    }

    private void updateLoadErrorsLink() {
        long count = viewModel.loadErrorCountProperty().get();
        long warnings = viewModel.fieldWarningCountProperty().get();
        loadErrorsLink.setVisible(count > 0 || warnings > 0);
        loadErrorsLink.setManaged(count > 0 || warnings > 0);
        loadErrorsLink.setText(count > 0 ? Sizes.count(count, "record") + " could not be read"
                : Sizes.count(warnings, "field") + " of the wrong type");
    }

    public void showLoadErrors() {
        LoadErrorsView.show(viewModel.loadErrors(), viewModel.loadErrorCountProperty(),
                viewModel.stateProperty().isEqualTo(LoadState.LOADED), viewModel.dataEndsEarlyProperty(),
                viewModel.fieldWarnings(), viewModel.fieldWarningCountProperty(),
                Bindings.createStringBinding(viewModel::title, viewModel.pathProperty()),
                root.getScene() == null ? null : root.getScene().getWindow());
    }
}
