package com.collimate.inspector.core.api;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Free text shown to a user or journaled (a server's error, an exception's message, a journaled error) with the
 * credentials in it masked as {@code ***}: in each URL its user info ({@code https://***@host/}) and the values of
 * its query or fragment parameters named as secrets ({@code ?api_key=***}), and everywhere the token after "Bearer"
 * or "Basic" ({@link AuthorizationTokens}), the credentials of an Authorization header of another scheme
 * ({@link AuthorizationHeaders}), the values of Cookie and Set-Cookie headers ({@link CookieHeaders}), the password of
 * curl's {@code -u user:password} ({@link UserOptionPasswords}), the value of a long option named as a secret
 * ({@code --password hunter2}, {@link SecretOptions}), the text of an XML element named as a secret
 * ({@code <password>***</password>}, {@link MarkupElements}), the default of a prompt for a secret
 * ({@code prompt("Password", default="***")}, {@link SecretPrompts}), outside URLs the value of a setting named as
 * a secret ({@link NamedSecrets}), also
 * a value that looks like a URL ({@code password=p4ss://word}, masked whole: it is the secret, whatever it holds), and
 * a word that is a credential by its shape ({@link EndpointCredentials#masked}). A URL's scheme and host stay as
 * they are: they name the server, as a journal's endpoint does; but not a host's label that is a key by its shape
 * ({@code https://sk-proj-…/v1}), nor a key before a comma and an {@code @} ({@code https://gsk_…,x@host}: the comma
 * ends the user info, so the key is read as the host).
 */
public final class CredentialText {
    /**
     * A URL: its scheme (group 1), user info with its {@code @} (2), host and port (3), and the rest (4). The scheme
     * starts a word: glued to a key ({@code gsk_….https://}) it would show the key's tail, and tried inside a long
     * run of letters it would cost the run's length at each of its characters. The host is a host's characters: what
     * follows it ({@code https://host&token=…}) is masked as the rest. The user info runs to the last {@code @}
     * before the path: a password may hold an unescaped one ({@code https://u:p@ss@host}). Without a {@code :} it
     * holds no {@code ,}: a user name without a password is a key, which never holds one, and a comma after a host
     * starts other text ({@code http://a.example,contact@b.example}); a password may hold one. A host and a port
     * before a comma ({@code https://c.example:8443,ops@d.example}) are read as user info too: a dotted user name and
     * a password of digits and a comma ({@code https://first.last:1234,x@host}) look the same.
     */
    private static final Pattern URL = Pattern.compile("(?<![A-Za-z0-9+._-])([A-Za-z][A-Za-z0-9+.-]*://)"
            + "((?:[^/?#\\s\"'<>`:]*:[^/?#\\s\"'<>`]*|[^/?#\\s\"'<>`,]*)@)?"
            + "((?:\\[[0-9A-Fa-f:.]*]|[A-Za-z0-9._~%-]*)(?::[0-9]*)?)([^\\s\"'<>`]*)");
    /** Text up to an {@code @} before a URL's path: after a host, user info that a comma ended early. */
    private static final Pattern AT_BEFORE_PATH = Pattern.compile("[^/?#\\s\"'<>`]*@");
    /**
     * A JWT's three parts, as three labels of a host ({@code https://eyJ….….…/v1}), or a host's label, or its port
     * after a {@code :}.
     */
    private static final Pattern HOST_LABEL = Pattern.compile(
            "eyJ[A-Za-z0-9_-]*\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*(?![^.:])|[^.:]+");
    /**
     * A query or fragment parameter up to its value: what it follows (group 1) and its name (2). A comma starts one
     * too: another setting glued to a URL ({@code url=https://h/,token=abc}).
     */
    private static final Pattern PARAMETER = Pattern.compile("([?&#;,])([^=&#;?,]*)=");
    /** What ends a parameter's value: it may hold a comma ({@code ?password=a,b}). */
    private static final Pattern PARAMETER_VALUE = Pattern.compile("[^&#;]*");

    private CredentialText() {
    }

    public static String masked(String text) {
        if (text == null) {
            return null;
        }
        String headersMasked = AuthorizationTokens.masked(CookieHeaders.masked(AuthorizationHeaders.masked(text)));
        String commandsMasked = SecretOptions.masked(UserOptionPasswords.masked(headersMasked));
        return urlsAndWordsMasked(SecretPrompts.masked(MarkupElements.masked(commandsMasked)));
    }

    private static String urlsAndWordsMasked(String text) {
        if (text.indexOf("://") < 0) {
            return freeTextMasked(text);
        }
        StringBuilder shown = new StringBuilder(text.length());
        Matcher url = URL.matcher(text);
        int copied = 0;
        for (int from = 0; url.find(from); from = copied) {
            NamedSecrets.Value secret = NamedSecrets.secretValueHolding(text, copied, url.start());
            if (secret != null) {
                shown.append(freeTextMasked(text.substring(copied, secret.start()))).append(secret.masked(text));
                copied = secret.end();
            } else {
                shown.append(freeTextMasked(text.substring(copied, url.start())))
                        .append(url.group(1)).append(url.group(2) == null ? "" : MaskedText.MASK + "@")
                        .append(hostAndRestMasked(url.group(3), url.group(4)));
                copied = url.end();
            }
        }
        return shown.append(freeTextMasked(text.substring(copied))).toString();
    }

    private static String freeTextMasked(String text) {
        return EndpointCredentials.masked(NamedSecrets.masked(text));
    }

    /**
     * The host and what follows it masked. Where an {@code @} follows before the path, what a comma cut off the user
     * info ({@code https://gsk_…,x@host}), the host is masked as a word with it.
     */
    private static String hostAndRestMasked(String host, String rest) {
        String restShown = secretParametersMasked(rest);
        return AT_BEFORE_PATH.matcher(rest).lookingAt() ? EndpointCredentials.masked(host + restShown)
                : hostMasked(host) + EndpointCredentials.masked(restShown);
    }

    /**
     * A host with each of its labels that is a key by its shape masked ({@code https://sk-proj-…/v1},
     * {@code https://sk-proj-….example}), also in upper or lower case only (a host's case is no part of it:
     * {@code https://SK-PROJ-…/v1}), and a JWT that spans three labels; its other labels, and its port, are shown. A
     * label is looked at alone: a host's full stops after a key's prefix ({@code sk-prod-gateway01.corp.example})
     * would make a key's body.
     */
    private static String hostMasked(String host) {
        return HOST_LABEL.matcher(host).replaceAll(label -> Matcher.quoteReplacement(labelMasked(label.group())));
    }

    private static String labelMasked(String label) {
        String shown = EndpointCredentials.masked(label);
        if (!shown.equals(label)) {
            return shown;
        }
        String lower = label.toLowerCase(Locale.ROOT);
        String upper = label.toUpperCase(Locale.ROOT);
        return EndpointCredentials.masked(lower).equals(lower) && EndpointCredentials.masked(upper).equals(upper)
                ? label : MaskedText.MASK;
    }

    /**
     * The end of a parameter's value from {@code start} to {@code end}: at the URL's end before the punctuation
     * that ends a sentence or a list there ({@code url=https://h/,token=abc, next}), which is shown.
     */
    private static int valueEnd(String pathAndQuery, int start, int end) {
        int shownFrom = end < pathAndQuery.length() ? end : NamedSecrets.sentenceEndsStart(pathAndQuery, start, end);
        return shownFrom > start ? shownFrom : end;
    }

    /**
     * The path and query with the value of each parameter named as a secret masked, by the URL's parameter names
     * ({@link EndpointCredentials#namesASecret}) or as a setting in free text is ({@code ?db_password=}). A
     * parameter's value may hold a comma and another parameter after it ({@code ?q=a,token=abc}).
     */
    private static String secretParametersMasked(String pathAndQuery) {
        Matcher parameter = PARAMETER.matcher(pathAndQuery);
        Matcher value = PARAMETER_VALUE.matcher(pathAndQuery);
        MaskedText shown = new MaskedText(pathAndQuery);
        for (int from = 0; parameter.find(from); ) {
            String name = parameter.group(2);
            from = parameter.end(); // another value's commas are looked at once, not scanned to its end each time
            if (EndpointCredentials.namesASecret(name) || NamedSecrets.namesASecret(name)) {
                value.region(from, pathAndQuery.length()).lookingAt();
                int end = valueEnd(pathAndQuery, from, value.end());
                shown.mask(from, end);
                from = end;
            }
        }
        return shown.shown();
    }
}
