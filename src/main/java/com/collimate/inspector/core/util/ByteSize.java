package com.collimate.inspector.core.util;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A size given by a user ({@code 64MiB}, {@code 512 KiB}, {@code 10MB}, {@code 1048576}): a whole number of bytes,
 * or a number (decimals allowed) with a unit. {@code K}, {@code KiB}, {@code M}, {@code MiB}, {@code G}, {@code GiB}
 * are powers of 1024; {@code KB}, {@code MB}, {@code GB} powers of 1000; {@code B} is bytes. Case-insensitive.
 */
public final class ByteSize {
    private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([a-z]*)", Pattern.CASE_INSENSITIVE);
    private static final long KIB = 1024;

    private ByteSize() {
    }

    /**
     * The size in bytes, from 1 to {@code max}.
     *
     * @throws IllegalArgumentException with a message naming the text and what is accepted
     */
    public static long parse(String text, long max) {
        String trimmed = text == null ? "" : text.strip();
        Matcher matcher = SIZE.matcher(trimmed);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("'" + TextTrim.of(trimmed) + "' is not a size: give bytes (1048576) or"
                    + " a number with KiB, MiB or GiB (64MiB)");
        }
        long unit = switch (matcher.group(2).toLowerCase(Locale.ROOT)) {
            case "", "b" -> 1;
            case "k", "kib" -> KIB;
            case "m", "mib" -> KIB * KIB;
            case "g", "gib" -> KIB * KIB * KIB;
            case "kb" -> 1000;
            case "mb" -> 1000_000;
            case "gb" -> 1000_000_000;
            default -> throw new IllegalArgumentException("'" + TextTrim.of(trimmed) + "': unknown unit '"
                    + TextTrim.of(matcher.group(2)) + "' (accepted units, in any letter case: B; K, KiB, M, MiB, G, "
                    + "GiB, powers of 1024; KB, MB, GB, powers of 1000)");
        };
        double value = Double.parseDouble(matcher.group(1)) * unit;
        if (value > max) {
            throw new IllegalArgumentException(trimmed + " is over the largest allowed, " + describe(max));
        }
        long bytes = (long) Math.floor(value);
        if (bytes < 1) {
            throw new IllegalArgumentException(trimmed + " is less than one byte");
        }
        return bytes;
    }

    /** {@code 8 MiB}, {@code 512 KiB}, or {@code 1,000,000 bytes} when not a whole number of KiB. */
    public static String describe(long bytes) {
        if (bytes > 0 && bytes % (KIB * KIB * KIB) == 0) {
            return bytes / (KIB * KIB * KIB) + " GiB";
        }
        if (bytes > 0 && bytes % (KIB * KIB) == 0) {
            return bytes / (KIB * KIB) + " MiB";
        }
        if (bytes > 0 && bytes % KIB == 0) {
            return bytes / KIB + " KiB";
        }
        return Sizes.count(bytes, "byte");
    }

    /** Keeps a bad value short in a message. */
    private static final class TextTrim {
        static String of(String text) {
            return text.length() <= 40 ? text : text.substring(0, 40) + "…";
        }
    }
}
