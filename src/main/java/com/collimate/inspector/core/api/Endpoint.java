package com.collimate.inspector.core.api;

import com.collimate.inspector.core.util.Sizes;
import okhttp3.HttpUrl;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Where exec requests go: the base URL ({@code POST {base}/v1/exec}), its optional key, and where the URL came
 * from (shown to the user). {@link #display()} and {@link #toString()} never contain the key or URL credentials.
 */
public record Endpoint(HttpUrl base, ApiKey apiKey, String source) {
    /** The source of the built-in local sandbox's endpoint, and what its replays are journaled under. */
    public static final String LOCAL_SANDBOX = "built-in local sandbox";
    private static final List<String> EXEC_PATH = List.of("v1", "exec");

    public Endpoint {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(source, "source");
    }

    /**
     * Parses a base URL such as {@code https://api.example.com}; a clear message for anything else. The exec URL
     * itself ({@code https://api.example.com/v1/exec}) or the API's root ({@code …/v1}), with or without a final
     * slash, is taken as its base: common slips that would otherwise post to {@code …/v1/exec/v1/exec}.
     */
    public static Endpoint parse(String url, ApiKey apiKey, String source) {
        HttpUrl parsed = url == null ? null : HttpUrl.parse(url.trim());
        if (parsed == null) {
            throw new IllegalArgumentException("endpoint from " + source + " is not an http(s) URL: " + shown(url));
        }
        return new Endpoint(withoutExecPath(parsed), apiKey, source);
    }

    /** Drops a final "/v1/exec" or "/v1" (with or without a slash): the API's own path, which requests add. */
    private static HttpUrl withoutExecPath(HttpUrl url) {
        List<String> segments = new ArrayList<>(url.pathSegments());
        if (segments.size() > 1 && segments.get(segments.size() - 1).isEmpty()) {
            segments.remove(segments.size() - 1);
        }
        int size = segments.size();
        int apiSegments = size >= 2 && segments.subList(size - 2, size).equals(EXEC_PATH) ? 2
                : size >= 1 && segments.get(size - 1).equals(EXEC_PATH.get(0)) ? 1 : 0;
        if (apiSegments == 0) {
            return url;
        }
        HttpUrl.Builder base = url.newBuilder().encodedPath("/");
        url.encodedPathSegments().subList(0, size - apiSegments).forEach(base::addEncodedPathSegment);
        return base.build();
    }

    /**
     * What a bad endpoint is shown as: a value with no scheme at all is not echoed (it may be an API key pasted into
     * the wrong field or secret), only its length; one with a scheme is shown without credentials.
     */
    public static String shown(String url) {
        if (url == null) {
            return "(none)";
        }
        if (!url.contains("://")) {
            return "it does not start with http:// or https:// (" + Sizes.count(url.strip().length(), "character")
                    + ", not shown)";
        }
        return TextSafety.oneLine(withoutCredentials(url), 200);
    }

    /**
     * "ftp://user:secret@host/x?key=k" shown as "ftp://***@host/x?***", "user:secret@host" as "***@host", a
     * fragment as "#***", a key anywhere, its host too, as {@code ***}: a URL that fails to parse may still hold a
     * password or a key. Unlike {@link #display()}, which masks after the host only (a journal names its endpoint by
     * it), this text is never journaled, so it is masked whole.
     */
    private static String withoutCredentials(String url) {
        return EndpointCredentials.masked(url.replaceFirst("^((?:[^:/?#]+://)?)[^/?#]*@", "$1***@")
                .replaceFirst("(?s)([?#]).*", "$1***"));
    }

    /** The built-in local sandbox listening at {@code uri} (a loopback address with a new port at each start). */
    public static Endpoint localSandbox(URI uri, ApiKey token) {
        return new Endpoint(HttpUrl.get(uri), token, LOCAL_SANDBOX);
    }

    /**
     * Which backend made a replay, as the journal records it: the URL ({@link #display()}), or for the built-in
     * local sandbox its name, since its port changes at every start and says nothing about which backend it was.
     */
    public String journalName() {
        return LOCAL_SANDBOX.equals(source) ? LOCAL_SANDBOX : display();
    }

    public HttpUrl execUrl() {
        return base.newBuilder().addPathSegments(String.join("/", EXEC_PATH)).build();
    }

    /**
     * The URL without user info, query, fragment or key, and with a key-shaped path segment shown as {@code ***}:
     * safe for journals, reports and logs.
     */
    public String display() {
        return shown(base);
    }

    /** {@link #execUrl()} as {@link #display()} shows the base: without user info, query or key. */
    public String displayExecUrl() {
        return shown(execUrl());
    }

    /**
     * A backend's name as a journal holds it ({@link #journalName()}), or an error naming its URL, shown as
     * {@link #display()} shows an endpoint now ({@link CredentialText}): journals written before a key in the path was
     * masked hold it as it was, and an error's text before or after the URL is masked too.
     */
    public static String journaledShown(String journaled) {
        return CredentialText.masked(journaled);
    }

    private static String shown(HttpUrl url) {
        return withPathMasked(url.newBuilder().username("").password("").query(null).fragment(null).build().toString());
    }

    /**
     * {@code url} with each credential after its host shown as {@code ***}; text that is no URL is masked whole.
     * The path alone is masked, as only the path is refused for a key: a host such as "sk-prod-gateway01.example"
     * masked whole would journal every such endpoint under the host "***".
     */
    private static String withPathMasked(String url) {
        int scheme = url.indexOf("://");
        int path = scheme < 0 ? 0 : url.indexOf('/', scheme + 3);
        int pathStart = path < 0 ? url.length() : path;
        return url.substring(0, pathStart) + EndpointCredentials.masked(url.substring(pathStart));
    }

    @Override
    public String toString() {
        return "Endpoint[" + display() + ", key=" + (apiKey == null ? "none" : ApiKey.MASK) + ", from " + source + "]";
    }
}
