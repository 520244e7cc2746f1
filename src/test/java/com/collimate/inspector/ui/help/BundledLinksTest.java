package com.collimate.inspector.ui.help;

import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

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
            for (MarkdownText.LinkRange link : MarkdownText.render(HelpWindows.guide(page)).links()) {
                Optional<String> target = HelpWindows.linkedPage(page, link.destination());
                if (target.isEmpty()) {
                    assertThat(link.destination()).as(page).matches("https?://\\S+");
                } else {
                    assertThat(HelpWindows.guide(target.get())).as(page + " links " + link.destination())
                            .doesNotStartWith("This build has no copy");
                    HelpWindows.anchor(link.destination()).ifPresent(anchor ->
                            assertThat(MarkdownText.render(HelpWindows.guide(target.get())).heading(anchor))
                                    .as(page + " links the heading " + link.destination()).isPresent());
                    toRead.add(target.get());
                }
            }
        }
        assertThat(read).contains("nondeterminism.md", "replay.md", "screenshots/README.md");
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
