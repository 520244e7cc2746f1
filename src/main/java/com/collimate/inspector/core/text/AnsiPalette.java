package com.collimate.inspector.core.text;

/**
 * Maps the xterm 256-colour indices and 24-bit colours that programs print ({@code ESC[38;5;208m},
 * {@code ESC[38;2;255;135;0m}) to the nearest of the 16 basic colours, which the themes define so that output stays
 * readable on the light and the dark background alike.
 */
final class AnsiPalette {
    /** xterm's default RGB values of the 16 basic colours, the reference for "nearest". */
    private static final int[] BASIC = {
        0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
        0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
    };
    private static final int[] CUBE_LEVELS = {0, 95, 135, 175, 215, 255};

    private AnsiPalette() {
    }

    /** The basic colour (0–15) for a 256-colour index; -1 when the index is out of range. */
    static int fromIndex(int index) {
        if (index < 0 || index > 255) {
            return -1;
        }
        if (index < 16) {
            return index;
        }
        if (index >= 232) {
            int grey = 8 + 10 * (index - 232);
            return nearest(grey, grey, grey);
        }
        int cube = index - 16;
        return nearest(CUBE_LEVELS[cube / 36], CUBE_LEVELS[cube / 6 % 6], CUBE_LEVELS[cube % 6]);
    }

    /** The basic colour (0–15) nearest to an RGB colour; -1 when a component is out of 0–255. */
    static int fromRgb(int red, int green, int blue) {
        if ((red | green | blue) < 0 || red > 255 || green > 255 || blue > 255) {
            return -1;
        }
        return nearest(red, green, blue);
    }

    private static int nearest(int red, int green, int blue) {
        int best = 0;
        long bestDistance = Long.MAX_VALUE;
        for (int i = 0; i < BASIC.length; i++) {
            long dr = red - (BASIC[i] >> 16);
            long dg = green - (BASIC[i] >> 8 & 0xff);
            long db = blue - (BASIC[i] & 0xff);
            long distance = dr * dr + dg * dg + db * db;
            if (distance < bestDistance) {
                best = i;
                bestDistance = distance;
            }
        }
        return best;
    }
}
