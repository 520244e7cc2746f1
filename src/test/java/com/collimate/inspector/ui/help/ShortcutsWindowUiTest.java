package com.collimate.inspector.ui.help;

import com.collimate.inspector.ui.testing.FxWait;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
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
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The views' keys in the shortcut window: the built-in tab keys listed, every cell read in full. */
@ExtendWith(ApplicationExtension.class)
class ShortcutsWindowUiTest {
    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new StackPane(), 300, 200));
        stage.show();
        HelpWindows.showShortcuts(stage, List.of());
    }

    @Test
    void listsTheTabKeysAndNoCellIsCut(FxRobot robot) throws Exception {
        FxWait.waitUntil(() -> robot.lookup("#shortcutTable").tryQuery().isPresent());
        assertThat(ShortcutList.VIEW_KEYS).extracting(ShortcutList.Shortcut::keys)
                .contains("Ctrl+Tab", "Ctrl+Shift+Tab");
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
}
