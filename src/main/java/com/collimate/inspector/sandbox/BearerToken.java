package com.collimate.inspector.sandbox;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;

/** The server's bearer token: generated when none is given, compared in constant time, never printed by toString. */
final class BearerToken {
    private static final String SCHEME = "Bearer ";

    private final String value;

    BearerToken(String value) {
        this.value = value;
    }

    static BearerToken generate() {
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        return new BearerToken("lsb_" + HexFormat.of().formatHex(bytes));
    }

    String value() {
        return value;
    }

    /** Whether an Authorization header carries this token. */
    boolean accepts(String authorization) {
        if (authorization == null || authorization.length() < SCHEME.length()
                || !authorization.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
            return false;
        }
        byte[] presented = authorization.substring(SCHEME.length()).strip().getBytes(StandardCharsets.UTF_8);
        return MessageDigest.isEqual(value.getBytes(StandardCharsets.UTF_8), presented);
    }

    @Override
    public String toString() {
        return "BearerToken[***]";
    }
}
