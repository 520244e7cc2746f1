package com.collimate.inspector.core.api;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.IntPredicate;
import java.util.regex.Pattern;

/**
 * An exec API key. The secret leaves this object only as the value of the {@code Authorization} header; every
 * other rendering (toString, messages) is masked, and {@link #redact} scrubs it from untrusted server text.
 */
public final class ApiKey {
    static final String MASK = "***";
    private static final String BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    private static final String BASE64_URL = BASE64.substring(0, 62) + "-_";
    /** Where a MIME encoder may break base64 into lines. */
    private static final String LINE_BREAK = "(?:\\r?\\n)?";
    /** What stands for the key in a scrubbed answer; distinct from "***", which outputs print for other reasons. */
    public static final String ANSWER_MASK = "[API key]";
    /** The shortest key that is scrubbed from answers; a masked key in an answer stood for at least this much. */
    public static final int MIN_SCRUBBED_LENGTH = 8;
    /**
     * A form of the key shorter than {@link #MIN_SCRUBBED_LENGTH} (the key itself, or the hex of a key of up to three
     * characters) is masked in messages only where it stands alone, not inside a word: masking every "k" would turn
     * "token" into "to***en", garbling the message and giving the key away by the gaps. Longer forms are masked
     * wherever they appear (base64 sits inside a longer text in HTTP Basic; shorter base64 forms are not used).
     */
    private static final String STANDS_ALONE = "(?<![\\p{Alnum}_-])(?:%s)(?![\\p{Alnum}_-])";

    private final String secret;
    /**
     * Made on the first redaction, not with the key: working out where echoes may start takes tens of milliseconds
     * at start-up, and most keys (the settings' one read for every command) never redact anything.
     */
    private volatile KeyEchoes echoes;

    private ApiKey(String secret) {
        this.secret = secret;
    }

    private KeyEchoes echoes() {
        KeyEchoes made = echoes;
        if (made == null) {
            made = new KeyEchoes(echoesOf(secret), secret); // two threads racing here make equal ones
            echoes = made;
        }
        return made;
    }

    /**
     * The forms a server may echo the key in: any letter case with any of its characters percent-encoded (URL
     * encoding, whole or partial), hex, and base64 (standard or URL-safe, also broken into MIME lines), also inside
     * a longer encoded text such as {@code base64("user:" + key)} of HTTP Basic: there the characters that encode
     * only the key's bytes are the same for each of the three ways it can fall on the 3-byte groups, and the
     * character on each side that mixes key bits with a neighbour's is masked with them (it would give away part of
     * the key's first or last byte).
     */
    static Pattern echoesOf(String secret) {
        byte[] bytes = secret.getBytes(StandardCharsets.UTF_8);
        String hex = HexFormat.of().formatHex(bytes);
        List<String> forms = new ArrayList<>(List.of(
                shortOnesStandAlone(percentEncodable(secret), secret.length()),
                shortOnesStandAlone("(?i:" + hex + ")", hex.length())));
        for (int offset = 0; offset < 3; offset++) {
            base64Form(Base64.getEncoder(), BASE64, bytes, offset).ifPresent(forms::add);
            base64Form(Base64.getUrlEncoder(), BASE64_URL, bytes, offset).ifPresent(forms::add);
        }
        return Pattern.compile(String.join("|", forms));
    }

    /** {@code form}, matched only where it stands alone when it stands for fewer than {@link #MIN_SCRUBBED_LENGTH} characters. */
    private static String shortOnesStandAlone(String form, int length) {
        return length < MIN_SCRUBBED_LENGTH ? STANDS_ALONE.formatted(form) : form;
    }

    /**
     * The pattern of the key's base64 when it starts {@code offset} bytes into a 3-byte group: the characters that
     * depend on the key's bytes alone, between the possible characters that mix the key's first or last bits with
     * a neighbouring byte's. Empty when too few characters are the key's alone to be told from ordinary text.
     */
    private static Optional<String> base64Form(Base64.Encoder encoder, String alphabet, byte[] key,
                                                         int offset) {
        byte[] shifted = new byte[offset + key.length];
        System.arraycopy(key, 0, shifted, offset, key.length);
        String encoded = encoder.withoutPadding().encodeToString(shifted);
        int from = offset == 0 ? 0 : offset + 1;
        int rest = shifted.length % 3;
        int to = shifted.length / 3 * 4 + rest;
        if (to - from < MIN_SCRUBBED_LENGTH) {
            return Optional.empty();
        }
        int first = key[0] & 0xFF;
        int last = shifted[shifted.length - 1] & 0xFF;
        String leading = switch (offset) {
            case 1 -> anyOf(alphabet, index -> (index & 0x0F) == first >> 4);
            case 2 -> anyOf(alphabet, index -> (index & 0x03) == first >> 6);
            default -> "";
        };
        String trailing = switch (rest) {
            case 1 -> anyOf(alphabet, index -> index >> 4 == (last & 0x03));
            case 2 -> anyOf(alphabet, index -> index >> 2 == (last & 0x0F));
            default -> "";
        };
        // a line break at either end is the key's only together with the mixing character beyond it: a text's own
        // line break after the key's base64 stays
        return Optional.of((leading.isEmpty() ? "" : "(?:" + leading + LINE_BREAK + ")?")
                + breakable(encoded.substring(from, to))
                + (trailing.isEmpty() ? "" : "(?:" + LINE_BREAK + trailing + ")?"));
    }

    private static String breakable(String base64) {
        StringBuilder pattern = new StringBuilder();
        for (int i = 0; i < base64.length(); i++) {
            pattern.append(i == 0 ? "" : LINE_BREAK).append(Pattern.quote(base64.substring(i, i + 1)));
        }
        return pattern.toString();
    }

    /** The key in any letter case, each character as itself or percent-encoded (%2D or %2d), as URLs carry it. */
    private static String percentEncodable(String secret) {
        StringBuilder pattern = new StringBuilder("(?i:");
        secret.codePoints().forEach(codePoint -> {
            String character = Character.toString(codePoint);
            StringBuilder encoded = new StringBuilder();
            for (byte b : character.getBytes(StandardCharsets.UTF_8)) {
                encoded.append('%').append(HexFormat.of().toHexDigits(b));
            }
            pattern.append("(?:").append(Pattern.quote(character)).append('|').append(encoded).append(')');
        });
        return pattern.append(')').toString();
    }

    /** A character class of the alphabet's letters whose 6-bit index passes {@code test}. */
    private static String anyOf(String alphabet, IntPredicate test) {
        StringBuilder letters = new StringBuilder("[");
        for (int index = 0; index < alphabet.length(); index++) {
            char letter = alphabet.charAt(index);
            if (test.test(index)) {
                letters.append(Character.isLetterOrDigit(letter) ? "" : "\\").append(letter);
            }
        }
        return letters.append(']').toString();
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
        return text == null ? null : echoes().replaceAll(text, MASK);
    }

    /** {@code text} of a server's answer with every form of the key replaced by {@value #ANSWER_MASK}. */
    public String redactAnswer(String text) {
        return text == null ? null : echoes().replaceAll(text, ANSWER_MASK);
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
