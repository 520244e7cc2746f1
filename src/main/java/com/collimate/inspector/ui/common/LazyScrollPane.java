package com.collimate.inspector.ui.common;

import javafx.geometry.Orientation;
import javafx.scene.control.ScrollBar;
import javafx.scene.layout.Region;
import org.fxmisc.flowless.Virtualized;
import org.reactfx.value.Var;

/**
 * A Flowless area with a vertical and a horizontal scroll bar, each shown only when the area's content does not fit
 * that way. The bars follow the area's size estimates once per layout: Flowless changes an estimate for each cell it
 * lays out and reading one walks all the cells the area holds, so bars bound to them (as Flowless' own
 * {@code VirtualizedScrollPane}'s are) made a far jump's layout quadratic in the cells of a screen. Moving a bar
 * scrolls the area at once.
 * <p>
 * A bar's value is the area's scroll offset in pixels (0 to the content's length less the viewport's); its visible
 * amount keeps the thumb's share of the track the viewport's share of the content. The bars are named after the area
 * ({@code #diffLeftVerticalBar} for {@code #diffLeft}).
 */
public final class LazyScrollPane<V extends Region & Virtualized> extends Region {
    /** Pixels an arrow or a unit step of a bar scrolls. */
    private static final double UNIT_STEP = 16;

    private final V content;
    private final ScrollBar horizontal = bar(Orientation.HORIZONTAL);
    private final ScrollBar vertical = bar(Orientation.VERTICAL);
    private final OncePerLayout followContent;
    private boolean following;

    public LazyScrollPane(V content) {
        this.content = content;
        followContent = new OncePerLayout(this, this::followContent);
        scrollOnMove(horizontal, content.estimatedScrollXProperty());
        scrollOnMove(vertical, content.estimatedScrollYProperty());
        content.estimatedScrollXProperty().observeInvalidations(old -> followContent.ask());
        content.estimatedScrollYProperty().observeInvalidations(old -> followContent.ask());
        content.totalWidthEstimateProperty().observeInvalidations(old -> followContent.ask());
        content.totalHeightEstimateProperty().observeInvalidations(old -> followContent.ask());
        if (content.getId() != null) {
            horizontal.setId(content.getId() + "HorizontalBar");
            vertical.setId(content.getId() + "VerticalBar");
        }
        getChildren().addAll(content, horizontal, vertical);
    }

    private static ScrollBar bar(Orientation orientation) {
        ScrollBar bar = new ScrollBar();
        bar.setOrientation(orientation);
        bar.setManaged(false);
        bar.setVisible(false);
        bar.setUnitIncrement(UNIT_STEP);
        bar.blockIncrementProperty().bind(bar.visibleAmountProperty());
        return bar;
    }

    private void scrollOnMove(ScrollBar bar, Var<Double> offset) {
        bar.valueProperty().addListener((obs, old, value) -> {
            if (!following) {
                offset.setValue(value.doubleValue());
            }
        });
    }

    /** Sets the bars to the area's estimates, and shows those needed; laid out again at once if that changed. */
    private void followContent() {
        double totalWidth = content.totalWidthEstimateProperty().getOrElse(0.0);
        double totalHeight = content.totalHeightEstimateProperty().getOrElse(0.0);
        double width = getWidth();
        double height = getHeight();
        boolean tooWide = totalWidth > width;
        boolean tooTall = totalHeight > height;
        // A bar shown takes room from the other way, which may then need its bar too.
        boolean showVertical = tooTall || tooWide && totalHeight > height - horizontal.prefHeight(-1);
        boolean showHorizontal = tooWide || tooTall && totalWidth > width - vertical.prefWidth(-1);
        following = true;
        try {
            follow(horizontal, totalWidth, content.getWidth(), content.estimatedScrollXProperty().getOrElse(0.0));
            follow(vertical, totalHeight, content.getHeight(), content.estimatedScrollYProperty().getOrElse(0.0));
        } finally {
            following = false;
        }
        if (showHorizontal != horizontal.isVisible() || showVertical != vertical.isVisible()) {
            horizontal.setVisible(showHorizontal);
            vertical.setVisible(showVertical);
            requestLayout();
            layout();
        }
    }

    private static void follow(ScrollBar bar, double total, double viewport, double offset) {
        double range = Math.max(total - viewport, 0);
        bar.setMax(range);
        bar.setVisibleAmount(total > 0 ? viewport / total * range : 0);
        bar.setValue(Math.max(0, Math.min(offset, range)));
    }

    @Override
    protected void layoutChildren() {
        double width = snapSizeX(getWidth());
        double height = snapSizeY(getHeight());
        double barWidth = vertical.isVisible() ? snapSizeX(vertical.prefWidth(-1)) : 0;
        double barHeight = horizontal.isVisible() ? snapSizeY(horizontal.prefHeight(-1)) : 0;
        double viewWidth = width - barWidth;
        double viewHeight = height - barHeight;
        content.resizeRelocate(0, 0, viewWidth, viewHeight);
        if (vertical.isVisible()) {
            vertical.resizeRelocate(viewWidth, 0, barWidth, viewHeight);
        }
        if (horizontal.isVisible()) {
            horizontal.resizeRelocate(0, viewHeight, viewWidth, barHeight);
        }
        followContent.ask(); // the viewport may have changed
    }

    @Override
    protected double computeMinWidth(double height) {
        return vertical.minWidth(-1);
    }

    @Override
    protected double computeMinHeight(double width) {
        return horizontal.minHeight(-1);
    }
}
