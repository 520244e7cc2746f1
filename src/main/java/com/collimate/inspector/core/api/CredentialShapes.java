package com.collimate.inspector.core.api;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a text, as a whole, is a credential by its shape: a bearer token, a JWT, a key in its issuer's exact format,
 * or a known key prefix followed by a body that looks random. Words after a prefix ({@code sk-learn-something-long},
 * {@code hf_Meta-Llama-3-8B-Instruct}) are no key, nor is a long run of letters and digits without a prefix.
 */
final class CredentialShapes {
    /**
     * Values that are credentials at face value: "Bearer …", or a JWT (three base64url parts, the first a JSON
     * object: {@code eyJ…}).
     */
    private static final Pattern TOKEN = Pattern.compile("(?i:bearer)\\s+\\S+"
            + "|eyJ[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*");
    /**
     * Keys in their issuer's exact format: prefix, length and alphabet. Recognised however their characters mix, as
     * a {@code -} or {@code _} may cut a GitLab or Google key's body into pieces too short for {@link #random}.
     */
    private static final Pattern EXACT = Pattern.compile(String.join("|",
            "sk-[A-Za-z0-9]{48}", // OpenAI, before project keys
            "sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{80,}", // OpenAI
            "sk-ant-(?:api|admin)[0-9]{2}-[A-Za-z0-9_-]{80,}", // Anthropic
            "[sr]k_(?:live|test)_[A-Za-z0-9]{24,}", // Stripe
            "gh[pousr]_[A-Za-z0-9]{36}", // GitHub
            "github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}", // GitHub, fine-grained
            "gl(?:pat|rt|dt)-[A-Za-z0-9_-]{20}", // GitLab: personal, runner, deploy
            "(?:glpat-|glrt-t[0-9]_)[A-Za-z0-9_-]{27,300}\\.[0-9a-z]{9}", // GitLab, routable (payload.version+crc)
            // Slack: numbers joined by "-" as one class, not a repeated group, which recursed once per number
            // and overflowed the stack on a few KiB of "1-1-1-…" (a redirect's target, a journal's line)
            "xox[abprs]-[0-9]+-[0-9][0-9-]*-[A-Za-z0-9]{24,}",
            "xoxe(?:\\.xox[bp])?-[0-9]-[A-Za-z0-9]{140,}", // Slack: refresh and configuration tokens
            "xapp-[0-9]-[A-Z0-9]+-[0-9]+-[A-Za-z0-9]{32,}", // Slack: app-level token
            "hf_[A-Za-z0-9]{34}", // Hugging Face
            "npm_[A-Za-z0-9]{36}", // npm
            "pypi-AgE[A-Za-z0-9_-]{50,}", // PyPI
            "gsk_[A-Za-z0-9]{52}", // Groq
            "r8_[A-Za-z0-9]{37}", // Replicate
            "SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}", // SendGrid
            "do[por]_v1_[0-9a-f]{64}", // DigitalOcean: personal, OAuth, refresh
            "whsec_(?:[A-Za-z0-9]{32}|[0-9a-f]{64})", // Stripe webhook signing secret (Dashboard, Stripe CLI)
            "ya29\\.[A-Za-z0-9_-]{80,}", // Google OAuth access token
            "AIza[A-Za-z0-9_-]{35}", // Google API key
            "(?:AKIA|ASIA)[A-Z0-9]{16}")); // AWS access key id
    /**
     * GitLab's other tokens in their exact format (gitleaks' rules for them): feed, SCIM, feature flag client,
     * incoming mail, agent for Kubernetes, OAuth application secret, pipeline trigger, CI/CD job and the deprecated
     * runner registration token ({@code GR1348941}). Their body (the group that matched) must mix two of lower case,
     * upper case and digits, as a random one does but for odds below one in ten million: of their alphabet of
     * letters, digits, {@code -} and {@code _}, words joined by {@code -} are no key
     * ({@code glft-release-notes-for-v2}). A CI/CD job token's body follows its partition's id, which GitLab writes
     * in lower-case hex and an {@code _} ({@code glcbt-64_…} for partition 100): the id is no part of the body, else
     * its digits would make a body of words mixed ({@code glcbt-64_release-notes-for-ci}).
     */
    private static final Pattern GITLAB = Pattern.compile("(?:gl(?:ft|soat|ffct)-([A-Za-z0-9_-]{20})"
            + "|glimt-([A-Za-z0-9_-]{25})|glagent-([A-Za-z0-9_-]{50})|gloas-([A-Za-z0-9_-]{64})"
            + "|glptt-([0-9a-f]{40})|glcbt-[0-9a-f]{1,5}_([A-Za-z0-9_-]{20})|GR1348941([A-Za-z0-9_-]{20}))");
    /**
     * A known key prefix (OpenAI and Anthropic {@code sk-}, Stripe, GitHub, GitLab, Slack, npm, PyPI, Google) followed
     * by 16 or more key characters: a key of a length or shape {@link #EXACT} does not know (GitLab's newer tokens, an
     * issuer's next format), taken as one when its body looks random ({@link #random}). Hugging Face's
     * {@code hf_} is not among them: its tokens are never anything but the exact format, and model names follow it
     * ({@code hf_Meta-Llama-3-8B-Instruct}).
     */
    private static final Pattern PREFIXED = Pattern.compile("(?:sk-|sk_live_|sk_test_|rk_live_|rk_test_|ghp_|gho_"
            + "|ghu_|ghs_|ghr_|github_pat_|glpat-|glrt-|gldt-|glft-|glsoat-|glffct-|glimt-|glagent-|gloas-|glptt-"
            + "|glcbt-|xoxb-|xoxp-|xoxa-|xoxr-|xoxs-|xoxe-|xoxe\\.xoxb-|xoxe\\.xoxp-|xapp-|npm_|pypi-|ya29\\.|AIza)"
            + "([A-Za-z0-9._-]{16,})");
    /** What cuts a key body into stretches. */
    private static final Pattern SEPARATORS = Pattern.compile("[-_.]");
    /** The shortest stretch of a key body, between separators, that is taken as random when it mixes kinds. */
    private static final int RANDOM_PART = 8;
    /**
     * A stretch that mixes cases as words do: a word of 2 or more lower-case letters, capitalised or not, and up to
     * two capitalised words of 3 or more letters joined to it ({@code Instruct}, {@code DeepSeek}, {@code TinyLlama},
     * {@code learningRate}, {@code inTheLoop}). No
     * more: a random run of letters takes this shape too (of 16 to 20 letters, 0.07 % do; 0.19 % without the limit).
     */
    private static final Pattern WORDS = Pattern.compile("[A-Z]?[a-z]{2,}(?:[A-Z][a-z]{2,}){0,2}");
    /**
     * The length of the shortest credential, a JWT such as {@code eyJa.b.}: a shorter text (most words of a URL,
     * {@code v1}, {@code exec}) is none, and is answered without running the patterns.
     */
    static final int SHORTEST = 7;
    /**
     * How every credential {@link #isCredential} knows starts, in this case: a JWT's {@code eyJ} and the prefixes of
     * {@link #EXACT}, {@link #GITLAB} and {@link #PREFIXED}; and "Bearer" in any case ({@link #TOKEN}).
     */
    private static final List<String> STARTS = List.of("eyJ", "sk-", "sk_", "rk_", "gh", "github_pat_", "gl",
            "GR1348941", "xox", "xapp-", "hf_", "npm_", "pypi-", "gsk_", "r8_", "SG.", "do", "whsec_", "ya29.", "AIza", "AKIA",
            "ASIA");
    private static final String BEARER = "bearer";
    /** The characters that start one of {@link #STARTS} or "Bearer": the others start no credential. */
    private static final boolean[] FIRST = firstCharacters();

    private CredentialShapes() {
    }

    /**
     * Whether some part of {@code text} from {@code start} to {@code end} may be a credential: false when none of its
     * characters starts one as {@link #STARTS} tell, told in a scan much cheaper than {@link #isCredential}.
     */
    static boolean mayHoldCredential(String text, int start, int end) {
        for (int at = start; at < end; at++) {
            char c = text.charAt(at);
            if (c < FIRST.length && FIRST[c] && startsACredential(text, at, end)) {
                return true;
            }
        }
        return false;
    }

    private static boolean startsACredential(String text, int at, int end) {
        if (at + BEARER.length() <= end && text.regionMatches(true, at, BEARER, 0, BEARER.length())) {
            return true;
        }
        for (String keyStart : STARTS) {
            if (at + keyStart.length() <= end && text.startsWith(keyStart, at)) {
                return true;
            }
        }
        return false;
    }

    private static boolean[] firstCharacters() {
        boolean[] first = new boolean[128];
        first['b'] = true;
        first['B'] = true;
        STARTS.forEach(keyStart -> first[keyStart.charAt(0)] = true);
        return first;
    }

    static boolean isCredential(String text) {
        String value = text.strip();
        if (value.length() < SHORTEST) {
            return false;
        }
        if (TOKEN.matcher(value).matches() || EXACT.matcher(value).matches() || isGitLabToken(value)) {
            return true;
        }
        Matcher prefixed = PREFIXED.matcher(value);
        return prefixed.matches() && random(prefixed.group(1));
    }

    private static boolean isGitLabToken(String value) {
        Matcher gitLab = GITLAB.matcher(value);
        if (!gitLab.matches()) {
            return false;
        }
        for (int group = 1; group <= gitLab.groupCount(); group++) {
            if (gitLab.group(group) != null) {
                return kinds(gitLab.group(group)) >= 2;
            }
        }
        return false;
    }

    /**
     * Whether a key body looks random rather than like words: it has a stretch of {@value #RANDOM_PART}+ characters
     * between separators that mixes at least two of lower case, upper case and digits, other than as {@link #WORDS}
     * do. Real keys are long runs of such characters ({@code 4f9aQ27bX81cD0e5}); a slug is words and short tokens
     * ({@code learn-classifier-v2}, {@code DeepSeek-R1-Distill}).
     */
    private static boolean random(String body) {
        for (String part : SEPARATORS.split(body)) {
            if (part.length() >= RANDOM_PART && kinds(part) >= 2 && !WORDS.matcher(part).matches()) {
                return true;
            }
        }
        return false;
    }

    private static int kinds(String part) {
        boolean lower = part.chars().anyMatch(c -> c >= 'a' && c <= 'z');
        boolean upper = part.chars().anyMatch(c -> c >= 'A' && c <= 'Z');
        boolean digit = part.chars().anyMatch(c -> c >= '0' && c <= '9');
        return (lower ? 1 : 0) + (upper ? 1 : 0) + (digit ? 1 : 0);
    }
}
