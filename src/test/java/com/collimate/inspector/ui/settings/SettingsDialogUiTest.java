package com.collimate.inspector.ui.settings;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.config.SettingsStore;
import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.ui.common.Themes;
import com.collimate.inspector.ui.testing.FocusRings;
import com.collimate.inspector.ui.testing.FxWait;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(ApplicationExtension.class)
class SettingsDialogUiTest {
    /** A window left open would lie over the next test class's windows and take its mouse events. */
    @AfterEach
    void closeWindows() throws Exception {
        FxToolkit.cleanupStages();
    }

    @TempDir
    static Path config;

    private SettingsViewModel viewModel;
    private Stage owner;

    @Start
    void start(Stage stage) {
        owner = stage;
        viewModel = new SettingsViewModel(new SettingsStore(config), Map.of());
        stage.setScene(new Scene(new StackPane(), 300, 200));
        stage.show();
        new SettingsDialog(viewModel, stage).show();
    }

    /** Chooses the endpoint backend with a URL that is not one, types {@code text} into {@code field}, presses OK. */
    private static void submitWithABadEndpoint(FxRobot robot, String field, String text) {
        robot.clickOn("#endpointBackendRadio");
        robot.clickOn("#endpointField").write("not a url");
        robot.clickOn(field).write(text);
        robot.clickOn("#settingsOkButton");
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** As {@link #submitWithABadEndpoint}, the masks set at once: typing a long text key by key takes seconds. */
    private static void submitWithABadEndpointAndMasks(FxRobot robot, String masks) {
        TextArea area = robot.lookup("#masksArea").queryAs(TextArea.class);
        robot.interact(() -> area.setText(masks));
        submitWithABadEndpoint(robot, "#masksArea", "");
    }

    /** The hint under the masks box names every built-in mask: a new one cannot be left out of it. */
    @Test
    void theMasksHintNamesEveryBuiltInMask(FxRobot robot) {
        String hint = robot.lookup("#masksHint").queryAs(Label.class).getText();
        assertThat(Masks.builtInNames()).isNotEmpty().allSatisfy(name -> assertThat(hint).contains(name));
    }

    @Test
    void invalidInputKeepsTheDialogOpenAndValidInputIsSaved(FxRobot robot) throws Exception {
        submitWithABadEndpoint(robot, "#apiKeyField", "sk-secret-123");
        assertThat(robot.lookup("#settingsErrors").queryAs(Label.class).getText())
                .startsWith("Endpoint URL:");
        assertThat(robot.lookup("#settingsDialog").tryQuery()).isPresent();

        robot.doubleClickOn("#endpointField").eraseText(20).write("https://collimate.example");
        ComboBox<Settings.Theme> theme = robot.lookup("#themeChoice").queryComboBox();
        robot.interact(() -> theme.setValue(Settings.Theme.DARK));
        robot.clickOn("#settingsOkButton");
        FxWait.waitUntil(() -> robot.lookup("#settingsDialog").tryQuery().isEmpty());

        Settings saved = new SettingsStore(config).load(problem -> {
            throw new AssertionError(problem);
        });
        assertThat(saved.endpoint()).isEqualTo("https://collimate.example");
        assertThat(saved.theme()).isEqualTo(Settings.Theme.DARK);
        assertThat(saved.apiKey()).as("key not remembered unless asked").isNull();
        assertThat(Files.readString(config.resolve(SettingsStore.FILE_NAME))).doesNotContain("sk-secret-123");
        assertThat(viewModel.settingsProperty().get().apiKey()).isEqualTo("sk-secret-123");
    }

    /** Enter presses OK from the backend choice and the "Remember the key" box too, as from every other field. */
    @ParameterizedTest
    @ValueSource(strings = {"#endpointBackendRadio", "#rememberKeyCheck"})
    void enterOnAChoicePressesOk(String choice, FxRobot robot) throws Exception {
        robot.clickOn("#endpointBackendRadio");
        TextField endpoint = robot.lookup("#endpointField").queryAs(TextField.class);
        robot.interact(() -> endpoint.setText("https://enter.example"));
        Node focused = robot.lookup(choice).query();
        robot.interact(focused::requestFocus);
        robot.type(KeyCode.ENTER);
        FxWait.waitUntil(() -> robot.lookup("#settingsDialog").tryQuery().isEmpty());

        assertThat(viewModel.settingsProperty().get().endpoint()).isEqualTo("https://enter.example");
    }

    /** As docs/gui.md says: Enter presses OK from every field but the noise masks, not only from the choices. */
    @ParameterizedTest
    @ValueSource(strings = {"#endpointField", "#apiKeyField", "#concurrencySpinner", "#connectTimeoutSpinner",
            "#readTimeoutSpinner", "#callTimeoutSpinner", "#sandboxMaxOutputField", "#themeChoice"})
    void enterInAnyOtherFieldPressesOk(String field, FxRobot robot) throws Exception {
        robot.clickOn("#endpointBackendRadio");
        TextField endpoint = robot.lookup("#endpointField").queryAs(TextField.class);
        robot.interact(() -> endpoint.setText("https://enter.example"));
        Node focused = robot.lookup(field).query();
        robot.interact(() -> (focused instanceof Spinner<?> spinner ? spinner.getEditor() : focused).requestFocus());
        robot.type(KeyCode.ENTER);
        FxWait.waitUntil(5, () -> robot.lookup("#settingsDialog").tryQuery().isEmpty());

        assertThat(viewModel.settingsProperty().get().endpoint()).isEqualTo("https://enter.example");
    }

    /** Enter on a choice goes through OK's checks; Space still ticks the box, and Enter with a modifier presses nothing. */
    @Test
    void enterOnAChoiceIsCheckedAsOkIsAndSpaceStillTicks(FxRobot robot) throws Exception {
        robot.clickOn("#endpointBackendRadio");
        TextField endpoint = robot.lookup("#endpointField").queryAs(TextField.class);
        robot.interact(() -> endpoint.setText("not a url"));
        CheckBox remember = robot.lookup("#rememberKeyCheck").queryAs(CheckBox.class);
        Label errors = robot.lookup("#settingsErrors").queryAs(Label.class);
        robot.interact(remember::requestFocus);

        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(remember.isSelected()).isTrue();
        robot.press(KeyCode.SHIFT).type(KeyCode.ENTER).release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(errors.getText()).as("OK not pressed").isEmpty();

        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(errors.getText()).startsWith("Endpoint URL:");
        assertThat(robot.lookup("#settingsDialog").tryQuery()).isPresent();
        assertThat(remember.isSelected()).as("Enter does not tick").isTrue();
    }

    /** A settings file of an earlier version may hold an endpoint that Settings refuses now. */
    @Test
    void aStoredEndpointRefusedNowIsNamedWhenTheDialogOpensAndFixingItSaves(FxRobot robot, @TempDir Path home)
            throws Exception {
        Files.writeString(home.resolve(SettingsStore.FILE_NAME),
                "{\"endpoint\": \"https://collimate.example/?region=eu&access_token=abc123\", \"concurrency\": 4}");
        robot.interact(() -> {
            robot.lookup("#settingsDialog").query().getScene().getWindow().hide();
            new SettingsDialog(new SettingsViewModel(new SettingsStore(home), Map.of()), owner).show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#settingsErrors").queryAs(Label.class).getText()).isEqualTo("Endpoint URL: holds"
                + " what looks like a key in its query (access_token=…): give only the exec API's URL; the key goes"
                + " in API key");
        assertThat(robot.lookup("#settingsErrorsScroll").query().isVisible()).isTrue();

        TextField endpoint = robot.lookup("#endpointField").queryAs(TextField.class);
        robot.interact(() -> endpoint.setText("https://collimate.example/?region=eu"));
        assertThat(robot.lookup("#settingsErrors").queryAs(Label.class).getText()).as("gone once fixed").isEmpty();
        robot.clickOn("#settingsOkButton");
        FxWait.waitUntil(() -> robot.lookup("#settingsDialog").tryQuery().isEmpty());
        assertThat(Files.readString(home.resolve(SettingsStore.FILE_NAME))).contains("?region=eu\"")
                .doesNotContain("access_token");
    }

    /**
     * A label names its field for a screen reader and, with a mnemonic, moves the focus there (Alt+C, Alt+K, Alt+T).
     * Each label came before its field in the FXML, whose labelFor="$field" then found nothing: no label named its
     * field, and the mnemonics did nothing.
     */
    @Test
    void everyFieldIsNamedByItsLabelAndTheMnemonicsMoveTheFocus(FxRobot robot) {
        for (String field : List.of("apiKeyField", "concurrencySpinner", "connectTimeoutSpinner", "readTimeoutSpinner",
                "callTimeoutSpinner", "sandboxMaxOutputField", "masksArea", "themeChoice")) {
            Node control = robot.lookup("#" + field).query();
            assertThat(robot.lookup(".label").queryAllAs(Label.class)).as(field)
                    .anyMatch(label -> label.getLabelFor() == control);
        }

        robot.clickOn("#masksArea");
        robot.press(KeyCode.ALT).type(KeyCode.T).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#themeChoice").query().isFocused()).as("Alt+T").isTrue();
        robot.press(KeyCode.ALT).type(KeyCode.C).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#concurrencySpinner").query().isFocused()).as("Alt+C").isTrue();
        robot.press(KeyCode.ALT).type(KeyCode.O).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#sandboxMaxOutputField").query().isFocused()).as("Alt+O").isTrue();
        // the timeouts and the masks had no mnemonic: only the mouse or a run of Tabs reached them
        Map<KeyCode, String> mnemonics = new LinkedHashMap<>();
        mnemonics.put(KeyCode.N, "connectTimeoutSpinner");
        mnemonics.put(KeyCode.D, "readTimeoutSpinner");
        mnemonics.put(KeyCode.A, "callTimeoutSpinner");
        mnemonics.put(KeyCode.M, "masksArea");
        mnemonics.forEach((key, field) -> {
            robot.press(KeyCode.ALT).type(key).release(KeyCode.ALT);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(robot.lookup("#" + field).query().isFocused()).as("Alt+" + key.getName()).isTrue();
        });
    }

    /** The local sandbox's output limit is shown and read as --max-output writes it, and saved in bytes. */
    @Test
    void theSandboxOutputLimitIsASizeThatIsCheckedAndSaved(FxRobot robot, @TempDir Path home) throws Exception {
        robot.interact(() -> {
            robot.lookup("#settingsDialog").query().getScene().getWindow().hide();
            new SettingsDialog(new SettingsViewModel(new SettingsStore(home), Map.of()), owner).show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        TextField limit = robot.lookup("#sandboxMaxOutputField").queryAs(TextField.class);
        assertThat(limit.getText()).isEqualTo("64 MiB");
        assertThat(robot.lookup("#sandboxMaxOutputHelp").queryAs(Label.class).getText())
                .contains("a later change applies once the app is restarted");

        robot.interact(() -> limit.setText("2 GiB"));
        robot.clickOn("#settingsOkButton");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#settingsErrors").queryAs(Label.class).getText())
                .isEqualTo("Local sandbox output limit: 2 GiB is over the largest allowed, 1 GiB");
        assertThat(robot.lookup("#settingsDialog").tryQuery()).isPresent();
        robot.interact(() -> limit.setText("lots"));
        assertThat(robot.lookup("#settingsErrors").queryAs(Label.class).getText()).isEqualTo("Local sandbox output "
                + "limit: 'lots' is not a size: give bytes (1048576) or a number with KiB, MiB or GiB (64MiB)");

        robot.interact(() -> limit.setText(""));
        robot.clickOn(limit).write("512KiB");
        robot.clickOn("#settingsOkButton");
        FxWait.waitUntil(() -> robot.lookup("#settingsDialog").tryQuery().isEmpty());

        assertThat(Files.readString(home.resolve(SettingsStore.FILE_NAME))).contains("\"sandbox_max_output\" : 524288");
        robot.interact(() -> new SettingsDialog(new SettingsViewModel(new SettingsStore(home), Map.of()), owner).show());
        assertThat(robot.lookup("#sandboxMaxOutputField").queryAs(TextField.class).getText()).isEqualTo("512 KiB");
    }

    @Test
    void tabLeavesTheMasksForTheNextFieldInsteadOfTypingATab(FxRobot robot) {
        TextArea masks = robot.lookup("#masksArea").queryAs(TextArea.class);
        robot.clickOn("#masksArea").write("req=req-[0-9]+");

        robot.type(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(masks.getText()).isEqualTo("req=req-[0-9]+");
        assertThat(robot.lookup("#themeChoice").query().isFocused()).as("Theme, the field after the masks").isTrue();
        robot.press(KeyCode.SHIFT).type(KeyCode.TAB).release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(masks.isFocused()).as("Shift+Tab goes back").isTrue();
    }

    @Test
    void aProblemGoesOnceItNoLongerMatters(FxRobot robot) {
        submitWithABadEndpoint(robot, "#apiKeyField", "sk-typed");
        Label errors = robot.lookup("#settingsErrors").queryAs(Label.class);
        assertThat(errors.getText()).startsWith("Endpoint URL:");

        robot.clickOn("#localBackendRadio");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(errors.getText()).as("the endpoint is not used with the local sandbox").isEmpty();
        assertThat(robot.lookup("#settingsDialog").tryQuery()).as("still open until OK").isPresent();
    }

    /**
     * Primer shows no focus on a radio button, and the OK button's (filled with the accent colour) hardly: a ring
     * around the radio's mark, a light line inside OK.
     */
    @Test
    void keyboardFocusShowsOnTheBackendChoiceAndOnOkInBothThemes(FxRobot robot) throws Exception {
        Node radio = robot.lookup("#localBackendRadio").query();
        Node mark = FxWait.onFx(() -> radio.lookup(".radio"));
        Node ok = robot.lookup("#settingsOkButton").query();
        for (Settings.Theme theme : List.of(Settings.Theme.LIGHT, Settings.Theme.DARK)) {
            robot.interact(() -> Themes.apply(theme, owner.getScene()));
            WritableImage unfocused = focusedSnapshot(robot, robot.lookup("#masksArea").query());

            assertThat(FocusRings.ringAround(mark, unfocused, focusedSnapshot(robot, radio)))
                    .as("the radio focused in the %s theme", theme).isGreaterThan(0.8);
            assertThat(FocusRings.lightLineInside(ok, unfocused, focusedSnapshot(robot, ok)))
                    .as("OK focused in the %s theme", theme).isGreaterThan(0.8);
        }
    }

    /** Primer shows no focus on a check box either: a ring around its mark. */
    @Test
    void keyboardFocusShowsOnTheRememberKeyBoxInBothThemes(FxRobot robot) throws Exception {
        robot.clickOn("#endpointBackendRadio");
        Node remember = robot.lookup("#rememberKeyCheck").query();
        Node box = FxWait.onFx(() -> remember.lookup(".box"));
        for (Settings.Theme theme : List.of(Settings.Theme.LIGHT, Settings.Theme.DARK)) {
            robot.interact(() -> Themes.apply(theme, owner.getScene()));
            WritableImage unfocused = focusedSnapshot(robot, robot.lookup("#endpointField").query());

            assertThat(FocusRings.ringAround(box, unfocused, focusedSnapshot(robot, remember)))
                    .as("the check box focused in the %s theme", theme).isGreaterThan(0.8);
        }
    }

    /** The dialog as shown once {@code node} has the focus. */
    private static WritableImage focusedSnapshot(FxRobot robot, Node node) throws Exception {
        robot.interact(node::requestFocus);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(FxWait.onFx(node::isFocused)).as("%s takes the focus", node.getId()).isTrue();
        return FxWait.onFx(() -> node.getScene().snapshot(null));
    }

    @Test
    void theFormKeepsOffTheDialogsEdgesAsItsButtonsDo(FxRobot robot) {
        robot.interact(() -> Themes.apply(Settings.Theme.LIGHT, owner.getScene()));
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = robot.lookup("#settingsDialog").queryAs(DialogPane.class);
        Bounds radio = bounds(pane, robot.lookup("#localBackendRadio").query());
        Bounds endpoint = bounds(pane, robot.lookup("#endpointField").query());
        Bounds ok = bounds(pane, robot.lookup("#settingsOkButton").query());

        assertThat(radio.getMinX()).as("left margin").isGreaterThanOrEqualTo(12);
        assertThat(radio.getMinY()).as("top margin").isGreaterThanOrEqualTo(12);
        assertThat(pane.getWidth() - endpoint.getMaxX()).as("right margin, as the OK button's")
                .isGreaterThanOrEqualTo(pane.getWidth() - ok.getMaxX() - 1);
    }

    private static Bounds bounds(Node in, Node node) {
        return in.sceneToLocal(node.localToScene(node.getLayoutBounds()));
    }

    /** A problem that wraps used to be cut to "…", hiding the next one and squeezing "Remember the key" to a line. */
    @Test
    void everyProblemIsShownInFullAndTheFormKeepsItsLayout(FxRobot robot) throws Exception {
        String longRegex = "([" + "unclosed_".repeat(12);
        submitWithABadEndpointAndMasks(robot, "bad=" + longRegex + "\n\nnoequals");

        Label errors = robot.lookup("#settingsErrors").queryAs(Label.class);
        assertThat(errors.getText()).startsWith("Endpoint URL: ");
        assertThat(errors.getText().lines().skip(1)).containsExactly(
                "Noise mask on line 1, \"bad=" + longRegex + "\": invalid regex (Unclosed character class at index "
                        + (longRegex.length() - 1) + ")",
                "Noise mask on line 3, \"noequals\": write it as name=regex");
        ScrollPane box = robot.lookup("#settingsErrorsScroll").queryAs(ScrollPane.class);
        assertThat(errors.prefHeight(errors.getWidth())).as("the long problem wraps")
                .isGreaterThan(3.5 * errors.getFont().getSize() * 1.2);
        assertThat(box.getViewportBounds().getHeight()).as("every line shown, none cut to '…'")
                .isGreaterThanOrEqualTo(errors.prefHeight(errors.getWidth()) - 1);
        assertUntouched(robot);
    }

    @Test
    void manyProblemsScrollAndTheButtonsStayInTheWindow(FxRobot robot) throws Exception {
        StringBuilder masks = new StringBuilder();
        for (int i = 1; i <= 30; i++) {
            masks.append("m").append(i).append("=(open\n");
        }
        submitWithABadEndpointAndMasks(robot, masks.toString());

        Label errors = robot.lookup("#settingsErrors").queryAs(Label.class);
        ScrollPane box = robot.lookup("#settingsErrorsScroll").queryAs(ScrollPane.class);
        assertThat(errors.getText().lines()).hasSize(31);
        assertThat(errors.getText()).endsWith("Noise mask on line 30, \"m30=(open\": invalid regex (Unclosed group at index 5)");
        assertThat(box.getViewportBounds().getHeight()).as("a box that scrolls").isLessThan(errors.getHeight());
        assertUntouched(robot);
    }

    /** The rows above the problems keep their full height, and OK stays inside the window. */
    private static void assertUntouched(FxRobot robot) {
        CheckBox remember = robot.lookup("#rememberKeyCheck").queryAs(CheckBox.class);
        assertThat(remember.getHeight()).as("'Remember the key…' not squeezed to '…'")
                .isGreaterThanOrEqualTo(remember.prefHeight(remember.getWidth()) - 1);
        TextArea masks = robot.lookup("#masksArea").queryAs(TextArea.class);
        assertThat(masks.getHeight()).as("the masks box keeps its size")
                .isGreaterThanOrEqualTo(masks.prefHeight(masks.getWidth()) - 1);
        DialogPane pane = robot.lookup("#settingsDialog").queryAs(DialogPane.class);
        Bounds ok = bounds(pane, robot.lookup("#settingsOkButton").query());
        assertThat(ok.getMaxY()).as("OK inside the dialog").isLessThanOrEqualTo(pane.getHeight());
    }

    @Test
    void anEndpointAndKeyFromTheEnvironmentAreSaidAndFixTheBackendAndKey(FxRobot robot) throws Exception {
        assertThat(robot.lookup("#environmentNotice").queryAs(Label.class).isVisible()).isFalse();
        robot.clickOn("#settingsOkButton");
        FxWait.waitUntil(() -> robot.lookup("#settingsDialog").tryQuery().isEmpty());

        SettingsViewModel fromEnvironment = new SettingsViewModel(new SettingsStore(config),
                Map.of("COLLIMATE_ENDPOINT", "https://collimate.example", "COLLIMATE_API_KEY", "sk-env"));
        robot.interact(() -> new SettingsDialog(fromEnvironment, owner).show());
        FxWait.waitUntil(() -> robot.lookup("#settingsDialog").tryQuery().isPresent());

        Label notice = robot.lookup("#environmentNotice").queryAs(Label.class);
        assertThat(notice.isVisible()).isTrue();
        assertThat(notice.getText()).contains("replays go to https://collimate.example/");
        assertThat(robot.lookup("#localBackendRadio").queryAs(javafx.scene.control.RadioButton.class).isDisabled())
                .isTrue();
        assertThat(robot.lookup("#apiKeyField").queryAs(javafx.scene.control.PasswordField.class).isDisabled())
                .as("COLLIMATE_API_KEY goes with COLLIMATE_ENDPOINT: a key typed here would not be sent").isTrue();
    }

    @Test
    void lettersInANumberBoxAreNotTaken(FxRobot robot) throws Exception {
        java.util.List<Throwable> uncaught = new java.util.concurrent.CopyOnWriteArrayList<>();
        Thread fxThread = WaitForAsyncUtils.asyncFx(Thread::currentThread).get();
        Thread.UncaughtExceptionHandler before = fxThread.getUncaughtExceptionHandler();
        fxThread.setUncaughtExceptionHandler((thread, e) -> uncaught.add(e));
        try {
            robot.doubleClickOn("#concurrencySpinner").write("abc");
            robot.clickOn("#readTimeoutSpinner");
            robot.doubleClickOn("#readTimeoutSpinner").write("999999");
            robot.clickOn("#concurrencySpinner");
            WaitForAsyncUtils.waitForFxEvents();
        } finally {
            fxThread.setUncaughtExceptionHandler(before);
        }
        assertThat(uncaught).isEmpty();
        assertThat(robot.lookup("#concurrencySpinner").queryAs(javafx.scene.control.Spinner.class).getValue())
                .as("letters are not typed in").isEqualTo(8);
        assertThat(robot.lookup("#readTimeoutSpinner").queryAs(javafx.scene.control.Spinner.class).getValue())
                .as("over the maximum: the maximum").isEqualTo(24 * 3600);
    }
}
