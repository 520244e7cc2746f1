package com.collimate.inspector.ui.dashboard;

import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.common.ViewLoader;
import javafx.beans.value.ObservableBooleanValue;
import javafx.fxml.FXML;
import javafx.scene.Node;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.runs.SeedAckChip;
import javafx.scene.Parent;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.PieChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

import java.util.List;

/** Charts of one log: seed_ack distribution, exit codes, runs per group, and the load-error count. */
public final class DashboardView {
    /**
     * The inline style of each seed_ack's slice, from the theme's colour variables. "missing" (no seed_ack logged) is
     * hollow with a dashed edge, as its chip is, so it cannot pass for "off" (solid grey) in either theme.
     */
    static final java.util.Map<String, String> PIE_STYLES = java.util.Map.of(
            "ack-verified", "-fx-pie-color: -ack-verified-border;",
            "ack-no-ack", "-fx-pie-color: -ack-noack-border;",
            "ack-off", "-fx-pie-color: -ack-off-border;",
            "ack-mismatch", "-fx-pie-color: -ack-mismatch-border;",
            "ack-missing", "-fx-pie-color: -ack-missing-bg; -fx-border-color: -ack-missing-border;"
                    + " -fx-border-style: segments(4, 3); -fx-border-width: 1.5;");
    static final String LONE_SLICE_STYLE = "-fx-border-color: transparent;";
    private static final double EXIT_CHART_MIN_WIDTH = 380;
    private static final double EXIT_CHART_MAX_WIDTH = 760;

    private final DashboardViewModel viewModel;
    private final Runnable showLoadErrors;
    private final ObservableBooleanValue shown;
    private final Parent root;
    private int sections;

    @FXML private Label dashboardHeadline;
    @FXML private Label dashboardSubline;
    @FXML private VBox dashboardContent;
    @FXML private PieChart ackChart;
    @FXML private javafx.scene.layout.FlowPane ackLegend;
    @FXML private BarChart<String, Number> exitChart;
    @FXML private BarChart<String, Number> groupChart;
    @FXML private Label groupsTitle;
    @FXML private Label groupsNone;
    @FXML private Hyperlink dashboardLoadErrors;
    @FXML private Label dashboardDataEndsEarly;

    /** @param shown whether the dashboard is on screen; charts are only rebuilt while it is */
    public DashboardView(DashboardViewModel viewModel, Runnable showLoadErrors, ObservableBooleanValue shown) {
        this.viewModel = viewModel;
        this.showLoadErrors = showLoadErrors;
        this.shown = shown;
        this.root = ViewLoader.load(FxmlView.DASHBOARD, this);
    }

    public Parent root() {
        return root;
    }

    /** Shows {@code section} under the headline and its subline, after the sections added before. */
    public void addSection(Node section) {
        dashboardContent.getChildren().add(dashboardContent.getChildren().indexOf(dashboardSubline) + 1
                + sections++, section);
    }

    @FXML
    private void initialize() {
        dashboardHeadline.textProperty().bind(viewModel.headlineProperty());
        viewModel.totalRunsProperty().addListener((obs, old, total) -> updateSubline());
        viewModel.groupCountProperty().addListener((obs, old, count) -> updateSubline());
        viewModel.chartsProperty().addListener((obs, old, charts) -> refreshCharts());
        shown.addListener((obs, old, visible) -> refreshCharts());
        viewModel.loadErrorsProperty().addListener((obs, old, count) -> updateLoadErrors(count.longValue()));
        dashboardLoadErrors.setOnAction(event -> showLoadErrors.run());
        dashboardDataEndsEarly.textProperty().bind(viewModel.dataEndsEarlyProperty());
        dashboardDataEndsEarly.visibleProperty().bind(viewModel.dataEndsEarlyProperty().isNotEmpty());
        dashboardDataEndsEarly.managedProperty().bind(dashboardDataEndsEarly.visibleProperty());
        refreshCharts();
        updateLoadErrors(viewModel.loadErrorsProperty().get());
        updateSubline();
    }

    private void refreshCharts() {
        if (!shown.get()) {
            return;
        }
        DashboardViewModel.Charts charts = viewModel.chartsProperty().get();
        fillPie(charts.seedAcks());
        fillBars(exitChart, charts.exitCodes());
        // every exit code labelled: the axis hides a label that overlaps the next (3221225477 beside 7)
        exitChart.setPrefWidth(DashboardViewModel.barChartWidth(charts.exitCodes(), EXIT_CHART_MIN_WIDTH,
                EXIT_CHART_MAX_WIDTH));
        exitChart.getXAxis().setTickLabelRotation(
                DashboardViewModel.uprightLabels(charts.exitCodes(), EXIT_CHART_MAX_WIDTH) ? -90 : 0);
        fillBars(groupChart, charts.groups());
        // an empty chart (axes, no bar) read as if the groups had not been counted yet
        boolean noGroups = charts.groups().isEmpty();
        groupChart.setVisible(!noGroups);
        groupChart.setManaged(!noGroups);
        groupsNone.setVisible(noGroups);
        groupsNone.setManaged(noGroups);
    }

    private void updateSubline() {
        int groups = viewModel.groupCountProperty().get();
        dashboardSubline.setText(Sizes.count(viewModel.totalRunsProperty().get()) + " runs"
                + (groups > 0 ? " in " + Sizes.count(groups, "group") : ""));
        groupsTitle.setText(groups > DashboardViewModel.MAX_BARS
                ? "Runs per group (largest " + DashboardViewModel.MAX_BARS + " of " + Sizes.count(groups) + ")"
                : "Runs per group");
    }

    private void updateLoadErrors(long count) {
        dashboardLoadErrors.setText(count == 0 ? "Every record was read." : Sizes.count(count, "record")
                + " could not be read — show them");
        dashboardLoadErrors.setDisable(count == 0);
    }

    private void fillPie(List<DashboardViewModel.Bar> bars) {
        ackChart.getData().clear();
        ackLegend.getChildren().clear();
        List<DashboardViewModel.Bar> slices = bars.stream().filter(bar -> bar.count() > 0).toList();
        for (DashboardViewModel.Bar bar : slices) {
            PieChart.Data slice = new PieChart.Data(bar.label(), bar.count());
            ackChart.getData().add(slice);
            // PieChart resets its slices' style classes on layout, so the colour goes inline (a looked-up colour).
            // A whole disc has no edge to draw: its slice's outline drew a radius from the centre.
            slice.getNode().setStyle(PIE_STYLES.get(bar.styleClass())
                    + (slices.size() == 1 ? " " + LONE_SLICE_STYLE : ""));
            // The legend is a row of seed_ack chips (colour, icon and text) rather than colour swatches.
            Label chip = new Label();
            SeedAckChip.apply(chip, SeedAck.fromLabel(bar.label()), null);
            chip.setText(bar.label() + "  " + Sizes.count(bar.count()));
            ackLegend.getChildren().add(chip);
        }
    }

    private static void fillBars(BarChart<String, Number> chart, List<DashboardViewModel.Bar> bars) {
        XYChart.Series<String, Number> series = new XYChart.Series<>();
        for (DashboardViewModel.Bar bar : bars) {
            series.getData().add(new XYChart.Data<>(bar.label(), bar.count()));
        }
        chart.getData().setAll(List.of(series));
        scaleForCounts((NumberAxis) chart.getYAxis(), bars);
        for (int i = 0; i < bars.size(); i++) {
            styleWhenShown(series.getData().get(i).getNode(), bars.get(i).styleClass());
        }
    }

    private static void scaleForCounts(NumberAxis axis, List<DashboardViewModel.Bar> bars) {
        CountScale scale = CountScale.forMax(bars.stream().mapToLong(DashboardViewModel.Bar::count).max().orElse(0));
        axis.setAutoRanging(false);
        axis.setLowerBound(0);
        axis.setUpperBound(scale.upperBound());
        axis.setTickUnit(scale.tickUnit());
    }

    private static void styleWhenShown(Node node, String styleClass) {
        if (node != null) {
            node.getStyleClass().add(styleClass);
        }
    }
}
