package com.collimate.inspector.core.replay;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** 128 bits of SHA-256 over length-prefixed parts: equal fingerprints mean equal parts (null ≠ ""). */
record Fingerprint(long high, long low) {

    static Fingerprint of(String... parts) {
        MessageDigest digest = sha256();
        for (String part : parts) {
            if (part == null) {
                digest.update(ByteBuffer.allocate(8).putLong(-1).array());
                continue;
            }
            byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
            digest.update(ByteBuffer.allocate(8).putLong(bytes.length).array());
            digest.update(bytes);
        }
        ByteBuffer hash = ByteBuffer.wrap(digest.digest());
        return new Fingerprint(hash.getLong(), hash.getLong());
    }

    /** The 32 hex digits of the fingerprint. */
    String hex() {
        return String.format("%016x%016x", high, low);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JVM", e);
        }
    }
}
