package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.diff.SurrogateEscapeWriter;
import com.collimate.inspector.core.diff.VisibleText;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.log.RunChangedOnDiskException;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.text.Omission;
import com.collimate.inspector.core.text.TerminalText;
import com.collimate.inspector.core.util.FileNames;
import com.collimate.inspector.core.util.Sizes;
import com.collimate.inspector.ui.common.GuardedWrite;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The selected run in full. Reading the record, rendering ANSI output and highlighting code happen in the
 * background; a newer selection wins over a slower older one. Big texts are shown up to a limit that
 * {@link #showMore()} raises; {@link #save} writes a text of the run whole.
 */
public final class RunDetailViewModel {
    public static final int INITIAL_LIMIT = 256 * 1024;
    public static final int MAX_LINE_CHARS = 10_000;
    /**
     * The longest line Show more shows in full: 640,000 characters; a longer one stays cut. RichTextFX lays out a
     * paragraph as one text node, and one of millions of characters takes seconds of the FX thread and hundreds of MB.
     */
    static final int MAX_LINE_LIMIT = MAX_LINE_CHARS * 64;
    private static final int LIMIT_GROWTH = 8;

    private final Executor fx;
    private final Executor background;
    private final Supplier<Endpoint> endpoint;
    private final GuardedWrite writes;
    private final AtomicLong generation = new AtomicLong();

    private final ReadOnlyObjectWrapper<RunDetail> detail = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper renderAnsi = new ReadOnlyBooleanWrapper(true);
    private final ReadOnlyStringWrapper saveOutcome = new ReadOnlyStringWrapper("");
    private int limit = INITIAL_LIMIT;
    private int lineLimit = MAX_LINE_CHARS;
    private Pattern search;
    private RolloutLog log;
    private int runIndex = -1;
    /** The log of the run {@link #detail} shows: a new search, ANSI setting or limit renders it again, unread. */
    private RolloutLog shownLog;

    /**
     * @param endpoint where replays go (as they resolve it: COLLIMATE_ENDPOINT, else Settings) for the curl
     *                 command, or null for the local sandbox
     * @param refusal  why a save must not write a file (an open log or its journal), asked off the FX thread
     */
    public RunDetailViewModel(Executor fx, Executor background, Supplier<Endpoint> endpoint,
                              Function<Path, Optional<String>> refusal) {
        this.fx = fx;
        this.background = background;
        this.endpoint = endpoint;
        this.writes = new GuardedWrite(fx, background, refusal);
    }

    /** The shown run, or null when none is selected. */
    public ReadOnlyObjectProperty<RunDetail> detailProperty() {
        return detail.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** Why the run could not be read (one line), or "". */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** What the last {@link #save} did ("Saved the stdout of run r-7 (line 12), 20.0 MB, to …", or why not), or "". */
    public ReadOnlyStringProperty saveOutcomeProperty() {
        return saveOutcome.getReadOnlyProperty();
    }

    /** Whether ANSI colour escapes are rendered (true) or shown as visible text. */
    public ReadOnlyBooleanProperty renderAnsiProperty() {
        return renderAnsi.getReadOnlyProperty();
    }

    public void show(RolloutLog newLog, int newRunIndex) {
        if (newLog == null || newRunIndex < 0) {
            clear();
            return;
        }
        log = newLog;
        runIndex = newRunIndex;
        limit = INITIAL_LIMIT;
        lineLimit = MAX_LINE_CHARS;
        refresh();
    }

    public void clear() {
        generation.incrementAndGet();
        log = null;
        runIndex = -1;
        detail.set(null);
        loading.set(false);
        error.set("");
    }

    public void setRenderAnsi(boolean render) {
        renderAnsi.set(render);
        refresh();
    }

    /** The configured endpoint changed: the run shown gets a curl command for the new one. */
    public void endpointChanged() {
        refresh();
    }

    /** Marks the matches of {@code pattern} in the code and outputs shown (null: none). */
    public void setSearch(Pattern pattern) {
        search = pattern;
        refresh();
    }

    /** Shows {@value #LIMIT_GROWTH} times more of big outputs, and of long lines up to {@link #MAX_LINE_LIMIT}. */
    public void showMore() {
        limit = (int) Math.min(Integer.MAX_VALUE - 8L, (long) limit * LIMIT_GROWTH);
        lineLimit = Math.min(MAX_LINE_LIMIT, lineLimit * LIMIT_GROWTH);
        refresh();
    }

    /** A file name for {@code text} of the shown run: "r-7.stdout.txt" (the key made safe), or "run.stdout.txt". */
    public String saveFileName(RunText text) {
        RunDetail shown = detail.get();
        String key = shown == null ? "run" : FileNames.part(shown.run().key(), "run");
        return key + "." + text.label() + "." + text.extension();
    }

    /**
     * Writes {@code text} of the shown run whole, as UTF-8, to {@code file} in the background (what the tab shows may
     * be cut; this is not), never over an open log or its journal; the outcome goes to {@link #saveOutcomeProperty()}.
     *
     * @return the outcome, completed on the FX thread
     */
    public CompletableFuture<String> save(RunText text, Path file) {
        saveOutcome.set(""); // the same outcome twice is news twice
        RunDetail shown = detail.get();
        if (shown == null) {
            saveOutcome.set("Nothing to save: no run is shown");
            return CompletableFuture.completedFuture(saveOutcome.get());
        }
        Run run = shown.run();
        String saved = text.of(run);
        return writes.writeBytes(file, out -> {
            try (Writer bytes = new SurrogateEscapeWriter(out)) {
                bytes.write(saved);
            }
        }, written -> "Saved the " + text.label() + " of run " + named(run.key(), run.line()) + ", "
                + Sizes.bytes(sizeOf(written)) + ", to " + written + notUtf8(saved),
                "The " + text.label() + " could not be saved: ").thenApply(outcome -> {
                    saveOutcome.set(outcome);
                    return outcome;
                });
    }

    /**
     * What of the saved file is not the UTF-8 of {@code text} ({@link SurrogateEscapeWriter}): the bytes that are not
     * UTF-8 (logged as U+DC80..U+DCFF, Python's "surrogateescape"), written back as they were, and the other lone
     * surrogates, which no byte stands for, written as "?"; or "".
     */
    private static String notUtf8(String text) {
        long bytes = 0;
        long lost = 0;
        for (int i = 0; i < text.length(); i++) {
            if (VisibleText.isLoneSurrogate(text, i)) {
                char c = text.charAt(i);
                if (c >= '\uDC80' && c <= '\uDCFF') {
                    bytes++;
                } else {
                    lost++;
                }
            }
        }
        List<String> notes = new ArrayList<>();
        if (bytes > 0) {
            notes.add(Sizes.count(bytes, "byte") + " that " + (bytes == 1 ? "is" : "are")
                    + " not UTF-8, written as logged");
        }
        if (lost > 0) {
            notes.add(Sizes.count(lost, "lone surrogate") + " written as ?: no byte stands for "
                    + (lost == 1 ? "it" : "them"));
        }
        return notes.isEmpty() ? "" : " (" + String.join("; ", notes) + ")";
    }

    /** A run as the table and the detail's title name it: "r-7 (line 12)". */
    private static String named(String key, long line) {
        return TextSafety.oneLine(key, 80) + " (line " + line + ")";
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }

    private void refresh() {
        if (log == null) {
            return;
        }
        long ticket = generation.incrementAndGet();
        RolloutLog source = log;
        int index = runIndex;
        boolean ansi = renderAnsi.get();
        int textLimit = limit;
        int textLineLimit = lineLimit;
        Pattern marked = search;
        Endpoint apiEndpoint = endpoint.get();
        loading.set(true);
        RunDetail shown = detail.get();
        Run known = shown != null && shownLog == source && shown.runIndex() == index ? shown.run() : null;
        background.execute(() -> {
            try {
                Run run = known != null ? known : source.load(index);
                deliver(ticket, source, prepare(run, index, ansi, textLimit, textLineLimit, marked, apiEndpoint), "");
            } catch (IOException | RuntimeException e) {
                deliver(ticket, source, null, unreadable(source, index, e));
            }
        });
    }

    /**
     * Why a run cannot be shown, naming it by key and log line as the table does; a run the file no longer holds as
     * indexed (truncated or rewritten in place) says that a reload reads it again.
     */
    static String unreadable(RolloutLog source, int index, Exception e) {
        String run;
        try {
            RunSummary summary = source.summary(index);
            run = "Run " + named(summary.key(), summary.line());
        } catch (RuntimeException notIndexed) {
            run = "Run " + (index + 1);
        }
        if (e instanceof RunChangedOnDiskException) {
            return run + " could not be read: the log changed on disk since it was opened (truncated or rewritten)."
                    + " Press F5 to read it again.";
        }
        return run + " could not be read: " + ErrorText.oneLine(e);
    }

    private void deliver(long ticket, RolloutLog source, RunDetail prepared, String problem) {
        fx.execute(() -> {
            if (ticket != generation.get()) {
                return;
            }
            loading.set(false);
            error.set(problem);
            shownLog = prepared == null ? null : source;
            detail.set(prepared);
        });
    }

    /**
     * Whether {@link #showMore()} would show more of {@code text}: more of its cut lines, or lines after the part read
     * (not when all of that is the rest of a line cut at {@link #MAX_LINE_LIMIT}).
     */
    public static boolean canShowMore(StyledText text) {
        Omission omitted = text.omitted();
        return omitted.cutLines() > 0 && omitted.lineLimit() < MAX_LINE_LIMIT
                || omitted.truncated() && !omitted.restInCutLine();
    }

    static RunDetail prepare(Run run, int index, boolean ansi, int limit, int lineLimit, Pattern search,
                             Endpoint endpoint) {
        TerminalText output = new TerminalText(ansi, limit, lineLimit);
        TerminalText literal = new TerminalText(false, limit, lineLimit);
        String code = run.code() == null ? "" : run.code();
        StyledText highlighted = CodeHighlighter.highlight(StyledText.of(literal.render(code)),
                CodeHighlighter.languageOf(run.template(), code));
        return new RunDetail(index, run, RunFields.of(run), ReproductionCard.requestJson(run),
                ReproductionCard.curlCommand(run, endpoint), SearchMarks.mark(highlighted, search),
                markedOutput(output, run.stdout(), search), markedOutput(output, run.stderr(), search),
                StyledText.of(literal.render(PrettyJson.format(run.rawJson()))));
    }

    private static StyledText markedOutput(TerminalText output, String text, Pattern search) {
        String source = text == null ? "" : text;
        return SearchMarks.countHidden(SearchMarks.markOutput(StyledText.of(output.render(source)), search), source,
                search);
    }
}
