package com.collimate.inspector.sandbox;

/**
 * Exit codes as rollout logs record them. On Windows an exit code is a 32-bit unsigned value (a crash is an
 * NTSTATUS such as 0xC0000005) that Java's {@code Process.exitValue()} returns as a negative int, while Python, which
 * writes the logs, reports it unsigned (3221225477): replayed here it must read the same, not as a divergence.
 */
final class ExitCodes {
    private static final boolean WINDOWS = System.getProperty("os.name", "").startsWith("Windows");

    private ExitCodes() {
    }

    static long asLogged(int exitValue) {
        return asLogged(exitValue, WINDOWS);
    }

    static long asLogged(int exitValue, boolean windows) {
        return windows ? Integer.toUnsignedLong(exitValue) : exitValue;
    }
}
