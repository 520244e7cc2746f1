package com.collimate.inspector.ui.help;

import com.collimate.inspector.ui.testing.FxWait;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
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
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Help windows: the views' keys in the shortcut window (the built-in tab keys listed, every cell read in full);
 * a link to a heading of a bundled page opens the page at that heading, not at its top.
 */
@ExtendWith(ApplicationExtension.class)
class HelpWindowsUiTest {
    private Stage owner;

    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Start
    void start(Stage stage) {
        owner = stage;
        stage.setScene(new Scene(new StackPane(), 300, 200));
        stage.show();
    }

    @Test
    void listsTheTabKeysAndNoCellIsCut(FxRobot robot) throws Exception {
        robot.interact(() -> HelpWindows.showShortcuts(owner, List.of()));
        FxWait.waitUntil(() -> robot.lookup("#shortcutTable").tryQuery().isPresent());
        assertThat(ShortcutList.VIEW_KEYS).extracting(ShortcutList.Shortcut::keys)
                .contains("Ctrl+Tab", "Ctrl+Shift+Tab");
        assertThat(ShortcutList.VIEW_KEYS).as("the Overview's Escape, which no menu item carries")
                .contains(new ShortcutList.Shortcut("Esc", "Go back to the runs table", "Overview dashboard"));
        WaitForAsyncUtils.waitForFxEvents();

        Set<Node> cells = robot.lookup("#shortcutTable .table-cell").queryAll();
        assertThat(cells).isNotEmpty();
        for (Node node : cells) {
            TableCell<?, ?> cell = (TableCell<?, ?>) node;
            if (cell.getText() != null && !cell.getText().isEmpty()) {
                assertThat(((Text) cell.lookup(".text")).getText()).as("shown in full").isEqualTo(cell.getText());
            }
        }
    }

    @Test
    void enterOnALinkToAHeadingShowsThatHeadingAtTheTop(FxRobot robot) throws Exception {
        robot.interact(() -> HelpWindows.showDocumentation(owner));
        FxWait.waitUntil(() -> robot.lookup("#documentationTabs").tryQuery().isPresent());
        TabPane tabs = robot.lookup("#documentationTabs").queryAs(TabPane.class);
        Tab replays = FxWait.onFx(() -> tabs.getTabs().get(1));
        GuideArea replayGuide = area(replays);
        robot.interact(() -> tabs.getSelectionModel().select(replays));
        FxWait.waitUntil(() -> replayGuide.getText().contains("see gui.md"));

        // "Closing a tab or quitting while a batch runs asks first: see [gui.md](gui.md#opening-logs)."
        robot.interact(() -> {
            replayGuide.requestFocus();
            replayGuide.moveTo(replayGuide.getText().indexOf("see gui.md") + "see g".length());
        });
        robot.type(KeyCode.ENTER);

        Tab desktop = FxWait.onFx(() -> tabs.getTabs().get(0));
        GuideArea desktopGuide = area(desktop);
        FxWait.waitUntil(() -> tabs.getSelectionModel().getSelectedItem() == desktop);
        int heading = FxWait.onFx(() -> List.of(desktopGuide.getText().split("\n", -1)).indexOf("Opening logs"));
        assertThat(heading).as("the heading's paragraph").isPositive();
        FxWait.waitUntil(() -> desktopGuide.firstVisibleParToAllParIndex() == heading);
        assertThat(FxWait.onFx(desktopGuide::getCurrentParagraph)).as("the caret at the heading").isEqualTo(heading);
    }

    @Test
    void theAnchorOfALinkIsItsFragment() {
        assertThat(HelpWindows.anchor("replay.md#flakiness")).hasValue("flakiness");
        assertThat(HelpWindows.anchor("#opening-logs")).hasValue("opening-logs");
        assertThat(HelpWindows.anchor("replay.md")).isEmpty();
        assertThat(HelpWindows.anchor("not a uri")).isEmpty();
    }

    @SuppressWarnings("unchecked")
    private static GuideArea area(Tab tab) {
        return ((VirtualizedScrollPane<GuideArea>) tab.getContent()).getContent();
    }
}
