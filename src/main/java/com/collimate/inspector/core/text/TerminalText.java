package com.collimate.inspector.core.text;

import com.collimate.inspector.core.diff.VisibleText;
import com.collimate.inspector.core.util.AnsiEscapes;
import com.collimate.inspector.core.util.Sizes;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * Turns untrusted program output into safe display text. ANSI SGR sequences, with {@code ESC [} or the 8-bit CSI
 * (U+009B) as the Compare window's classes take it, become style classes ({@code ansi-fg-N}, {@code ansi-bg-N},
 * {@code ansi-bold}, …) or, with rendering off, stay visible as {@code ^[[31m} ({@code <U+009B>31m}); other escapes and control characters (NUL, BEL, lone CR, DEL, C1, bidi overrides, zero-width
 * characters) and lone surrogates are shown in their {@link VisibleText#notation} ({@code ^G}, {@code <U+202E>},
 * {@code <U+D800>}) in the {@code ctrl} class; a surrogate pair (an emoji) is never cut in two.
 * Output beyond {@code maxChars} is left out, and the tail of lines longer than {@code maxLineChars} with a marker at
 * the cut, so a 20 MB single-line output stays displayable; the {@link Omission} says what is not shown. Neither
 * cut is inside an escape sequence: the part read ends before one that would cross its end. The characters the
 * {@link Omission} and the cut marker count are those a terminal shows ({@link AnsiEscapes#shownChars}: an emoji is
 * one, colour (SGR) sequences are not counted, whether shown as {@code ^[[31m} or rendered, as the search leaves
 * them out).
 */
public final class TerminalText {
    public static final String CONTROL = "ctrl";
    public static final String TRUNCATION = "truncation";
    /** How far past the part read an escape sequence that starts in it is looked for, to end the part before it. */
    private static final int SEQUENCE_LOOKAHEAD = 256;
    /**
     * With rendering off, an SGR sequence shown as text ({@code ^[[31m}) has this class besides {@link #CONTROL}: a
     * terminal would not show it, so the marks of the runs table's search read past it as the search does.
     */
    public static final String SGR = "sgr";

    private final boolean renderAnsi;
    private final int maxChars;
    private final int maxLineChars;

    public TerminalText(boolean renderAnsi, int maxChars, int maxLineChars) {
        this.renderAnsi = renderAnsi;
        this.maxChars = maxChars;
        this.maxLineChars = maxLineChars;
    }

    public RenderedText render(String source) {
        return new Renderer(source).run();
    }

    private final class Renderer {
        private final String src;
        /** Where the part read ends: {@code maxChars}, or before an escape sequence that would cross it. */
        private int end;
        private final StringBuilder out = new StringBuilder();
        private final List<StyleRun> spans = new ArrayList<>();
        private Collection<String> spanStyle = List.of();
        private int spanLength;
        private final SgrState sgr = new SgrState();
        private int lineLength;
        private int cutLines;
        private long cutChars;
        /** The last line was cut and runs to the end of the source. */
        private boolean cutToTheEnd;

        Renderer(String source) {
            this.src = source;
            int limit = Math.min(source.length(), maxChars);
            this.end = splitsPair(limit) ? limit - 1 : limit; // never half of a pair: it would show as a lone one
        }

        RenderedText run() {
            int i = 0;
            while (i < end) {
                char c = src.charAt(i);
                if (c == '\n') {
                    if (i < src.length() - 1) { // the last one ends the last line, as in an editor: no empty line after
                        emit("\n", sgr.classes());
                    }
                    lineLength = 0;
                    i++;
                } else if (lineLength >= maxLineChars) {
                    i = skipRestOfLine(i);
                } else if (AnsiEscapes.startsSequence(c)) {
                    i = escape(i);
                } else if (c == '\r' && i + 1 < src.length() && src.charAt(i + 1) == '\n') {
                    i++;
                } else if (c == '\t') {
                    emit("\t", sgr.classes());
                    i++;
                } else if (!isPlain(i)) {
                    emit(notation(i), control());
                    i++;
                } else {
                    int stop = i + Character.charCount(src.codePointAt(i));
                    int taken = 1;
                    while (stop < end && isPlain(stop) && lineLength + taken < maxLineChars) {
                        stop += Character.charCount(src.codePointAt(stop)); // a pair goes whole: it is one character
                        taken++;
                    }
                    emit(src.substring(i, stop), sgr.classes());
                    i = stop;
                }
            }
            flush();
            // no sequence crosses the end of the part read, so the two counts add up
            long readShown = AnsiEscapes.shownChars(src, 0, end);
            long sourceShown = readShown + AnsiEscapes.shownChars(src, end, src.length());
            return new RenderedText(out.toString(), List.copyOf(spans), new Omission(sourceShown, readShown, maxLineChars,
                    cutLines, cutChars, cutToTheEnd && end < src.length()));
        }

        private boolean isPlain(int at) {
            char c = src.charAt(at);
            return c >= 0x20 && VisibleText.notationLength(c) == 0 && !VisibleText.isLoneSurrogate(src, at);
        }

        /** "^G", "<U+202E>", or for a lone surrogate, which a font draws as an empty box, "<U+D800>". */
        private String notation(int at) {
            char c = src.charAt(at);
            String notation = VisibleText.notation(c);
            return notation != null ? notation : VisibleText.loneSurrogateNotation(c);
        }

        /** Whether a surrogate pair's halves are either side of {@code at}. */
        private boolean splitsPair(int at) {
            return at > 0 && at < src.length() && Character.isHighSurrogate(src.charAt(at - 1))
                    && Character.isLowSurrogate(src.charAt(at));
        }

        /** Leaves out the rest of a long line, up to its newline or the end of the part read. */
        private int skipRestOfLine(int from) {
            int newline = src.indexOf('\n', from);
            int lineEnd = newline < 0 ? src.length() : newline;
            int stop = Math.min(lineEnd, end);
            // each part is scanned once: no sequence crosses the end of the part read
            long cutShown = AnsiEscapes.shownChars(src, from, stop);
            long beyondShown = AnsiEscapes.shownChars(src, stop, lineEnd);
            emit(" … [" + Sizes.count(cutShown + beyondShown, "more character") + " on this line]", List.of(TRUNCATION));
            cutLines++;
            cutChars += cutShown;
            cutToTheEnd = newline < 0;
            return stop;
        }

        /** Handles an ESC or 8-bit CSI at {@code i}; returns the index after what it consumed. */
        private int escape(int i) {
            int after = AnsiEscapes.csiEnd(src, i, end);
            if (after < 0 && end < src.length()
                    && AnsiEscapes.csiEnd(src, i, Math.min(src.length(), end + SEQUENCE_LOOKAHEAD)) > end) {
                // the part read would end inside the sequence, showing half of it as "^[[3": it ends before it
                end = i;
                return i;
            }
            String introducer = VisibleText.notation(src.charAt(i)); // "^[" or "<U+009B>"
            if (after < 0) {
                emit(introducer, control());
                return i + 1;
            }
            boolean isSgr = src.charAt(after - 1) == 'm';
            if (renderAnsi && isSgr) {
                sgr.apply(src.substring(AnsiEscapes.parametersStart(src, i), after - 1));
            } else {
                emit(introducer + src.substring(i + 1, after), isSgr ? control(SGR) : control());
            }
            return after;
        }

        private Collection<String> control(String... more) {
            TreeSet<String> classes = new TreeSet<>(sgr.classes());
            classes.add(CONTROL);
            classes.addAll(List.of(more));
            return List.copyOf(classes);
        }

        private void emit(String text, Collection<String> style) {
            out.append(text);
            if (text.indexOf('\n') < 0) {
                lineLength += text.codePointCount(0, text.length());
            }
            if (style.equals(spanStyle)) {
                spanLength += text.length();
                return;
            }
            flush();
            spanStyle = style;
            spanLength = text.length();
        }

        private void flush() {
            if (spanLength > 0) {
                spans.add(new StyleRun(spanStyle, spanLength));
                spanLength = 0;
            }
        }
    }
}
