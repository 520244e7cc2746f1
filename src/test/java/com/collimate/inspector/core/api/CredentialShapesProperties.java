package com.collimate.inspector.core.api;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import okhttp3.HttpUrl;

import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every key of a known issuer's format is recognised, whatever its random characters happen to be; slugs and path
 * words, also after {@code hf_}, are not.
 */
class CredentialShapesProperties {
    private static final String HOST = "https://collimate.example/v1/";
    private static final String UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final String DIGITS = "0123456789";
    private static final String LETTERS = UPPER + UPPER.toLowerCase(Locale.ROOT);
    private static final String ALNUM = LETTERS + DIGITS;
    private static final String URL_SAFE = ALNUM + "-_";
    private static final String HEX = DIGITS + "abcdef";
    private static final String LOWER_ALNUM = UPPER.toLowerCase(Locale.ROOT) + DIGITS;
    private static final List<String> WORDS = List.of("meta", "Meta", "Llama", "llama", "Instruct", "instruct",
            "Mistral", "mixtral", "Qwen2.5", "Coder", "DeepSeek", "R1", "Distill", "gemma", "bert", "base", "uncased",
            "TinyLlama", "Chat", "GPTQ", "AWQ", "GGUF", "v0.2", "v2", "8B", "70B", "1.1B", "7b", "32k", "grpo", "math",
            "step000123", "worker17", "eu", "west", "team", "runs", "sandbox", "python", "templates", "2024", "12",
            "nightly", "release", "Research", "staging", "gateway", "models", "datasets", "checkpoint", "final", "hub",
            "transformers", "pipeline", "tokens", "api", "exec", "Collimate", "Replay", "benchmarks", "learn");

    private static final List<String> CAPITALISED_WORDS = List.of("Learning", "Rate", "Scheduler", "Instruct",
            "DeepSeek", "TinyLlama", "OpenAssistant", "StarCoder", "Distill", "Research", "Classifier", "Benchmarks",
            "Pipeline", "Tokenizer", "Meta", "Llama", "learn", "sklearn", "modelName", "learningRate", "v2", "R1");

    @Property(tries = 20_000)
    void everyKeyOfAKnownFormatIsRecognised(@ForAll("keys") Tuple.Tuple2<String, String> formatAndKey) {
        String key = formatAndKey.get2();
        Statistics.label("format").collect(formatAndKey.get1());

        assertThat(CredentialShapes.isCredential(key)).as(key).isTrue();
        assertThat(CredentialShapes.mayHoldCredential(key, 0, key.length())).as(key).isTrue();
        assertThat(EndpointCredentials.problem(HttpUrl.get(HOST + key + "/exec")))
                .contains("holds what looks like a key in its path (segment 2)");
    }

    /** A redirect's target, say, names a key percent-encoded, in part or whole: it is shown neither way. */
    @Property(tries = 2_000)
    void aKeyPercentEncodedInAPathIsShownAsStars(@ForAll("keys") Tuple.Tuple2<String, String> formatAndKey,
                                                 @ForAll("encodings") List<Boolean> encoded) {
        String key = formatAndKey.get2();
        String path = percentEncoded(key, encoded);
        String shown = new Endpoint(HttpUrl.get(HOST + path + "/x"), null, "redirect").display();

        assertThat(shown).as(path).isEqualTo(HOST + "***/x").doesNotContain(key);
    }

    /**
     * A server's error ends a sentence after a key, a JSON body escapes the character before it ({@code "bad\\n…"}):
     * the key is masked whatever punctuation follows and whatever escape precedes it, which are shown as they were.
     */
    @Property(tries = 5_000)
    void aKeyBetweenAJsonEscapeAndPunctuationIsMasked(@ForAll("keys") Tuple.Tuple2<String, String> formatAndKey,
                                                       @ForAll("jsonEscapes") String escape,
                                                       @ForAll("punctuation") String punctuation) {
        String key = formatAndKey.get2();
        String text = "{\"error\":\"invalid key" + escape + key + punctuation + " Check it.\"}";

        assertThat(EndpointCredentials.masked(text)).as(text)
                .isEqualTo("{\"error\":\"invalid key" + escape + "***" + punctuation + " Check it.\"}");
    }

    /** Words ending a sentence, or after a JSON escape, are no key: neither is a key's prefix or body alone. */
    @Property(tries = 5_000)
    void wordsBetweenAJsonEscapeAndPunctuationAreNoKey(@ForAll("paths") String words,
                                                       @ForAll("jsonEscapes") String escape,
                                                       @ForAll("punctuation") String punctuation) {
        String text = "\"" + escape + words.replace('/', ' ') + punctuation + " AKIA. hf_hub." + escape + "gsk_\"";

        assertThat(EndpointCredentials.masked(text)).isEqualTo(text);
    }

    @Property(tries = 5_000)
    void slugsAndPathWordsAreNoKey(@ForAll("paths") String path) {
        assertThat(EndpointCredentials.problem(HttpUrl.get(HOST + path))).as(path).isEmpty();
        assertThat(EndpointCredentials.masked(HOST + path)).isEqualTo(HOST + path);
    }

    /** Prose and model names after a prefix: capitalised and joined words mix cases, but as words do. */
    @Property(tries = 5_000)
    void capitalisedWordsAfterAPrefixAreNoKey(@ForAll("capitalisedSlugs") String slug) {
        assertThat(CredentialShapes.isCredential(slug)).as(slug).isFalse();
        assertThat(EndpointCredentials.masked(HOST + slug + "/exec")).isEqualTo(HOST + slug + "/exec");
    }

    /** Pairs of a format's name and a made-up key in it, with random characters where the issuer's are. */
    @Provide
    Arbitrary<Tuple.Tuple2<String, String>> keys() {
        return Arbitraries.oneOf(List.of(
                key("OpenAI legacy", Arbitraries.just("sk-"), chars(ALNUM, 48, 48)),
                key("OpenAI project", Arbitraries.of("sk-proj-", "sk-svcacct-", "sk-admin-"),
                        chars(URL_SAFE, 156, 164)),
                key("Anthropic", Arbitraries.just("sk-ant-api03-"), chars(URL_SAFE, 93, 93).map(body -> body + "AA")),
                key("Stripe", Arbitraries.of("sk_live_", "sk_test_", "rk_live_", "rk_test_"), chars(ALNUM, 24, 99)),
                key("GitHub", Arbitraries.of("ghp_", "gho_", "ghu_", "ghs_", "ghr_"), chars(ALNUM, 36, 36)),
                key("GitHub fine-grained", Arbitraries.just("github_pat_"), Combinators
                        .combine(chars(ALNUM, 22, 22), chars(ALNUM, 59, 59)).as((a, b) -> a + "_" + b)),
                key("GitLab", Arbitraries.of("glpat-", "glrt-", "gldt-"), chars(URL_SAFE, 20, 20)),
                key("GitLab routable", Arbitraries.of("glpat-", "glrt-t1_", "glrt-t3_"), Combinators.combine(
                        chars(URL_SAFE, 27, 80), chars(LOWER_ALNUM, 9, 9)).as((a, b) -> a + "." + b)),
                key("GitLab feed, SCIM, feature flags", Arbitraries.of("glft-", "glsoat-", "glffct-"),
                        mixed(URL_SAFE, 20)),
                key("GitLab incoming mail", Arbitraries.just("glimt-"), mixed(URL_SAFE, 25)),
                key("GitLab agent", Arbitraries.just("glagent-"), mixed(URL_SAFE, 50)),
                key("GitLab OAuth application", Arbitraries.just("gloas-"), mixed(URL_SAFE, 64)),
                key("GitLab pipeline trigger", Arbitraries.just("glptt-"), mixed(HEX, 40)),
                key("GitLab CI/CD job", Arbitraries.just("glcbt-"), Combinators.combine(chars(HEX, 1, 5),
                        mixed(URL_SAFE, 20)).as((a, b) -> a + "_" + b)),
                key("GitLab runner registration", Arbitraries.just("GR1348941"), mixed(URL_SAFE, 20)),
                key("Groq", Arbitraries.just("gsk_"), chars(ALNUM, 52, 52)),
                key("Replicate", Arbitraries.just("r8_"), chars(ALNUM, 37, 37)),
                key("SendGrid", Arbitraries.just("SG."), Combinators.combine(chars(URL_SAFE, 22, 22),
                        chars(URL_SAFE, 43, 43)).as((a, b) -> a + "." + b)),
                key("DigitalOcean", Arbitraries.of("dop_v1_", "doo_v1_", "dor_v1_"), chars(HEX, 64, 64)),
                key("Stripe webhook", Arbitraries.just("whsec_"), Arbitraries.oneOf(chars(ALNUM, 32, 32),
                        chars(HEX, 64, 64))),
                key("Slack bot", Arbitraries.of("xoxb-", "xoxa-", "xoxr-"), Combinators.combine(chars(DIGITS, 10, 13),
                        chars(DIGITS, 10, 13), chars(ALNUM, 24, 24)).as((a, b, c) -> a + "-" + b + "-" + c)),
                key("Slack user", Arbitraries.of("xoxp-", "xoxs-"), Combinators.combine(chars(DIGITS, 10, 13),
                        chars(DIGITS, 10, 13), chars(DIGITS, 10, 13), chars(HEX, 32, 32))
                        .as((a, b, c, d) -> a + "-" + b + "-" + c + "-" + d)),
                key("Slack refresh, configuration", Arbitraries.of("xoxe-", "xoxe.xoxp-", "xoxe.xoxb-"),
                        Combinators.combine(chars(DIGITS, 1, 1), chars(UPPER + DIGITS, 146, 166))
                                .as((a, b) -> a + "-" + b)),
                key("Slack app-level", Arbitraries.just("xapp-"), Combinators.combine(chars(DIGITS, 1, 1),
                        chars(UPPER + DIGITS, 9, 11), chars(DIGITS, 13, 13), chars(HEX, 64, 64))
                        .as((a, b, c, d) -> a + "-A" + b + "-" + c + "-" + d)),
                key("Hugging Face", Arbitraries.just("hf_"), Arbitraries.oneOf(chars(LETTERS, 34, 34),
                        chars(ALNUM, 34, 34))),
                key("npm", Arbitraries.just("npm_"), chars(ALNUM, 36, 36)),
                key("PyPI", Arbitraries.just("pypi-AgEIcHlwaS5vcmc"), chars(URL_SAFE, 50, 200)),
                key("Google OAuth", Arbitraries.just("ya29."), chars(URL_SAFE, 100, 250)),
                key("Google API key", Arbitraries.just("AIza"), chars(URL_SAFE, 35, 35)),
                key("AWS access key id", Arbitraries.of("AKIA", "ASIA"), chars(UPPER + DIGITS, 16, 16))));
    }

    /** What may stand before a key: a space, or a JSON escape after it, glued to the key but for a quote's. */
    @Provide
    Arbitrary<String> jsonEscapes() {
        return Arbitraries.of(" ", " \\n", " \\t", " \\r", " \\b", " \\f", " \\\"", " \\\\", " \\/",
                " \\u0022", " \\u00e9", " \\n\\t", " \\r\\n");
    }

    /** What may follow a key in a sentence. */
    @Provide
    Arbitrary<String> punctuation() {
        return Arbitraries.of("", ".", ",", ";", ":", "!", "?", ")", "...", ").", ".)", "?!");
    }

    @Provide
    Arbitrary<List<Boolean>> encodings() {
        return Arbitraries.of(true, false).list().ofMinSize(1).ofMaxSize(300);
    }

    /** One to four path segments of words, numbers and versions joined by "-", "_" or ".", some after "hf_". */
    @Provide
    Arbitrary<String> paths() {
        Arbitrary<String> slug = Combinators.combine(Arbitraries.of(WORDS).list().ofMinSize(1).ofMaxSize(6),
                Arbitraries.of("-", "_", ".")).as((words, separator) -> String.join(separator, words));
        Arbitrary<String> segment = Combinators.combine(Arbitraries.of("", "hf_"), slug).as(String::concat);
        return segment.list().ofMinSize(1).ofMaxSize(4).map(segments -> String.join("/", segments));
    }

    /** Two to six words, some capitalised or joined (DeepSeek), after a prefix the mix rule applies to. */
    @Provide
    Arbitrary<String> capitalisedSlugs() {
        Arbitrary<String> slug = Combinators.combine(Arbitraries.of(CAPITALISED_WORDS).list().ofMinSize(2)
                .ofMaxSize(6), Arbitraries.of("-", "_", ".")).as((words, separator) -> String.join(separator, words));
        return Combinators.combine(Arbitraries.of("sk-", "ghp_", "gho_", "npm_", "sk_test_", "ghs_", "xoxb-"), slug)
                .as(String::concat);
    }

    private static Arbitrary<Tuple.Tuple2<String, String>> key(String format, Arbitrary<String> prefixes,
                                                               Arbitrary<String> bodies) {
        return Combinators.combine(prefixes, bodies).as((prefix, body) -> Tuple.of(format, prefix + body));
    }

    private static Arbitrary<String> chars(String alphabet, int minLength, int maxLength) {
        return Arbitraries.strings().withChars(alphabet).ofMinLength(minLength).ofMaxLength(maxLength);
    }

    /**
     * Random characters that mix two of lower case, upper case and digits, as all but one in ten million of a
     * GitLab token's do: a body of one kind is taken for words ({@link CredentialShapes}).
     */
    private static Arbitrary<String> mixed(String alphabet, int length) {
        return chars(alphabet, length, length).filter(body -> Stream.of("[a-z]", "[A-Z]", "[0-9]")
                .filter(kind -> Pattern.compile(kind).matcher(body).find()).count() >= 2);
    }

    /** {@code key} with its i-th character percent-encoded where {@code encoded} (repeated) says so. */
    private static String percentEncoded(String key, List<Boolean> encoded) {
        StringBuilder path = new StringBuilder();
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            path.append(encoded.get(i % encoded.size())
                    ? "%" + HexFormat.of().withUpperCase().toHexDigits((byte) c) : String.valueOf(c));
        }
        return path.toString();
    }
}
