package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.Span;
import org.fxmisc.richtext.model.StyleSpan;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class VisibleLineTest {
    @Test
    void controlsShowInCaretNotationAndTheChangedRangeMovesWithTheirCharacters() {
        // "a" BEL "bc" ESC "d": the change covers BEL and "b"
        VisibleLine line = VisibleLine.of("a\u0007bc\u001bd", List.of(new Span(1, 3)), "");
        assertThat(line.text()).isEqualTo("a^Gbc^[d");
        assertThat(styles(line)).containsExactly(
                "a=[]", "^G=[ctrl, diff-inline]", "b=[diff-inline]", "c=[]", "^[=[ctrl]", "d=[]");
    }

    @Test
    void aTabInAChangedRangeShowsAsAnArrowAndOneElsewhereStaysATab() {
        // "a" TAB "b" TAB "c" against "a b" TAB "c": only the first tab changed
        VisibleLine line = VisibleLine.of("a\tb\tc", List.of(new Span(1, 2)), "");
        assertThat(line.text()).as("one character for one: columns stay").isEqualTo("a➡b\tc");
        assertThat(styles(line)).containsExactly("a=[]", "➡=[diff-tab, diff-inline]", "b\tc=[]");
    }

    @Test
    void aPlainLineKeepsItsTextAndTheSuffixIsUnstyled() {
        VisibleLine line = VisibleLine.of("abc", List.of(new Span(1, 5)), " … (9 more characters)");
        assertThat(line.text()).isEqualTo("abc … (9 more characters)");
        assertThat(styles(line)).containsExactly("a=[]", "bc=[diff-inline]", " … (9 more characters)=[]");
        assertThat(VisibleLine.of("", List.of(), "").spans().length()).isZero();
    }

    @Test
    void loneSurrogatesShowAsTheBytesTheyStandForOrTheirCodePointInTheControlStyle() {
        VisibleLine line = VisibleLine.of("x\uD800 \uDCFF\uDCFE", List.of(new Span(3, 4)), "");
        assertThat(line.text()).as("not U+FFFD, which shows two different ones alike").isEqualTo("x<U+D800> \\xFF\\xFE");
        assertThat(styles(line)).containsExactly("x=[]", "<U+D800>=[ctrl]", " =[]",
                "\\xFF=[ctrl, diff-inline]", "\\xFE=[ctrl]");
    }

    @Test
    void aPrefixIsUnstyledAndTheRangesFollowIt() {
        VisibleLine line = VisibleLine.of("… (9 characters before) ", "abc", List.of(new Span(0, 1)), "");
        assertThat(styles(line)).containsExactly("… (9 characters before) =[]", "a=[diff-inline]", "bc=[]");
    }

    private static List<String> styles(VisibleLine line) {
        List<String> out = new ArrayList<>();
        int at = 0;
        for (StyleSpan<Collection<String>> span : line.spans()) {
            out.add(line.text().substring(at, at + span.getLength()) + "=" + span.getStyle());
            at += span.getLength();
        }
        assertThat(at).isEqualTo(line.text().length());
        return out;
    }
}
