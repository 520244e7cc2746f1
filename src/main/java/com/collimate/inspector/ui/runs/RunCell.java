package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.diff.VisibleName;
import com.collimate.inspector.core.diff.VisibleText;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.util.Sizes;
import javafx.css.PseudoClass;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TableCell;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;

import java.util.Locale;

/** One cell of the runs table; renders the column's value of the row's run summary. */
final class RunCell extends TableCell<Integer, RunSummary> {
    static final String MONO = "mono";
    static final String NUMBER = "number";
    /**
     * States as pseudo-classes, not style classes: scrolling re-fills every visible cell each frame, and a style class
     * that comes and goes makes JavaFX match the cell's CSS from scratch, while a pseudo-class only switches between
     * styles it has matched before.
     */
    static final PseudoClass EXIT_NON_ZERO = PseudoClass.getPseudoClass("exit-non-zero");
    static final PseudoClass ABSENT = PseudoClass.getPseudoClass("absent");
    static final PseudoClass INVALID_SEED = PseudoClass.getPseudoClass("invalid-seed");
    /** An invalid seed may be 100,000 characters long. */
    private static final int INVALID_SEED_CHARS = 20;
    private static final int INVALID_SEED_TIP_CHARS = 200;
    /**
     * Far more than a column shows, which elides the rest; a run key, template or group may be 20 MB long, and JavaFX
     * measures the whole text of a cell at each layout (seconds for a 20 MB one, every time the row is laid out).
     */
    private static final int TEXT_CHARS = 500;
    /**
     * About 31,700 years: beyond, minutes are no longer whole numbers a long holds exactly (1e300 ms read as
     * 9223372036854775807 min), and a negative duration was written out in full (300 digits for -1e300).
     */
    private static final double LONGEST_MINUTES_MILLIS = 1e15;
    private static final String ABSENT_TEXT = "—";

    private final RunColumn column;
    private final RunsViewModel viewModel;
    /**
     * One for all the cells of a column, given the hovered cell's text: a tooltip per cell costs more to make than
     * the rest of the cell, and a new table makes a few hundred cells in its first frames.
     */
    private final Tooltip columnTooltip;
    private final RewardTexts rewards;
    private String tooltipText;
    /** Made for the columns that show one: a table fills a few hundred cells at once, and most show text only. */
    private ChipStack chips;

    /**
     * {@code columnTooltip}: from {@link #columnTooltip(RunColumn)}, shared by the column's cells; {@code rewards}:
     * shared by the table's cells.
     */
    RunCell(RunColumn column, RunsViewModel viewModel, Tooltip columnTooltip, RewardTexts rewards) {
        this.column = column;
        this.viewModel = viewModel;
        this.columnTooltip = columnTooltip;
        this.rewards = rewards;
        if (column == RunColumn.SEED) {
            getStyleClass().add(MONO);
        }
        if (column == RunColumn.REWARD) {
            getStyleClass().add(NUMBER);
        }
        if (column == RunColumn.KEY || column == RunColumn.SEED) {
            // keys that share their start differ at their end ("step1-shuffle-deck-c0", "…-c1"), others only at their
            // start ("c0-shuffle-deck", "c1-…"): a cut in the middle keeps both ends (cut at the start, "…e-deck"
            // showed such keys alike); the whole key is in the tooltip. The abbreviated seed's own "…" is in its
            // middle: cut there, it is the only one (cut at its end, "576d7ddb…dd97…" showed two).
            setTextOverrun(OverrunStyle.CENTER_ELLIPSIS);
        }
        setEllipsisString("…"); // as the seed's, and two characters more of the value: "5f…" in a narrow column
        if (columnTooltip != null) {
            addEventHandler(MouseEvent.MOUSE_ENTERED, event -> showTooltipText());
        }
    }

    /** The tooltip the cells of {@code column} share, or null when they show none. */
    static Tooltip columnTooltip(RunColumn column) {
        if (column != RunColumn.KEY && column != RunColumn.SEED && column != RunColumn.SEED_ACK
                && column != RunColumn.VERDICT && column != RunColumn.REWARD) {
            return null;
        }
        Tooltip tooltip = new Tooltip();
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(480);
        return tooltip;
    }

    /**
     * Scrolling re-fills every visible cell each frame, so only what differs from the cell's previous run is
     * changed: a style class removed and added back, or a graphic taken out of the scene and put back, makes
     * JavaFX redo the CSS of that cell.
     */
    @Override
    protected void updateItem(RunSummary run, boolean empty) {
        super.updateItem(run, empty);
        if (empty || run == null) {
            show(null, null, null, false);
            pseudoClassStateChanged(EXIT_NON_ZERO, false);
            return;
        }
        switch (column) {
            case SEED_ACK -> chip(run);
            case VERDICT -> verdict(run);
            case SEED -> seed(run);
            case EXIT_CODE -> exit(run);
            case REWARD -> reward(run);
            case KEY -> key(run);
            default -> showValue(run);
        }
    }

    private void chip(RunSummary run) {
        SeedAck ack = run.seedAck();
        SeedAckChip.content(chips().show(SeedAckChip.styleClass(ack), SeedAckChip.CHIP, SeedAckChip.ACK_CHIP), ack);
        show(null, chips, SeedAckChip.tooltip(ack, run.seedAckRaw(), run.seed()), false);
    }

    private void verdict(RunSummary run) {
        VerdictBadge badge = viewModel.verdicts().get(run.index());
        if (badge == null) {
            show(null, null, null, false);
            return;
        }
        Label chip = chips().show(badge.styleClass(), SeedAckChip.CHIP);
        SeedAckChip.showIcon(chip, badge.icon());
        chip.setText(badge.label());
        show(null, chips, badge.description(), false);
    }

    private void seed(RunSummary run) {
        boolean invalid = !run.seed().isMissing() && !run.seed().isValid();
        pseudoClassStateChanged(INVALID_SEED, invalid);
        String raw = run.seed().raw();
        String tip = run.seed().isMissing() ? null : invalid
                ? VisibleText.readable(raw, INVALID_SEED_TIP_CHARS) + "\n(invalid seed: not 64 hex characters)" : raw;
        show(shownText(RunColumn.SEED, run, rewards), null, tip, run.seed().isMissing());
    }

    /** Whole in the tooltip, as the seed is, since a narrow column cuts it; a huge key cut in its middle. */
    private void key(RunSummary run) {
        String shown = shownText(RunColumn.KEY, run, rewards);
        show(shown, null, shown, false);
    }

    private void exit(RunSummary run) {
        showValue(run);
        pseudoClassStateChanged(EXIT_NON_ZERO, run.exitCode() != null && run.exitCode() != 0);
    }

    private void reward(RunSummary run) {
        RewardText reward = run.reward() == null ? null : rewards.of(run.reward());
        show(shownText(RunColumn.REWARD, run, rewards), null, reward != null && reward.cut() ? reward.full() : null,
                reward == null);
    }

    /** The column's text of {@code run}, a dash marked {@link #ABSENT} when it has no value. */
    private void showValue(RunSummary run) {
        show(shownText(column, run, rewards), null, null, value(column, run) == null);
    }

    /**
     * The text a cell of {@code column} shows for {@code run} ("—" when it has no value), or null in the columns that
     * show a chip (seed_ack, verdict).
     */
    static String shownText(RunColumn column, RunSummary run, RewardTexts rewards) {
        return switch (column) {
            case SEED_ACK, VERDICT -> null;
            // as the group filter shows it (VisibleName): the empty name as "", not as an empty cell
            case GROUP -> run.group() == null ? ABSENT_TEXT : VisibleName.of(run.group(), TEXT_CHARS);
            case KEY -> KeyText.shown(run.key(), TEXT_CHARS);
            case REWARD -> run.reward() == null ? ABSENT_TEXT : rewards.of(run.reward()).shown();
            // an invalid seed must not pass for one: the run cannot be replayed with it
            case SEED -> !run.seed().isMissing() && !run.seed().isValid()
                    ? "⚠ " + VisibleText.readable(run.seed().raw(), INVALID_SEED_CHARS) : orAbsent(value(column, run));
            default -> orAbsent(value(column, run));
        };
    }

    private static String orAbsent(String value) {
        return value == null ? ABSENT_TEXT : VisibleText.readable(value, TEXT_CHARS);
    }

    private void show(String text, ChipStack graphic, String tip, boolean absent) {
        setText(text);
        setContentDisplay(graphic == null ? ContentDisplay.TEXT_ONLY : ContentDisplay.GRAPHIC_ONLY);
        if (getGraphic() != graphic) {
            setGraphic(graphic);
        }
        tooltipText = tip;
        Tooltip wanted = tip == null ? null : columnTooltip;
        if (getTooltip() != wanted) {
            setTooltip(wanted);
        }
        if (isHover()) {
            showTooltipText();
        }
        pseudoClassStateChanged(ABSENT, absent);
    }

    private void showTooltipText() {
        if (tooltipText != null) {
            columnTooltip.setText(tooltipText);
        }
    }

    private ChipStack chips() {
        if (chips == null) {
            chips = new ChipStack();
        }
        return chips;
    }

    /** The value a text column shows, as logged; null when the run has none. */
    private static String value(RunColumn column, RunSummary run) {
        return switch (column) {
            case LINE -> Long.toString(run.line());
            case KEY -> run.key();
            case SEED -> run.seed().isMissing() ? null : run.seed().abbreviated();
            case EXIT_CODE -> run.exitCode() == null ? null : run.exitCode().toString();
            case GROUP -> run.group();
            case REWARD -> run.reward() == null ? null : run.reward().toString();
            case STEP -> run.step() == null ? null : run.step().toString();
            case TEMPLATE -> run.template();
            case DURATION -> run.durationMs() == null ? null : duration(run.durationMs());
            case STDOUT_SIZE -> run.stdoutBytes() < 0 ? null : Sizes.bytes(run.stdoutBytes());
            case TIMESTAMP -> run.timestamp();
            default -> throw new IllegalStateException(column.name());
        };
    }

    static String duration(double millis) {
        if (!(Math.abs(millis) < LONGEST_MINUTES_MILLIS)) { // NaN too: it fails every comparison below
            return RewardText.of(millis).shown() + " ms";
        }
        if (millis < 1000) {
            return String.format(Locale.ROOT, "%.0f ms", millis);
        }
        if (millis < 60_000) {
            return String.format(Locale.ROOT, "%.2f s", millis / 1000);
        }
        return String.format(Locale.ROOT, "%d min %02d s", (long) (millis / 60_000), (long) (millis % 60_000) / 1000);
    }
}
