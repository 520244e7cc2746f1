package com.collimate.inspector.core.api;

import org.junit.jupiter.api.Test;

import java.net.URI;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class EndpointCredentialsTest {
    private static final String HOST = "https://collimate.example/v1/";

    @Test
    void parametersThatOnlyEndInKeyAndLongLetterDigitValuesAreNotCredentials() {
        for (String query : List.of("rev=3f2a7c1e9b0d4e5f8a6b2c3d4e5f60718293a4b5", "rev=3f2a7c1e9b0d4e5f",
                "partition_key=eu-1", "sort_key=step", "monkey=1", "keyboard=us", "tokenizer=qwen", "max_tokens=4096",
                "author=me", "passes=3", "signature_version=4", "run=grpo-qwen2-7b-math-step000123-worker17",
                "project=3f2a7c1e-1b2d-4c5e-9f00-abcdef123456", "model=sk-small", "flag")) {
            assertThat(EndpointCredentials.problem(URI.create(HOST + "?" + query))).as(query).isEmpty();
        }
    }

    @Test
    void aSecretNameIsRefusedWhateverItsCaseSeparatorsOrEncoding() {
        Map<String, String> named = Map.ofEntries(Map.entry("api_key=x", "api_key"), Map.entry("API-KEY=x", "API-KEY"),
                Map.entry("apiKey=x", "apiKey"), Map.entry("X-Api-Key=x", "X-Api-Key"), Map.entry("key=x", "key"),
                Map.entry("Token=x", "Token"), Map.entry("access_token=x", "access_token"),
                Map.entry("accessToken=x", "accessToken"), Map.entry("secret=x", "secret"),
                Map.entry("client-secret=x", "client-secret"), Map.entry("password=x", "password"),
                Map.entry("auth=x", "auth"), Map.entry("sig=x", "sig"),
                Map.entry("X-Amz-Signature=x", "X-Amz-Signature"), Map.entry("api%5Fkey=x", "api_key"),
                Map.entry("token", "token"));
        named.forEach((query, shown) -> assertThat(EndpointCredentials.problem(
                URI.create(HOST + "?region=eu&" + query))).as(query).contains(inQuery(shown)));
    }

    @Test
    void aValueShapedAsACredentialIsRefusedWhateverItsNameWithoutShowingIt() {
        String jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJib3QifQ.c2lnbmF0dXJlLWJ5dGVz";
        for (String value : List.of("Bearer%20abc123", "bearer+abc123", jwt, "sk-proj-4f9aQ27bX81cD0e5Zk",
                "sk_live_4f9aQ27bX81cD0e5", "ghp_4f9aQ27bX81cD0e5Zk1234", "hf_4f9aQ27bX81cD0e5Zk1234",
                "AKIAIOSFODNN7EXAMPLE", "AIzaSyA4f9aQ27bX81cD0e5Zk1234567890ab")) {
            assertThat(EndpointCredentials.problem(URI.create(HOST + "?q=" + value))).as(value).contains(inQuery("q"));
        }
        assertThat(EndpointCredentials.problem(URI.create(HOST + "?" + jwt))).as("a bare value: its name unshown")
                .contains(inQuery("a parameter"));
    }

    @Test
    void userInfoIsAlwaysRefused() {
        assertThat(EndpointCredentials.problem(URI.create("https://bot:pw@collimate.example/"))).contains(
                "holds a user name or password (…@collimate.example): give only the exec API's URL; the key goes in"
                        + " API key");
        assertThat(EndpointCredentials.problem(URI.create("https://me@collimate.example/"))).isPresent();
    }

    private static String inQuery(String name) {
        return "holds what looks like a key in its query (" + name + "=…): give only the exec API's URL; the key goes"
                + " in API key";
    }
}
