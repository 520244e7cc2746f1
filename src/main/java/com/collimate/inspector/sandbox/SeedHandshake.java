package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.model.SeedAck;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The seed-ack handshake of the python bootstrap ({@code sitecustomize.py}): the hash seed derived from the exec
 * seed, and the checksum the bootstrap must report for the seed it installed.
 */
final class SeedHandshake {
    static final String ACK_FILE = "seed-ack";
    private static final int MAX_ACK_BYTES = 1024;

    private SeedHandshake() {
    }

    /** PYTHONHASHSEED for the seed: the first four bytes of a domain-separated SHA-256, unsigned. */
    static long pythonHashSeed(byte[] seed) {
        byte[] digest = sha256("collimate-hashseed\0".getBytes(StandardCharsets.US_ASCII), seed);
        return ((digest[0] & 0xFFL) << 24) | ((digest[1] & 0xFFL) << 16) | ((digest[2] & 0xFFL) << 8)
                | (digest[3] & 0xFFL);
    }

    /** The ack line a bootstrap that installed {@code seed} under {@code hashSeed} writes. */
    static String expectedAck(byte[] seed, long hashSeed) {
        byte[] checksum = sha256("collimate-seed-ack-v1\0".getBytes(StandardCharsets.US_ASCII), seed,
                ("\0" + hashSeed).getBytes(StandardCharsets.US_ASCII));
        return "v1 " + HexFormat.of().formatHex(checksum);
    }

    /** {@code verified}, {@code mismatch}, or {@code no-ack} when the bootstrap never wrote its ack file. */
    static SeedAck verdict(Path ackFile, byte[] seed) throws IOException {
        byte[] reported;
        try (InputStream in = Files.newInputStream(ackFile)) {
            reported = in.readNBytes(MAX_ACK_BYTES);
        } catch (NoSuchFileException e) {
            return SeedAck.NO_ACK;
        }
        if (reported.length == 0) {
            return SeedAck.NO_ACK;
        }
        byte[] expected = (expectedAck(seed, pythonHashSeed(seed)) + "\n").getBytes(StandardCharsets.US_ASCII);
        return MessageDigest.isEqual(expected, reported) ? SeedAck.VERIFIED : SeedAck.MISMATCH;
    }

    private static byte[] sha256(byte[]... parts) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (byte[] part : parts) {
                digest.update(part);
            }
            return digest.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
