package com.collimate.inspector.core.api;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class ExecClientTest {
    static final String KEY = "sk-test-SECRET-123456";
    static final String SEED = "c0ffee00".repeat(8);
    static final String OK_BODY = "{\"stdout\":\"0.84\\n\",\"stderr\":\"\",\"exit_code\":0,\"seed\":\"" + SEED
            + "\",\"seed_ack\":\"verified\",\"usage\":{\"cpu_ms\":12}}";
    static final Instant NOW = Instant.parse("2026-11-29T08:00:00Z");

    @StartStop
    private final MockWebServer server = new MockWebServer();
    private final RecordingSleeper sleeper = new RecordingSleeper();
    private final ExecRequest request = new ExecRequest("python", "print(1)", SEED);

    private ExecClient client(ClientOptions options) {
        OkHttpClient http = ExecClient.newHttpClient(options);
        Endpoint endpoint = new Endpoint(server.url("/"), ApiKey.ofNullable(KEY), "test");
        return new ExecClient(http, endpoint, options, new Backoff(Duration.ofMillis(500), Duration.ofSeconds(30), () -> 1.0),
                sleeper, Clock.fixed(NOW, ZoneOffset.UTC));
    }

    private static ClientOptions options(int maxRetries) {
        return new ClientOptions(Duration.ofSeconds(5), Duration.ofSeconds(5), Duration.ofSeconds(20), maxRetries,
                ClientOptions.DEFAULT_MAX_BODY_BYTES, Duration.ofMinutes(5));
    }

    private ExecClient client() {
        return client(options(4));
    }

    private static MockResponse ok() {
        return new MockResponse.Builder().code(200).body(OK_BODY).build();
    }

    private static MockResponse status(int code, String body) {
        return new MockResponse.Builder().code(code).body(body).build();
    }

    @Test
    void postsTheContractRequestAndKeepsUnknownFields() throws Exception {
        server.enqueue(ok());

        ExecOutcome outcome = client().execute(request, new CallScope());

        assertThat(outcome).isInstanceOf(ExecOutcome.Success.class);
        ExecOutcome.Success success = (ExecOutcome.Success) outcome;
        assertThat(success.status()).isEqualTo(200);
        assertThat(success.attempts()).isEqualTo(1);
        assertThat(success.response().stdout()).isEqualTo("0.84\n");
        assertThat(success.response().seedAck()).isEqualTo("verified");
        assertThat(success.response().extras()).containsKey("usage");
        RecordedRequest recorded = server.takeRequest();
        assertThat(recorded.getMethod()).isEqualTo("POST");
        assertThat(recorded.getUrl().encodedPath()).isEqualTo("/v1/exec");
        assertThat(recorded.getHeaders().get("Authorization")).isEqualTo("Bearer " + KEY);
        assertThat(recorded.getHeaders().get("Content-Type")).startsWith("application/json");
        assertThat(recorded.getBody().utf8())
                .isEqualTo("{\"template\":\"python\",\"code\":\"print(1)\",\"seed\":\"" + SEED + "\"}");
        assertThat(sleeper.waits()).isEmpty();
    }

    @Test
    void omitsTheSeedWhenTheRunHadNone() throws Exception {
        server.enqueue(ok());

        client().execute(new ExecRequest("python", "print(1)", null), new CallScope());

        assertThat(server.takeRequest().getBody().utf8()).isEqualTo("{\"template\":\"python\",\"code\":\"print(1)\"}");
    }

    @Test
    void aKeyEchoedInASuccessfulAnswerIsMaskedEverywhereInIt() {
        String escaped = KEY.replace("-", "\\u002d");
        server.enqueue(status(200, "{\"stdout\":\"token=" + KEY + "\\n\",\"stderr\":\"" + KEY + escaped + "\","
                + "\"exit_code\":0,\"seed\":\"" + SEED + "\",\"seed_ack\":\"" + KEY + "\",\"echo\":{\"k\":[\""
                + KEY + "\"]},\"note\":\"é ok\"}"));

        ExecOutcome.Success success = (ExecOutcome.Success) client().execute(request, new CallScope());

        assertThat(success.response().stdout()).isEqualTo("token=[API key]\n");
        assertThat(success.response().stderr()).isEqualTo("[API key][API key]");
        assertThat(success.response().seedAck()).isEqualTo("[API key]");
        assertThat(success.response().extras().get("echo").get("k").get(0).asText()).isEqualTo("[API key]");
        assertThat(success.response().extras().get("note").asText()).isEqualTo("é ok");
    }

    @Test
    void theWholeCallTimingOutIsATimeoutNotACancel() {
        server.enqueue(new MockResponse.Builder().code(200).body(OK_BODY).headersDelay(3, TimeUnit.SECONDS).build());
        ClientOptions quick = new ClientOptions(Duration.ofSeconds(5), Duration.ofSeconds(5), Duration.ofMillis(300), 0,
                ClientOptions.DEFAULT_MAX_BODY_BYTES, Duration.ofMinutes(5));

        ExecOutcome outcome = client(quick).execute(request, new CallScope());

        assertThat(outcome).isInstanceOfSatisfying(ExecOutcome.Failure.class,
                failure -> assertThat(failure.kind()).isEqualTo(FailureKind.TIMEOUT));
    }

    @Test
    void aKeyEncodedInsideALongerTextOrEchoedInAnErrorIsMaskedToo() {
        ApiKey key = ApiKey.ofNullable(KEY);
        for (String around : java.util.List.of("user:", "Bearer ", "ab", "")) {
            String basic = java.util.Base64.getEncoder().encodeToString((around + KEY + "!").getBytes());
            assertThat(key.redactAnswer("auth=" + basic)).as(around).contains("[API key]");
        }
        server.enqueue(status(401, "{\"error\":\"bad key " + KEY.toUpperCase(java.util.Locale.ROOT) + "\"}"));

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client().execute(request, new CallScope());

        assertThat(failure.message()).doesNotContainIgnoringCase(KEY);
    }

    @Test
    void aKeyEchoedUpperCasedOrEncodedIsMaskedToo() {
        String base64 = java.util.Base64.getEncoder().withoutPadding().encodeToString(KEY.getBytes());
        String urlSafe = java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(KEY.getBytes());
        server.enqueue(status(200, "{\"stdout\":\"upper=" + KEY.toUpperCase(java.util.Locale.ROOT) + " b64=" + base64
                + " url=" + urlSafe + "\",\"stderr\":\"\",\"exit_code\":0,\"seed\":\"" + SEED
                + "\",\"seed_ack\":\"verified\"}"));

        ExecOutcome.Success success = (ExecOutcome.Success) client().execute(request, new CallScope());

        assertThat(success.response().stdout()).isEqualTo("upper=[API key] b64=[API key] url=[API key]");
    }

    @Test
    void aKeyShortEnoughToBeAnOrdinaryWordIsNotScrubbedFromOutputs() {
        assertThat(ApiKey.ofNullable("dev").scrubsAnswers()).isFalse();
        assertThat(ApiKey.ofNullable(KEY).scrubsAnswers()).isTrue();
    }

    @Test
    void unauthorizedIsABadKeyAndIsNotRetried() {
        server.enqueue(status(401, "{\"error\":\"invalid key " + KEY + "\"}"));

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client().execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.AUTH);
        assertThat(failure.message()).isEqualTo("bad or missing API key (HTTP 401)");
        assertThat(failure.status()).isEqualTo(401);
        assertThat(failure.attempts()).isEqualTo(1);
        assertThat(server.getRequestCount()).isEqualTo(1);
        assertThat(sleeper.waits()).isEmpty();
    }

    @Test
    void forbiddenIsABadKeyToo() {
        server.enqueue(status(403, ""));

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client().execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.AUTH);
        assertThat(failure.status()).isEqualTo(403);
    }

    @Test
    void clientErrorsShowTheServerMessageWithoutRetryAndWithoutTheKey() {
        server.enqueue(status(422, "{\"error\":{\"message\":\"unknown template for key " + KEY + "\u001b[31m\"}}"));

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client().execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.CLIENT_ERROR);
        assertThat(failure.status()).isEqualTo(422);
        assertThat(failure.attempts()).isEqualTo(1);
        assertThat(failure.message()).contains("HTTP 422", "unknown template for key ***", "\\u001b[31m")
                .doesNotContain(KEY).doesNotContain("\u001b");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    /** A server's error quoting another key, or a URL with credentials, is shown live and journaled masked. */
    @Test
    void aServersErrorIsMaskedOfKeysByTheirShapeAndOfAUrlsCredentials() {
        String groq = "gsk_" + "aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6kL9nP2qR5tU8wX1z";
        server.enqueue(status(422, "{\"error\":\"invalid key " + groq + ".Retry at "
                + "https://admin:hunter22@gw.example/keys?token=abc123&page=2\"}"));

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client().execute(request, new CallScope());

        assertThat(failure.message()).isEqualTo("request refused, HTTP 422: invalid key ***.Retry at "
                + "https://***@gw.example/keys?token=***&page=2");
    }

    /** A server's error echoing a bearer token, or a key inside a dotted name, shows neither. */
    @Test
    void aServersErrorIsMaskedOfABearerTokenAndOfAKeyInADottedName() {
        String groq = "gsk_" + "aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6kL9nP2qR5tU8wX1z";
        server.enqueue(status(422, "{\"error\":\"Bearer abc.def/ghi== is not valid at Retry." + groq + ".Next\"}"));

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client().execute(request, new CallScope());

        assertThat(failure.message()).contains("Bearer *** is not valid at Retry.***.Next")
                .doesNotContain("abc.def", groq);
    }

    @Test
    void notFoundAfterAnExecWasAnsweredIsThatRequestsOwnRefusalWithTheServerText() {
        server.enqueue(ok());
        server.enqueue(status(404, "no such route"));
        ExecClient client = client();
        client.execute(request, new CallScope());

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client.execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.CLIENT_ERROR);
        assertThat(failure.message()).contains("HTTP 404", "no such route");
    }

    @Test
    void aUrlWithNoExecApiStopsTheBatchWithOneLineNamingItNeverTheHtml() {
        String page = "<html>\r\n<head><title>404 Not Found</title></head>\r\n<body><center><h1>404 Not Found"
                + "</h1></center><hr><center>nginx</center></body></html>";
        server.enqueue(new MockResponse.Builder().status("HTTP/1.1 404 Not Found")
                .addHeader("Content-Type", "text/html").body(page).build());
        server.enqueue(status(405, "{\"error\": \"method not allowed\"}"));
        server.enqueue(status(501, ""));
        List<ExecOutcome.Failure> failures = new ArrayList<>();
        for (int call = 0; call < 3; call++) {
            failures.add((ExecOutcome.Failure) client().execute(request, new CallScope()));
        }

        String url = server.url("/v1/exec").toString();
        assertThat(failures).allSatisfy(failure -> {
            assertThat(failure.kind()).isEqualTo(FailureKind.UNREACHABLE);
            assertThat(failure.kind().stopsBatch()).isTrue();
            assertThat(failure.attempts()).isEqualTo(1);
        });
        assertThat(failures.get(0).message()).isEqualTo("cannot reach the exec API: POST " + url
                + " answered HTTP 404 Not Found (an HTML page); check the endpoint URL");
        assertThat(failures.get(1).message()).isEqualTo("cannot reach the exec API: POST " + url
                + " answered HTTP 405: method not allowed; check the endpoint URL");
        assertThat(failures.get(2).message()).startsWith("cannot reach the exec API: POST " + url
                + " answered HTTP 501");
        assertThat(server.getRequestCount()).isEqualTo(3);
    }

    @Test
    void anHtmlErrorPageIsSummarisedByItsStatusLine() {
        server.enqueue(new MockResponse.Builder().code(400)
                .body("  <!DOCTYPE html><html><body><h1>Bad request</h1></body></html>").build());

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client().execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.CLIENT_ERROR);
        assertThat(failure.message()).isEqualTo("request refused, HTTP 400 Client Error (an HTML page)");
    }

    @Test
    void tooManyRequestsWaitsForRetryAfterSeconds() {
        server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "7").build());
        server.enqueue(ok());

        ExecOutcome outcome = client().execute(request, new CallScope());

        assertThat(outcome).isInstanceOf(ExecOutcome.Success.class);
        assertThat(outcome.attempts()).isEqualTo(2);
        assertThat(sleeper.waits()).containsExactly(Duration.ofSeconds(7));
    }

    @Test
    void tooManyRequestsWaitsUntilRetryAfterDate() {
        String date = DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.ofInstant(NOW.plusSeconds(42), ZoneOffset.UTC));
        server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", date).build());
        server.enqueue(ok());

        ExecOutcome outcome = client().execute(request, new CallScope());

        assertThat(outcome.attempts()).isEqualTo(2);
        assertThat(sleeper.waits()).containsExactly(Duration.ofSeconds(42));
    }

    @Test
    void aLongRetryAfterIsAnnouncedAsTheWaitStarts() {
        server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "3600").build());
        server.enqueue(ok());
        List<String> announced = new CopyOnWriteArrayList<>();

        ExecOutcome outcome = client().execute(request, new CallScope(wait -> announced.add(wait.describe())));

        assertThat(outcome).isInstanceOf(ExecOutcome.Success.class);
        assertThat(sleeper.waits()).containsExactly(Duration.ofMinutes(5));
        assertThat(announced).containsExactly(
                "rate limited: waiting 300 s before retrying (Retry-After 3600 s, capped at 300 s)");
    }

    @Test
    void aBusyServersRetryAfterIsWaitedForInsteadOfTheBackoff() {
        server.enqueue(new MockResponse.Builder().code(503).addHeader("Retry-After", "12")
                .body("{\"error\": \"no free slot within the queue wait\"}").build());
        server.enqueue(ok());
        List<String> announced = new CopyOnWriteArrayList<>();

        ExecOutcome outcome = client().execute(request, new CallScope(wait -> announced.add(wait.describe())));

        assertThat(outcome).isInstanceOf(ExecOutcome.Success.class);
        assertThat(sleeper.waits()).containsExactly(Duration.ofSeconds(12));
        assertThat(announced).containsExactly("server error (HTTP 503): waiting 12 s before retrying (Retry-After)");
    }

    @Test
    void backoffWaitsAreAnnouncedWithTheirRetryNumber() {
        server.enqueue(status(503, "busy"));
        server.enqueue(ok());
        List<String> announced = new CopyOnWriteArrayList<>();

        client().execute(request, new CallScope(wait -> announced.add(wait.describe())));

        assertThat(announced).containsExactly(
                "server error (HTTP 503): waiting 1 s before retrying (backoff, retry 1 of 4)");
    }

    @Test
    void aLongRetryAfterWaitEndsAtOnceWhenTheCallIsCancelled() throws Exception {
        server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "3600").build());
        ClientOptions options = options(4);
        ExecClient realTime = new ExecClient(ExecClient.newHttpClient(options),
                new Endpoint(server.url("/"), null, "test"), options);
        CountDownLatch waiting = new CountDownLatch(1);
        CallScope scope = new CallScope(wait -> waiting.countDown());
        CompletableFuture<ExecOutcome> call = CompletableFuture.supplyAsync(() -> realTime.execute(request, scope));
        assertThat(waiting.await(10, TimeUnit.SECONDS)).as("the wait started").isTrue();

        scope.cancel();

        ExecOutcome outcome = call.get(5, TimeUnit.SECONDS);
        assertThat(outcome).isInstanceOfSatisfying(ExecOutcome.Failure.class,
                failure -> assertThat(failure.kind()).isEqualTo(FailureKind.CANCELLED));
    }

    @Test
    void aServerThatSaysWhenToComeBackIsWaitedForBeyondTheRetriesWithinThePatience() {
        for (int i = 0; i < 6; i++) {
            server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "5").build());
        }
        server.enqueue(ok());

        ExecOutcome outcome = client(options(2)).execute(request, new CallScope());

        assertThat(outcome).isInstanceOf(ExecOutcome.Success.class);
        assertThat(outcome.attempts()).isEqualTo(7);
        assertThat(sleeper.waits()).hasSize(6).containsOnly(Duration.ofSeconds(5));
    }

    @Test
    void rateLimitedRetriesStopOnceThePatienceIsSpent() {
        for (int i = 0; i < 5; i++) {
            server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "5").build());
        }
        ClientOptions options = new ClientOptions(Duration.ofSeconds(5), Duration.ofSeconds(5), Duration.ofSeconds(20),
                2, ClientOptions.DEFAULT_MAX_BODY_BYTES, Duration.ofMinutes(5), Duration.ofSeconds(12));

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client(options).execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.RATE_LIMITED);
        assertThat(failure.attempts()).isEqualTo(3);
        assertThat(failure.message()).endsWith("(gave up after 3 attempts; waited 10 s as the server asked)");
    }

    @Test
    void retryAfterZeroBeyondTheRetriesWaitsASecondEachSoThePatienceRunsOut() {
        for (int i = 0; i < 20; i++) {
            server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "0").build());
        }
        ClientOptions options = new ClientOptions(Duration.ofSeconds(5), Duration.ofSeconds(5), Duration.ofSeconds(20),
                2, ClientOptions.DEFAULT_MAX_BODY_BYTES, Duration.ofMinutes(5), Duration.ofSeconds(4));

        List<RetryWait> waits = new ArrayList<>();

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client(options).execute(request, new CallScope(waits::add));

        assertThat(failure.kind()).isEqualTo(FailureKind.RATE_LIMITED);
        assertThat(failure.attempts()).as("2 retries, then 4 patient ones of 1 s").isEqualTo(7);
        assertThat(sleeper.waits()).containsExactly(Duration.ZERO, Duration.ZERO, Duration.ofSeconds(1),
                Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ofSeconds(1));
        assertThat(waits.get(waits.size() - 1).describe()).contains("(Retry-After 0 s, raised to 1 s)");
    }

    @Test
    void tooManyRequestsWithoutRetryAfterBacksOffExponentiallyThenGivesUp() {
        for (int i = 0; i < 3; i++) {
            server.enqueue(status(429, "slow down"));
        }

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client(options(2)).execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.RATE_LIMITED);
        assertThat(failure.kind().label()).isEqualTo("rate-limited-exhausted");
        assertThat(failure.attempts()).isEqualTo(3);
        assertThat(failure.status()).isEqualTo(429);
        assertThat(failure.message()).contains("gave up after 3 attempts");
        assertThat(sleeper.waits()).containsExactly(Duration.ofMillis(500), Duration.ofMillis(1000));
    }

    @Test
    void serverErrorIsRetriedThenSucceeds() {
        server.enqueue(status(500, "boom"));
        server.enqueue(ok());

        ExecOutcome outcome = client().execute(request, new CallScope());

        assertThat(outcome).isInstanceOf(ExecOutcome.Success.class);
        assertThat(outcome.attempts()).isEqualTo(2);
        assertThat(outcome.status()).isEqualTo(200);
        assertThat(sleeper.waits()).containsExactly(Duration.ofMillis(500));
    }

    @Test
    void serverErrorsExhaustTheConfiguredRetries() {
        for (int i = 0; i < 5; i++) {
            server.enqueue(status(503, "{\"message\":\"overloaded\"}"));
        }

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client().execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.SERVER_ERROR);
        assertThat(failure.attempts()).isEqualTo(5);
        assertThat(failure.message()).contains("HTTP 503", "overloaded");
        assertThat(sleeper.waits()).hasSize(4).containsExactly(Duration.ofMillis(500), Duration.ofMillis(1000),
                Duration.ofMillis(2000), Duration.ofMillis(4000));
        assertThat(server.getRequestCount()).isEqualTo(5);
    }

    @Test
    void connectionResetMidBodyIsRetried() {
        server.enqueue(new MockResponse.Builder().code(200).body(OK_BODY + " ".repeat(100_000))
                .onResponseBody(SocketEffect.ShutdownConnection.INSTANCE).build());
        server.enqueue(ok());

        ExecOutcome outcome = client().execute(request, new CallScope());

        assertThat(outcome).isInstanceOf(ExecOutcome.Success.class);
        assertThat(outcome.attempts()).isEqualTo(2);
        assertThat(sleeper.waits()).hasSize(1);
    }

    @Test
    void connectionResetOnEveryAttemptIsANetworkFailure() {
        for (int i = 0; i < 2; i++) {
            server.enqueue(new MockResponse.Builder().code(200).body(OK_BODY + " ".repeat(100_000))
                    .onResponseBody(SocketEffect.ShutdownConnection.INSTANCE).build());
        }

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client(options(1)).execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.NETWORK);
        assertThat(failure.attempts()).isEqualTo(2);
        assertThat(failure.status()).isEqualTo(200);
    }

    @Test
    void anEndpointThatNeverAnsweredAndRefusesIsUnreachableAtOnce() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        ClientOptions options = options(2);
        Endpoint endpoint = Endpoint.parse("http://127.0.0.1:" + closedPort, ApiKey.ofNullable(KEY), "test");
        ExecClient client = new ExecClient(ExecClient.newHttpClient(options), endpoint, options,
                new Backoff(Duration.ofMillis(500), Duration.ofSeconds(30), () -> 0.0), sleeper, Clock.systemUTC());

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client.execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.UNREACHABLE);
        assertThat(failure.kind().stopsBatch()).isTrue();
        assertThat(failure.attempts()).isEqualTo(1);
        assertThat(failure.status()).isZero();
        assertThat(failure.message()).isEqualTo("cannot reach " + endpoint.display() + ": connection refused");
        assertThat(sleeper.waits()).isEmpty();
    }

    /**
     * The JVM answers a host it failed to resolve from its cache for a while, with the host alone for a message: every
     * request to it still gets the resolver's reason the first one got.
     */
    @Test
    void everyRequestToAnUnknownHostSaysTheSameCompleteReason() {
        ClientOptions options = options(0);
        Endpoint endpoint = Endpoint.parse("http://no-such-host-" + java.util.UUID.randomUUID() + ".invalid",
                ApiKey.ofNullable(KEY), "test");
        List<String> reasons = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ExecClient client = new ExecClient(ExecClient.newHttpClient(options), endpoint, options);
            ExecOutcome.Failure failure = (ExecOutcome.Failure) client.execute(request, new CallScope());
            assertThat(failure.kind()).isEqualTo(FailureKind.UNREACHABLE);
            reasons.add(failure.message());
        }

        assertThat(reasons.get(0)).startsWith("cannot reach " + endpoint.display() + ": unknown host no-such-host-")
                .matches(".*\\.invalid: \\S.*").doesNotContain(KEY);
        assertThat(reasons).containsOnly(reasons.get(0));
    }

    @Test
    void aRefusedConnectionAfterAnAnswerIsRetriedThenReported() {
        server.enqueue(ok());
        ClientOptions options = options(2);
        Endpoint endpoint = new Endpoint(server.url("/"), ApiKey.ofNullable(KEY), "test");
        ExecClient client = new ExecClient(ExecClient.newHttpClient(options), endpoint, options,
                new Backoff(Duration.ofMillis(500), Duration.ofSeconds(30), () -> 0.0), sleeper, Clock.systemUTC());
        assertThat(client.execute(request, new CallScope())).isInstanceOf(ExecOutcome.Success.class);
        server.close();

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client.execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.NETWORK);
        assertThat(failure.attempts()).isEqualTo(3);
        assertThat(failure.message()).isEqualTo("cannot connect to " + endpoint.display() + ": connection refused"
                + " (gave up after 3 attempts)");
        assertThat(sleeper.waits()).containsExactly(Duration.ofMillis(250), Duration.ofMillis(500));
    }

    @Test
    void readTimeoutIsRetriedThenReportedAsTimeout() {
        ClientOptions options = new ClientOptions(Duration.ofSeconds(5), Duration.ofMillis(200), Duration.ofSeconds(20),
                1, ClientOptions.DEFAULT_MAX_BODY_BYTES, Duration.ofMinutes(5));
        for (int i = 0; i < 2; i++) {
            server.enqueue(new MockResponse.Builder().code(200).body(OK_BODY).headersDelay(2, TimeUnit.SECONDS).build());
        }

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client(options).execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.TIMEOUT);
        assertThat(failure.attempts()).isEqualTo(2);
        assertThat(failure.message()).isEqualTo("timed out: no answer within the read timeout of 200 ms (gave up after"
                + " 2 attempts)");
        assertThat(sleeper.waits()).hasSize(1);
    }

    @Test
    void timeoutThenAnswerSucceeds() {
        ClientOptions options = new ClientOptions(Duration.ofSeconds(5), Duration.ofMillis(200), Duration.ofSeconds(20),
                4, ClientOptions.DEFAULT_MAX_BODY_BYTES, Duration.ofMinutes(5));
        server.enqueue(new MockResponse.Builder().code(200).body(OK_BODY).headersDelay(2, TimeUnit.SECONDS).build());
        server.enqueue(ok());

        ExecOutcome outcome = client(options).execute(request, new CallScope());

        assertThat(outcome).isInstanceOf(ExecOutcome.Success.class);
        assertThat(outcome.attempts()).isEqualTo(2);
    }

    @Test
    void nonJsonAnswerIsMalformedAndNotRetried() {
        server.enqueue(status(200, "<html>gateway</html>"));

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client().execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.MALFORMED);
        assertThat(failure.status()).isEqualTo(200);
        assertThat(failure.attempts()).isEqualTo(1);
        assertThat(failure.message()).isEqualTo("malformed response (HTTP 200): not a valid exec answer at line 1,"
                + " column 1: the body is HTML or XML, not JSON (a proxy's or a login page? check the endpoint URL)");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void brokenJsonIsDescribedWithoutTheParsersJavaTerms() {
        server.enqueue(status(200, "{\"stdout\": nope}"));

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client().execute(request, new CallScope());

        assertThat(failure.message()).isEqualTo("malformed response (HTTP 200): not a valid exec answer at line 1,"
                + " column 12: the body is not valid JSON");
    }

    @Test
    void httpsToAPlainHttpServerSaysSoAtOnceInsteadOfRetrying() throws Exception {
        try (ServerSocket plain = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread answering = new Thread(() -> {
                // what a plain HTTP server says to a TLS hello
                while (!plain.isClosed()) {
                    try (Socket client = plain.accept()) {
                        client.getInputStream().read(new byte[512]);
                        client.getOutputStream().write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n"
                                .getBytes(StandardCharsets.US_ASCII));
                    } catch (IOException e) {
                        return;
                    }
                }
            });
            answering.setDaemon(true);
            answering.start();
            ClientOptions options = options(4);
            Endpoint https = new Endpoint(HttpUrl.get("https://127.0.0.1:" + plain.getLocalPort() + "/"),
                    ApiKey.ofNullable(KEY), "test");
            ExecClient client = new ExecClient(ExecClient.newHttpClient(options), https, options,
                    new Backoff(Duration.ofMillis(1), Duration.ofMillis(2), () -> 0.0), sleeper, Clock.systemUTC());

            ExecOutcome.Failure failure = (ExecOutcome.Failure) client.execute(request, new CallScope());

            assertThat(failure.message()).startsWith("cannot reach " + https.display() + ": the TLS handshake failed (")
                    .endsWith("); if the server speaks plain HTTP, use http://");
            assertThat(failure.kind()).isEqualTo(FailureKind.UNREACHABLE);
            assertThat(failure.attempts()).isEqualTo(1);
        }
    }

    @Test
    void jsonThatIsNotAnObjectOrHasWrongTypesIsMalformed() {
        server.enqueue(status(200, "null"));
        server.enqueue(status(200, "[1,2]"));
        server.enqueue(status(200, "{\"stdout\":\"x\",\"exit_code\":\"zero\"}"));
        server.enqueue(status(200, OK_BODY + " trailing"));

        for (int i = 0; i < 4; i++) {
            ExecOutcome outcome = client().execute(request, new CallScope());
            assertThat(outcome).as("answer %d", i).isInstanceOf(ExecOutcome.Failure.class);
            assertThat(((ExecOutcome.Failure) outcome).kind()).isEqualTo(FailureKind.MALFORMED);
        }
    }

    @Test
    void fieldsOfTheWrongTypeAreMalformedNotCoerced() {
        String[] bodies = {
                "{\"stdout\":\"x\",\"stderr\":\"\"}",
                "{\"stdout\":\"x\",\"exit_code\":null}",
                "{\"stdout\":\"x\",\"exit_code\":\"0\"}",
                "{\"stdout\":\"x\",\"exit_code\":1.5}",
                "{\"stdout\":\"x\",\"exit_code\":1e20}",
                "{\"stdout\":\"x\",\"exit_code\":9223372036854775808}",
                "{\"stdout\":5,\"exit_code\":0}",
                "{\"stderr\":[\"e\"],\"exit_code\":0}",
                "{\"stdout\":null,\"exit_code\":0}",
                "{\"stdout\":\"x\",\"exit_code\":0,\"seed_ack\":true}"};
        String[] problems = {"exit_code is missing", "exit_code is null, not a 64-bit integer",
                "exit_code is a string, not a 64-bit integer", "exit_code is a fractional number, not a 64-bit integer",
                "exit_code is a float too large to be an exact integer, not a 64-bit integer",
                "exit_code is an integer too large, not a 64-bit integer", "stdout is a number, not a string",
                "stderr is an array, not a string", "stdout is null, not a string", "seed_ack is a boolean, not a string"};
        for (String body : bodies) {
            server.enqueue(status(200, body));
        }

        for (int i = 0; i < bodies.length; i++) {
            ExecOutcome outcome = client().execute(request, new CallScope());
            assertThat(outcome).as(bodies[i]).isInstanceOf(ExecOutcome.Failure.class);
            ExecOutcome.Failure failure = (ExecOutcome.Failure) outcome;
            assertThat(failure.kind()).as(bodies[i]).isEqualTo(FailureKind.MALFORMED);
            assertThat(failure.message()).isEqualTo("malformed response (HTTP 200): " + problems[i]);
            assertThat(failure.attempts()).isEqualTo(1);
        }
        assertThat(server.getRequestCount()).isEqualTo(bodies.length);
    }

    @Test
    void anIntegralFloatExitCodeIsThatInteger() {
        String[] bodies = {"0.0", "1e0", "-1.0", "2.0E2", "-0.0", "9007199254740992.0"};
        long[] codes = {0, 1, -1, 200, 0, 9007199254740992L};
        for (String body : bodies) {
            server.enqueue(status(200, "{\"stdout\":\"x\",\"stderr\":\"\",\"exit_code\":" + body
                    + ",\"seed\":\"" + request.seed() + "\",\"seed_ack\":\"verified\"}"));
        }

        for (int i = 0; i < bodies.length; i++) {
            ExecOutcome outcome = client().execute(request, new CallScope());
            assertThat(outcome).as(bodies[i]).isInstanceOf(ExecOutcome.Success.class);
            assertThat(((ExecOutcome.Success) outcome).response().exitCode()).as(bodies[i]).isEqualTo(codes[i]);
        }
    }

    @Test
    void exitCodesBeyondThe32BitRangeAreKeptExactly() {
        long[] codes = {3221225477L, -2147483648L, Long.MAX_VALUE, Long.MIN_VALUE};
        for (long code : codes) {
            server.enqueue(status(200, "{\"stdout\":\"x\",\"exit_code\":" + code + "}"));
        }

        for (long code : codes) {
            ExecOutcome.Success success = (ExecOutcome.Success) client().execute(request, new CallScope());
            assertThat(success.response().exitCode()).isEqualTo(code);
        }
    }

    @Test
    void absentStreamsAndNullSeedFieldsAreAccepted() {
        server.enqueue(status(200, "{\"exit_code\":3,\"seed\":null,\"seed_ack\":null}"));

        ExecOutcome.Success success = (ExecOutcome.Success) client().execute(request, new CallScope());

        assertThat(success.response().exitCode()).isEqualTo(3);
        assertThat(success.response().stdout()).isNull();
    }

    @Test
    void aRedirectIsMalformedAndIsNotFollowed() throws Exception {
        server.enqueue(new MockResponse.Builder().code(302)
                .addHeader("Location", "http://user:pw@elsewhere.example/templates?token=x").build());
        server.enqueue(status(200, "{\"templates\":[\"python\"],\"exit_code\":0}"));

        ExecOutcome.Failure failure = (ExecOutcome.Failure) client().execute(request, new CallScope());

        assertThat(failure.kind()).isEqualTo(FailureKind.MALFORMED);
        assertThat(failure.status()).isEqualTo(302);
        assertThat(failure.message()).isEqualTo("malformed response (HTTP 302): a redirect to "
                + "http://elsewhere.example/templates, not an exec answer (redirects are not followed: set the endpoint "
                + "to the exec API itself)");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    /** Another service's key in the redirect's path, percent-encoded in part or whole, is shown neither way. */
    @Test
    void aPercentEncodedKeyInARedirectsTargetIsNotShown() {
        String key = "ghp_4f9aQ27bX81cD0e5Zk1234abcdEFGH5678";
        String partly = key.replace("_", "%5f");
        StringBuilder wholly = new StringBuilder();
        key.chars().forEach(c -> wholly.append("%%%02X".formatted(c)));
        for (String location : List.of("/team/" + partly + "/exec", "http://elsewhere.example/" + wholly + "/exec")) {
            server.enqueue(new MockResponse.Builder().code(307).addHeader("Location", location).build());

            ExecOutcome.Failure failure = (ExecOutcome.Failure) client().execute(request, new CallScope());

            assertThat(failure.message()).as(location).contains("a redirect to ", "/***/exec")
                    .doesNotContain(key.substring(4)).doesNotContainIgnoringCase(partly)
                    .doesNotContainIgnoringCase(wholly.substring(12));
        }
    }

    @Test
    void bodyOverTheCapIsRefusedWhetherDeclaredOrChunked() {
        ClientOptions options = options(4).withMaxBodyBytes(1024);
        String big = "{\"stdout\":\"" + "x".repeat(5000) + "\"}";
        server.enqueue(status(200, big));
        server.enqueue(new MockResponse.Builder().code(200).chunkedBody(big, 100).build());

        for (int i = 0; i < 2; i++) {
            ExecOutcome.Failure failure = (ExecOutcome.Failure) client(options).execute(request, new CallScope());
            assertThat(failure.kind()).isEqualTo(FailureKind.OVERSIZE);
            assertThat(failure.attempts()).isEqualTo(1);
            assertThat(failure.message()).contains("larger than the");
        }
    }

    @Test
    void answerOfTwentyFiveMegabytesIsAccepted() {
        String stdout = "y".repeat(25 * 1024 * 1024);
        server.enqueue(status(200, "{\"stdout\":\"" + stdout + "\",\"exit_code\":0}"));

        ExecOutcome outcome = client().execute(request, new CallScope());

        assertThat(((ExecOutcome.Success) outcome).response().stdout()).hasSize(stdout.length());
    }

    @Test
    void cancelAbortsACallInFlightWithinASecond() throws Exception {
        server.enqueue(new MockResponse.Builder().code(200).body(OK_BODY).headersDelay(30, TimeUnit.SECONDS).build());
        CallScope scope = new CallScope();
        ExecClient client = client();
        CompletableFuture<ExecOutcome> outcome = CompletableFuture.supplyAsync(() -> client.execute(request, scope));
        server.takeRequest(5, TimeUnit.SECONDS);

        long start = System.nanoTime();
        scope.cancel();
        ExecOutcome result = outcome.get(1, TimeUnit.SECONDS);

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(1));
        assertThat(((ExecOutcome.Failure) result).kind()).isEqualTo(FailureKind.CANCELLED);
    }

    @Test
    void endpointAndKeyNeverPrintTheSecret() {
        Endpoint endpoint = Endpoint.parse("https://user:pw@api.example.com/base?token=abc", ApiKey.ofNullable(KEY), "test");

        assertThat(endpoint.toString()).doesNotContain(KEY).doesNotContain("pw").doesNotContain("abc");
        assertThat(endpoint.display()).isEqualTo("https://api.example.com/base");
        assertThat(ApiKey.ofNullable(KEY).toString()).isEqualTo("***");
        assertThat(endpoint.execUrl().toString()).startsWith("https://user:pw@api.example.com/base/v1/exec");
    }
}
