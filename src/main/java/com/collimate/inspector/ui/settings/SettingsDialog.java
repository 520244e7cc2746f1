package com.collimate.inspector.ui.settings;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.ui.common.NumberSpinners;
import com.collimate.inspector.ui.common.Themes;
import com.collimate.inspector.ui.common.ViewLoader;
import javafx.beans.value.ObservableValue;
import javafx.event.ActionEvent;
import javafx.fxml.FXML;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Window;
import javafx.util.StringConverter;

import java.util.List;

/** The settings dialog; OK validates through the view model and stays open while there are problems. */
public final class SettingsDialog {
    /** The field to put the focus in when the dialog opens. */
    public enum Field { NONE, ENDPOINT, API_KEY }

    /** The problems take at most this height (about six lines); more of them scroll. */
    private static final double MAX_PROBLEMS_HEIGHT = 110;

    private final SettingsViewModel viewModel;
    private final Dialog<ButtonType> dialog = new Dialog<>();

    @FXML private RadioButton localBackendRadio;
    @FXML private RadioButton endpointBackendRadio;
    @FXML private TextField endpointField;
    @FXML private PasswordField apiKeyField;
    @FXML private CheckBox rememberKeyCheck;
    @FXML private Spinner<Integer> concurrencySpinner;
    @FXML private Spinner<Integer> connectTimeoutSpinner;
    @FXML private Spinner<Integer> readTimeoutSpinner;
    @FXML private Spinner<Integer> callTimeoutSpinner;
    @FXML private TextField sandboxMaxOutputField;
    @FXML private TextArea masksArea;
    @FXML private Label masksHint;
    @FXML private ComboBox<Settings.Theme> themeChoice;
    @FXML private VBox settingsRoot;
    @FXML private ScrollPane settingsErrorsScroll;
    @FXML private Label settingsErrors;
    @FXML private Label environmentNotice;

    public SettingsDialog(SettingsViewModel viewModel, Window owner) {
        this.viewModel = viewModel;
        dialog.initOwner(owner);
        dialog.setTitle("Settings");
        dialog.getDialogPane().setId("settingsDialog");
        dialog.getDialogPane().setContent(ViewLoader.load(FxmlView.SETTINGS, this));
        // values saved before a rule refused them (an endpoint holding a key): shown at once, so that OK's refusal
        // is no surprise and the field to fix is named
        setProblems(viewModel.validate(form()));
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        Themes.followOwner(owner, dialog);
        dialog.setOnShown(event -> fitHeight());
        Button ok = (Button) dialog.getDialogPane().lookupButton(ButtonType.OK);
        ok.setId("settingsOkButton");
        ok.addEventFilter(ActionEvent.ACTION, event -> {
            List<String> problems = viewModel.apply(form());
            if (!problems.isEmpty()) {
                showProblems(problems);
                event.consume();
            }
        });
        pressOkOnEnterInAChoice(dialog.getDialogPane(), ok);
    }

    /**
     * Enter on the backend choice or on "Remember the key" presses OK, as it does in every other field: a radio button
     * or check box keeps Enter to itself (JavaFX's button behaviour consumes it), so the default button never saw it.
     */
    private static void pressOkOnEnterInAChoice(DialogPane pane, Button ok) {
        pane.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ENTER && !event.isShiftDown() && !event.isControlDown()
                    && !event.isAltDown() && !event.isMetaDown()
                    && (event.getTarget() instanceof RadioButton || event.getTarget() instanceof CheckBox)) {
                event.consume();
                ok.fire();
            }
        });
    }

    private void showProblems(List<String> problems) {
        setProblems(problems);
        fitHeight();
    }

    private void setProblems(List<String> problems) {
        settingsErrors.setText(String.join("\n", problems));
        settingsErrorsScroll.setVisible(!problems.isEmpty());
        settingsErrorsScroll.setManaged(!problems.isEmpty());
    }

    /**
     * Makes the window as tall as the form needs at its width, the problems up to {@link #MAX_PROBLEMS_HEIGHT}, and
     * keeps it on its screen, buttons included. A window's own fitting (sizeToScene) measures wrapping text unwrapped,
     * one line per line break: a long problem was cut to "…", the next one hidden, the other wrapped rows squeezed.
     */
    private void fitHeight() {
        double width = settingsRoot.getWidth() - settingsRoot.snappedLeftInset() - settingsRoot.snappedRightInset();
        settingsErrorsScroll.setPrefViewportHeight(Math.min(MAX_PROBLEMS_HEIGHT, settingsErrors.prefHeight(width)));
        DialogPane pane = dialog.getDialogPane();
        Window window = pane.getScene().getWindow();
        Rectangle2D screen = Screen.getScreensForRectangle(window.getX(), window.getY(), window.getWidth(), 1).stream()
                .findFirst().orElse(Screen.getPrimary()).getVisualBounds();
        double height = Math.min(screen.getHeight(),
                window.getHeight() - pane.getHeight() + pane.prefHeight(pane.getWidth()));
        window.setHeight(height);
        window.setY(Math.max(screen.getMinY(), Math.min(window.getY(), screen.getMaxY() - height)));
    }

    /**
     * Once OK has shown problems, checks the form again at each edit, so that a problem goes as soon as it is fixed
     * or no longer matters (the endpoint's once the local sandbox is chosen); before that, none is shown mid-typing.
     */
    private void recheckShownProblems() {
        if (!settingsErrors.getText().isEmpty()) {
            showProblems(viewModel.validate(form()));
        }
    }

    public void show() {
        show(Field.NONE);
    }

    /** Shows the dialog with the focus in {@code field} (when that can be edited: not set by the environment). */
    public void show(Field field) {
        dialog.show();
        javafx.scene.control.Control target = switch (field) {
            case NONE -> null;
            case ENDPOINT -> endpointBackendRadio.isSelected() ? endpointField : endpointBackendRadio;
            case API_KEY -> apiKeyField.isDisabled() && !endpointBackendRadio.isDisabled() ? endpointBackendRadio
                    : apiKeyField;
        };
        if (target != null && !target.isDisabled()) {
            target.requestFocus();
        }
    }

    @FXML
    private void initialize() {
        ToggleGroup backend = new ToggleGroup();
        localBackendRadio.setToggleGroup(backend);
        endpointBackendRadio.setToggleGroup(backend);
        endpointField.disableProperty().bind(localBackendRadio.selectedProperty());
        apiKeyField.disableProperty().bind(localBackendRadio.selectedProperty());
        rememberKeyCheck.disableProperty().bind(localBackendRadio.selectedProperty());
        themeChoice.getItems().setAll(Settings.Theme.values());
        themeChoice.setConverter(new StringConverter<>() {
            @Override
            public String toString(Settings.Theme theme) {
                return theme == null ? "" : switch (theme) {
                    case LIGHT -> "Light";
                    case DARK -> "Dark";
                    case SYSTEM -> "Follow the system";
                };
            }

            @Override
            public Settings.Theme fromString(String text) {
                throw new UnsupportedOperationException();
            }
        });
        environmentNotice.setText(viewModel.environmentNotice());
        environmentNotice.setVisible(!environmentNotice.getText().isEmpty());
        environmentNotice.setManaged(environmentNotice.isVisible());
        if (viewModel.endpointFromEnvironment()) {
            // the saved choice stays for when the variable is gone; a typed key goes to the variable's endpoint
            // unless COLLIMATE_API_KEY, its own key, is set too
            localBackendRadio.setDisable(true);
            endpointBackendRadio.setDisable(true);
            endpointField.disableProperty().unbind();
            endpointField.setDisable(true);
            apiKeyField.disableProperty().unbind();
            apiKeyField.setDisable(viewModel.keyFromEnvironment());
            rememberKeyCheck.disableProperty().unbind();
            rememberKeyCheck.setDisable(viewModel.keyFromEnvironment());
        }
        SettingsForm form = viewModel.form();
        localBackendRadio.setSelected(form.localSandbox());
        endpointBackendRadio.setSelected(!form.localSandbox());
        endpointField.setText(form.endpoint());
        apiKeyField.setText(form.apiKey());
        rememberKeyCheck.setSelected(form.rememberApiKey());
        NumberSpinners.install(concurrencySpinner, SettingsViewModel.MAX_CONCURRENCY, form.concurrency());
        NumberSpinners.install(connectTimeoutSpinner, Settings.MAX_TIMEOUT_S, form.connectTimeoutSeconds());
        NumberSpinners.install(readTimeoutSpinner, Settings.MAX_TIMEOUT_S, form.readTimeoutSeconds());
        NumberSpinners.install(callTimeoutSpinner, Settings.MAX_TIMEOUT_S, form.callTimeoutSeconds());
        sandboxMaxOutputField.setText(form.sandboxMaxOutput());
        masksArea.setText(String.join("\n", form.masks()));
        masksHint.setText(SettingsViewModel.MASKS_HINT);
        leaveOnTab(masksArea);
        themeChoice.setValue(form.theme());
        for (ObservableValue<?> edited : List.<ObservableValue<?>>of(backend.selectedToggleProperty(), endpointField.textProperty(),
                apiKeyField.textProperty(), concurrencySpinner.valueProperty(), connectTimeoutSpinner.valueProperty(),
                readTimeoutSpinner.valueProperty(), callTimeoutSpinner.valueProperty(),
                sandboxMaxOutputField.textProperty(), masksArea.textProperty())) {
            edited.addListener((observable, before, after) -> recheckShownProblems());
        }
    }

    /**
     * Tab moves on from {@code area}, as from every other field of the form, instead of typing a tab (a mask's regex
     * says {@code \t}): a keyboard user was kept in the masks, short of Theme and the buttons. A TextArea moves the
     * focus on Ctrl+Tab (Shift+Tab already goes back), which JavaFX 21 offers no other way to do.
     */
    private static void leaveOnTab(TextArea area) {
        area.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.TAB && !event.isShiftDown() && !event.isControlDown()
                    && !event.isAltDown() && !event.isMetaDown()) {
                event.consume();
                area.fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.TAB, false, true, false, false));
            }
        });
    }

    private SettingsForm form() {
        List<String> masks = masksArea.getText().lines().map(String::strip).toList();
        return new SettingsForm(localBackendRadio.isSelected(), endpointField.getText(), apiKeyField.getText(),
                rememberKeyCheck.isSelected(), concurrencySpinner.getValue(), connectTimeoutSpinner.getValue(),
                readTimeoutSpinner.getValue(), callTimeoutSpinner.getValue(), sandboxMaxOutputField.getText(), masks,
                themeChoice.getValue());
    }

}
