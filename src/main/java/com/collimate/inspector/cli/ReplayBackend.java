package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.api.CallScope;
import com.collimate.inspector.core.api.ClientOptions;
import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.api.ExecBackend;
import com.collimate.inspector.core.api.ExecClient;
import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.KeyPolicy;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.util.ByteSize;
import com.collimate.inspector.sandbox.Isolation;
import com.collimate.inspector.sandbox.LocalSandbox;
import com.collimate.inspector.sandbox.SandboxConfig;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The exec backend of one {@code check --replay}, and what to release after it.
 *
 * @param warnings lines for the user before any code runs (the local sandbox's), each also a note of the report
 */
record ReplayBackend(ExecBackend exec, String description, List<String> warnings, AutoCloseable resources)
        implements AutoCloseable {

    /**
     * The configured endpoint (see docs/api.md for the order), or, when none is configured anywhere, the built-in
     * local sandbox, to be started by {@link Target#start}: a check with nothing left to replay starts nothing.
     */
    static Target resolve(CommandLine commandLine, String endpointOption, Map<String, String> variables,
                          Settings settings, Path settingsFile, LocalLimits limits) {
        Optional<Endpoint> endpoint;
        try {
            endpoint = EndpointResolver.resolve(endpointOption, variables, settings, KeyPolicy.ENVIRONMENT_FIRST);
        } catch (EndpointResolver.UnusableSetting e) {
            throw located(commandLine, e, settingsFile);
        }
        if (endpoint.isPresent() && limits.given()) {
            throw new CommandLine.ParameterException(commandLine, limits.names() + " set" + (limits.both() ? "" : "s")
                    + " the built-in local sandbox's limits, but the replays go to " + endpoint.get().display()
                    + " (from " + endpoint.get().source() + "), whose limits are its own: leave "
                    + (limits.both() ? "them" : "it") + " out, or use the local sandbox (no endpoint configured)");
        }
        String description = endpoint.map(remote -> remote.display() + " (from " + remote.source() + ", "
                + (remote.apiKey() != null ? "API key set" : "no API key"
                + EndpointResolver.settingsKeyWithheld(remote, variables, settings).map(why -> ": " + why).orElse(""))
                + ")").orElse(Endpoint.LOCAL_SANDBOX + " (no endpoint configured)");
        return new Target(endpoint, description, ClientOptions.from(settings), limits);
    }

    /**
     * A usage error with a pointer to the help only when the value was on the command line; one from the
     * environment or the settings file is fixed there, which the message says, not in the command's options.
     */
    private static RuntimeException located(CommandLine commandLine, EndpointResolver.UnusableSetting unusable,
                                            Path settingsFile) {
        return switch (unusable.origin()) {
            case COMMAND_LINE -> new CommandLine.ParameterException(commandLine, unusable.getMessage());
            case ENVIRONMENT -> unusable;
            case SETTINGS_FILE -> new IllegalArgumentException(unusable.getMessage() + "; correct it in "
                    + TextSafety.oneLine(settingsFile.toString(), 300) + " (File → Settings in the app)", unusable);
        };
    }

    /**
     * Where the replays will go, nothing started yet.
     *
     * @param description the remote endpoint and where it was configured, or the local sandbox
     */
    record Target(Optional<Endpoint> remote, String description, ClientOptions options, LocalLimits limits) {

        /** The backend as the journal names the replays it made ({@link Endpoint#journalName}). */
        String journalName() {
            return remote.map(Endpoint::journalName).orElse(Endpoint.LOCAL_SANDBOX);
        }

        /** Connects to the remote endpoint, or starts the local sandbox on a free loopback port with a new token. */
        ReplayBackend start() throws IOException {
            if (remote.isPresent()) {
                return new ReplayBackend(client(remote.get(), options), description, List.of(), () -> { });
            }
            SandboxConfig config = limits.applyTo(SandboxConfig.loopback());
            LocalSandbox sandbox = startLocalSandbox(config);
            Endpoint local = Endpoint.localSandbox(sandbox.uri(), ApiKey.ofNullable(sandbox.token()));
            String started = Endpoint.LOCAL_SANDBOX + " at " + local.display() + " (no endpoint configured; isolation "
                    + sandbox.isolation().label() + ", templates " + String.join(", ", sandbox.templates())
                    + (limits.given() ? ", output limit " + ByteSize.describe(config.outputCapBytes())
                    + ", request limit " + ByteSize.describe(config.maxRequestBytes()) : "") + ")";
            return new ReplayBackend(client(local, options.withRoomForStreams(config.outputCapBytes())), started,
                    warnings(sandbox), sandbox::close);
        }
    }

    /**
     * The backend of a batch none of whose runs can be replayed (no template, no code, a bad seed: each is skipped),
     * so that no local sandbox starts, and no connection is made, for nothing to run.
     */
    static ReplayBackend notStarted(Target target) {
        ExecBackend none = new ExecBackend() {
            @Override
            public ExecOutcome execute(ExecRequest request, CallScope scope) {
                throw new IllegalStateException("no run of this batch can be replayed");
            }

            @Override
            public String describe() {
                return target.journalName();
            }
        };
        return new ReplayBackend(none, target.description() + "; not started: none of the selected runs can be "
                + "replayed", List.of(), () -> { });
    }

    /** What the user should know about the local sandbox before code runs in it. */
    private static List<String> warnings(LocalSandbox sandbox) {
        List<String> warnings = new ArrayList<>();
        isolationWarning(sandbox.isolation()).ifPresent(warnings::add);
        sandbox.outlivedIfKilled().map(outlived -> "the local sandbox: " + outlived).ifPresent(warnings::add);
        return List.copyOf(warnings);
    }

    /**
     * The GUI asks before a local run; a headless check cannot ask, so it says it when the log's code will run
     * unconfined.
     */
    static Optional<String> isolationWarning(Isolation isolation) {
        return isolation != Isolation.NONE ? Optional.empty() : Optional.of("the local sandbox has no isolation on "
                + "this machine (neither bwrap nor unshare works here): the log's code runs as you, with your files "
                + "and your network. Replay only logs you trust, install bubblewrap, or pass --endpoint URL.");
    }

    /**
     * The built-in sandbox's limits from {@code check --max-output / --max-request}; null for the default.
     */
    record LocalLimits(Integer maxOutput, Integer maxRequest) {
        boolean given() {
            return maxOutput != null || maxRequest != null;
        }

        boolean both() {
            return maxOutput != null && maxRequest != null;
        }

        String names() {
            return both() ? "--max-output and --max-request" : maxOutput != null ? "--max-output" : "--max-request";
        }

        SandboxConfig applyTo(SandboxConfig config) {
            return config.withLimits(maxOutput == null ? config.outputCapBytes() : maxOutput,
                    maxRequest == null ? config.maxRequestBytes() : maxRequest);
        }
    }

    private static LocalSandbox startLocalSandbox(SandboxConfig config) throws IOException {
        try {
            return LocalSandbox.start(config);
        } catch (IOException e) {
            throw new IOException("no endpoint is configured and the built-in local sandbox cannot start here ("
                    + e.getMessage() + "); pass --endpoint URL or set " + EndpointResolver.ENDPOINT_VARIABLE, e);
        }
    }

    private static ExecClient client(Endpoint endpoint, ClientOptions options) {
        return new ExecClient(ExecClient.newHttpClient(options), endpoint, options);
    }

    @Override
    public void close() throws Exception {
        resources.close();
    }
}
