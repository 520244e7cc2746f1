package com.collimate.inspector.core.api;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An exec API key. The secret leaves this object only as the value of the {@code Authorization} header; every
 * other rendering (toString, messages) is masked, and {@link #redact} scrubs it from untrusted server text.
 */
public final class ApiKey {
    static final String MASK = "***";
    /** What stands for the key in a scrubbed answer; distinct from "***", which outputs print for other reasons. */
    public static final String ANSWER_MASK = "[API key]";
    /** The shortest key that is scrubbed from answers; a masked key in an answer stood for at least this much. */
    public static final int MIN_SCRUBBED_LENGTH = 8;

    private final String secret;
    private final Pattern echoes;

    private ApiKey(String secret) {
        this.secret = secret;
        this.echoes = echoesOf(secret);
    }

    /**
     * The forms a server may echo the key in: any letter case, URL encoded, and base64 (standard or URL-safe), also
     * inside a longer encoded text such as {@code base64("user:" + key)} of HTTP Basic: there the characters that
     * encode only the key's bytes are the same for each of the three ways it can fall on the 3-byte groups.
     */
    private static Pattern echoesOf(String secret) {
        byte[] bytes = secret.getBytes(StandardCharsets.UTF_8);
        List<String> forms = new ArrayList<>(List.of("(?i:" + Pattern.quote(secret) + ")",
                Pattern.quote(URLEncoder.encode(secret, StandardCharsets.UTF_8))));
        for (Base64.Encoder encoder : List.of(Base64.getEncoder(), Base64.getUrlEncoder())) {
            for (int offset = 0; offset < 3; offset++) {
                String stable = stableBase64(encoder, bytes, offset);
                if (stable.length() >= MIN_SCRUBBED_LENGTH) {
                    forms.add(Pattern.quote(stable));
                }
            }
        }
        return Pattern.compile(String.join("|", forms));
    }

    /** The base64 characters that depend on the key's bytes alone when the key starts {@code offset} bytes into a group. */
    private static String stableBase64(Base64.Encoder encoder, byte[] key, int offset) {
        byte[] shifted = new byte[offset + key.length];
        System.arraycopy(key, 0, shifted, offset, key.length);
        String encoded = encoder.withoutPadding().encodeToString(shifted);
        int from = offset == 0 ? 0 : offset + 1;
        int to = shifted.length / 3 * 4;
        return from < to ? encoded.substring(from, to) : "";
    }

    /** {@code null} for a null or blank value: no key configured. */
    public static ApiKey ofNullable(String secret) {
        return secret == null || secret.isBlank() ? null : new ApiKey(secret.trim());
    }

    /** Whether {@code secret}, trimmed, is all visible ASCII: anything else cannot go into a header. */
    public static boolean canBeSent(String secret) {
        return secret.trim().chars().allMatch(c -> c > ' ' && c < 0x7f);
    }

    String bearerHeader() {
        return "Bearer " + secret;
    }

    /** {@code text} with every form of the secret ({@link #echoesOf}) replaced by {@value #MASK}: for messages. */
    public String redact(String text) {
        return text == null ? null : echoes.matcher(text).replaceAll(Matcher.quoteReplacement(MASK));
    }

    /** {@code text} of a server's answer with every form of the key replaced by {@value #ANSWER_MASK}. */
    public String redactAnswer(String text) {
        return text == null ? null : echoes.matcher(text).replaceAll(Matcher.quoteReplacement(ANSWER_MASK));
    }

    /**
     * Whether a server's answer is scrubbed of this key. A key this short could be an ordinary word of a run's
     * output: masking it would make replays differ from their originals, so it is left alone.
     */
    boolean scrubsAnswers() {
        return secret.length() >= MIN_SCRUBBED_LENGTH;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ApiKey other && secret.equals(other.secret);
    }

    @Override
    public int hashCode() {
        return Objects.hash(secret);
    }

    @Override
    public String toString() {
        return MASK;
    }
}
