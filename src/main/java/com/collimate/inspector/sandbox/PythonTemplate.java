package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.model.SeedAck;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * {@code python}, replay-enabled: the code runs under python3 with the seed bootstrap installed as
 * {@code sitecustomize} (via PYTHONPATH), PYTHONHASHSEED derived from the seed, and the handshake checked
 * through an ack file in the exec's control folder.
 */
final class PythonTemplate implements Template {
    static final String NAME = "python";
    static final String SCRIPT = "main.py";
    private static final String BOOTSTRAP = "sitecustomize.py";

    private final PythonRuntime runtime;
    private final FaultInjection fault;

    PythonTemplate(PythonRuntime runtime, FaultInjection fault) {
        this.runtime = runtime;
        this.fault = fault;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean seedHandshake() {
        return true;
    }

    @Override
    public String runtime() {
        return "Python " + runtime.version();
    }

    @Override
    public GuestCommand prepare(String code, byte[] seed, ExecFolder folder, GuestPaths guest) throws IOException {
        Files.writeString(folder.work().resolve(SCRIPT), code);
        try (InputStream bootstrap = PythonTemplate.class.getResourceAsStream(BOOTSTRAP)) {
            if (bootstrap == null) {
                throw new IOException("the python seed bootstrap is missing from the application");
            }
            Files.copy(bootstrap, folder.control().resolve(BOOTSTRAP));
        }
        byte[] installed = fault == FaultInjection.WRONG_SEED ? withFlippedBit(seed) : seed;
        Map<String, String> environment = Map.of(
                "PYTHONPATH", guest.control(),
                "PYTHONHASHSEED", Long.toString(SeedHandshake.pythonHashSeed(seed)),
                "COLLIMATE_SANDBOX_SEED", HexFormat.of().formatHex(installed),
                "COLLIMATE_SANDBOX_ACK", guest.control() + "/" + SeedHandshake.ACK_FILE,
                "PYTHONDONTWRITEBYTECODE", "1",
                "PYTHONUNBUFFERED", "1",
                "PYTHONIOENCODING", "utf-8");
        List<String> command = new ArrayList<>();
        command.add(runtime.executable().toString());
        if (fault == FaultInjection.SKIP_BOOTSTRAP) {
            command.add("-I");
        }
        command.add(SCRIPT);
        return new GuestCommand(command, environment);
    }

    @Override
    public SeedAck verdict(byte[] seed, ExecFolder folder) throws IOException {
        return SeedHandshake.verdict(folder.control().resolve(SeedHandshake.ACK_FILE), seed);
    }

    private static byte[] withFlippedBit(byte[] seed) {
        byte[] copy = seed.clone();
        copy[0] ^= 1;
        return copy;
    }
}
