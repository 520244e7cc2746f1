package com.collimate.inspector.ui.help;

import com.collimate.inspector.ui.testing.FxWait;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.StyleClassedTextArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Help → Documentation: a link to a heading of a bundled page opens that page at the heading, not at its top. */
@ExtendWith(ApplicationExtension.class)
class DocumentationWindowUiTest {
    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new StackPane(), 300, 200));
        stage.show();
        HelpWindows.showDocumentation(stage);
    }

    @Test
    void enterOnALinkToAHeadingShowsThatHeadingAtTheTop(FxRobot robot) throws Exception {
        FxWait.waitUntil(() -> robot.lookup("#documentationTabs").tryQuery().isPresent());
        TabPane tabs = robot.lookup("#documentationTabs").queryAs(TabPane.class);
        Tab replays = FxWait.onFx(() -> tabs.getTabs().get(1));
        StyleClassedTextArea replayGuide = area(replays);
        robot.interact(() -> tabs.getSelectionModel().select(replays));
        FxWait.waitUntil(() -> replayGuide.getText().contains("see gui.md"));

        // "Closing a tab or quitting while a batch runs asks first: see [gui.md](gui.md#opening-logs)."
        robot.interact(() -> {
            replayGuide.requestFocus();
            replayGuide.moveTo(replayGuide.getText().indexOf("see gui.md") + "see g".length());
        });
        robot.type(KeyCode.ENTER);

        Tab desktop = FxWait.onFx(() -> tabs.getTabs().get(0));
        StyleClassedTextArea desktopGuide = area(desktop);
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
    private static StyleClassedTextArea area(Tab tab) {
        return ((VirtualizedScrollPane<StyleClassedTextArea>) tab.getContent()).getContent();
    }
}
