package com.collimate.inspector.ui.help;

import com.collimate.inspector.ui.common.Themes;
import com.collimate.inspector.ui.common.WindowKeys;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.fxmisc.flowless.VirtualizedScrollPane;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Help → Keyboard Shortcuts and Help → Documentation. The project has no documentation site, so Documentation shows
 * the desktop app's guides bundled in the jar (docs/gui.md and docs/gui-replay.md, copied there by the build with
 * the other docs/*.md pages their links lead to), rendered from Markdown to styled text off the FX thread.
 */
public final class HelpWindows {
    private static final String DOCS = "/com/collimate/inspector/help/";
    /** The bundled guides in the order of their tabs: the tab's title and the guide's file. */
    private static final List<Map.Entry<String, String>> GUIDES = List.of(
            Map.entry("Desktop app", "gui.md"),
            Map.entry("Replays and Compare", "gui-replay.md"));

    private HelpWindows() {
    }

    /** The shortcuts of {@code menus} (the main window's) and of the views, in a window of their own. */
    public static void showShortcuts(Window owner, List<Menu> menus) {
        TableView<ShortcutList.Shortcut> table = new TableView<>();
        table.setId("shortcutTable");
        table.getColumns().add(column("Keys", ShortcutList.Shortcut::keys, 190));
        table.getColumns().add(column("Action", ShortcutList.Shortcut::action, 330));
        table.getColumns().add(column("Where", ShortcutList.Shortcut::where, 220));
        table.getItems().setAll(ShortcutList.of(menus));
        show(owner, "Keyboard Shortcuts", table, 760, 560);
    }

    /** The bundled guides, one tab each; a link to another bundled page opens that page in a tab of its own. */
    public static void showDocumentation(Window owner) {
        TabPane tabs = new TabPane();
        tabs.setId("documentationTabs");
        for (Map.Entry<String, String> titleAndFile : GUIDES) {
            Tab guide = pageTab(tabs, titleAndFile.getKey(), titleAndFile.getValue());
            guide.setClosable(false);
            tabs.getTabs().add(guide);
        }
        show(owner, "Documentation", tabs, 900, 700);
    }

    /** The tab of bundled page {@code file}, its link followed on a click or on Enter with the caret in it. */
    private static Tab pageTab(TabPane tabs, String title, String file) {
        GuideArea text = new GuideArea(destination -> follow(tabs, file, destination));
        CompletableFuture<MarkdownText.Styled> rendered = CompletableFuture.supplyAsync(
                () -> MarkdownText.render(guide(file)));
        rendered.thenAcceptAsync(styled -> {
            text.show(styled);
            text.setOnMouseClicked(event -> {
                if (event.getButton() == MouseButton.PRIMARY && event.isStillSincePress()) {
                    text.hit(event.getX(), event.getY()).getCharacterIndex().ifPresent(offset ->
                            styled.linkAt(offset).ifPresent(link -> follow(tabs, file, link.destination())));
                }
            });
            text.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
                if (event.getCode() == KeyCode.ENTER) {
                    styled.linkAt(text.getCaretPosition())
                            .ifPresent(link -> follow(tabs, file, link.destination()));
                }
            });
        }, Platform::runLater);
        Tab tab = new Tab(title, new VirtualizedScrollPane<>(text));
        tab.setUserData(new Page(file, text, rendered));
        return tab;
    }

    /** A bundled page's tab: its text, filled once the page is rendered. */
    private record Page(String file, GuideArea text, CompletableFuture<MarkdownText.Styled> rendered) {
        /** Shows the heading {@code anchor} names at the top once the page is shown; an unknown one changes nothing. */
        void goTo(String anchor) {
            rendered.thenAcceptAsync(styled -> styled.heading(anchor).ifPresent(paragraph -> {
                text.moveTo(paragraph, 0);
                text.showParagraphAtTop(paragraph);
            }), Platform::runLater);
        }
    }

    /**
     * Shows the tab of the bundled page a link leads to, opened on first use, at the heading its #anchor names; a URL
     * is left to its shown text.
     */
    private static void follow(TabPane tabs, String from, String destination) {
        linkedPage(from, destination).ifPresent(file -> {
            Tab tab = tabs.getTabs().stream()
                    .filter(each -> each.getUserData() instanceof Page page && page.file().equals(file))
                    .findFirst().orElseGet(() -> {
                        Tab opened = pageTab(tabs, file, file);
                        tabs.getTabs().add(opened);
                        return opened;
                    });
            tabs.getSelectionModel().select(tab);
            anchor(destination).ifPresent(((Page) tab.getUserData())::goTo);
        });
    }

    /** The #heading of a link ("flakiness" for "replay.md#flakiness"), if it has one. */
    static Optional<String> anchor(String destination) {
        try {
            return Optional.ofNullable(URI.create(destination).getFragment()).filter(anchor -> !anchor.isEmpty());
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * The page a link in bundled page {@code from} leads to, without its #heading ("replay.md" for
     * "replay.md#flakiness"), or empty for a URL (or a destination that is no URI at all).
     */
    static Optional<String> linkedPage(String from, String destination) {
        try {
            URI target = URI.create(from).resolve(destination);
            return target.isAbsolute() || target.getPath() == null ? Optional.empty() : Optional.of(target.getPath());
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    static String guide(String file) {
        try (InputStream in = HelpWindows.class.getResourceAsStream(DOCS + file)) {
            if (in == null) {
                return "This build has no copy of docs/" + file + ".";
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static TableColumn<ShortcutList.Shortcut, String> column(String title,
            Function<ShortcutList.Shortcut, String> value, double width) {
        TableColumn<ShortcutList.Shortcut, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setPrefWidth(width);
        return column;
    }

    private static void show(Window owner, String title, Parent content, double width, double height) {
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle(title);
        Scene scene = new Scene(content, width, height);
        Themes.followOwner(owner, scene);
        stage.setScene(scene);
        WindowKeys.install(stage);
        stage.show();
    }
}
