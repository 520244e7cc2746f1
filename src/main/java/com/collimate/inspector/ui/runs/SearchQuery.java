package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The search field's text. The small fields (key, seed prefix) are matched from the index; the big texts
 * (code, stdout, stderr) need the whole record and are searched in the background. Case-insensitive.
 */
public final class SearchQuery {
    public static final SearchQuery EMPTY = new SearchQuery("");

    private final String text;
    private final String lowerText;
    private final Pattern pattern;

    private SearchQuery(String text) {
        this.text = text;
        this.lowerText = text.toLowerCase(Locale.ROOT);
        this.pattern = Pattern.compile(Pattern.quote(text), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    public static SearchQuery of(String text) {
        String trimmed = text == null ? "" : text.strip();
        return trimmed.isEmpty() ? EMPTY : new SearchQuery(trimmed);
    }

    public String text() {
        return text;
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

    public boolean matchesTexts(Run run) {
        return contains(run.code()) || contains(run.stdout()) || contains(run.stderr());
    }

    private boolean contains(String haystack) {
        return haystack != null && pattern.matcher(haystack).find();
    }
}
