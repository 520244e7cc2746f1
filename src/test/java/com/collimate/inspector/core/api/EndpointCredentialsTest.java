package com.collimate.inspector.core.api;

import okhttp3.HttpUrl;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class EndpointCredentialsTest {
    private static final String HOST = "https://collimate.example/v1/";
    private static final String GROQ = "gsk_" + "aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6kL9nP2qR5tU8wX1z";
    private static final String JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJib3QifQ.c2lnbmF0dXJlLWJ5dGVz";
    /** Made-up keys in the shapes their issuers use. */
    private static final List<String> FAKE_KEYS = List.of(
            "sk-proj-4f9aQ27bX81cD0e5Zk", "sk-live-abcdef0123456789abcdef",
            "sk-ant-api03-Xy7kQ2mN9pL4vB8cR1tW6zH3jF5gD0sA-uE2iO7yT4rK9_wQ",
            "sk-0123456789abcdef0123456789abcdef", "sk_live_4f9aQ27bX81cD0e5", "rk_test_51HxYzAbC9dEfGhIjK2lMnO",
            "ghp_4f9aQ27bX81cD0e5Zk1234abcdEFGH5678", "github_pat_11ABCDEFG0aBcDeFgHiJkL_mNoPqRsTuVwXyZ0123456789",
            "glpat-xYz12AbC34dEf56GhI78j", "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
            "hf_aBcDeFgHiJkLmNoPqRsTuVwXyZaBcDeFgH", "npm_4f9aQ27bX81cD0e5Zk1234abcdEFGH5678",
            "pypi-AgEIcHlwaS5vcmcCJDRmOWFRMjdiWDgxY0QwZTVaaw", "ya29.a0AfH6SMBx7Qk2mN9pL4vB8cR1tW6zH3jF5gD0",
            "AIzaSyA4f9aQ27bX81cD0e5Zk1234567890ab", "AKIAIOSFODNN7EXAMPLE", "ASIAY34FZKBOKMUTVV7A", JWT,
            // random keys whose "-" and "_" cut them into pieces of fewer than 8 characters
            "glpat-1Woh5-Bwjjp3h_b4cQHb", "AIzazoiqoU-1mR-NrYp-DnJX_zlPO84-pXpTupE");

    private static Optional<String> problem(String url) {
        return EndpointCredentials.problem(HttpUrl.get(url));
    }

    /** {@code url} is accepted, and shown as it is. */
    private static void assertNoKeyIn(String url) {
        assertThat(problem(url)).as(url).isEmpty();
        assertThat(EndpointCredentials.masked(url)).as(url).isEqualTo(url);
    }

    @Test
    void aFakeKeyIsRefusedInTheQueryThePathOrTheFragmentNamingThePartNotTheKey() {
        for (String key : FAKE_KEYS) {
            Map<String, String> placed = Map.of(
                    HOST + "?q=" + key, "holds what looks like a key in its query (q=…)",
                    HOST + key + "/exec", "holds what looks like a key in its path (segment 2)",
                    HOST + "auth;token=" + key + "/exec", "holds what looks like a key in its path (segment 2)",
                    "https://collimate.example/" + key, "holds what looks like a key in its path (segment 1)",
                    HOST + "#state=" + key, "holds what looks like a key in its fragment (state=…)",
                    HOST + "#" + key, "holds what looks like a key in its fragment (a parameter=…)");
            placed.forEach((url, expected) -> assertThat(problem(url)).as(url).contains(expected));
        }
    }

    @Test
    void plausibleHarmlessUrlsAreAccepted() {
        for (String url : List.of(HOST, "http://127.0.0.1:8080/team-a/", HOST + "?model=sk-learn-something-long",
                HOST + "?model=sk-learn-classifier-v2", HOST + "?region=ASIA-pacific-southeast-1",
                HOST + "?release=sk-2024-12-01-nightly", HOST + "models/hf_transformers_pipeline_v2/",
                HOST + "repos/ghp_docs_and_examples_archive/", HOST + "projects/sk-learn-benchmarks/exec",
                HOST + "models/hf_Meta-Llama-3-8B-Instruct/", HOST + "?model=hf_TinyLlama-1.1B-Chat-v1.0",
                HOST + "?rev=3f2a7c1e9b0d4e5f8a6b2c3d4e5f60718293a4b5", HOST + "?rev=3f2a7c1e9b0d4e5f",
                HOST + "?partition_key=eu-1&sort_key=step&monkey=1&keyboard=us&tokenizer=qwen&max_tokens=4096",
                HOST + "?author=me&passes=3&signature_version=4&flag&model=sk-small",
                HOST + "runs/grpo-qwen2-7b-math-step000123-worker17",
                HOST + "?project=3f2a7c1e-1b2d-4c5e-9f00-abcdef123456", HOST + "api/tokens/",
                HOST + "#section-2", HOST + "#model=sk-learn-something-long",
                "https://res.openai.azure.com/openai/deployments/gpt-4o/?api-version=2024-02-01")) {
            assertThat(problem(url)).as(url).isEmpty();
        }
    }

    @Test
    void aSecretNameIsRefusedWhateverItsCaseSeparatorsOrEncodingInTheQueryOrTheFragment() {
        Map<String, String> named = Map.ofEntries(Map.entry("api_key=x", "api_key"), Map.entry("API-KEY=x", "API-KEY"),
                Map.entry("apiKey=x", "apiKey"), Map.entry("X-Api-Key=x", "X-Api-Key"), Map.entry("key=x", "key"),
                Map.entry("Token=x", "Token"), Map.entry("access_token=x", "access_token"),
                Map.entry("accessToken=x", "accessToken"), Map.entry("secret=x", "secret"),
                Map.entry("client-secret=x", "client-secret"), Map.entry("password=x", "password"),
                Map.entry("auth=x", "auth"), Map.entry("sig=x", "sig"),
                Map.entry("X-Amz-Signature=x", "X-Amz-Signature"), Map.entry("api%5Fkey=x", "api_key"),
                Map.entry("subscription-key=0123456789abcdef0123456789abcdef", "subscription-key"),
                Map.entry("code=aBcD1234efGH5678ijKL9012mnOP3456qrST%3D%3D", "code"),
                Map.entry("private_token=x", "private_token"), Map.entry("JOB-TOKEN=x", "JOB-TOKEN"),
                Map.entry("token", "token"));
        named.forEach((parameter, shown) -> {
            assertThat(problem(HOST + "?region=eu&" + parameter)).as(parameter)
                    .contains("holds what looks like a key in its query (" + shown + "=…)");
            assertThat(problem(HOST + "#token_type=bearer&" + parameter)).as(parameter)
                    .contains("holds what looks like a key in its fragment (" + shown + "=…)");
        });
    }

    @Test
    void aBearerValueOrABareKeyIsRefusedWithoutShowingIt() {
        assertThat(problem(HOST + "?q=Bearer%20abc123")).contains("holds what looks like a key in its query (q=…)");
        assertThat(problem(HOST + "?q=bearer+abc123")).contains("holds what looks like a key in its query (q=…)");
        assertThat(problem(HOST + "?" + JWT)).as("a bare value: its name unshown")
                .contains("holds what looks like a key in its query (a parameter=…)");
    }

    /** Capitalised words after a prefix are no key; a key's random mix of cases, however short its stretches, is. */
    @Test
    void capitalisedWordsAfterAPrefixAreAcceptedAndRandomCasesAreNot() {
        List.of(HOST + "models/sk-DeepSeek-R1-Distill/", HOST + "?model=sk-Meta-Llama-3-8B-Instruct",
                HOST + "projects/ghp_TinyLlama-Chat-Research/", HOST + "notes/sk-Learning-Rate-Scheduler",
                HOST + "?q=glrt-OpenAssistant-StarCoder").forEach(EndpointCredentialsTest::assertNoKeyIn);
        for (String key : List.of("sk-live-AbCdEfGhIjKlMnOp", "sk-ProjXkQwErTyUiOp", "ghp_Qwerty12-AsdfghJklzx",
                "sk-lIvEkEyOfAnUnKnOwNfOrMaT")) {
            assertThat(problem(HOST + key + "/exec")).as(key)
                    .contains("holds what looks like a key in its path (segment 2)");
            assertThat(EndpointCredentials.masked(HOST + key + "/exec")).as(key).isEqualTo(HOST + "***/exec");
        }
    }

    @Test
    void userInfoIsAlwaysRefused() {
        assertThat(problem("https://bot:pw@collimate.example/")).contains("holds a user name or password"
                + " (…@collimate.example)");
        assertThat(problem("https://me@collimate.example/")).isPresent();
    }

    @Test
    void maskingReplacesEachKeyBetweenAUrlsDelimiters() {
        assertThat(EndpointCredentials.masked("https://collimate.example/v1/sk-live-abcdef0123456789abcdef/exec"))
                .isEqualTo("https://collimate.example/v1/***/exec");
        assertThat(EndpointCredentials.masked(HOST + "models/sk-learn-something-long/"))
                .isEqualTo(HOST + "models/sk-learn-something-long/");
    }

    /** Any of a URL's delimiters but "+" (a base64 token's character) ends a word: a key after it is a key. */
    @Test
    void aKeyAfterAnyOfAUrlsDelimitersIsRefusedAndMasked() {
        String key = "ghp_4f9aQ27bX81cD0e5Zk1234abcdEFGH5678";
        for (String segment : List.of("key:" + key, "(" + key + ")", "x!" + key, "'" + key + "'", "$" + key,
                "*" + key, "[" + key + "]")) {
            assertThat(problem(HOST + "auth/" + segment + "/exec")).as(segment)
                    .contains("holds what looks like a key in its path (segment 3)");
            assertThat(EndpointCredentials.masked(HOST + "auth/" + segment + "/exec")).as(segment)
                    .doesNotContain(key.substring(4)).endsWith("/exec");
        }
        assertThat(EndpointCredentials.masked(HOST + "auth/key:" + key + "/exec"))
                .isEqualTo(HOST + "auth/key:***/exec");
        assertThat(EndpointCredentials.masked(HOST + "Bearer%20abc+def/exec")).isEqualTo(HOST + "***/exec");
    }

    /**
     * "+" joins the words of a form body or a query ({@code token+ghp_…}); quotes, pipes and brackets, which a URL
     * percent-encodes, quote a key in JSON, a shell or markup: a key after any of them is refused and masked.
     */
    @Test
    void aKeyAfterAPlusOrAQuoteIsRefusedAndMasked() {
        String key = "ghp_4f9aQ27bX81cD0e5Zk1234abcdEFGH5678";
        for (String segment : List.of("token+" + key, "a+b+" + key + "+c", "x~" + key, "%22" + key + "%22",
                "%60" + key + "%60", "%3C" + key + "%3E", "a%7C" + key, "%7B" + key + "%7D", "x%5E" + key)) {
            String url = HOST + "auth/" + segment + "/exec";
            assertThat(problem(url)).as(segment).contains("holds what looks like a key in its path (segment 3)");
            assertThat(EndpointCredentials.masked(url)).as(segment).isEqualTo(HOST + "auth/***/exec");
            assertThat(new Endpoint(HttpUrl.get(url), null, "redirect").display()).as(segment)
                    .doesNotContain(key.substring(4));
        }
        assertThat(problem(HOST + "?q=token+" + key)).contains("holds what looks like a key in its query (q=…)");
        assertThat(problem(HOST + "?q=my%20key%20" + key)).contains("holds what looks like a key in its query (q=…)");
        assertThat(problem(HOST + "#state=token+" + key))
                .contains("holds what looks like a key in its fragment (state=…)");
    }

    /** A journaled error may quote a key as JSON or a shell does: each word between quotes is looked at. */
    @Test
    void aKeyQuotedInAJournaledErrorIsMasked() {
        String key = "ghp_4f9aQ27bX81cD0e5Zk1234abcdEFGH5678";

        assertThat(EndpointCredentials.masked("answered {\"token\":\"" + key + "\"}"))
                .isEqualTo("answered {\"token\":\"***\"}");
        assertThat(EndpointCredentials.masked("ran `curl -H x-token:" + key + "` | <" + key + "> \\" + key))
                .isEqualTo("ran `curl -H x-token:***` | <***> \\***");
    }

    /**
     * A server's error ends a sentence after the key, or a JSON body escapes the character before it: a key of an
     * exact length is masked all the same, the full stop and the escape shown.
     */
    @Test
    void aKeyBeforeAFullStopOrAfterAJsonEscapeIsMasked() {
        String sendGrid = "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";
        String aws = "AKIAIOSFODNN7EXAMPLE";

        assertThat(EndpointCredentials.masked("invalid key " + GROQ + ". Check it, " + aws + "... or " + sendGrid
                + "."))
                .isEqualTo("invalid key ***. Check it, ***... or ***.");
        assertThat(EndpointCredentials.masked("{\"error\":\"bad\\n" + GROQ + "\\t" + aws + "\\u0022" + sendGrid
                + "\\r\\n" + GROQ + ".\"}"))
                .isEqualTo("{\"error\":\"bad\\n***\\t***\\u0022***\\r\\n***.\"}");
        for (String segment : List.of(GROQ + ".", "%5Cn" + GROQ)) {
            assertThat(problem(HOST + "auth/" + segment + "/exec")).as(segment)
                    .contains("holds what looks like a key in its path (segment 3)");
            assertThat(EndpointCredentials.masked(HOST + "auth/" + segment + "/exec")).doesNotContain(GROQ);
        }
    }

    /** A name refused for the key it holds before a full stop is not shown: the refusal would show the key. */
    @Test
    void aParameterNamedByAKeyBeforeAFullStopIsRefusedWithoutShowingItsName() {
        String aws = "AKIAIOSFODNN7EXAMPLE";

        assertThat(problem(HOST + "?" + aws + ".=1"))
                .contains("holds what looks like a key in its query (a parameter=…)");
        assertThat(problem(HOST + "#" + aws + ".."))
                .contains("holds what looks like a key in its fragment (a parameter=…)");
    }

    /** GitLab's other tokens in their exact formats; words of their lengths after their prefixes are no key. */
    @Test
    void gitLabsOtherTokensAreRefusedAndMaskedButWordsAfterTheirPrefixesAreNot() {
        String body = "Xy7kQ2mN9pL4vB8cR1tW6zH3jF5gD0sA-uE2iO7yT4rK9_wQaB3dE6gH9jK2mN5pQ8sT1vW4yZ7";
        List<String> tokens = List.of("glft-" + body.substring(0, 20), "glsoat-" + body.substring(0, 20),
                "glffct-" + body.substring(0, 20), "glimt-" + body.substring(0, 25), "glagent-" + body.substring(0, 50),
                "gloas-" + body.substring(0, 64), "glptt-6a2ebf582d778fbabc413dfa97e0dfd6b4ce5c2e",
                "glcbt-64_" + body.substring(0, 20), "glcbt-1a2f_" + body.substring(0, 20),
                "GR1348941" + body.substring(0, 20));
        for (String token : tokens) {
            assertThat(problem(HOST + token + "/exec")).as(token)
                    .contains("holds what looks like a key in its path (segment 2)");
            assertThat(EndpointCredentials.masked("invalid token " + token + ".")).isEqualTo("invalid token ***.");
        }
        String words = "glft-feature-flag-clients glsoat-scim-token-rotations gloas-" + "application-secret-".repeat(4)
                .substring(0, 64) + " glptt-" + "e".repeat(40) + " glimt-incoming-email-settings-x"
                + " glagent-configuration-for-cluster GR1348941-runner-registration glcbt-job_token"
                + " glcbt-64_release-notes-for-ci glcbt-v2_pipeline-artifacts-x";
        assertThat(EndpointCredentials.masked(words)).isEqualTo(words);
    }

    /** A server's sentence runs on after the key's full stop: the key is masked up to it, the rest shown. */
    @Test
    void aKeyRunOnIntoTextAfterAFullStopIsMaskedUpToIt() {
        String gitLab = "glpat-xYz12AbC34dEf56GhI78j";
        String routable = "glpat-aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC.01a2b3c4d";
        String sendGrid = "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";

        assertThat(EndpointCredentials.masked("invalid key " + GROQ + ".Retry later"))
                .isEqualTo("invalid key ***.Retry later");
        assertThat(EndpointCredentials.masked("token=" + GROQ + ".Next")).isEqualTo("token=***.Next");
        assertThat(EndpointCredentials.masked("token=" + gitLab + ".Next " + routable + ".Next"))
                .as("after glpat- a random body may hold full stops: the word is masked whole")
                .isEqualTo("token=*** ***");
        assertThat(EndpointCredentials.masked(JWT + ".Then " + sendGrid + ".See docs."))
                .as("a key's own full stops stay in it").isEqualTo("***.Then ***.See docs.");
        assertThat(EndpointCredentials.masked("{\"error\":\"bad\\n" + GROQ + ".retry\"}"))
                .isEqualTo("{\"error\":\"bad\\n***.retry\"}");
        assertThat(problem(HOST + "auth/" + GROQ + ".Retry/exec"))
                .contains("holds what looks like a key in its path (segment 3)");
    }

    /** A sentence glued before a key by its full stop: the key is masked after it, the sentence shown. */
    @Test
    void aKeyGluedAfterAFullStopIsMaskedAfterIt() {
        assertThat(EndpointCredentials.masked("Invalid API key.Given key." + GROQ + ". Retry"))
                .isEqualTo("Invalid API key.Given key.***. Retry");
        assertThat(EndpointCredentials.masked("token:a.b.c.d." + JWT)).as("a key's own full stops stay in it")
                .isEqualTo("token:a.b.c.d.***");
        assertThat(problem(HOST + "auth/Retry." + GROQ + "/exec"))
                .contains("holds what looks like a key in its path (segment 3)");
    }

    /** A key between the words of a dotted identifier is masked, the words shown; so is each of two keys. */
    @Test
    void everyKeyBetweenTheFullStopsOfAWordIsMasked() {
        String aws = "AKIAIOSFODNN7EXAMPLE";

        assertThat(EndpointCredentials.masked("at Retry." + GROQ + ".Next and a.b." + aws + ".c.d"))
                .isEqualTo("at Retry.***.Next and a.b.***.c.d");
        assertThat(EndpointCredentials.masked("key=" + GROQ + "." + GROQ + " key=" + aws + "." + GROQ + ".Next."))
                .isEqualTo("key=***.*** key=***.***.Next.");
        assertThat(EndpointCredentials.masked("Retry." + JWT + ".Next")).as("a key's own full stops stay in it")
                .isEqualTo("Retry.***.Next");
        assertThat(problem(HOST + "auth/Retry." + GROQ + ".Next/exec"))
                .contains("holds what looks like a key in its path (segment 3)");
    }

    /** A key after a known prefix may hold more full stops than a JWT's two: none of it is shown. */
    @Test
    void aKeyOfManyFullStopsInADottedWordIsMaskedWhole() {
        String key = "sk-4f9aQ27bX81cD0e5.Zk12abcd.EFGH5678.ij90KLmn.op34QRst";

        assertThat(EndpointCredentials.masked("at Retry." + key + " and Retry." + key + ".Next"))
                .as("after the prefix the key characters run to the word's end").isEqualTo("at Retry.*** and Retry.***");
        assertThat(EndpointCredentials.masked("at Retry." + key + ".Caf\u00e9"))
                .as("up to the full stop before a character no key holds")
                .isEqualTo("at Retry.***.Caf\u00e9");
        assertThat(EndpointCredentials.masked("Retry." + JWT + ".a.b.c.d")).as("a JWT holds two full stops, no more")
                .isEqualTo("Retry.***.a.b.c.d");
    }

    @Test
    void dottedWordsHostnamesAndVersionsAreNoKey() {
        String prose = "see api.groq.com/openai/v1 or docs.gitlab.com. v1.2.3, 10.0.0.1, config.yaml, "
                + "gsk_short.Retry, hf_hub.Download, sk-learn.Model, glpat-docs.Next, AKIA.IOSF, ya29.Retry, "
                + "SG.x.y.z, sk-learn-something-long.v2.final, gpt-4.1-mini";
        assertThat(EndpointCredentials.masked(prose)).isEqualTo(prose);
        assertNoKeyIn(HOST + "v1.2.3/sk-learn-classifier.v2/exec?model=gpt-4.1-mini&host=api.groq.com");
    }

    @Test
    void fullStopsAndEscapeLettersAroundWordsAreNoKey() {
        String prose = "AKIA. hf_hub. SG.x.y. ngsk_ and ngsk_" + "a".repeat(52) + ". \\nhf_hub \\u0041KIA. "
                + "\\nn" + GROQ;
        assertThat(EndpointCredentials.masked(prose)).isEqualTo(prose);
    }

    @Test
    void plusesQuotesAndPipesAroundWordsAreNoKey() {
        List.of(HOST + "lang/c++/a+b/x~y/c%2B%2B17/exec", HOST + "notes+sk-learn-something-long/",
                HOST + "%22quoted%22/a%7Cb/%7Bsk-learn-classifier-v2%7D/", HOST + "?q=C%2B%2B+and+a+b",
                HOST + "models/hf_Meta-Llama-3-8B-Instruct+hf_transformers_pipeline_v2/")
                .forEach(EndpointCredentialsTest::assertNoKeyIn);
        String prose = "C++ and a+b, \"sk-learn-something-long\" | `x~y` <hf_Meta-Llama-3-8B-Instruct>";
        assertThat(EndpointCredentials.masked(prose)).isEqualTo(prose);
    }

    /** As a server reads the path, and as a refusal does: a key with a character or all of them encoded is a key. */
    @Test
    void maskingLooksAtTheWordsPercentDecoded() {
        assertThat(EndpointCredentials.masked(HOST + "sk-proj%2D4f9aQ27bX81cD0e5Zk/exec"))
                .isEqualTo(HOST + "***/exec");
        assertThat(EndpointCredentials.masked(HOST + "%67%6C%70%61%74%2D%78%59%7A%31%32%41%62%43%33%34%64%45%66%35"
                + "%36%47%68%49%37%38/exec")).isEqualTo(HOST + "***/exec");
        assertThat(EndpointCredentials.masked(HOST + "auth%3Btoken%3Dghp_4f9aQ27bX81cD0e5Zk1234abcdEFGH5678/exec"))
                .as("a key after an encoded delimiter").isEqualTo(HOST + "***/exec");
        String noKey = HOST + "caf%C3%A9/100%25/%ZZ/sk-learn%2Dsomething-long";
        assertThat(EndpointCredentials.masked(noKey)).as("no key, or no valid encoding: as it was").isEqualTo(noKey);
    }

    /** A redirect's target or a journal's line of a few KiB of numbers joined by "-" is checked without a crash. */
    @Test
    void aLongRunOfNumbersAfterASlackPrefixDoesNotOverflowTheStack() {
        String numbers = "xoxb-" + "1-".repeat(100_000);

        assertThat(EndpointCredentials.masked(HOST + numbers + "x/exec")).isEqualTo(HOST + numbers + "x/exec");
        assertThat(problem(HOST + numbers + "x/exec")).isEmpty();
        assertThat(EndpointCredentials.masked(HOST + numbers + "AbCdEfGhIjKlMnOpQrStUvWx/exec"))
                .isEqualTo(HOST + "***/exec");
    }
}
