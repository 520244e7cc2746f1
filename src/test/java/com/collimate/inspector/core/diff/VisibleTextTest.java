package com.collimate.inspector.core.diff;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class VisibleTextTest {
    @Test
    void theNotationsLengthIsTheLengthOfTheNotationForEveryChar() {
        int carets = 0;
        int codePoints = 0;
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            String notation = VisibleText.notation((char) c);
            assertThat(VisibleText.notationLength((char) c)).as("U+%04X", c)
                    .isEqualTo(notation == null ? 0 : notation.length());
            carets += notation != null && notation.startsWith("^") ? 1 : 0;
            codePoints += notation != null && notation.startsWith("<U+") ? 1 : 0;
        }
        assertThat(carets).as("C0 controls but tab and newline, and DEL").isEqualTo(32 - 2 + 1);
        assertThat(codePoints).as("C1 controls and the invisible characters").isEqualTo(32 + 24);
    }

    @Test
    void controlsBecomeVisible() {
        String raw = "a\u001b[31mb\u0000c\rd\u007f\u0085\te";
        assertThat(VisibleText.of(raw)).isEqualTo("a\u241b[31mb\u2400c\u240dd\u2421<U+0085>\te");
    }

    @Test
    void invisibleCharactersAreShownButTheZeroWidthJoinerOfEmojiStays() {
        assertThat(VisibleText.of("hello wor\u200Bld\u00AD\uFEFF\u2060"))
                .isEqualTo("hello wor<U+200B>ld<U+00AD><U+FEFF><U+2060>");
        assertThat(VisibleText.of("\uD83D\uDC68\u200D\uD83D\uDC69")).isEqualTo("\uD83D\uDC68\u200D\uD83D\uDC69");
    }

    @Test
    void bidirectionalOverridesCannotReorderWhatIsShown() {
        assertThat(VisibleText.of("ok \u202Egnp.exe\u202C \u2066x\u2069"))
                .isEqualTo("ok <U+202E>gnp.exe<U+202C> <U+2066>x<U+2069>");
        assertThat(VisibleText.of("plain text, émoji 😀")).isEqualTo("plain text, émoji 😀");
    }

    @Test
    void loneSurrogatesAreReplacedAndPairsKept() {
        assertThat(VisibleText.of("x\uD83D y \uDE00 \uD83D\uDE00")).isEqualTo("x\uFFFD y \uFFFD \uD83D\uDE00");
    }

    /** The reviewer's lines: bad\xff\xfe and bad\xfd\xfe both showed as bad\uFFFD\uFFFD, a zero-width space too. */
    @Test
    void invalidUtf8BytesShowTheirValueSoDifferentBytesLookDifferent() {
        String left = Utf8.decode(new byte[] {'b', 'a', 'd', (byte) 0xFF, (byte) 0xFE}, 0, 5);
        String right = Utf8.decode(new byte[] {'b', 'a', 'd', (byte) 0xFD, (byte) 0xFE}, 0, 5);

        assertThat(VisibleText.of(left)).isEqualTo("bad\\xFF\\xFE");
        assertThat(VisibleText.of(right)).isEqualTo("bad\\xFD\\xFE");
        assertThat(VisibleText.of("bad\u200B")).isEqualTo("bad<U+200B>");
    }

    @Test
    void screensShowControlsInCaretNotationOrAsCodePointsInPlainAscii() {
        assertThat(VisibleText.readable("bell\u0007 nul\u0000 esc\u001b[0m del\u007f c1\u0085 rlo\u202E zw\u200B"))
                .isEqualTo("bell^G nul^@ esc^[[0m del^? c1<U+0085> rlo<U+202E> zw<U+200B>");
        assertThat(VisibleText.readable("two\nlines\tand tab")).isEqualTo("two^Jlines\tand tab");
        assertThat(VisibleText.readable("bad \uDCFF, 😀 fine")).isEqualTo("bad \uFFFD, 😀 fine");
        String plain = "plain text, émoji 😀";
        assertThat(VisibleText.readable(plain)).isSameAs(plain);
    }

    @Test
    void notationIsForControlsOnly() {
        assertThat(VisibleText.notation('\u0007')).isEqualTo("^G");
        assertThat(VisibleText.notation('\u001f')).isEqualTo("^_");
        assertThat(VisibleText.notation('\t')).isNull();
        assertThat(VisibleText.notation('\n')).isNull();
        assertThat(VisibleText.notation('a')).isNull();
        assertThat(VisibleText.notation('\u200D')).as("emoji joiner").isNull();
    }

    @Test
    void aCappedReadableFormIsNeverCutInsideANotationOrASurrogatePair() {
        assertThat(VisibleText.readable("abc\u001b[1m", 4)).isEqualTo("abc\u2026");
        assertThat(VisibleText.readable("abc\u001b[1m", 5)).isEqualTo("abc^[\u2026");
        assertThat(VisibleText.readable("ab\uD83D\uDE00c", 3)).isEqualTo("ab\u2026");
        assertThat(VisibleText.readable("a\n\u202Eb", 100)).isEqualTo("a^J<U+202E>b");
        assertThat(VisibleText.readable("exactly", 7)).isEqualTo("exactly");
    }
}
