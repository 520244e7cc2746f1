package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.api.FailureKind;
import com.collimate.inspector.core.replay.ReplayRecord;
import com.collimate.inspector.ui.settings.SettingsDialog;

import java.util.Optional;

/**
 * Why the endpoint stopped a batch (a refused API key, an endpoint that cannot be reached) or kept it from starting
 * (an endpoint or key in Settings that replays cannot use), shown once as a banner with the settings button it calls
 * for, not per run.
 *
 * @param text   the banner's sentence
 * @param action the label of the button that opens the settings
 * @param field  the settings field that button focuses
 */
public record EndpointProblem(String text, String action, SettingsDialog.Field field) {

    /** The problem a replay that stopped its batch points at, if it did. */
    public static Optional<EndpointProblem> of(ReplayRecord replay) {
        if (replay.errorKind() == FailureKind.AUTH) {
            return Optional.of(new EndpointProblem("The exec endpoint refused the API key: " + replay.error()
                    + ". The replay stopped; set the key and replay again.", "Set API key", SettingsDialog.Field.API_KEY));
        }
        if (replay.errorKind() == FailureKind.UNREACHABLE) {
            return Optional.of(new EndpointProblem(capitalized(replay.error())
                    + ". The replay stopped; the endpoint is set in Settings.", "Open Settings",
                    SettingsDialog.Field.ENDPOINT));
        }
        return Optional.empty();
    }

    /**
     * The problem of a batch that could not start because the endpoint or key in Settings cannot be used (an endpoint
     * that holds a key, saved before Settings refused it or edited in the file), if that is why {@code failure}
     * happened. The text is the resolver's, which names the part of the URL, never the key.
     */
    public static Optional<EndpointProblem> ofUnusableSetting(Exception failure) {
        if (failure.getCause() instanceof EndpointResolver.UnusableSetting unusable
                && unusable.origin() == EndpointResolver.Origin.SETTINGS_FILE) {
            SettingsDialog.Field field = unusable.setting() == EndpointResolver.Setting.API_KEY
                    ? SettingsDialog.Field.API_KEY : SettingsDialog.Field.ENDPOINT;
            return Optional.of(new EndpointProblem("Cannot replay: " + unusable.getMessage() + ".", "Open Settings",
                    field));
        }
        return Optional.empty();
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
