package com.collimate.inspector.core.api;

import okhttp3.ResponseBody;
import okio.BufferedSource;

import java.io.IOException;

/** Reads a response body into memory without ever holding more than a cap. */
final class BoundedBody {
    private BoundedBody() {
    }

    /** The whole body, or {@code null} when it is longer than {@code maxBytes} (checked before reading when declared). */
    static byte[] readAll(ResponseBody body, long maxBytes) throws IOException {
        if (body.contentLength() > maxBytes) {
            return null;
        }
        BufferedSource source = body.source();
        if (source.request(maxBytes + 1)) {
            return null;
        }
        return source.getBuffer().readByteArray();
    }

    /** At most {@code maxBytes} of the body, for error messages: a longer body is cut, not refused. */
    static byte[] readPrefix(ResponseBody body, long maxBytes) throws IOException {
        BufferedSource source = body.source();
        source.request(maxBytes);
        return source.getBuffer().readByteArray(Math.min(maxBytes, source.getBuffer().size()));
    }
}
