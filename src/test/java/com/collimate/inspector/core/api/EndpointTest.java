package com.collimate.inspector.core.api;

import org.junit.jupiter.api.Test;

import java.net.URI;

import static org.assertj.core.api.Assertions.assertThat;

class EndpointTest {
    @Test
    void theLocalSandboxIsJournaledByNameWhateverItsPortAndAnEndpointByItsUrl() {
        Endpoint sandbox = Endpoint.localSandbox(URI.create("http://127.0.0.1:41234/"), ApiKey.ofNullable("token-123456"));
        Endpoint tunnel = Endpoint.parse("http://localhost:8443/", null, "COLLIMATE_ENDPOINT");

        assertThat(sandbox.journalName()).isEqualTo(Endpoint.LOCAL_SANDBOX)
                .isEqualTo(Endpoint.localSandbox(URI.create("http://127.0.0.1:39001/"), null).journalName());
        assertThat(tunnel.journalName()).isEqualTo("http://localhost:8443/");
    }

    @Test
    void theExecUrlItselfIsTakenAsItsBase() {
        assertThat(Endpoint.parse("http://127.0.0.1:8080/v1/exec", null, "--endpoint").display())
                .isEqualTo("http://127.0.0.1:8080/");
        assertThat(Endpoint.parse(" https://api.example/v1/exec/ ", null, "--endpoint").execUrl().toString())
                .isEqualTo("https://api.example/v1/exec");
        assertThat(Endpoint.parse("https://gw.example/team%20a/v1/exec", null, "settings").execUrl().toString())
                .isEqualTo("https://gw.example/team%20a/v1/exec");
    }

    @Test
    void otherPathsStayAsGiven() {
        assertThat(Endpoint.parse("https://gw.example/exec", null, "s").execUrl().toString())
                .isEqualTo("https://gw.example/exec/v1/exec");
        assertThat(Endpoint.parse("https://gw.example/v1/exec/x", null, "s").execUrl().toString())
                .isEqualTo("https://gw.example/v1/exec/x/v1/exec");
        assertThat(Endpoint.parse("https://gw.example/api/", null, "s").execUrl().toString())
                .isEqualTo("https://gw.example/api/v1/exec");
    }
}
