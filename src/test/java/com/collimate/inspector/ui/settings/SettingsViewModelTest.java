package com.collimate.inspector.ui.settings;

import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.config.SettingsStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class SettingsViewModelTest {
    private static final String KEY = "sk-test-very-secret";

    @TempDir
    Path config;

    private SettingsForm form(boolean remember) {
        return new SettingsForm(false, "https://collimate.example", KEY, remember, 16, 5, 60, 120, "64 MiB",
                List.of("request_id=req-[0-9a-f]{8}"), Settings.Theme.DARK);
    }

    @Test
    void settingsPersistAcrossARestart() {
        SettingsViewModel first = new SettingsViewModel(new SettingsStore(config), Map.of());
        assertThat(first.apply(form(true))).isEmpty();

        SettingsViewModel second = new SettingsViewModel(new SettingsStore(config), Map.of());
        SettingsForm restored = second.form();
        assertThat(restored.localSandbox()).isFalse();
        assertThat(restored.endpoint()).isEqualTo("https://collimate.example");
        assertThat(restored.apiKey()).isEqualTo(KEY);
        assertThat(restored.rememberApiKey()).isTrue();
        assertThat(restored.concurrency()).isEqualTo(16);
        assertThat(restored.readTimeoutSeconds()).isEqualTo(60);
        assertThat(restored.masks()).containsExactly("request_id=req-[0-9a-f]{8}");
        assertThat(second.theme()).isEqualTo(Settings.Theme.DARK);
    }

    /** A stored limit that is no whole number of KiB ("1MB" is saved as 1000000) is shown as the field reads it. */
    @Test
    void theStoredSandboxOutputLimitIsShownSoThatTheFormSavesAsItIs() throws Exception {
        for (int bytes : List.of(1, 1_000_000, 1536, 1 << 30)) {
            new SettingsStore(config).save(Settings.defaults().withSandboxMaxOutput(bytes));
            SettingsViewModel viewModel = new SettingsViewModel(new SettingsStore(config), Map.of());

            assertThat(viewModel.apply(viewModel.form())).as(bytes + " bytes").isEmpty();
            assertThat(viewModel.settingsProperty().get().sandboxMaxOutput()).isEqualTo(bytes);
        }
        assertThat(new SettingsViewModel(new SettingsStore(config), Map.of()).form().sandboxMaxOutput())
                .isEqualTo("1 GiB");
    }

    @Test
    void keyIsKeptForTheSessionOnlyUnlessRemembered() throws Exception {
        SettingsViewModel first = new SettingsViewModel(new SettingsStore(config), Map.of());
        assertThat(first.apply(form(false))).isEmpty();
        assertThat(first.settingsProperty().get().apiKey()).isEqualTo(KEY);
        assertThat(Files.readString(config.resolve(SettingsStore.FILE_NAME))).doesNotContain(KEY);

        SettingsViewModel second = new SettingsViewModel(new SettingsStore(config), Map.of());
        assertThat(second.settingsProperty().get().apiKey()).isNull();
        assertThat(second.form().endpoint()).isEqualTo("https://collimate.example");
    }

    @Test
    void aSettingsFileThatIsNotJsonIsAProblemThatShowsNoneOfItsText() throws Exception {
        for (String broken : List.of("{\"endpoint\":\"https://x\",\"api_key\": sk_live_SECRET1234567890}",
                "{\"endpoint\":\"https://x\",\n \"api_key\": \"sk_live_SECRET1234567890",
                "{\"endpoint\":\"https://x\",\"api_key\": \"sk_live_SECRET1234567890\",}")) {
            Files.writeString(config.resolve(SettingsStore.FILE_NAME), broken);

            String problem = new SettingsViewModel(new SettingsStore(config), Map.of()).loadProblemProperty().get();

            assertThat(problem).contains("settings file is not valid JSON at line ", "using defaults until you save")
                    .doesNotContain("SECRET", "sk_live", "1234567890", "Unrecognized", "Unexpected");
        }
    }

    @Test
    void aKnownKeyPastedIntoAnotherFieldIsMaskedInTheLoadProblem() throws Exception {
        String envKey = "sk-env-key-0123456789";
        String storedKey = "sk-stored-key-987654321";
        Files.writeString(config.resolve(SettingsStore.FILE_NAME), "{\"api_key\": \"" + storedKey + "\", "
                + "\"theme\": \"" + envKey + "\", \"concurrency\": \"" + storedKey + "\"}");

        String problem = new SettingsViewModel(new SettingsStore(config), Map.of("COLLIMATE_API_KEY", envKey))
                .loadProblemProperty().get();

        assertThat(problem).containsPattern("'theme' at line 1, column [0-9]+ has an unknown value '\\*\\*\\*'")
                .containsPattern("'concurrency' at line 1, column [0-9]+ has an invalid value '\\*\\*\\*'")
                .doesNotContain(envKey, storedKey);
    }

    @Test
    void masksAreHeldToWhatTheComparisonsUseSoNoSavedMaskIsDroppedSilently() throws Exception {
        SettingsViewModel viewModel = new SettingsViewModel(new SettingsStore(config), Map.of());
        List<String> problems = viewModel.apply(new SettingsForm(true, "", "", false, 4, 1, 1, 1, "64 MiB",
                List.of("timestamp=T[0-9]+", "any=x*", "ok=\\d+"), Settings.Theme.LIGHT));
        assertThat(problems).containsExactly(
                "Noise mask on line 1, \"timestamp=T[0-9]+\": the name is reserved for a built-in class",
                "Noise mask on line 2, \"any=x*\": the regex matches empty text");

        Path file = config.resolve(SettingsStore.FILE_NAME);
        Files.writeString(file, "{\"masks\": [{\"name\": \"bad\", \"regex\": \"(\"}]}");
        assertThat(new SettingsViewModel(new SettingsStore(config), Map.of()).loadProblemProperty().get())
                .as("a mask edited into the file by hand").isEqualTo("settings file " + file + ": mask 'bad' (regex "
                        + "\"(\"): invalid regex (Unclosed group at index 1); left out, the other masks apply.");
    }

    @Test
    void rememberedKeyFileIsReadableByTheUserAlone() throws Exception {
        new SettingsViewModel(new SettingsStore(config), Map.of()).apply(form(true));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(config.resolve(SettingsStore.FILE_NAME))))
                .isEqualTo("rw-------");
    }

    @Test
    void problemsNameTheirFieldAndNothingIsSaved() {
        SettingsViewModel viewModel = new SettingsViewModel(new SettingsStore(config), Map.of());
        List<String> problems = viewModel.apply(new SettingsForm(false, "ftp://x", "sk-pasted\nwith-a-break", false, 0,
                1, 1, 1, "64 MiB", List.of("bad", "n=[", "ok=\\d+"), Settings.Theme.LIGHT));
        assertThat(problems).containsExactly(
                "Endpoint URL: must start with http:// or https://",
                "API key: holds a character an HTTP header cannot carry (a line break, a control character or a"
                        + " non-ASCII letter); copy the key again",
                "Concurrency: must be between 1 and 256",
                "Noise mask on line 1, \"bad\": write it as name=regex",
                "Noise mask on line 2, \"n=[\": invalid regex (Unclosed character class at index 0)");
        assertThat(Files.exists(config.resolve(SettingsStore.FILE_NAME))).isFalse();
    }

    /** java.net.URI takes a port of 99999; replays, which use OkHttp's parser, would refuse the saved URL. */
    @Test
    void aUrlThatReplaysCannotParseIsRefusedHere() {
        SettingsViewModel viewModel = new SettingsViewModel(new SettingsStore(config), Map.of());
        assertThat(viewModel.apply(new SettingsForm(false, "https://collimate.example:99999/", "", false, 4, 5, 60, 120,
                "64 MiB", List.of(), Settings.Theme.SYSTEM))).containsExactly("Endpoint URL: not a valid URL");
    }

    @Test
    void anEndpointHoldingTheKeyIsRefusedAsReplaysWouldRefuseIt() {
        String envKey = "sk-env-key-123";
        SettingsViewModel viewModel = new SettingsViewModel(new SettingsStore(config), Map.of("COLLIMATE_API_KEY",
                envKey));
        String refused = "Endpoint URL: holds the API key: give only the exec API's URL; the key goes in API key";

        assertThat(viewModel.apply(new SettingsForm(false, "https://collimate.example/?key=" + KEY, KEY, true, 4, 5, 60,
                120, "64 MiB", List.of(), Settings.Theme.SYSTEM))).containsExactly(refused);
        assertThat(viewModel.apply(new SettingsForm(false, "https://collimate.example/" + envKey, "", false, 4, 5, 60,
                120, "64 MiB", List.of(), Settings.Theme.SYSTEM))).as("the environment's key").containsExactly(refused);
        assertThat(Files.exists(config.resolve(SettingsStore.FILE_NAME))).isFalse();
        assertThat(viewModel.apply(form(true))).isEmpty();
    }

    @Test
    void anEndpointWithCredentialsOfItsOwnIsRefusedWithoutShowingThemThoughNoKeyIsConfigured() throws Exception {
        SettingsViewModel viewModel = new SettingsViewModel(new SettingsStore(config), Map.of());
        String secret = "sk_live_4f9aQ27bX81cD0e5";
        Map<String, String> refused = Map.of(
                "https://" + secret + "@collimate.example/", "Endpoint URL: holds a user name or password"
                        + " (…@collimate.example): give only the exec API's URL; the key goes in API key",
                "https://bot:" + secret + "@collimate.example/", "Endpoint URL: holds a user name or password"
                        + " (…@collimate.example): give only the exec API's URL; the key goes in API key",
                "https://collimate.example/?region=eu&api_key=" + secret, keyInQuery("api_key"),
                "https://collimate.example/v1/exec?X-Api-Key=abc", keyInQuery("X-Api-Key"),
                "https://collimate.example/#access_token=abc", "Endpoint URL: holds what looks like a key in its"
                        + " fragment (access_token=…): give only the exec API's URL; the key goes in API key",
                "https://collimate.example/?accessToken=abc", keyInQuery("accessToken"),
                "https://collimate.example/?X-Amz-Signature=abc", keyInQuery("X-Amz-Signature"),
                "https://collimate.example/?k=" + secret, keyInQuery("k"),
                "https://collimate.example/?" + secret, keyInQuery("a parameter"),
                "https://collimate.example/v1/" + secret + "/exec", "Endpoint URL: holds what looks like a"
                        + " key in its path (segment 2): give only the exec API's URL; the key goes in API key");
        for (Map.Entry<String, String> endpoint : refused.entrySet()) {
            List<String> problems = viewModel.apply(new SettingsForm(false, endpoint.getKey(), "", false, 4, 5, 60, 120,
                    "64 MiB", List.of(), Settings.Theme.SYSTEM));
            assertThat(problems).as(endpoint.getKey()).containsExactly(endpoint.getValue());
            assertThat(String.join("\n", problems)).doesNotContain(secret);
        }
        assertThat(Files.exists(config.resolve(SettingsStore.FILE_NAME))).as("nothing saved").isFalse();

        for (String plain : List.of("https://collimate.example/?region=eu", "http://127.0.0.1:8080/team-a/",
                "https://collimate.example/?region=us-east-1&max_tokens=4096&tokenizer=qwen&author=me&passes=3",
                "https://collimate.example/v1/teams/grpo-qwen2.5-7b-math/exec/step000123/worker17",
                "https://collimate.example/?run=grpo-qwen2-7b-math-step000123-worker17",
                "https://collimate.example/?model=sk-learn-something-long",
                "https://collimate.example/?project=3f2a7c1e-1b2d-4c5e-9f00-abcdef123456",
                "https://collimate.example/?rev=3f2a7c1e9b0d4e5f8a6b2c3d4e5f60718293a4b5&partition_key=eu")) {
            assertThat(viewModel.apply(new SettingsForm(false, plain, "", false, 4, 5, 60, 120, "64 MiB", List.of(),
                    Settings.Theme.SYSTEM))).as(plain).isEmpty();
        }
    }

    private static String keyInQuery(String name) {
        return "Endpoint URL: holds what looks like a key in its query (" + name + "=…): give only the exec API's URL;"
                + " the key goes in API key";
    }

    @Test
    void aFormPrintsNeitherTheKeyNorTheEndpointWhichMayHoldOne() {
        String shown = new SettingsForm(false, "https://" + KEY + "@collimate.example/", KEY, true, 4, 5, 60, 120,
                "64 MiB", List.of(), Settings.Theme.SYSTEM).toString();
        assertThat(shown).doesNotContain(KEY).contains("endpoint=***", "apiKey=***");
    }

    /** Lines as the masks box shows them: a blank line counts, and is no mask. */
    @Test
    void everyBadMaskIsNamedByItsLineInTheBoxWithItsWholeReason() {
        SettingsViewModel viewModel = new SettingsViewModel(new SettingsStore(config), Map.of());
        String longRegex = "([" + "x".repeat(300);

        List<String> problems = viewModel.apply(new SettingsForm(true, "", "", false, 4, 1, 1, 1, "64 MiB",
                List.of("bad=([unclosed", "", "ok=\\d+", "noequals", "long=" + longRegex), Settings.Theme.LIGHT));

        assertThat(problems).containsExactly(
                "Noise mask on line 1, \"bad=([unclosed\": invalid regex (Unclosed character class at index 9)",
                "Noise mask on line 4, \"noequals\": write it as name=regex",
                "Noise mask on line 5, \"long=" + longRegex + "\": invalid regex (Unclosed character class at index 301)");
    }

    @Test
    void blankLinesAmongTheMasksAreNotSaved() {
        SettingsViewModel viewModel = new SettingsViewModel(new SettingsStore(config), Map.of());

        assertThat(viewModel.apply(new SettingsForm(true, "", "", false, 4, 1, 1, 1, "64 MiB",
                List.of("", "id=req-[0-9]+", "", "pid=pid [0-9]+", ""), Settings.Theme.LIGHT))).isEmpty();

        assertThat(new SettingsViewModel(new SettingsStore(config), Map.of()).form().masks())
                .containsExactly("id=req-[0-9]+", "pid=pid [0-9]+");
    }

    @Test
    void damagedSettingsFileIsReportedAndDefaultsUsed() throws Exception {
        Files.writeString(config.resolve(SettingsStore.FILE_NAME), "{not json");
        SettingsViewModel viewModel = new SettingsViewModel(new SettingsStore(config), Map.of());
        assertThat(viewModel.loadProblemProperty().get()).contains("settings file is not valid");
        assertThat(viewModel.settingsProperty().get()).isEqualTo(Settings.defaults());
    }

    @Test
    void aBadValueIsReportedAndTheOtherSettingsLoad() throws Exception {
        Path file = config.resolve(SettingsStore.FILE_NAME);
        Files.writeString(file, "{\"endpoint\": \"https://exec.example\", \"theme\": \"PURPLE\"}");

        SettingsViewModel viewModel = new SettingsViewModel(new SettingsStore(config), Map.of());

        assertThat(viewModel.loadProblemProperty().get()).isEqualTo("settings file " + file + ": 'theme' at line 1, "
                + "column 47 has an unknown value 'PURPLE' (known: LIGHT, DARK, SYSTEM); using the default.");
        assertThat(viewModel.settingsProperty().get().endpoint()).isEqualTo("https://exec.example");
    }

    /** A settings file of an earlier version may hold an endpoint that Settings refuses now. */
    @Test
    void aStoredEndpointSettingsNowRefusesIsNamedAndDoesNotKeepTheThemeFromBeingSaved() throws Exception {
        Path file = config.resolve(SettingsStore.FILE_NAME);
        String stored = "https://collimate.example/v1/?region=eu&access_token=abc123";
        Files.writeString(file, "{\"endpoint\": \"" + stored + "\", \"theme\": \"LIGHT\"}");
        SettingsViewModel viewModel = new SettingsViewModel(new SettingsStore(config), Map.of());

        assertThat(viewModel.validate(viewModel.form())).containsExactly(keyInQuery("access_token"));
        assertThat(viewModel.setTheme(Settings.Theme.DARK)).isEmpty();
        Settings saved = new SettingsStore(config).load(problem -> {
            throw new AssertionError(problem);
        });
        assertThat(saved.theme()).isEqualTo(Settings.Theme.DARK);
        assertThat(saved.endpoint()).as("left for the user to fix").isEqualTo(stored);
        assertThat(viewModel.theme()).isEqualTo(Settings.Theme.DARK);
    }

    @Test
    void formNeverPrintsTheKey() {
        assertThat(form(true).toString()).doesNotContain(KEY);
    }

    @Test
    void theNoticeSaysWhatTheEnvironmentDecides() {
        SettingsStore store = new SettingsStore(config);
        assertThat(new SettingsViewModel(store, Map.of()).environmentNotice()).isEmpty();

        SettingsViewModel both = new SettingsViewModel(store, Map.of("COLLIMATE_ENDPOINT",
                "https://collimate.example/v1", "COLLIMATE_API_KEY", "sk-env-key"));
        assertThat(both.endpointFromEnvironment()).isTrue();
        assertThat(both.environmentNotice())
                .contains("replays go to https://collimate.example/, whatever is chosen above")
                .contains("COLLIMATE_API_KEY is set too, and is the key sent there; a key typed here is not")
                .doesNotContain("sk-env-key");
        for (String credentialed : List.of("https://user:s3cret@collimate.example/v1",
                "https://collimate.example/v1?token=t0k", "https://collimate.example/ghp_4f9aQ27bX81cD0e5Zk1234abcd/")) {
            assertThat(new SettingsViewModel(store, Map.of("COLLIMATE_ENDPOINT", credentialed)).environmentNotice())
                    .as(credentialed).contains("replays go to a URL that holds what looks like a key, so replays fail"
                            + " until it is taken out of it").doesNotContain("s3cret", "t0k", "ghp_");
        }

        assertThat(new SettingsViewModel(store, Map.of("COLLIMATE_API_KEY", "sk-env-key")).environmentNotice())
                .isEqualTo("COLLIMATE_API_KEY is set in the environment: it is sent when no key is typed here; a key typed"
                        + " here wins.");
        assertThat(new SettingsViewModel(store, Map.of("COLLIMATE_ENDPOINT", "ftp//nope")).environmentNotice())
                .contains("not an http(s) URL, so replays fail until it is fixed or unset");
        assertThat(new SettingsViewModel(store, Map.of("COLLIMATE_ENDPOINT", " ")).endpointFromEnvironment()).isFalse();

        // a key pasted into the endpoint variable, in the URL's path where display() keeps it
        assertThat(new SettingsViewModel(store, Map.of("COLLIMATE_ENDPOINT", "https://collimate.example/sk-env-key-123",
                "COLLIMATE_API_KEY", "sk-env-key-123")).environmentNotice())
                .contains("replays go to a URL that holds the API key, so replays fail until the key is taken out")
                .doesNotContain("sk-env-key-123");
    }

    @Test
    void anEndpointHoldingTheApiKeyIsNoReplayEndpointSoTheCurlCommandDoesNotShowTheKey() throws Exception {
        SettingsStore store = new SettingsStore(config);
        String key = "sk-env-key-123";

        assertThat(new SettingsViewModel(store, Map.of("COLLIMATE_ENDPOINT", "https://collimate.example/" + key,
                "COLLIMATE_API_KEY", key)).replayEndpoint()).as("replays refuse it").isNull();
        assertThat(new SettingsViewModel(store, Map.of("COLLIMATE_ENDPOINT", "https://collimate.example/x",
                "COLLIMATE_API_KEY", key)).replayEndpoint().displayExecUrl())
                .isEqualTo("https://collimate.example/x/v1/exec");
        store.save(Settings.defaults().withEndpoint("https://collimate.example/" + KEY).withApiKey(KEY));
        assertThat(new SettingsViewModel(store, Map.of()).replayEndpoint()).as("the settings' own key").isNull();
        store.save(Settings.defaults().withEndpoint("https://collimate.example/v1/sk-live-abcdef0123456789abcdef/"));
        assertThat(new SettingsViewModel(store, Map.of()).replayEndpoint()).as("a key of its own, saved by an older"
                + " version: replays refuse it, so no curl command shows it").isNull();
    }
}
