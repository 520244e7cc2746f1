package com.collimate.inspector.ui.diff;

import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;

import java.util.List;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;

/**
 * A thin bar beside the diff showing where the changes are over the whole document; a click jumps there.
 * Marks closer than a pixel are merged, so any number of changes costs at most one node per pixel row. The current
 * change's mark is drawn again over them, wider and in its own style. A document shorter than the ruler is mapped onto
 * its own height, so each mark sits beside its lines: stretched over the whole ruler, a one-line diff's mark filled it.
 */
public final class OverviewRuler extends Pane {
    private List<RulerMark> marks = List.of();
    private int current = -1;
    private double documentHeight = Double.POSITIVE_INFINITY;
    private Region currentMark;
    private IntConsumer jumpToRow = row -> { };
    private DoubleConsumer jumpToFraction = fraction -> { };

    public OverviewRuler() {
        getStyleClass().add("overview-ruler");
        setOnMouseClicked(event -> jump(event.getY()));
        heightProperty().addListener((obs, old, height) -> rebuild());
    }

    public void setOnJump(IntConsumer toRow, DoubleConsumer toFraction) {
        this.jumpToRow = toRow;
        this.jumpToFraction = toFraction;
    }

    /** Shows {@code newMarks}; the one at index {@code currentIndex} is the current change (-1: none). */
    public void setMarks(List<RulerMark> newMarks, int currentIndex) {
        marks = List.copyOf(newMarks);
        current = currentIndex;
        rebuild();
    }

    /**
     * How tall the document is drawn, in pixels; 0 (not laid out yet) for as tall as the ruler. The marks are redrawn
     * only when that moves them: a wrapped text's height is an estimate that changes as it scrolls.
     */
    public void setDocumentHeight(double pixels) {
        double span = span();
        documentHeight = pixels > 0 ? pixels : Double.POSITIVE_INFINITY;
        if (span() != span) {
            rebuild();
        }
    }

    /** The height the document's lines are mapped onto: the ruler's, or the document's when that is shorter. */
    private double span() {
        return Math.min(getHeight(), documentHeight);
    }

    /** Emphasises mark {@code index} (-1: none); the other marks stay as they are. */
    public void setCurrent(int index) {
        if (index != current) {
            current = index;
            showCurrent();
        }
    }

    private void jump(double y) {
        double height = Math.max(1, span());
        double slack = 3 / height;
        double at = Math.min(1, y / height);
        for (RulerMark mark : marks) {
            if (at >= mark.from() - slack && at <= mark.to() + slack) {
                jumpToRow.accept(mark.row());
                return;
            }
        }
        jumpToFraction.accept(at);
    }

    private void rebuild() {
        double height = span();
        getChildren().clear();
        if (height <= 0) {
            return;
        }
        double runStart = -1;
        double runEnd = -1;
        for (RulerMark mark : marks) {
            double top = Math.floor(mark.from() * height);
            double bottom = Math.max(top + 2, Math.ceil(mark.to() * height));
            if (runStart >= 0 && top <= runEnd + 1) {
                runEnd = Math.max(runEnd, bottom);
                continue;
            }
            if (runStart >= 0) {
                addMark(runStart, runEnd);
            }
            runStart = top;
            runEnd = bottom;
        }
        if (runStart >= 0) {
            addMark(runStart, runEnd);
        }
        showCurrent();
    }

    private void showCurrent() {
        getChildren().remove(currentMark);
        currentMark = null;
        double height = span();
        if (height <= 0 || current < 0 || current >= marks.size()) {
            return;
        }
        RulerMark mark = marks.get(current);
        double top = Math.floor(mark.from() * height) - 1;
        currentMark = mark(DiffStyles.RULER_CURRENT, 0, top, getWidth(), Math.max(top + 4, Math.ceil(mark.to()
                * height) + 1));
        currentMark.setId("currentRulerMark");
    }

    private void addMark(double top, double bottom) {
        mark(DiffStyles.RULER_MARK, 2, top, Math.max(2, getWidth() - 4), bottom);
    }

    private Region mark(String style, double x, double top, double width, double bottom) {
        Region mark = new Region();
        mark.getStyleClass().add(style);
        mark.setMouseTransparent(true);
        double y = Math.max(0, Math.min(top, getHeight() - 2));
        mark.resizeRelocate(x, y, width, Math.max(2, bottom - y));
        mark.setManaged(false);
        getChildren().add(mark);
        return mark;
    }
}
