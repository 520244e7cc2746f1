package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.model.SeedAck;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** {@code bash} and {@code sh}: the code is a script; there is no seed handshake, so seed_ack is {@code off}. */
final class ShellTemplate implements Template {
    static final String SCRIPT = "main.sh";

    private final String name;
    private final Path shell;

    ShellTemplate(String name, Path shell) {
        this.name = name;
        this.shell = shell;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean seedHandshake() {
        return false;
    }

    @Override
    public String runtime() {
        return shell.toString();
    }

    @Override
    public GuestCommand prepare(String code, byte[] seed, ExecFolder folder, GuestPaths guest) throws IOException {
        Files.writeString(folder.work().resolve(SCRIPT), code, StandardCharsets.UTF_8);
        return new GuestCommand(List.of(shell.toString(), SCRIPT), Map.of());
    }

    @Override
    public SeedAck verdict(byte[] seed, ExecFolder folder) {
        return SeedAck.OFF;
    }
}
