package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.api.ErrorText;
import com.collimate.inspector.core.api.ExecClient;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.util.ByteSize;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The exec API over HTTP: bearer authentication on every request, {@code POST /v1/exec}, {@code GET /v1/info},
 * and every failure as a JSON {@code {"error": ...}} with a fitting status.
 */
final class SandboxHttpHandler implements HttpHandler {
    static final String EXEC_PATH = "/v1/exec";
    static final String INFO_PATH = "/v1/info";
    private static final System.Logger LOG = System.getLogger(SandboxHttpHandler.class.getName());
    /** How much of a refused, too large body is read before the answer: see {@link #swallow}. */
    private static final long SWALLOW_BYTES = 4L << 20;
    private static final String NOT_AN_EXEC_REQUEST =
            "request body is not an exec request {template, code, seed, timeout_s}: ";

    private final BearerToken token;
    private final ExecService execs;
    private final Supplier<Map<String, Object>> info;
    private final int maxRequestBytes;
    private final InFlight inFlight;
    private final ObjectMapper mapper = new ObjectMapper();

    /**
     * Reads request bodies strictly: a number or boolean is no {@code code}, a string no {@code timeout_s}, and a
     * body with text after the object or a field given twice is refused, never half-read with the last one winning.
     */
    private final ObjectMapper requests = strictRequestMapper();
    private final RequestJson requestJson = new RequestJson(requests);

    /** @param info the body of {@code GET /v1/info}, built for each request (the watcher may have ended) */
    SandboxHttpHandler(BearerToken token, ExecService execs, Supplier<Map<String, Object>> info, int maxRequestBytes,
                       InFlight inFlight) {
        this.token = token;
        this.inFlight = inFlight;
        this.execs = execs;
        this.info = info;
        this.maxRequestBytes = maxRequestBytes;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        inFlight.enter();
        try {
            answer(exchange);
        } finally {
            inFlight.exit();
        }
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (exchange) {
            byte[] body;
            int status = 200;
            Map<String, String> headers = Map.of();
            try {
                body = mapper.writeValueAsBytes(routeUnlessInterrupted(exchange));
            } catch (HttpProblem problem) {
                status = problem.status();
                headers = problem.headers();
                body = mapper.writeValueAsBytes(Map.of("error", problem.getMessage()));
            } catch (RuntimeException | IOException e) {
                LOG.log(System.Logger.Level.WARNING, "exec API request failed", e);
                status = 500;
                body = mapper.writeValueAsBytes(Map.of("error", "internal sandbox error: " + ErrorText.oneLine(e)));
            }
            headers.forEach(exchange.getResponseHeaders()::set);
            exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
            exchange.sendResponseHeaders(status, body.length);
            exchange.getResponseBody().write(body);
        }
    }

    /** A handler thread is interrupted only when the sandbox stops: answered as every exec refused then. */
    private Object routeUnlessInterrupted(HttpExchange exchange) throws HttpProblem, IOException {
        try {
            return route(exchange);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw ExecService.shuttingDown();
        }
    }

    private Object route(HttpExchange exchange) throws HttpProblem, IOException, InterruptedException {
        if (!token.accepts(exchange.getRequestHeaders().getFirst("Authorization"))) {
            throw new HttpProblem(401, "missing or wrong bearer token (send Authorization: Bearer <token>)",
                    Map.of("WWW-Authenticate", "Bearer"));
        }
        String path = exchange.getRequestURI().getPath();
        String method = exchange.getRequestMethod();
        String execId = execId(path);
        if (execId != null) {
            requireMethod(method, "DELETE");
            if (!execs.stop(execId)) {
                throw new HttpProblem(404, "no exec " + TextSafety.oneLine(execId, 80) + " is running");
            }
            return Map.of("stopped", execId);
        }
        switch (path) {
            case EXEC_PATH:
                requireMethod(method, "POST");
                return exec(exchange);
            case INFO_PATH:
                requireMethod(method, "GET");
                return info.get();
            default:
                throw new HttpProblem(404, "no such endpoint; use POST " + EXEC_PATH + " or GET " + INFO_PATH);
        }
    }

    /** The id of {@code /v1/exec/{id}} (one non-empty segment), or null for any other path. */
    private static String execId(String path) {
        if (!path.startsWith(EXEC_PATH + "/")) {
            return null;
        }
        String id = path.substring(EXEC_PATH.length() + 1);
        return id.isEmpty() || id.contains("/") ? null : id;
    }

    private ExecResponse exec(HttpExchange exchange) throws HttpProblem, IOException, InterruptedException {
        byte[] body = readBody(exchange);
        JsonNode tree = requestJson.read(body);
        if (tree == null || tree.isMissingNode()) {
            throw new HttpProblem(400, "request body is empty; expected a JSON object with template and code");
        }
        if (tree.isNull()) {
            throw new HttpProblem(400, "request body must be a JSON object, not null");
        }
        JsonNode timeout = tree.path("timeout_s");
        if (!timeout.isMissingNode() && !timeout.isNull() && !timeout.isNumber()) {
            // Jackson reads the strings "NaN" and "Infinity" into a double even with coercion off
            throw new HttpProblem(400, NOT_AN_EXEC_REQUEST
                    + "field 'timeout_s' must be a number");
        }
        ExecRequest request;
        try {
            request = requests.treeToValue(tree, ExecRequest.class);
        } catch (MismatchedInputException e) {
            throw new HttpProblem(400, NOT_AN_EXEC_REQUEST
                    + mismatch(e));
        }
        return execs.execute(request, exchange.getRequestHeaders().getFirst(ExecClient.EXEC_ID_HEADER));
    }

    private static ObjectMapper strictRequestMapper() {
        ObjectMapper strict = JsonMapper.builder()
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .build();
        // ALLOW_COERCION_OF_SCALARS leaves text fields alone: 5 or true would still become "5" or "true"
        strict.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        return strict;
    }

    private byte[] readBody(HttpExchange exchange) throws HttpProblem, IOException {
        String declared = exchange.getRequestHeaders().getFirst("Content-Length");
        try (InputStream in = exchange.getRequestBody()) {
            if (declared != null && declared.chars().allMatch(Character::isDigit) && !declared.isEmpty()
                    && (declared.length() > 10 || Long.parseLong(declared) > maxRequestBytes)) {
                if (declared.length() <= 10 && Long.parseLong(declared) <= SWALLOW_BYTES) {
                    swallow(in);
                }
                throw tooLarge();
            }
            byte[] body = in.readNBytes(maxRequestBytes + 1);
            if (body.length > maxRequestBytes) {
                swallow(in);
                throw tooLarge();
            }
            return body;
        }
    }

    /**
     * Reads and drops the rest of a refused body, up to {@link #SWALLOW_BYTES}: a client still sending it would
     * otherwise have its connection reset by the close after the 413 and lose the answer ("header parser received no
     * bytes"). A larger body is left unread (one declared larger is not waited for at all); its client may see the
     * reset instead.
     */
    private static void swallow(InputStream in) throws IOException {
        long left = SWALLOW_BYTES;
        byte[] buffer = new byte[8192];
        int read;
        while (left > 0 && (read = in.read(buffer, 0, (int) Math.min(buffer.length, left))) > 0) {
            left -= read;
        }
    }

    private HttpProblem tooLarge() {
        return new HttpProblem(413, "request body is larger than the sandbox's limit of "
                + ByteSize.describe(maxRequestBytes),
                Map.of("Connection", "close"));
    }

    private static void requireMethod(String actual, String allowed) throws HttpProblem {
        if (!allowed.equals(actual)) {
            throw new HttpProblem(405, "method " + actual + " not allowed here; use " + allowed,
                    Map.of("Allow", allowed));
        }
    }

    /** What was wrong, in the request's terms: Jackson's own message names Java types. */
    private static String mismatch(MismatchedInputException e) {
        String field = e.getPath().stream().map(reference -> reference.getFieldName() != null
                ? reference.getFieldName() : "[" + reference.getIndex() + "]").collect(Collectors.joining("."));
        if (field.isEmpty()) {
            return "it must be a JSON object";
        }
        Class<?> type = e.getTargetType();
        String expected = type == null ? "a different type"
                : Number.class.isAssignableFrom(type) || type.isPrimitive() ? "a number"
                : type == String.class ? "a string" : "a different type";
        return "field '" + field + "' must be " + expected;
    }
}
