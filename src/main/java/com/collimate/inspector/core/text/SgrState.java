package com.collimate.inspector.core.text;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * The attributes the SGR sequences read so far have set, for {@link TerminalText}: colours, bold, italic, … as the
 * style classes of the text that follows. 256-colour indices and RGB colours map to the nearest basic colour
 * ({@link AnsiPalette}); reverse video swaps the two, using the area's own colours where one is the default.
 */
final class SgrState {
    /** The groups after 38 or 48 that the longest colour of the semicolon form takes: {@code 2;r;g;b}. */
    private static final int RGB_GROUPS = 4;
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
            // only the groups the colour can take: copying all that follow, for each 38 of "38;38;…", is quadratic
            params = Arrays.copyOfRange(groups, k + 1, Math.min(groups.length, k + 1 + RGB_GROUPS));
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
