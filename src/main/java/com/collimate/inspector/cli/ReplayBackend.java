package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.api.ClientOptions;
import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.api.ExecBackend;
import com.collimate.inspector.core.api.ExecClient;
import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.sandbox.Isolation;
import com.collimate.inspector.sandbox.LocalSandbox;
import com.collimate.inspector.sandbox.SandboxConfig;
import picocli.CommandLine;

import java.io.IOException;

import java.util.Map;
import java.util.Optional;

/**
 * The exec backend of one {@code check --replay}, and what to release after it.
 *
 * @param warning one line for the user before any code runs, or empty
 */
record ReplayBackend(ExecBackend exec, String description, Optional<String> warning, AutoCloseable resources)
        implements AutoCloseable {

    /**
     * The configured endpoint (see docs/api.md for the order), or, when none is configured anywhere, the built-in
     * local sandbox started in-process on a free loopback port with a generated token.
     */
    static ReplayBackend open(CommandLine commandLine, String endpointOption, Map<String, String> variables,
                              Settings settings) throws IOException {
        ClientOptions options = ClientOptions.from(settings);
        Optional<Endpoint> endpoint;
        try {
            endpoint = EndpointResolver.resolve(endpointOption, variables, settings);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(commandLine, e.getMessage());
        }
        if (endpoint.isPresent()) {
            Endpoint remote = endpoint.get();
            String description = remote.display() + " (from " + remote.source() + ", "
                    + (remote.apiKey() != null ? "API key set" : "no API key"
                    + EndpointResolver.settingsKeyWithheld(remote, variables, settings).map(why -> ": " + why).orElse(""))
                    + ")";
            return new ReplayBackend(client(remote, options), description, Optional.empty(), () -> { });
        }
        LocalSandbox sandbox = startLocalSandbox();
        Endpoint local = Endpoint.localSandbox(sandbox.uri(), ApiKey.ofNullable(sandbox.token()));
        String description = "built-in local sandbox at " + local.display() + " (no endpoint configured; isolation "
                + sandbox.isolation().label() + ", templates " + String.join(", ", sandbox.templates()) + ")";
        return new ReplayBackend(client(local, options), description, isolationWarning(sandbox.isolation()),
                sandbox::close);
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

    private static LocalSandbox startLocalSandbox() throws IOException {
        try {
            return LocalSandbox.start(SandboxConfig.loopback());
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
