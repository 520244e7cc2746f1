package com.collimate.inspector.ui.replay;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * Asks before a batch runs the log's code on this computer, once per log ({@link LocalRunApprovals}), and holds the
 * batch until the user answered. FX thread, apart from {@link #mustAsk}.
 */
final class LocalRunConsent {
    /** The tab's log (another one once the tab took another log). */
    private final Supplier<Path> logPath;
    private final LocalRunApprovals approvals;
    private final ReadOnlyObjectWrapper<LocalRunQuestion> question = new ReadOnlyObjectWrapper<>();
    private Pending pending;

    LocalRunConsent(Supplier<Path> logPath, LocalRunApprovals approvals) {
        this.logPath = logPath;
        this.approvals = approvals;
    }

    /** The question to ask, or null. */
    ReadOnlyObjectProperty<LocalRunQuestion> questionProperty() {
        return question.getReadOnlyProperty();
    }

    /** Whether a batch on {@code backend} has to ask first: it runs the code here, and this log was not approved. */
    boolean mustAsk(ReplayBackend backend) {
        return backend.local() && !approvals.isApproved(logPath.get());
    }

    /**
     * Asks whether {@code runs} runs may run their code {@code repeat} times each on {@code backend}, the
     * {@code skipped} runs of the batch that cannot be replayed aside: yes {@code start}s, no {@code refuse}s.
     */
    void ask(String backend, int runs, int skipped, int repeat, Runnable start, Runnable refuse) {
        pending = new Pending(start, refuse);
        question.set(new LocalRunQuestion(logPath.get().getFileName().toString(), backend, runs, skipped, repeat));
    }

    boolean waiting() {
        return pending != null;
    }

    /** The user's answer to the question; approves the log on a yes. */
    void answer(boolean runLocally) {
        Pending asked = pending;
        forget();
        if (asked == null) {
            return;
        }
        if (runLocally) {
            approvals.approve(logPath.get());
            asked.start().run();
        } else {
            asked.refuse().run();
        }
    }

    /** Drops the question and its batch unanswered. */
    void forget() {
        pending = null;
        question.set(null);
    }

    private record Pending(Runnable start, Runnable refuse) {
    }
}
