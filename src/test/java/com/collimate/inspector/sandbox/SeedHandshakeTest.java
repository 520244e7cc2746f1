package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.model.SeedAck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;

import static org.assertj.core.api.Assertions.assertThat;

class SeedHandshakeTest {
    private static final byte[] SEED = HexFormat.of().parseHex(SandboxClient.SEED_A);

    @TempDir
    Path folder;

    @Test
    void derivationsMatchThoseComputedIndependentlyWithPythonHashlib() {
        // values from: hashlib.sha256(b'collimate-hashseed\0' + seed), then the ack formula of sitecustomize.py
        assertThat(SeedHandshake.pythonHashSeed(SEED)).isEqualTo(3377995532L);
        assertThat(SeedHandshake.expectedAck(SEED, 3377995532L))
                .isEqualTo("v1 ae4ddfc8eac2bafe6fdf0ad387dc3d5b4eeccd9c86ed8f2a5cbe8b2c08e69621");
    }

    @Test
    void verdictFollowsWhatTheBootstrapReported() throws IOException {
        Path ack = folder.resolve(SeedHandshake.ACK_FILE);
        assertThat(SeedHandshake.verdict(ack, SEED)).isEqualTo(SeedAck.NO_ACK);

        Files.writeString(ack, "");
        assertThat(SeedHandshake.verdict(ack, SEED)).isEqualTo(SeedAck.NO_ACK);

        Files.writeString(ack, SeedHandshake.expectedAck(SEED, SeedHandshake.pythonHashSeed(SEED)) + "\n");
        assertThat(SeedHandshake.verdict(ack, SEED)).isEqualTo(SeedAck.VERIFIED);

        byte[] other = SEED.clone();
        other[31] ^= 0x40;
        assertThat(SeedHandshake.verdict(ack, other)).isEqualTo(SeedAck.MISMATCH);

        Files.writeString(ack, "v1 garbage\n");
        assertThat(SeedHandshake.verdict(ack, SEED)).isEqualTo(SeedAck.MISMATCH);
    }
}
