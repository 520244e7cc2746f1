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
        Endpoint fromSettings = EndpointResolver.resolve(null, Map.of(), stored).orElseThrow();

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
                .hasMessage("endpoint from --endpoint is not an http(s) URL: it does not start with http:// or https://"
                        + " (28 characters, not shown)");
    }

    @Test
    void theSettingsFilesKeyGoesOnlyToTheSettingsFilesEndpoint() {
        Endpoint other = EndpointResolver.resolve("http://127.0.0.1:38222", Map.of(), stored).orElseThrow();
        Endpoint fromVariable = EndpointResolver.resolve(null, Map.of("COLLIMATE_ENDPOINT", "https://env.example"),
                stored).orElseThrow();
        Endpoint same = EndpointResolver.resolve("https://stored.example/v1/exec", Map.of(), stored).orElseThrow();

        assertThat(other.apiKey()).isNull();
        assertThat(fromVariable.apiKey()).isNull();
        assertThat(same.apiKey()).isEqualTo(ApiKey.ofNullable("stored-key"));
        assertThat(EndpointResolver.settingsKeyWithheld(other, Map.of(), stored)).contains(
                "the API key in the settings file is only sent to https://stored.example/; set COLLIMATE_API_KEY for"
                        + " this endpoint");
        assertThat(EndpointResolver.settingsKeyWithheld(same, Map.of(), stored)).isEmpty();
        assertThat(EndpointResolver.resolve("http://127.0.0.1:38222", Map.of("COLLIMATE_API_KEY", "env-key"), stored)
                .orElseThrow().apiKey()).as("the variable's key goes wherever the run is sent")
                .isEqualTo(ApiKey.ofNullable("env-key"));
    }

    @Test
    void anEmptyEndpointVariableIsAnErrorNotTheLocalSandbox() {
        assertThatThrownBy(() -> EndpointResolver.resolve(null, Map.of("COLLIMATE_ENDPOINT", " "), stored))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("COLLIMATE_ENDPOINT is set but empty");
        assertThat(EndpointResolver.resolve("https://option.example", Map.of("COLLIMATE_ENDPOINT", ""), stored))
                .as("an --endpoint option decides before the variable").isPresent();
    }

    @Test
    void aValueWithoutSchemeIsNotEchoedAsItMayBeAKey() {
        assertThatThrownBy(() -> EndpointResolver.resolve("sk_live_0123456789abcdef", Map.of(), stored))
                .hasMessage("endpoint from --endpoint is not an http(s) URL: it does not start with http:// or https://"
                        + " (24 characters, not shown)");
    }

    @Test
    void theApiRootIsTakenAsTheBaseToo() {
        assertThat(EndpointResolver.resolve("https://api.example/v1", Map.of(), stored).orElseThrow().execUrl())
                .hasToString("https://api.example/v1/exec");
        assertThat(EndpointResolver.resolve("https://api.example/team/v1/", Map.of(), stored).orElseThrow().execUrl())
                .hasToString("https://api.example/team/v1/exec");
    }
}
