package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.diff.VisibleText;
import com.collimate.inspector.core.log.LoadError;
import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.common.Themes;
import com.collimate.inspector.ui.common.TippedTextCell;
import com.collimate.inspector.ui.common.ViewLoader;
import com.collimate.inspector.ui.common.WindowKeys;
import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;

/**
 * The records of a log that could not be read: line, message and raw text; and apart from them, when a gzip log is
 * cut, where its data ends early; and listed after them, the fields whose value has a type they cannot use.
 */
public final class LoadErrorsView {
    private static final int CELL_TEXT_LIMIT = 200;

    private final ObservableList<LoadError> errors;
    private final ObservableValue<? extends Number> errorCount;
    private final ObservableValue<Boolean> readWhole;
    private final ObservableValue<String> dataEndsEarly;
    private final ObservableList<LoadError> warnings;
    private final ObservableValue<? extends Number> warningCount;
    /** The errors, then the warnings: what the table lists. */
    private final ObservableList<LoadError> listed = FXCollections.observableArrayList();
    /** The log's file name: another one once the tab took another log, which the window then lists. */
    private final ObservableValue<String> logName;
    private final Parent root;

    @FXML private Label loadErrorsHeading;
    @FXML private Label loadErrorsDataEndsEarly;
    @FXML private Label loadErrorsFieldWarnings;
    @FXML private TableView<LoadError> loadErrorTable;
    @FXML private TableColumn<LoadError, Long> errorLineColumn;
    @FXML private TableColumn<LoadError, String> errorMessageColumn;
    @FXML private TableColumn<LoadError, String> errorRawColumn;
    @FXML private TextArea errorRawText;
    /**
     * Held here and listened to weakly: the sources belong to the log's tab, which outlives a window closed long
     * ago, and must not keep its view (with the table and its texts) in memory.
     */
    private final InvalidationListener headingUpdate = source -> updateHeading();
    private final InvalidationListener listUpdate = source -> updateList();

    /**
     * @param errors        the records listed: the first ones when there are very many
     * @param errorCount    how many records could not be read, which can exceed the size of {@code errors}
     * @param readWhole     whether the log was read to its end (not while it loads, nor once loading was cancelled)
     * @param dataEndsEarly where the file's data ends early, "" when it does not
     * @param warnings      the fields listed whose value has a type they cannot use: the first ones when there are
     *                      very many
     * @param warningCount  how many such fields there are, which can exceed the size of {@code warnings}
     */
    public LoadErrorsView(ObservableList<LoadError> errors, ObservableValue<? extends Number> errorCount,
                          ObservableValue<Boolean> readWhole, ObservableValue<String> dataEndsEarly,
                          ObservableList<LoadError> warnings, ObservableValue<? extends Number> warningCount,
                          ObservableValue<String> logName) {
        this.errors = errors;
        this.errorCount = errorCount;
        this.readWhole = readWhole;
        this.dataEndsEarly = dataEndsEarly;
        this.warnings = warnings;
        this.warningCount = warningCount;
        this.logName = logName;
        this.root = ViewLoader.load(FxmlView.LOAD_ERRORS, this);
    }

    /** Opens the list in its own window. */
    public static void show(ObservableList<LoadError> errors, ObservableValue<? extends Number> errorCount,
                            ObservableValue<Boolean> readWhole, ObservableValue<String> dataEndsEarly,
                            ObservableList<LoadError> warnings, ObservableValue<? extends Number> warningCount,
                            ObservableValue<String> logName, Window owner) {
        LoadErrorsView view = new LoadErrorsView(errors, errorCount, readWhole, dataEndsEarly, warnings, warningCount,
                logName);
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.titleProperty().bind(Bindings.concat("Load errors — ", logName));
        Scene scene = new Scene(view.root);
        Themes.followOwner(owner, scene);
        stage.setScene(scene);
        WindowKeys.install(stage);
        stage.show();
    }

    @FXML
    private void initialize() {
        loadErrorTable.setItems(listed);
        errorLineColumn.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().line()));
        errorMessageColumn.setCellValueFactory(cell -> new ReadOnlyStringWrapper(oneLine(cell.getValue().message())));
        errorRawColumn.setCellValueFactory(cell -> new ReadOnlyStringWrapper(oneLine(cell.getValue().rawText())));
        errorMessageColumn.setCellFactory(column -> new TippedTextCell<>());
        errorRawColumn.setCellFactory(column -> new TippedTextCell<>());
        loadErrorTable.getSelectionModel().selectedItemProperty().addListener((obs, old, error) ->
                errorRawText.setText(error == null ? "" : "line " + error.line() + ": " + shown(error.message())
                        + "\n\n" + shown(error.rawText())));
        loadErrorsDataEndsEarly.textProperty().bind(dataEndsEarly);
        loadErrorsDataEndsEarly.visibleProperty().bind(loadErrorsDataEndsEarly.textProperty().isNotEmpty());
        loadErrorsDataEndsEarly.managedProperty().bind(loadErrorsDataEndsEarly.visibleProperty());
        loadErrorTable.setPlaceholder(new Label());
        errorRawText.promptTextProperty().bind(Bindings.when(Bindings.isEmpty(listed)).then("")
                .otherwise("Select an error to see its raw text"));
        updateList();
        updateHeading();
        WeakInvalidationListener weakHeadingUpdate = new WeakInvalidationListener(headingUpdate);
        errors.addListener(weakHeadingUpdate);
        errorCount.addListener(weakHeadingUpdate);
        readWhole.addListener(weakHeadingUpdate);
        logName.addListener(weakHeadingUpdate);
        WeakInvalidationListener weakListUpdate = new WeakInvalidationListener(listUpdate);
        errors.addListener(weakListUpdate);
        warnings.addListener(weakListUpdate);
        warningCount.addListener(weakListUpdate);
        if (!listed.isEmpty()) {
            loadErrorTable.getSelectionModel().selectFirst();
        }
    }

    /** The table's rows, and the note on the fields of a type they cannot use, listed after the errors. */
    private void updateList() {
        List<LoadError> all = new ArrayList<>(errors.size() + warnings.size());
        all.addAll(errors);
        all.addAll(warnings);
        listed.setAll(all);
        long count = Math.max(warningCount.getValue().longValue(), warnings.size());
        loadErrorsFieldWarnings.setText(Sizes.count(count, "field") + (count == 1 ? " has" : " have")
                + " a value of the wrong type: read as absent (a seed as invalid) and kept as an extra of its run."
                + (warnings.size() < count ? " The first " + Sizes.count(warnings.size()) + " are listed" : " Listed")
                + " after the records that could not be read.");
        loadErrorsFieldWarnings.setVisible(count > 0);
        loadErrorsFieldWarnings.setManaged(count > 0);
    }

    /**
     * Counts every record that could not be read, not only those listed, as the status bar's link does; with none,
     * says that every record was read only of a log read to its end (a log still loading or cancelled is not).
     */
    private void updateHeading() {
        long count = Math.max(errorCount.getValue().longValue(), errors.size());
        boolean whole = readWhole.getValue(); // read each time, so its next change is heard (invalidation listener)
        String logName = this.logName.getValue(); // as is its name
        if (count == 0) {
            loadErrorsHeading.setText(whole ? "Every record of " + logName + " was read"
                    : "No unreadable record so far: " + logName + " was not read to its end");
            ((Label) loadErrorTable.getPlaceholder()).setText(whole ? "Every record was read"
                    : "No unreadable record so far");
            return;
        }
        String heading = Sizes.count(count, "record") + " of " + logName + " could not be read";
        loadErrorsHeading.setText(errors.size() < count
                ? heading + "; the first " + Sizes.count(errors.size()) + " are listed" : heading);
    }

    /**
     * The text in the app's visible form ({@link VisibleText#readable}), as the table and the detail show the log's
     * text: the excerpts of the log already are, and this keeps any other text (a message quoting the log) from
     * reordering or hiding what is shown. Idempotent, so already visible text is unchanged.
     */
    private static String shown(String text) {
        return text == null ? "" : VisibleText.readable(text);
    }

    private static String oneLine(String text) {
        String flat = shown(text);
        return flat.length() > CELL_TEXT_LIMIT ? flat.substring(0, CELL_TEXT_LIMIT) + "…" : flat;
    }
}
