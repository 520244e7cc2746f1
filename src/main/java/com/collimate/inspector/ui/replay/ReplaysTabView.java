package com.collimate.inspector.ui.replay;

import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.ui.common.ViewLoader;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;

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
        replaysTable.getColumns().add(column("#", 36, attempt -> Integer.toString(attempt.attempt())));
        replaysTable.getColumns().add(column("Identical?", 220, ReplayAttempt::identical));
        replaysTable.getColumns().add(column("seed_ack", 80, ReplayAttempt::seedAck));
        replaysTable.getColumns().add(column("Exit", 44, ReplayAttempt::exitCode));
        replaysTable.getColumns().add(column("Duration", 76, ReplayAttempt::duration));
        replaysTable.getColumns().add(column("Time", 150, ReplayAttempt::time));
        replaysTable.getColumns().add(column("Error", 200, ReplayAttempt::error));
        replaysTable.getColumns().add(column("Backend", 200, ReplayAttempt::backend));
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
        compareReplayButton.disableProperty().bind(javafx.beans.binding.Bindings.isEmpty(viewModel.attempts()));
        compareReplayButton.setOnAction(event -> compareSelected());
    }

    private void compareSelected() {
        ReplayAttempt chosen = replaysTable.getSelectionModel().getSelectedItem();
        if (chosen == null) {
            chosen = viewModel.attempts().stream().filter(ReplayAttempt::answered)
                    .reduce((first, second) -> second).orElse(null);
        }
        if (chosen != null && viewModel.runIndex() >= 0) {
            compare.compare(viewModel.runIndex(), chosen.attempt());
        }
    }

    private static TableColumn<ReplayAttempt, String> column(String title, double width,
                                                             Function<ReplayAttempt, String> value) {
        TableColumn<ReplayAttempt, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                setTooltip(empty || text == null || text.isEmpty() ? null : new Tooltip(text));
            }
        });
        return column;
    }
}
