package com.collimate.inspector.ui.main;

import com.collimate.inspector.ui.help.GuideArea;
import com.collimate.inspector.ui.help.MarkdownText;
import com.collimate.inspector.ui.help.ShortcutList;
import com.collimate.inspector.ui.testing.FxWait;
import com.collimate.inspector.ui.testing.MainWindowFixture;
import com.collimate.inspector.ui.testing.MenuItems;
import javafx.geometry.Bounds;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.model.TwoDimensional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Help → Keyboard Shortcuts lists what the menus really carry; Help → Documentation shows the bundled guides
 * rendered from their Markdown, their links to other pages opening those. */
@ExtendWith(ApplicationExtension.class)
class HelpMenuUiTest {
    @TempDir
    static Path home;

    @RegisterExtension
    final MainWindowFixture window = new MainWindowFixture();

    @Start
    void start(Stage stage) {
        window.show(stage, home);
    }

    @Test
    @SuppressWarnings("unchecked")
    void f1ListsEveryAcceleratorOfTheMenusAndTheKeysOfTheViews(FxRobot robot) throws Exception {
        robot.type(KeyCode.F1);
        FxWait.waitUntil(() -> robot.lookup("#shortcutTable").tryQuery().isPresent());
        TableView<ShortcutList.Shortcut> table = robot.lookup("#shortcutTable").queryAs(TableView.class);

        List<MenuItem> withKeys = new ArrayList<>();
        robot.interact(() -> collect(robot.lookup("#menuBar").queryAs(MenuBar.class).getMenus(), withKeys));
        assertThat(withKeys).hasSizeGreaterThan(10);
        for (MenuItem item : withKeys) {
            assertThat(table.getItems()).as(item.getText())
                    .anyMatch(row -> row.keys().equals(item.getAccelerator().getDisplayText()));
        }
        assertThat(table.getItems()).contains(
                new ShortcutList.Shortcut(MenuItems.find(robot, "reloadMenuItem").getAccelerator().getDisplayText(),
                        "Reload", "File"),
                new ShortcutList.Shortcut("F1", "Keyboard Shortcuts", "Help"));
        assertThat(table.getItems()).extracting(ShortcutList.Shortcut::where).contains("Search field", "Filter chips");

        robot.type(KeyCode.ESCAPE);
        FxWait.waitUntil(() -> robot.lookup("#shortcutTable").tryQuery().isEmpty());
    }

    @Test
    void documentationShowsTheBundledGuidesAsStyledTextWithoutMarkupOrBenchmarks(FxRobot robot) throws Exception {
        robot.interact(() -> MenuItems.find(robot, "documentationMenuItem").fire());
        FxWait.waitUntil(() -> robot.lookup("#documentationTabs").tryQuery().isPresent());
        TabPane tabs = robot.lookup("#documentationTabs").queryAs(TabPane.class);
        assertThat(tabs.getTabs()).extracting(tab -> tab.getText()).containsExactly("Desktop app", "Replays and Compare");
        GuideArea desktop = guide(tabs, 0);
        GuideArea replay = guide(tabs, 1);
        FxWait.waitUntil(() -> !desktop.getText().isEmpty() && !replay.getText().isEmpty());

        assertThat(desktop.getText()).startsWith("Desktop app\n").contains("Keyboard Shortcuts", "Run detail")
                .doesNotContain("pulse gap", "**", "| ---", "## ");
        assertThat(desktop.getStyleOfChar(0)).contains("md-h1");
        assertThat(replay.getText()).startsWith("Replay and Compare in the desktop app\n")
                .contains("Compare", MarkdownText.TABLE).doesNotContain("**", "| ---", "This build has no copy");
    }

    @Test
    void aLinkToAnotherBundledPageOpensItInATabOnAClickOrOnEnter(FxRobot robot) throws Exception {
        robot.interact(() -> MenuItems.find(robot, "documentationMenuItem").fire());
        FxWait.waitUntil(() -> robot.lookup("#documentationTabs").tryQuery().isPresent());
        TabPane tabs = robot.lookup("#documentationTabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(1));
        GuideArea replay = guide(tabs, 1);
        FxWait.waitUntil(() -> !replay.getText().isEmpty());

        int link = replay.getText().indexOf("see nondeterminism.md") + "see ".length();
        assertThat(link).isGreaterThan("see ".length());
        robot.interact(() -> replay.showParagraphAtTop(replay.offsetToPosition(link, TwoDimensional.Bias.Forward)
                .getMajor()));
        WaitForAsyncUtils.waitForFxEvents();
        Bounds bounds = WaitForAsyncUtils.asyncFx(() -> replay.getCharacterBoundsOnScreen(link + 1, link + 2)
                .orElseThrow()).get();
        robot.clickOn(bounds.getCenterX(), bounds.getCenterY());
        FxWait.waitUntil(() -> tabs.getTabs().size() == 3 && tabs.getSelectionModel().getSelectedIndex() == 2);
        assertThat(tabs.getTabs().get(2).getText()).isEqualTo("nondeterminism.md");
        GuideArea opened = guide(tabs, 2);
        FxWait.waitUntil(() -> !opened.getText().isEmpty());
        assertThat(opened.getText()).doesNotContain("This build has no copy", "**");

        int back = replay.getText().indexOf("(gui.md#opening-logs)");
        robot.interact(() -> {
            tabs.getSelectionModel().select(1);
            replay.requestFocus();
            replay.moveTo(back + 1);
        });
        robot.type(KeyCode.ENTER);
        FxWait.waitUntil(() -> tabs.getSelectionModel().getSelectedIndex() == 0);
        assertThat(tabs.getTabs()).as("the guide's own tab, not a second one").hasSize(3);
    }

    @SuppressWarnings("unchecked")
    private static GuideArea guide(TabPane tabs, int index) {
        return ((VirtualizedScrollPane<GuideArea>) tabs.getTabs().get(index).getContent()).getContent();
    }

    private static void collect(List<? extends MenuItem> items, List<MenuItem> into) {
        for (MenuItem item : items) {
            if (item instanceof Menu menu) {
                collect(menu.getItems(), into);
            } else if (item.getAccelerator() != null) {
                into.add(item);
            }
        }
    }
}
