package com.collimate.inspector.ui.runs;

import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.RunSummary;
import com.collimate.inspector.core.util.AnsiEscapes;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The search field's text. The small fields (key, seed prefix) are matched from the index; the big texts
 * (code, stdout, stderr) need the whole record and are searched in the background. Case-insensitive; outputs
 * match as a terminal shows them too, without their colour escapes.
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

    public boolean matchesTexts(Run run) {
        return contains(run.code()) || contains(run.stdout()) || contains(run.stderr());
    }

    private boolean contains(String haystack) {
        if (haystack == null) {
            return false;
        }
        if (pattern.matcher(haystack).find()) {
            return true;
        }
        String shown = AnsiEscapes.stripSgr(haystack);
        return shown != haystack && pattern.matcher(shown).find();
    }
}
