package com.collimate.inspector.ui.help;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class BundledLinksTest {

    @Test
    void everyLinkOfABundledPageLeadsToABundledPageAndHeadingOrIsAUrl() {
        Deque<String> toRead = new ArrayDeque<>(List.of("gui.md", "gui-replay.md"));
        Set<String> read = new HashSet<>();
        while (!toRead.isEmpty()) {
            String page = toRead.pop();
            if (!read.add(page)) {
                continue;
            }
            for (MarkdownText.LinkRange link : links(page)) {
                leadsToABundledPageOrIsAUrl(page, link).ifPresent(toRead::add);
            }
        }
        assertThat(read).contains("nondeterminism.md", "replay.md", "screenshots/README.md");
    }

    /** Pages no guide links to are bundled too, and their links work the same; so do the links in tables. */
    @Test
    void everyLinkOfEveryPageTheBuildBundlesLeadsToABundledPageOrIsAUrl() throws IOException {
        List<String> pages;
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            pages = Stream.concat(docs.map(doc -> doc.getFileName().toString()).filter(name -> name.endsWith(".md")),
                    Stream.of("screenshots/README.md")).toList();
        }
        assertThat(pages).contains("gui.md", "log-format.md", "development.md");
        for (String page : pages) {
            assertThat(HelpWindows.guide(page)).as(page).doesNotStartWith("This build has no copy");
            links(page).forEach(link -> leadsToABundledPageOrIsAUrl(page, link));
        }
    }

    /** Asserts that {@code link} of {@code page} is a URL or leads to a bundled page, and returns that page. */
    private static Optional<String> leadsToABundledPageOrIsAUrl(String page, MarkdownText.LinkRange link) {
        Optional<String> target = HelpWindows.linkedPage(page, link.destination());
        if (target.isEmpty()) {
            assertThat(link.destination()).as(page).matches("https?://\\S+");
        } else {
            assertThat(HelpWindows.guide(target.get())).as(page + " links " + link.destination())
                    .doesNotStartWith("This build has no copy");
            HelpWindows.anchor(link.destination()).ifPresent(anchor ->
                    assertThat(MarkdownText.render(HelpWindows.guide(target.get())).heading(anchor))
                            .as(page + " links the heading " + link.destination()).isPresent());
        }
        return target;
    }

    @Test
    void theLinksInATablesCellsCount() {
        assertThat(links("nondeterminism.md")).extracting(MarkdownText.LinkRange::destination).contains("diff.md#masks");
    }

    /** The links of bundled page {@code page}: those of its text and those in its tables' cells. */
    private static List<MarkdownText.LinkRange> links(String page) {
        MarkdownText.Styled styled = MarkdownText.render(HelpWindows.guide(page));
        return Stream.concat(styled.links().stream(), styled.tables().stream()
                .flatMap(table -> table.rows().stream()).flatMap(List::stream)
                .flatMap(cell -> cell.links().stream())).toList();
    }

    @Test
    void aLinkLeadsToItsPageWithoutTheHeadingAndAUrlToNoPage() {
        assertThat(HelpWindows.linkedPage("gui-replay.md", "replay.md#flakiness")).hasValue("replay.md");
        assertThat(HelpWindows.linkedPage("gui.md", "#opening-logs")).hasValue("gui.md");
        assertThat(HelpWindows.linkedPage("screenshots/README.md", "../gui.md")).hasValue("gui.md");
        assertThat(HelpWindows.linkedPage("gui.md", "https://example.com/x.md")).isEmpty();
        assertThat(HelpWindows.linkedPage("gui.md", "not a uri")).isEmpty();
    }
}
