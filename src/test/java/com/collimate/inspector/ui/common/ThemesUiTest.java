package com.collimate.inspector.ui.common;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.ui.testing.FxWait;
import javafx.geometry.Side;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.effect.DropShadow;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Where windows cannot be transparent (X11 without a compositor), a popup's drop shadow and round corners were
 * painted white around it; there the themes take them off, and keep them where they can be shown.
 */
@ExtendWith(ApplicationExtension.class)
class ThemesUiTest {
    private Label owner;
    private ContextMenu menu;
    private Scene scene;

    @Start
    void start(Stage stage) {
        owner = new Label("owner");
        menu = new ContextMenu(new MenuItem("Copy Key"));
        scene = new Scene(new StackPane(owner), 300, 200);
        Themes.apply(Settings.Theme.DARK, scene);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void popupsHaveNoShadowNorRoundCornersWhereWindowsCannotBeTransparent(FxRobot robot) {
        Region content = shownMenu(robot, false);

        assertThat(content.getEffect()).isNull();
        assertThat(content.getBackground().getFills()).allSatisfy(fill -> assertThat(fill.getRadii().isUniform()
                && fill.getRadii().getTopLeftHorizontalRadius() == 0).isTrue());
    }

    @Test
    void popupsKeepTheirShadowWhereWindowsCanBeTransparent(FxRobot robot) {
        Region content = shownMenu(robot, true);

        assertThat(content.getEffect()).isInstanceOf(DropShadow.class);
        assertThat(content.getBackground().getFills().get(0).getRadii().getTopLeftHorizontalRadius()).isPositive();
    }

    /** The window shows the scene's fill until its first frame is painted: white before the dark theme's frame. */
    @Test
    void theSceneFillIsTheBackgroundTheThemePaintsTheWindowWith(FxRobot robot) throws Exception {
        for (Settings.Theme theme : List.of(Settings.Theme.DARK, Settings.Theme.LIGHT)) {
            robot.interact(() -> Themes.apply(theme, scene));
            WaitForAsyncUtils.waitForFxEvents();
            Region root = (Region) scene.getRoot();
            List<BackgroundFill> fills = FxWait.onFx(() -> root.getBackground().getFills());

            assertThat(fills).as("the %s theme's root background", theme).isNotEmpty();
            assertThat(FxWait.onFx(scene::getFill)).as("the %s theme's scene fill", theme)
                    .isEqualTo(fills.get(0).getFill())
                    .isEqualTo(theme == Settings.Theme.DARK ? Themes.DARK_BACKGROUND : Themes.LIGHT_BACKGROUND);
        }
    }

    /** A dialog flashed white before its first frame in the dark theme: it takes its owner's fill, and follows it. */
    @Test
    void aDialogTakesItsOwnersFill(FxRobot robot) throws Exception {
        Dialog<Void> dialog = FxWait.onFx(() -> {
            Dialog<Void> created = new Dialog<>();
            created.initOwner(scene.getWindow());
            Themes.followOwner(scene.getWindow(), created);
            return created;
        });
        assertThat(FxWait.onFx(() -> dialog.getDialogPane().getScene().getFill())).isEqualTo(Themes.DARK_BACKGROUND);

        robot.interact(() -> Themes.apply(Settings.Theme.LIGHT, scene));
        assertThat(FxWait.onFx(() -> dialog.getDialogPane().getScene().getFill())).isEqualTo(Themes.LIGHT_BACKGROUND);
    }

    private Region shownMenu(FxRobot robot, boolean transparentWindows) {
        robot.interact(() -> {
            scene.getStylesheets().setAll(Themes.stylesheets(true, transparentWindows));
            menu.show(owner, Side.BOTTOM, 0, 0);
        });
        WaitForAsyncUtils.waitForFxEvents();
        return (Region) menu.getSkin().getNode();
    }
}
