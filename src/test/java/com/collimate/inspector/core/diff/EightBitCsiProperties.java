package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.text.RenderedText;
import com.collimate.inspector.core.text.TerminalText;
import com.collimate.inspector.core.util.Cancellation;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The 8-bit CSI (U+009B) is {@code ESC [} to a terminal (xterm), so a text written with it is shown, masked and
 * compared as the same text written with {@code ESC [}: only the notation of a sequence left visible differs.
 */
class EightBitCsiProperties {
    private static final TextDiffer MASKED = new TextDiffer(DiffOptions.defaults());
    private static final TerminalText RENDERED = new TerminalText(true, 1 << 20, 1 << 20);

    @Property(tries = 1000)
    void theMaskTakesInWhatItTakesInOfTheSevenBitForm(@ForAll("lines") String line) {
        String masked = Masks.builtIn().apply(line, null).text();

        assertThat(Masks.builtIn().apply(eightBit(line), null).text()).as(VisibleText.of(line))
                .isEqualTo(eightBit(masked));
    }

    @Property(tries = 500)
    void twoTextsCompareAsTheirSevenBitForms(@ForAll("lines") String left, @ForAll("lines") String right) {
        TextDiff sevenBit = MASKED.diff(left, right, Cancellation.none());
        TextDiff eightBit = MASKED.diff(eightBit(left), eightBit(right), Cancellation.none());

        String texts = VisibleText.of(left) + " | " + VisibleText.of(right);
        assertThat(eightBit.identicalAfterMasks()).as(texts).isEqualTo(sevenBit.identicalAfterMasks());
        assertThat(eightBit.classes()).as(texts).isEqualTo(sevenBit.classes());
    }

    @Property(tries = 1000)
    void theRunDetailShowsWhatItShowsOfTheSevenBitForm(@ForAll("lines") String line) {
        RenderedText sevenBit = RENDERED.render(line);
        RenderedText eightBit = RENDERED.render(eightBit(line));

        assertThat(eightBit.text()).as(VisibleText.of(line)).isEqualTo(sevenBit.text().replace("^[[", "<U+009B>"));
        assertThat(eightBit.omitted().redrawnLines()).isEqualTo(sevenBit.omitted().redrawnLines());
    }

    private static String eightBit(String text) {
        return text.replace("\u001B[", "\u009B");
    }

    /**
     * Pieces of progress lines and of the control sequences they hold: colours, erasures of the row (to its end, its
     * start, all of it), the cursor's hide and show, moves up and to other rows, cursor saves and restores. No lone
     * {@code ESC}: {@code ESC} then {@code [} as two pieces is text to both forms, and a lone {@code ESC} is a prefix
     * of {@code ESC[K} but not of {@code CSI K}.
     */
    @Provide
    Arbitrary<String> lines() {
        return Arbitraries.of("\r", "\n", " ", "50%", "1/2", "seed=42", "done", "\u2588", "it/s", "0:01",
                        "\u001B[K", "\u001B[0K", "\u001B[1K", "\u001B[2K", "\u001B[32m", "\u001B[0m", "\u001B[1;31m",
                        "\u001B[?25l", "\u001B[?25h", "\u001B[A", "\u001B[2A", "\u001B[B", "\u001B[2;1H", "\u001B[s",
                        "\u001B[u", "\u001B[3D", "\u001B7", "\u001B8", "[", "K", "2")
                .list().ofMaxSize(10).map(pieces -> String.join("", pieces));
    }
}
