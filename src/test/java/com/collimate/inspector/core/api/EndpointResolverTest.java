package com.collimate.inspector.core.api;

import com.collimate.inspector.core.config.Settings;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EndpointResolverTest {
    private final Settings stored = Settings.defaults().withEndpoint("https://stored.example").withApiKey("stored-key");

    private static Optional<Endpoint> forCli(String option, Map<String, String> environment, Settings settings) {
        return EndpointResolver.resolve(option, environment, settings, KeyPolicy.ENVIRONMENT_FIRST);
    }

    private static Optional<Endpoint> forApp(Map<String, String> environment, Settings settings) {
        return EndpointResolver.resolve(null, environment, settings, KeyPolicy.SETTINGS_FIRST);
    }

    @Test
    void optionWinsOverEnvironmentOverSettings() {
        Map<String, String> env = Map.of("COLLIMATE_ENDPOINT", "https://env.example", "COLLIMATE_API_KEY", "env-key");

        Endpoint fromOption = forCli("https://option.example", env, stored).orElseThrow();
        Endpoint fromEnv = forCli(null, env, stored).orElseThrow();
        Endpoint fromSettings = forCli(null, Map.of(), stored).orElseThrow();

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

        assertThat(forCli("http://127.0.0.1:9000/v1/exec", Map.of(), settings).orElseThrow()
                .display()).isEqualTo("http://127.0.0.1:9000/");
        assertThat(forCli(null, env, settings).orElseThrow().display())
                .isEqualTo("https://env.example/");
        assertThat(forCli(null, Map.of(), settings).orElseThrow().display())
                .isEqualTo("https://stored.example/");
    }

    @Test
    void noEndpointAnywhereMeansTheLocalSandbox() {
        assertThat(forCli(null, Map.of("COLLIMATE_API_KEY", "k"), Settings.defaults())).isEmpty();
    }

    @Test
    void badUrlNamesItsSourceAndWhereItWasSet() {
        assertThatThrownBy(() -> forCli(null, Map.of("COLLIMATE_ENDPOINT", "ftp://x"), stored))
                .isInstanceOf(EndpointResolver.UnusableSetting.class)
                .hasMessage("endpoint from COLLIMATE_ENDPOINT is not an http(s) URL: ftp://x; correct"
                        + " COLLIMATE_ENDPOINT in the environment, or unset it")
                .extracting("origin").isEqualTo(EndpointResolver.Origin.ENVIRONMENT);
        assertThatThrownBy(() -> forCli(null, Map.of(), Settings.defaults().withEndpoint("ftp://x")))
                .hasMessage("endpoint from the settings file is not an http(s) URL: ftp://x")
                .extracting("origin").isEqualTo(EndpointResolver.Origin.SETTINGS_FILE);
        assertThatThrownBy(() -> forCli("ftp://x", Map.of(), stored))
                .extracting("origin").isEqualTo(EndpointResolver.Origin.COMMAND_LINE);
        assertThatThrownBy(() -> forCli(null, Map.of("COLLIMATE_ENDPOINT", ""), stored))
                .extracting("origin").isEqualTo(EndpointResolver.Origin.ENVIRONMENT);
        assertThatThrownBy(() -> forCli("https://x.example", Map.of(), Settings.defaults()
                .withEndpoint("https://x.example").withApiKey("sk-live-ab\ncd")))
                .as("a key that cannot be sent is fixed where the key was set")
                .extracting("origin").isEqualTo(EndpointResolver.Origin.SETTINGS_FILE);
    }

    @Test
    void anEndpointHoldingAKnownKeyIsRefusedWithoutEchoingIt() {
        String key = "sk-live-0123456789abcdef";
        Settings keyed = Settings.defaults().withApiKey(key);

        assertThatThrownBy(() -> forCli("https://api.example/" + key, Map.of("COLLIMATE_API_KEY", key),
                Settings.defaults()))
                .hasMessage("endpoint from --endpoint holds the API key: give only the exec API's URL there; the key"
                        + " goes in COLLIMATE_API_KEY or Settings");
        assertThatThrownBy(() -> forCli(null, Map.of(), keyed.withEndpoint("htp://" + key.toUpperCase() + ".example")))
                .as("in another case, in a URL that does not parse either")
                .hasMessageStartingWith("endpoint from the settings file holds the API key").message()
                .doesNotContainIgnoringCase(key);
        assertThatThrownBy(() -> forCli(null, Map.of("COLLIMATE_ENDPOINT", "https://api.example/?key="
                + key.replace("-", "%2D")), keyed))
                .as("percent-encoded, in the query").hasMessageStartingWith("endpoint from COLLIMATE_ENDPOINT holds")
                .extracting("origin").isEqualTo(EndpointResolver.Origin.ENVIRONMENT);
        Settings keyedEndpoint = keyed.withEndpoint("https://api.example/" + key);
        Endpoint other = forCli("https://other.example", Map.of(), keyedEndpoint).orElseThrow();
        assertThat(EndpointResolver.settingsKeyWithheld(other, Map.of(), keyedEndpoint)).as("the settings' endpoint,"
                + " not chosen, is not shown either").contains("the API key in the settings file is only sent to the"
                + " settings file's endpoint; set COLLIMATE_API_KEY for this endpoint");
        assertThat(forCli("https://k.example", Map.of("COLLIMATE_API_KEY", "k"), Settings.defaults()))
                .as("a key too short to be told from a URL's words is not looked for").isPresent();
    }

    @Test
    void anEndpointWithACredentialOfItsOwnIsRefusedFromEverySourceNamingThePartNotTheKey() {
        String key = "sk-live-abcdef0123456789abcdef";
        String fix = ": give only the exec API's URL there; the key goes in COLLIMATE_API_KEY or Settings";

        assertThatThrownBy(() -> forCli("https://api.example/v1/" + key + "/exec", Map.of(), stored))
                .hasMessage("endpoint from --endpoint holds what looks like a key in its path (segment 2)" + fix)
                .extracting("origin", "setting")
                .containsExactly(EndpointResolver.Origin.COMMAND_LINE, EndpointResolver.Setting.ENDPOINT);
        assertThatThrownBy(() -> forCli(null, Map.of("COLLIMATE_ENDPOINT", "https://env.example/#access_token=" + key),
                stored))
                .hasMessage("endpoint from COLLIMATE_ENDPOINT holds what looks like a key in its fragment"
                        + " (access_token=…)" + fix)
                .extracting("origin").isEqualTo(EndpointResolver.Origin.ENVIRONMENT);
        assertThatThrownBy(() -> forApp(Map.of(), stored.withEndpoint("https://stored.example/v1/exec?sig=" + key)))
                .hasMessage("endpoint from the settings file holds what looks like a key in its query (sig=…)" + fix)
                .extracting("origin").isEqualTo(EndpointResolver.Origin.SETTINGS_FILE);
        assertThatThrownBy(() -> forApp(Map.of(), stored.withEndpoint("https://bot:" + key + "@stored.example/")))
                .hasMessage("endpoint from the settings file holds a user name or password (…@stored.example)" + fix);
        assertThat(forCli("https://api.example/models/sk-learn-something-long", Map.of(), stored))
                .as("a slug after a key prefix is no key").isPresent();
    }

    @Test
    void theSettingsEndpointThatIsNotChosenIsNamedWithoutAKeyInItsPath() {
        Settings keyedPath = stored.withEndpoint("https://stored.example/ghp_4f9aQ27bX81cD0e5Zk1234abcdEFGH5678/");
        Endpoint other = forCli("https://other.example", Map.of(), keyedPath).orElseThrow();

        assertThat(EndpointResolver.settingsKeyWithheld(other, Map.of(), keyedPath)).contains("the API key in the"
                + " settings file is only sent to https://stored.example/***/; set COLLIMATE_API_KEY for this endpoint");
    }

    @Test
    void anEmptyEndpointOptionIsAnErrorNotTheLocalSandbox() {
        assertThatThrownBy(() -> forCli("", Map.of(), Settings.defaults()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--endpoint is empty");
    }

    @Test
    void aKeyThatCannotGoIntoAHeaderIsRefusedUpFrontWithoutShowingIt() {
        String key = "sk-live-ab\ncd";
        assertThatThrownBy(() -> forCli("https://x.example", Map.of("COLLIMATE_API_KEY", key),
                Settings.defaults()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("the API key from COLLIMATE_API_KEY holds a character")
                .message().doesNotContain("sk-live");
        assertThat(forCli("https://x.example", Map.of("COLLIMATE_API_KEY", " sk-live-abcd\n"),
                Settings.defaults())).as("surrounding whitespace is trimmed").isPresent();
    }

    @Test
    void aBadUrlIsShownWithoutItsCredentials() {
        assertThatThrownBy(() -> forCli("ftp://ci:hunter2@host.example/x", Map.of(), stored))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("endpoint from --endpoint is not an http(s) URL: ftp://***@host.example/x");
        assertThatThrownBy(() -> forCli("ftp://host.example/x?token=hunter2#part", Map.of(), stored))
                .hasMessage("endpoint from --endpoint is not an http(s) URL: ftp://host.example/x?***");
        assertThatThrownBy(() -> forCli("h", Map.of(), stored))
                .hasMessageEndingWith("(1 character, not shown)");
        assertThatThrownBy(() -> forCli("ci:hunter2@host.example:8080", Map.of(), stored))
                .hasMessage("endpoint from --endpoint is not an http(s) URL: it does not start with http:// or https://"
                        + " (28 characters, not shown)");
    }

    @Test
    void theSettingsFilesKeyGoesOnlyToTheSettingsFilesEndpoint() {
        Endpoint other = forCli("http://127.0.0.1:38222", Map.of(), stored).orElseThrow();
        Endpoint fromVariable = forCli(null, Map.of("COLLIMATE_ENDPOINT", "https://env.example"),
                stored).orElseThrow();
        Endpoint same = forCli("https://stored.example/v1/exec", Map.of(), stored).orElseThrow();

        assertThat(other.apiKey()).isNull();
        assertThat(fromVariable.apiKey()).isNull();
        assertThat(same.apiKey()).isEqualTo(ApiKey.ofNullable("stored-key"));
        assertThat(EndpointResolver.settingsKeyWithheld(other, Map.of(), stored)).contains(
                "the API key in the settings file is only sent to https://stored.example/; set COLLIMATE_API_KEY for"
                        + " this endpoint");
        assertThat(EndpointResolver.settingsKeyWithheld(same, Map.of(), stored)).isEmpty();
        assertThat(forCli("http://127.0.0.1:38222", Map.of("COLLIMATE_API_KEY", "env-key"), stored)
                .orElseThrow().apiKey()).as("the variable's key goes wherever the run is sent")
                .isEqualTo(ApiKey.ofNullable("env-key"));
    }

    @Test
    void anEmptyEndpointVariableIsAnErrorNotTheLocalSandbox() {
        assertThatThrownBy(() -> forCli(null, Map.of("COLLIMATE_ENDPOINT", " "), stored))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("COLLIMATE_ENDPOINT is set but empty");
        assertThat(forCli("https://option.example", Map.of("COLLIMATE_ENDPOINT", ""), stored))
                .as("an --endpoint option decides before the variable").isPresent();
    }

    @Test
    void aValueWithoutSchemeIsNotEchoedAsItMayBeAKey() {
        assertThatThrownBy(() -> forCli("sk_live_0123456789abcdef", Map.of(), stored))
                .hasMessage("endpoint from --endpoint is not an http(s) URL: it does not start with http:// or https://"
                        + " (24 characters, not shown)");
    }

    @Test
    void theApiRootIsTakenAsTheBaseToo() {
        assertThat(forCli("https://api.example/v1", Map.of(), stored).orElseThrow().execUrl())
                .hasToString("https://api.example/v1/exec");
        assertThat(forCli("https://api.example/team/v1/", Map.of(), stored).orElseThrow().execUrl())
                .hasToString("https://api.example/team/v1/exec");
    }

    @Test
    void theCommandLineSendsTheVariablesKeyFirst() {
        Map<String, String> keyOnly = Map.of("COLLIMATE_API_KEY", "env-key");

        assertThat(forCli(null, keyOnly, stored).orElseThrow().apiKey()).isEqualTo(ApiKey.ofNullable("env-key"));
        assertThat(forCli(null, Map.of(), stored).orElseThrow().apiKey()).isEqualTo(ApiKey.ofNullable("stored-key"));
    }

    @Test
    void theAppSendsTheSettingsKeyFirstToTheSettingsEndpoint() {
        Map<String, String> keyOnly = Map.of("COLLIMATE_API_KEY", "env-key");

        assertThat(forApp(keyOnly, stored).orElseThrow().apiKey()).isEqualTo(ApiKey.ofNullable("stored-key"));
        assertThat(forApp(keyOnly, stored.withApiKey(null)).orElseThrow().apiKey())
                .as("no key typed in Settings: the variable's").isEqualTo(ApiKey.ofNullable("env-key"));
    }

    @Test
    void theAppSendsTheEndpointVariableItsOwnKeyElseTheSettingsKey() {
        Map<String, String> endpointOnly = Map.of("COLLIMATE_ENDPOINT", "https://env.example");
        Map<String, String> endpointAndKey = Map.of("COLLIMATE_ENDPOINT", "https://env.example",
                "COLLIMATE_API_KEY", "env-key");

        assertThat(forApp(endpointAndKey, stored).orElseThrow().apiKey()).isEqualTo(ApiKey.ofNullable("env-key"));
        assertThat(forApp(endpointOnly, stored).orElseThrow().apiKey()).isEqualTo(ApiKey.ofNullable("stored-key"));
        assertThat(forApp(endpointOnly, stored.withApiKey(null)).orElseThrow().apiKey()).isNull();
        assertThat(EndpointResolver.resolve("https://option.example", Map.of(), stored, KeyPolicy.SETTINGS_FIRST)
                .orElseThrow().apiKey()).as("not to an endpoint the Settings dialog did not name").isNull();
    }

    @Test
    void aKeyThatCannotBeSentIsNamedByWhereItCameFrom() {
        Settings badStored = stored.withApiKey("sk-live-ab\ncd");
        Map<String, String> badVariable = Map.of("COLLIMATE_API_KEY", "sk-live-ab\ncd");

        assertThatThrownBy(() -> forApp(Map.of("COLLIMATE_API_KEY", "env-key"), badStored))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("the API key in Settings holds a character")
                .message().doesNotContain("sk-live");
        assertThatThrownBy(() -> forApp(Map.of("COLLIMATE_ENDPOINT", "https://env.example"), badStored))
                .hasMessageStartingWith("the API key in Settings holds a character");
        assertThatThrownBy(() -> forApp(badVariable, stored.withApiKey(null)))
                .hasMessageStartingWith("the API key from COLLIMATE_API_KEY holds a character");
        assertThatThrownBy(() -> forCli(null, Map.of(), badStored))
                .hasMessageStartingWith("the API key in Settings holds a character");
        assertThatThrownBy(() -> forCli(null, badVariable, stored))
                .hasMessageStartingWith("the API key from COLLIMATE_API_KEY holds a character");
    }
}
