package com.collimate.inspector.core.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SettingsStoreTest {
    @TempDir
    Path config;

    private final List<String> warnings = new ArrayList<>();

    private Settings load(String json) throws IOException {
        Files.writeString(config.resolve(SettingsStore.FILE_NAME), json);
        return new SettingsStore(config).load(warnings::add);
    }

    private String located(String problem) {
        return "settings file " + config.resolve(SettingsStore.FILE_NAME) + ": " + problem + "; using the default";
    }

    @Test
    void aBadValueIsOneLocatedWarningAndTheOtherValuesLoad() throws IOException {
        Settings settings = load("{\"endpoint\": \"https://exec.example\", \"theme\": \"PURPLE\", \"concurrency\": "
                + "\"lots\", \"read_timeout_s\": 30, \"masks\": \"req-[0-9]+\", \"disabled_masks\": [\"uuid\"],"
                + " \"from_a_newer_version\": true}");

        assertThat(warnings).containsExactly(
                located("'theme' at line 1, column 47 has an unknown value 'PURPLE' (known: LIGHT, DARK, SYSTEM)"),
                located("'concurrency' at line 1, column 72 has an invalid value 'lots' (expected a whole number)"),
                located("'masks' at line 1, column 111 has a value that is not a list"));
        assertThat(settings.endpoint()).isEqualTo("https://exec.example");
        assertThat(settings.readTimeoutSeconds()).isEqualTo(30);
        assertThat(settings.disabledMasks()).containsExactly("uuid");
        assertThat(settings.theme()).isEqualTo(Settings.Theme.SYSTEM);
        assertThat(settings.concurrency()).isEqualTo(Settings.DEFAULT_CONCURRENCY);
        assertThat(settings.customMasks()).isEmpty();
    }

    @Test
    void aBadValueInsideAMaskIsNamedByItsPathAndLine() throws IOException {
        Settings settings = load("""
                {
                  "concurrency": 4,
                  "masks": [
                    {"name": "req", "regex": "req-[0-9]+"},
                    {"name": ["ts"], "regex": "[0-9]+"}
                  ],
                  "disabled_masks": ["uuid", {"name": "hex"}]
                }
                """);

        assertThat(warnings).containsExactly(
                located("'masks[1].name' at line 5, column 14 has a value that is not text"),
                located("'disabled_masks[1]' at line 7, column 30 has a value that is not text"));
        assertThat(settings.concurrency()).isEqualTo(4);
        assertThat(settings.customMasks()).isEmpty();
    }

    @Test
    void aNumberThatIsMissingGetsItsDefaultNotZero() throws IOException {
        Settings settings = load("{\"endpoint\": \"http://127.0.0.1:18777\"}");

        assertThat(warnings).isEmpty();
        assertThat(settings.maxRetries()).isEqualTo(Settings.DEFAULT_MAX_RETRIES);
        assertThat(settings).isEqualTo(Settings.defaults().withEndpoint("http://127.0.0.1:18777"));
    }

    @Test
    void aNumberOutOfRangeOrWithAFractionIsOneWarningAndGetsItsDefault() throws IOException {
        Settings settings = load("{\"max_retries\": -3, \"concurrency\": 0, \"connect_timeout_s\": 2.5, "
                + "\"read_timeout_s\": -1, \"call_timeout_s\": 0}");

        assertThat(warnings).containsExactly(
                located("'max_retries' at line 1, column 17 has an invalid value '-3' (expected a whole number of at least 0)"),
                located("'concurrency' at line 1, column 36 has an invalid value '0' (expected a whole number of at least 1)"),
                located("'connect_timeout_s' at line 1, column 60 has an invalid value '2.5' (expected a whole number)"),
                located("'read_timeout_s' at line 1, column 83 has an invalid value '-1' (expected a whole number of at least 1)"),
                located("'call_timeout_s' at line 1, column 105 has an invalid value '0' (expected a whole number of at least 1)"));
        assertThat(settings).isEqualTo(Settings.defaults());
    }

    @Test
    void zeroRetriesIsAValidChoice() throws IOException {
        assertThat(load("{\"max_retries\": 0}").maxRetries()).isZero();
        assertThat(load("{\"max_retries\": \"abc\"}").maxRetries()).isEqualTo(Settings.DEFAULT_MAX_RETRIES);
        assertThat(warnings).containsExactly(
                located("'max_retries' at line 1, column 17 has an invalid value 'abc' (expected a whole number)"));
    }

    @Test
    void theSandboxOutputLimitIsStoredInBytesAndOneOutsideTheCliBoundsIsALocatedWarning() throws IOException {
        SettingsStore store = new SettingsStore(config);
        store.save(Settings.defaults().withSandboxMaxOutput(16 * 1024));

        assertThat(Files.readString(store.file())).contains("\"sandbox_max_output\" : 16384");
        assertThat(store.load(warnings::add).sandboxMaxOutput()).isEqualTo(16 * 1024);
        assertThat(load("{}").sandboxMaxOutput()).isEqualTo(64 * 1024 * 1024);
        assertThat(warnings).isEmpty();

        assertThat(load("{\"sandbox_max_output\": 0}").sandboxMaxOutput()).isEqualTo(64 * 1024 * 1024);
        assertThat(load("{\"sandbox_max_output\": 2147483648}").sandboxMaxOutput()).isEqualTo(64 * 1024 * 1024);
        assertThat(load("{\"sandbox_max_output\": \"64MiB\"}").sandboxMaxOutput()).isEqualTo(64 * 1024 * 1024);
        assertThat(warnings).containsExactly(
                located("'sandbox_max_output' at line 1, column 24 has an invalid value '0' (expected a number of "
                        + "bytes from 1 to 1073741824, that is 1 GiB)"),
                located("'sandbox_max_output' at line 1, column 24 has an invalid value '2147483648' (expected a "
                        + "number of bytes from 1 to 1073741824, that is 1 GiB)"),
                located("'sandbox_max_output' at line 1, column 24 has an invalid value '64MiB' (expected a whole "
                        + "number)"));
    }

    @Test
    void noMessageNamesAJavaClassOrShowsTheKey() throws IOException {
        load("{\"api_key\": [\"sk-FAKE-in-a-list\"], \"masks\": [{\"name\": [1]}], \"theme\": {}, "
                + "\"max_retries\": 1e40}");

        assertThat(warnings).hasSize(4).allSatisfy(warning -> assertThat(warning)
                .doesNotContain("sk-FAKE", "java", "Settings$", "class", "Exception", "collimate.inspector"));
        assertThat(warnings.get(0)).isEqualTo(located("'api_key' at line 1, column 13 has a value that is not text"));
    }

    @Test
    void theKeyPastedIntoAnotherFieldIsMaskedInItsWarning() throws IOException {
        load("{\"api_key\": \"" + SECRET + "\", \"concurrency\": \"" + SECRET + "\", \"theme\": \"" + SECRET + "\"}");

        assertThat(warnings).containsExactly(
                located("'concurrency' at line 1, column 56 has an invalid value '***' (expected a whole number)"),
                located("'theme' at line 1, column 93 has an unknown value '***' (known: LIGHT, DARK, SYSTEM)"));
    }

    @Test
    void aBadEndpointOrAFileThatIsNoJsonObjectIsAnError() throws IOException {
        Path file = config.resolve(SettingsStore.FILE_NAME);

        assertThatThrownBy(() -> load("{\"endpoint\": {\"url\": \"https://exec.example\"}, \"theme\": \"DARK\"}"))
                .isInstanceOf(IOException.class)
                .hasMessage(file + ": settings file is not valid ('endpoint' at line 1, column 14 has a value that is not text)");
        assertThatThrownBy(() -> load("{not json")).isInstanceOf(IOException.class)
                .hasMessageStartingWith(file + ": settings file is not valid JSON at line 1, column ");
        assertThatThrownBy(() -> load("[1, 2]")).isInstanceOf(IOException.class)
                .hasMessage(file + ": settings file is not valid (not a JSON object)");
        assertThat(load("")).isEqualTo(Settings.defaults());
    }

    @Test
    void aFolderInPlaceOfTheFileIsSaidOnceWithItsPath() throws IOException {
        Path folder = Files.createDirectory(config.resolve(SettingsStore.FILE_NAME));

        assertThatThrownBy(() -> new SettingsStore(config).load(warnings::add)).isInstanceOf(IOException.class)
                .hasMessage(folder + ": settings file cannot be read (Is a directory)");
    }

    /** Broken settings files in which Jackson's own message would quote the key. */
    static final String SECRET = "sk_live_SECRET1234567890";
    static final List<String> BROKEN_WITH_KEY = List.of(
            "{\"endpoint\":\"https://x\",\"api_key\": " + SECRET + "}",
            "{\"endpoint\":\"https://x\",\n \"api_key\": \"" + SECRET,
            "{\"endpoint\":\"https://x\",\"api_key\": \"" + SECRET + "\",}");

    @Test
    void aFileThatIsNotJsonIsReportedByLocationAndKindNeverByItsText() {
        Path file = config.resolve(SettingsStore.FILE_NAME);
        List<String> messages = new ArrayList<>();
        for (String broken : BROKEN_WITH_KEY) {
            assertThatThrownBy(() -> load(broken)).isInstanceOf(IOException.class).satisfies(e -> {
                messages.add(e.getMessage());
                assertThat(e.getCause()).as("a cause would carry Jackson's message").isNull();
            });
        }

        assertThat(messages.get(0)).isEqualTo(file + ": settings file is not valid JSON at line 1, column 36 "
                + "(a value must be a string, number, true, false, null, object or array)");
        assertThat(messages.get(1)).startsWith(file + ": settings file is not valid JSON at line 2, column ")
                .endsWith("(the text ends early, inside an object, array or string)");
        assertThat(messages.get(2)).startsWith(file + ": settings file is not valid JSON at line 1, column ");
        for (String message : messages) {
            assertThat(message).doesNotContain("SECRET", "sk_live", "1234567890", "Unrecognized", "Unexpected",
                    "was expecting", "Source", "code ");
        }
    }

    @Test
    void whatIsSavedLoadsWithoutWarnings() throws IOException {
        Settings saved = Settings.defaults().withEndpoint("https://exec.example").withTheme(Settings.Theme.DARK)
                .withMasks(List.of(new Settings.CustomMask("req", "req-[0-9]+")), List.of("uuid"))
                .withSandboxMaxOutput(3 * 1024 * 1024);
        SettingsStore store = new SettingsStore(config);

        store.save(saved);

        assertThat(store.load(warnings::add)).isEqualTo(saved);
        assertThat(warnings).isEmpty();
    }

    @Test
    void settingsPrintedNeverShowTheKeyNorCredentialsInTheEndpoint() {
        Settings settings = Settings.defaults().withApiKey("sk_live_4f9aQ27bX81cD0e5")
                .withEndpoint("https://bob:hunter2secret@exec.example/v1?api_key=sk_live_4f9aQ27bX81cD0e5");

        assertThat(settings.toString()).contains("exec.example").doesNotContain("hunter2secret")
                .doesNotContain("sk_live_4f9aQ27bX81cD0e5");
    }
}
