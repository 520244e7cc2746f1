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
        Endpoint fromSettings = EndpointResolver.resolve(" ", Map.of(), stored).orElseThrow();

        assertThat(fromOption.display()).isEqualTo("https://option.example/");
        assertThat(fromOption.source()).isEqualTo("--endpoint");
        assertThat(fromOption.apiKey()).isEqualTo(ApiKey.ofNullable("env-key"));
        assertThat(fromEnv.display()).isEqualTo("https://env.example/");
        assertThat(fromEnv.source()).isEqualTo("COLLIMATE_ENDPOINT");
        assertThat(fromSettings.display()).isEqualTo("https://stored.example/");
        assertThat(fromSettings.apiKey()).isEqualTo(ApiKey.ofNullable("stored-key"));
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
}
