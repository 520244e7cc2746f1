package com.collimate.inspector.core.text;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class SgrStateTest {
    @Test
    void aMillionExtendedColourIntroducersApplyInLinearTime() {
        // each 38 not followed by 5 or 2 sets the default colour; copying all the parameters after each took hours
        String escape = "\u001b[" + "38;".repeat(1_000_000) + "5;1m";
        TerminalText wholeRead = new TerminalText(true, 10_000_000, 10_000);

        RenderedText text = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> wholeRead.render(escape + "x"));

        assertThat(text.text()).isEqualTo("x");
        assertThat(text.spans()).singleElement().satisfies(span -> assertThat(span.style()).containsExactly("ansi-fg-1"));
    }
}
