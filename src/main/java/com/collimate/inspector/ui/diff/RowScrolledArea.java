package com.collimate.inspector.ui.diff;

import javafx.scene.Node;
import org.fxmisc.flowless.VirtualFlow;
import org.fxmisc.richtext.CodeArea;
import org.reactfx.value.Val;

import java.util.Optional;

/**
 * A Compare text as {@link ScrollSync} moves it: by a row and its place, which the area's own virtual flow takes
 * exactly ({@code showAtOffset}); RichTextFX offers no such call, so the flow is taken from the area's children.
 */
final class RowScrolledArea implements ScrollSync.Side {
    private final CodeArea area;
    private final VirtualFlow<?, ?> flow;

    RowScrolledArea(CodeArea area) {
        this.area = area;
        this.flow = area.getChildrenUnmodifiable().stream()
                .filter(VirtualFlow.class::isInstance)
                .map(child -> (VirtualFlow<?, ?>) child)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no virtual flow in " + area));
    }

    @Override
    public Val<Double> scrollY() {
        return area.estimatedScrollYProperty();
    }

    @Override
    public RowPlace anchor() {
        RowPlace first = null;
        for (int visible = 0; visible < area.getVisibleParagraphs().size(); visible++) {
            int row = area.visibleParToAllParIndex(visible);
            Optional<Double> y = topOf(row);
            if (y.isPresent() && first == null) {
                first = new RowPlace(row, y.get());
            }
            if (y.isPresent() && y.get() > -RowPlace.SUB_PIXEL) {
                return new RowPlace(row, y.get());
            }
        }
        return first;
    }

    @Override
    public boolean shows(RowPlace place) {
        return topOf(place.row()).map(y -> place.samePlaceAs(new RowPlace(place.row(), y))).orElse(false);
    }

    @Override
    public void show(RowPlace place) {
        flow.showAtOffset(place.row(), place.y());
    }

    private Optional<Double> topOf(int row) {
        return flow.getCellIfVisible(row).map(cell -> ((Node) cell.getNode()).getLayoutY());
    }
}
