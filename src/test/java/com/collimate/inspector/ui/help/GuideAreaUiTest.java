package com.collimate.inspector.ui.help;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.ui.common.Themes;
import com.collimate.inspector.ui.testing.FxWait;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/** A guide's table shows as a grid: a styled header row, cells that wrap within the area, links that work. */
@ExtendWith(ApplicationExtension.class)
class GuideAreaUiTest {
    private static final String GUIDE = """
            # Replay

            | action | where | shortcut |
            | --- | --- | --- |
            | Replay the selected runs | **Replay selected**, Replay menu | Ctrl+R |
            | Replay every run the table shows (after filters and search; with none shown the status says so: \
            "No run is shown to replay: the filters or the search hide all 48 runs") | **Replay all shown**, \
            Replay menu; see [replay.md](replay.md#verdicts) | Ctrl+Shift+R |

            After the table.
            """;

    private final List<String> followed = new CopyOnWriteArrayList<>();
    private GuideArea area;

    @Start
    void start(Stage stage) {
        area = new GuideArea(followed::add);
        Scene scene = new Scene(new VirtualizedScrollPane<>(area), 600, 500);
        Themes.apply(Settings.Theme.LIGHT, scene);
        stage.setScene(scene);
        stage.show();
        area.show(MarkdownText.render(GUIDE));
    }

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void aTableIsAGridWithAHeaderRowAndWrappedCellsWithinTheArea(FxRobot robot) throws Exception {
        FxWait.waitUntil(() -> robot.lookup(".md-table-grid").tryQuery().isPresent());
        GuideTable table = robot.lookup(".md-table-grid").queryAs(GuideTable.class);
        List<Node> header = robot.from(table).lookup(".md-table-header").queryAll().stream().toList();
        assertThat(header).extracting(GuideAreaUiTest::textOf).containsExactly("action", "where", "shortcut");
        assertThat(robot.from(table).lookup(".md-table-cell").queryAll()).hasSize(6);
        assertThat(FxWait.onFx(() -> ((Text) ((TextFlow) header.get(0)).getChildren().get(0)).getFont().getStyle()))
                .as("the header's font").containsIgnoringCase("bold");

        TextFlow longCell = cellWith(robot, table, "Replay every run");
        FxWait.waitUntil(() -> longCell.getHeight() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        double lineHeight = FxWait.onFx(() -> ((Text) longCell.getChildren().get(0)).getFont().getSize());
        assertThat(FxWait.onFx(longCell::getHeight)).as("the long cell's height, wrapped onto 4 lines or more")
                .isGreaterThan(4 * lineHeight);
        Bounds grid = FxWait.onFx(() -> table.localToScene(table.getBoundsInLocal()));
        double areaWidth = FxWait.onFx(area::getWidth);
        assertThat(grid.getMaxX()).as("the grid's right edge").isLessThanOrEqualTo(areaWidth);
        assertThat(grid.getWidth()).as("the grid's width").isGreaterThan(areaWidth / 2);
        assertThat(FxWait.onFx(() -> area.getText())).isEqualTo("Replay\n\n" + MarkdownText.TABLE + "\n\nAfter the table.");
    }

    @Test
    void aClickOnALinkInACellFollowsIt(FxRobot robot) throws Exception {
        FxWait.waitUntil(() -> robot.lookup(".md-table-grid").tryQuery().isPresent());
        Text link = robot.lookup(".md-table-grid .md-link").queryAs(Text.class);
        assertThat(link.getText()).isEqualTo("replay.md");

        robot.clickOn(link);

        FxWait.waitUntil(() -> followed.equals(List.of("replay.md#verdicts")));
    }

    @Test
    void tabReachesALinkInACellAndEnterFollowsIt(FxRobot robot) throws Exception {
        FxWait.waitUntil(() -> robot.lookup(".md-table-grid").tryQuery().isPresent());
        Text link = robot.lookup(".md-table-grid .md-link").queryAs(Text.class);
        robot.interact(area::requestFocus);

        robot.type(KeyCode.TAB);
        FxWait.waitUntil(link::isFocused);
        robot.type(KeyCode.ENTER);

        FxWait.waitUntil(() -> followed.equals(List.of("replay.md#verdicts")));
        robot.type(KeyCode.TAB);
        FxWait.waitUntil(area::isFocused);
    }

    private static TextFlow cellWith(FxRobot robot, GuideTable table, String start) {
        return (TextFlow) robot.from(table).lookup(".md-table-cell").queryAll().stream()
                .filter(cell -> textOf(cell).startsWith(start)).findFirst().orElseThrow();
    }

    private static String textOf(Node cell) {
        StringBuilder text = new StringBuilder();
        ((TextFlow) cell).getChildren().forEach(piece -> text.append(((Text) piece).getText()));
        return text.toString();
    }
}
