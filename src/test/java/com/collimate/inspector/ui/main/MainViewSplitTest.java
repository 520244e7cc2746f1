package com.collimate.inspector.ui.main;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MainViewSplitTest {
    @Test
    void aSplitAtAnEarlierDefaultOpensAtTheCurrentOneAndADraggedOneIsKept() {
        assertThat(MainView.split(null)).isEqualTo(MainView.DEFAULT_SPLIT);
        assertThat(MainView.split(0.57)).as("the default that cut the verdict chip").isEqualTo(MainView.DEFAULT_SPLIT);
        assertThat(MainView.split(0.6)).isEqualTo(MainView.DEFAULT_SPLIT);
        assertThat(MainView.split(0.45)).as("dragged").isEqualTo(0.45);
    }
}
