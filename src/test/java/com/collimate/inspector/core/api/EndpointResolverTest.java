package com.collimate.inspector.core.api;

import com.collimate.inspector.core.config.Settings;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EndpointResolverTest {
    private final Settings stored = Settings.defaults().withEndpoint("https://stored.example").withApiKey("stored-key");

    @Test
    void optionWinsOverEnvironmentOverSettings() {
        Map<String, String> env = Map.of("COLLIMATE_ENDPOINT", "https://env.example", "COLLIMATE_API_KEY", "env-key");

        Endpoint fromOption = EndpointResolver.resolve("https://option.example", env, stored).orElseThrow();
        Endpoint fromEnv = EndpointResolver.resolve(null, env, stored).orElseThrow();
        Endpoint fromSettings = EndpointResolver.resolve(null, Map.of("COLLIMATE_ENDPOINT", " "), stored).orElseThrow();

        assertThat(fromOption.display()).isEqualTo("https://option.example/");
        assertThat(fromOption.source()).isEqualTo("--endpoint");
        assertThat(fromOption.apiKey()).isEqualTo(ApiKey.ofNullable("env-key"));
        assertThat(fromEnv.display()).isEqualTo("https://env.example/");
        assertThat(fromEnv.source()).isEqualTo("COLLIMATE_ENDPOINT");
        assertThat(fromSettings.display()).isEqualTo("https://stored.example/");
        assertThat(fromSettings.apiKey()).isEqualTo(ApiKey.ofNullable("stored-key"));
    }

    @Test
    void anExecUrlFromAnySourceIsTakenAsTheBase() {
        Map<String, String> env = Map.of("COLLIMATE_ENDPOINT", "https://env.example/v1/exec/");
        Settings settings = Settings.defaults().withEndpoint("https://stored.example/v1/exec");

        assertThat(EndpointResolver.resolve("http://127.0.0.1:9000/v1/exec", Map.of(), settings).orElseThrow()
                .display()).isEqualTo("http://127.0.0.1:9000/");
        assertThat(EndpointResolver.resolve(null, env, settings).orElseThrow().display())
                .isEqualTo("https://env.example/");
        assertThat(EndpointResolver.resolve(null, Map.of(), settings).orElseThrow().display())
                .isEqualTo("https://stored.example/");
    }

    @Test
    void noEndpointAnywhereMeansTheLocalSandbox() {
        assertThat(EndpointResolver.resolve(null, Map.of("COLLIMATE_API_KEY", "k"), Settings.defaults())).isEmpty();
    }

    @Test
    void badUrlNamesItsSource() {
        assertThatThrownBy(() -> EndpointResolver.resolve(null, Map.of("COLLIMATE_ENDPOINT", "ftp://x"), stored))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("endpoint from COLLIMATE_ENDPOINT is not an http(s) URL: ftp://x");
    }

    @Test
    void anEmptyEndpointOptionIsAnErrorNotTheLocalSandbox() {
        assertThatThrownBy(() -> EndpointResolver.resolve("", Map.of(), Settings.defaults()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--endpoint is empty");
    }

    @Test
    void aKeyThatCannotGoIntoAHeaderIsRefusedUpFrontWithoutShowingIt() {
        String key = "sk-live-ab\ncd";
        assertThatThrownBy(() -> EndpointResolver.resolve("https://x.example", Map.of("COLLIMATE_API_KEY", key),
                Settings.defaults()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("the API key from COLLIMATE_API_KEY holds a character")
                .message().doesNotContain("sk-live");
        assertThat(EndpointResolver.resolve("https://x.example", Map.of("COLLIMATE_API_KEY", " sk-live-abcd\n"),
                Settings.defaults())).as("surrounding whitespace is trimmed").isPresent();
    }

    @Test
    void aBadUrlIsShownWithoutItsCredentials() {
        assertThatThrownBy(() -> EndpointResolver.resolve("ftp://ci:hunter2@host.example/x", Map.of(), stored))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("endpoint from --endpoint is not an http(s) URL: ftp://***@host.example/x");
        assertThatThrownBy(() -> EndpointResolver.resolve("ci:hunter2@host.example:8080", Map.of(), stored))
                .hasMessage("endpoint from --endpoint is not an http(s) URL: ***@host.example:8080");
    }
}
