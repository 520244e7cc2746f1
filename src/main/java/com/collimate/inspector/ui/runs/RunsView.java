package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.diff.VisibleName;
import com.collimate.inspector.core.model.RunStatistics;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.ui.common.ColumnMenuTableSkin;
import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.common.ViewLoader;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.IntegerBinding;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.MapChangeListener;
import javafx.fxml.FXML;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.Separator;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The runs table with its filter chips and search field. Sorting is delegated to the view model (off the FX
 * thread); the table's items are run indices and cells read summaries on demand.
 */
public final class RunsView {
    private static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination DOWN = new KeyCodeCombination(KeyCode.DOWN);
    private static final Duration SEARCH_DEBOUNCE = Duration.millis(250);
    private static final double ROW_HEIGHT = 30;
    /** The characters of a group name the group filter shows; the whole name is in the tooltip. */
    private static final int GROUP_CHARS = 40;
    private static final int GROUP_TOOLTIP_CHARS = 1000;

    private final RunsViewModel viewModel;
    private final ColumnLayout initialLayout;
    private final Map<SeedAck, ToggleButton> ackToggles = new EnumMap<>(SeedAck.class);
    /** Where groups of chips added later go: right after the seed_ack chips. */
    private Node lastAckChip;
    private final Map<RunColumn, TableColumn<Integer, com.collimate.inspector.core.model.RunSummary>> columns =
            new EnumMap<>(RunColumn.class);
    /** How many columns are shown; set up with the table. */
    private IntegerBinding shownColumns;
    private final PauseTransition searchDebounce = new PauseTransition(SEARCH_DEBOUNCE);
    private boolean refreshQueued;
    /** Down or Enter in the search field asked for the first row of the results, which may not be in yet. */
    private boolean firstRowWanted;

    @FXML private TableView<Integer> runTable;
    @FXML private TextField searchField;
    @FXML private ProgressBar searchProgress;
    @FXML private Label searchStatus;
    @FXML private javafx.scene.layout.FlowPane filterBar;
    @FXML private ToggleButton exitAnyToggle;
    @FXML private ToggleButton exitZeroToggle;
    @FXML private ToggleButton exitNonZeroToggle;
    @FXML private ComboBox<String> groupFilter;
    @FXML private Button clearFiltersButton;

    private final Parent root;

    public RunsView(RunsViewModel viewModel, ColumnLayout initialLayout) {
        this.viewModel = viewModel;
        this.initialLayout = initialLayout;
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
        int at = filterBar.getChildren().indexOf(lastAckChip) + 1;
        List<Node> group = new ArrayList<>(chipGroup(caption, chips));
        group.add(0, new Separator(Orientation.VERTICAL));
        group.get(1).getStyleClass().add("filter-group");
        filterBar.getChildren().addAll(at, group);
    }

    /**
     * The filter bar's items for a captioned group of chips: each chip is an item of its own, so a narrow window wraps
     * the chips (a group in one box would set the bar's, and so the split pane's, minimum width), and the caption
     * stays on the line of the first chip.
     */
    private static List<Node> chipGroup(String caption, List<? extends Node> chips) {
        ChipGroupActions.install(chips.stream().filter(ToggleButton.class::isInstance).map(ToggleButton.class::cast)
                .toList());
        Label label = new Label(caption);
        label.getStyleClass().add("filter-caption");
        HBox first = new HBox(6, label, chips.get(0));
        first.setAlignment(Pos.CENTER_LEFT);
        List<Node> items = new ArrayList<>();
        items.add(first);
        items.addAll(chips.subList(1, chips.size()));
        return items;
    }

    public void focusSearch() {
        searchField.requestFocus();
        searchField.selectAll();
    }

    /** Current widths, hidden columns and order, to remember. */
    public ColumnLayout columnLayout() {
        Map<String, Double> widths = new LinkedHashMap<>();
        List<String> hidden = new ArrayList<>();
        columns.forEach((column, tableColumn) -> {
            widths.put(column.id(), tableColumn.getWidth());
            if (!tableColumn.isVisible()) {
                hidden.add(column.id());
            }
        });
        List<String> order = runTable.getColumns().stream().map(tableColumn -> ((RunColumn) tableColumn.getUserData()).id())
                .toList();
        return new ColumnLayout(widths, hidden, order);
    }

    /** Runs {@code changed} whenever a column's width changes, it is shown or hidden, or the columns are reordered. */
    public void onColumnLayoutChange(Runnable changed) {
        columns.values().forEach(tableColumn -> {
            tableColumn.widthProperty().addListener(obs -> changed.run());
            tableColumn.visibleProperty().addListener(obs -> changed.run());
        });
        runTable.getColumns().addListener((InvalidationListener) obs -> changed.run());
    }

    /**
     * One check item per column, showing or hiding it: the View → Columns menu and the table's corner menu. The last
     * shown column cannot be hidden (the table would be empty while the status bar counts its runs as shown).
     */
    public List<CheckMenuItem> columnMenuItems() {
        List<CheckMenuItem> items = new ArrayList<>();
        columns.forEach((column, tableColumn) -> {
            CheckMenuItem item = new CheckMenuItem(column.title());
            item.setId("show-column-" + column.id());
            item.setMnemonicParsing(false); // "seed_ack" keeps its underscore
            item.setSelected(tableColumn.isVisible());
            item.disableProperty().bind(tableColumn.visibleProperty().and(shownColumns.isEqualTo(1)));
            item.setOnAction(event -> tableColumn.setVisible(item.isSelected()));
            items.add(item);
        });
        return items;
    }

    @FXML
    private void initialize() {
        setUpTable();
        setUpAckChips();
        setUpExitToggles();
        setUpGroupFilter();
        setUpSearch();
        clearFiltersButton.setOnAction(event -> clearFilters());
    }

    private void setUpTable() {
        runTable.setSkin(new ColumnMenuTableSkin<>(runTable, this::columnMenuItems));
        runTable.setItems(viewModel.shownRuns());
        runTable.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        runTable.setPlaceholder(new Label("No runs to show"));
        runTable.setFixedCellSize(ROW_HEIGHT);
        RowReveal.install(runTable, ROW_HEIGHT);
        RewardTexts rewards = new RewardTexts();
        for (RunColumn column : initialLayout.orderedColumns()) {
            TableColumn<Integer, com.collimate.inspector.core.model.RunSummary> tableColumn =
                    new TableColumn<>(column.title());
            tableColumn.setId("column-" + column.id());
            tableColumn.setUserData(column);
            tableColumn.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(viewModel.summary(cell.getValue())));
            Tooltip columnTooltip = RunCell.columnTooltip(column);
            tableColumn.setCellFactory(c -> new RunCell(column, viewModel, columnTooltip, rewards));
            tableColumn.setPrefWidth(initialLayout.widths().getOrDefault(column.id(), column.defaultWidth()));
            tableColumn.setVisible(!initialLayout.hides(column));
            columns.put(column, tableColumn);
            runTable.getColumns().add(tableColumn);
        }
        shownColumns = Bindings.size(runTable.getVisibleLeafColumns());
        NumberColumnFit.installForLines(columns.get(RunColumn.LINE), viewModel.statisticsProperty());
        NumberColumnFit.installForExitCodes(columns.get(RunColumn.EXIT_CODE), viewModel.statisticsProperty());
        runTable.setSortPolicy(table -> {
            List<SortKey> keys = new ArrayList<>();
            for (TableColumn<Integer, ?> sorted : table.getSortOrder()) {
                keys.add(new SortKey((RunColumn) sorted.getUserData(),
                        sorted.getSortType() == TableColumn.SortType.ASCENDING));
            }
            if (!keys.equals(viewModel.sortOrderProperty().get())) {
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
            selectFirstRowIfWanted();
        });
        viewModel.verdicts().addListener((MapChangeListener<Integer, VerdictBadge>) change -> queueRefresh());

        MenuItem copySeed = new MenuItem("Copy Seed  (Ctrl+C)", new FontIcon(Material2AL.CONTENT_COPY));
        copySeed.setId("copySeedMenuItem");
        copySeed.setOnAction(event -> copySelectedSeeds());
        MenuItem copyKey = new MenuItem("Copy Key");
        copyKey.setOnAction(event -> copySelected(index -> viewModel.summary(index).key()));
        runTable.setContextMenu(new ContextMenu(copySeed, copyKey));
        runTable.setOnKeyPressed(event -> {
            if (COPY.match(event)) {
                copySelectedSeeds();
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

    public void copySelectedSeeds() {
        copySelected(viewModel::seedText);
    }

    private void copySelected(java.util.function.IntFunction<String> text) {
        List<Integer> selected = runTable.getSelectionModel().getSelectedItems();
        if (selected.isEmpty()) {
            return;
        }
        StringBuilder lines = new StringBuilder();
        for (Integer index : selected) {
            if (lines.length() > 0) {
                lines.append('\n');
            }
            lines.append(text.apply(index));
        }
        ClipboardContent content = new ClipboardContent();
        content.putString(lines.toString());
        Clipboard.getSystemClipboard().setContent(content);
    }

    private void setUpAckChips() {
        for (SeedAck ack : SeedAck.values()) {
            ToggleButton toggle = new ToggleButton();
            toggle.setId("filter-" + ack.label());
            toggle.setSelected(true);
            toggle.getStyleClass().add("filter-chip");
            SeedAckChip.apply(toggle, ack, null);
            toggle.setOnAction(event -> viewModel.setAckShown(ack, toggle.isSelected()));
            ackToggles.put(ack, toggle);
        }
        List<ToggleButton> ackChips = List.copyOf(ackToggles.values());
        filterBar.getChildren().addAll(0, chipGroup("seed_ack", ackChips));
        lastAckChip = ackChips.get(ackChips.size() - 1);
        viewModel.statisticsProperty().addListener((obs, old, stats) -> updateCounts(stats));
        viewModel.filterProperty().addListener((obs, old, filter) ->
                ackToggles.forEach((ack, toggle) -> toggle.setSelected(filter.shownAcks().contains(ack))));
        updateCounts(viewModel.statisticsProperty().get());
    }

    private void updateCounts(RunStatistics stats) {
        ackToggles.forEach((ack, toggle) -> toggle.setText(SeedAckChip.text(ack) + "  " + Sizes.count(stats.count(ack))));
        exitZeroToggle.setText("0  " + Sizes.count(stats.total() - stats.nonZeroExits()));
        exitNonZeroToggle.setText("≠ 0  " + Sizes.count(stats.nonZeroExits()));
        exitAnyToggle.setText("all  " + Sizes.count(stats.total()));
    }

    private void setUpExitToggles() {
        ToggleGroup group = new ToggleGroup();
        Map<ToggleButton, ExitFilter> filters = Map.of(exitAnyToggle, ExitFilter.ANY, exitZeroToggle, ExitFilter.ZERO,
                exitNonZeroToggle, ExitFilter.NON_ZERO);
        filters.keySet().forEach(toggle -> toggle.setToggleGroup(group));
        group.selectedToggleProperty().addListener((obs, old, selected) -> {
            if (selected == null) {
                exitAnyToggle.setSelected(true);
                return;
            }
            viewModel.setExitFilter(filters.get((ToggleButton) selected));
        });
        viewModel.filterProperty().addListener((obs, old, filter) -> filters.forEach((toggle, exit) -> {
            if (exit == filter.exit() && !toggle.isSelected()) {
                toggle.setSelected(true);
            }
        }));
    }

    private void setUpGroupFilter() {
        groupFilter.setButtonCell(groupCell());
        groupFilter.setCellFactory(list -> groupCell());
        // Filled when opened: a log can have many thousands of groups, rebuilding them on every load tick is waste.
        groupFilter.setOnShowing(event -> {
            List<String> groups = new ArrayList<>();
            groups.add(null);
            groups.addAll(viewModel.statisticsProperty().get().perGroup().keySet());
            String selected = groupFilter.getValue();
            groupFilter.getItems().setAll(groups);
            groupFilter.setValue(selected);
        });
        groupFilter.valueProperty().addListener((obs, old, group) -> viewModel.setGroupFilter(group));
        viewModel.filterProperty().addListener((obs, old, filter) -> {
            if (filter.group() == null && groupFilter.getValue() != null) {
                groupFilter.setValue(null);
            }
        });
    }

    /**
     * A group of the filter: safe and told apart as {@link VisibleName} shows it (a bidi override as {@code <U+202E>},
     * the empty name as {@code ""}, {@code "alpha "} in quotes), cut after {@value #GROUP_CHARS} characters so a long
     * name cannot widen the popup off the screen; the tooltip has the whole name and what the quotes mean.
     */
    private static ListCell<String> groupCell() {
        return new ListCell<>() {
            private final Tooltip tooltip = new Tooltip();

            {
                tooltip.setWrapText(true);
                tooltip.setMaxWidth(480);
            }

            @Override
            protected void updateItem(String group, boolean empty) {
                super.updateItem(group, empty);
                setText(empty ? null : group == null ? "All groups" : VisibleName.of(group, GROUP_CHARS));
                String tip = empty || group == null ? null : VisibleName.tooltip(group, GROUP_CHARS, GROUP_TOOLTIP_CHARS);
                if (tip != null) {
                    tooltip.setText(tip);
                }
                setTooltip(tip == null ? null : tooltip);
            }
        };
    }

    private void setUpSearch() {
        searchDebounce.setOnFinished(event -> viewModel.search(searchField.getText()));
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
        groupFilter.setValue(null);
        exitAnyToggle.setSelected(true);
        viewModel.clearFilters();
    }
}
