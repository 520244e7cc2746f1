package com.collimate.inspector.ui.settings;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.EndpointCredentials;
import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.api.KeyPolicy;
import com.collimate.inspector.core.config.SandboxLimit;
import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.config.SettingsStore;
import com.collimate.inspector.core.diff.Mask;
import com.collimate.inspector.core.diff.Masks;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import okhttp3.HttpUrl;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The app's settings: the effective values (including an API key kept for this session only) and the dialog's
 * validation and saving. The key is written to the settings file only when the user asks to remember it.
 */
public final class SettingsViewModel {
    /** Under the masks box: the built-in masks by the names Compare's chips and {@code disabled_masks} give them. */
    public static final String MASKS_HINT = "Added to the built-in masks: " + String.join(", ", Masks.builtInNames())
            + ". Compare shows a match as a placeholder (<request_id1>); lines that differ only there are equal after"
            + " masks.";
    public static final int MAX_CONCURRENCY = 256;

    private final SettingsStore store;
    private final Map<String, String> environment;
    private final ReadOnlyObjectWrapper<Settings> settings = new ReadOnlyObjectWrapper<>(Settings.defaults());
    private final ReadOnlyBooleanWrapper apiKeyRemembered = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper loadProblem = new ReadOnlyStringWrapper("");

    /** @param environment the app's environment variables, which can set the endpoint and key (docs/api.md) */
    public SettingsViewModel(SettingsStore store, Map<String, String> environment) {
        this.store = store;
        this.environment = Map.copyOf(environment);
        List<String> problems = new ArrayList<>();
        try {
            Settings stored = store.load(problems::add);
            Masks.fromSettings(stored, problem -> problems.add("settings file " + store.file() + ": " + problem)); // as the CLI
            settings.set(stored);
            apiKeyRemembered.set(stored.apiKey() != null);
            String problem = problems.isEmpty() ? "" : String.join("\n", problems) + ".";
            loadProblem.set(masked(masked(problem, environment.get(EndpointResolver.KEY_VARIABLE)), stored.apiKey()));
        } catch (IOException e) {
            loadProblem.set(masked(e.getMessage() + "; using defaults until you save.",
                    environment.get(EndpointResolver.KEY_VARIABLE)));
        }
    }

    /** {@code text} with {@code key} masked, should a value pasted into the wrong field be the key. */
    private static String masked(String text, String key) {
        ApiKey apiKey = ApiKey.ofNullable(key);
        return apiKey == null ? text : apiKey.redact(text);
    }

    /** The effective settings, with a session-only API key when one was entered. */
    public ReadOnlyObjectProperty<Settings> settingsProperty() {
        return settings.getReadOnlyProperty();
    }

    /** Why the stored settings, or some of their values, could not be read, or "". */
    public ReadOnlyStringProperty loadProblemProperty() {
        return loadProblem.getReadOnlyProperty();
    }

    /**
     * Where replays go, resolved as they resolve it (COLLIMATE_ENDPOINT, else the Settings endpoint; a trailing
     * /v1/exec taken as the base), or null for the built-in local sandbox or an endpoint that is not a URL or
     * holds the API key (the replay says why; the curl command would show the key). Keys are left out of the
     * resolving, so a key that cannot be sent does not hide the URL; the URL is then looked at for the keys here.
     */
    public Endpoint replayEndpoint() {
        Map<String, String> withoutKey = new HashMap<>(environment);
        withoutKey.remove(EndpointResolver.KEY_VARIABLE);
        try {
            return EndpointResolver.resolve(null, withoutKey, settings.get().withApiKey(null), KeyPolicy.SETTINGS_FIRST)
                    .filter(endpoint -> !EndpointResolver.holdsAKey(endpoint.display(), environment, settings.get()))
                    .orElse(null);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Whether COLLIMATE_ENDPOINT chooses the backend, whatever the dialog says. */
    public boolean endpointFromEnvironment() {
        return !environment.getOrDefault(EndpointResolver.ENDPOINT_VARIABLE, "").isBlank();
    }

    /** Whether COLLIMATE_API_KEY is set: with COLLIMATE_ENDPOINT it is the key sent, whatever is typed here. */
    public boolean keyFromEnvironment() {
        return !environment.getOrDefault(EndpointResolver.KEY_VARIABLE, "").isBlank();
    }

    /** What the environment decides over this dialog's choices, or "". */
    public String environmentNotice() {
        List<String> notes = new ArrayList<>();
        if (endpointFromEnvironment()) {
            String url = environment.get(EndpointResolver.ENDPOINT_VARIABLE);
            String shown;
            if (EndpointResolver.holdsAKey(url, environment, settings.get())) {
                shown = "a URL that holds the API key, so replays fail until the key is taken out of it";
            } else {
                try {
                    Endpoint endpoint = Endpoint.parse(url, null, EndpointResolver.ENDPOINT_VARIABLE);
                    shown = EndpointCredentials.problem(endpoint.base()).isPresent()
                            ? "a URL that holds what looks like a key, so replays fail until it is taken out of it"
                            : endpoint.display();
                } catch (IllegalArgumentException e) {
                    shown = "a value that is not an http(s) URL, so replays fail until it is fixed or unset";
                }
            }
            notes.add(EndpointResolver.ENDPOINT_VARIABLE + " is set in the environment this app started with: replays go"
                    + " to " + shown + ", whatever is chosen above.");
        }
        if (keyFromEnvironment()) {
            notes.add(endpointFromEnvironment()
                    ? EndpointResolver.KEY_VARIABLE + " is set too, and is the key sent there; a key typed here is not."
                    : EndpointResolver.KEY_VARIABLE + " is set in the environment: it is sent when no key is typed here;"
                    + " a key typed here wins.");
        }
        return String.join("\n", notes);
    }

    public Settings.Theme theme() {
        return settings.get().theme();
    }

    /** The current values, to fill the dialog. */
    public SettingsForm form() {
        Settings current = settings.get();
        List<String> masks = current.customMasks().stream().map(mask -> mask.name() + "=" + mask.regex()).toList();
        return new SettingsForm(current.usesLocalSandbox(), current.endpoint() == null ? "" : current.endpoint(),
                current.apiKey() == null ? "" : current.apiKey(), apiKeyRemembered.get(), current.concurrency(),
                current.connectTimeoutSeconds(), current.readTimeoutSeconds(), current.callTimeoutSeconds(),
                SandboxLimit.written(current.sandboxMaxOutput()), masks, current.theme());
    }

    /** Checks the form without saving; each problem names its field. */
    public List<String> validate(SettingsForm form) {
        List<String> problems = new ArrayList<>();
        if (!form.localSandbox()) {
            String endpointProblem = endpointProblem(form.endpoint());
            if (endpointProblem == null && EndpointResolver.holdsAKey(form.endpoint(), environment,
                    Settings.defaults().withApiKey(form.apiKey()))) {
                endpointProblem = "holds the API key: give only the exec API's URL; the key goes in API key";
            }
            if (endpointProblem == null) {
                endpointProblem = EndpointCredentials.problem(HttpUrl.get(form.endpoint().strip()))
                        .map(credential -> credential + ": give only the exec API's URL; the key goes in API key")
                        .orElse(null);
            }
            if (endpointProblem != null) {
                problems.add("Endpoint URL: " + endpointProblem);
            }
        }
        if (!form.apiKey().isBlank() && !ApiKey.canBeSent(form.apiKey())) {
            problems.add("API key: holds a character an HTTP header cannot carry (a line break, a control character or"
                    + " a non-ASCII letter); copy the key again");
        }
        if (form.concurrency() < 1 || form.concurrency() > MAX_CONCURRENCY) {
            problems.add("Concurrency: must be between 1 and " + MAX_CONCURRENCY);
        }
        if (form.connectTimeoutSeconds() < 1 || form.readTimeoutSeconds() < 1 || form.callTimeoutSeconds() < 1) {
            problems.add("Timeouts: must be at least 1 second");
        }
        try {
            SandboxLimit.parse(form.sandboxMaxOutput());
        } catch (IllegalArgumentException e) {
            problems.add("Local sandbox output limit: " + e.getMessage());
        }
        for (int i = 0; i < form.masks().size(); i++) {
            String mask = form.masks().get(i);
            String maskProblem = mask.isBlank() ? null : maskProblem(mask);
            if (maskProblem != null) {
                problems.add("Noise mask on line " + (i + 1) + ", \"" + mask + "\": " + maskProblem);
            }
        }
        return problems;
    }

    /** Validates and saves; returns the problems (nothing is changed when there are any). */
    public List<String> apply(SettingsForm form) {
        List<String> problems = validate(form);
        if (!problems.isEmpty()) {
            return problems;
        }
        Settings current = settings.get();
        String key = form.apiKey() == null || form.apiKey().isBlank() ? null : form.apiKey().strip();
        Settings updated = current
                .withEndpoint(form.localSandbox() ? null : form.endpoint())
                .withApiKey(key)
                .withConcurrency(form.concurrency())
                .withTimeouts(form.connectTimeoutSeconds(), form.readTimeoutSeconds(), form.callTimeoutSeconds())
                .withSandboxMaxOutput(SandboxLimit.parse(form.sandboxMaxOutput()))
                .withMasks(form.masks().stream().filter(mask -> !mask.isBlank()).map(SettingsViewModel::parseMask)
                        .toList(), current.disabledMasks())
                .withTheme(form.theme());
        return save(updated, form.rememberApiKey() && key != null);
    }

    /**
     * Changes only the theme (View menu) and saves, keeping the stored key as it is. The other values are saved as
     * they are, unchecked: a stored endpoint that Settings would now refuse does not keep the theme from being saved
     * (the dialog shows that endpoint's problem when it opens).
     */
    public List<String> setTheme(Settings.Theme theme) {
        return save(settings.get().withTheme(theme), apiKeyRemembered.get());
    }

    private List<String> save(Settings updated, boolean rememberApiKey) {
        try {
            store.save(rememberApiKey ? updated : updated.withApiKey(null));
        } catch (IOException e) {
            return List.of("Could not save settings to " + store.file() + ": " + e.getMessage());
        }
        settings.set(updated);
        apiKeyRemembered.set(rememberApiKey);
        loadProblem.set("");
        return List.of();
    }

    private static String endpointProblem(String endpoint) {
        if (endpoint == null || endpoint.isBlank()) {
            return "required when not using the local sandbox";
        }
        try {
            URI uri = new URI(endpoint.strip());
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!scheme.equals("http") && !scheme.equals("https")) {
                return "must start with http:// or https://";
            }
            if (uri.getHost() == null) {
                return "has no host name";
            }
            return HttpUrl.parse(endpoint.strip()) == null ? "not a valid URL" : null;
        } catch (URISyntaxException e) {
            return "not a valid URL (" + e.getReason() + ")";
        }
    }

    /** As the CLI and the comparisons hold a saved mask ({@link Mask#problem}), so a mask saved here is one they use. */
    private static String maskProblem(String mask) {
        int equals = mask.indexOf('=');
        if (equals <= 0) {
            return "write it as name=regex";
        }
        return Mask.problem(mask.substring(0, equals).strip(), mask.substring(equals + 1)).orElse(null);
    }

    private static Settings.CustomMask parseMask(String mask) {
        int equals = mask.indexOf('=');
        return new Settings.CustomMask(mask.substring(0, equals).strip(), mask.substring(equals + 1));
    }
}
