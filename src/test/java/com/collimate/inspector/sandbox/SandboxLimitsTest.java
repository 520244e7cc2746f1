package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.api.CallScope;
import com.collimate.inspector.core.api.ClientOptions;
import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.ExecClient;
import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.config.Settings;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;

/** Timeouts, caps, authentication and request validation, over real HTTP. */
class SandboxLimitsTest {
    private static final int CAP = 64 * 1024;
    private static final int MAX_REQUEST = 256 * 1024;

    private static LocalSandbox sandbox;
    private static SandboxClient client;

    @BeforeAll
    static void start() throws IOException {
        sandbox = LocalSandbox.start(SandboxConfig.loopback().withLimits(CAP, MAX_REQUEST));
        client = new SandboxClient(sandbox);
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }

    @Test
    void timeoutKillsTheWholeProcessTree() {
        String sleep = Await.uniqueSleepSeconds();
        String code = String.join("\n",
                "import subprocess, time",
                "subprocess.Popen(['sh', '-c', 'sleep " + sleep + "; echo never'])",
                "print('started', flush=True)",
                "time.sleep(600)",
                "");
        ObjectNode request = SandboxClient.request("python", code, SandboxClient.SEED_A).put("timeout_s", 2);
        CompletableFuture<SandboxClient.Answer> pending = client.execAsync(request);
        Await.until(Duration.ofSeconds(10), () -> !Await.processesWith("sleep " + sleep).isEmpty(),
                "the guest's grandchild sleep is running");

        SandboxClient.Answer answer = pending.join();

        assertThat(answer.exitCode()).isEqualTo(124);
        assertThat(answer.stdout()).isEqualTo("started\n");
        assertThat(answer.text("stderr")).contains("timed out after 2 s");
        assertThat(answer.json().get("timed_out").asBoolean()).isTrue();
        assertThat(answer.json().get("time_limit_s").asDouble()).as("the limit it stopped the guest at").isEqualTo(2.0);
        Await.until(Duration.ofSeconds(5), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                "the grandchild sleep is gone");
    }

    @Test
    void aCancelledCallStopsItsExecInsteadOfLeavingItToTheTimeLimit() {
        String sleep = Await.uniqueSleepSeconds();
        String code = "import subprocess\nsubprocess.run(['sh', '-c', 'sleep " + sleep + "'])\n";
        ClientOptions options = ClientOptions.from(Settings.defaults());
        ExecClient exec = new ExecClient(ExecClient.newHttpClient(options),
                Endpoint.parse(sandbox.uri().toString(), ApiKey.ofNullable(sandbox.token()), "test"), options);
        CallScope scope = new CallScope();
        CompletableFuture<ExecOutcome> pending = CompletableFuture.supplyAsync(
                () -> exec.execute(new ExecRequest("python", code, SandboxClient.SEED_A, 120.0), scope));
        Await.until(Duration.ofSeconds(10), () -> !Await.processesWith("sleep " + sleep).isEmpty(),
                "the guest's sleep is running");

        scope.cancel();

        assertThat(pending.join()).isInstanceOf(ExecOutcome.Failure.class);
        Await.until(Duration.ofSeconds(5), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                "the sandbox stopped the exec its client gave up on");
    }

    @Test
    void outputWithinTheCapArrivesWholeWithTheGuestsExitCode() {
        String code = "import sys\nsys.stdout.write('é' * (" + CAP + " // 2))\nsys.stderr.write('short')\nsys.exit(3)\n";
        SandboxClient.Answer answer = client.exec("python", code, SandboxClient.SEED_A);

        assertThat(answer.exitCode()).isEqualTo(3);
        assertThat(answer.stdout()).hasSize(CAP / 2).matches("é+");
        assertThat(answer.text("stderr")).isEqualTo("short");
        assertThat(answer.json().has("truncated")).isFalse();
        assertThat(answer.json().has("output_limit")).isFalse();
    }

    @Test
    void aGuestPrintingForeverIsStoppedAtTheCapNotAtTheTimeout() {
        String code = "import sys\nsys.stderr.write('short')\nsys.stderr.flush()\nwhile True:\n    sys.stdout.write('é' * 1000)\n";
        ObjectNode request = SandboxClient.request("python", code, SandboxClient.SEED_A).put("timeout_s", 60);
        long started = System.nanoTime();

        SandboxClient.Answer answer = client.exec(request);

        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(15));
        assertThat(answer.exitCode()).isEqualTo(ProcessRunner.CUT_EXIT_CODE);
        assertThat(answer.stdout()).hasSize(CAP / 2).matches("é+");
        // nothing of the guest after the cut (a run in CI once caught a BrokenPipeError traceback there: ProcessTree)
        assertThat(answer.text("stderr")).isEqualTo("short"
                + "\n[sandbox] stdout was cut at the output limit (64 KiB): the process tree was killed\n");
        assertThat(answer.json().get("truncated").toString()).isEqualTo("[\"stdout\"]");
        assertThat(answer.json().get("output_limit").asLong()).isEqualTo(CAP);
        assertThat(answer.json().has("timed_out")).isFalse();
    }

    /**
     * Without confinement the guest's first process is the guest itself: a shell whose command was killed before it
     * would report the kill and run its next command, after the cut.
     */
    @Test
    void aShellGuestCutAtTheCapRunsNothingMoreWithoutConfinement() throws IOException {
        Assumptions.assumeTrue(Executables.onPath("setsid").isPresent(), "no setsid: no process group to kill at once");
        try (LocalSandbox unconfined = LocalSandbox.start(SandboxConfig.loopback().withIsolation(Isolation.NONE)
                .withLimits(CAP, MAX_REQUEST))) {
            ObjectNode request = SandboxClient.request("bash", "yes flood\necho after the cut >&2\n", null)
                    .put("timeout_s", 60);

            SandboxClient.Answer answer = new SandboxClient(unconfined).exec(request);

            assertThat(answer.exitCode()).isEqualTo(ProcessRunner.CUT_EXIT_CODE);
            assertThat(answer.text("stderr"))
                    .isEqualTo("[sandbox] stdout was cut at the output limit (64 KiB): the process tree was killed\n");
        }
    }

    @Test
    void aStderrFloodFromAChildIsStoppedWithTheWholeProcessTree() {
        String sleep = Await.uniqueSleepSeconds();
        String code = "sleep " + sleep + " &\necho started\nsh -c 'yes flood >&2'\n";
        ObjectNode request = SandboxClient.request("bash", code, null).put("timeout_s", 60);
        long started = System.nanoTime();

        SandboxClient.Answer answer = client.exec(request);

        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(15));
        assertThat(answer.exitCode()).isEqualTo(ProcessRunner.CUT_EXIT_CODE);
        assertThat(answer.stdout()).isEqualTo("started\n");
        assertThat(answer.text("stderr")).startsWith("flood\nflood\n")
                .endsWith("\n[sandbox] stderr was cut at the output limit (64 KiB): the process tree was killed\n")
                .hasSize(CAP + "\n[sandbox] stderr was cut at the output limit (64 KiB): the process tree was killed\n".length());
        assertThat(answer.json().get("truncated").toString()).isEqualTo("[\"stderr\"]");
        Await.until(Duration.ofSeconds(5), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                "the guest's background sleep is gone");
    }

    @Test
    void untrustedOutputBytesArriveEscapedNotLost() {
        String code = "import sys\nsys.stdout.buffer.write(b'\\x1b[31mred\\x00\\xff\\n')\n";
        SandboxClient.Answer answer = client.exec("python", code, null);

        assertThat(answer.stdout()).isEqualTo("\u001b[31mred\u0000\uFFFD\n");
    }

    @Test
    void codeThatIsNotValidUnicodeIs400() {
        SandboxClient.Answer answer = client.raw(client.post("/v1/exec",
                "{\"template\": \"python\", \"code\": \"print(1) # \\ud800\"}", client.token()));

        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.error()).contains("unpaired surrogate at character 11");
    }

    @Test
    void requestsWithoutTheRightTokenAre401() {
        SandboxClient.Answer missing = client.raw(client.post("/v1/exec", "{}", null));
        SandboxClient.Answer wrong = client.raw(client.post("/v1/exec", "{}", client.token() + "x"));
        SandboxClient.Answer info = client.raw(client.get("/v1/info", "nope"));

        assertThat(missing.status()).isEqualTo(401);
        assertThat(missing.raw().headers().firstValue("WWW-Authenticate")).hasValue("Bearer");
        assertThat(missing.error()).contains("bearer token");
        assertThat(wrong.status()).isEqualTo(401);
        assertThat(info.status()).isEqualTo(401);
    }

    @Test
    void infoDescribesTemplatesIsolationAndVersion() {
        SandboxClient.Answer info = client.raw(client.get("/v1/info", client.token()));

        assertThat(info.status()).isEqualTo(200);
        assertThat(info.json().get("templates").toString()).contains("\"python\"", "\"bash\"", "\"sh\"");
        assertThat(info.text("isolation")).isEqualTo(sandbox.isolation().label());
        assertThat(info.text("version")).isNotBlank();
    }

    @Test
    void unknownTemplateIs400ListingTheKnownOnes() {
        SandboxClient.Answer answer = client.exec("ruby", "puts 1", null);

        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.error()).contains("unknown template 'ruby'").contains("python, bash, sh");
    }

    @Test
    void invalidRequestsAre400WithTheReason() {
        assertThat(client.exec("python", "print(1)", "c0ffee").error()).contains("seed must be 64 hex characters");
        assertThat(client.exec("python", "print(1)", "z".repeat(64)).status()).isEqualTo(400);
        assertThat(client.exec(SandboxClient.request("python", "print(1)", null).put("timeout_s", -1)).error())
                .contains("timeout_s");
        assertThat(client.raw(client.post("/v1/exec", "{\"template\": \"python\"}", client.token())).error())
                .isEqualTo("code is required");
        SandboxClient.Answer broken = client.raw(client.post("/v1/exec", "{\"template\": ", client.token()));
        assertThat(broken.status()).isEqualTo(400);
        assertThat(broken.error()).startsWith("request body is not valid JSON").contains("line 1");
        assertThat(client.raw(client.post("/v1/exec", "[1, 2]", client.token())).error())
                .startsWith("request body is not an exec request").contains("it must be a JSON object")
                .doesNotContain("com.collimate", "java.");
        assertThat(client.raw(client.post("/v1/exec", "{\"template\": \"python\", \"code\": \"1\", "
                + "\"timeout_s\": \"abc\"}", client.token())).error())
                .contains("'timeout_s' must be a number").doesNotContain("java.", "JsonToken");
        assertThat(client.raw(client.post("/v1/exec", "{\"template\": [1], \"code\": \"1\"}", client.token())).error())
                .contains("'template' must be a string");
    }

    @Test
    void aBodyIsReadStrictlyNotCoercedOrHalfRead() {
        assertThat(rejected("{\"template\": \"sh\", \"code\": 5}"))
                .isEqualTo("request body is not an exec request {template, code, seed, timeout_s}: "
                        + "field 'code' must be a string");
        assertThat(rejected("{\"template\": \"sh\", \"code\": true}")).endsWith("field 'code' must be a string");
        assertThat(rejected("{\"template\": \"sh\", \"code\": \"1\", \"timeout_s\": \"5\"}"))
                .endsWith("field 'timeout_s' must be a number");
        for (String special : new String[] {"NaN", "Infinity", "-Infinity"}) {
            assertThat(rejected("{\"template\": \"sh\", \"code\": \"1\", \"timeout_s\": \"" + special + "\"}"))
                    .endsWith("field 'timeout_s' must be a number");
        }
        for (String blank : new String[] {"", " ", "\n\t "}) {
            assertThat(rejected(blank)).as("%s", blank)
                    .isEqualTo("request body is empty; expected a JSON object with template and code");
        }
        assertThat(rejected("{\"template\": \"sh\", \"code\": \"1\"} {\"code\": \"2\"}"))
                .isEqualTo("request body has text after the end of its JSON object, at line 1, column 33 "
                        + "(send one JSON object)");
        assertThat(rejected("{\"template\": \"python\", \"template\": \"sh\", \"code\": \"1\"}"))
                .startsWith("request body is not valid JSON at line 1, column ")
                .endsWith("(a field name that appears twice in one object)");
        assertThat(rejected("{\"template\": \"sh\", \"code\": \"1\", \"timeout_s\": NaN}"))
                .startsWith("request body is not valid JSON at line 1, column ")
                .endsWith("(a value must be a string, number, true, false, null, object or array)")
                .doesNotContain("JsonReadFeature", "enable");
        assertThat(client.exec(SandboxClient.request("sh", "echo ok", null).put("timeout_s", 5)).status())
                .as("a whole number of seconds is still a number").isEqualTo(200);
    }

    @Test
    void textAfterTheObjectIsNamedWithWhereItStarts() {
        assertThat(rejected("{\"template\": \"sh\", \"code\": \"1\"}\n  garbage"))
                .isEqualTo("request body has text after the end of its JSON object, at line 2, column 3 "
                        + "(send one JSON object)");
        assertThat(rejected("{\"template\": \"sh\", \"code\": \"é\"}, "))
                .as("the column counts characters, not bytes")
                .isEqualTo("request body has text after the end of its JSON object, at line 1, column 32 "
                        + "(send one JSON object)");
        assertThat(rejected("\uFEFF{\"template\": \"sh\", \"code\": \"1\"} x")).as("a byte order mark is no column")
                .contains("at line 1, column 33 ");
        assertThat(rejected("[1] ]")).startsWith("request body has text after the end of its JSON array, at line 1, "
                + "column 5");
        assertThat(client.exec(SandboxClient.request("sh", "echo ok", null)).status()).isEqualTo(200);
        assertThat(client.raw(client.post("/v1/exec", "{\"template\": \"sh\", \"code\": \"echo ok\"}\r\n\t ",
                client.token())).status()).as("whitespace after the object is fine").isEqualTo(200);
    }

    @Test
    void bytesThatAreNotUtf8AreNamedWithWhereTheyAre() {
        byte[] latin1 = "{\"template\": \"sh\",\n \"code\": \"echo caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1);

        assertThat(rejected(latin1)).isEqualTo("request body is not UTF-8: byte 0xE9 at line 2, column 19 is not part "
                + "of a UTF-8 character (send the JSON as UTF-8)");
        assertThat(rejected(new byte[] {'{', '"', (byte) 0xC3, '"', '}'})).as("a sequence cut short")
                .contains("byte 0xC3 at line 1, column 3");
    }

    private String rejected(String body) {
        return rejected(body.getBytes(StandardCharsets.UTF_8));
    }

    private String rejected(byte[] body) {
        SandboxClient.Answer answer = client.raw(client.post("/v1/exec", body, client.token()));
        assertThat(answer.status()).as(new String(body, StandardCharsets.ISO_8859_1)).isEqualTo(400);
        return answer.error();
    }

    @Test
    void oversizedBodyIs413() {
        String code = "#" + "x".repeat(MAX_REQUEST);
        SandboxClient.Answer answer = client.exec("python", code, null);

        assertThat(answer.status()).isEqualTo(413);
        assertThat(answer.error()).isEqualTo("request body is larger than the sandbox's limit of 256 KiB");
    }

    @Test
    void unknownPathIs404AndWrongMethodIs405() {
        SandboxClient.Answer missing = client.raw(client.get("/v2/nothing", client.token()));
        SandboxClient.Answer wrongMethod = client.raw(client.get("/v1/exec", client.token()));

        assertThat(missing.status()).isEqualTo(404);
        assertThat(wrongMethod.status()).isEqualTo(405);
        assertThat(wrongMethod.raw().headers().firstValue("Allow")).hasValue("POST");
    }

    @Test
    void aPathBelowTheExecUrlThatNamesNoExecIs404NotAWrongMethod() {
        for (String path : new String[] {"/v1/exec/v1/exec", "/v1/exec/"}) {
            SandboxClient.Answer answer = client.raw(client.post(path, "{}", client.token()));

            assertThat(answer.status()).as(path).isEqualTo(404);
            assertThat(answer.error()).as(path).startsWith("no such endpoint");
        }
        SandboxClient.Answer stopUnknown = client.raw(HttpRequest.newBuilder(sandbox.uri().resolve("/v1/exec/abc"))
                .header("Authorization", "Bearer " + client.token()).DELETE().build());
        assertThat(stopUnknown.status()).isEqualTo(404);
        assertThat(stopUnknown.error()).isEqualTo("no exec abc is running");
    }

    @Test
    void timeoutAboveTheMaximumIsClamped() {
        HttpRequest request = client.post("/v1/exec",
                SandboxClient.request("sh", "echo ok", null).put("timeout_s", 1e12).toString(), client.token());
        SandboxClient.Answer answer = client.raw(request);

        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.stdout()).isEqualTo("ok\n");
    }
}
