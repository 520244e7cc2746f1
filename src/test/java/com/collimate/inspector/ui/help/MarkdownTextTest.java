package com.collimate.inspector.ui.help;

import com.collimate.inspector.core.text.StyleRun;
import org.junit.jupiter.api.Test;

import java.util.Collection;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

class MarkdownTextTest {
    private static final String FRAGMENT = """
            # Desktop app

            Open a log with **File → Open…** or *Open Recent*; the seed is `seed_ack`,
            see [install.md](install.md#java) and 2 * 3 \\| x.

            ## Keyboard C# ##

            - first item
              continued here
              - nested **bold**
            1. numbered

            ```bash
            bench/gui-load.sh **raw**
            ```

            | action | shortcut |
            | --- | --- |
            | Replay **selected** (`replayButton`) | Ctrl+R |
            | Find | Ctrl+F |
            """;

    @Test
    void rendersEachConstructWithoutItsMarkup() {
        MarkdownText.Styled styled = MarkdownText.render(FRAGMENT);

        assertThat(styled.text()).isEqualTo("""
                Desktop app

                Open a log with File → Open… or Open Recent; the seed is seed_ack, see install.md (install.md#java) \
                and 2 * 3 | x.

                Keyboard C#

                first item continued here
                nested bold
                numbered

                bench/gui-load.sh **raw**

                \uFFFC""");
        assertThat(styled.runs().stream().mapToInt(StyleRun::length).sum()).isEqualTo(styled.text().length());
        assertThat(styled.items()).as("the list items' lines, shown indented beside their markers").containsOnly(
                entry(6, new MarkdownText.Item(1, "•")), entry(7, new MarkdownText.Item(2, "•")),
                entry(8, new MarkdownText.Item(1, "1.")));
        assertThat(classesOf(styled, "Desktop app")).containsExactly("md-h1");
        assertThat(classesOf(styled, "Keyboard C#")).containsExactly("md-h2");
        assertThat(classesOf(styled, "File → Open…")).containsExactly("md-bold");
        assertThat(classesOf(styled, "Open Recent")).containsExactly("md-italic");
        assertThat(classesOf(styled, "seed_ack")).containsExactly("md-code");
        assertThat(classesOf(styled, "install.md")).containsExactly("md-link");
        assertThat(classesOf(styled, "(install.md#java)")).containsExactly("md-url");
        assertThat(classesOf(styled, "nested")).isEmpty();
        assertThat(classesOf(styled, "bold")).containsExactly("md-bold");
        assertThat(classesOf(styled, "bench/gui-load.sh **raw**")).containsExactly("md-code-block");
        assertThat(classesOf(styled, MarkdownText.TABLE)).containsExactlyInAnyOrder("md-table", "md-table-0");
        assertThat(styled.tables()).singleElement().satisfies(table -> assertThat(table.rows())
                .extracting(row -> row.stream().map(MarkdownText.Styled::text).toList())
                .containsExactly(List.of("action", "shortcut"), List.of("Replay selected (replayButton)", "Ctrl+R"),
                        List.of("Find", "Ctrl+F")));
    }

    @Test
    void headingsAreFoundByTheirGitHubAnchor() {
        MarkdownText.Styled styled = MarkdownText.render(
                "# Top\n\ntext\n\n## Compare view (`bench/compare-view.sh`)\n\nmore\n\n## Top\n");
        assertThat(styled.heading("top")).hasValue(0);
        assertThat(styled.heading("compare-view-benchcompare-viewsh")).hasValue(4);
        assertThat(styled.heading("top-1")).as("a repeated heading").hasValue(8);
        assertThat(styled.heading("missing")).isEmpty();
    }

    @Test
    void anItemsLaterParagraphsAreIndentedWithoutAMarker() {
        MarkdownText.Styled styled = MarkdownText.render("3. first\n\n   more of it\n4. second\n");

        assertThat(styled.text()).isEqualTo("first\nmore of it\nsecond");
        assertThat(styled.items()).containsOnly(entry(0, new MarkdownText.Item(1, "3.")),
                entry(1, new MarkdownText.Item(1, "")), entry(2, new MarkdownText.Item(1, "4.")));
    }

    @Test
    void aTableCellKeepsItsStylesAndLinksAndEachTableHasItsOwnClass() {
        MarkdownText.Styled styled = MarkdownText.render("""
                | a | b |
                | --- | --- |
                | **bold** `code` | see [diff.md](diff.md#masks) |

                between

                | c |
                | --- |
                | d |
                """);

        assertThat(styled.text()).isEqualTo("\uFFFC\n\nbetween\n\n\uFFFC");
        assertThat(styled.links()).as("a table's links are its cells'").isEmpty();
        assertThat(styled.tables()).hasSize(2);
        assertThat(styled.runs().get(styled.runs().size() - 1).style()).contains("md-table-1");
        MarkdownText.Styled styles = styled.tables().get(0).rows().get(1).get(0);
        assertThat(classesOf(styles, "bold")).containsExactly("md-bold");
        assertThat(classesOf(styles, "code")).containsExactly("md-code");
        MarkdownText.Styled link = styled.tables().get(0).rows().get(1).get(1);
        assertThat(link.text()).isEqualTo("see diff.md (diff.md#masks)");
        assertThat(link.linkAt(link.text().indexOf("diff.md"))).map(MarkdownText.LinkRange::destination)
                .hasValue("diff.md#masks");
    }

    @Test
    void showsAngleBracketPlaceholdersAsWritten() {
        MarkdownText.Styled styled = MarkdownText.render("Cannot read the log again: <reason>; name `<run key>.txt`\n\n<div>raw</div>\n");

        assertThat(styled.text()).isEqualTo("Cannot read the log again: <reason>; name <run key>.txt\n\n<div>raw</div>");
    }

    /** The classes of the first occurrence of {@code piece}, which must lie within one run. */
    private static Collection<String> classesOf(MarkdownText.Styled styled, String piece) {
        int at = styled.text().indexOf(piece);
        assertThat(at).as(piece).isNotNegative();
        int start = 0;
        for (StyleRun run : styled.runs()) {
            if (at >= start && at + piece.length() <= start + run.length()) {
                return run.style();
            }
            start += run.length();
        }
        throw new AssertionError(piece + " spans more than one run");
    }
}
