package com.collimate.inspector.core.api;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A secret's name is read from its end: whatever is glued before it (letters of any script, also outside the BMP,
 * accents as combining marks, digits, {@code _}, {@code -}, {@code .}, however long) and whichever joiner follows it,
 * its value is never shown.
 */
class SecretNamesProperties {
    private static final List<String> NAMES = List.of("password", "PASSWORD", "Passwort", "token", "api_key",
            "secret", "パスワード", "密码", "пароль", "contrasen\u0303a", "pa\u0301ssword");

    @Property(tries = 3_000)
    void aSecretsValueIsMaskedWhateverIsGluedBeforeItsName(@ForAll("glued") String glued,
                                                           @ForAll("names") String name,
                                                           @ForAll("joiners") String joiner,
                                                           @ForAll("values") String value) {
        String text = "sent " + glued + name + joiner + value + " next";
        assertThat(CredentialText.masked(text)).as(text).doesNotContain(value).endsWith("*** next");
    }

    @Provide
    Arbitrary<String> glued() {
        return Arbitraries.of("確認", "パスワードを", "入力", "a", "Z", "_", "-", ".", "9", "é", "e\u0301", "ß", "Ω",
                        "\uD842\uDFB7", "\uD835\uDC1A", "用户", "DB_", "x1")
                .list().ofMaxSize(60).map(pieces -> String.join("", pieces));
    }

    @Provide
    Arbitrary<String> names() {
        return Arbitraries.of(NAMES);
    }

    @Provide
    Arbitrary<String> joiners() {
        return Arbitraries.of("=", ":", " = ", "：", "＝", "\"=", "\t=\t");
    }

    /** Values no rule reads as code or prose: letters and at least one digit. */
    @Provide
    Arbitrary<String> values() {
        return Arbitraries.strings().withCharRange('a', 'z').ofMinLength(4).ofMaxLength(10).map(word -> word + "7q");
    }
}
