package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.diff.VisibleText;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.ui.common.SaveDialog;
import com.collimate.inspector.ui.common.ViewLoader;
import com.collimate.inspector.ui.runs.KeyText;
import com.collimate.inspector.ui.runs.SeedAckChip;
import javafx.animation.PauseTransition;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.geometry.VPos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
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
    private static final int SLOW_READ_MILLIS = 150;
    private static final int LINES_ABOVE_HIT = 3;
    /**
     * A run key, an invalid seed or a seed_ack as logged may be 20 MB long: a wrapped label lays out its whole text
     * (minutes for 20 MB, the window frozen). The Overview's field list shows more of each; Save… writes the record.
     */
    private static final int TITLE_CHARS = 200;
    /** The title's tooltip shows this much of a long key; Copy Key in its context menu copies all of it. */
    private static final int TITLE_TOOLTIP_CHARS = 1_000;
    private static final int SEED_CHARS = 2_000;
    /** The curl command holds the run's code: 20 MB of code made the text area measure 20 MB (the window frozen). */
    private static final int CURL_SHOWN_CHARS = 10_000;
    static final String HIT_COUNT = "hit-count";

    private final RunDetailViewModel viewModel;
    private final SaveDialog saveDialog;
    private final Parent root;
    /** The text tabs; only the selected one shows the current run, each other one is filled when selected. */
    private final Map<Tab, TextTab> textTabs = new HashMap<>();
    private final Tooltip titleTooltip = new Tooltip();
    /** The text tabs that show the current run. */
    private final Set<Tab> filledTabs = new HashSet<>();

    /** A tab showing one text of the run in a code area, and how it fills that area. */
    private record TextTab(CodeArea area, RunText text, Consumer<RunDetail> fill) {
    }

    @FXML private TabPane detailTabs;
    @FXML private Tab overviewTab;
    @FXML private Tab codeTab;
    @FXML private Tab stdoutTab;
    @FXML private Tab stderrTab;
    @FXML private Tab rawTab;
    @FXML private VBox overviewBox;
    @FXML private Label runTitle;
    @FXML private Label runLine;
    @FXML private Label overviewAckChip;
    @FXML private Label seedValue;
    @FXML private Button copySeedButton;
    @FXML private Label ackExplanation;
    @FXML private GridPane fieldsGrid;
    @FXML private Button copyJsonButton;
    @FXML private Button copyCurlButton;
    @FXML private TextArea curlArea;
    @FXML private Label reproductionNote;
    @FXML private StackPane codePane;
    @FXML private CodeArea codeArea;
    @FXML private Label codeEmpty;
    @FXML private StackPane stdoutPane;
    @FXML private CodeArea stdoutArea;
    @FXML private HBox codeMoreBar;
    @FXML private Label codeMoreLabel;
    @FXML private Button codeMoreButton;
    @FXML private HBox rawMoreBar;
    @FXML private Label rawMoreLabel;
    @FXML private Button rawMoreButton;
    @FXML private HBox stdoutMoreBar;
    @FXML private Label stdoutMoreLabel;
    @FXML private Button stdoutMoreButton;
    @FXML private Label stdoutEmpty;
    @FXML private StackPane stderrPane;
    @FXML private Label stderrEmpty;
    @FXML private CodeArea stderrArea;
    @FXML private HBox stderrMoreBar;
    @FXML private Label stderrMoreLabel;
    @FXML private Button stderrMoreButton;
    @FXML private StackPane rawPane;
    @FXML private CodeArea rawArea;
    @FXML private ToggleButton wrapToggle;
    @FXML private ToggleButton ansiToggle;
    @FXML private Button saveTextButton;
    @FXML private Label detailPlaceholder;
    @FXML private Label readingIndicator;
    @FXML private HBox detailToolbar;

    /** @param saveDialog asks where Save… writes the shown tab's text */
    public RunDetailView(RunDetailViewModel viewModel, SaveDialog saveDialog) {
        this.viewModel = viewModel;
        this.saveDialog = saveDialog;
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
        WholeTabHeaders.install(detailTabs);
        // Wrap, ANSI colours and Save apply to the text tabs only: a bar under the text (floating over it, it hid the
        // ends of the last lines).
        detailToolbar.managedProperty().bind(detailToolbar.visibleProperty());
        detailToolbar.visibleProperty().bind(detailTabs.visibleProperty().and(Bindings.createBooleanBinding(
                () -> textTabs.containsKey(detailTabs.getSelectionModel().getSelectedItem()),
                detailTabs.getSelectionModel().selectedItemProperty())));
        // code and the record have no escapes to colour: there it changed nothing
        ansiToggle.visibleProperty().bind(Bindings.createBooleanBinding(
                () -> List.of(stdoutTab, stderrTab).contains(detailTabs.getSelectionModel().getSelectedItem()),
                detailTabs.getSelectionModel().selectedItemProperty()));
        ansiToggle.managedProperty().bind(ansiToggle.visibleProperty());
        titleTooltip.setWrapText(true);
        titleTooltip.setMaxWidth(480);
        runTitle.setTooltip(titleTooltip);
        MenuItem copyKey = new MenuItem("Copy Key");
        copyKey.setOnAction(event -> copy(viewModel.detailProperty().get().run().key()));
        runTitle.setContextMenu(new ContextMenu(copyKey));
        copySeedButton.setGraphic(new FontIcon(Material2AL.CONTENT_COPY));
        copySeedButton.setOnAction(event -> copy(viewModel.detailProperty().get().run().seed().raw()));
        copyJsonButton.setOnAction(event -> copy(viewModel.detailProperty().get().requestJson()));
        copyCurlButton.setOnAction(event -> copy(viewModel.detailProperty().get().curlCommand()));
        // A hidden tab's code area is still laid out: filling all four on every selection built and styled a screen
        // of paragraph cells in each (0.26–0.34 s of FX-thread CPU for the first run of a session, bench/gui-load.sh).
        // every text tab says what it does not show: code or a record cut after 256 K characters lost its last lines
        textTabs.put(codeTab, new TextTab(codeArea, RunText.CODE,
                detail -> showOrSayEmpty(codeArea, codeEmpty, codeMoreBar, codeMoreLabel, codeMoreButton,
                        detail.code(), detail.run().code())));
        textTabs.put(stdoutTab, new TextTab(stdoutArea, RunText.STDOUT,
                detail -> showOrSayEmpty(stdoutArea, stdoutEmpty, stdoutMoreBar, stdoutMoreLabel, stdoutMoreButton,
                        detail.stdout(), detail.run().stdout())));
        textTabs.put(stderrTab, new TextTab(stderrArea, RunText.STDERR,
                detail -> showOrSayEmpty(stderrArea, stderrEmpty, stderrMoreBar, stderrMoreLabel, stderrMoreButton,
                        detail.stderr(), detail.run().stderr())));
        textTabs.put(rawTab, new TextTab(rawArea, RunText.RECORD,
                detail -> showText(rawArea, rawMoreBar, rawMoreLabel, rawMoreButton, detail.raw())));
        detailTabs.getSelectionModel().selectedItemProperty().addListener((obs, old, tab) -> fillSelectedTab());
        saveTextButton.setOnAction(event -> saveShownText());
        for (Button more : List.of(codeMoreButton, stdoutMoreButton, stderrMoreButton, rawMoreButton)) {
            more.setOnAction(event -> viewModel.showMore());
        }
        wrapToggle.selectedProperty().addListener((obs, old, wrapText) ->
                textTabs.values().forEach(text -> text.area().setWrapText(wrapText)));
        ansiToggle.setSelected(viewModel.renderAnsiProperty().get());
        ansiToggle.selectedProperty().addListener((obs, old, render) -> viewModel.setRenderAnsi(render));
        viewModel.detailProperty().addListener((obs, old, detail) -> show(detail));
        viewModel.errorProperty().addListener((obs, old, error) -> updatePlaceholder());
        // A big run takes seconds to read: the run shown until then is dimmed and says so. Not for a quick read,
        // where a flash on every selection would be noise.
        PauseTransition slowRead = new PauseTransition(Duration.millis(SLOW_READ_MILLIS));
        slowRead.setOnFinished(event -> showReading(viewModel.loadingProperty().get()));
        viewModel.loadingProperty().addListener((obs, old, loading) -> {
            updatePlaceholder();
            if (loading) {
                slowRead.playFromStart();
            } else {
                slowRead.stop();
                showReading(false);
            }
        });
        show(viewModel.detailProperty().get());
    }

    private static void wrap(StackPane pane, CodeArea area) {
        area.setParagraphGraphicFactory(LineNumberFactory.get(area));
        // the scroll pane takes the area out of the pane; it goes below the pane's note (No stdout)
        pane.getChildren().add(0, new VirtualizedScrollPane<>(area));
    }

    /** The reproduction card offers its request only for a run the replay engine would replay; else it says why. */
    private void showReproduction(RunDetail detail) {
        boolean reproducible = detail.whyNotReproducible().isEmpty();
        reproductionNote.setText(detail.reproductionNote());
        copyJsonButton.setDisable(!reproducible);
        copyCurlButton.setDisable(!reproducible);
        curlArea.setVisible(reproducible);
        curlArea.setManaged(reproducible);
    }

    private void show(RunDetail detail) {
        updatePlaceholder();
        detailTabs.setVisible(detail != null);
        if (detail == null) {
            return;
        }
        // one line, cut in the middle as the table's key column cuts it: the start and the end tell runs apart
        runTitle.setText(KeyText.shown(detail.run().key(), TITLE_CHARS));
        titleTooltip.setText(KeyText.shown(detail.run().key(), TITLE_TOOLTIP_CHARS));
        runLine.setText("·  line\u00a0" + detail.run().line());
        SeedAckChip.apply(overviewAckChip, detail.run().seedAck(), detail.run().seedAckRaw(), detail.run().seed());
        seedValue.setText(detail.run().seed().raw() == null ? "" : VisibleText.readable(detail.run().seed().raw(),
                SEED_CHARS));
        copySeedButton.setDisable(detail.run().seed().isMissing());
        ackExplanation.setText(SeedAckChip.tooltip(detail.run().seedAck(), detail.run().seedAckRaw(),
                detail.run().seed()));
        fillFields(detail);
        showHitCount(codeTab, detail.code());
        showHitCount(stdoutTab, detail.stdout());
        showHitCount(stderrTab, detail.stderr());
        curlArea.setText(shownCommand(detail.curlCommand()));
        showReproduction(detail);
        filledTabs.clear();
        // the hidden tabs hold no earlier run's text: nothing stale to keep in memory or lay out again
        Tab selected = detailTabs.getSelectionModel().getSelectedItem();
        textTabs.forEach((tab, text) -> {
            if (tab != selected && text.area().getLength() > 0) {
                text.area().clear();
            }
        });
        fillSelectedTab();
    }

    private void fillSelectedTab() {
        Tab tab = detailTabs.getSelectionModel().getSelectedItem();
        RunDetail detail = viewModel.detailProperty().get();
        TextTab text = textTabs.get(tab);
        if (detail != null && text != null && filledTabs.add(tab)) {
            text.fill().accept(detail);
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
            if (field.monospaced()) {
                value.getStyleClass().add("mono");
            }
            value.setWrapText(true);
            // beside the value's first line: centred, the name of a 2,000-character value was screens down (not
            // BASELINE, with which the grid sizes the row to one line and the value no longer wraps)
            GridPane.setValignment(name, VPos.TOP);
            fieldsGrid.addRow(row++, name, value);
        }
    }

    /** A badge with the number of search matches in the tab's text, those in a part not shown too; none without. */
    private static void showHitCount(Tab tab, StyledText text) {
        int hidden = text.omitted().hiddenHits();
        int all = text.hits() + hidden;
        if (all == 0) {
            tab.setGraphic(null);
            return;
        }
        Label count = new Label(Sizes.count(all));
        count.getStyleClass().add(HIT_COUNT);
        count.setTooltip(new Tooltip(hidden > 0 ? text.omitted().hiddenHitsNote()
                : Sizes.count(all) + (all == 1 ? " match" : " matches") + " of the search"));
        tab.setGraphic(count);
    }

    /** The curl command as the Overview shows it: cut after {@value #CURL_SHOWN_CHARS} characters, saying so. */
    private static String shownCommand(String command) {
        if (command.length() <= CURL_SHOWN_CHARS) {
            return command;
        }
        int end = Character.isHighSurrogate(command.charAt(CURL_SHOWN_CHARS - 1)) ? CURL_SHOWN_CHARS - 1
                : CURL_SHOWN_CHARS;
        return command.substring(0, end) + " … [" + Sizes.count(command.length() - end)
                + " more characters: Copy curl command copies the whole command]";
    }

    /** Shows the text from its start, or from its first search match with a few lines above it. */
    private static void setText(CodeArea area, StyledText text) {
        area.replaceText(text.text());
        area.setStyleSpans(0, text.spans());
        area.moveTo(Math.max(0, text.firstHit()));
        area.showParagraphAtTop(Math.max(0, area.getCurrentParagraph() - LINES_ABOVE_HIT));
        if (text.firstHit() > 0) {
            area.requestFollowCaret(); // across, for a match far along a long line
        }
    }

    private static void showText(CodeArea area, HBox bar, Label label, Button moreButton, StyledText text) {
        setText(area, text);
        boolean cut = text.omitted().any();
        bar.setVisible(cut);
        bar.setManaged(cut);
        boolean more = RunDetailViewModel.canShowMore(text);
        moreButton.setVisible(more);
        moreButton.setManaged(more);
        label.setText(text.omitted().notice());
    }

    /**
     * An empty code or output says so instead of showing an area with line number 1 (the Overview says "0 lines").
     * Empty as the log has it, not as shown: an output of a colour reset only shows nothing but is 4 B, 1 line.
     */
    private static void showOrSayEmpty(CodeArea area, Label emptyNote, HBox bar, Label label, Button moreButton,
                                       StyledText text, String logged) {
        showText(area, bar, label, moreButton, text);
        boolean empty = logged == null || logged.isEmpty();
        emptyNote.setVisible(empty);
        area.getParent().setVisible(!empty);
    }

    private void showReading(boolean reading) {
        boolean over = reading && viewModel.detailProperty().get() != null;
        readingIndicator.setVisible(over);
        detailTabs.setOpacity(over ? 0.45 : 1);
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

    /** Saves the shown tab's text whole: a tab may show it cut (Show more stops at lines of 640,000 characters). */
    private void saveShownText() {
        TextTab shown = textTabs.get(detailTabs.getSelectionModel().getSelectedItem());
        if (shown == null || viewModel.detailProperty().get() == null) {
            return;
        }
        RunText text = shown.text();
        String description = text.extension().equals("json") ? "JSON (*.json)" : "Text (*.txt)";
        saveDialog.ask(root.getScene().getWindow(), "Save the whole " + text.label() + " of the run",
                        viewModel.saveFileName(text), description, "*." + text.extension())
                .ifPresent(file -> viewModel.save(text, file));
    }

    private static void copy(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }
}
