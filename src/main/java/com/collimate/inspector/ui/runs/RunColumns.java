package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.IntegerBinding;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/** The runs table's columns: made in the remembered layout, shown or hidden from a menu, and their layout to remember. */
final class RunColumns {
    /**
     * No column is narrower: it shows the first characters of its values ("5fe…"), or of its chips, and of its
     * title ("S…") beside their padding; a column dragged to JavaFX's 10 px, or given way to 24 px, showed nothing.
     */
    static final double MIN_WIDTH = 44;
    private final TableView<Integer> table;
    private final Map<RunColumn, TableColumn<Integer, RunSummary>> columns = new EnumMap<>(RunColumn.class);
    private final IntegerBinding shownColumns;
    private final ColumnGiveWay giveWay;
    private final TextColumnFit fit;

    /**
     * Adds the columns to {@code table} in {@code layout}'s order, widths and visibility; {@code clock} in nanoseconds
     * paces the text columns' fit to a growing log.
     */
    RunColumns(TableView<Integer> table, RunsViewModel viewModel, ColumnLayout layout, LongSupplier clock) {
        this.table = table;
        RewardTexts rewards = new RewardTexts();
        for (RunColumn column : layout.orderedColumns()) {
            TableColumn<Integer, RunSummary> tableColumn = new TableColumn<>(column.title());
            tableColumn.setId("column-" + column.id());
            tableColumn.setUserData(column);
            tableColumn.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(viewModel.summary(cell.getValue())));
            Tooltip columnTooltip = RunCell.columnTooltip(column);
            tableColumn.setCellFactory(c -> new RunCell(column, viewModel, columnTooltip, rewards));
            tableColumn.setMinWidth(MIN_WIDTH);
            tableColumn.setPrefWidth(layout.width(column));
            tableColumn.setVisible(!layout.hides(column));
            columns.put(column, tableColumn);
            table.getColumns().add(tableColumn);
        }
        shownColumns = Bindings.size(table.getVisibleLeafColumns());
        NumberColumnFit.installForLines(columns.get(RunColumn.LINE), viewModel.statisticsProperty());
        NumberColumnFit.installForExitCodes(columns.get(RunColumn.EXIT_CODE), viewModel.statisticsProperty());
        giveWay = ColumnGiveWay.install(table);
        fit = TextColumnFit.install(table, viewModel, columns, layout, rewards, clock);
    }

    /** The table shows another log: the text columns are fitted to its values anew ({@link TextColumnFit}). */
    void logReplaced() {
        fit.logReplaced();
    }

    /** A double-click on {@code column}'s edge: fits it to a sample of its values ({@link TextColumnFit}). */
    void fitToValues(TableColumnBase<?, ?> column) {
        fit.fitByUser(table, (RunColumn) column.getUserData());
    }

    /** Current widths, hidden columns and order, to remember. */
    ColumnLayout layout() {
        Map<String, Double> widths = new LinkedHashMap<>();
        List<String> hidden = new ArrayList<>();
        columns.forEach((column, tableColumn) -> {
            if (fit.remembersWidth(column)) {
                widths.put(column.id(), giveWay.ownWidth(tableColumn));
            }
            if (!tableColumn.isVisible()) {
                hidden.add(column.id());
            }
        });
        List<RunColumn> order = table.getColumns().stream().map(tableColumn -> (RunColumn) tableColumn.getUserData())
                .toList();
        // the default order is saved as none, so that a later version's default reaches a table never reordered
        boolean moved = !order.equals(List.of(RunColumn.values()));
        return new ColumnLayout(widths, hidden, moved ? order.stream().map(RunColumn::id).toList() : List.of());
    }

    /** Runs {@code changed} whenever a column's width changes, it is shown or hidden, or the columns are reordered. */
    void onLayoutChange(Runnable changed) {
        columns.values().forEach(tableColumn -> {
            tableColumn.widthProperty().addListener(obs -> changed.run());
            tableColumn.visibleProperty().addListener(obs -> changed.run());
        });
        table.getColumns().addListener((InvalidationListener) obs -> changed.run());
    }

    /**
     * One check item per column, showing or hiding it. The last shown column cannot be hidden (the table would be
     * empty while the status bar counts its runs as shown).
     */
    List<CheckMenuItem> menuItems() {
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
}
