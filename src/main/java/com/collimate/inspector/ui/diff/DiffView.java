package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.DiffClass;
import com.collimate.inspector.core.diff.RowKind;
import com.collimate.inspector.ui.common.Themes;
import com.collimate.inspector.ui.common.FocusTraversal;
import com.collimate.inspector.ui.common.FxmlView;
import com.collimate.inspector.ui.common.LazyScrollPane;
import com.collimate.inspector.ui.common.OncePerLayout;
import com.collimate.inspector.ui.common.Pulses;
import com.collimate.inspector.ui.common.SaveDialog;
import com.collimate.inspector.ui.common.ViewLoader;
import com.collimate.inspector.ui.common.WindowKeys;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.GenericEditableStyledDocument;
import org.fxmisc.richtext.model.ReadOnlyStyledDocument;
import org.fxmisc.richtext.util.UndoUtils;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.Collection;
import java.util.Objects;
import java.util.function.IntConsumer;

/**
 * The Compare view: two read-only RichTextFX areas whose paragraphs are the rows of the side-by-side model, so
 * they scroll together; line numbers, changed-line backgrounds, intra-line highlights, folds that open on a
 * click, an overview ruler, navigation between changes, and a header with the classes of the differences.
 */
public final class DiffView {
    public static final String STYLESHEET = Objects.requireNonNull(
            DiffView.class.getResource("/com/collimate/inspector/ui/diff/diff.css")).toExternalForm();
    private static final KeyCombination NEXT = new KeyCodeCombination(KeyCode.F7);
    private static final KeyCombination PREVIOUS = new KeyCodeCombination(KeyCode.F7, KeyCombination.SHIFT_DOWN);
    /** How many layouts a scroll to a change gets to land on it (two or three suffice; then it gives up). */
    private static final int PLACING_PULSES = 8;
    /** The styling chip's tooltip: the class is new to most users, and says more about the setup than the output. */
    static final String STYLING_TIP = "Terminal styling: these lines differ only in escape sequences (colour, bold, "
            + "links), as when one run wrote to a terminal and the other to a pipe, or TERM or NO_COLOR differed";
    /** Room for the toolbar on two rows, the header and a few lines of each text. */
    static final double MIN_WIDTH = 640;
    static final double MIN_HEIGHT = 420;

    private final DiffViewModel viewModel;
    private final IntConsumer showRun;
    private final SaveDialog saveDialog;
    private final Parent root;
    private final OverviewRuler ruler = new OverviewRuler();
    private final WrappedRowHeights rowHeights = new WrappedRowHeights();
    private DiffDocument numbered;
    private int numberDigits;
    /** The change whose rows' line numbers carry {@link DiffStyles#CURRENT} in the areas shown, -1 for none. */
    private int markedChange = -1;
    /** The rows of the marked change, {@code currentFrom} inclusive to {@code currentTo} exclusive. */
    private int currentFrom;
    private int currentTo;

    @FXML private ComboBox<DiffStream> streamSelector;
    @FXML private ToggleButton maskToggle;
    @FXML private ToggleButton whitespaceToggle;
    @FXML private ToggleButton wrapToggle;
    @FXML private Button prevChangeButton;
    @FXML private Button nextChangeButton;
    @FXML private Button firstDivergenceButton;
    @FXML private ProgressIndicator diffProgress;
    @FXML private Button savePatchButton;
    @FXML private Hyperlink leftLink;
    @FXML private Hyperlink rightLink;
    @FXML private Label inputsLabel;
    @FXML private Label divergenceLabel;
    @FXML private Label statsLabel;
    @FXML private Label changePositionLabel;
    @FXML private Separator changePositionSeparator;
    @FXML private FlowPane headerLine;
    @FXML private FlowPane classChips;
    @FXML private Label notesLabel;
    @FXML private StackPane leftPane;
    @FXML private StackPane rightPane;
    @FXML private StackPane rulerHolder;
    @FXML private CodeArea diffLeft;
    @FXML private CodeArea diffRight;
    @FXML private Label diffMessage;

    /** @param saveDialog where Save patch asks for the file to write */
    public DiffView(DiffViewModel viewModel, IntConsumer showRun, SaveDialog saveDialog) {
        this.viewModel = viewModel;
        this.showRun = showRun;
        this.saveDialog = saveDialog;
        this.root = ViewLoader.load(FxmlView.DIFF, this);
        root.getStylesheets().add(STYLESHEET);
        rowHeights.alignIn(root);
    }

    /** Opens the view in its own window, themed like {@code owner}; F7 / Shift+F7 move between changes. */
    public static DiffView openWindow(DiffViewModel viewModel, Window owner, IntConsumer showRun,
                                      SaveDialog saveDialog) {
        DiffView view = new DiffView(viewModel, showRun, saveDialog);
        Stage stage = new Stage();
        stage.setTitle("Compare");
        stage.setMinWidth(MIN_WIDTH);
        stage.setMinHeight(MIN_HEIGHT);
        // The areas style their first cells the moment they join a scene, before JavaFX has styled the scene's root,
        // whose theme variables (colours) the cells look up: the view joins a root already styled with the theme,
        // else JavaFX logs a warning per unresolved variable.
        StackPane themedRoot = new StackPane();
        Scene scene = new Scene(themedRoot, 1200, 760);
        if (owner != null) {
            stage.initOwner(owner);
            Themes.followOwner(owner, scene);
            if (owner instanceof Stage ownerStage) {
                stage.getIcons().setAll(ownerStage.getIcons());
            }
        }
        themedRoot.applyCss();
        themedRoot.getChildren().add(view.root);
        scene.getAccelerators().put(NEXT, viewModel::nextChange);
        scene.getAccelerators().put(PREVIOUS, viewModel::previousChange);
        stage.setScene(scene);
        WindowKeys.install(stage);
        stage.setOnHidden(event -> viewModel.dispose());
        stage.show();
        return view;
    }

    public Parent root() {
        return root;
    }

    @FXML
    private void initialize() {
        install(diffLeft, diffRight);
        ruler.setId("overviewRuler");
        rulerHolder.getChildren().setAll(ruler);
        ruler.setOnJump(viewModel::jumpToRow, viewModel::jumpTo);

        streamSelector.getItems().setAll(DiffStream.values());
        streamSelector.setValue(viewModel.streamProperty().get());
        streamSelector.valueProperty().addListener((obs, old, stream) -> viewModel.setStream(stream));
        // The model picks the stream a compare opens on (the first that differs), or a click on a stream's chip.
        viewModel.streamProperty().addListener((obs, old, stream) -> streamSelector.setValue(stream));
        maskToggle.setSelected(viewModel.masksEnabledProperty().get());
        maskToggle.setTooltip(new Tooltip("Noise masks: timestamps, durations, progress bar redraws, ids, addresses and "
                + "temp paths are replaced by placeholders such as <timestamp1> before comparing"));
        maskToggle.selectedProperty().addListener((obs, old, on) -> viewModel.setMasksEnabled(on, firstShownRow(),
                lastShownRow()));
        whitespaceToggle.setSelected(viewModel.ignoreWhitespaceProperty().get());
        whitespaceToggle.selectedProperty().addListener((obs, old, on) -> viewModel.setIgnoreWhitespace(on,
                firstShownRow(), lastShownRow()));
        wrapToggle.selectedProperty().addListener((obs, old, on) -> {
            int top = firstShownRow();
            int last = lastShownRow();
            diffLeft.setWrapText(on);
            diffRight.setWrapText(on);
            viewModel.stay(top, last); // rows change height: the scroll position alone would show others
        });
        prevChangeButton.setGraphic(new FontIcon(Material2AL.ARROW_UPWARD));
        prevChangeButton.setTooltip(new Tooltip("Previous change (Shift+F7)"));
        prevChangeButton.setOnAction(event -> viewModel.previousChange());
        nextChangeButton.setGraphic(new FontIcon(Material2AL.ARROW_DOWNWARD));
        nextChangeButton.setTooltip(new Tooltip("Next change (F7)"));
        nextChangeButton.setOnAction(event -> viewModel.nextChange());
        changePositionLabel.textProperty().bind(viewModel.changePositionProperty());
        // "first divergence: line 1, column 10  change 1 of 1" read as one phrase
        changePositionSeparator.managedProperty().bind(changePositionLabel.textProperty().isNotEmpty());
        changePositionSeparator.visibleProperty().bind(changePositionSeparator.managedProperty());
        changePositionLabel.minWidthProperty().bind(Bindings.createDoubleBinding(this::changePositionRoom,
                viewModel.documentProperty(), changePositionLabel.fontProperty()));
        firstDivergenceButton.setGraphic(new FontIcon(Material2MZ.MY_LOCATION));
        firstDivergenceButton.setOnAction(event -> viewModel.firstDivergence());
        savePatchButton.setOnAction(event -> savePatch());
        // Nothing to save until a diff is shown (none at all when the runs could not be read), nothing to move
        // through without changes, nor to go to without a divergence.
        savePatchButton.disableProperty().bind(viewModel.documentProperty().isNull());
        for (Button needsChanges : new Button[] {prevChangeButton, nextChangeButton}) {
            needsChanges.disableProperty().bind(Bindings.createBooleanBinding(() -> shownDiff() == null
                    || shownDiff().model().hunkCount() == 0, viewModel.documentProperty()));
        }
        firstDivergenceButton.disableProperty().bind(Bindings.createBooleanBinding(() -> shownDiff() == null
                || shownDiff().model().diff().firstRemainingDivergence().isEmpty(), viewModel.documentProperty()));
        headerLine.visibleProperty().bind(viewModel.pairProperty().isNotNull());
        headerLine.managedProperty().bind(headerLine.visibleProperty());

        diffProgress.visibleProperty().bind(viewModel.computingProperty());
        // Idle, it takes no place: else in a narrow window the wrapping toolbar keeps an empty row for it.
        diffProgress.managedProperty().bind(diffProgress.visibleProperty());
        diffProgress.progressProperty().bind(viewModel.progressProperty());
        viewModel.errorProperty().addListener((obs, old, error) -> updateMessage());
        viewModel.computingProperty().addListener((obs, old, computing) -> updateMessage());
        viewModel.noticeProperty().addListener((obs, old, notice) -> notesLabel.setText(notice));
        viewModel.pairProperty().addListener((obs, old, pair) -> showSides(pair));
        viewModel.documentProperty().addListener((obs, old, document) -> show(document));
        viewModel.headerProperty().addListener((obs, old, header) -> showHeader(header));
        viewModel.targetProperty().addListener((obs, old, target) -> moveTo(target));
        viewModel.currentChangeProperty().addListener((obs, old, change) -> markCurrentChange());
        inputsLabel.managedProperty().bind(inputsLabel.textProperty().isNotEmpty());
        inputsLabel.visibleProperty().bind(inputsLabel.managedProperty());
        notesLabel.managedProperty().bind(notesLabel.textProperty().isNotEmpty());
        notesLabel.visibleProperty().bind(notesLabel.managedProperty());
        classChips.managedProperty().bind(Bindings.isNotEmpty(classChips.getChildren()));
        updateMessage();
    }

    /**
     * Room for the longest text the change position can have in the shown diff: reaching an end ("change 5 of 5,
     * the last") then cannot wrap the header onto another line and push the texts, and the line moved to, down.
     */
    private double changePositionRoom() {
        DiffDocument document = viewModel.documentProperty().get();
        if (document == null) {
            return Region.USE_COMPUTED_SIZE;
        }
        Text text = new Text();
        text.setFont(changePositionLabel.getFont());
        double widest = 0;
        for (String position : DiffViewModel.longestChangePositions(document.model().hunkCount())) {
            text.setText(position);
            widest = Math.max(widest, text.getLayoutBounds().getWidth());
        }
        Insets insets = changePositionLabel.getInsets();
        return Math.ceil(widest + insets.getLeft() + insets.getRight());
    }

    /** The row at the top of the texts, where a recomputed diff shows them again. */
    private int firstShownRow() {
        try {
            return diffLeft.firstVisibleParToAllParIndex();
        } catch (RuntimeException notLaidOut) {
            return viewModel.targetProperty().get().top();
        }
    }

    /** The row at the bottom of the texts. */
    private int lastShownRow() {
        try {
            return diffLeft.lastVisibleParToAllParIndex();
        } catch (RuntimeException notLaidOut) {
            return viewModel.targetProperty().get().row();
        }
    }

    private DiffDocument shownDiff() {
        return viewModel.documentProperty().get();
    }

    private int rows() {
        DiffDocument document = shownDiff();
        return document == null ? 0 : document.rowCount();
    }

    /** Puts the two areas in (read-only, scrolling together, with line numbers, folds that open, Tab leaving them). */
    private void install(CodeArea left, CodeArea right) {
        diffLeft = left;
        diffRight = right;
        for (CodeArea area : new CodeArea[] {left, right}) {
            // Read-only areas whose whole document is swapped: an undo history would keep old documents alive.
            area.setUndoManager(UndoUtils.noOpUndoManager());
            area.setWrapText(wrapToggle.isSelected());
            setUpFolds(area);
            FocusTraversal.leaveOnTab(area);
        }
        rowHeights.show(left, right);
        ScrollSync.bind(left, new RowScrolledArea(left), new RowScrolledArea(right), rowHeights::align);
        left.estimatedScrollXProperty().bindBidirectional(right.estimatedScrollXProperty());
        setUpLineNumbers();
        leftPane.getChildren().setAll(new LazyScrollPane<>(left));
        rightPane.getChildren().setAll(new LazyScrollPane<>(right));
        fitRulerTo(left, right);
    }

    /** Keeps the ruler told how tall the shown texts are drawn (the taller side: wrapped rows differ in height). */
    private void fitRulerTo(CodeArea left, CodeArea right) {
        Runnable fit = () -> {
            if (left == diffLeft) {
                ruler.setDocumentHeight(Math.max(left.totalHeightEstimateProperty().getOrElse(0.0),
                        right.totalHeightEstimateProperty().getOrElse(0.0)));
            }
        };
        // Read once a layout, not at each cell laid out (reading the estimate walks all the cells an area holds).
        OncePerLayout fitOnce = new OncePerLayout(left, fit);
        left.totalHeightEstimateProperty().observeInvalidations(old -> fitOnce.ask());
        right.totalHeightEstimateProperty().observeInvalidations(old -> fitOnce.ask());
        fit.run();
    }

    /**
     * A new area showing {@code content}, like {@code shown}: cheaper than replacing the text of the area shown,
     * for which RichTextFX builds the whole old and new text (megabytes) on the FX thread for each of its
     * listeners.
     */
    private static CodeArea areaLike(CodeArea shown,
                                     ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> content) {
        CodeArea area = new CodeArea(new GenericEditableStyledDocument<>(content));
        area.setId(shown.getId());
        area.getStyleClass().setAll(shown.getStyleClass());
        area.setEditable(false);
        return area;
    }

    private void setUpFolds(CodeArea area) {
        area.setOnMouseClicked(event -> expandAt(area.getCurrentParagraph()));
        area.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ENTER) {
                expandAt(area.getCurrentParagraph());
            }
        });
    }

    private void expandAt(int paragraph) {
        DiffDocument document = viewModel.documentProperty().get();
        if (document != null && paragraph < document.rowCount() && document.kind(paragraph) == RowKind.FOLDED) {
            viewModel.expand(paragraph, firstShownRow(), lastShownRow());
        }
    }

    private void updateMessage() {
        String error = viewModel.errorProperty().get();
        DiffDocument shown = shownDiff();
        boolean waiting = shown == null && viewModel.computingProperty().get();
        boolean empty = shown != null && shown.model().diff().leftLineCount() == 0
                && shown.model().diff().rightLineCount() == 0;
        diffMessage.setVisible(!error.isEmpty() || waiting || empty);
        diffMessage.setText(!error.isEmpty() ? error : waiting ? "Comparing…"
                : "Both sides are empty: neither run wrote any " + viewModel.streamProperty().get().label());
    }

    private void showSides(ComparePair pair) {
        if (pair == null) {
            return;
        }
        leftLink.setText(pair.left().title());
        leftLink.setOnAction(event -> showRun.accept(pair.left().runIndex()));
        leftLink.setTooltip(new Tooltip("Show this run in the runs table"));
        rightLink.setText(pair.right().title());
        rightLink.setOnAction(event -> showRun.accept(pair.right().runIndex()));
        rightLink.setTooltip(new Tooltip("Show this run in the runs table"));
        if (root.getScene() != null && root.getScene().getWindow() instanceof Stage stage) {
            stage.setTitle("Compare — " + pair.left().title() + " vs " + pair.right().title());
        }
    }

    /**
     * Shows the prebuilt documents: a fold opened in the areas shown, else in new areas (RichTextFX only lays out
     * the visible paragraphs).
     */
    private void show(DiffDocument document) {
        updateMessage();
        if (document == null) {
            return;
        }
        if (openInPlace(document)) {
            ruler.setMarks(document.marks(), markedChange);
            markCurrentChange();
            return;
        }
        com.collimate.inspector.core.diff.TextDiff diff = document.model().diff();
        int digits = Integer.toString(Math.max(diff.leftLineCount(), diff.rightLineCount()) + 1).length();
        numbered = document;
        numberDigits = digits;
        install(areaLike(diffLeft, document.left()), areaLike(diffRight, document.right()));
        markedChange = -1;
        currentFrom = 0;
        currentTo = 0;
        ruler.setMarks(document.marks(), -1);
        markCurrentChange();
    }

    /**
     * When {@code document} is the shown one with a fold opened, puts the fold's lines in place of its paragraph in
     * the areas shown (the line numbers follow {@link #numbered}): new areas cost their CSS and first cells, 130 to
     * 200 ms of the FX thread on a 1M-line pair. Whether it did. The marked change keeps its index and is moved to
     * its rows first: the rows the lines push down make their gutters again, the others keep theirs (making every
     * shown gutter again cost a fold opened in steps 50 ms a step).
     */
    private boolean openInPlace(DiffDocument document) {
        DiffDocument.Expansion opened = document.expansion().orElse(null);
        if (opened == null || numbered == null || numbered.rowCount() != opened.rowsBefore()
                || numbered.kind(opened.row()) != RowKind.FOLDED) {
            return false;
        }
        numbered = document;
        if (markedChange >= 0) {
            currentFrom = document.model().hunkRow(markedChange);
            currentTo = document.model().hunkEndRow(markedChange);
        }
        replaceParagraph(diffLeft, opened.row(), opened.left());
        replaceParagraph(diffRight, opened.row(), opened.right());
        return true;
    }

    private static void replaceParagraph(CodeArea area, int paragraph,
                                         ReadOnlyStyledDocument<Collection<String>, String, Collection<String>> lines) {
        int from = area.getAbsolutePosition(paragraph, 0);
        area.replace(from, from + area.getParagraphLength(paragraph), lines);
    }

    /**
     * Moves the current change's mark, in both gutters and on the ruler, to the change the view model names. The
     * gutters' cells are made again (the visible ones only): restyling the change's paragraphs instead cost a
     * document change per row, 20 seconds for a change of 100,000 removed lines.
     */
    private void markCurrentChange() {
        DiffDocument document = viewModel.documentProperty().get();
        if (document == null) {
            return;
        }
        int change = viewModel.currentChangeProperty().get();
        if (change >= document.model().hunkCount()) {
            change = -1; // a newer document's change, set just after this one's areas are replaced
        }
        if (change == markedChange) {
            return;
        }
        markedChange = change;
        currentFrom = change < 0 ? 0 : document.model().hunkRow(change);
        currentTo = change < 0 ? 0 : document.model().hunkEndRow(change);
        setUpLineNumbers();
        ruler.setCurrent(change);
    }

    /**
     * Set on areas that have no cells yet, and again when the current change moves (a new factory rebuilds every
     * visible cell).
     */
    private void setUpLineNumbers() {
        diffLeft.setParagraphGraphicFactory(rowHeights.gutters(diffLeft, index -> lineNumber(index,
                numbered == null ? 0 : numbered.leftNumber(index))));
        diffRight.setParagraphGraphicFactory(rowHeights.gutters(diffRight, index -> lineNumber(index,
                numbered == null ? 0 : numbered.rightNumber(index))));
    }

    /** The gutter of paragraph {@code index}; none for the blank paragraph of two empty texts (no row). */
    private Node lineNumber(int index, int number) {
        return numbered == null || index >= numbered.rowCount() ? null
                : lineNumber(number, numberDigits, index >= currentFrom && index < currentTo);
    }

    /**
     * A plain Text (a Label per visible row costs a control, a skin and their CSS on every scroll); on a pane as tall
     * as the row, which the current change's style colours, for a row of the current change.
     */
    private static Node lineNumber(int number, int digits, boolean current) {
        String shown = number > 0 ? Integer.toString(number) : "";
        Text text = new Text(" ".repeat(1 + Math.max(0, digits - shown.length())) + shown + " ");
        text.getStyleClass().add(DiffStyles.LINE_NUMBER);
        if (!current) {
            return text;
        }
        StackPane marked = new StackPane(text);
        marked.setAlignment(Pos.TOP_LEFT);
        marked.getStyleClass().add(DiffStyles.CURRENT);
        return marked;
    }

    private void showHeader(DiffHeader header) {
        if (header == null) {
            return;
        }
        inputsLabel.setText(header.inputs());
        divergenceLabel.setText(header.divergence());
        statsLabel.setText(header.stats());
        classChips.getChildren().clear();
        for (String diffClass : header.classes()) {
            Label chip = new Label(diffClass);
            chip.setId("classChip-" + diffClass);
            chip.getStyleClass().addAll(DiffStyles.CLASS_CHIP, DiffStyles.classChip(diffClass));
            if (diffClass.equals(DiffClass.STYLING.label())) {
                chip.setTooltip(new Tooltip(STYLING_TIP));
            }
            DiffStream other = DiffHeader.streamOf(diffClass);
            if (other != null) {
                // Another stream differs too: its chip shows it.
                chip.getStyleClass().add(DiffStyles.STREAM_CHIP);
                chip.setTooltip(new Tooltip("The " + other.label() + " differs too: click to compare it"));
                chip.setOnMouseClicked(event -> viewModel.setStream(other));
            }
            classChips.getChildren().add(chip);
        }
        notesLabel.setText(String.join("; ", header.notes()));
    }

    private void moveTo(DiffTarget target) {
        // New areas (after an unfold) are not laid out yet: scrolled now, their first layout (the two texts follow
        // each other) would take them back to the top.
        boolean laidOut = diffLeft.getHeight() > 0 && diffRight.getHeight() > 0;
        if (laidOut || root.getScene() == null) {
            scrollTo(target);
        } else {
            Pulses.afterNextLayout(root.getScene(), () -> scrollTo(target));
        }
    }

    /**
     * Scrolls to {@code target}, then checks after each layout that both areas show it, placing them again until
     * they do (at most {@link #PLACING_PULSES} times): new areas lay out lazily and report estimated positions, so a
     * scroll asked before their first layouts may not be where they end up (a long compare opened 10,000 lines
     * below its first divergence).
     */
    private void scrollTo(DiffTarget target) {
        place(target, PLACING_PULSES);
    }

    private void place(DiffTarget target, int pulsesLeft) {
        int rows = rows();
        if (rows == 0 || target.row() >= rows) {
            return;
        }
        int top = target.top();
        int shownColumn = numbered == null ? target.column() : numbered.shownColumn(target.row(), target.column());
        for (CodeArea area : new CodeArea[] {diffLeft, diffRight}) {
            area.moveTo(target.row(), Math.min(shownColumn, area.getParagraphLength(target.row())));
        }
        // Only the left one: the bound scroll positions take the right one along. Asked of both, each area's
        // request (applied at its next layout) and the other's bound position (applied at once, relative to where
        // it is) fed one another, each exchange a row further down.
        diffLeft.showParagraphAtTop(top);
        Scene scene = root.getScene();
        if (scene == null) {
            return;
        }
        Pulses.afterNextLayout(scene, () -> {
            if (viewModel.targetProperty().get() != target || rows() != rows) {
                return; // moved elsewhere since, or another document
            }
            if (!shows(diffLeft, target, top) || !shows(diffRight, target, top)) {
                if (pulsesLeft > 0) {
                    place(target, pulsesLeft - 1);
                }
            } else if (target.column() > 0) {
                // The rows are in place; now across to the column (a difference far along a long line).
                diffLeft.requestFollowCaret();
            }
        });
    }

    /** Whether {@code area} shows {@code top} first, or (near the end of the text) at least the target row. */
    private static boolean shows(CodeArea area, DiffTarget target, int top) {
        try {
            int first = area.firstVisibleParToAllParIndex();
            int last = area.lastVisibleParToAllParIndex();
            return first == top || (first <= target.row() && target.row() <= last
                    && last == area.getParagraphs().size() - 1);
        } catch (RuntimeException notLaidOut) {
            return false;
        }
    }

    private void savePatch() {
        saveDialog.ask(root.getScene().getWindow(), "Save the diff as a unified patch", viewModel.patchFileName(),
                "Patch (*.patch, *.diff)", "*.patch", "*.diff").ifPresent(viewModel::savePatch);
    }
}
