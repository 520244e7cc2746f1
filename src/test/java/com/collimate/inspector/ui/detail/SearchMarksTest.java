package com.collimate.inspector.ui.detail;

import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class SearchMarksTest {
    private static final TerminalText TERMINAL = new TerminalText(true, 10_000, 1_000);

    private static Pattern search(String text) {
        return Pattern.compile(Pattern.quote(text), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    @Test
    void everyMatchIsMarkedOverItsColours() {
        StyledText shown = TERMINAL.render("ok\n\u001b[31mERROR\u001b[0m: disk; error again");

        StyledText marked = SearchMarks.mark(shown, search("error"));

        assertThat(marked.text()).isEqualTo(shown.text());
        assertThat(marked.hits()).isEqualTo(2);
        assertThat(marked.firstHit()).isEqualTo(3);
        assertThat(marked.spans().getStyleSpan(marked.spans().getSpanCount() - 1).getStyle()).isEmpty();
        assertThat(styleAt(marked, 3)).containsExactlyInAnyOrder("ansi-fg-1", SearchMarks.HIT);
        assertThat(styleAt(marked, 8)).isEmpty();
        assertThat(styleAt(marked, shown.text().indexOf("error again"))).containsExactly(SearchMarks.HIT);
        assertThat(styleAt(marked, shown.text().indexOf(" again"))).isEmpty();
    }

    @Test
    void noSearchOrNoMatchLeavesTheTextAsItWas() {
        StyledText shown = TERMINAL.render("nothing to see");
        assertThat(SearchMarks.mark(shown, null)).isSameAs(shown);
        assertThat(SearchMarks.mark(shown, search("needle"))).isSameAs(shown);
        assertThat(shown.hits()).isZero();
        assertThat(shown.firstHit()).isEqualTo(-1);
    }

    @Test
    void codeHighlightingKeepsTheMarks() {
        StyledText marked = SearchMarks.mark(StyledText.plain("import random"), search("random"));
        StyledText code = CodeHighlighter.highlight(marked, CodeHighlighter.Language.PYTHON);
        assertThat(code.hits()).isEqualTo(1);
        assertThat(styleAt(code, 0)).containsExactly("keyword");
        assertThat(styleAt(code, 8)).contains(SearchMarks.HIT);
    }

    private static java.util.Collection<String> styleAt(StyledText text, int position) {
        int offset = 0;
        for (var span : text.spans()) {
            if (position < offset + span.getLength()) {
                return span.getStyle();
            }
            offset += span.getLength();
        }
        throw new AssertionError("no span at " + position);
    }
}
