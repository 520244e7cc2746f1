package com.collimate.inspector.ui.replay;

import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.ui.common.TippedTextCell;
import com.collimate.inspector.ui.common.ViewLoader;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;

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
    @FXML private Label replaysJournal;

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
        replaysTable.setPlaceholder(new Label("No replays of this run in the journal"));
        // Each column is at least as wide as its bold title; a cut cell has its whole text in the tooltip.
        replaysTable.getColumns().add(column("#", 40, 40, attempt -> Integer.toString(attempt.attempt())));
        replaysTable.getColumns().add(column("Identical?", 100, 280, ReplayAttempt::identical));
        replaysTable.getColumns().add(column("seed_ack", 96, 96, ReplayAttempt::seedAck));
        replaysTable.getColumns().add(column("Exit", 56, 56, ReplayAttempt::exitCode));
        replaysTable.getColumns().add(column("Duration", 96, 200, ReplayAttempt::duration));
        replaysTable.getColumns().add(column("Time", 64, 190, ReplayAttempt::time));
        replaysTable.getColumns().add(column("Error", 64, 240, ReplayAttempt::error));
        replaysTable.getColumns().add(column("Backend", 88, 200, ReplayAttempt::backend));
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

    private static TableColumn<ReplayAttempt, String> column(String title, double minWidth, double width,
                                                             Function<ReplayAttempt, String> value) {
        TableColumn<ReplayAttempt, String> column = new TableColumn<>(title);
        column.setMinWidth(minWidth);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setCellFactory(c -> new TippedTextCell<>());
        return column;
    }
}
