package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.api.CallScope;
import com.collimate.inspector.core.api.ClientOptions;
import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.ExecClient;
import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecRequest;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/** The exec slots, the bounded queue, and closing the sandbox under load. */
class SandboxConcurrencyTest {

    /** Starts an exec that holds its slot until killed or timed out; returns once its guest is running. */
    private static CompletableFuture<SandboxClient.Answer> occupySlot(SandboxClient client, String sleep, double timeoutS) {
        ObjectNode request = SandboxClient.request("sh", "sleep " + sleep, null).put("timeout_s", timeoutS);
        CompletableFuture<SandboxClient.Answer> pending = client.execAsync(request);
        Await.until(Duration.ofSeconds(10), () -> !Await.processesWith("sleep " + sleep).isEmpty(),
                "the slot-holding exec is running");
        return pending;
    }

    @Test
    void execBeyondSlotsAndQueueIsRefusedWith429() throws IOException {
        SandboxConfig config = SandboxConfig.loopback().withConcurrency(1, 0, Duration.ofSeconds(5));
        try (LocalSandbox sandbox = LocalSandbox.start(config)) {
            SandboxClient client = new SandboxClient(sandbox);
            CompletableFuture<SandboxClient.Answer> holder = occupySlot(client, Await.uniqueSleepSeconds(), 1.5);

            SandboxClient.Answer refused = client.exec("sh", "echo second", null);

            assertThat(refused.status()).isEqualTo(429);
            assertThat(refused.raw().headers().firstValue("Retry-After")).hasValue("1");
            assertThat(holder.join().exitCode()).isEqualTo(124);
            assertThat(client.exec("sh", "echo third", null).stdout()).isEqualTo("third\n");
        }
    }

    @Test
    void aCrowdOfClientsBeyondTheQueueAllGetTheirAnswersByHonouringRetryAfter() throws Exception {
        SandboxConfig config = SandboxConfig.loopback().withConcurrency(1, 2, Duration.ofSeconds(30));
        try (LocalSandbox sandbox = LocalSandbox.start(config)) {
            ClientOptions options = new ClientOptions(Duration.ofSeconds(5), Duration.ofSeconds(30),
                    Duration.ofSeconds(60), 1, ClientOptions.DEFAULT_MAX_BODY_BYTES, Duration.ofMinutes(5));
            ExecClient exec = new ExecClient(ExecClient.newHttpClient(options),
                    Endpoint.parse(sandbox.uri().toString(), ApiKey.ofNullable(sandbox.token()), "test"), options);
            List<String> waits = new CopyOnWriteArrayList<>();
            CallScope scope = new CallScope(wait -> waits.add(wait.describe()));
            ExecutorService crowd = Executors.newFixedThreadPool(12);
            try {
                List<Future<ExecOutcome>> calls = new ArrayList<>();
                for (int i = 0; i < 12; i++) {
                    ExecRequest request = new ExecRequest("sh", "sleep 0.2; echo " + i, null);
                    calls.add(crowd.submit(() -> exec.execute(request, scope)));
                }
                for (int i = 0; i < 12; i++) {
                    assertThat(calls.get(i).get(120, TimeUnit.SECONDS)).as("call %d", i)
                            .isInstanceOfSatisfying(ExecOutcome.Success.class,
                                    success -> assertThat(success.response().stdout()).isNotEmpty());
                }
            } finally {
                crowd.shutdownNow();
            }
            assertThat(waits).as("some were refused and told when to come back")
                    .anyMatch(wait -> wait.startsWith("rate limited: waiting"));
        }
    }

    @Test
    void queuedExecWaitsForTheSlotThenRuns() throws IOException {
        SandboxConfig config = SandboxConfig.loopback().withConcurrency(1, 1, Duration.ofSeconds(30));
        try (LocalSandbox sandbox = LocalSandbox.start(config)) {
            SandboxClient client = new SandboxClient(sandbox);
            String sleep = Await.uniqueSleepSeconds();
            CompletableFuture<SandboxClient.Answer> holder = occupySlot(client, sleep, 1.0);

            SandboxClient.Answer queued = client.exec("sh", "echo queued", null);

            assertThat(Await.processesWith("sleep " + sleep)).as("the slot holder ended before").isEmpty();
            assertThat(queued.status()).isEqualTo(200);
            assertThat(queued.stdout()).isEqualTo("queued\n");
            assertThat(holder.join().exitCode()).isEqualTo(124);
        }
    }

    @Test
    void queuedExecGivesUpWith503AfterTheMaximumWait() throws IOException {
        SandboxConfig config = SandboxConfig.loopback().withConcurrency(1, 1, Duration.ofMillis(300));
        try (LocalSandbox sandbox = LocalSandbox.start(config)) {
            SandboxClient client = new SandboxClient(sandbox);
            CompletableFuture<SandboxClient.Answer> holder = occupySlot(client, Await.uniqueSleepSeconds(), 3.0);

            SandboxClient.Answer gaveUp = client.exec("sh", "echo late", null);

            assertThat(gaveUp.status()).isEqualTo(503);
            assertThat(gaveUp.raw().headers().firstValue("Retry-After")).isPresent();
            assertThat(holder.isDone()).isFalse();
        }
    }

    @Test
    void closingTheSandboxKillsRunningExecsAndTheirChildren() throws IOException {
        String sleep = Await.uniqueSleepSeconds();
        LocalSandbox sandbox = LocalSandbox.start(SandboxConfig.loopback());
        SandboxClient client = new SandboxClient(sandbox);
        CompletableFuture<SandboxClient.Answer> running = client.execAsync(
                SandboxClient.request("bash", "(sleep " + sleep + "; echo never) &\nwait", null));
        Await.until(Duration.ofSeconds(10), () -> !Await.processesWith("sleep " + sleep).isEmpty(),
                "the exec's grandchild is running");

        sandbox.close();

        Await.until(Duration.ofSeconds(5), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                "the grandchild is gone after close");
        assertShuttingDown(running.join());
    }

    @Test
    void closingTheSandboxKillsEveryRunningExecThatIgnoresSigterm() throws IOException {
        String sleep = Await.uniqueSleepSeconds();
        LocalSandbox sandbox = LocalSandbox.start(SandboxConfig.loopback().withConcurrency(3, 0, Duration.ofSeconds(5)));
        SandboxClient client = new SandboxClient(sandbox);
        List<CompletableFuture<SandboxClient.Answer>> running = new ArrayList<>();
        for (int exec = 0; exec < 3; exec++) {
            running.add(client.execAsync(SandboxClient.request("bash",
                    "trap '' TERM\n(trap '' TERM; sleep " + sleep + ") &\nsleep " + sleep + "\nwait", null)));
        }
        Await.until(Duration.ofSeconds(20), () -> Await.processesWith("sleep " + sleep).size() == 6,
                "every exec and its child are running");

        sandbox.close();

        Await.until(Duration.ofSeconds(5), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                "every exec's processes are gone after close");
        running.forEach(answer -> assertShuttingDown(answer.join()));
    }

    @Test
    void aGracefulShutdownLetsARunningExecFinishAndRefusesNewOnesWith503() throws Exception {
        String sleep = "3.0" + (System.nanoTime() % 100000);
        LocalSandbox sandbox = LocalSandbox.start(SandboxConfig.loopback());
        SandboxClient client = new SandboxClient(sandbox);
        CompletableFuture<SandboxClient.Answer> running = client.execAsync(
                SandboxClient.request("sh", "sleep " + sleep + "; echo done", null));
        Await.until(Duration.ofSeconds(10), () -> !Await.processesWith("sleep " + sleep).isEmpty(), "the exec runs");

        CompletableFuture<Void> shutdown = CompletableFuture.runAsync(() -> sandbox.shutDown(Duration.ofSeconds(60)));
        SandboxClient.Answer[] late = new SandboxClient.Answer[1];
        Await.until(Duration.ofSeconds(10), () -> (late[0] = client.exec("sh", "echo late", null)).status() != 200,
                "an exec sent once the shutdown began is refused");

        assertShuttingDown(late[0]);
        assertThat(running.join().status()).isEqualTo(200);
        assertThat(running.join().stdout()).isEqualTo("done\n");
        shutdown.get(10, TimeUnit.SECONDS); // once the exec ended, not after the whole grace
        assertThat(catchThrowable(() -> client.exec("sh", "echo after", null))).as("the server is gone")
                .isInstanceOf(CompletionException.class);
    }

    @Test
    void anExecArrivingDuringAShutdownIsRefusedAtOnceEvenWhenEverySlotIsBusy() throws Exception {
        SandboxConfig config = SandboxConfig.loopback().withConcurrency(1, 0, Duration.ofSeconds(5));
        LocalSandbox sandbox = LocalSandbox.start(config);
        SandboxClient client = new SandboxClient(sandbox);
        String sleep = Await.uniqueSleepSeconds();
        CompletableFuture<SandboxClient.Answer> holder = occupySlot(client, sleep, 60);
        CompletableFuture<Void> shutdown = CompletableFuture.runAsync(() -> sandbox.shutDown(Duration.ofSeconds(60)));

        // before the shutdown begins the queue is full (429); once it began, 503 without waiting for a slot
        SandboxClient.Answer[] late = new SandboxClient.Answer[1];
        Await.until(Duration.ofSeconds(10), () -> (late[0] = client.exec("sh", "echo late", null)).status() != 429,
                "an exec sent once the shutdown began is refused while the slot is still held");

        assertShuttingDown(late[0]);
        assertThat(holder).as("the slot-holding exec still runs").isNotDone();
        Await.processesWith("sleep " + sleep).forEach(ProcessHandle::destroy); // ends it within the grace
        assertThat(holder.join().status()).isEqualTo(200);
        shutdown.get(10, TimeUnit.SECONDS);
    }

    private static void assertShuttingDown(SandboxClient.Answer answer) {
        assertThat(answer.status()).isEqualTo(503);
        assertThat(answer.json().toString()).isEqualTo("{\"error\":\"the sandbox is shutting down\"}");
        assertThat(answer.raw().headers().firstValue("Retry-After")).isEmpty();
    }
}
