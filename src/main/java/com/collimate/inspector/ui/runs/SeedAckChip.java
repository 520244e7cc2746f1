package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.diff.VisibleText;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.Arrays;

/**
 * The look of a seed_ack verdict: colour (style class), icon and text together, so it reads without colour.
 * Style classes: {@value #CHIP} plus {@code ack-<label>} (ack-verified, ack-no-ack, ack-off, ack-mismatch,
 * ack-missing).
 */
public final class SeedAckChip {
    public static final String CHIP = "chip";
    public static final String ACK_CHIP = "ack-chip";
    private static final String[] ACK_CLASSES = Arrays.stream(SeedAck.values()).map(SeedAckChip::styleClass)
            .toArray(String[]::new);
    /** A seed_ack may be logged as a 20 MB text; a tooltip or wrapped label lays out all it is given. */
    private static final int RAW_CHARS = 200;

    private SeedAckChip() {
    }

    public static String styleClass(SeedAck ack) {
        return "ack-" + ack.label();
    }

    public static Ikon icon(SeedAck ack) {
        return switch (ack) {
            case VERIFIED -> Material2AL.CHECK_CIRCLE;
            case NO_ACK -> Material2MZ.WARNING;
            case OFF -> Material2MZ.POWER_SETTINGS_NEW;
            case MISMATCH -> Material2AL.CANCEL;
            case MISSING -> Material2AL.HELP_OUTLINE;
        };
    }

    /** Chip text: the label ("missing" goes with a "?" icon). */
    public static String text(SeedAck ack) {
        return ack.label();
    }

    /** The explanation in the words of the seed semantics, plus the raw value when it differs from the label. */
    public static String tooltip(SeedAck ack, String raw) {
        return tooltip(ack, raw, null);
    }

    /**
     * {@link #tooltip(SeedAck, String)} for one run logged with {@code seed}: a missing or invalid seed is not
     * explained as if it had been reseeded or echoed ({@link SeedAck#explanation(Seed)}); null for no one run.
     */
    public static String tooltip(SeedAck ack, String raw, Seed seed) {
        String text = ack.label() + ": " + ack.explanation(seed);
        if (raw != null && !raw.equals(ack.label())) {
            text += "\nLogged value: \"" + VisibleText.readable(raw, RAW_CHARS) + "\"";
        }
        return text;
    }

    /** Makes {@code labeled} show {@code ack}, with the explanation as its tooltip (reused when it has one). */
    public static void apply(Labeled labeled, SeedAck ack, String raw) {
        apply(labeled, ack, raw, null);
    }

    /** {@link #apply(Labeled, SeedAck, String)} for one run logged with {@code seed}. */
    public static void apply(Labeled labeled, SeedAck ack, String raw, Seed seed) {
        style(labeled, ack);
        Tooltip tooltip = labeled.getTooltip() == null ? new Tooltip() : labeled.getTooltip();
        tooltip.setText(tooltip(ack, raw, seed));
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(420);
        labeled.setTooltip(tooltip);
    }

    /**
     * Makes {@code labeled} show {@code ack}: colour, icon and text, no tooltip. Style classes change only when the
     * verdict does (table cells are re-filled on every scrolled frame, and each style class change redoes their CSS).
     */
    private static void style(Labeled labeled, SeedAck ack) {
        String wanted = styleClass(ack);
        if (!labeled.getStyleClass().contains(wanted)) {
            labeled.getStyleClass().removeAll(ACK_CLASSES);
            labeled.getStyleClass().add(wanted);
        }
        if (!labeled.getStyleClass().contains(CHIP)) {
            labeled.getStyleClass().addAll(CHIP, ACK_CHIP);
        }
        content(labeled, ack);
        labeled.setMinWidth(Region.USE_PREF_SIZE);
    }

    /** Gives {@code labeled}, already styled for {@code ack}, its text and icon. */
    static void content(Labeled labeled, SeedAck ack) {
        labeled.setText(text(ack));
        showIcon(labeled, icon(ack));
    }

    /**
     * Gives {@code labeled} the icon {@code code} (none when null), reusing the icon node it shows: chips in table
     * cells are re-filled on every scrolled frame.
     */
    static void showIcon(Labeled labeled, Ikon code) {
        if (code == null) {
            labeled.setGraphic(null);
            return;
        }
        FontIcon icon = labeled.getGraphic() instanceof FontIcon existing ? existing : new FontIcon();
        icon.setIconCode(code);
        labeled.setGraphic(icon);
    }
}
