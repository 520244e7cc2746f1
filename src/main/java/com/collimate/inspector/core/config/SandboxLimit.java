package com.collimate.inspector.core.config;

import com.collimate.inspector.core.util.ByteSize;

/**
 * A limit of the built-in sandbox in bytes: its output kept per stream ({@code check --max-output}, {@code serve
 * --max-output}, the app's {@code sandbox_max_output}) and its largest request ({@code --max-request}). At most
 * {@link #MAX}, as the output is held in memory.
 */
public final class SandboxLimit {
    static final long MAX = 1L << 30;

    private SandboxLimit() {
    }

    /**
     * The bytes of a size as the user wrote it ({@code 64MiB}, {@code 512 KiB}, {@code 1048576}), 1 to {@link #MAX}.
     *
     * @throws IllegalArgumentException with a message naming the text and what is accepted
     */
    public static int parse(String text) {
        return (int) ByteSize.parse(text, MAX);
    }

    /** Whether {@code bytes} is a limit the sandbox takes. */
    static boolean allows(long bytes) {
        return bytes >= 1 && bytes <= MAX;
    }
}
