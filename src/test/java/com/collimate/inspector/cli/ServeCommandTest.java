package com.collimate.inspector.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The real {@code serve} command in its own JVM, talked to over HTTP and stopped with SIGTERM. */
class ServeCommandTest {
    private static final Duration START = Duration.ofSeconds(60);
    private static final Pattern LISTENING = Pattern.compile("listening on (http://[0-9.]+:(\\d+))");

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void announcesItselfUsesTheEnvironmentTokenAndStopsCleanlyOnSigterm() throws Exception {
        String sleep = "9" + (System.nanoTime() % 100000) + ".4321";
        try (CliProcess serve = CliProcess.serve(List.of("--port", "0"),
                env -> env.put("COLLIMATE_API_KEY", "sk-from-environment"))) {
            Matcher first = LISTENING.matcher(serve.nextLine(START));
            assertThat(first.matches()).as("first line is the listening address").isTrue();
            URI base = URI.create(first.group(1));
            assertThat(base.getHost()).isEqualTo("127.0.0.1");
            assertThat(serve.nextLine(START)).startsWith("isolation: ");
            assertThat(serve.nextLine(START)).startsWith("templates: python");
            assertThat(serve.nextLine(START)).isEqualTo("token: from $COLLIMATE_API_KEY");

            assertThat(get(base.resolve("/v1/info"), "sk-from-environment").statusCode()).isEqualTo(200);
            assertThat(get(base.resolve("/v1/info"), "other").statusCode()).isEqualTo(401);
            HttpResponse<String> env = exec(base, "sk-from-environment", "env");
            assertThat(env.statusCode()).isEqualTo(200);
            assertThat(env.body()).doesNotContain("sk-from-environment").contains("HOME=");

            String shortSleep = "2.0" + (System.nanoTime() % 100000);
            CompletableFuture<HttpResponse<String>> running = http.sendAsync(
                    execRequest(base, "sk-from-environment", "(sleep " + sleep + ") &\\nwait"),
                    HttpResponse.BodyHandlers.ofString());
            CompletableFuture<HttpResponse<String>> finishing = http.sendAsync(
                    execRequest(base, "sk-from-environment", "sleep " + shortSleep + "; echo done"),
                    HttpResponse.BodyHandlers.ofString());
            awaitTrue(() -> !processesWith("sleep " + sleep).isEmpty(), "the exec's grandchild runs");
            awaitTrue(() -> !processesWith("sleep " + shortSleep).isEmpty(), "the short exec runs");

            serve.process().destroy();

            assertThat(serve.process().waitFor(20, TimeUnit.SECONDS)).as("serve stopped on SIGTERM").isTrue();
            assertThat(serve.process().exitValue()).isEqualTo(143);
            awaitTrue(() -> processesWith("sleep " + sleep).isEmpty(), "no orphan left after SIGTERM");
            assertThat(finishing.join().statusCode()).as("an exec ending within the grace is answered").isEqualTo(200);
            assertThat(finishing.join().body()).contains("\"stdout\":\"done\\n\"");
            assertThat(running.join().statusCode()).as("one killed after the grace is answered").isEqualTo(503);
            assertThat(running.join().body()).isEqualTo("{\"error\":\"the sandbox is shutting down\"}");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"[::1]", "::1"})
    void anIpv6HostIsAcceptedWithOrWithoutBrackets(String host) throws Exception {
        try (CliProcess serve = CliProcess.serve(List.of("--host", host, "--token", "t0ken-v6"), env -> { })) {
            String first = serve.nextLine(START);
            assertThat(first).matches("listening on http://\\[::1]:\\d+");
            URI base = URI.create(first.substring("listening on ".length()));

            assertThat(get(base.resolve("/v1/info"), "t0ken-v6").statusCode()).isEqualTo(200);
        }
    }

    @Test
    void generatedTokenIsPrintedAndANonLoopbackHostIsWarnedAbout() throws Exception {
        try (CliProcess serve = CliProcess.serve(List.of("--host", "0.0.0.0"),
                env -> env.remove("COLLIMATE_API_KEY"))) {
            Matcher first = LISTENING.matcher(serve.nextLine(START));
            assertThat(first.matches()).isTrue();
            assertThat(serve.nextLine(START)).startsWith("isolation: ");
            serve.nextLine(START);
            String tokenLine = serve.nextLine(START);
            assertThat(tokenLine).matches("token: \\S{20,}");
            assertThat(serve.nextErrorLine(START)).startsWith("serve: warning: listening on 0.0.0.0, not loopback");

            URI local = URI.create("http://127.0.0.1:" + first.group(2));
            assertThat(get(local.resolve("/v1/info"), tokenLine.substring("token: ".length())).statusCode())
                    .isEqualTo(200);
        }
    }

    @Test
    void missingPython3IsExplainedAndTheShellsStillWork(@TempDir Path bin) throws Exception {
        linkShellsInto(bin);
        try (CliProcess serve = CliProcess.serve(List.of("--isolation", "none", "--token", "t0ken"),
                env -> env.put("PATH", bin.toString()))) {
            URI base = URI.create(waitForListening(serve));
            serve.nextLine(START);
            assertThat(serve.nextLine(START)).isEqualTo("templates: bash, sh");
            assertThat(serve.nextErrorLine(START)).as("as check --replay warns before running code unconfined")
                    .isEqualTo("serve: warning: the local sandbox has no isolation (--isolation none): code sent to"
                            + " this server runs as you, with your files and your network.");

            HttpResponse<String> python = exec(base, "t0ken", "print(1)", "python");
            HttpResponse<String> bash = exec(base, "t0ken", "echo fine", "bash");

            assertThat(python.statusCode()).isEqualTo(400);
            assertThat(python.body()).contains("python3 was not found on the PATH");
            assertThat(bash.body()).contains("\"stdout\":\"fine\\n\"");
        }
    }

    @Test
    void aPortInUseAndABadHostAreUsageErrorsThatNameThem() throws Exception {
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
             CliProcess busy = CliProcess.serve(List.of("--port", String.valueOf(taken.getLocalPort())), env -> { });
             CliProcess nowhere = CliProcess.serve(List.of("--host", "999.1.1.1"), env -> { });
             CliProcess zero = CliProcess.serve(List.of("--max-timeout", "0"), env -> { })) {
            for (CliProcess serve : List.of(busy, nowhere, zero)) {
                assertThat(serve.process().waitFor(60, TimeUnit.SECONDS)).isTrue();
                assertThat(serve.process().exitValue()).isEqualTo(2);
            }
            assertThat(busy.nextErrorLine(START)).contains("cannot listen on 127.0.0.1:" + taken.getLocalPort(),
                    "choose another --port");
            assertThat(nowhere.nextErrorLine(START)).contains("cannot listen on 999.1.1.1: the host cannot be resolved"
                    + " (--host takes an address of this machine").doesNotContain("Unresolved address");
            assertThat(zero.nextErrorLine(START)).contains("--max-timeout must be at least 1 second");
        }
    }

    @Test
    void maxOutputAndMaxRequestSetTheLimitsAndABadSizeIsAUsageError() throws Exception {
        try (CliProcess serve = CliProcess.serve(List.of("--token", "t0ken-limits", "--max-output", "1KiB",
                "--max-request", "2KiB"), env -> { })) {
            URI base = URI.create(waitForListening(serve));
            HttpResponse<String> cut = exec(base, "t0ken-limits", "head -c 5000 /dev/zero | tr '\\\\0' y");
            assertThat(cut.statusCode()).as(cut.body()).isEqualTo(200);
            assertThat(cut.body()).contains("\"truncated\":[\"stdout\"]", "\"output_limit\":1024")
                    .contains("\"stdout\":\"" + "y".repeat(1024) + "\"");
            assertThat(exec(base, "t0ken-limits", "echo " + "x".repeat(3000)).statusCode()).isEqualTo(413);
        }
        try (CliProcess serve = CliProcess.serve(List.of("--max-output", "8XB"), env -> { })) {
            assertThat(serve.process().waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(serve.process().exitValue()).isEqualTo(2);
            assertThat(serve.nextErrorLine(START)).contains("--max-output", "unknown unit 'XB'");
        }
    }

    @Test
    void unknownIsolationIsAUsageError() throws Exception {
        try (CliProcess serve = CliProcess.serve(List.of("--isolation", "chroot"), env -> { })) {
            assertThat(serve.process().waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(serve.process().exitValue()).isEqualTo(2);
            assertThat(serve.nextErrorLine(START))
                    .isEqualTo("serve: error: --isolation: 'chroot' is not one of auto, bwrap, unshare, none");
        }
    }

    @Test
    void anEnvironmentTokenNoClientCanSendIsNamedWithoutThePointerToTheOptions() throws Exception {
        try (CliProcess serve = CliProcess.serve(List.of(), env -> env.put("COLLIMATE_API_KEY", "my secret key"))) {
            assertThat(serve.awaitExit(START)).isEqualTo(2);
            assertThat(serve.remainingOutput()).isEmpty();
            assertThat(serve.remainingErrors()).isEqualTo("serve: error: $COLLIMATE_API_KEY, the default token, holds a"
                    + " space, a control or a non-ASCII character: a client cannot send it in an Authorization header;"
                    + " correct it in the environment, or give --token");
        }
    }

    @Test
    void noIsolationFoundOnThisMachineIsWarnedAbout(@TempDir Path bin) throws Exception {
        linkShellsInto(bin);
        try (CliProcess serve = CliProcess.serve(List.of("--token", "t0ken"), env -> env.put("PATH", bin.toString()))) {
            waitForListening(serve);
            assertThat(serve.nextLine(START)).startsWith("isolation: none");
            assertThat(serve.nextErrorLine(START)).isEqualTo("serve: warning: the local sandbox has no isolation on this"
                    + " machine (neither bwrap nor unshare works here): code sent to this server runs as you, with your"
                    + " files and your network. Install bubblewrap to confine it.");
        }
    }

    @Test
    void withoutSetsidTheIsolationLineSaysThatGuestsWouldOutliveAServerKilledOutright(@TempDir Path bin)
            throws Exception {
        linkInto(bin, List.of("bash", "sh", "kill"));
        try (CliProcess serve = CliProcess.serve(List.of("--token", "t0ken"), env -> env.put("PATH", bin.toString()))) {
            waitForListening(serve);
            assertThat(serve.nextLine(START)).isEqualTo("isolation: none: code runs unconfined as the current user, with"
                    + " network access; if this sandbox is killed outright (SIGKILL, out of memory), the code it runs"
                    + " keeps running: setsid is not installed here");
        }
    }

    @Test
    void aServerKilledWithSigkillLeavesNoUnsharedGuestRunning() throws Exception {
        assumeTrue(onPath("unshare").isPresent() && onPath("setpriv").isPresent(), "needs unshare and setpriv");
        String sleep = "8" + (System.nanoTime() % 100000) + ".4321";
        try (CliProcess serve = CliProcess.serve(List.of("--isolation", "unshare", "--token", "t0ken"), env -> { })) {
            URI base = URI.create(waitForListening(serve));
            http.sendAsync(execRequest(base, "t0ken", "(sleep " + sleep + ") &\\nwait"),
                    HttpResponse.BodyHandlers.discarding());
            awaitTrue(() -> !processesWith("sleep " + sleep).isEmpty(), "the exec's grandchild runs");

            serve.process().destroyForcibly();

            awaitTrue(() -> processesWith("sleep " + sleep).isEmpty(), "no guest left after the server's SIGKILL");
        }
    }

    /** The shells and process tools the sandbox needs, without python3, bwrap or unshare. */
    private static void linkShellsInto(Path bin) throws IOException {
        linkInto(bin, List.of("bash", "sh", "setsid", "kill"));
    }

    private static void linkInto(Path bin, List<String> tools) throws IOException {
        for (String tool : tools) {
            Optional<Path> found = onPath(tool);
            if (found.isPresent()) {
                Files.createSymbolicLink(bin.resolve(tool), found.get());
            }
        }
    }

    private static String waitForListening(CliProcess serve) throws InterruptedException {
        Matcher first = LISTENING.matcher(serve.nextLine(START));
        assertThat(first.matches()).isTrue();
        return first.group(1);
    }

    private HttpResponse<String> get(URI uri, String token) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(uri).header("Authorization", "Bearer " + token).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> exec(URI base, String token, String bashCode) throws IOException, InterruptedException {
        return exec(base, token, bashCode, "bash");
    }

    private HttpResponse<String> exec(URI base, String token, String code, String template)
            throws IOException, InterruptedException {
        String body = "{\"template\":\"" + template + "\",\"code\":\"" + code + "\"}";
        return http.send(HttpRequest.newBuilder(base.resolve("/v1/exec")).header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpRequest execRequest(URI base, String token, String bashCode) {
        String body = "{\"template\":\"bash\",\"code\":\"" + bashCode + "\"}";
        return HttpRequest.newBuilder(base.resolve("/v1/exec")).header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    private static List<ProcessHandle> processesWith(String marker) {
        return ProcessHandle.allProcesses()
                .filter(process -> process.info().commandLine().map(line -> line.contains(marker)).orElse(false))
                .toList();
    }

    private static void awaitTrue(BooleanSupplier condition, String what) {
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within 15 s: " + what);
            }
            LockSupport.parkNanos(Duration.ofMillis(20).toNanos());
        }
    }

    private static Optional<Path> onPath(String tool) {
        for (String folder : System.getenv("PATH").split(java.io.File.pathSeparator)) {
            Path candidate = Path.of(folder, tool);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
