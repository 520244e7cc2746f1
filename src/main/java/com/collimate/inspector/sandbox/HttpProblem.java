package com.collimate.inspector.sandbox;

import java.util.Map;

/** A request the sandbox answers with an error status, extra headers and {@code {"error": message}}. */
final class HttpProblem extends Exception {
    private final int status;
    private final Map<String, String> headers;

    HttpProblem(int status, String message) {
        this(status, message, Map.of());
    }

    HttpProblem(int status, String message, Map<String, String> headers) {
        super(message, null, false, false);
        this.status = status;
        this.headers = Map.copyOf(headers);
    }

    static HttpProblem retryLater(int status, String message, int retryAfterSeconds) {
        return new HttpProblem(status, message, Map.of("Retry-After", Integer.toString(retryAfterSeconds)));
    }

    int status() {
        return status;
    }

    Map<String, String> headers() {
        return headers;
    }
}
