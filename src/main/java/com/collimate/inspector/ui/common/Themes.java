package com.collimate.inspector.ui.common;

import com.collimate.inspector.core.config.Settings;
import javafx.application.Application;
import javafx.application.ConditionalFeature;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.collections.ObservableList;
import javafx.scene.Scene;
import javafx.scene.control.Dialog;
import javafx.scene.paint.Color;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Applies a theme: the AtlantaFX Primer user-agent stylesheet plus the app's own stylesheet, whose colours come
 * from variables on {@code .root} defined once per theme ({@code light.css} / {@code dark.css}). The AtlantaFX
 * stylesheets are taken as resources: its classes are compiled for Java 21 and this app runs on Java 17.
 */
public final class Themes {
    private static final String APP_CSS = css("app.css");
    private static final String LIGHT_CSS = css("light.css");
    private static final String DARK_CSS = css("dark.css");
    private static final String OPAQUE_POPUPS_CSS = css("opaque-popups.css");
    private static final String PRIMER_LIGHT = "/atlantafx/base/theme/primer-light.css";
    private static final String PRIMER_DARK = "/atlantafx/base/theme/primer-dark.css";
    /** The {@code -app-bg} of light.css and dark.css, which is also Primer's {@code -color-bg-default}. */
    static final Color LIGHT_BACKGROUND = Color.web("#ffffff");
    static final Color DARK_BACKGROUND = Color.web("#0d1117");

    private Themes() {
    }

    /** Resolves {@code SYSTEM} to light or dark from the desktop's hints (GTK_THEME, or macOS/Windows defaults). */
    public static boolean isDark(Settings.Theme theme, Map<String, String> env) {
        return switch (theme) {
            case DARK -> true;
            case LIGHT -> false;
            case SYSTEM -> env.getOrDefault("GTK_THEME", "").toLowerCase(Locale.ROOT).contains("dark");
        };
    }

    public static void apply(Settings.Theme theme, Scene scene) {
        boolean dark = isDark(theme, System.getenv());
        Application.setUserAgentStylesheet(css(dark ? PRIMER_DARK : PRIMER_LIGHT));
        scene.getStylesheets().setAll(stylesheets(dark, Platform.isSupported(ConditionalFeature.TRANSPARENT_WINDOW)));
        // A window shown takes the scene's fill as its own background, which is all it shows until its first frame
        // is painted: the default fill, white, flashed before the dark theme's first frame.
        scene.setFill(dark ? DARK_BACKGROUND : LIGHT_BACKGROUND);
    }

    /** The app's stylesheets for a theme, the last one taking popups' shadows off where windows cannot be transparent. */
    static List<String> stylesheets(boolean dark, boolean transparentWindows) {
        List<String> sheets = new ArrayList<>(List.of(dark ? DARK_CSS : LIGHT_CSS, APP_CSS));
        if (!transparentWindows) {
            sheets.add(OPAQUE_POPUPS_CSS);
        }
        return sheets;
    }

    /**
     * Keeps a secondary window on its owner's theme. The user-agent stylesheet is global, so a copy of the owner's
     * stylesheets taken once would leave the window half-switched (new Primer theme, old app colours) after a runtime
     * theme change; a content binding follows every later {@link #apply}. The fill is the window's background until
     * its first frame (see {@link #apply}).
     */
    public static void followOwner(Window owner, Scene scene) {
        follow(owner, scene.getStylesheets(), scene);
    }

    /** Like {@link #followOwner(Window, Scene)} for a dialog: its pane takes the stylesheets. */
    public static void followOwner(Window owner, Dialog<?> dialog) {
        follow(owner, dialog.getDialogPane().getStylesheets(), dialog.getDialogPane().getScene());
    }

    private static void follow(Window owner, ObservableList<String> stylesheets, Scene scene) {
        if (owner != null && owner.getScene() != null) {
            Bindings.bindContent(stylesheets, owner.getScene().getStylesheets());
            scene.fillProperty().bind(owner.getScene().fillProperty());
        }
    }

    private static String css(String name) {
        return Objects.requireNonNull(Themes.class.getResource(name), name).toExternalForm();
    }
}
