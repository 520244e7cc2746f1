package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.diff.VisibleName;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.util.Sizes;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The filter chips above the runs table: one per seed_ack with its count, exit code (all / = 0 / ≠ 0) and group, kept in
 * step with the view model's filter; other features add groups of chips after the seed_ack ones.
 */
final class RunFilterBar {
    /** The characters of a group name the group filter shows; the whole name is in the tooltip. */
    private static final int GROUP_CHARS = 40;
    private static final int GROUP_TOOLTIP_CHARS = 1000;

    private final RunsViewModel viewModel;
    private final FlowPane bar;
    private final Map<ExitFilter, ToggleButton> exitToggles;
    private final ComboBox<String> groupFilter;
    private final Map<SeedAck, ToggleButton> ackToggles = new EnumMap<>(SeedAck.class);
    /** Where groups of chips added later go: right after the seed_ack chips. */
    private Node lastAckChip;

    /** Sets up the chips of {@code bar}: the exit toggles and group filter it holds, and seed_ack chips put first. */
    RunFilterBar(RunsViewModel viewModel, FlowPane bar, Map<ExitFilter, ToggleButton> exitToggles,
            ComboBox<String> groupFilter) {
        this.viewModel = viewModel;
        this.bar = bar;
        this.exitToggles = new EnumMap<>(exitToggles);
        this.groupFilter = groupFilter;
        setUpAckChips();
        setUpExitToggles();
        setUpGroupFilter();
    }

    /**
     * Puts another group of filter chips right after the seed_ack chips (the replay feature's verdict chips, which
     * count {@link RunsViewModel#chipCountsProperty()} as the others do).
     */
    void addGroup(String caption, List<? extends Node> chips) {
        int at = bar.getChildren().indexOf(lastAckChip) + 1;
        List<Node> group = new ArrayList<>(chipGroup(captionLabel(caption), chips));
        group.add(0, new Separator(Orientation.VERTICAL));
        group.get(1).getStyleClass().add("filter-group");
        bar.getChildren().addAll(at, group);
    }

    /** Every run shown again as far as these chips go. */
    void clear() {
        groupFilter.setValue(null);
        exitToggles.get(ExitFilter.ANY).setSelected(true);
        viewModel.clearFilters();
    }

    /**
     * The filter bar's items for a captioned group of chips: each chip is an item of its own, so a narrow window wraps
     * the chips (a group in one box would set the bar's, and so the split pane's, minimum width), and the caption
     * stays on the line of the first chip.
     */
    private static List<Node> chipGroup(Label caption, List<? extends Node> chips) {
        ChipGroupActions.install(chips.stream().filter(ToggleButton.class::isInstance).map(ToggleButton.class::cast)
                .toList());
        HBox first = new HBox(6, caption, chips.get(0));
        first.setAlignment(Pos.CENTER_LEFT);
        List<Node> items = new ArrayList<>();
        items.add(first);
        items.addAll(chips.subList(1, chips.size()));
        return items;
    }

    private static Label captionLabel(String caption) {
        Label label = new Label(caption);
        label.getStyleClass().add("filter-caption");
        return label;
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
        bar.getChildren().addAll(0, chipGroup(captionLabel("seed_ack"), ackChips));
        lastAckChip = ackChips.get(ackChips.size() - 1);
        viewModel.chipCountsProperty().addListener((obs, old, counts) -> updateCounts(counts));
        viewModel.filterProperty().addListener((obs, old, filter) ->
                ackToggles.forEach((ack, toggle) -> toggle.setSelected(filter.shownAcks().contains(ack))));
        updateCounts(viewModel.chipCountsProperty().get());
    }

    private void updateCounts(ChipCounts counts) {
        ackToggles.forEach((ack, toggle) -> toggle.setText(SeedAckChip.text(ack) + "  " + Sizes.count(counts.count(ack))));
        exitToggles.get(ExitFilter.ANY).setText("all  " + Sizes.count(counts.count(ExitFilter.ANY)));
        exitToggles.get(ExitFilter.ZERO).setText("= 0  " + Sizes.count(counts.count(ExitFilter.ZERO)));
        exitToggles.get(ExitFilter.NON_ZERO).setText("≠ 0  " + Sizes.count(counts.count(ExitFilter.NON_ZERO)));
        exitToggles.get(ExitFilter.MISSING).setText("missing  " + Sizes.count(counts.count(ExitFilter.MISSING)));
    }

    private void setUpExitToggles() {
        ToggleGroup group = new ToggleGroup();
        exitToggles.forEach((exit, toggle) -> {
            toggle.setToggleGroup(group);
            toggle.setUserData(exit);
        });
        group.selectedToggleProperty().addListener((obs, old, selected) -> {
            if (selected == null) {
                exitToggles.get(ExitFilter.ANY).setSelected(true);
                return;
            }
            viewModel.setExitFilter((ExitFilter) selected.getUserData());
        });
        viewModel.filterProperty().addListener((obs, old, filter) -> exitToggles.forEach((exit, toggle) -> {
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
            viewModel.statisticsProperty().get().perGroup().keySet().stream().sorted(NaturalOrder.INSTANCE)
                    .forEach(groups::add);
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
}
