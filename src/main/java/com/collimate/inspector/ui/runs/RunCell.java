package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.ui.common.Sizes;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.Tooltip;

import java.util.Locale;

/** One cell of the runs table; renders the column's value of the row's run summary. */
final class RunCell extends TableCell<Integer, RunSummary> {
    static final String MONO = "mono";
    static final String EXIT_NON_ZERO = "exit-non-zero";
    static final String ABSENT = "absent";

    private final RunColumn column;
    private final RunsViewModel viewModel;
    private final Label chip = new Label();
    private final Tooltip tooltip = new Tooltip();

    RunCell(RunColumn column, RunsViewModel viewModel) {
        this.column = column;
        this.viewModel = viewModel;
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(480);
        if (column == RunColumn.SEED) {
            getStyleClass().add(MONO);
        }
    }

    @Override
    protected void updateItem(RunSummary run, boolean empty) {
        super.updateItem(run, empty);
        getStyleClass().removeAll(EXIT_NON_ZERO, ABSENT);
        setTooltip(null);
        setGraphic(null);
        setText(null);
        if (empty || run == null) {
            return;
        }
        switch (column) {
            case SEED_ACK -> chip(run);
            case VERDICT -> verdict(run);
            case SEED -> seed(run);
            case EXIT_CODE -> exit(run);
            default -> setValue(text(run));
        }
    }

    private void chip(RunSummary run) {
        SeedAckChip.apply(chip, run.seedAck(), run.seedAckRaw());
        setGraphic(chip);
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
    }

    private void verdict(RunSummary run) {
        VerdictBadge badge = viewModel.verdicts().get(run.index());
        if (badge == null) {
            return;
        }
        chip.getStyleClass().setAll("label", SeedAckChip.CHIP, badge.styleClass());
        chip.setGraphic(null);
        chip.setText(badge.label());
        tooltip.setText(badge.description());
        chip.setTooltip(tooltip);
        setGraphic(chip);
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
    }

    private void seed(RunSummary run) {
        if (run.seed().isMissing()) {
            setValue(null);
            return;
        }
        setText(run.seed().abbreviated());
        tooltip.setText(run.seed().isValid() ? run.seed().raw()
                : run.seed().raw() + "\n(invalid seed: not 64 hex characters)");
        setTooltip(tooltip);
    }

    private void exit(RunSummary run) {
        setValue(run.exitCode() == null ? null : run.exitCode().toString());
        if (run.exitCode() == null || run.exitCode() != 0) {
            getStyleClass().add(EXIT_NON_ZERO);
        }
    }

    private void setValue(String value) {
        setContentDisplay(ContentDisplay.TEXT_ONLY);
        if (value == null) {
            setText("—");
            getStyleClass().add(ABSENT);
        } else {
            setText(value);
        }
    }

    private String text(RunSummary run) {
        return switch (column) {
            case LINE -> Long.toString(run.line());
            case KEY -> run.key();
            case GROUP -> run.group();
            case STEP -> run.step() == null ? null : run.step().toString();
            case TEMPLATE -> run.template();
            case REWARD -> run.reward() == null ? null : String.format(Locale.ROOT, "%.4g", run.reward());
            case DURATION -> run.durationMs() == null ? null : duration(run.durationMs());
            case STDOUT_SIZE -> run.stdoutBytes() < 0 ? null : Sizes.bytes(run.stdoutBytes());
            default -> throw new IllegalStateException(column.name());
        };
    }

    static String duration(double millis) {
        if (millis < 1000) {
            return String.format(Locale.ROOT, "%.0f ms", millis);
        }
        if (millis < 60_000) {
            return String.format(Locale.ROOT, "%.2f s", millis / 1000);
        }
        return String.format(Locale.ROOT, "%d min %02d s", (long) (millis / 60_000), (long) (millis % 60_000) / 1000);
    }
}
