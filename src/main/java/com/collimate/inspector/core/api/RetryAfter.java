package com.collimate.inspector.core.api;

import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** Parses a {@code Retry-After} header: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
final class RetryAfter {
    private RetryAfter() {
    }

    /** The wait asked for, never negative; empty when the header is absent or unreadable. */
    static Optional<Duration> parse(String header, Clock clock) {
        if (header == null || header.isBlank()) {
            return Optional.empty();
        }
        String value = header.trim();
        if (value.chars().allMatch(Character::isDigit)) {
            try {
                return Optional.of(Duration.ofSeconds(Long.parseLong(value)));
            } catch (NumberFormatException tooLong) {
                return Optional.empty();
            }
        }
        try {
            ZonedDateTime when = ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME);
            Duration wait = Duration.between(clock.instant(), when.toInstant());
            return Optional.of(wait.isNegative() ? Duration.ZERO : wait);
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
