package com.collimate.inspector.core.text;

import com.collimate.inspector.core.diff.VisibleText;
import com.collimate.inspector.core.util.AnsiEscapes;
import com.collimate.inspector.core.util.Sizes;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Turns untrusted program output into safe display text. ANSI SGR sequences, with {@code ESC [} or the 8-bit CSI
 * (U+009B) as the Compare window's classes take it, become style classes ({@code ansi-fg-N}, {@code ansi-bg-N},
 * {@code ansi-bold}, …) or, with rendering off, stay visible as {@code ^[[31m} ({@code <U+009B>31m}); other escapes and control characters (NUL, BEL, lone CR, DEL, C1, bidi overrides, zero-width
 * characters) and lone surrogates are shown in their {@link VisibleText#notation} ({@code ^G}, {@code <U+202E>},
 * {@code <U+D800>}) in the {@code ctrl} class; a surrogate pair (an emoji) is never cut in two.
 * Output beyond {@code maxChars} characters (with rendering on, characters that show: runs of escapes that show nothing
 * are read past) is left out, and the tail of lines longer than {@code maxLineChars} with a marker at
 * the cut, so a 20 MB single-line output stays displayable; the {@link Omission} says what is not shown. Neither
 * cut is inside an escape sequence: the part read ends before one that would cross its end. The characters the
 * {@link Omission} and the cut marker count are those a terminal shows ({@link AnsiEscapes#shownChars}: an emoji is
 * one, colour (SGR) sequences, the erase to the line's end, the cursor's hide and show and control strings (a window
 * title, a hyperlink's escapes) are not counted, whether shown as {@code ^[[31m} or not, as the search leaves them
 * out; nor are carriage returns, which show nothing with rendering on, nor a {@code \r\n}'s with it off).
 * With rendering on, a line drawn again after a carriage return (a progress bar's redraws, {@code \r 10%…\r100%…})
 * or a backspace (a spinner's, {@code |\b/\b-}), or with an erase of its start or of all of it ({@code ESC [1K},
 * {@code ESC [2K}), is shown as a terminal leaves it: each draw writes over the one before from the line's start,
 * every character in the colours it was drawn in, and what a shorter draw does not cover stays; an erase in line
 * ({@code ESC [K}, {@code ESC [2K}, as pip's and rich's bars clear before they draw) erases. Each character takes the
 * columns a terminal gives it (a CJK character or an emoji two, a tab to the next multiple of 8; {@link RedrawnLine}).
 * Such a line is read to its end, however far past {@code maxChars}: a bar redrawn for an hour is megabytes, and its
 * last state is what a reader looks for. With rendering off, each {@code \r} shows as {@code ^M} between the draws;
 * with it on, carriage returns that nothing follows on their line ({@code x\r\r\n}) show nothing, as in a terminal.
 * With rendering on, an erase to the line's end ({@code ESC [K}, {@code ESC [0K}) outside a redrawn line is not
 * shown: the cursor is at the end of all that line shows, so it erases nothing, and many programs end their lines
 * with it. Nor are the cursor's hide and show ({@code ESC [?25l}, {@code ESC [?25h}, {@code ESC [?25r}), a save of the
 * cursor ({@code ESC 7}, {@code ESC [s}, {@code ESC [1;40s}: a restore, {@code ESC 8}, is shown as a cursor move) or of
 * DEC private modes ({@code ESC [?1049;25s}: a restore of others than the cursor's visibility is shown) or a control string
 * ({@link AnsiEscapes#controlStringEnd}: an OSC, a window title, a hyperlink's escapes, whose text is shown; a DCS,
 * APC, PM or SOS, {@code ESC P … ESC \}, sixel graphics) that ends. Other cursor sequences stay in their notation. The
 * 8-bit introducers of control strings (U+009D, U+0090, ...) and ST (U+009C) are not taken as escapes: they show as
 * notation. Nor is a sequence not ended within {@link AnsiEscapes#LONGEST_SEQUENCE} characters (one of megabytes):
 * it shows as the text it is ({@code ^[[1;1;1;…}), cut as any long line is, so each Show more shows more of it.
 */
public final class TerminalText {
    public static final String CONTROL = "ctrl";
    public static final String TRUNCATION = "truncation";
    /** The parameters of the erase-in-line sequence ({@code CSI K}) a redrawn line applies rather than shows. */
    private static final Set<String> ERASE_IN_LINE = Set.of("", "0", "1", "2");
    /** The parameters of the erase-in-line sequences that erase before the cursor, which a line then applies. */
    private static final Set<String> ERASES_BEFORE_CURSOR = Set.of("1", "2");
    /**
     * With rendering off, a sequence a terminal shows nothing of ({@link AnsiEscapes#unshownEnd}) shown as text
     * ({@code ^[[31m}, {@code ^[[K}) has this class besides {@link #CONTROL}, so the marks of the runs table's search
     * read past it as the search does.
     */
    public static final String UNSHOWN = "unshown";

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
        private int redrawnLines;
        private boolean atLineStart = true;
        /** The first place at or after the line start last looked from where a line is drawn over, -1: none left. */
        private int nextDrawnOver;

        Renderer(String source) {
            this.src = source;
            int limit = readLimit();
            this.end = beforeSequenceAcross(splitsPair(limit) ? limit - 1 : limit); // never half of a pair either
            this.nextDrawnOver = renderAnsi ? drawnOverAt(0) : -1;
        }

        RenderedText run() {
            int i = 0;
            while (i < end) {
                char c = src.charAt(i);
                int redrawnEnd = atLineStart && renderAnsi ? redrawnLineEnd(i) : -1;
                atLineStart = false;
                if (redrawnEnd >= 0) {
                    i = redrawnLine(i, redrawnEnd);
                } else if (c == '\n') {
                    if (i < src.length() - 1) { // the last one ends the last line, as in an editor: no empty line after
                        emit("\n", sgr.classes());
                    }
                    lineLength = 0;
                    atLineStart = true;
                    i++;
                } else if (showsNothing(i)) { // before the line's limit: no cut for what shows nothing
                    i++;
                } else if (renderAnsi && AnsiEscapes.startsSequence(c) && AnsiEscapes.unshownEnd(src, i, end) > 0) {
                    i = escape(i); // a colour is applied, the rest shows nothing: no cut for them either
                } else if (lineLength >= maxLineChars) {
                    i = skipRestOfLine(i);
                } else if (AnsiEscapes.startsSequence(c)) {
                    i = escape(i);
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
            // the two counts add up: no sequence crosses the end of the part read
            long readShown = shownChars(0, end);
            long sourceShown = readShown + shownChars(end, src.length());
            return new RenderedText(out.toString(), List.copyOf(spans), new Omission(sourceShown, readShown, maxLineChars,
                    cutLines, cutChars, cutToTheEnd && end < src.length(), redrawnLines, 0));
        }

        /**
         * With rendering on, where the first {@code maxChars} characters the counts take ({@link #shownChars}) end:
         * what shows nothing (colour escapes, carriage returns) is read past, so that the part read, and each Show
         * more, shows as many characters more whatever runs of escapes lie between them. With rendering off,
         * {@code maxChars}: every escape is shown as text there, and the text shown is what must stay bounded.
         */
        private int readLimit() {
            if (!renderAnsi) {
                return Math.min(src.length(), maxChars);
            }
            long shown = 0;
            int i = 0;
            while (i < src.length() && shown < maxChars) {
                // one longer than AnsiEscapes.LONGEST_SEQUENCE is none: it counts as the characters it is shown as
                int after = AnsiEscapes.startsSequence(src.charAt(i)) ? AnsiEscapes.unshownEnd(src, i, src.length()) : -1;
                if (after > 0) {
                    i = after;
                } else {
                    shown += showsNothing(i) ? 0 : 1;
                    i += Character.charCount(src.codePointAt(i));
                }
            }
            return i;
        }

        /**
         * The characters of {@code src[from, to)} the counts take ({@link AnsiEscapes#shownChars}), less the carriage
         * returns that show nothing ({@link #showsNothing}: {@code "x" + "\r".repeat(10_000_000)} is one character with
         * rendering on, and reading more of it would show nothing more).
         */
        private long shownChars(int from, int to) {
            long shown = AnsiEscapes.shownChars(src, from, to);
            for (int i = from; i < to; i++) {
                shown -= showsNothing(i) ? 1 : 0;
            }
            return shown;
        }

        /**
         * Whether {@code src[at]} is a carriage return shown as nothing: any with rendering on (outside a redrawn line,
         * only CRs or the line's end follow one), a CRLF's with it off.
         */
        private boolean showsNothing(int at) {
            return src.charAt(at) == '\r' && (renderAnsi || at + 1 < src.length() && src.charAt(at + 1) == '\n');
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

        /**
         * {@code limit}, or the start of the escape sequence that would cross it (the part read would end showing half
         * of it as "^[[3"), also in a line cut before it, so that the counts of the part read and of the rest add up.
         * Only the last ESC or CSI before it can start one, or the one before when that is a control string's ST split
         * by it: none holds another; and none that starts {@link AnsiEscapes#LONGEST_SEQUENCE} or more before it.
         */
        private int beforeSequenceAcross(int limit) {
            int from = Math.max(0, limit - AnsiEscapes.LONGEST_SEQUENCE);
            for (int i = limit - 1; i >= from && limit < src.length(); i--) {
                if (AnsiEscapes.startsSequence(src.charAt(i))) {
                    int after = AnsiEscapes.sequenceEnd(src, i, src.length());
                    if (after > 0) {
                        return after > limit ? i : limit;
                    }
                }
            }
            return limit;
        }

        /** Whether a surrogate pair's halves are either side of {@code at}. */
        private boolean splitsPair(int at) {
            return at > 0 && at < src.length() && Character.isHighSurrogate(src.charAt(at - 1))
                    && Character.isLowSurrogate(src.charAt(at));
        }

        /**
         * The end of the line starting at {@code from} (its '\n', or the end of the source) when a terminal draws
         * over some of it ({@link #drawnOverAt}); else -1.
         */
        private int redrawnLineEnd(int from) {
            if (nextDrawnOver >= 0 && nextDrawnOver < from) {
                nextDrawnOver = drawnOverAt(from); // each line looks from where the last one's search ended
            }
            if (nextDrawnOver < 0) {
                return -1;
            }
            int newline = src.indexOf('\n', from);
            int lineEnd = newline < 0 ? src.length() : newline;
            return nextDrawnOver < lineEnd ? lineEnd : -1;
        }

        /**
         * The first index from {@code from} where a line goes back over what it drew: a {@code \r} that more of the
         * line follows (not a {@code \r\n}), a backspace, or an erase before the cursor ({@code CSI 1K},
         * {@code CSI 2K}); -1 when there is none in the lines the part read has (a 20 MB output is not looked through).
         */
        private int drawnOverAt(int from) {
            int newline = src.indexOf('\n', end);
            int stop = newline < 0 ? src.length() : newline;
            int i = from;
            while (i < stop) {
                char c = src.charAt(i);
                if (c == '\r') {
                    int after = i + 1;
                    while (after < src.length() && src.charAt(after) == '\r') { // a run of them is looked through once
                        after++;
                    }
                    if (after < src.length() && src.charAt(after) != '\n') {
                        return i;
                    }
                    i = after;
                } else if (c == '\b' || AnsiEscapes.startsSequence(c) && erasesBefore(i)) {
                    return i;
                } else {
                    i++;
                }
            }
            return -1;
        }

        private boolean erasesBefore(int esc) {
            int after = AnsiEscapes.csiEnd(src, esc, src.length());
            return after > 0 && src.charAt(after - 1) == 'K' && ERASES_BEFORE_CURSOR.contains(parameters(esc, after));
        }

        /** The parameters of the control sequence {@code src[esc, end)}: "31;1" in {@code ESC [31;1m}. */
        private String parameters(int esc, int end) {
            return src.substring(AnsiEscapes.parametersStart(src, esc), end - 1);
        }

        /**
         * Shows the line {@code [from, lineEnd)} as a terminal leaves it after its redraws (see the class comment and
         * {@link RedrawnLine}): its first {@code maxLineChars} cells, then a cut marker for the rest; returns
         * {@code lineEnd}. A line of megabytes takes one pass and little memory.
         */
        private int redrawnLine(int from, int lineEnd) {
            end = Math.max(end, lineEnd);
            RedrawnLine line = new RedrawnLine(maxLineChars);
            int i = from;
            while (i < lineEnd) {
                char c = src.charAt(i);
                int next = AnsiEscapes.startsSequence(c) ? AnsiEscapes.sequenceEnd(src, i, lineEnd) : -1;
                if (c == '\r') {
                    line.carriageReturn();
                } else if (c == '\t') {
                    line.tab();
                } else if (c == '\b') {
                    line.backspace();
                } else if (next > 0 && src.charAt(next - 1) == 'm') { // a control string ends in BEL or ESC \, never m
                    sgr.apply(parameters(i, next));
                } else if (next > 0 && src.charAt(next - 1) == 'K' && ERASE_IN_LINE.contains(parameters(i, next))) {
                    line.erase(parameters(i, next), sgr.classes());
                } else if (next > 0) {
                    if (AnsiEscapes.unshownEnd(src, i, next) < 0) { // not the cursor's hide and show, nor a control string
                        line.follow(asText(i, next), control());
                    }
                } else if (isPlain(i)) {
                    int codePoint = src.codePointAt(i);
                    line.draw(codePoint, sgr.classes());
                    next = i + Character.charCount(codePoint);
                } else if (VisibleText.isLoneSurrogate(src, i)) {
                    line.drawNotation(notation(i), control()); // a terminal shows U+FFFD in one cell
                } else {
                    line.follow(notation(i), control());
                }
                i = next > 0 ? next : i + 1;
            }
            long cut = line.emitTo(this::emit);
            if (cut > 0) {
                emitCutMarker(cut);
                cutLines++;
                cutChars += cut;
                cutToTheEnd = lineEnd == src.length();
            }
            redrawnLines += line.drawnOver() ? 1 : 0;
            return lineEnd;
        }

        /** Leaves out the rest of a long line, up to its newline or the end of the part read. */
        private int skipRestOfLine(int from) {
            int newline = src.indexOf('\n', from);
            int lineEnd = newline < 0 ? src.length() : newline;
            int stop = Math.min(lineEnd, end);
            // each part is scanned once
            long cutShown = shownChars(from, stop);
            long beyondShown = shownChars(stop, lineEnd);
            emitCutMarker(cutShown + beyondShown);
            cutLines++;
            cutChars += cutShown;
            cutToTheEnd = newline < 0;
            return stop;
        }

        /**
         * Ends a cut line with "… [1,234 more characters on this line]", or, where the rest holds only escapes not
         * counted as characters (shown as {@code ^[[31m} with rendering off), "… [only escapes on the rest of this
         * line]".
         */
        private void emitCutMarker(long cut) {
            emit(cut == 0 ? " … [only escapes on the rest of this line]"
                    : " … [" + Sizes.count(cut, "more character") + " on this line]", List.of(TRUNCATION));
        }

        /** Handles an ESC or 8-bit CSI at {@code i}; returns the index after what it consumed. */
        private int escape(int i) {
            int after = AnsiEscapes.sequenceEnd(src, i, end); // none crosses the end of the part read
            String introducer = VisibleText.notation(src.charAt(i)); // "^[" or "<U+009B>"
            if (after < 0) {
                emit(introducer, control());
                return i + 1;
            }
            boolean isSgr = src.charAt(after - 1) == 'm';
            boolean unshown = AnsiEscapes.unshownEnd(src, i, after) == after;
            if (!renderAnsi) {
                emit(asText(i, after), unshown ? control(UNSHOWN) : control());
            } else if (isSgr) {
                sgr.apply(parameters(i, after));
            } else if (!unshown) { // an erase to the line's end erases nothing here: nothing is drawn after the cursor
                emit(asText(i, after), control());
            }
            return after;
        }

        /** The escape sequence {@code src[from, to)} as the text shows it: "^[[3D", "^[]8;;https://x^[\". */
        private String asText(int from, int to) {
            StringBuilder text = new StringBuilder(to - from + 4);
            for (int k = from; k < to; k++) {
                text.append(isPlain(k) ? String.valueOf(src.charAt(k)) : notation(k));
            }
            return text.toString();
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
