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

    @org.junit.jupiter.api.Test
    void aShortKeyIsMaskedWhereItStandsAloneNotInsideWords() {
        ApiKey key = ApiKey.ofNullable("k");

        assertThat(key.redact("bad key or token 'null'")).isEqualTo("bad key or token 'null'");
        assertThat(key.redact("Bearer k refused; key=k&user=K, 'k'")).isEqualTo(
                "Bearer *** refused; key=***&user=***, '***'");
        assertThat(ApiKey.ofNullable("sk-env").redact("sk-env2 sk-environment sk-env: %73k-env"))
                .isEqualTo("sk-env2 sk-environment ***: ***");
    }

    @org.junit.jupiter.api.Test
    void aShortKeysEncodedFormsAreMaskedInsideLongerTextToo() {
        String secret = "sk-7abc";
        ApiKey key = ApiKey.ofNullable(secret);
        String basic = Base64.getEncoder().encodeToString(("user:" + secret).getBytes(StandardCharsets.UTF_8));
        String hex = java.util.HexFormat.of().formatHex(secret.getBytes(StandardCharsets.UTF_8));

        assertThat(key.redact("Authorization: Basic " + basic)).doesNotContain(basic.substring(8, 14));
        assertThat(key.redact("trace=ab" + hex + "cd")).isEqualTo("trace=ab***cd");
        assertThat(ApiKey.ofNullable("a").redact("HTTP 461 on port 6161, key 61")).as("hex of a 1-character key")
                .isEqualTo("HTTP 461 on port 6161, key ***");
    }

    @org.junit.jupiter.api.Test
    void aKeyOfEightCharactersOrMoreIsMaskedInsideWordsToo() {
        assertThat(ApiKey.ofNullable("sk-live-key").redact("tokensk-live-keyrest")).isEqualTo("token***rest");
    }

    @org.junit.jupiter.api.Test
    void percentEncodedHexAndMimeWrappedFormsAreMasked() {
        String secret = "ck-FAKE-Zq8Rv2Lp9Wx4Tn7Mb3Yh";
        ApiKey key = ApiKey.ofNullable(secret);
        StringBuilder fullyEncoded = new StringBuilder();
        for (byte b : secret.getBytes(StandardCharsets.UTF_8)) {
            fullyEncoded.append(String.format("%%%02X", b));
        }
        String hex = java.util.HexFormat.of().formatHex(secret.getBytes(StandardCharsets.UTF_8));
        String mime = Base64.getMimeEncoder(8, "\r\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(("yy" + secret).getBytes(StandardCharsets.UTF_8));

        for (String echo : List.of(fullyEncoded.toString(), fullyEncoded.toString().toLowerCase(java.util.Locale.ROOT),
                "ck-FAKE%2DZq8Rv2Lp9Wx4Tn7Mb3Yh", hex, hex.toUpperCase(java.util.Locale.ROOT))) {
            assertThat(key.redactAnswer("x=" + echo + ";")).as(echo).isEqualTo("x=" + ApiKey.ANSWER_MASK + ";");
        }
        String redactedMime = key.redactAnswer(mime);
        assertThat(redactedMime).contains(ApiKey.ANSWER_MASK);
        String left = redactedMime.replace(ApiKey.ANSWER_MASK, "").replaceAll("\\s", "");
        assertThat(left.length()).as("only the prefix's characters and padding stay: " + left).isLessThanOrEqualTo(4);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sk-live-0123456789ab", "sk-live-0123456789abc", "sk-live-0123456789abcd"})
    void theLineBreaksAroundTheKeysBase64AreTheOutputsOwn(String secret) {
        ApiKey key = ApiKey.ofNullable(secret);
        String base64 = Base64.getEncoder().encodeToString(secret.getBytes(StandardCharsets.UTF_8));
        String padding = base64.substring(base64.replace("=", "").length()); // carries no bits of the key: kept

        assertThat(key.redactAnswer("b64 " + base64 + "\nnext line\n")).isEqualTo("b64 " + ApiKey.ANSWER_MASK
                + padding + "\nnext line\n");
        assertThat(key.redactAnswer("line\r\n" + base64 + "\r\n"))
                .isEqualTo("line\r\n" + ApiKey.ANSWER_MASK + padding + "\r\n");
    }

    private static int padding(String encoded) {
        return encoded.endsWith("==") ? 2 : encoded.endsWith("=") ? 1 : 0;
    }
}
