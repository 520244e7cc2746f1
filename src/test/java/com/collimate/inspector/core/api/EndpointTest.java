package com.collimate.inspector.core.api;

import okhttp3.HttpUrl;
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

    /** A redirect's target, say, is shown: a key in its path is not, nor its user info, query or fragment. */
    @Test
    void aKeyInThePathIsShownAsStars() {
        String key = "sk-live-abcdef0123456789abcdef";
        Endpoint target = new Endpoint(HttpUrl.get("https://u:p@gw.example/v1/" + key + "/x?q=1#frag"), null, "redirect");

        assertThat(target.display()).isEqualTo("https://gw.example/v1/***/x");
        assertThat(target.displayExecUrl()).isEqualTo("https://gw.example/v1/***/x/v1/exec");
        assertThat(target.journalName()).isEqualTo("https://gw.example/v1/***/x");
        assertThat(Endpoint.parse("https://gw.example/sk-learn-something-long", null, "s").display())
                .as("a slug is no key").isEqualTo("https://gw.example/sk-learn-something-long");
    }

    /** Replays accept a key-shaped host (only the path is refused for one), so it is shown and journaled as it is. */
    @Test
    void aHostShapedAsAKeyIsShownAsItIs() {
        Endpoint endpoint = Endpoint.parse("https://sk-prod-gateway01.corp.example/sk-live-abcdef0123456789abcdef/",
                null, "s");

        assertThat(EndpointCredentials.problem(HttpUrl.get("https://sk-prod-gateway01.corp.example/"))).isEmpty();
        assertThat(endpoint.journalName()).isEqualTo("https://sk-prod-gateway01.corp.example/***/");
    }

    /** A name an older version journaled is shown as a journal name is now: its host and wording as they were. */
    @Test
    void aJournaledNameIsShownWithItsPathMasked() {
        assertThat(Endpoint.journaledShown("https://sk-prod-gateway01.corp.example/v1/sk-live-abcdef0123456789abcdef/"))
                .isEqualTo("https://sk-prod-gateway01.corp.example/v1/***/");
        assertThat(Endpoint.journaledShown("http://sandbox")).isEqualTo("http://sandbox");
        assertThat(Endpoint.journaledShown(Endpoint.LOCAL_SANDBOX)).isEqualTo(Endpoint.LOCAL_SANDBOX);
        assertThat(Endpoint.journaledShown("ghp_4f9aQ27bX81cD0e5Zk1234abcdEFGH5678")).isEqualTo("***");
        assertThat(Endpoint.journaledShown("request refused, HTTP 400: bad key ghp_4f9aQ27bX81cD0e5Zk1234abcdEFGH5678"
                + " for https://u:p@gw.example/v1?api_key=x")).as("an error's text before its URL")
                .isEqualTo("request refused, HTTP 400: bad key *** for https://***@gw.example/v1?api_key=***");
        assertThat(Endpoint.journaledShown(null)).isNull();
    }

    @Test
    void aUrlThatDoesNotParseIsShownWithoutAKeyInItsPathOrItsFragment() {
        assertThat(Endpoint.shown("htp://gw.example:99/v1/ghp_4f9aQ27bX81cD0e5Zk1234abcdEFGH5678/exec#token=x"))
                .isEqualTo("htp://gw.example:99/v1/***/exec#***");
        assertThat(Endpoint.shown("htp://sk-prod-gateway01.corp.example/x")).as("masked whole, unlike display()")
                .isEqualTo("htp://***/x");
    }
}
