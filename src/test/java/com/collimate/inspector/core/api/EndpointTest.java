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
}
