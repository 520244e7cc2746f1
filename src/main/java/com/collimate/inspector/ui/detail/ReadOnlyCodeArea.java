package com.collimate.inspector.ui.detail;

import com.collimate.inspector.ui.common.FocusTraversal;
import org.fxmisc.richtext.CodeArea;

/** A code area that shows a text of the run: read-only, and Tab moves the focus on instead of staying in it. */
public final class ReadOnlyCodeArea extends CodeArea {
    public ReadOnlyCodeArea() {
        setEditable(false);
        FocusTraversal.leaveOnTab(this);
    }
}
