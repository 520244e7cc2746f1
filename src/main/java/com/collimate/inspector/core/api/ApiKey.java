package com.collimate.inspector.core.api;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
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
    private final Pattern inAnswers;

    private ApiKey(String secret) {
        this.secret = secret;
        byte[] bytes = secret.getBytes(StandardCharsets.UTF_8);
        this.inAnswers = Pattern.compile("(?i:" + Pattern.quote(secret) + ")|"
                + Pattern.quote(Base64.getEncoder().withoutPadding().encodeToString(bytes)) + "|"
                + Pattern.quote(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes)) + "|"
                + Pattern.quote(URLEncoder.encode(secret, StandardCharsets.UTF_8)));
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

    /** {@code text} with every occurrence of the secret replaced by {@value #MASK}. */
    public String redact(String text) {
        return text == null ? null : text.replace(secret, MASK);
    }

    /**
     * {@code text} of a server's answer with the key replaced by {@value #ANSWER_MASK} in any letter case, and in base64
     * and URL encoding: a verbose or hostile server may echo it transformed.
     */
    public String redactAnswer(String text) {
        return text == null ? null : inAnswers.matcher(text).replaceAll(Matcher.quoteReplacement(ANSWER_MASK));
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
