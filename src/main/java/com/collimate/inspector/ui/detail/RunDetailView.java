package com.collimate.inspector.ui.detail;

import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.ui.common.Sizes;
import com.collimate.inspector.ui.common.ViewLoader;
import com.collimate.inspector.ui.runs.SeedAckChip;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/** The detail tabs of the selected run: Overview, Code, Stdout, Stderr, Raw. */
public final class RunDetailView {
    private final RunDetailViewModel viewModel;
    private final Parent root;
    /** How each text tab shows a run; only the selected one is filled, the others when they are selected. */
    private final Map<Tab, Consumer<RunDetail>> textTabs = new HashMap<>();
    /** The text tabs that show the current run. */
    private final Set<Tab> filledTabs = new HashSet<>();

    @FXML private TabPane detailTabs;
    @FXML private Tab overviewTab;
    @FXML private Tab codeTab;
    @FXML private Tab stdoutTab;
    @FXML private Tab stderrTab;
    @FXML private Tab rawTab;
    @FXML private VBox overviewBox;
    @FXML private Label runTitle;
    @FXML private Label overviewAckChip;
    @FXML private Label seedValue;
    @FXML private Button copySeedButton;
    @FXML private Label ackExplanation;
    @FXML private GridPane fieldsGrid;
    @FXML private Button copyJsonButton;
    @FXML private Button copyCurlButton;
    @FXML private TextArea curlArea;
    @FXML private StackPane codePane;
    @FXML private CodeArea codeArea;
    @FXML private StackPane stdoutPane;
    @FXML private CodeArea stdoutArea;
    @FXML private HBox stdoutMoreBar;
    @FXML private Label stdoutMoreLabel;
    @FXML private Button stdoutMoreButton;
    @FXML private StackPane stderrPane;
    @FXML private CodeArea stderrArea;
    @FXML private HBox stderrMoreBar;
    @FXML private Label stderrMoreLabel;
    @FXML private Button stderrMoreButton;
    @FXML private StackPane rawPane;
    @FXML private CodeArea rawArea;
    @FXML private ToggleButton wrapToggle;
    @FXML private ToggleButton ansiToggle;
    @FXML private Label detailPlaceholder;
    @FXML private HBox detailToolbar;

    public RunDetailView(RunDetailViewModel viewModel) {
        this.viewModel = viewModel;
        this.root = ViewLoader.load(FxmlView.RUN_DETAIL, this);
    }

    public Parent root() {
        return root;
    }

    /** The detail tabs, for features that add their own (the Replays tab). */
    public TabPane tabs() {
        return detailTabs;
    }

    @FXML
    private void initialize() {
        wrap(codePane, codeArea);
        wrap(stdoutPane, stdoutArea);
        wrap(stderrPane, stderrArea);
        wrap(rawPane, rawArea);
        // Wrap and ANSI apply to the text tabs only; elsewhere the floating toolbar would just cover content.
        detailToolbar.visibleProperty().bind(detailTabs.visibleProperty().and(Bindings.createBooleanBinding(
                () -> List.of(codeTab, stdoutTab, stderrTab, rawTab)
                        .contains(detailTabs.getSelectionModel().getSelectedItem()),
                detailTabs.getSelectionModel().selectedItemProperty())));
        copySeedButton.setGraphic(new FontIcon(Material2AL.CONTENT_COPY));
        copySeedButton.setOnAction(event -> copy(seedValue.getText()));
        copyJsonButton.setOnAction(event -> copy(viewModel.detailProperty().get().requestJson()));
        copyCurlButton.setOnAction(event -> copy(viewModel.detailProperty().get().curlCommand()));
        // A hidden tab's code area is still laid out: filling all four on every selection built and styled a screen
        // of paragraph cells in each (0.3–0.6 s of FX-thread CPU for the first run of a session, bench/gui-load.sh).
        textTabs.put(codeTab, detail -> setText(codeArea, detail.code()));
        textTabs.put(stdoutTab, detail -> showOutput(stdoutArea, stdoutMoreBar, stdoutMoreLabel, detail.stdout()));
        textTabs.put(stderrTab, detail -> showOutput(stderrArea, stderrMoreBar, stderrMoreLabel, detail.stderr()));
        textTabs.put(rawTab, detail -> setText(rawArea, detail.raw()));
        detailTabs.getSelectionModel().selectedItemProperty().addListener((obs, old, tab) -> fillSelectedTab());
        stdoutMoreButton.setOnAction(event -> viewModel.showMore());
        stderrMoreButton.setOnAction(event -> viewModel.showMore());
        wrapToggle.selectedProperty().addListener((obs, old, wrapText) -> {
            stdoutArea.setWrapText(wrapText);
            stderrArea.setWrapText(wrapText);
            codeArea.setWrapText(wrapText);
            rawArea.setWrapText(wrapText);
        });
        ansiToggle.setSelected(viewModel.renderAnsiProperty().get());
        ansiToggle.selectedProperty().addListener((obs, old, render) -> viewModel.setRenderAnsi(render));
        viewModel.detailProperty().addListener((obs, old, detail) -> show(detail));
        viewModel.errorProperty().addListener((obs, old, error) -> updatePlaceholder());
        viewModel.loadingProperty().addListener((obs, old, loading) -> updatePlaceholder());
        show(viewModel.detailProperty().get());
    }

    private static void wrap(StackPane pane, CodeArea area) {
        area.setParagraphGraphicFactory(LineNumberFactory.get(area));
        pane.getChildren().setAll(new VirtualizedScrollPane<>(area));
    }

    private void show(RunDetail detail) {
        updatePlaceholder();
        detailTabs.setVisible(detail != null);
        if (detail == null) {
            return;
        }
        runTitle.setText(detail.run().key() + "  ·  line " + detail.run().line());
        SeedAckChip.apply(overviewAckChip, detail.run().seedAck(), detail.run().seedAckRaw());
        seedValue.setText(detail.run().seed().raw() == null ? "" : detail.run().seed().raw());
        copySeedButton.setDisable(detail.run().seed().isMissing());
        ackExplanation.setText(SeedAckChip.tooltip(detail.run().seedAck(), detail.run().seedAckRaw()));
        fillFields(detail);
        curlArea.setText(detail.curlCommand());
        filledTabs.clear();
        fillSelectedTab();
    }

    private void fillSelectedTab() {
        Tab tab = detailTabs.getSelectionModel().getSelectedItem();
        RunDetail detail = viewModel.detailProperty().get();
        Consumer<RunDetail> filler = textTabs.get(tab);
        if (detail != null && filler != null && filledTabs.add(tab)) {
            filler.accept(detail);
        }
    }

    private void fillFields(RunDetail detail) {
        fieldsGrid.getChildren().clear();
        int row = 0;
        for (RunDetail.Field field : detail.fields()) {
            Label name = new Label(field.name());
            name.getStyleClass().add("field-name");
            Label value = new Label(field.value());
            value.getStyleClass().add("field-value");
            value.setWrapText(true);
            fieldsGrid.addRow(row++, name, value);
        }
    }

    private static void setText(CodeArea area, StyledText text) {
        area.replaceText(text.text());
        area.setStyleSpans(0, text.spans());
        area.moveTo(0);
        area.showParagraphAtTop(0);
    }

    private static void showOutput(CodeArea area, HBox bar, Label label, StyledText text) {
        setText(area, text);
        bar.setVisible(text.truncated());
        bar.setManaged(text.truncated());
        if (text.truncated()) {
            label.setText("Showing the first " + Sizes.count(text.text().length()) + " of "
                    + Sizes.count(text.sourceLength()) + " characters.");
        }
    }

    private void updatePlaceholder() {
        boolean hasDetail = viewModel.detailProperty().get() != null;
        String error = viewModel.errorProperty().get();
        detailPlaceholder.setVisible(!hasDetail);
        if (!error.isEmpty()) {
            detailPlaceholder.setText(error);
        } else if (viewModel.loadingProperty().get()) {
            detailPlaceholder.setText("Reading run…");
        } else {
            detailPlaceholder.setText("Select a run to see its details");
        }
    }

    private static void copy(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }
}
