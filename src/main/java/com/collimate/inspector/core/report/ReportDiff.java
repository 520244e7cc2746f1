package com.collimate.inspector.core.report;

import com.collimate.inspector.core.diff.RunComparison;
import com.collimate.inspector.core.diff.RunOutputs;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.util.Cancellation;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Two texts to show side by side under a title such as "stdout: original vs replay 1". Null text is empty.
 *
 * @param compared the two texts' diff when it was computed already (to name the run's classes), else null
 */
public record ReportDiff(String title, String leftText, String rightText, TextDiff compared) {
    /**
     * Up to this many chars of two texts together their comparison is kept: a diff holds several times its texts, and
     * an export of every shown run kept them all, so a big pair is compared again when its page is written instead.
     */
    static final int KEPT_DIFF_CHARS = 1 << 20;

    public ReportDiff {
        Objects.requireNonNull(title, "title");
        leftText = leftText == null ? "" : leftText;
        rightText = rightText == null ? "" : rightText;
    }

    public ReportDiff(String title, String leftText, String rightText) {
        this(title, leftText, rightText, null);
    }

    /**
     * The diffs that show how two runs' outputs compare, titled "STREAM: {@code against}": stdout always, stderr and
     * the exit codes when they differ. They keep the streams' diffs of {@code compared} (up to
     * {@link #KEPT_DIFF_CHARS}), so that a report does not compare the outputs again.
     *
     * @param compared {@code left} compared with {@code right}
     */
    public static List<ReportDiff> ofRuns(RunOutputs left, RunOutputs right, RunComparison compared, String against) {
        List<ReportDiff> diffs = new ArrayList<>();
        diffs.add(new ReportDiff("stdout: " + against, left.stdout(), right.stdout(),
                keptIfSmall(compared.stdout(), left.stdout(), right.stdout())));
        if (!Objects.equals(orEmpty(left.stderr()), orEmpty(right.stderr()))) {
            diffs.add(new ReportDiff("stderr: " + against, left.stderr(), right.stderr(),
                    keptIfSmall(compared.stderr(), left.stderr(), right.stderr())));
        }
        if (!Objects.equals(left.exitCode(), right.exitCode())) {
            diffs.add(new ReportDiff("exit_code: " + against, exitCode(left) + "\n", exitCode(right) + "\n"));
        }
        return diffs;
    }

    /** The texts' diff under {@code differ}: the one computed already when its options are the same, else made now. */
    TextDiff diff(TextDiffer differ, Cancellation cancellation) {
        if (compared != null && compared.options().equals(differ.options())) {
            return compared;
        }
        return differ.diff(leftText, rightText, cancellation);
    }

    private static TextDiff keptIfSmall(TextDiff diff, String left, String right) {
        return orEmpty(left).length() + orEmpty(right).length() <= KEPT_DIFF_CHARS ? diff : null;
    }

    private static String exitCode(RunOutputs outputs) {
        return outputs.exitCode() == null ? "none" : outputs.exitCode().toString();
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
