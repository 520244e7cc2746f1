package com.collimate.inspector.core.report;

import java.util.Objects;

/** Two texts to show side by side under a title such as "stdout: original vs replay 1". Null text is empty. */
public record ReportDiff(String title, String leftText, String rightText) {

    public ReportDiff {
        Objects.requireNonNull(title, "title");
        leftText = leftText == null ? "" : leftText;
        rightText = rightText == null ? "" : rightText;
    }
}
