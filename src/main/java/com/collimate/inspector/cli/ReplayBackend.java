package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.api.ClientOptions;
import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.api.ExecBackend;
import com.collimate.inspector.core.api.ExecClient;
import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.sandbox.LocalSandbox;
import com.collimate.inspector.sandbox.SandboxConfig;
import okhttp3.HttpUrl;
import picocli.CommandLine;

import java.io.IOException;

import java.util.Map;
import java.util.Optional;

/** The exec backend of one {@code check --replay}, and what to release after it. */
record ReplayBackend(ExecBackend exec, String description, AutoCloseable resources) implements AutoCloseable {

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
                    + (remote.apiKey() == null ? "no API key" : "API key set") + ")";
            return new ReplayBackend(client(remote, options), description, () -> { });
        }
        LocalSandbox sandbox = startLocalSandbox();
        Endpoint local = new Endpoint(HttpUrl.get(sandbox.uri()), ApiKey.ofNullable(sandbox.token()),
                "the built-in local sandbox");
        String description = "built-in local sandbox at " + local.display() + " (no endpoint configured; isolation "
                + sandbox.isolation().label() + ", templates " + String.join(", ", sandbox.templates()) + ")";
        return new ReplayBackend(client(local, options), description, sandbox::close);
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
