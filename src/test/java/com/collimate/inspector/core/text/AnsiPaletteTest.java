package com.collimate.inspector.core.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AnsiPaletteTest {
    @Test
    void basicIndicesAreThemselves() {
        for (int i = 0; i < 16; i++) {
            assertThat(AnsiPalette.fromIndex(i)).isEqualTo(i);
        }
    }

    @Test
    void cubeAndGreyRampTakeTheNearestBasicColour() {
        assertThat(AnsiPalette.fromIndex(16)).as("cube black").isEqualTo(0);
        assertThat(AnsiPalette.fromIndex(196)).as("cube red").isEqualTo(9);
        assertThat(AnsiPalette.fromIndex(46)).as("cube green").isEqualTo(10);
        assertThat(AnsiPalette.fromIndex(21)).as("cube blue").isEqualTo(4);
        assertThat(AnsiPalette.fromIndex(208)).as("orange").isEqualTo(3);
        assertThat(AnsiPalette.fromIndex(232)).as("darkest grey").isEqualTo(0);
        assertThat(AnsiPalette.fromIndex(244)).as("mid grey").isEqualTo(8);
        assertThat(AnsiPalette.fromIndex(255)).as("lightest grey").isEqualTo(7);
    }

    @Test
    void rgbTakesTheNearestBasicColour() {
        assertThat(AnsiPalette.fromRgb(0, 0, 0)).isEqualTo(0);
        assertThat(AnsiPalette.fromRgb(255, 255, 255)).isEqualTo(15);
        assertThat(AnsiPalette.fromRgb(200, 10, 10)).isEqualTo(1);
        assertThat(AnsiPalette.fromRgb(90, 90, 250)).isEqualTo(12);
    }

    @Test
    void outOfRangeValuesHaveNoColour() {
        assertThat(AnsiPalette.fromIndex(-1)).isEqualTo(-1);
        assertThat(AnsiPalette.fromIndex(256)).isEqualTo(-1);
        assertThat(AnsiPalette.fromRgb(256, 0, 0)).isEqualTo(-1);
        assertThat(AnsiPalette.fromRgb(0, -1, 0)).isEqualTo(-1);
    }
}
