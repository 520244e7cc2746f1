package com.collimate.inspector.core.api;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The stop request sent for a cancelled exec, against a local endpoint that never answers it. */
class StopRequestsTest {
    @StartStop
    private final MockWebServer server = new MockWebServer();

    /**
     * Threads sending a request to the server in the background now: OkHttp names the thread of an enqueued call
     * after its URL (shortened to "http://host:port/..."). The exec call itself runs on the caller's thread.
     */
    private List<Thread> sendingInTheBackground() {
        String name = "OkHttp " + server.url("/");
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith(name)).toList();
    }

    @Test
    void aStopRequestThatIsNeverAnsweredGivesUpWithinSecondsAndCannotKeepTheProcessAlive() throws Exception {
        server.enqueue(new MockResponse.Builder().code(200).body("{}").headersDelay(60, TimeUnit.SECONDS).build());
        server.enqueue(new MockResponse.Builder().code(204).headersDelay(60, TimeUnit.SECONDS).build());
        // the app's defaults: an exec may take ten minutes to answer
        ClientOptions options = new ClientOptions(Duration.ofSeconds(10), Duration.ofSeconds(600),
                Duration.ofSeconds(900), 0, ClientOptions.DEFAULT_MAX_BODY_BYTES, Duration.ofMinutes(5));
        ExecClient client = new ExecClient(ExecClient.newHttpClient(options),
                new Endpoint(server.url("/"), null, "test"), options);
        CallScope scope = new CallScope();
        CompletableFuture<ExecOutcome> outcome = CompletableFuture.supplyAsync(() ->
                client.execute(new ExecRequest("python", "print(1)", ExecClientTest.SEED), scope));
        RecordedRequest exec = server.takeRequest(10, TimeUnit.SECONDS);
        scope.cancel();
        assertThat(((ExecOutcome.Failure) outcome.get(10, TimeUnit.SECONDS)).kind()).isEqualTo(FailureKind.CANCELLED);

        RecordedRequest stop = server.takeRequest(10, TimeUnit.SECONDS);
        assertThat(stop.getMethod()).isEqualTo("DELETE");
        String execId = exec.getHeaders().get(ExecClient.EXEC_ID_HEADER);
        assertThat(stop.getUrl().encodedPath()).isEqualTo("/v1/exec/" + execId);
        long sent = System.nanoTime();
        List<Thread> waiting = sendingInTheBackground();
        assertThat(waiting).as("the stop request waits for its answer").isNotEmpty().allMatch(Thread::isDaemon);

        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> sendingInTheBackground().isEmpty());
        assertThat(Duration.ofNanos(System.nanoTime() - sent))
                .isLessThan(StopRequests.TIMEOUT.plusSeconds(3));
    }
}
