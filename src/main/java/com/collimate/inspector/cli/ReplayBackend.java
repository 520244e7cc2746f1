package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.ClientOptions;
import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.api.ExecBackend;
import com.collimate.inspector.core.api.ExecClient;
import com.collimate.inspector.core.config.Settings;
import picocli.CommandLine;

import java.util.Map;
import java.util.Optional;

/** The exec backend of one {@code check --replay}, and what to release after it. */
record ReplayBackend(ExecBackend exec, String description, AutoCloseable resources) implements AutoCloseable {

    /** The configured endpoint (see docs/api.md for the order), or the built-in local sandbox when none is. */
    static ReplayBackend open(CommandLine commandLine, String endpointOption, Map<String, String> variables,
                              Settings settings) {
        ClientOptions options = ClientOptions.from(settings);
        Optional<Endpoint> endpoint;
        try {
            endpoint = EndpointResolver.resolve(endpointOption, variables, settings);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(commandLine, e.getMessage());
        }
        if (endpoint.isEmpty()) {
            throw new CommandLine.ParameterException(commandLine, "no exec endpoint configured: pass --endpoint URL, "
                    + "set " + EndpointResolver.ENDPOINT_VARIABLE + ", or set one in the settings "
                    + "(the built-in local sandbox is not part of this build yet)");
        }
        Endpoint remote = endpoint.get();
        String description = remote.display() + " (from " + remote.source() + ", "
                + (remote.apiKey() == null ? "no API key" : "API key set") + ")";
        return new ReplayBackend(new ExecClient(ExecClient.newHttpClient(options), remote, options), description, () -> { });
    }

    @Override
    public void close() throws Exception {
        resources.close();
    }
}
