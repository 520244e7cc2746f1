package com.collimate.inspector.core.text;

import com.collimate.inspector.core.diff.VisibleText;
import com.collimate.inspector.core.util.AnsiEscapes;
import com.collimate.inspector.core.util.Sizes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * Turns untrusted program output into safe display text. ANSI SGR sequences become style classes
 * ({@code ansi-fg-N}, {@code ansi-bg-N}, {@code ansi-bold}, …) or, with rendering off, stay visible as
 * {@code ^[[31m}; other escapes and control characters (NUL, BEL, lone CR, DEL, C1, bidi overrides, zero-width
 * characters) and lone surrogates are shown in their {@link VisibleText#notation} ({@code ^G}, {@code <U+202E>},
 * {@code <U+D800>}) in the {@code ctrl} class; a surrogate pair (an emoji) is never cut in two.
 * Output beyond {@code maxChars} is left out, and the tail of lines longer than {@code maxLineChars} with a marker at
 * the cut, so a 20 MB single-line output stays displayable; the {@link Omission} says what is not shown. Neither
 * cut is inside an escape sequence: the part read ends before one that would cross its end. The characters the
 * {@link Omission} and the cut marker count are those a terminal shows: colour (SGR) sequences are not counted,
 * whether shown as {@code ^[[31m} or rendered, as the search leaves them out.
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
                } else if (c == AnsiEscapes.ESC) {
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
                    int stop = i + 1;
                    while (stop < end && isPlain(stop) && lineLength + (stop - i) < maxLineChars) {
                        stop++;
                    }
                    if (stop < end && splitsPair(stop)) {
                        stop++; // the line limit falls inside a pair: it goes whole, one character over the limit
                    }
                    emit(src.substring(i, stop), sgr.classes());
                    i = stop;
                }
            }
            flush();
            // no sequence crosses the end of the part read, so the two counts add up
            long readShown = end - AnsiEscapes.sgrChars(src, 0, end);
            long sourceShown = readShown + (src.length() - end) - AnsiEscapes.sgrChars(src, end, src.length());
            return new RenderedText(out.toString(), List.copyOf(spans), new Omission(sourceShown, readShown, maxLineChars,
                    cutLines, cutChars, cutToTheEnd && end < src.length()));
        }

        private boolean isPlain(int at) {
            char c = src.charAt(at);
            return c >= 0x20 && c != 0x7F && (c < 0x80 || c > 0x9F) && !VisibleText.isInvisibleControl(c)
                    && !VisibleText.isLoneSurrogate(src, at);
        }

        /** "^G", "<U+202E>", or for a lone surrogate, which a font draws as an empty box, "<U+D800>". */
        private String notation(int at) {
            char c = src.charAt(at);
            String notation = VisibleText.notation(c);
            return notation != null ? notation : String.format("<U+%04X>", (int) c);
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
            long cutShown = stop - from - AnsiEscapes.sgrChars(src, from, stop);
            long beyondShown = lineEnd - stop - AnsiEscapes.sgrChars(src, stop, lineEnd);
            emit(" … [" + Sizes.count(cutShown + beyondShown) + " more characters on this line]", List.of(TRUNCATION));
            cutLines++;
            cutChars += cutShown;
            cutToTheEnd = newline < 0;
            return stop;
        }

        /** Handles an ESC at {@code i}; returns the index after what it consumed. */
        private int escape(int i) {
            int after = AnsiEscapes.csiEnd(src, i, end);
            if (after < 0 && end < src.length()
                    && AnsiEscapes.csiEnd(src, i, Math.min(src.length(), end + SEQUENCE_LOOKAHEAD)) > end) {
                // the part read would end inside the sequence, showing half of it as "^[[3": it ends before it
                end = i;
                return i;
            }
            if (after < 0) {
                emit(VisibleText.notation(AnsiEscapes.ESC), control());
                return i + 1;
            }
            boolean isSgr = src.charAt(after - 1) == 'm';
            if (renderAnsi && isSgr) {
                sgr.apply(src.substring(i + 2, after - 1));
            } else {
                emit(VisibleText.notation(AnsiEscapes.ESC) + src.substring(i + 1, after),
                        isSgr ? control(SGR) : control());
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
                lineLength += text.length();
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

    /**
     * Current SGR attributes. 256-colour indices and RGB colours map to the nearest basic colour
     * ({@link AnsiPalette}); reverse video swaps the two, using the area's own colours where one is the default.
     */
    private static final class SgrState {
        private int foreground = -1;
        private int background = -1;
        private boolean bold;
        private boolean dim;
        private boolean italic;
        private boolean underline;
        private boolean reverse;
        private boolean strikethrough;
        private Collection<String> cached = List.of();
        private boolean dirty;

        void apply(String parameters) {
            String[] groups = parameters.isEmpty() ? new String[] {"0"} : parameters.split(";", -1);
            for (int k = 0; k < groups.length; k++) {
                String[] sub = groups[k].split(":", -1);
                int code = parse(sub[0]);
                switch (code) {
                    case 0 -> reset();
                    case 1 -> bold = true;
                    case 2 -> dim = true;
                    case 3 -> italic = true;
                    case 4 -> underline = sub.length == 1 || parse(sub[1]) != 0;
                    case 7 -> reverse = true;
                    case 9 -> strikethrough = true;
                    case 22 -> { bold = false; dim = false; }
                    case 23 -> italic = false;
                    case 24 -> underline = false;
                    case 27 -> reverse = false;
                    case 29 -> strikethrough = false;
                    case 39 -> foreground = -1;
                    case 49 -> background = -1;
                    case 38, 48 -> k = extendedColour(groups, k, sub, code == 38);
                    default -> basicColour(code);
                }
            }
            dirty = true;
        }

        private void basicColour(int code) {
            if (code >= 30 && code <= 37) {
                foreground = code - 30;
            } else if (code >= 90 && code <= 97) {
                foreground = code - 90 + 8;
            } else if (code >= 40 && code <= 47) {
                background = code - 40;
            } else if (code >= 100 && code <= 107) {
                background = code - 100 + 8;
            }
        }

        /**
         * {@code 38;5;n} / {@code 38;2;r;g;b}, or the colon forms {@code 38:5:n}, {@code 38:2:r:g:b} and
         * {@code 38:2:id:r:g:b}; returns the index of the last group consumed.
         */
        private int extendedColour(String[] groups, int k, String[] sub, boolean isForeground) {
            String[] params;
            int last;
            if (sub.length > 1) {
                params = Arrays.copyOfRange(sub, 1, sub.length);
                last = k;
            } else {
                params = Arrays.copyOfRange(groups, k + 1, groups.length);
                int mode = params.length > 0 ? parse(params[0]) : -1;
                last = k + Math.min(params.length, mode == 5 ? 2 : mode == 2 ? 4 : 0);
            }
            int colour = -1;
            if (params.length >= 2 && parse(params[0]) == 5) {
                colour = AnsiPalette.fromIndex(parse(params[1]));
            } else if (params.length >= 4 && parse(params[0]) == 2) {
                int rgb = sub.length > 1 && params.length >= 5 ? params.length - 3 : 1;
                colour = AnsiPalette.fromRgb(parse(params[rgb]), parse(params[rgb + 1]), parse(params[rgb + 2]));
            }
            if (isForeground) {
                foreground = colour;
            } else {
                background = colour;
            }
            return last;
        }

        private void reset() {
            foreground = -1;
            background = -1;
            bold = false;
            dim = false;
            italic = false;
            underline = false;
            reverse = false;
            strikethrough = false;
        }

        private static int parse(String code) {
            if (code.isEmpty()) {
                return 0;
            }
            try {
                return Integer.parseInt(code);
            } catch (NumberFormatException e) {
                return -1;
            }
        }

        /**
         * The text colour for a background with the default foreground, which would be dark on black in the light
         * theme and light on white in the dark theme. Grouped by how dark the themes draw the basic colour: black and
         * grey are dark in both, bright blue, magenta, cyan and white are light enough for dark text in both, and the
         * other colours are drawn dark in the light theme and light in the dark one, so that the theme's own
         * background colour reads on them.
         */
        private static String contrastClass(int background) {
            return switch (background) {
                case 0, 8 -> "ansi-fg-on-dark";
                case 12, 13, 14, 15 -> "ansi-fg-on-light";
                default -> "ansi-fg-on-colour";
            };
        }

        Collection<String> classes() {
            if (dirty) {
                TreeSet<String> classes = new TreeSet<>();
                int shownForeground = reverse ? background : foreground;
                int shownBackground = reverse ? foreground : background;
                if (shownForeground >= 0) {
                    classes.add("ansi-fg-" + shownForeground);
                } else if (reverse) {
                    classes.add("ansi-fg-inverse");
                }
                if (shownBackground >= 0) {
                    classes.add("ansi-bg-" + shownBackground);
                    if (shownForeground < 0 && !reverse) {
                        classes.add(contrastClass(shownBackground));
                    }
                } else if (reverse) {
                    classes.add("ansi-bg-inverse");
                }
                if (bold) {
                    classes.add("ansi-bold");
                }
                if (dim) {
                    classes.add("ansi-dim");
                }
                if (italic) {
                    classes.add("ansi-italic");
                }
                if (underline) {
                    classes.add("ansi-underline");
                }
                if (strikethrough) {
                    classes.add("ansi-strikethrough");
                }
                cached = classes.isEmpty() ? List.of() : List.copyOf(classes);
                dirty = false;
            }
            return cached;
        }
    }
}
