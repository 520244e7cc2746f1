package com.collimate.inspector.ui.main;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.ui.testing.DemoLog;
import com.collimate.inspector.ui.testing.FocusRings;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.MainWindowFixture;
import com.collimate.inspector.ui.testing.MenuItems;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableRow;
import javafx.scene.image.PixelReader;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Switching the theme while the app runs restyles every part of every open window, in both directions. */
@ExtendWith(ApplicationExtension.class)
class ThemeSwitchUiTest {
    private static final double DARK_AT_MOST = 0.25;
    private static final double LIGHT_AT_LEAST = 0.8;

    @TempDir
    static Path home;

    @RegisterExtension
    final MainWindowFixture window = new MainWindowFixture();
    private MainViewModel main;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        main = window.show(stage, home);
    }

    @BeforeEach
    void openDemoLogInLightTheme(FxRobot robot) throws Exception {
        robot.interact(() -> main.settings().setTheme(Settings.Theme.LIGHT));
        Path log = DemoLog.write(home.resolve("demo.jsonl"), 60, 3);
        robot.interact(() -> main.open(log));
        FxWait.waitUntil(20, () -> main.activeProperty().get() != null
                && main.activeProperty().get().stateProperty().get() == LoadState.LOADED);
        robot.interact(() -> robot.lookup("#runTable").queryTableView().getSelectionModel().select(5));
        FxWait.waitUntil(10,
                () -> robot.lookup("#runTitle").queryAs(Label.class).getText().startsWith("rollout-00005"));
    }

    @AfterEach
    void systemTheme(FxRobot robot) {
        robot.interact(() -> main.settings().setTheme(Settings.Theme.SYSTEM));
    }

    /** View → Theme said "Follow the System", Settings "Follow the system". */
    @Test
    void viewMenuAndSettingsNameTheSystemThemeAlike(FxRobot robot) throws Exception {
        MenuItem menuItem = MenuItems.find(robot, "themeSystemItem");
        robot.interact(() -> MenuItems.find(robot, "settingsMenuItem").fire());
        FxWait.waitUntil(() -> !robot.lookup("#themeChoice").queryAll().isEmpty());

        ComboBox<Settings.Theme> choice = robot.lookup("#themeChoice").queryComboBox();
        String inSettings = FxWait.onFx(() -> choice.getConverter().toString(Settings.Theme.SYSTEM));
        assertThat(menuItem.getText().replace("_", "")).isEqualTo(inSettings).isEqualTo("Follow the system");
    }

    @Test
    void runtimeSwitchRestylesTableFilterBarDetailAndStatusBar(FxRobot robot) throws Exception {
        assertThat(backgroundLuminance(robot)).allSatisfy((part, luminance) ->
                assertThat(luminance).as("%s in the light theme", part).isGreaterThan(LIGHT_AT_LEAST));

        robot.interact(() -> main.settings().setTheme(Settings.Theme.DARK));
        assertThat(backgroundLuminance(robot)).allSatisfy((part, luminance) ->
                assertThat(luminance).as("%s after switching to dark", part).isLessThan(DARK_AT_MOST));

        robot.interact(() -> main.settings().setTheme(Settings.Theme.LIGHT));
        assertThat(backgroundLuminance(robot)).allSatisfy((part, luminance) ->
                assertThat(luminance).as("%s after switching back to light", part).isGreaterThan(LIGHT_AT_LEAST));
    }

    @Test
    void runtimeSwitchRestylesAnOpenLoadErrorsWindow(FxRobot robot) throws Exception {
        robot.clickOn("#loadErrorsLink");
        FxWait.waitUntil(5, () -> robot.lookup("#loadErrorsPane").tryQuery().isPresent());
        Scene errorsScene = FxWait.onFx(() -> robot.lookup("#loadErrorsPane").query().getScene());

        robot.interact(() -> main.settings().setTheme(Settings.Theme.DARK));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(FxWait.onFx(() -> List.copyOf(errorsScene.getStylesheets())))
                .anyMatch(sheet -> sheet.endsWith("/dark.css"))
                .containsExactlyElementsOf(FxWait.onFx(() -> List.copyOf(stage.getScene().getStylesheets())));
        assertThat(FxWait.onFx(errorsScene::getFill)).as("the window's background before its first frame")
                .isEqualTo(FxWait.onFx(() -> stage.getScene().getFill()));
        Node table = FxWait.onFx(() -> robot.lookup("#loadErrorTable").query());
        assertThat(medianLuminance(robot, errorsScene, table)).as("load errors table after switching to dark")
                .isLessThan(DARK_AT_MOST);
    }

    @Test
    void keyboardFocusShowsAroundClearFiltersTheRunsTableAndTheLoadErrorsLinkInBothThemes(FxRobot robot) throws Exception {
        for (Settings.Theme theme : List.of(Settings.Theme.LIGHT, Settings.Theme.DARK)) {
            robot.interact(() -> main.settings().setTheme(theme));
            for (String id : List.of("#clearFiltersButton", "#runTable", "#loadErrorsLink")) {
                Node node = FxWait.onFx(() -> robot.lookup(id).query());
                robot.interact(() -> robot.lookup("#searchField").query().requestFocus());
                WritableImage unfocused = sceneSnapshot(robot);
                robot.interact(node::requestFocus);
                WritableImage focused = sceneSnapshot(robot);
                assertThat(FocusRings.ringAround(node, unfocused, focused)).as("%s focused in the %s theme", id, theme)
                        .isGreaterThan(0.8);
            }
        }
    }

    /** The selected exit toggle is filled with the accent colour: a ring of that colour outside it hardly showed. */
    @Test
    void keyboardFocusShowsInsideTheSelectedExitToggleInBothThemes(FxRobot robot) throws Exception {
        for (Settings.Theme theme : List.of(Settings.Theme.LIGHT, Settings.Theme.DARK)) {
            robot.interact(() -> main.settings().setTheme(theme));
            Node all = FxWait.onFx(() -> robot.lookup("#exitAnyToggle").query());
            robot.interact(() -> robot.lookup("#searchField").query().requestFocus());
            WritableImage unfocused = sceneSnapshot(robot);
            robot.interact(all::requestFocus);
            WritableImage focused = sceneSnapshot(robot);
            assertThat(FxWait.onFx(all::isFocused)).isTrue();
            assertThat(FocusRings.lightLineInside(all, unfocused, focused)).as("in the %s theme", theme)
                    .isGreaterThan(0.8);
        }
    }

    /** The selected row was light grey in a focused table too, hard to tell from the others. */
    @Test
    void theSelectedRowOfAFocusedTableIsTheAccentColourInBothThemes(FxRobot robot) throws Exception {
        for (Settings.Theme theme : List.of(Settings.Theme.LIGHT, Settings.Theme.DARK)) {
            robot.interact(() -> {
                main.settings().setTheme(theme);
                robot.lookup("#runTable").query().requestFocus();
            });
            WaitForAsyncUtils.waitForFxEvents();
            Color selected = FxWait.onFx(() -> rowFill(robot, 5));
            assertThat(selected.getBlue() - selected.getRed()).as("blue, in the %s theme: %s", theme, selected)
                    .isGreaterThan(0.3);
            assertThat(selected.getOpacity()).as("seen, in the %s theme", theme).isGreaterThan(0.3);
        }
    }

    private static Color rowFill(FxRobot robot, int index) {
        TableRow<?> row = (TableRow<?>) robot.lookup("#runTable").queryTableView().lookupAll(".table-row-cell").stream()
                .filter(node -> ((TableRow<?>) node).getIndex() == index).findFirst().orElseThrow();
        List<BackgroundFill> fills = row.getBackground().getFills();
        return (Color) fills.get(fills.size() - 1).getFill();
    }

    @Test
    void keyboardFocusShowsOnTheFilterChipsAndTheDetailTabHeaderInBothThemes(FxRobot robot) throws Exception {
        for (Settings.Theme theme : List.of(Settings.Theme.LIGHT, Settings.Theme.DARK)) {
            robot.interact(() -> main.settings().setTheme(theme));
            for (String id : List.of("#filter-verified", "#filter-off", "#detailTabs")) {
                Node focusable = FxWait.onFx(() -> robot.lookup(id).query());
                // a tab pane shows its focus on the header of the selected tab
                Node ringed = id.equals("#detailTabs") ? FxWait.onFx(() -> focusable.lookup(".tab:selected"))
                        : focusable;
                robot.interact(() -> robot.lookup("#searchField").query().requestFocus());
                WritableImage unfocused = sceneSnapshot(robot);
                robot.interact(focusable::requestFocus);
                WritableImage focused = sceneSnapshot(robot);
                assertThat(FxWait.onFx(focusable::isFocused)).as("%s takes the focus", id).isTrue();
                // the selected tab's bottom edge is its accent line already: the ring shows on the other three
                assertThat(FocusRings.ringAround(ringed, unfocused, focused)).as("%s focused in the %s theme", id, theme)
                        .isGreaterThan(id.equals("#detailTabs") ? 0.45 : 0.8);
            }
        }
    }

    private WritableImage sceneSnapshot(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = stage.getScene().snapshot(null));
        return image[0];
    }

    /** What a user sees behind each part of the main window: the median luminance of its pixels in the scene. */
    private Map<String, Double> backgroundLuminance(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        Scene scene = stage.getScene();
        Map<String, Node> parts = FxWait.onFx(() -> {
            Map<String, Node> found = new LinkedHashMap<>();
            found.put("table row", robot.lookup("#runTable").queryTableView().lookupAll(".table-row-cell").stream()
                    .filter(row -> ((TableRow<?>) row).getIndex() == 1)
                    .findFirst().orElseThrow());
            found.put("filter bar", robot.lookup("#filterBar").query());
            found.put("detail overview", robot.lookup("#overviewBox").query());
            found.put("status bar", robot.lookup("#statusBar").query());
            return found;
        });
        Map<String, Double> luminance = new LinkedHashMap<>();
        parts.forEach((name, node) -> luminance.put(name, medianLuminance(robot, scene, node)));
        return luminance;
    }

    private static double medianLuminance(FxRobot robot, Scene scene, Node node) {
        WritableImage[] image = new WritableImage[1];
        Bounds[] bounds = new Bounds[1];
        robot.interact(() -> {
            image[0] = scene.snapshot(null);
            bounds[0] = node.localToScene(node.getLayoutBounds());
        });
        PixelReader pixels = image[0].getPixelReader();
        int minX = (int) Math.max(0, Math.ceil(bounds[0].getMinX()));
        int minY = (int) Math.max(0, Math.ceil(bounds[0].getMinY()));
        int maxX = (int) Math.min(image[0].getWidth(), Math.floor(bounds[0].getMaxX()));
        int maxY = (int) Math.min(image[0].getHeight(), Math.floor(bounds[0].getMaxY()));
        assertThat(maxX > minX && maxY > minY).as("%s is on screen", node).isTrue();
        double[] values = new double[(maxX - minX) * (maxY - minY)];
        int i = 0;
        for (int y = minY; y < maxY; y++) {
            for (int x = minX; x < maxX; x++) {
                Color colour = pixels.getColor(x, y);
                values[i++] = 0.2126 * colour.getRed() + 0.7152 * colour.getGreen() + 0.0722 * colour.getBlue();
            }
        }
        Arrays.sort(values);
        return values[values.length / 2];
    }
}
