package com.collimate.inspector.ui.testing;

import com.sun.javafx.scene.input.DragboardHelper;
import com.sun.javafx.tk.TKClipboard;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.image.Image;
import javafx.scene.input.DataFormat;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.util.Pair;

import java.io.File;
import java.security.AccessControlContext;
import java.util.List;
import java.util.Set;

/**
 * Drops files onto a node the way the OS does: DRAG_OVER then DRAG_DROPPED with a dragboard holding the files.
 * The headless robot cannot start a native drag, so the events are built here. FX thread.
 */
public final class FileDrops {
    private FileDrops() {
    }

    /** Returns whether the target accepted the drop. */
    public static boolean drop(Node target, List<File> files) {
        Dragboard dragboard = dragboardWith(files);
        DragEvent over = event(target, DragEvent.DRAG_OVER, dragboard);
        Event.fireEvent(target, over);
        DragEvent dropped = event(target, DragEvent.DRAG_DROPPED, dragboard);
        Event.fireEvent(target, dropped);
        return over.isAccepted();
    }

    private static DragEvent event(Node target, javafx.event.EventType<DragEvent> type, Dragboard dragboard) {
        return new DragEvent(target, target, type, dragboard, 10, 10, 10, 10, TransferMode.COPY, null, target, null);
    }

    private static Dragboard dragboardWith(List<File> files) {
        try {
            Class.forName(Dragboard.class.getName(), true, Dragboard.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
        return DragboardHelper.createDragboard(new FilesClipboard(files));
    }

    @SuppressWarnings("removal")
    private record FilesClipboard(List<File> files) implements TKClipboard {
        @Override
        public void setSecurityContext(AccessControlContext context) {
        }

        @Override
        public Set<DataFormat> getContentTypes() {
            return Set.of(DataFormat.FILES);
        }

        @SafeVarargs
        @Override
        public final boolean putContent(Pair<DataFormat, Object>... content) {
            return false;
        }

        @Override
        public Object getContent(DataFormat format) {
            return format == DataFormat.FILES ? files : null;
        }

        @Override
        public boolean hasContent(DataFormat format) {
            return format == DataFormat.FILES;
        }

        @Override
        public Set<TransferMode> getTransferModes() {
            return Set.of(TransferMode.COPY);
        }

        @Override
        public void setDragView(Image image) {
        }

        @Override
        public void setDragViewOffsetX(double offset) {
        }

        @Override
        public void setDragViewOffsetY(double offset) {
        }

        @Override
        public Image getDragView() {
            return null;
        }

        @Override
        public double getDragViewOffsetX() {
            return 0;
        }

        @Override
        public double getDragViewOffsetY() {
            return 0;
        }
    }
}
