package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.config.Settings;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** An ordered, immutable set of noise masks, applied one after the other to a line. */
public final class Masks {
    /** Lines longer than this are compared as they are: regexes over megabytes of one line would take seconds. */
    public static final int MAX_MASKED_LINE = 65_536;
    static final String LONG_LINE_NOTE = "masks are not applied to lines over 65,536 characters";

    private static final String TIME = "\\d{2}:\\d{2}(?::\\d{2}(?:[.,]\\d{1,9})?)?";
    private static final String ZONE = "(?:\\s?Z|\\s?[+-]\\d{2}(?::?\\d{2})?|\\s?UTC|\\s?GMT)?";
    private static final String DAY = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
    private static final String MONTH = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
    private static final String SECONDS = "\\d{2}:\\d{2}:\\d{2}(?:[.,]\\d{1,9})?";
    /**
     * A Unix time from 2001-09-09 to 2099: seconds with a fraction ({@code time.time()}: without one it could as well
     * be a 32-bit seed), or whole milli- or microseconds, 13 or 16 digits. Not 19-digit nanoseconds: about one random
     * 64-bit number in six (a printed {@code torch.initial_seed()}) falls in that range, and a seed that differs on
     * replay is the nondeterminism hunted for, never noise.
     */
    private static final String EPOCH =
            "(?<![\\w.])(?:[1-3]\\d|40)\\d{8}(?:\\.\\d+|(?:\\d{3}){1,2}(?:\\.\\d+)?)(?!\\w|\\.\\d)";
    /**
     * A character of a file name in output (a quote, comma, bracket or space ends it). Under {@code /tmp/}, only what
     * {@code tempfile} ({@code tmp} and 8 random characters, then its suffix after a dot) or {@code mktemp}
     * ({@code tmp.} and 10) name is noise: {@code /tmp/results_seed7.json} names its seed, which may differ for real.
     */
    private static final String PATH_PART = "[^/\\s'\":,;)\\]]";
    /**
     * A 64-bit pointer as programs print it: 9 to 12 hex digits ({@code 0x7fc3a33beb90}, {@code 0x55d0c8a3b2a0},
     * macOS {@code 0x1050a2b30}), or 16 with four leading zeros (Windows, {@code %p}: {@code 0x000001F2A3B4C5D6}).
     * Not 8 digits or fewer, nor 16 without those zeros: that is how a 32- or 64-bit seed or hash prints in hex
     * ({@code f"{seed:#x}"}), and a seed that differs on replay must never read as noise.
     */
    private static final String ADDRESS = "\\b0x(?:[0-9a-fA-F]{9,12}|0000[0-9a-fA-F]{12})\\b";
    /** A progress bar's elapsed or remaining time as tqdm prints it: {@code 00:01}, {@code 1:02:03}. */
    private static final String BAR_TIME = "(?:\\d+:)?\\d{2}:\\d{2}";
    /**
     * A progress bar's rate as tqdm prints it: {@code 12.34it/s}, {@code  1.23it/s} (padded), {@code ?it/s},
     * {@code 3.2MB/s}, or the inverse when slower than one a second, {@code 1.23s/it}, {@code 2.5ks/batch}. The
     * first shape starts with one digit, not {@code \d+(?:\.\d+)?}: the unit after it takes digits and dots too, and
     * the two ways to share a run of digits between them made a line of digits quadratic (seconds for 30,000).
     */
    private static final String BAR_RATE = "[\\d?][^\\s,\\]/]*+/s"
            + "|\\d+(?:\\.\\d+)?[kMGTPEZY]?s/[^\\s,\\]]+";
    /**
     * A control that moves the cursor to another row: up, down, to a line or a position ({@code ESC[A}, {@code ESC[2B},
     * {@code ESC[F}, {@code ESC[5;1H}, {@code ESC[3d}, or with the 8-bit CSI, U+009B, for {@code ESC [}), an index
     * ({@code ESC D}, {@code ESC E}, {@code ESC M}, or their C1 controls, U+0084, U+0085, U+008D), a restore of the
     * cursor saved before ({@code ESC 8}, {@code ESC[u}), a vertical tab or a form feed (a line feed to xterm).
     */
    private static final String MOVES_ROW = "(?:\\x1B\\[|\\x9B)(?:[\\d;]*+[ABEFHfd]|u)|\\x1B[DEM8]"
            + "|[\\x84\\x85\\x8D\\x0B\\x0C]";
    /**
     * What a terminal no longer shows of a line drawn again: each place where a draw starts over the one before (a
     * {@code \r} that more text follows, not a {@code \r\n} nor a {@code \r} ending the line; more in a row are
     * one), with the draws of a progress display that follow up to the {@code \r} of the next draw that is not one
     * or of the line's last draw: one placeholder, however many redraws a run made. Only progress draws
     * ({@link ProgressDraw}) that later draws on their row cover are taken in: the mask's limits ({@link RowCover})
     * end a match before the first draw that is not one, so the regex takes any draw. A draw that moves the cursor
     * to another row ({@link #MOVES_ROW}: tqdm draws a nested bar on the row below, then goes back up, {@code ESC[A})
     * stays too: the draw after it is on another row, so it is not drawn over here, as does a draw before one that
     * first moves to another row (past colours and erasures only); whether later lines draw over its row is
     * {@link OverdrawnLines}' question, asked of the lines as they are. Text printed before the first {@code \r}
     * ({@code seed 42 }), a draw that shows no progress ({@code \rseed=42\rdone}) and the last draw stay. The draws
     * repeat possessively, so a line of any length is matched in one pass, without recursion (a bar redrawn for an
     * hour is a line of megabytes).
     */
    private static final String REDRAWS = "(?:\\r++(?![^\\r\\n]*?" + MOVES_ROW + ")[^\\r\\n]++"
            + "(?=\\r++(?!(?:(?:\\x1B\\[|\\x9B)[\\d;]*+[mK])*+" + MOVES_ROW + ")[^\\r\\n]))*+\\r++(?=[^\\r\\n])";
    private static final Pattern REDRAWS_PATTERN = Pattern.compile(REDRAWS);
    /**
     * The redraws of a progress display ({@link #REDRAWS}), then tqdm's timing in the brackets of the bar left,
     * {@code [00:01<00:02, 12.3it/s}, up to its postfix ({@code , loss=0.5}) or {@code ]}. The bar's count
     * ({@code 99/100}) stays. Linear on any line (one pass over its draws, then the places after a '['), so it is
     * tried on long lines too.
     */
    private static final String PROGRESS = REDRAWS
            + "|(?<=\\[)" + BAR_TIME + "(?:<(?:" + BAR_TIME + "|\\?))?, *(?:" + BAR_RATE + ")(?=[,\\]])";
    /** {@code 20261130T174001Z}; an epoch's ten digits hold such a run too. */
    private static final int BASIC_ISO_DATE_DIGITS = 8;

    private static final List<Mask> BUILT_IN = List.of(
            // first: the masks after it see a redrawn line as a terminal shows it, not the durations of its redraws
            new Mask(DiffClass.PROGRESS.label(), Pattern.compile(PROGRESS),
                    line -> hasDrawOver(line)
                            || line.length() <= MAX_MASKED_LINE && line.indexOf('[') >= 0 && line.indexOf('/') >= 0,
                    Masks::mayStartProgress, false, Integer.MAX_VALUE, RowCover::limitsOf),
            new Mask(DiffClass.TIMESTAMP.label(), Pattern.compile(
                    "\\b\\d{4}(?:-\\d{2}-|/\\d{2}/)\\d{2}[T ]" + TIME + ZONE + "(?![\\d:])"
                            + "|\\b\\d{8}T\\d{6}(?:\\.\\d{1,9})?Z?\\b"
                            + "|\\b" + DAY + ", \\d{1,2} " + MONTH + " \\d{4} \\d{2}:\\d{2}:\\d{2} (?:GMT|UTC|[+-]\\d{4})"
                            + "|\\b(?:" + DAY + " )?" + MONTH + "  ?\\d{1,2} " + SECONDS + "(?:(?: [A-Z]{3,5})? \\d{4}\\b)?"
                            + "|\\b\\d{2}/" + MONTH + "/\\d{4}:" + SECONDS + "(?: [+-]\\d{4})?"
                            + "|(?<=(?<!\\w)[IWEF])\\d{4} " + SECONDS
                            + "|(?<![\\d:.])[01]?\\d:[0-5]\\d:[0-5]\\d ?[AP]M\\b"
                            + "|(?<![\\d:.])[0-2]\\d:[0-5]\\d:[0-5]\\d(?:[.,]\\d{1,9})?(?![\\d:])"
                            + "|\\b\\d{4}-[01]\\d-[0-3]\\d\\b(?!-\\d)"
                            + "|" + EPOCH),
                    line -> line.indexOf(':') >= 0 || line.indexOf('-') >= 0 || hasDigitRun(line, BASIC_ISO_DATE_DIGITS),
                    Masks::mayStartTimestamp),
            new Mask(DiffClass.UUID.label(), Pattern.compile(
                    "\\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\b"), Mask.containsAny("-"),
                    (text, i) -> isHex(text.charAt(i)) && (i == 0 || !isHex(text.charAt(i - 1)))),
            new Mask(DiffClass.ADDRESS.label(), Pattern.compile(ADDRESS), Mask.containsAny("0x"),
                    (text, i) -> text.startsWith("0x", i)),
            new Mask(DiffClass.TEMP_PATH.label(), Pattern.compile(
                    "(?:/private)?/tmp/(?:pytest-of-[^/\\s'\"]+/pytest-\\d+"
                            + "|tmp[a-z0-9_]{6,8}(?:\\." + PATH_PART + "*)?(?!" + PATH_PART + ")|tmp\\.[A-Za-z0-9]{10}\\b)"
                            + "|/var/folders/[^/\\s'\"]+/[^/\\s'\"]+/T(?:/[^/\\s'\":,;)\\]]+)?"
                            + "|[A-Za-z]:\\\\Users\\\\[^\\\\\\s'\"]+\\\\AppData\\\\Local\\\\Temp(?:\\\\[^\\\\\\s'\":,;)\\]]+)?"
                            + "|\\\\Temp\\\\[^\\\\\\s'\":,;)\\]]+"), Mask.containsAny("/tmp/", "/var/folders/", "\\Temp"),
                    Masks::mayStartTempPath),
            new Mask(DiffClass.DURATION.label(), Pattern.compile(
                    "(?<![\\w.])\\d+(?:\\.\\d+)?\\s?(?:ns|us|\u00b5s|ms|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?)\\b"
                            + "|(?<![\\w.:])\\d+:\\d{2}:\\d{2}(?:\\.\\d+)?(?![\\d:])"
                            + "|(?<![\\w.])\\d+m\\d+(?:\\.\\d+)?s\\b"), Masks::mayHoldDuration,
                    (text, i) -> isDigit(text.charAt(i)) && (i == 0 || !isWordOrDot(text.charAt(i - 1)))));

    private static final Masks BUILT_IN_MASKS = new Masks(BUILT_IN);
    private static final Masks NONE = new Masks(List.of());

    private final List<Mask> masks;

    private Masks(List<Mask> masks) {
        this.masks = List.copyOf(masks);
    }

    /**
     * Where a timestamp may start: a digit not after a digit followed by a date's "dddd-", "dddd/" or "dd/", a time's
     * "dd:" or "d:", a glog prefix's "dddd " or eight digits (a basic ISO date, an epoch), or a day or month name's
     * first capital followed by two letters and ", " or " ".
     */
    private static boolean mayStartTimestamp(String text, int i) {
        char c = text.charAt(i);
        if (isDigit(c)) {
            return (i == 0 || !isDigit(text.charAt(i - 1))) && (charsAre(text, i, "dddd-") || charsAre(text, i, "dddd/")
                    || charsAre(text, i, "dd/") || charsAre(text, i, "dd:") || charsAre(text, i, "d:")
                    || charsAre(text, i, "dddd ") || charsAre(text, i, "dddddddd"));
        }
        return "MTWFSJAOND".indexOf(c) >= 0 && (charsAre(text, i + 3, ", ") || charsAre(text, i + 3, " "));
    }

    /**
     * Where a progress match may start: after a '[' (tqdm's timing), or at a {@code \r} that does not follow another
     * (a match from the one before would take it in: more {@code \r} in a row are one).
     */
    private static boolean mayStartProgress(String text, int i) {
        return text.charAt(i) == '\r' ? i == 0 || text.charAt(i - 1) != '\r' : i > 0 && text.charAt(i - 1) == '[';
    }

    /** Whether {@code line} has a {@code \r} that more text follows (not a {@code \r\n}): a draw over another. */
    private static boolean hasDrawOver(String line) {
        for (int r = line.indexOf('\r'); r >= 0 && r + 1 < line.length(); r = line.indexOf('\r', r + 1)) {
            char next = line.charAt(r + 1);
            if (next != '\r' && next != '\n') {
                return true;
            }
        }
        return false;
    }

    /** How many characters of {@code line} the redraws of a progress display take ({@link #REDRAWS}). */
    static int redrawLength(String line) {
        if (!hasDrawOver(line)) {
            return 0;
        }
        Matcher matcher = REDRAWS_PATTERN.matcher(line).useTransparentBounds(true).useAnchoringBounds(false);
        IntUnaryOperator limit = RowCover.limitsOf(line);
        int length = 0;
        for (int r = line.indexOf('\r'); r >= 0; r = line.indexOf('\r', r + 1)) {
            if (mayStartProgress(line, r) && matcher.region(r, limit.applyAsInt(r)).lookingAt()) {
                length += matcher.end() - r;
                r = matcher.end() - 1;
            }
        }
        return length;
    }

    /** Whether the text at {@code from} reads {@code shape}, where 'd' stands for any ASCII digit. */
    private static boolean charsAre(String text, int from, String shape) {
        if (from + shape.length() > text.length()) {
            return false;
        }
        for (int k = 0; k < shape.length(); k++) {
            char expected = shape.charAt(k);
            char actual = text.charAt(from + k);
            if (expected == 'd' ? !isDigit(actual) : actual != expected) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code line} holds at least {@code length} ASCII digits in a row. */
    private static boolean hasDigitRun(String line, int length) {
        int run = 0;
        for (int i = 0; i < line.length(); i++) {
            run = isDigit(line.charAt(i)) ? run + 1 : 0;
            if (run == length) {
                return true;
            }
        }
        return false;
    }

    private static boolean mayStartTempPath(String text, int i) {
        char c = text.charAt(i);
        return c == '/' || c == '\\' || (i + 1 < text.length() && text.charAt(i + 1) == ':');
    }

    /** {@code \d} of a regex without UNICODE_CHARACTER_CLASS. */
    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isHex(char c) {
        return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    /** {@code [\w.]} of a regex without UNICODE_CHARACTER_CLASS. */
    private static boolean isWordOrDot(char c) {
        return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.';
    }

    /** A number followed, after an optional space, by a unit's first letter or ':'; true for every duration. */
    private static boolean mayHoldDuration(String line) {
        int i = 0;
        int length = line.length();
        while (i < length) {
            if (!Character.isDigit(line.charAt(i))) {
                i++;
                continue;
            }
            while (i < length && (Character.isDigit(line.charAt(i)) || line.charAt(i) == '.')) {
                i++;
            }
            if (i < length && line.charAt(i) == ' ') {
                i++;
            }
            if (i < length && "nu\u00b5msh:".indexOf(line.charAt(i)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** progress, timestamp, uuid, address, temp-path, duration (in the order they are applied). */
    public static Masks builtIn() {
        return BUILT_IN_MASKS;
    }

    public static Masks none() {
        return NONE;
    }

    public static List<String> builtInNames() {
        return BUILT_IN.stream().map(Mask::name).toList();
    }

    /**
     * The built-in masks minus the disabled ones, plus the user's masks. An invalid user mask is skipped and
     * described to {@code problems} in one line ("mask 'x' (regex "("): invalid regex (…); left out, …"), so one bad
     * regex does not disable the others; the caller names the settings file.
     */
    public static Masks fromSettings(Settings settings, Consumer<String> problems) {
        List<Mask> result = new ArrayList<>();
        for (Mask mask : BUILT_IN) {
            if (!settings.disabledMasks().contains(mask.name())) {
                result.add(mask);
            }
        }
        for (Settings.CustomMask custom : settings.customMasks()) {
            Mask.custom(custom.name(), custom.regex(), problem -> problems.accept("mask '"
                    + VisibleText.of(String.valueOf(custom.name())) + "' (regex \""
                    + VisibleText.of(String.valueOf(custom.regex())) + "\"): " + problem
                    + "; left out, the other masks apply")).ifPresent(result::add);
        }
        return new Masks(result);
    }

    public static Masks of(List<Mask> masks) {
        return new Masks(masks);
    }

    public Masks with(Mask mask) {
        List<Mask> result = new ArrayList<>(masks);
        result.removeIf(existing -> existing.name().equals(mask.name()));
        result.add(mask);
        return new Masks(result);
    }

    /** Whether the progress mask is among these: then the overdrawn rows of nested bars are no difference either. */
    boolean masksProgress() {
        return masks.stream().anyMatch(mask -> mask.name().equals(DiffClass.PROGRESS.label()));
    }

    public Masks without(String name) {
        return new Masks(masks.stream().filter(mask -> !mask.name().equals(name)).toList());
    }

    public List<Mask> list() {
        return masks;
    }

    public boolean isEmpty() {
        return masks.isEmpty();
    }

    /**
     * Replaces every match in {@code line} by a placeholder numbered by {@code numbering} ({@code <uuid2>}); without
     * one, placeholders are bare ({@code <uuid>}). Each mask sees the text with bare placeholders, as the line's key
     * has them (the numbers are written in last), and skips it when it is longer than its {@link Mask#maxLength}.
     */
    public MaskedLine apply(String line, PlaceholderNumbering numbering) {
        String text = line;
        List<List<String>> values = new ArrayList<>(masks.size());
        NumberedPlaceholders numbered = null;
        for (Mask mask : masks) {
            Matcher matcher = text.length() <= mask.maxLength() && mask.mayMatch(text) ? mask.matcher(text) : null;
            IntUnaryOperator limit = matcher == null ? null : mask.limits().of(text);
            if (matcher == null || !mask.next(matcher, text, 0, limit)) {
                values.add(List.of());
                continue;
            }
            if (numbered != null) {
                numbered.startPass();
            }
            List<String> found = new ArrayList<>();
            StringBuilder out = new StringBuilder(text.length());
            int last = 0;
            int from;
            do {
                from = matcher.end() + (matcher.end() == matcher.start() ? 1 : 0);
                if (matcher.end() == matcher.start()) {
                    continue;
                }
                String value = matcher.group();
                found.add(value);
                out.append(text, last, matcher.start());
                if (numbered != null) {
                    numbered.carry(matcher.start(), matcher.end(), out.length() - matcher.start());
                }
                int start = out.length();
                out.append('<').append(mask.name());
                int number = numbering == null ? 0 : numbering.numberOf(mask.name(), value);
                if (number > 0) {
                    if (numbered == null) {
                        numbered = new NumberedPlaceholders();
                        numbered.startPass();
                    }
                    numbered.add(start, out.length(), number);
                }
                out.append('>');
                last = matcher.end();
            } while (mask.next(matcher, text, from, limit));
            out.append(text, last, text.length());
            if (numbered != null) {
                numbered.endPass(out.length() - text.length());
            }
            text = out.toString();
            values.add(found);
        }
        return new MaskedLine(numbered == null ? text : numbered.numbered(text), values);
    }

    /**
     * Whether {@code text[open, close]} is a placeholder of one of these masks: '<', the mask's name, its number
     * (none when bare), '>'.
     */
    boolean isPlaceholder(String text, int open, int close) {
        return maskOfPlaceholder(text, open, close) != null;
    }

    /** The mask whose placeholder {@code text[open, close]} is, or null when it is none. */
    Mask maskOfPlaceholder(String text, int open, int close) {
        if (text.charAt(open) != '<' || text.charAt(close) != '>') {
            return null;
        }
        for (Mask mask : masks) {
            String name = mask.name();
            int number = open + 1 + name.length();
            if (number <= close && text.regionMatches(open + 1, name, 0, name.length())
                    && digitsOnly(text, number, close)) {
                return mask;
            }
        }
        return null;
    }

    private static boolean digitsOnly(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!isDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** A line after masking, and the raw values each mask replaced (parallel to {@link #list()}). */
    public record MaskedLine(String text, List<List<String>> valuesByMask) {
    }
}
