package com.collimate.inspector.ui.diff;

import com.collimate.inspector.core.diff.Span;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.fxmisc.richtext.model.StyleSpan;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class VisibleLineProperties {
    @Property(tries = 2000)
    void aLineThatShowsAsItIsGetsTheSameTextAndSpansAsCharByChar(@ForAll("lines") String line,
                                                                    @ForAll("ranges") List<Span> inline,
                                                                    @ForAll("notes") String prefix,
                                                                    @ForAll("notes") String suffix) {
        VisibleLine shortcut = VisibleLine.of(prefix, line, inline, suffix);
        VisibleLine reference = VisibleLine.charByChar(prefix, line, inline, suffix);
        assertThat(shortcut.text()).isEqualTo(reference.text());
        assertThat(spans(shortcut)).isEqualTo(spans(reference));
    }

    @Provide
    Arbitrary<String> lines() {
        // tabs included: they stay tabs outside changed ranges; a control char sends the line char by char
        return Arbitraries.strings().withChars("ab \t\u0007é").ofMaxLength(12);
    }

    @Provide
    Arbitrary<List<Span>> ranges() {
        // in order and not overlapping, as the differ makes them ("its changed ranges, in order"); touching, empty
        // and past the line's end too
        return Arbitraries.integers().between(0, 14).list().ofMaxSize(8).map(ends -> {
            List<Integer> sorted = ends.stream().sorted().toList();
            List<Span> spans = new ArrayList<>();
            for (int i = 0; i + 1 < sorted.size(); i += 2) {
                spans.add(new Span(sorted.get(i), sorted.get(i + 1)));
            }
            return spans;
        });
    }

    @Provide
    Arbitrary<String> notes() {
        return Arbitraries.of("", "… (9 characters before) ", " … (9 more characters)");
    }

    private static List<String> spans(VisibleLine line) {
        List<String> out = new ArrayList<>();
        for (StyleSpan<Collection<String>> span : line.spans()) {
            out.add(span.getStyle() + ":" + span.getLength());
        }
        return out;
    }
}
