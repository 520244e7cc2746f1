package com.collimate.inspector.core.report;

import com.collimate.inspector.core.diff.RunOutputs;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Two texts to show side by side under a title such as "stdout: original vs replay 1". Null text is empty. */
public record ReportDiff(String title, String leftText, String rightText) {

    public ReportDiff {
        Objects.requireNonNull(title, "title");
        leftText = leftText == null ? "" : leftText;
        rightText = rightText == null ? "" : rightText;
    }

    /**
     * The diffs that show how two runs' outputs compare, titled "STREAM: {@code against}": stdout always, stderr and
     * the exit codes when they differ.
     */
    public static List<ReportDiff> ofRuns(RunOutputs left, RunOutputs right, String against) {
        List<ReportDiff> diffs = new ArrayList<>();
        diffs.add(new ReportDiff("stdout: " + against, left.stdout(), right.stdout()));
        if (!Objects.equals(orEmpty(left.stderr()), orEmpty(right.stderr()))) {
            diffs.add(new ReportDiff("stderr: " + against, left.stderr(), right.stderr()));
        }
        if (!Objects.equals(left.exitCode(), right.exitCode())) {
            diffs.add(new ReportDiff("exit_code: " + against, exitCode(left) + "\n", exitCode(right) + "\n"));
        }
        return diffs;
    }

    private static String exitCode(RunOutputs outputs) {
        return outputs.exitCode() == null ? "none" : outputs.exitCode().toString();
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
