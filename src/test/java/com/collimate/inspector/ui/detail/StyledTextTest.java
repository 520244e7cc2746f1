package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.text.Omission;
import com.collimate.inspector.core.text.RenderedText;
import com.collimate.inspector.core.text.StyleRun;
import org.fxmisc.richtext.model.StyleSpan;
import org.junit.jupiter.api.Test;

import java.util.Collection;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class StyledTextTest {

    @Test
    void renderedTextKeepsItsCharactersStylesAndOmission() {
        Omission cut = new Omission(40, 7, 100, 0, 0, false);
        StyledText text = StyledText.of(new RenderedText("ok FAIL", List.of(new StyleRun(List.of(), 3),
                new StyleRun(List.of("ansi-bold", "ansi-fg-1"), 4)), cut));

        assertThat(text.text()).isEqualTo("ok FAIL");
        assertThat(text.spans().length()).isEqualTo(7);
        assertThat(styleAt(text, 2)).isEmpty();
        assertThat(styleAt(text, 3)).containsExactly("ansi-bold", "ansi-fg-1");
        assertThat(text.omitted()).isEqualTo(cut);
        assertThat(text.truncated()).isTrue();
        assertThat(text.hits()).isZero();
        assertThat(text.firstHit()).isEqualTo(-1);
    }

    @Test
    void theEmptyTextHasTheOneEmptySpanAnAreaNeeds() {
        StyledText empty = StyledText.of(new RenderedText("", List.of(), Omission.none(0)));

        assertThat(empty.spans().getSpanCount()).isEqualTo(1);
        assertThat(empty.spans().length()).isZero();
    }

    /** The style classes of the character at {@code position}. */
    static Collection<String> styleAt(StyledText text, int position) {
        int offset = 0;
        for (StyleSpan<Collection<String>> span : text.spans()) {
            if (position < offset + span.getLength()) {
                return span.getStyle();
            }
            offset += span.getLength();
        }
        throw new AssertionError("no span at " + position);
    }
}
