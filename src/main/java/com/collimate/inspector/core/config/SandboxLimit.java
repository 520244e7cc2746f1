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

    /**
     * A limit as {@link #parse} reads it back: {@code 64 MiB}, or plain bytes ({@code 1000000}) when it is no whole
     * number of KiB, which {@link ByteSize#describe} would write with digit groups and a unit that parse refuses.
     */
    public static String written(int bytes) {
        return bytes % 1024 == 0 ? ByteSize.describe(bytes) : Integer.toString(bytes);
    }

    /** Whether {@code bytes} is a limit the sandbox takes. */
    static boolean allows(long bytes) {
        return bytes >= 1 && bytes <= MAX;
    }
}
