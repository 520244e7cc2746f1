package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.util.ShownTextFinder;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The search field's text. The small fields (key, seed prefix) are matched from the index; the big texts
 * (code, stdout, stderr) need the whole record and are searched in the background. Case-insensitive; outputs
 * match as a terminal shows them, without their colour escapes, as {@link #pattern()} marks them in the detail.
 */
public final class SearchQuery {
    public static final SearchQuery EMPTY = new SearchQuery("");

    private final String text;
    private final String lowerText;
    private final Pattern pattern;
    private final ShownTextFinder shown;

    private SearchQuery(String text) {
        this.text = text;
        this.lowerText = text.toLowerCase(Locale.ROOT);
        this.pattern = Pattern.compile(Pattern.quote(text), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        this.shown = new ShownTextFinder(text);
    }

    public static SearchQuery of(String text) {
        String trimmed = text == null ? "" : text.strip();
        return trimmed.isEmpty() ? EMPTY : new SearchQuery(trimmed);
    }

    public String text() {
        return text;
    }

    /** The case-insensitive pattern of the text, for marking matches. */
    public Pattern pattern() {
        return pattern;
    }

    public boolean isEmpty() {
        return text.isEmpty();
    }

    public boolean matchesSummary(RunSummary run) {
        if (isEmpty()) {
            return true;
        }
        String seed = run.seed().raw();
        return run.key().toLowerCase(Locale.ROOT).contains(lowerText)
                || seed != null && seed.toLowerCase(Locale.ROOT).startsWith(lowerText);
    }

    /**
     * Whether the code, or the stdout or stderr as the detail's Stdout and Stderr tabs show them (SGR escapes left
     * out, {@link ShownTextFinder}), contain the text: text inside a colour escape ("[31m", "0m") does not match, as
     * the detail would have nothing to mark.
     */
    public boolean matchesTexts(Run run) {
        return run.code() != null && pattern.matcher(run.code()).find()
                || run.stdout() != null && shown.foundIn(run.stdout())
                || run.stderr() != null && shown.foundIn(run.stderr());
    }
}
