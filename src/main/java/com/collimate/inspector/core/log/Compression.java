package com.collimate.inspector.core.log;

public enum Compression {
    NONE("none"), GZIP("gzip");

    private final String label;

    Compression(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** Whether the first {@code length} bytes of {@code start} begin with the gzip magic bytes 1F 8B. */
    public static boolean isGzip(byte[] start, int length) {
        return length >= 2 && (start[0] & 0xFF) == 0x1F && (start[1] & 0xFF) == 0x8B;
    }
}
