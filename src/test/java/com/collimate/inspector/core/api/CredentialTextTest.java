package com.collimate.inspector.core.api;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CredentialTextTest {
    private static final String GROQ = "gsk_" + "aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6kL9nP2qR5tU8wX1z";

    /** A server's error may quote a URL with credentials: its user info and secret parameters are masked. */
    @Test
    void aUrlsUserInfoAndSecretParametersAreMaskedItsHostShown() {
        assertThat(CredentialText.masked("see https://admin:hunter22@docs.example/keys?api_key=abc123&page=2"
                + "#access_token=zzz or ftp://k@files.example"))
                .isEqualTo("see https://***@docs.example/keys?api_key=***&page=2#access_token=*** or "
                        + "ftp://***@files.example");
    }

    /** Text before, between and after URLs is masked as a journaled error is: a key anywhere in it is. */
    @Test
    void aKeyBeforeOrAfterAUrlIsMaskedAndAKeyShapedHostIsShown() {
        assertThat(CredentialText.masked("bad key " + GROQ + " for https://api.example/v1 (" + GROQ + ".Retry)"))
                .isEqualTo("bad key *** for https://api.example/v1 (***.Retry)");
        assertThat(CredentialText.masked("cannot reach https://sk-prod-gateway01.corp.example/v1/"
                + "sk-live-abcdef0123456789abcdef/?token=" + GROQ))
                .isEqualTo("cannot reach https://sk-prod-gateway01.corp.example/v1/***/?token=***");
    }

    @Test
    void textWithoutCredentialsIsShownAsItIs() {
        String text = "server error, HTTP 500: code=42 at line 3; see https://status.example/incidents?id=7&page=2"
                + " or mailto:ops@example.com, user@host: v1.2.3";
        assertThat(CredentialText.masked(text)).isEqualTo(text);
        assertThat(CredentialText.masked(null)).isNull();
    }
}
