package com.collimate.inspector.ui.replay;

import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.ui.common.TippedTextCell;
import com.collimate.inspector.ui.common.ViewLoader;
import com.collimate.inspector.ui.common.TwoLineTextCell;
import com.collimate.inspector.ui.runs.NumberColumnFit;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ListProperty;
import javafx.beans.property.SimpleListProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;

import java.util.Optional;
import java.util.function.Function;

/** The Replays tab of the run detail: every journaled attempt of the selected run, and its flake statistics. */
public final class ReplaysTabView {
    /** Opens the Compare view of a run against one of its replays. */
    public interface CompareAction {
        void compare(int runIndex, int attempt);
    }

    private static final String DIFFERS = "replay-differs";

    private final RunReplaysViewModel viewModel;
    private final CompareAction compare;
    private final Parent root;

    @FXML private Label replaysSummary;
    @FXML private TableView<ReplayAttempt> replaysTable;
    @FXML private Button compareReplayButton;
    /** The table's rows, whichever list holds them. */
    private final ListProperty<ReplayAttempt> rows = new SimpleListProperty<>();

    public ReplaysTabView(RunReplaysViewModel viewModel, CompareAction compare) {
        this.viewModel = viewModel;
        this.compare = compare;
        this.root = ViewLoader.load(FxmlView.REPLAYS_TAB, this);
    }

    public Parent root() {
        return root;
    }

    @FXML
    private void initialize() {
        replaysSummary.textProperty().bind(viewModel.summaryProperty());
        replaysTable.setItems(viewModel.attempts());
        rows.bind(replaysTable.itemsProperty());
        // the summary above says why there is no row (not replayed yet, or the journal unreadable): no second text
        replaysTable.setPlaceholder(new Region());
        // The columns share the pane's width, so no horizontal scrollbar hides the last ones: each is at least as
        // wide as its bold title and shows its text on one line (the duration without a slow round trip, whole in
        // the tooltip); what each replay came to takes the rest of the width, on at most two lines, and its tooltip
        // has it whole with when and where the replay ran, which a column of their own squeezed it out of.
        replaysTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        replaysTable.getColumns().add(numbers(column("#", 28, 28, attempt -> Integer.toString(attempt.attempt()))));
        replaysTable.getColumns().add(column("seed_ack", 88, 88, ReplayAttempt::seedAck));
        replaysTable.getColumns().add(numbers(column("Exit", 46, 46, ReplayAttempt::exitCode)));
        TableColumn<ReplayAttempt, String> duration = column("Duration", 86, 96, ReplayAttempt::measuredDuration);
        duration.setCellFactory(c -> new TwoLineTextCell<>(ReplayAttempt::duration));
        replaysTable.getColumns().add(duration);
        TableColumn<ReplayAttempt, String> identical = column("Identical?", 120, Double.MAX_VALUE,
                ReplayAttempt::identical);
        identical.setCellFactory(c -> new TwoLineTextCell<>(
                attempt -> attempt.identical() + "\nTime: " + attempt.time() + "\nBackend: " + attempt.backend()));
        replaysTable.getColumns().add(identical);
        replaysTable.setRowFactory(table -> new TableRow<>() {
            @Override
            protected void updateItem(ReplayAttempt attempt, boolean empty) {
                super.updateItem(attempt, empty);
                getStyleClass().remove(DIFFERS);
                if (!empty && attempt != null && attempt.identical().startsWith("differs")) {
                    getStyleClass().add(DIFFERS);
                }
            }
        });
        replaysTable.setOnMouseClicked(event -> {
            if (event.getClickCount() == 2) {
                compareSelected();
            }
        });
        replaysTable.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ENTER) {
                compareSelected();
                event.consume();
            }
        });
        // A replay without an answer has nothing to compare: Enter or a double-click on it says so in the status.
        compareReplayButton.disableProperty().bind(Bindings.createBooleanBinding(
                () -> chosen().map(attempt -> !attempt.hasOutput()).orElse(true),
                viewModel.attempts(), replaysTable.getSelectionModel().selectedItemProperty()));
        compareReplayButton.setOnAction(event -> compareSelected());
    }

    /** The selected attempt, else the latest one with output. */
    private Optional<ReplayAttempt> chosen() {
        ReplayAttempt selected = replaysTable.getSelectionModel().getSelectedItem();
        return selected != null ? Optional.of(selected) : viewModel.attempts().stream()
                .filter(ReplayAttempt::hasOutput).reduce((first, second) -> second);
    }

    private void compareSelected() {
        chosen().filter(attempt -> viewModel.runIndex() >= 0)
                .ifPresent(attempt -> compare.compare(viewModel.runIndex(), attempt.attempt()));
    }

    /**
     * {@code column} at least as wide as its widest number in the table, as measured in its cells' font ("#12" and
     * later attempts showed as "…"), and no wider.
     */
    private TableColumn<ReplayAttempt, String> numbers(TableColumn<ReplayAttempt, String> column) {
        NumberColumnFit.install(column, rows, shown -> shown.stream()
                .mapToInt(attempt -> column.getCellObservableValue(attempt).getValue().length()).max().orElse(0), false);
        column.maxWidthProperty().bind(Bindings.max(column.getMaxWidth(), column.minWidthProperty()));
        // the columns share the pane's width: the others give way (the resize policy runs only when the pane's width
        // changes or a column is dragged)
        column.minWidthProperty().addListener((obs, old, min) -> replaysTable.getColumnResizePolicy()
                .call(new TableView.ResizeFeatures<>(replaysTable, null, 0.0)));
        return column;
    }

    /** A column no wider than {@code width}: the growing one is the last, what the replay came to. */
    private static TableColumn<ReplayAttempt, String> column(String title, double minWidth, double width,
                                                             Function<ReplayAttempt, String> value) {
        TableColumn<ReplayAttempt, String> column = new TableColumn<>(title);
        column.setMinWidth(minWidth);
        column.setPrefWidth(Math.min(width, 200));
        column.setMaxWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setCellFactory(c -> new TippedTextCell<>());
        return column;
    }
}
