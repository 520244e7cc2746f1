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
 * The settings found from a text's {@code =} and {@code :} are the ones the regular expression finds trying each
 * position (which {@link NamedSecrets} ran before), from every position of texts dense in names (of any script),
 * quotes, blanks and line breaks of every kind.
 */
class SettingFinderProperties {
    private static final Pattern SETTING = Pattern.compile("(?<![\\p{L}\\p{Nd}_.-])(\\p{L}[\\p{L}\\p{Nd}_.-]{0,63})"
            + "([\"']?(?:=|\\s+=\\s+)|[\"']?:\\s*(?=[\"'])|:[ \\t]*)(?=\\S|\\r?\\n)");
    private static final String LONGEST_NAME = "N" + "a".repeat(63);

    @Property(tries = 20_000)
    void findsWhatTheRegularExpressionFinds(@ForAll("texts") String text) {
        Matcher expected = SETTING.matcher(text);
        for (int from = 0; from <= text.length(); from++) {
            assertFound(new SettingFinder(text).next(from), expected, text, from);
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
        }
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
                " ", "  ", "\t", "\n", "\r\n", "\r", "\f", "\u000B", "=", ":", "\"", "'", "é", "/", ",", "\\",
                "密码", "ä", "\u0663", "\u00B2", "\u0301",
                LONGEST_NAME, LONGEST_NAME + "b", "1" + LONGEST_NAME.substring(1));
        Arbitrary<String> dense = pieces.list().ofMaxSize(30).map(list -> String.join("", list));
        Arbitrary<String> chars = Arbitraries.strings().withChars("ab1_.-=: \t\n\r\f\u000B\"'").ofMaxLength(40);
        return Arbitraries.oneOf(dense, chars);
    }
}
