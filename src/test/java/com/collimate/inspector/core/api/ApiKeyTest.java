package com.collimate.inspector.core.api;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ApiKeyTest {
    /** Every length modulo 3, so the key ends at each place of a base64 group. */
    @ParameterizedTest
    @ValueSource(strings = {"sk-FAKE-Secret123xyz", "sk-FAKE-Secret123xyz9", "sk-FAKE-Secret123xyz98"})
    void noBase64CharacterThatCarriesKeyBitsIsLeftInClear(String secret) {
        ApiKey key = ApiKey.ofNullable(secret);
        for (Base64.Encoder encoder : List.of(Base64.getEncoder(), Base64.getUrlEncoder())) {
            for (String prefix : List.of("", "u", "us", "user:")) {
                String encoded = encoder.encodeToString((prefix + secret).getBytes(StandardCharsets.UTF_8));
                int prefixOnly = prefix.length() * 8 / 6;

                String redacted = key.redactAnswer("b64=" + encoded + " end");

                assertThat(redacted).as(prefix + secret)
                        .isEqualTo("b64=" + encoded.substring(0, prefixOnly) + ApiKey.ANSWER_MASK
                                + encoded.substring(encoded.length() - padding(encoded)) + " end");
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"!", "!?", "tail of the answer"})
    void textEncodedAfterTheKeyKeepsTheCharactersThatAreItsAlone(String after) {
        String secret = "sk-FAKE-Secret123xyz";
        String encoded = Base64.getEncoder().withoutPadding()
                .encodeToString((secret + after).getBytes(StandardCharsets.UTF_8));

        String redacted = ApiKey.ofNullable(secret).redactAnswer(encoded);

        assertThat(redacted).startsWith(ApiKey.ANSWER_MASK);
        assertThat(encoded).endsWith(redacted.substring(ApiKey.ANSWER_MASK.length()));
        int keyBits = secret.length() * 8;
        assertThat(encoded.length() - (redacted.length() - ApiKey.ANSWER_MASK.length()))
                .as("characters masked: those with any of the key's bits")
                .isEqualTo((keyBits + 5) / 6);
    }

    private static int padding(String encoded) {
        return encoded.endsWith("==") ? 2 : encoded.endsWith("=") ? 1 : 0;
    }
}
