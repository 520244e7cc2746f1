package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.CallScope;
import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.config.Settings;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Which key the app sends when both Settings and COLLIMATE_API_KEY have one. */
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
        try (ReplayServices services = new ReplayServices(() -> settings, environment, () -> {
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
    void aKeyTypedInSettingsThatCannotBeSentIsReportedAsTheSettingsKey() {
        Settings badKey = Settings.defaults().withApiKey("typed\nkey");
        Map<String, String> environment = Map.of(EndpointResolver.ENDPOINT_VARIABLE, server.url("/").toString());

        try (ReplayServices services = new ReplayServices(() -> badKey, environment, () -> {
                    throw new IOException("no local sandbox in this test");
                }, data)) {
            assertThatThrownBy(services::open).isInstanceOf(IOException.class)
                    .hasMessageStartingWith("the API key in Settings holds a character");
        }
    }
}
