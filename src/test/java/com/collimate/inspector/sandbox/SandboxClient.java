package com.collimate.inspector.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/** A plain java.net.http client of the exec API, for tests and the sample generator. */
final class SandboxClient {
    static final String SEED_A = "c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00";
    static final String SEED_B = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final URI base;
    private final String token;

    SandboxClient(URI base, String token) {
        this.base = base;
        this.token = token;
    }

    SandboxClient(LocalSandbox sandbox) {
        this(sandbox.uri(), sandbox.token());
    }

    /** An answer: status, headers and the JSON body. */
    record Answer(int status, HttpResponse<String> raw, JsonNode json) {
        String text(String field) {
            JsonNode value = json.get(field);
            return value == null || value.isNull() ? null : value.asText();
        }

        String stdout() {
            return text("stdout");
        }

        String seedAck() {
            return text("seed_ack");
        }

        int exitCode() {
            return json.get("exit_code").asInt();
        }

        String error() {
            return text("error");
        }
    }

    static ObjectNode request(String template, String code, String seed) {
        ObjectNode body = JSON.createObjectNode().put("template", template).put("code", code);
        if (seed != null) {
            body.put("seed", seed);
        }
        return body;
    }

    Answer exec(String template, String code, String seed) {
        return exec(request(template, code, seed));
    }

    Answer exec(ObjectNode body) {
        return execAsync(body).join();
    }

    CompletableFuture<Answer> execAsync(ObjectNode body) {
        return send(post("/v1/exec", body.toString(), token));
    }

    Answer raw(HttpRequest request) {
        return send(request).join();
    }

    HttpRequest post(String path, String body, String bearer) {
        return post(path, body.getBytes(StandardCharsets.UTF_8), bearer);
    }

    HttpRequest post(String path, byte[] body, String bearer) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(base.resolve(path))
                .timeout(Duration.ofSeconds(120))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (bearer != null) {
            builder.header("Authorization", "Bearer " + bearer);
        }
        return builder.build();
    }

    HttpRequest get(String path, String bearer) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(30));
        if (bearer != null) {
            builder.header("Authorization", "Bearer " + bearer);
        }
        return builder.build();
    }

    String token() {
        return token;
    }

    private CompletableFuture<Answer> send(HttpRequest request) {
        return http.sendAsync(request, HttpResponse.BodyHandlers.ofString()).thenApply(response -> {
            try {
                return new Answer(response.statusCode(), response, JSON.readTree(response.body()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
