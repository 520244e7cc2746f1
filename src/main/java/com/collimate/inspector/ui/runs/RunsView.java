package com.collimate.inspector.ui.runs;

import com.collimate.inspector.ui.common.ColumnMenuTableSkin;
import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.ui.common.ViewLoader;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.collections.MapChangeListener;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The runs table with its filter chips and search field. Sorting is delegated to the view model (off the FX
 * thread); the table's items are run indices and cells read summaries on demand.
 */
public final class RunsView {
    private static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination DOWN = new KeyCodeCombination(KeyCode.DOWN);
    private static final KeyCombination ENTER = new KeyCodeCombination(KeyCode.ENTER);
    private static final double FILTER_SHARE = 0.25;
    private static final double FILTER_ROWS_KEPT_HEIGHT = 64;
    private static final Duration SEARCH_DEBOUNCE = Duration.millis(250);
    private static final double ROW_HEIGHT = 30;

    private final RunsViewModel viewModel;
    private final ColumnLayout initialLayout;
    private final LongSupplier clock;
    /** Set up with the table. */
    private RunColumns columns;
    private RunFilterBar filters;
    private final PauseTransition searchDebounce = new PauseTransition(SEARCH_DEBOUNCE);
    private boolean refreshQueued;
    /** Down or Enter in the search field asked for the first row of the results, which may not be in yet. */
    private boolean firstRowWanted;
    /** A sort was asked for: the selected run is scrolled to once the sorted rows are in (it stayed out of view). */
    private boolean selectionToReveal;
    private Runnable openSelected = () -> { };
    private Consumer<String> notice = text -> { };

    @FXML private TableView<Integer> runTable;
    @FXML private TextField searchField;
    @FXML private ProgressBar searchProgress;
    @FXML private Label searchStatus;
    @FXML private HBox sortingBusy;
    @FXML private BorderPane runsPane;
    @FXML private ScrollPane filterScroll;
    @FXML private FlowPane filterBar;
    @FXML private ToggleButton exitAnyToggle;
    @FXML private ToggleButton exitZeroToggle;
    @FXML private ToggleButton exitNonZeroToggle;
    @FXML private ToggleButton exitMissingToggle;
    @FXML private ComboBox<String> groupFilter;
    @FXML private Button clearFiltersButton;

    private final Parent root;

    public RunsView(RunsViewModel viewModel, ColumnLayout initialLayout) {
        this(viewModel, initialLayout, System::nanoTime);
    }

    /** {@code clock} in nanoseconds, as {@link System#nanoTime()}: paces the text columns' fit to a growing log. */
    RunsView(RunsViewModel viewModel, ColumnLayout initialLayout, LongSupplier clock) {
        this.viewModel = viewModel;
        this.initialLayout = initialLayout;
        this.clock = clock;
        this.root = ViewLoader.load(FxmlView.RUNS, this);
    }

    public Parent root() {
        return root;
    }

    public TableView<Integer> table() {
        return runTable;
    }

    /** Puts another group of filter chips right after the seed_ack chips (the replay feature's verdict chips). */
    public void addFilterGroup(String caption, List<? extends Node> chips) {
        filters.addGroup(caption, chips);
    }

    public void focusSearch() {
        searchField.requestFocus();
        searchField.selectAll();
    }

    /**
     * The table shows another log (its tab took one): the key, group, template and timestamp columns are fitted to
     * its values anew, not left as wide as the old log's needed. Widths the user gave are kept.
     */
    public void logReplaced() {
        columns.logReplaced();
    }

    /** Current widths, hidden columns and order, to remember. */
    public ColumnLayout columnLayout() {
        return columns.layout();
    }

    /** Runs {@code changed} whenever a column's width changes, it is shown or hidden, or the columns are reordered. */
    public void onColumnLayoutChange(Runnable changed) {
        columns.onLayoutChange(changed);
    }

    /** What Enter on a selected run does (the workspace moves the keyboard to the run's detail). */
    public void onOpenSelected(Runnable open) {
        openSelected = open;
    }

    /** One check item per column, showing or hiding it: the View → Columns menu and the table's corner menu. */
    public List<CheckMenuItem> columnMenuItems() {
        return columns.menuItems();
    }

    @FXML
    private void initialize() {
        setUpTable();
        filters = new RunFilterBar(viewModel, filterBar, Map.of(ExitFilter.ANY, exitAnyToggle, ExitFilter.ZERO,
                exitZeroToggle, ExitFilter.NON_ZERO, exitNonZeroToggle, ExitFilter.MISSING, exitMissingToggle),
                groupFilter);
        setUpFilterScroll();
        setUpSearch();
        clearFiltersButton.setOnAction(event -> clearFilters());
    }

    /**
     * The chips take the rows they need, up to a quarter of the pane (at least {@value #FILTER_ROWS_KEPT_HEIGHT} px, two
     * rows); past that they scroll, so that a small window keeps its height for the table. A chip Tab moves to
     * scrolls into view (the ScrollPane does that).
     */
    private void setUpFilterScroll() {
        filterScroll.prefViewportHeightProperty().bind(filterBar.heightProperty());
        filterScroll.maxHeightProperty().bind(Bindings.max(FILTER_ROWS_KEPT_HEIGHT,
                runsPane.heightProperty().multiply(FILTER_SHARE)));
        // a scroll bar only when the chips are taller than their share: left to the pane, it stayed on once a
        // change of the chips' texts had needed it for a moment, narrowing them to where they fitted anyway
        filterScroll.vbarPolicyProperty().bind(Bindings.when(
                filterBar.heightProperty().greaterThan(filterScroll.maxHeightProperty()))
                .then(ScrollPane.ScrollBarPolicy.AS_NEEDED).otherwise(ScrollPane.ScrollBarPolicy.NEVER));
    }

    private void setUpTable() {
        runTable.setSkin(new ColumnMenuTableSkin<>(runTable, this::columnMenuItems,
                column -> columns.fitToValues(column)));
        runTable.setItems(viewModel.shownRuns());
        runTable.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        runTable.setPlaceholder(new Label("No runs to show"));
        runTable.setFixedCellSize(ROW_HEIGHT);
        RowReveal.install(runTable, ROW_HEIGHT);
        columns = new RunColumns(runTable, viewModel, initialLayout, clock);
        runTable.setSortPolicy(table -> {
            List<SortKey> keys = new ArrayList<>();
            for (TableColumn<Integer, ?> sorted : table.getSortOrder()) {
                keys.add(new SortKey((RunColumn) sorted.getUserData(),
                        sorted.getSortType() == TableColumn.SortType.ASCENDING));
            }
            if (!keys.equals(viewModel.sortOrderProperty().get())) {
                selectionToReveal = true;
                viewModel.sortBy(keys);
            }
            return true;
        });
        runTable.getSelectionModel().selectedItemProperty().addListener((obs, old, index) -> {
            if (index != null) {
                viewModel.select(index);
            }
        });
        viewModel.shownRuns().addListener((javafx.collections.ListChangeListener<Integer>) change -> {
            restoreSelection();
            revealSelectionIfWanted();
            selectFirstRowIfWanted();
        });
        viewModel.verdicts().addListener((MapChangeListener<Integer, VerdictBadge>) change -> queueRefresh());

        MenuItem copySeed = new MenuItem("Copy Seed  (Ctrl+C)", new FontIcon(Material2AL.CONTENT_COPY));
        copySeed.setId("copySeedMenuItem");
        copySeed.setOnAction(event -> copySelectedSeeds());
        MenuItem copyKey = new MenuItem("Copy Key");
        copyKey.setId("copyKeyMenuItem");
        copyKey.setOnAction(event -> copySelectedKeys());
        runTable.setContextMenu(new ContextMenu(copySeed, copyKey));
        runTable.setOnKeyPressed(event -> {
            if (COPY.match(event)) {
                copySelectedSeeds();
                event.consume();
            } else if (ENTER.match(event) && runTable.getSelectionModel().getSelectedItem() != null) {
                openSelected.run();
                event.consume();
            }
        });
        // JavaFX focuses the first row without selecting it, so its own Down would select the second.
        runTable.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (DOWN.match(event) && runTable.getSelectionModel().isEmpty() && !runTable.getItems().isEmpty()) {
                selectFirstRow();
                event.consume();
            }
        });
    }

    private void selectFirstRow() {
        runTable.getSelectionModel().clearAndSelect(0);
        runTable.scrollTo(0);
    }

    /**
     * Down or Enter in the search field: on to the table, on the first row of the search's results unless a run is
     * selected. The results come in the background (matches in the texts later than those of key and seed), so
     * the first row is selected when it arrives, unless the user has moved on by then.
     */
    private void moveIntoResults() {
        runTable.requestFocus();
        firstRowWanted = true;
        selectFirstRowIfWanted();
    }

    private void selectFirstRowIfWanted() {
        if (!firstRowWanted || !viewModel.rowsCurrent()) {
            return;
        }
        if (!runTable.isFocused() || !runTable.getSelectionModel().isEmpty()) {
            firstRowWanted = false;
        } else if (!runTable.getItems().isEmpty()) {
            firstRowWanted = false;
            selectFirstRow();
        }
    }

    private void revealSelectionIfWanted() {
        if (!selectionToReveal || !viewModel.rowsCurrent()) {
            return;
        }
        selectionToReveal = false;
        int row = runTable.getSelectionModel().getSelectedIndex();
        if (row >= 0) {
            runTable.scrollTo(row);
        }
    }

    private void restoreSelection() {
        int selected = viewModel.selectedRunProperty().get();
        Integer current = runTable.getSelectionModel().getSelectedItem();
        if (selected < 0 || current != null && current == selected) {
            return;
        }
        int row = viewModel.shownRuns().indexOf(selected);
        if (row >= 0) {
            runTable.getSelectionModel().clearAndSelect(row);
        }
    }

    private void queueRefresh() {
        if (!refreshQueued) {
            refreshQueued = true;
            Platform.runLater(() -> {
                refreshQueued = false;
                runTable.refresh();
            });
        }
    }

    /** Copies the selected runs' seeds, skipping runs without one, and says what it copied. */
    public void copySelectedSeeds() {
        copySelected(viewModel::copySeeds);
    }

    /** Copies the selected runs' keys and says what it copied. */
    public void copySelectedKeys() {
        copySelected(viewModel::copyKeys);
    }

    /** Where Copy Seed and Copy Key say what they copied: the status bar's notice. */
    public void onNotice(Consumer<String> notice) {
        this.notice = notice;
    }

    private void copySelected(BiConsumer<List<Integer>, Consumer<ClipboardCopy>> copy) {
        List<Integer> selected = runTable.getSelectionModel().getSelectedItems();
        if (selected.isEmpty()) {
            return;
        }
        copy.accept(List.copyOf(selected), copied -> {
            if (!copied.text().isEmpty()) {
                putOnClipboard(copied.text());
            }
            notice.accept(copied.notice());
        });
    }

    private static void putOnClipboard(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }

    private void setUpSearch() {
        searchDebounce.setOnFinished(event -> searchTyped());
        searchField.textProperty().addListener((obs, old, text) -> searchDebounce.playFromStart());
        searchField.setOnAction(event -> {
            searchNow();
            moveIntoResults();
        });
        searchField.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ESCAPE) {
                searchField.clear();
                searchNow();
            } else if (DOWN.match(event)) {
                searchNow();
                moveIntoResults();
                event.consume();
            }
        });
        searchProgress.visibleProperty().bind(viewModel.searchingProperty());
        searchProgress.managedProperty().bind(viewModel.searchingProperty());
        searchProgress.progressProperty().bind(viewModel.searchProgressProperty());
        searchStatus.textProperty().bind(viewModel.searchStatusProperty());
        sortingBusy.visibleProperty().bind(viewModel.sortingProperty());
        sortingBusy.managedProperty().bind(viewModel.sortingProperty());
    }

    /**
     * The search typed a moment ago. The debounce runs on after the window closes, and may end after the app's
     * executors shut down, which then refuse the search's work.
     */
    private void searchTyped() {
        try {
            viewModel.search(searchField.getText());
        } catch (RejectedExecutionException e) {
            // shutting down: nothing is searched any more
        }
    }

    private void searchNow() {
        searchDebounce.stop();
        viewModel.search(searchField.getText());
    }

    /** Shows every run again: filters off and the search field emptied. */
    public void clearFiltersAndSearch() {
        searchField.clear();
        searchNow();
        clearFilters();
    }

    private void clearFilters() {
        filters.clear();
    }
}
