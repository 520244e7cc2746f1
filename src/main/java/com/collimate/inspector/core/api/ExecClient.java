package com.collimate.inspector.core.api;

import com.collimate.inspector.core.util.Sizes;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import okhttp3.Call;
import okhttp3.ConnectionPool;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import javax.net.ssl.SSLException;
import javax.net.ssl.SSLHandshakeException;

/**
 * {@code POST {endpoint}/v1/exec} with retries (see docs/api.md). Blocking and thread-safe: one instance serves a
 * whole batch, with calls made concurrently from the engine's workers. Until the endpoint has answered once, a
 * refused connection or an unknown host is not retried: it is {@link FailureKind#UNREACHABLE}, which stops the batch.
 */
public final class ExecClient implements ExecBackend {
    /** What the JDK says when the other side of a TLS hello is not TLS (a plain-HTTP server). */
    private static final String PLAIN_HTTP_ANSWER = "unrecognized ssl message";
    /**
     * Names each exec request, so that a sandbox on this computer can stop it ({@code DELETE /v1/exec/{id}}) when the
     * call is cancelled.
     */
    public static final String EXEC_ID_HEADER = "X-Exec-Id";
    private static final MediaType JSON = MediaType.get("application/json");
    private static final int ERROR_BODY_BYTES = 64 * 1024;
    private static final Duration MIN_PATIENT_WAIT = Duration.ofSeconds(1);

    private final OkHttpClient http;
    private final StopRequests stops;
    private final Endpoint endpoint;
    private final HttpUrl execUrl;
    private final String description;
    private final ClientOptions options;
    private final Backoff backoff;
    private final Sleeper sleeper;
    private final Clock clock;
    private final ObjectReader treeReader = ExecJson.mapper().reader();
    private volatile boolean answeredOnce;
    /** An exec got an answer: the URL is the exec API, and a later 404 is about that request alone. */
    private volatile boolean execAnswered;

    public ExecClient(OkHttpClient http, Endpoint endpoint, ClientOptions options, Backoff backoff, Sleeper sleeper,
                      Clock clock) {
        this.http = Objects.requireNonNull(http);
        this.stops = new StopRequests(http);
        this.endpoint = Objects.requireNonNull(endpoint);
        this.execUrl = endpoint.execUrl();
        this.description = endpoint.journalName();
        this.options = Objects.requireNonNull(options);
        this.backoff = Objects.requireNonNull(backoff);
        this.sleeper = Objects.requireNonNull(sleeper);
        this.clock = Objects.requireNonNull(clock);
    }

    /** Real time, standard backoff. */
    public ExecClient(OkHttpClient http, Endpoint endpoint, ClientOptions options) {
        this(http, endpoint, options, Backoff.standard(), Sleeper.system(), Clock.systemUTC());
    }

    /**
     * The OkHttpClient to share across batches: timeouts from the options, and a pool that keeps enough idle
     * connections for a concurrent batch (the default 5 would reconnect constantly at concurrency 16). Redirects are
     * not followed: OkHttp would turn the POST into a GET and take whatever that answers for an exec answer.
     */
    public static OkHttpClient newHttpClient(ClientOptions options) {
        return new OkHttpClient.Builder()
                .connectTimeout(options.connectTimeout())
                .readTimeout(options.readTimeout())
                .writeTimeout(options.readTimeout())
                .callTimeout(options.callTimeout())
                .connectionPool(new ConnectionPool(64, 5, TimeUnit.MINUTES))
                .followRedirects(false)
                .followSslRedirects(false)
                .build();
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public ExecOutcome execute(ExecRequest request, CallScope scope) {
        byte[] body = toJson(request);
        int attempts = 0;
        int lastStatus = 0;
        Duration rateLimited = Duration.ZERO;
        while (true) {
            if (scope.isCancelled()) {
                return cancelled(lastStatus, attempts);
            }
            attempts++;
            Attempt attempt = attempt(body, scope);
            lastStatus = attempt.status;
            if (!attempt.retryable) {
                return attempt.toOutcome(attempts);
            }
            Duration wait = attempt.retryAfter != null ? min(attempt.retryAfter, options.maxRetryAfter())
                    : backoff.delay(attempts);
            boolean toldWhen = attempt.kind == FailureKind.RATE_LIMITED && attempt.retryAfter != null;
            if (toldWhen && attempts > options.maxRetries()) {
                // beyond the retries only the patience limits them: "Retry-After: 0" (or a past date) must not
                // make a tight loop that never spends it
                wait = max(wait, MIN_PATIENT_WAIT);
            }
            boolean patient = toldWhen && rateLimited.plus(wait).compareTo(options.rateLimitPatience()) <= 0;
            if (attempts > options.maxRetries() && !patient) {
                return new ExecOutcome.Failure(attempt.kind, attempt.message + " (gave up after "
                        + Sizes.count(attempts, "attempt") + (rateLimited.isZero() ? ""
                        : "; waited " + RetryWait.seconds(rateLimited) + " s as the server asked") + ")",
                        attempt.status, attempts);
            }
            if (toldWhen) {
                rateLimited = rateLimited.plus(wait);
            }
            RetryWait retryWait = new RetryWait(attempt.reason(), wait, basis(attempt, wait, attempts));
            scope.waiting(retryWait);
            try {
                if (!sleeper.sleep(wait, scope::isCancelled)) {
                    return cancelled(lastStatus, attempts);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return cancelled(lastStatus, attempts);
            } finally {
                scope.waited(retryWait);
            }
        }
    }

    private String basis(Attempt attempt, Duration wait, int attempts) {
        if (attempt.retryAfter == null) {
            return "backoff, retry " + attempts + " of " + options.maxRetries();
        }
        if (wait.equals(attempt.retryAfter)) {
            return "Retry-After";
        }
        return "Retry-After " + RetryWait.seconds(attempt.retryAfter) + " s, "
                + (wait.compareTo(attempt.retryAfter) > 0 ? "raised to " : "capped at ") + RetryWait.seconds(wait) + " s";
    }

    private Attempt attempt(byte[] body, CallScope scope) {
        String execId = UUID.randomUUID().toString();
        Request.Builder request = new Request.Builder()
                .url(execUrl)
                .header("Accept", "application/json")
                .header(EXEC_ID_HEADER, execId)
                .post(RequestBody.create(body, JSON));
        if (endpoint.apiKey() != null) {
            request.header("Authorization", endpoint.apiKey().bearerHeader());
        }
        Call call = http.newCall(request.build());
        scope.track(call);
        int status = 0;
        try (Response response = call.execute()) {
            status = response.code();
            answeredOnce = true;
            Attempt classified = classify(response);
            if (classified.answer != null) {
                execAnswered = true;
            }
            return classified;
        } catch (IOException e) {
            if (call.isCanceled()) {
                stopRemotely(execId); // the user's cancel, or OkHttp's call timeout, which cancels the call too
            }
            if (scope.isCancelled()) {
                return Attempt.fail(FailureKind.CANCELLED, "cancelled", status);
            }
            return networkFailure(e, status);
        } finally {
            scope.untrack(call);
        }
    }

    /**
     * Asks a sandbox on this computer (the built-in one, or {@code serve} on loopback) to stop the exec the cancelled
     * call started; it would otherwise run to its time limit. Best effort, in the background ({@link StopRequests});
     * a remote exec API is not sent requests it does not know.
     */
    private void stopRemotely(String execId) {
        String host = execUrl.host();
        if (!host.equals("localhost") && !host.startsWith("127.") && !host.equals("::1")) {
            return;
        }
        Request.Builder stop = new Request.Builder().url(execUrl.newBuilder().addPathSegment(execId).build()).delete();
        if (endpoint.apiKey() != null) {
            stop.header("Authorization", endpoint.apiKey().bearerHeader());
        }
        stops.send(stop.build());
    }

    private Attempt classify(Response response) throws IOException {
        int status = response.code();
        if (response.isSuccessful()) {
            return parseAnswer(response);
        }
        if (status >= 300 && status < 400) {
            return Attempt.fail(FailureKind.MALFORMED, "malformed response (HTTP " + status + "): a redirect"
                    + redirectTarget(response) + ", not an exec answer (redirects are not followed: set the endpoint "
                    + "to the exec API itself)", status);
        }
        if (status == 401 || status == 403) {
            return Attempt.fail(FailureKind.AUTH, "bad or missing API key (HTTP " + status + ")", status);
        }
        String message = httpError(response);
        if (!execAnswered && (status == 404 || status == 405 || status == 501)) {
            // the URL has no exec API (a web server's page, another service): every run would fail the same way
            return Attempt.fail(FailureKind.UNREACHABLE, "cannot reach the exec API: POST " + endpoint.displayExecUrl()
                    + " answered " + message + "; check the endpoint URL", status);
        }
        if (status == 429) {
            return Attempt.retry(FailureKind.RATE_LIMITED, "rate limited, " + message, status, retryAfter(response));
        }
        if (status == 408) {
            return Attempt.retry(FailureKind.TIMEOUT, "server timed out, " + message, status, null);
        }
        if (status >= 500) {
            // a busy server (the local sandbox with no free slot in time) says in a 503 when there will be room
            return Attempt.retry(FailureKind.SERVER_ERROR, "server error, " + message, status,
                    status == 503 ? retryAfter(response) : null);
        }
        return Attempt.fail(FailureKind.CLIENT_ERROR, "request refused, " + message, status);
    }

    /** The wait the Retry-After header asks for; null without one that can be read. */
    private Duration retryAfter(Response response) {
        return RetryAfter.parse(response.header("Retry-After"), clock).orElse(null);
    }

    private Attempt parseAnswer(Response response) throws IOException {
        int status = response.code();
        byte[] bytes = BoundedBody.readAll(response.body(), options.maxBodyBytes());
        if (bytes == null) {
            return Attempt.fail(FailureKind.OVERSIZE, "response body is larger than the "
                    + options.maxBodyBytes() / (1024 * 1024) + " MiB cap (HTTP " + status + ")", status);
        }
        try {
            JsonNode tree = treeReader.readTree(bytes);
            Optional<String> problem = ExecAnswerShape.problem(tree);
            if (problem.isPresent()) {
                return Attempt.fail(FailureKind.MALFORMED, "malformed response (HTTP " + status + "): "
                        + problem.get(), status);
            }
            ExecResponse answer = ExecJson.mapper().treeToValue(ExecAnswerShape.withIntegerExitCode(tree),
                    ExecResponse.class);
            ApiKey key = endpoint.apiKey();
            return Attempt.success(key != null && key.scrubsAnswers() ? answer.redacted(key) : answer, status);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
            return Attempt.fail(FailureKind.MALFORMED, "malformed response (HTTP " + status + "): not a valid exec "
                    + "answer" + where + ": " + whyNotJson(bytes, e), status);
        } catch (IOException e) {
            return Attempt.fail(FailureKind.MALFORMED, "malformed response (HTTP " + status + "): "
                    + safe(e.getMessage()), status);
        }
    }

    /**
     * What is wrong with an answer that is not JSON, in the user's terms: a page of HTML (a proxy's error or login
     * page), or where the JSON breaks; the parser's own message names Java types and token codes.
     */
    private String whyNotJson(byte[] body, JsonProcessingException e) {
        if (ServerMessage.isMarkup(body)) {
            return "the body is HTML or XML, not JSON (a proxy's or a login page? check the endpoint URL)";
        }
        if (ServerMessage.isBlank(body)) {
            return "the body is empty";
        }
        return e instanceof JsonParseException ? "the body is not valid JSON"
                : safe(e.getOriginalMessage());
    }

    /** " to https://host/path" without user info, query or fragment, or "" when the target is unusable. */
    private String redirectTarget(Response response) {
        String location = response.header("Location");
        HttpUrl target = location == null ? null : response.request().url().resolve(location);
        return target == null ? "" : " to " + safe(new Endpoint(target, null, "redirect").display());
    }

    /**
     * {@code "HTTP 422: <server message>"}, or for a page of HTML (a web server's or a proxy's error page) its status
     * line alone, {@code "HTTP 404 Not Found (an HTML page)"}: the markup says nothing a terminal can show.
     */
    private String httpError(Response response) {
        String status = "HTTP " + response.code();
        byte[] body;
        try {
            body = BoundedBody.readPrefix(response.body(), ERROR_BODY_BYTES);
        } catch (IOException e) {
            return status + ": (body unreadable: " + safe(e.getMessage()) + ")";
        }
        if (ServerMessage.isMarkup(body)) {
            String reason = response.message().isBlank() ? "" : " " + safe(response.message());
            return status + reason + " (an HTML page)";
        }
        return status + ": " + safe(ServerMessage.extract(body));
    }

    private Attempt networkFailure(IOException e, int status) {
        if (e instanceof SocketTimeoutException || (e instanceof InterruptedIOException
                && "timeout".equals(e.getMessage()))) {
            return Attempt.retry(FailureKind.TIMEOUT, "timed out: " + whichTimeout(e), status, null);
        }
        if (!answeredOnce && unreachable(e)) {
            return Attempt.fail(FailureKind.UNREACHABLE, "cannot reach " + endpoint.display() + ": "
                    + (e instanceof UnknownHostException unknown ? "unknown host " + safe(UnknownHosts.describe(unknown))
                    : safe(rootMessage(e)).toLowerCase(java.util.Locale.ROOT)), status);
        }
        if (!answeredOnce && failedHandshake(e)) {
            // every retry would fail the same way; a TLS error after an answer (a reset) is retried below
            String reason = safe(rootMessage(e)).toLowerCase(java.util.Locale.ROOT);
            return Attempt.fail(FailureKind.UNREACHABLE, "cannot reach " + endpoint.display() + ": the TLS handshake "
                    + "failed (" + reason + ")" + (reason.contains(PLAIN_HTTP_ANSWER)
                    ? "; if the server speaks plain HTTP, use http://" : ""), status);
        }
        if (e instanceof ConnectException) {
            return Attempt.retry(FailureKind.NETWORK, "cannot connect to " + endpoint.display() + ": "
                    + safe(rootMessage(e)).toLowerCase(java.util.Locale.ROOT), status, null);
        }
        return Attempt.retry(FailureKind.NETWORK, "network error: " + safe(rootMessage(e)), status, null);
    }

    /**
     * Which of the options' timeouts ran out, with its length (the user set it: a read timeout of 600 s is not one of
     * 5 s): OkHttp says only "timeout" for the read (and write) timeout and, not as a socket's, for the call timeout.
     */
    private String whichTimeout(IOException e) {
        String detail = e.getMessage() == null ? "" : e.getMessage().toLowerCase(java.util.Locale.ROOT);
        if (!(e instanceof SocketTimeoutException)) {
            return "the call took longer than the call timeout of " + length(options.callTimeout());
        }
        if (detail.isBlank() || detail.equals("timeout") || detail.contains("read timed out")) {
            return "no answer within the read timeout of " + length(options.readTimeout());
        }
        return safe(e.getMessage());
    }

    /** "600 s", or "200 ms" for a timeout of no whole seconds. */
    private static String length(Duration timeout) {
        return timeout.toMillis() % 1000 == 0 ? timeout.toSeconds() + " s" : timeout.toMillis() + " ms";
    }

    /** A TLS handshake that failed: a certificate refused, or a plain-HTTP server answering the TLS hello. */
    private static boolean failedHandshake(IOException e) {
        return e instanceof SSLHandshakeException || e instanceof SSLException
                && String.valueOf(rootMessage(e)).toLowerCase(java.util.Locale.ROOT).contains(PLAIN_HTTP_ANSWER);
    }

    private static boolean unreachable(IOException e) {
        return e instanceof ConnectException || e instanceof UnknownHostException || e instanceof NoRouteToHostException;
    }

    /** The innermost message: OkHttp says "Failed to connect to /127.0.0.1:9", its cause "Connection refused". */
    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() != null ? root.getMessage() : e.getMessage();
    }

    private String safe(String untrusted) {
        String text = untrusted == null ? "(no detail)" : untrusted;
        // masked before it is cut: a key cut short is no longer recognised by its shape
        return TextSafety.oneLine(CredentialText.masked(endpoint.apiKey() == null ? text
                : endpoint.apiKey().redact(text)), ServerMessage.MAX_CHARS);
    }

    private static ExecOutcome cancelled(int status, int attempts) {
        return new ExecOutcome.Failure(FailureKind.CANCELLED, "cancelled", status, attempts);
    }

    private static byte[] toJson(ExecRequest request) {
        try {
            return ExecJson.mapper().writeValueAsBytes(request);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an exec request always serializes", e);
        }
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    /** One HTTP attempt: an answer, a final failure, or a failure worth retrying (after {@code retryAfter} if given). */
    private record Attempt(ExecResponse answer, FailureKind kind, String message, int status, boolean retryable,
                           Duration retryAfter) {

        static Attempt success(ExecResponse answer, int status) {
            return new Attempt(answer, null, null, status, false, null);
        }

        static Attempt fail(FailureKind kind, String message, int status) {
            return new Attempt(null, kind, message, status, false, null);
        }

        static Attempt retry(FailureKind kind, String message, int status, Duration retryAfter) {
            return new Attempt(null, kind, message, status, true, retryAfter);
        }

        /** "rate limited", "server error (HTTP 503)": what a retry waits out, in a few words. */
        String reason() {
            return switch (kind) {
                case RATE_LIMITED -> "rate limited";
                case SERVER_ERROR -> "server error (HTTP " + status + ")";
                case TIMEOUT -> "timed out";
                default -> "network error";
            };
        }

        ExecOutcome toOutcome(int attempts) {
            return answer != null ? new ExecOutcome.Success(answer, status, attempts)
                    : new ExecOutcome.Failure(kind, message, status, attempts);
        }
    }
}
