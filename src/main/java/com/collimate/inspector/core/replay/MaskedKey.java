package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.api.ApiKey;

import java.util.regex.Pattern;

/**
 * Answers are scrubbed of the API key before anyone sees them ({@link ApiKey#ANSWER_MASK}), but a run's logged output
 * may hold the key too (a program printing its token): compared as they are, the two would differ only by the mask.
 */
final class MaskedKey {
    /** What a masked key stood for: a key that can go into a header, long enough to be scrubbed. */
    private static final String KEY = "[!-~]{" + ApiKey.MIN_SCRUBBED_LENGTH + ",}";

    private MaskedKey() {
    }

    /**
     * The original text as the scrubbed replay would show it: the replay's text when the two are equal except where
     * the replay has the mask and the original a key-like token; else the original, unchanged.
     */
    static String asScrubbed(String original, String replay) {
        if (original == null || replay == null || !replay.contains(ApiKey.ANSWER_MASK) || original.equals(replay)) {
            return original;
        }
        StringBuilder regex = new StringBuilder();
        int from = 0;
        for (int at = replay.indexOf(ApiKey.ANSWER_MASK); at >= 0; at = replay.indexOf(ApiKey.ANSWER_MASK, from)) {
            regex.append(Pattern.quote(replay.substring(from, at))).append(KEY);
            from = at + ApiKey.ANSWER_MASK.length();
        }
        regex.append(Pattern.quote(replay.substring(from)));
        return Pattern.compile(regex.toString(), Pattern.DOTALL).matcher(original).matches() ? replay : original;
    }
}
