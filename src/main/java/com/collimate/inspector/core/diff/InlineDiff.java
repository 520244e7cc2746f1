package com.collimate.inspector.core.diff;

import com.github.difflib.DiffUtils;
import com.github.difflib.algorithm.DiffAlgorithmListener;
import com.github.difflib.algorithm.myers.MyersDiff;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.Chunk;

import java.util.ArrayList;
import java.util.List;

/**
 * Intra-line changes of a changed row, with bounded work: after trimming the common prefix and suffix, a short
 * middle is compared token by token ({@link #tokens}: a number such as {@code 1796003885.66} is one token, so "1.0"
 * against it is one changed number on each side, not scattered digits that look shared), a longer one word by word
 * as long as that costs at most {@link #COMPARISON_BUDGET} (a 20 KB JSON line with two changed values shows the two
 * values), and otherwise, or when very long (think a 20 MB line), it is reported as one changed range.
 */
final class InlineDiff {
    static final int CHAR_LIMIT = 2_000;
    /**
     * Token comparisons a word-level diff may cost: Myers needs about (tokens x edits), so any 4,000 tokens, or 40,000
     * tokens with up to 400 edits between them.
     */
    static final long COMPARISON_BUDGET = 16_000_000;
    static final int WORD_CHAR_LIMIT = 200_000;
    /** The longest run kept whole as a hex id (a SHA-512 in hex); the check never reads further than this. */
    private static final int MAX_HEX_ID = 128;
    /** A mask's name (at most 40 characters) with a placeholder number and its brackets. */
    private static final int MAX_PLACEHOLDER = 56;
    /** The most combining marks looked through to find the character they belong to (keeps Zalgo text linear). */
    private static final int MAX_MARKS = 16;
    /** {@link #characterAtBoundary}'s answers that are not a code point (code points are never negative). */
    private static final int SPLIT = -1;
    private static final int INSIDE_CHARACTER = -2;

    enum Level { CHARACTER, WORD, RANGE }

    record Result(List<Span> left, List<Span> right, Level level) {
    }

    /** The masks whose placeholders the texts hold ({@link Masks#none()} when masks are off). */
    private final Masks placeholders;

    InlineDiff(Masks placeholders) {
        this.placeholders = placeholders;
    }

    Result of(String left, String right) {
        int prefix = commonPrefix(left, right);
        int suffix = commonSuffix(left, right, prefix);
        Result tokens = byTokens(left, right, prefix, suffix);
        if (tokens != null) {
            return tokens;
        }
        int leftEnd = left.length() - suffix;
        int rightEnd = right.length() - suffix;
        if (prefix == leftEnd || prefix == rightEnd || leftEnd - prefix + rightEnd - prefix <= 2) {
            return new Result(range(prefix, leftEnd), range(prefix, rightEnd), Level.CHARACTER);
        }
        String leftMiddle = left.substring(prefix, leftEnd);
        String rightMiddle = right.substring(prefix, rightEnd);
        if (leftMiddle.length() + rightMiddle.length() <= CHAR_LIMIT) {
            return tokenDiff(chars(leftMiddle), chars(rightMiddle), prefix, Level.CHARACTER);
        }
        Result changedRange = new Result(range(prefix, leftEnd), range(prefix, rightEnd), Level.RANGE);
        if (leftMiddle.length() + rightMiddle.length() > WORD_CHAR_LIMIT) {
            return changedRange;
        }
        int start = prefix; // word level: whole words, not the tail of one
        while (inWord(left, start) || inWord(right, start)) {
            start--;
        }
        int tail = suffix;
        while (inWord(left, left.length() - tail) || inWord(right, right.length() - tail)) {
            tail--;
        }
        leftEnd = left.length() - tail;
        rightEnd = right.length() - tail;
        if (leftEnd - start + rightEnd - start > WORD_CHAR_LIMIT) {
            return changedRange;
        }
        List<String> leftWords = words(left.substring(start, leftEnd));
        List<String> rightWords = words(right.substring(start, rightEnd));
        long maxEdits = COMPARISON_BUDGET / (leftWords.size() + rightWords.size());
        Result words = tokenDiff(leftWords, rightWords, start, Level.WORD, maxEdits);
        return words != null ? words : changedRange;
    }

    /**
     * The token-level changes when the middle, widened to whole tokens on both sides, is short ({@link #CHAR_LIMIT});
     * else null (a token may be a 20 MB run of letters).
     */
    private Result byTokens(String left, String right, int prefix, int suffix) {
        int start = prefix;
        while (start > 0 && prefix - start < CHAR_LIMIT && (joined(left, start) || joined(right, start))) {
            start--;
        }
        int tail = suffix;
        while (tail > 0 && suffix - tail < CHAR_LIMIT
                && (joined(left, left.length() - tail) || joined(right, right.length() - tail))) {
            tail--;
        }
        start = outsideEscape(left, start);
        tail = Math.min(tail, left.length() - afterEscape(left, left.length() - tail));
        tail = Math.min(tail, right.length() - afterEscape(right, right.length() - tail));
        int leftEnd = left.length() - tail;
        int rightEnd = right.length() - tail;
        if (leftEnd - start + rightEnd - start > CHAR_LIMIT) {
            return null;
        }
        if (start == leftEnd || start == rightEnd) {
            return new Result(range(start, leftEnd), range(start, rightEnd), Level.CHARACTER);
        }
        return tokenDiff(tokens(left, start, leftEnd), tokens(right, start, rightEnd), start, Level.CHARACTER);
    }

    /**
     * Where the token part starts when the common prefix ends at {@code start}: before the escape sequence it ends
     * in, so a colour that changed ({@code ESC[31m} against {@code ESC[32m}) is marked whole. The prefix is common,
     * so the sequence starts at the same place on both sides.
     */
    private static int outsideEscape(String text, int start) {
        int sequence = EscapeSequences.around(text, start);
        return sequence < 0 ? start : sequence;
    }

    /** Where the token part ends on one side when it would end at {@code end}: after the escape sequence it ends in. */
    private static int afterEscape(String text, int end) {
        int sequence = EscapeSequences.around(text, end);
        return sequence < 0 ? end : EscapeSequences.end(text, sequence);
    }

    /**
     * The tokens of {@code text} from {@code from} to {@code to}: runs of letters and digits (a number with its
     * decimals: {@code 0.512}, {@code 127.0.0.1}), split where letters meet digits (an ISO timestamp's {@code 30T04}
     * is three tokens, {@code epoch12} and {@code cafe2} two) unless the run is a hex id ({@link #inHexId}: {@code
     * 7f3a2c1b} stays one), runs of whitespace, runs of other characters ({@code ->}, {@code ==}), each
     * character of a script written without spaces ({@link #standsAlone}: {@code 天气}, two), and each terminal
     * escape sequence ({@code ESC[31m}, so a colour changed or added is marked, not the text it colours); a
     * character's combining marks stay with it. {@code from} and {@code to} are taken as token boundaries.
     */
    List<String> tokens(String text, int from, int to) {
        List<String> tokens = new ArrayList<>();
        int start = from;
        int i = from;
        while (i < to) {
            int sequenceEnd = EscapeSequences.end(text, i);
            if (sequenceEnd > 0 && sequenceEnd <= to) {
                if (start < i) {
                    tokens.add(text.substring(start, i));
                }
                tokens.add(text.substring(i, sequenceEnd));
                start = sequenceEnd;
                i = sequenceEnd;
                continue;
            }
            if (i > start && !joined(text, i)) {
                tokens.add(text.substring(start, i));
                start = i;
            }
            i++;
        }
        if (start < to) {
            tokens.add(text.substring(start, to));
        }
        return tokens;
    }

    /** Whether the characters at {@code i - 1} and {@code i} of {@code text} are of one token. */
    private boolean joined(String text, int i) {
        int before = characterAtBoundary(text, i);
        if (before < 0) {
            return before == INSIDE_CHARACTER;
        }
        int at = text.codePointAt(i);
        if (at == '.' && isDigit(before) && i + 1 < text.length() && isDigit(text.charAt(i + 1))) {
            return true; // 1|.5
        }
        if (before == '.' && isDigit(at) && i >= 2 && isDigit(text.charAt(i - 2))) {
            return true; // 1.|5
        }
        if (at == '<' && inPlaceholder(text, i + 1) || before == '>' && inPlaceholder(text, i - 1)) {
            return false; // =|<timestamp1>|,
        }
        if (kind(before) != kind(at) || afterHexPrefix(text, i)) {
            return inPlaceholder(text, i);
        }
        if (isDigit(before) != isDigit(at) && Character.isLetter(before) != Character.isLetter(at)) {
            // 30|T|04 and step|3 part, 7f3a2c1b does not
            return isHex(before) && isHex(at) && inHexId(text, i) || inPlaceholder(text, i);
        }
        return true;
    }

    /**
     * Whether {@code i} is inside a mask's placeholder ({@code <timestamp1>}, {@code <temp-path>}): one token, never
     * highlighted in part because its number or a letter matches the other side. Only the masks' own: output's
     * {@code <h1>} or {@code <div>} is tokenized as any text.
     */
    private boolean inPlaceholder(String text, int i) {
        int open = i - 1;
        while (open >= 0 && i - open <= MAX_PLACEHOLDER && isPlaceholderChar(text.charAt(open))) {
            open--;
        }
        if (open < 0 || text.charAt(open) != '<' || open + 1 >= text.length()
                || !Character.isLetter(text.charAt(open + 1))) {
            return false;
        }
        int close = i;
        while (close < text.length() && close - open <= MAX_PLACEHOLDER && isPlaceholderChar(text.charAt(close))) {
            close++;
        }
        return close < text.length() && text.charAt(close) == '>' && placeholders.isPlaceholder(text, open, close);
    }

    private static boolean isPlaceholderChar(char c) {
        return c < 0x80 && (Character.isLetterOrDigit(c) || c == '-' || c == '_');
    }

    /**
     * Whether the characters at {@code i - 1} and {@code i} are in a hex id: a run of letters and digits (after a
     * leading {@code 0x}) of hex digits only, 6 to {@link #MAX_HEX_ID} long, holding a digit and a letter.
     */
    private static boolean inHexId(String text, int i) {
        int start = i - 1;
        while (start > 0 && Character.isLetterOrDigit(text.charAt(start - 1))) {
            if (i - start > MAX_HEX_ID + 2) {
                return false;
            }
            start--;
        }
        int end = i + 1;
        while (end < text.length() && Character.isLetterOrDigit(text.charAt(end))) {
            if (end - start > MAX_HEX_ID + 2) {
                return false;
            }
            end++;
        }
        int shortest = 6;
        if (end - start > 2 && afterHexPrefix(text, start + 2)) {
            start += 2;
            shortest = 1; // 0x1f4: the prefix says it is hex
        }
        if (i - 1 < start || end - start < shortest || end - start > MAX_HEX_ID) {
            return false;
        }
        boolean digit = false;
        boolean letter = false;
        for (int k = start; k < end; k++) {
            char c = text.charAt(k);
            if (!isHex(c)) {
                return false;
            }
            digit |= isDigit(c);
            letter |= !isDigit(c);
        }
        return digit && letter;
    }

    /** Whether a hex digit at {@code i} follows a {@code 0x} that starts a run of letters and digits. */
    private static boolean afterHexPrefix(String text, int i) {
        return i >= 2 && isHex(text.charAt(i)) && text.charAt(i - 2) == '0'
                && Character.toLowerCase(text.charAt(i - 1)) == 'x'
                && (i == 2 || !Character.isLetterOrDigit(text.charAt(i - 3)));
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isHex(int c) {
        return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    /**
     * Whether {@code codePoint} is of a script written without spaces between words (Chinese, Japanese, Thai...), or
     * a Hangul syllable: each such character is a token of its own, so one changed ideograph highlights one
     * character, not the whole run of text around it.
     */
    private static boolean standsAlone(int codePoint) {
        if (codePoint < 0x0E00) {
            return false;
        }
        return switch (Character.UnicodeScript.of(codePoint)) {
            case HAN, HIRAGANA, KATAKANA, HANGUL, THAI, LAO, KHMER, MYANMAR -> true;
            default -> false;
        };
    }

    /**
     * What {@link #joined} and {@link #inWord} share about the place between {@code i - 1} and {@code i}: {@link
     * #INSIDE_CHARACTER} within one character, {@link #SPLIT} at an end of {@code text} or beside a character that
     * {@link #standsAlone}, else the code point of the character before (the rules then decide).
     */
    private static int characterAtBoundary(String text, int i) {
        if (i <= 0 || i >= text.length()) {
            return SPLIT;
        }
        if (sameCharacter(text, i)) {
            return INSIDE_CHARACTER;
        }
        int before = characterBefore(text, i);
        return standsAlone(before) || standsAlone(text.codePointAt(i)) ? SPLIT : before;
    }

    /** Whether {@code i} is inside one character: a surrogate pair, or a character and its combining marks. */
    private static boolean sameCharacter(String text, int i) {
        if (Character.isLowSurrogate(text.charAt(i)) && Character.isHighSurrogate(text.charAt(i - 1))) {
            return true;
        }
        int codePoint = text.codePointAt(i);
        return switch (Character.getType(codePoint)) {
            case Character.NON_SPACING_MARK, Character.COMBINING_SPACING_MARK, Character.ENCLOSING_MARK -> true;
            // a decomposed Hangul syllable's vowel and final consonant
            default -> codePoint >= 0x1160 && codePoint <= 0x11FF || codePoint >= 0xD7B0 && codePoint <= 0xD7FF;
        };
    }

    /** The code point starting the character that ends at {@code i} (its combining marks looked through). */
    private static int characterBefore(String text, int i) {
        int start = i - Character.charCount(text.codePointBefore(i));
        for (int marks = 0; start > 0 && marks < MAX_MARKS && sameCharacter(text, start); marks++) {
            start -= Character.charCount(text.codePointBefore(start));
        }
        return text.codePointAt(start);
    }

    private static List<Span> range(int start, int end) {
        return start < end ? List.of(new Span(start, end)) : List.of();
    }

    private static Result tokenDiff(List<String> left, List<String> right, int offset, Level level) {
        return tokenDiff(left, right, offset, level, Long.MAX_VALUE);
    }

    /** The changed tokens, or null when Myers needs more than {@code maxEdits} edits to find them. */
    private static Result tokenDiff(List<String> left, List<String> right, int offset, Level level, long maxEdits) {
        List<AbstractDelta<String>> deltas;
        try {
            deltas = DiffUtils.diff(left, right, new MyersDiff<>(), new EditLimit(maxEdits)).getDeltas();
        } catch (TooManyEdits e) {
            return null;
        }
        int[] leftStarts = starts(left, offset);
        int[] rightStarts = starts(right, offset);
        List<Span> leftSpans = new ArrayList<>();
        List<Span> rightSpans = new ArrayList<>();
        for (AbstractDelta<String> delta : deltas) {
            add(leftSpans, delta.getSource(), leftStarts);
            add(rightSpans, delta.getTarget(), rightStarts);
        }
        return new Result(leftSpans, rightSpans, level);
    }

    /** Stops Myers once its edit count passes the limit: the library's only way to bound its work. */
    private record EditLimit(long maxEdits) implements DiffAlgorithmListener {
        @Override
        public void diffStart() {
        }

        @Override
        public void diffStep(int edits, int max) {
            if (edits > maxEdits) {
                throw new TooManyEdits();
            }
        }

        @Override
        public void diffEnd() {
        }
    }

    private static final class TooManyEdits extends RuntimeException {
        TooManyEdits() {
            super(null, null, false, false);
        }
    }

    private static void add(List<Span> spans, Chunk<String> chunk, int[] starts) {
        if (chunk.size() > 0) {
            spans.add(new Span(starts[chunk.getPosition()], starts[chunk.getPosition() + chunk.size()]));
        }
    }

    /** Char offset of each token, plus the end offset. */
    private static int[] starts(List<String> tokens, int offset) {
        int[] starts = new int[tokens.size() + 1];
        starts[0] = offset;
        for (int i = 0; i < tokens.size(); i++) {
            starts[i + 1] = starts[i] + tokens.get(i).length();
        }
        return starts;
    }

    /** Code points as tokens, so a surrogate pair is never split. */
    private static List<String> chars(String text) {
        List<String> tokens = new ArrayList<>(text.length());
        int i = 0;
        while (i < text.length()) {
            int next = i + Character.charCount(text.codePointAt(i));
            tokens.add(text.substring(i, next));
            i = next;
        }
        return tokens;
    }

    /**
     * Runs of letters/digits, runs of whitespace, and single other characters (an ideograph among them: {@link
     * #standsAlone}), each with its combining marks.
     */
    static List<String> words(String text) {
        List<String> tokens = new ArrayList<>();
        int start = 0;
        for (int i = 1; i < text.length(); i++) {
            if (!inWord(text, i)) {
                tokens.add(text.substring(start, i));
                start = i;
            }
        }
        if (start < text.length()) {
            tokens.add(text.substring(start));
        }
        return tokens;
    }

    /** Whether the characters at {@code i - 1} and {@code i} of {@code text} are of one word ({@link #words}). */
    private static boolean inWord(String text, int i) {
        int before = characterAtBoundary(text, i);
        if (before < 0) {
            return before == INSIDE_CHARACTER;
        }
        return kind(before) != 0 && kind(before) == kind(text.codePointAt(i));
    }

    /** 1 letter, digit or '_'; 2 whitespace; 0 anything else. */
    private static int kind(int codePoint) {
        if (Character.isLetterOrDigit(codePoint) || codePoint == '_') {
            return 1;
        }
        return Character.isWhitespace(codePoint) ? 2 : 0;
    }

    /** How many chars {@code left} and {@code right} share at their start, never ending inside a surrogate pair. */
    static int commonPrefix(String left, String right) {
        int max = Math.min(left.length(), right.length());
        int i = 0;
        while (i < max && left.charAt(i) == right.charAt(i)) {
            i++;
        }
        if (i > 0 && Character.isHighSurrogate(left.charAt(i - 1))) {
            i--;
        }
        return i;
    }

    private static int commonSuffix(String left, String right, int prefix) {
        int max = Math.min(left.length(), right.length()) - prefix;
        int i = 0;
        while (i < max && left.charAt(left.length() - 1 - i) == right.charAt(right.length() - 1 - i)) {
            i++;
        }
        if (i > 0 && Character.isLowSurrogate(left.charAt(left.length() - i))) {
            i--;
        }
        return i;
    }
}
