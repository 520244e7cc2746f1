package com.collimate.inspector.core.api;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link KeyEchoes} skips only positions where no echo of the key starts: it replaces what the pattern does. */
class KeyEchoesProperties {
    private static final List<String> SECRETS = List.of("k", "sk-env", "sk-FAKE-Secret123xyz9", "clé-secrète-42");

    @Property(tries = 2000)
    void replacesWhatThePatternReplaces(@ForAll("secrets") String secret, @ForAll("pieces") List<Integer> pieces) {
        Pattern echoes = ApiKey.echoesOf(secret);
        String text = text(secret, pieces);

        assertThat(new KeyEchoes(echoes, secret).replaceAll(text, "[API key]")).as(text)
                .isEqualTo(echoes.matcher(text).replaceAll(Matcher.quoteReplacement("[API key]")));
    }

    @Provide
    Arbitrary<String> secrets() {
        return Arbitraries.of(SECRETS);
    }

    @Provide
    Arbitrary<List<Integer>> pieces() {
        return Arbitraries.integers().between(0, 400).list().ofMaxSize(12);
    }

    /** Ordinary characters mixed with the key's echoes in every form, whole or cut at either end. */
    private static String text(String secret, List<Integer> pieces) {
        byte[] bytes = secret.getBytes(StandardCharsets.UTF_8);
        List<String> forms = List.of(secret, secret.toUpperCase(Locale.ROOT), HexFormat.of().formatHex(bytes),
                "%" + HexFormat.of().formatHex(bytes, 0, 1) + secret.substring(1),
                Base64.getEncoder().encodeToString(("u:" + secret).getBytes(StandardCharsets.UTF_8)),
                Base64.getUrlEncoder().encodeToString(("us" + secret).getBytes(StandardCharsets.UTF_8)),
                Base64.getMimeEncoder(4, "\r\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(bytes));
        String ordinary = " \n-_:%=aZ09é€😀";
        StringBuilder text = new StringBuilder();
        for (int piece : pieces) {
            if (piece < 200) {
                text.appendCodePoint(ordinary.codePoints().toArray()[piece % (int) ordinary.codePoints().count()]);
            } else {
                String form = forms.get(piece % forms.size());
                int cut = piece % 3 == 0 ? 1 : 0;
                text.append(piece % 2 == 0 ? form.substring(cut) : form.substring(0, form.length() - cut));
            }
        }
        return text.toString();
    }
}
