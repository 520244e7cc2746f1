package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.CallScope;
import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.api.ExecOutcome;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.sandbox.LocalSandbox;
import com.collimate.inspector.sandbox.SandboxConfig;
import com.collimate.inspector.ui.settings.SettingsDialog;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Which key the app sends when both Settings and COLLIMATE_API_KEY have one; closing the local sandbox. */
class ReplayServicesTest {
    @StartStop
    private final MockWebServer server = new MockWebServer();

    @TempDir
    Path data;

    private String keySent(Settings settings) throws Exception {
        return keySent(settings, Map.of(EndpointResolver.KEY_VARIABLE, "key-from-environment"));
    }

    private String keySent(Settings settings, Map<String, String> environment) throws Exception {
        server.enqueue(new MockResponse.Builder().code(200)
                .body("{\"stdout\":\"\",\"stderr\":\"\",\"exit_code\":0,\"seed\":null,\"seed_ack\":\"off\"}").build());
        try (ReplayServices services = new ReplayServices(() -> settings, environment, config -> {
                    throw new IOException("no local sandbox in this test");
                }, data)) {
            services.open().exec().execute(new ExecRequest("python", "print(1)", null), new CallScope());
        }
        return server.takeRequest().getHeaders().get("Authorization");
    }

    @Test
    void aKeyTypedInSettingsWinsOverTheEnvironments() throws Exception {
        Settings endpoint = Settings.defaults().withEndpoint(server.url("/").toString());

        assertThat(keySent(endpoint.withApiKey("key-typed-in-settings"))).isEqualTo("Bearer key-typed-in-settings");
        assertThat(keySent(endpoint)).isEqualTo("Bearer key-from-environment");
    }

    @Test
    void theSettingsKeyIsNeverSentToTheEnvironmentsEndpointWhenItHasItsOwnKey() throws Exception {
        Settings elsewhere = Settings.defaults().withEndpoint("https://settings.example").withApiKey("key-for-settings");
        Map<String, String> environment = Map.of(EndpointResolver.ENDPOINT_VARIABLE, server.url("/").toString(),
                EndpointResolver.KEY_VARIABLE, "key-for-this-server");

        assertThat(keySent(elsewhere, environment)).isEqualTo("Bearer key-for-this-server");
        assertThat(keySent(elsewhere, Map.of(EndpointResolver.ENDPOINT_VARIABLE, server.url("/").toString())))
                .as("no key of its own: the one typed in Settings").isEqualTo("Bearer key-for-settings");
    }

    @Test
    void closingWhileTheLocalSandboxStartsReturnsAtOnceAndStopsItOnceItIsUp() throws Exception {
        CountDownLatch starting = new CountDownLatch(1);
        CountDownLatch mayStart = new CountDownLatch(1);
        AtomicReference<LocalSandbox> started = new AtomicReference<>();
        ReplayServices services = new ReplayServices(Settings::defaults, Map.of(), config -> {
            starting.countDown();
            try {
                mayStart.await();
            } catch (InterruptedException e) {
                throw new InterruptedIOException();
            }
            started.set(LocalSandbox.start(SandboxConfig.loopback()));
            return started.get();
        }, data);
        ExecutorService opener = Executors.newSingleThreadExecutor();
        try {
            Future<ReplayBackend> opened = opener.submit(services::open);
            assertThat(starting.await(30, TimeUnit.SECONDS)).isTrue();

            CompletableFuture.runAsync(services::close).get(5, TimeUnit.SECONDS); // the FX thread as a window closes
            assertThatThrownBy(services::open).hasMessage("the app is closing");
            mayStart.countDown();

            opened.get(60, TimeUnit.SECONDS);
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !accepts(started.get().uri()));
        } finally {
            mayStart.countDown();
            opener.shutdownNow();
        }
    }

    /** A run that printed 9 MiB (over the built-in sandbox's default 8 MiB) is replayed whole by the app. */
    @Test
    void theAppsLocalSandboxKeepsMoreOutputThanTheDefaultLimit() throws Exception {
        int bytes = 9 * 1024 * 1024;
        ExecResponse response = answerInTheApp("head -c " + bytes + " /dev/zero | tr '\\0' y");

        assertThat(response.extras()).doesNotContainKey("truncated");
        assertThat(response.stdout()).hasSize(bytes);
    }

    /** Each stream within the limit, the answer carrying both over the client's default 64 MiB body cap. */
    @Test
    void theAppReadsAnAnswerWhoseTwoStreamsTogetherPassTheDefaultBodyCap() throws Exception {
        int bytes = 33 * 1024 * 1024;
        ExecResponse response = answerInTheApp("head -c " + bytes + " /dev/zero | tr '\\0' y | tee /dev/stderr");

        assertThat(response.stdout()).hasSize(bytes);
        assertThat(response.stderr()).hasSize(bytes);
    }

    /**
     * The sandbox keeps what Settings says as it starts, and keeps to it for the session: a change applies from the
     * next start of the app, as the Settings dialog says.
     */
    @Test
    void theAppsLocalSandboxKeepsTheOutputLimitOfSettingsAsItStarted() throws Exception {
        AtomicReference<Settings> settings = new AtomicReference<>(Settings.defaults().withSandboxMaxOutput(16 * 1024));
        ReplayServices services = new ReplayServices(settings::get, Map.of(), LocalSandbox::start, data);
        try {
            ExecResponse cut = answer(services, "head -c 40000 /dev/zero | tr '\\0' y");
            assertThat(cut.stdout()).hasSize(16 * 1024);
            assertThat(cut.extras().get("truncated").toString()).isEqualTo("[\"stdout\"]");
            assertThat(cut.extras().get("output_limit").asLong()).isEqualTo(16 * 1024);

            settings.set(Settings.defaults().withSandboxMaxOutput(32 * 1024));
            assertThat(answer(services, "head -c 40000 /dev/zero | tr '\\0' y").stdout()).hasSize(16 * 1024);
        } finally {
            services.close();
        }
    }

    /** The answer of the app's local sandbox, with the default settings, to a bash {@code script}. */
    private ExecResponse answerInTheApp(String script) throws Exception {
        ReplayServices services = new ReplayServices(Settings::defaults, Map.of(), LocalSandbox::start, data);
        try {
            return answer(services, script);
        } finally {
            services.close();
        }
    }

    /** The answer of {@code services}' backend to a bash {@code script}, asserted to be one. */
    private static ExecResponse answer(ReplayServices services, String script) throws Exception {
        ExecOutcome outcome = services.open().exec().execute(new ExecRequest("bash", script, null), new CallScope());

        assertThat(outcome).isInstanceOf(ExecOutcome.Success.class);
        return ((ExecOutcome.Success) outcome).response();
    }

    @Test
    void closingWhileAGuestRunsReturnsAtOnceAndStillKillsItAndFreesThePort() throws Exception {
        AtomicReference<LocalSandbox> started = new AtomicReference<>();
        ReplayServices services = new ReplayServices(Settings::defaults, Map.of(), config -> {
            started.set(LocalSandbox.start(SandboxConfig.loopback()));
            return started.get();
        }, data);
        ReplayBackend backend = services.open();
        String marker = "61." + ProcessHandle.current().pid(); // finds the guest whatever its PID namespace
        ExecutorService caller = Executors.newSingleThreadExecutor();
        try {
            caller.submit(() -> backend.exec().execute(new ExecRequest("bash", "exec sleep " + marker, null),
                    new CallScope()));
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> guest(marker).isPresent());
            ProcessHandle guest = guest(marker).orElseThrow();

            CompletableFuture.runAsync(services::close).get(1, TimeUnit.SECONDS);

            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !guest.isAlive() && !accepts(started.get().uri()));
        } finally {
            caller.shutdownNow();
        }
    }

    private static Optional<ProcessHandle> guest(String marker) {
        return ProcessHandle.allProcesses().filter(process -> process.info().commandLine()
                .filter(line -> line.equals("sleep " + marker) || line.endsWith("/sleep " + marker)).isPresent())
                .findFirst();
    }

    private static boolean accepts(URI uri) {
        try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
            return true;
        } catch (IOException refused) {
            return false;
        }
    }

    @Test
    void aKeyTypedInSettingsThatCannotBeSentIsReportedAsTheSettingsKey() {
        Settings badKey = Settings.defaults().withApiKey("typed\nkey");
        Map<String, String> environment = Map.of(EndpointResolver.ENDPOINT_VARIABLE, server.url("/").toString());

        try (ReplayServices services = new ReplayServices(() -> badKey, environment, config -> {
                    throw new IOException("no local sandbox in this test");
                }, data)) {
            assertThatThrownBy(services::open).isInstanceOf(IOException.class)
                    .hasMessageStartingWith("the API key in Settings holds a character");
        }
    }

    @Test
    void anEndpointWithAKeyOfItsOwnIsNeitherCalledNorShownAndOnlyTheSettingsOneGetsTheBanner() throws Exception {
        String key = "ghp_4f9aQ27bX81cD0e5Zk1234abcdEFGH5678";
        String url = server.url("/").toString() + "?access_token=" + key;
        List<Optional<EndpointProblem>> banners = new ArrayList<>();
        for (Map.Entry<Settings, Map<String, String>> configured : List.of(
                Map.entry(Settings.defaults().withEndpoint(url), Map.<String, String>of()),
                Map.entry(Settings.defaults(), Map.of(EndpointResolver.ENDPOINT_VARIABLE, url)))) {
            try (ReplayServices services = new ReplayServices(configured::getKey, configured.getValue(), config -> {
                        throw new IOException("no local sandbox in this test");
                    }, data)) {
                IOException refused = catchThrowableOfType(IOException.class, services::open);
                assertThat(refused).hasMessageContaining("holds what looks like a key in its query (access_token=…)")
                        .hasMessageNotContaining(key);
                banners.add(EndpointProblem.ofUnusableSetting(refused));
            }
        }
        assertThat(banners.get(0)).hasValueSatisfying(banner -> {
            assertThat(banner.field()).isEqualTo(SettingsDialog.Field.ENDPOINT);
            assertThat(banner.text()).startsWith("Cannot replay: endpoint from the settings file holds").doesNotContain(key);
        });
        assertThat(banners.get(1)).as("COLLIMATE_ENDPOINT is not fixed in Settings").isEmpty();
        assertThat(server.getRequestCount()).isZero();
    }
}
