package com.collimate.inspector.core.log;

/**
 * Compressions the reader does not inflate, told by their magic bytes at the start of the text, so that a zstd log
 * is refused as such instead of as invalid JSON ("unexpected '('"): zstd, xz, bzip2, a zip archive, and gzip data
 * inside gzip (the outer gzip is inflated before the text is looked at).
 */
final class ForeignCompression {
    private ForeignCompression() {
    }

    /** Why a text starting with {@code b[0, limit)} cannot be read, with the command that decompresses it; or null. */
    static String reason(byte[] b, int limit) {
        if (Compression.isGzip(b, limit)) {
            return "the file is gzip-compressed twice; rollout logs must be plain or gzip-compressed once (decompress"
                    + " it with gunzip, then open the result)";
        }
        if (starts(b, limit, 0x28, 0xB5, 0x2F, 0xFD)) {
            return compressed("zstd", "zstd -d");
        }
        if (starts(b, limit, 0xFD, '7', 'z', 'X', 'Z')) {
            return compressed("xz", "xz -d");
        }
        if (starts(b, limit, 'B', 'Z', 'h') && limit > 3 && b[3] >= '1' && b[3] <= '9') {
            return compressed("bzip2", "bunzip2");
        }
        if (starts(b, limit, 'P', 'K', 3, 4)) {
            return "the file is a zip archive; rollout logs must be plain or gzip-compressed (extract the log with"
                    + " unzip)";
        }
        return null;
    }

    private static String compressed(String name, String command) {
        return "the file is " + name + "-compressed; rollout logs must be plain or gzip-compressed (decompress it"
                + " with " + command + ")";
    }

    private static boolean starts(byte[] b, int limit, int... magic) {
        if (limit < magic.length) {
            return false;
        }
        for (int i = 0; i < magic.length; i++) {
            if ((b[i] & 0xFF) != magic[i]) {
                return false;
            }
        }
        return true;
    }
}
