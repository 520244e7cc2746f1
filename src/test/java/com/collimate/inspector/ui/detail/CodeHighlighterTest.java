package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.text.TerminalText;
import org.junit.jupiter.api.Test;

import static com.collimate.inspector.ui.detail.StyledTextTest.styleAt;
import static org.assertj.core.api.Assertions.assertThat;

class CodeHighlighterTest {

    @Test
    void pythonKeywordsStringsCommentsAndNumbers() {
        String code = "import random  # seed\nx = \"def\" + 'a\\'b' \nif x: print(42)";
        StyledText text = CodeHighlighter.highlight(StyledText.plain(code), CodeHighlighter.Language.PYTHON);
        assertThat(styleAt(text, code.indexOf("import"))).containsExactly("keyword");
        assertThat(styleAt(text, code.indexOf("random"))).isEmpty();
        assertThat(styleAt(text, code.indexOf("# seed"))).containsExactly("comment");
        assertThat(styleAt(text, code.indexOf("\"def\"") + 1)).containsExactly("string");
        assertThat(styleAt(text, code.indexOf("'a"))).containsExactly("string");
        assertThat(styleAt(text, code.indexOf("print"))).containsExactly("builtin");
        assertThat(styleAt(text, code.indexOf("42"))).containsExactly("number");
        assertThat(text.spans().length()).isEqualTo(code.length());
    }

    @Test
    void unterminatedTripleQuotedStringRunsToTheEnd() {
        String code = "x = \"\"\"open\nstill";
        StyledText text = CodeHighlighter.highlight(StyledText.plain(code), CodeHighlighter.Language.PYTHON);
        assertThat(styleAt(text, code.length() - 1)).containsExactly("string");
    }

    @Test
    void shellVariablesKeywordsAndComments() {
        String code = "for f in $FILES; do echo \"${f}\"; done # loop\nurl=a#b";
        StyledText text = CodeHighlighter.highlight(StyledText.plain(code), CodeHighlighter.Language.SHELL);
        assertThat(styleAt(text, 0)).containsExactly("keyword");
        assertThat(styleAt(text, code.indexOf("$FILES"))).containsExactly("variable");
        assertThat(styleAt(text, code.indexOf("\"${f}\""))).containsExactly("string");
        assertThat(styleAt(text, code.indexOf("# loop"))).containsExactly("comment");
        assertThat(styleAt(text, code.indexOf("#b"))).isEmpty();
    }

    @Test
    void keepsControlStylesUnderSyntaxStyles() {
        StyledText safe = StyledText.of(new TerminalText(false, 1000, 1000).render("x = '\u0000'"));
        StyledText text = CodeHighlighter.highlight(safe, CodeHighlighter.Language.PYTHON);
        assertThat(styleAt(text, 5)).containsExactlyInAnyOrder("string", TerminalText.CONTROL);
    }

    @Test
    void languageComesFromTemplateOrShebang() {
        assertThat(CodeHighlighter.languageOf("python3.12", "")).isEqualTo(CodeHighlighter.Language.PYTHON);
        assertThat(CodeHighlighter.languageOf("bash", "")).isEqualTo(CodeHighlighter.Language.SHELL);
        assertThat(CodeHighlighter.languageOf(null, "#!/usr/bin/env python3\n")).isEqualTo(CodeHighlighter.Language.PYTHON);
        assertThat(CodeHighlighter.languageOf("node", "console.log(1)")).isEqualTo(CodeHighlighter.Language.PLAIN);
    }
}
