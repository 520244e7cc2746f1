package com.collimate.inspector.core.api;

import com.collimate.inspector.core.api.SettingFinder.Setting;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The settings found from a text's {@code =} and {@code :} (and their full-width forms) are the ones the regular
 * expression finds trying each position, from every position of texts dense in names (of any script, with marks,
 * letters and digits outside the BMP and lone surrogates), quotes, blanks and line breaks of every kind.
 */
class SettingFinderProperties {
    /**
     * The letter outside the BMP in its look-behind is for Java's regular expressions, which read a look-behind of a
     * pattern without one a char at a time (a letter outside the BMP before a name would be two chars of no letter).
     */
    private static final Pattern SETTING = Pattern.compile("(?<![\\p{L}\\p{M}\\p{Nd}_.\uD842\uDFB7-])"
            + "([\\p{M}\\p{Nd}_.-]*\\p{L}[\\p{L}\\p{M}\\p{Nd}_.-]*)"
            + "([\"']?[ \\t]*(?::=|=>)[ \\t]*|[\"']?(?:=(?!>)|＝|\\s+[=＝]\\s+)|[\"']?(?::(?!=)|：)\\s*(?=[\"'])"
            + "|(?::(?!=)|：)[ \\t]*)(?=\\S|\\r?\\n)");
    private static final String LONG_NAME = "N" + "a".repeat(63);

    @Property(tries = 20_000)
    void findsWhatTheRegularExpressionFinds(@ForAll("texts") String text) {
        Matcher expected = SETTING.matcher(text);
        for (int from = 0; from <= text.length(); from++) {
            if (!insideAPair(text, from)) {
                assertFound(new SettingFinder(text).next(from), expected, text, from);
            }
        }
    }

    /** One finder asked for settings further and further on, as {@link NamedSecrets} asks, finds the same. */
    @Property(tries = 20_000)
    void oneFinderFindsWhatTheRegularExpressionFindsFurtherOn(@ForAll("texts") String text,
                                                               @ForAll @IntRange(max = 3) int skip) {
        Matcher expected = SETTING.matcher(text);
        SettingFinder finder = new SettingFinder(text);
        for (int from = 0; from <= text.length(); ) {
            Setting found = finder.next(from);
            assertFound(found, expected, text, from);
            from = found == null ? text.length() + 1 : found.end() + skip;
            from += insideAPair(text, from) ? 1 : 0;
        }
    }

    /**
     * Whether {@code at} is between the two halves of a surrogate pair: no setting ends there, so no finder is asked
     * from there (and the regular expression's look-behind reads the half after it alone).
     */
    private static boolean insideAPair(String text, int at) {
        return at > 0 && at < text.length() && Character.isHighSurrogate(text.charAt(at - 1))
                && Character.isLowSurrogate(text.charAt(at));
    }

    private static void assertFound(Setting found, Matcher expected, String text, int from) {
        if (expected.find(from)) {
            assertThat(found).as("%s from %d", text, from)
                    .isEqualTo(new Setting(expected.start(), expected.end(1), expected.end()));
        } else {
            assertThat(found).as("%s from %d", text, from).isNull();
        }
    }

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> pieces = Arbitraries.of("password", "PWD", "token", "a", "Z", "9", "_", ".", "-", "x1",
                " ", "  ", "\t", "\n", "\r\n", "\r", "\f", "\u000B", "=", ":", ">", ":=", "=>", "\"", "'", "é",
                "/", ",", "\\", "密码", "ä", "\u0663", "\u00B2", "\u0301", "＝", "：", "\uD842\uDFB7",
                "\uD835\uDFCE", "\uD842", "\uDFB7", LONG_NAME, LONG_NAME + "b", "1" + LONG_NAME.substring(1));
        Arbitrary<String> dense = pieces.list().ofMaxSize(30).map(list -> String.join("", list));
        Arbitrary<String> chars = Arbitraries.strings().withChars("ab1_.-=:＝：> \t\n\r\f\u000B\"'").ofMaxLength(40);
        return Arbitraries.oneOf(dense, chars);
    }
}
