package com.collimate.inspector.core.api;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

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

    /** A password may hold an unescaped {@code @}: none of it is shown. */
    @Test
    void aUserInfoRunsToTheLastAtSignBeforeThePath() {
        assertThat(CredentialText.masked("cannot reach https://deploy:p@ss@word@git.example/repo?x=a@b"))
                .isEqualTo("cannot reach https://***@git.example/repo?x=a@b");
    }

    /** Text before, between and after URLs is masked as a journaled error is: a key anywhere in it is. */
    @Test
    void aKeyBeforeOrAfterAUrlIsMaskedAndAKeyPrefixedHostIsShown() {
        assertThat(CredentialText.masked("bad key " + GROQ + " for https://api.example/v1 (" + GROQ + ".Retry)"))
                .isEqualTo("bad key *** for https://api.example/v1 (***.Retry)");
        assertThat(CredentialText.masked("cannot reach https://sk-prod-gateway01.corp.example/v1/"
                + "sk-live-abcdef0123456789abcdef/?token=" + GROQ))
                .isEqualTo("cannot reach https://sk-prod-gateway01.corp.example/v1/***/?token=***");
    }

    /** A host that is a key by its shape is masked as a word of the text is: a host's words are shown. */
    @Test
    void aKeyShapedHostIsMasked() {
        String key = "sk-proj-" + "a1B2c3D4".repeat(4);
        assertThat(CredentialText.masked("cannot reach https://" + key + "/v1 or http://" + GROQ + ":8080/v1 or "
                + "https://" + key + ".example/v1"))
                .isEqualTo("cannot reach https://***/v1 or http://***:8080/v1 or https://***.example/v1");
    }

    /** A key glued before a scheme, or a parameter glued after a host, is not taken for the URL's scheme or host. */
    @Test
    void aKeyGluedToAUrlsSchemeOrHostIsMasked() {
        assertThat(CredentialText.masked("invalid key " + GROQ + ".https://api.example/v1"))
                .isEqualTo("invalid key ***.https://api.example/v1");
        assertThat(CredentialText.masked("redirect to https://app.example&token=" + GROQ + " failed"))
                .isEqualTo("redirect to https://app.example&token=*** failed");
        assertThat(CredentialText.masked("at https://app.example:8443," + GROQ)).isEqualTo("at https://app.example:8443,***");
    }

    /**
     * A bearer token quoted in free text (a header echoed in a message) is masked whole, though its full stops,
     * slashes or {@code =} would cut it into words none of which is a key by its shape, and however short; prose
     * after "Bearer" (words joined by "-", an acronym) is shown.
     */
    @Test
    void aBearerTokenInFreeTextIsMaskedWhole() {
        assertThat(CredentialText.masked("401: invalid Bearer abc.def for bot; sent BEARER x9/Qe+Zk==, "
                + "Authorization: bearer eyJhbGci.eyJzdWIi.c2ln. Retry; Bearer abc123, Bearer AbCdE, Bearer ABCDEFG, "
                + "Bearer x-1, Bearer a_b, Bearer QWERT-ASDFG-ZXCVB, Bearer JWT-API"))
                .isEqualTo("401: invalid Bearer *** for bot; sent BEARER ***, Authorization: bearer ***. Retry; "
                        + "Bearer ***, Bearer ***, Bearer ***, Bearer ***, Bearer ***, Bearer ***, Bearer ***");
        String prose = "Missing Bearer token. WWW-Authenticate: Bearer realm=\"api\", error=\"invalid_token\" "
                + "(Bearer Authentication, a Bearer <token>, Bearer token-based authentication with Bearer JWT or "
                + "Bearer JWTs, Bearer API-key-based).";
        assertThat(CredentialText.masked(prose)).isEqualTo(prose);
    }

    /** A Basic credential (base64 of a user name and password) is masked as a bearer token is; prose is shown. */
    @Test
    void aBasicCredentialIsMaskedAndProseAfterBasicShown() {
        assertThat(CredentialText.masked("401 for Authorization: Basic dXNlcjpwYXNz; sent BASIC YWRtaW46aHVudGVyMg==, "
                + "basic Zm9vOmJhcg=="))
                .isEqualTo("401 for Authorization: Basic ***; sent BASIC ***, basic ***");
        String prose = "Basic authentication is off (basic usage, Basic HTTP auth, a basic-ish setup).";
        assertThat(CredentialText.masked(prose)).isEqualTo(prose);
    }

    /**
     * In a header's value (an Authorization header, quoted or not, or any header after curl's -H or --header) the
     * token after the scheme is masked whatever its shape; after another known scheme than Bearer and Basic
     * everything to the value's end (a quote or the line's end: a Digest's or an AWS signature's parameters), and a
     * key sent bare. Outside one, prose after "Bearer" is shown; so are prose and a placeholder in one.
     */
    @Test
    void aHeadersCredentialIsMaskedWhateverItsShapeOrScheme() {
        assertThat(CredentialText.masked("Authorization: Bearer abcdefghijkl\n{\"authorization\": \"bearer letmein\"} "
                + "{'Proxy-Authorization': 'Basic secret'} curl -H 'X-Gateway-Auth: Bearer opensesame' "
                + "--header=\"X-Auth:Bearer hunter\" -H X-Auth:\tBearer Token-Based\nAuthorization: Token abc123def456\n"
                + "proxy-authorization: Digest username=\"u\", realm=\"r\", response=\"6629fae49393a05397450978507c4ef1\"\r\n"
                + "{\"Authorization\": \"token s3cret\", 'authorization': 'ApiKey k1'} curl -H 'Authorization: Token "
                + "tok123' https://h.example/\nAuthorization: AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/"
                + "iam/aws4_request, Signature=5d672d79c15b13162d9279b0855cfba6\nAuthorization: dXNlcjpwYXNz."))
                .isEqualTo("Authorization: Bearer ***\n{\"authorization\": \"bearer ***\"} "
                        + "{'Proxy-Authorization': 'Basic ***'} curl -H 'X-Gateway-Auth: Bearer ***' "
                        + "--header=\"X-Auth:Bearer ***\" -H X-Auth:\tBearer ***\nAuthorization: Token ***\n"
                        + "proxy-authorization: Digest ***\r\n{\"Authorization\": \"token ***\", 'authorization': "
                        + "'ApiKey ***'} curl -H 'Authorization: Token ***' https://h.example/\n"
                        + "Authorization: AWS4-HMAC-SHA256 ***\nAuthorization: ***.");
        String prose = "Error: bearer of bad news. Note: Bearer token expired; the bearer of the token; "
                + "Expected Authorization: Bearer <token>; X-Auth-H: Bearer token\nAuthorization: failed for bob\n"
                + "Authorization: DENIED. Expected Authorization: Token <token>; Authorization: Custom scheme; "
                + "preauthorization: ok; \"authorization\": null, \"authorization\": {";
        assertThat(CredentialText.masked(prose)).isEqualTo(prose);
    }

    /**
     * A Cookie header's values, session ids, are masked and the cookies' names shown; a Set-Cookie's attributes after
     * its cookie are shown, and so is prose about cookies.
     */
    @Test
    void aCookieHeadersValuesAreMasked() {
        assertThat(CredentialText.masked("Cookie: sessionid=38afes7a8; theme=dark\nSet-Cookie: SID=31d4d96e407aad42; "
                + "Path=/; HttpOnly\ncurl -H 'Cookie: session=abc123' https://h.example/ {\"cookie\": \"a=b; c=d\"}"))
                .isEqualTo("Cookie: sessionid=***; theme=***\nSet-Cookie: SID=***; Path=/; HttpOnly\n"
                        + "curl -H 'Cookie: session=***' https://h.example/ {\"cookie\": \"a=***; c=***\"}");
        String prose = "Cookie: missing. cookie_consent=yes; the cookie: expired, Cookies: 3";
        assertThat(CredentialText.masked(prose)).isEqualTo(prose);
    }

    /** A header curl's -H gives, quoted or not, is a header wherever it stands: its value named as a secret is masked. */
    @Test
    void aHeaderAfterCurlsHeaderOptionNamedAsASecretIsMasked() {
        assertThat(CredentialText.masked("curl -H \"X-Api-Key: abc123\" --header 'X-Auth-Token: t0k' -H X-Api-Key: k1 "
                + "https://h.example/"))
                .isEqualTo("curl -H \"X-Api-Key: ***\" --header 'X-Auth-Token: ***' -H X-Api-Key: *** https://h.example/");
        String prose = "sent -H \"Accept: json\"; Invalid token: expired";
        assertThat(CredentialText.masked(prose)).isEqualTo(prose);
    }

    /**
     * A token configured with its scheme ("Bearer abc.def") is sent as "Bearer Bearer abc.def": the word "Bearer"
     * shown after the first does not hide the token after it.
     */
    @Test
    void aBearerTokenAfterADoubledBearerIsMasked() {
        assertThat(CredentialText.masked("401: invalid header Bearer Bearer abc.def; bearer Bearer bearer x9/Qe=="))
                .isEqualTo("401: invalid header Bearer Bearer ***; bearer Bearer bearer ***");
    }

    /** A comma after a URL's host starts other text: what follows up to an {@code @} is no user info. */
    @Test
    void aCommaAfterAUrlsHostEndsItsAuthorityAndAPasswordWithACommaIsMasked() {
        String text = "mirrors: http://a.example,contact@b.example and https://c.example,ops@d.example/x";
        assertThat(CredentialText.masked(text)).isEqualTo(text);
        assertThat(CredentialText.masked("cannot reach https://user:pass@host/v1 or https://u,s:pa,ss@host/v1"))
                .isEqualTo("cannot reach https://***@host/v1 or https://***@host/v1");
        assertThat(CredentialText.masked("at https://" + GROQ + ",x@host/v1 and https://sk-proj-" + "a1B2c3D4".repeat(4)
                + ",ops@host/v1")).as("a key before a comma and an @, read as the host")
                .isEqualTo("at https://***,x@host/v1 and https://***,ops@host/v1");
    }

    /**
     * A dotted user name and a password of digits and a comma look as a host, a port and another authority do: the
     * password is masked, and so is what may be a list of authorities.
     */
    @Test
    void aPasswordOfDigitsAndACommaAfterADottedUserNameIsMasked() {
        assertThat(CredentialText.masked("cannot reach https://first.last:1234,x@host/v1 or "
                + "ftp://j.smith:2024,s3cret@files.example or https://c.example:8443,ops@d.example"))
                .isEqualTo("cannot reach https://***@host/v1 or ftp://***@files.example or https://***@d.example");
    }

    /**
     * Outside a URL the value of a setting named as a secret is masked, whatever its shape; a name's letters of other
     * scripts are its own, an accent on a secret's word or the word for a password in another language name one too.
     */
    @Test
    void aValueNamedAsASecretInFreeTextIsMasked() {
        assertThat(CredentialText.masked("login failed: password=hunter2, PASSWD:hunter2 pwd=x secret = s3 "
                + "(token=abc). api_key=k&page=2 ApiKey:k DB_PASSWORD=p access_token=t X-Api-Key:k user=bob,pwd=x"))
                .isEqualTo("login failed: password=***, PASSWD:*** pwd=*** secret = *** (token=***). api_key=***"
                        + " ApiKey:*** DB_PASSWORD=*** access_token=*** X-Api-Key:*** user=bob,pwd=***");
        assertThat(CredentialText.masked("{\"user\":\"bob\",\"password\": \"hunter 2\", \"token\":\"t\"} "
                + "secret='a b' at https://h.example/x?token=t"))
                .isEqualTo("{\"user\":\"bob\",\"password\": \"***\", \"token\":\"***\"} secret='***' at "
                        + "https://h.example/x?token=***");
        assertThat(CredentialText.masked("pässword=hunter2 straße_token=t1 用户password=p 密码=hunter2 contraseña=c\n"
                + "Passwort: x\nпароль=p DB_Kennwort=k パスワード:p AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI"))
                .isEqualTo("pässword=*** straße_token=*** 用户password=*** 密码=*** contraseña=***\n"
                        + "Passwort: ***\nпароль=*** DB_Kennwort=*** パスワード:*** AWS_SECRET_ACCESS_KEY=***");
        String prose = "Invalid token: expired. max_tokens=100 code=42 tokens=3 password= and key=value "
                + "größe=3 密码长度=12 tokenização=ok contraseñas: 3 café_id=7";
        assertThat(CredentialText.masked(prose)).isEqualTo(prose);
    }

    /**
     * A secret's value that holds {@code ://} is the secret's, not a URL with a host to show: it is masked whole, a
     * URL as the value too; a URL after a secret's value, or as the value of another setting, is read as a URL.
     */
    @Test
    void aSecretsValueThatLooksLikeAUrlIsMaskedWhole() {
        assertThat(CredentialText.masked("login failed: password=p4ss://word, secret=\"a b://c\" "
                + "token=https://u:p@vault.example/x.\npassword: hunter2://x\nurl=https://h.example/?q=1 pwd=x "
                + "https://h.example/"))
                .isEqualTo("login failed: password=***, secret=\"***\" token=***.\npassword: ***\n"
                        + "url=https://h.example/?q=1 pwd=*** https://h.example/");
    }

    /** The password of curl's user option is masked, its user name shown; other options and prose are shown. */
    @Test
    void aUserOptionsPasswordIsMasked() {
        assertThat(CredentialText.masked("ran: curl -u admin:hunter2 https://h.example/ --user admin:hunter2 "
                + "--user=admin:hunter2 -uadmin:p4ss\tcurl -u 'ops:a b' --user \"ci:\" -u :s3cret"))
                .isEqualTo("ran: curl -u admin:*** https://h.example/ --user admin:*** --user=admin:*** -uadmin:***"
                        + "\tcurl -u 'ops:***' --user \"ci:\" -u :***");
        String shown = "sort -u file.txt; re-use a:b; --username=bob:x-user a:b; ps -u root";
        assertThat(CredentialText.masked(shown)).isEqualTo(shown);
    }

    /** A quoted password that no quote closes on its line ends with the line: the lines after it are shown. */
    @Test
    void anUnclosedQuotedUserOptionPasswordEndsWithItsLine() {
        assertThat(CredentialText.masked("ran: curl -u 'admin:hunter2\nexit code 6\r\ncurl --user \"ci:pa ss\r\nnext"))
                .isEqualTo("ran: curl -u 'admin:***\nexit code 6\r\ncurl --user \"ci:***\r\nnext");
    }

    /** A name starting its line, then ": " and a bare value, is a header or YAML setting: its value is masked. */
    @Test
    void aHeaderOrYamlSettingNamedAsASecretIsMasked() {
        assertThat(CredentialText.masked("X-Api-Key: k1\r\nAccept: */*\ndb:\n  password: hunter2\n\tTOKEN:  t2\n"
                + "Invalid token: expired"))
                .isEqualTo("X-Api-Key: ***\r\nAccept: */*\ndb:\n  password: ***\n\tTOKEN:  ***\n"
                        + "Invalid token: expired");
    }

    /**
     * A secret's value is masked whole: quoted, past an escaped quote and to the line's end when no quote closes it;
     * unquoted, whatever it holds up to a space; and after a name in single quotes.
     */
    @Test
    void aValueNamedAsASecretIsMaskedWholeWhateverItHolds() {
        assertThat(CredentialText.masked("{\"password\": \"a\\\"b c\"} {'token': 'x y'} "
                + "password=P@ss&w0rd\"x<y! secret=\"unclosed value\nnext line"))
                .isEqualTo("{\"password\": \"***\"} {'token': '***'} password=*** secret=\"***");
    }

    /** A quoted value runs to its closing quote on a later line: a secret may span lines. */
    @Test
    void aQuotedValueSpanningLinesIsMaskedToItsClosingQuote() {
        assertThat(CredentialText.masked("login failed: password=\"abc\n def\" for bob\n{'token': 'x\ny'}"))
                .isEqualTo("login failed: password=\"***\" for bob\n{'token': '***'}");
    }

    /**
     * A YAML value named as a secret goes on with the lines indented deeper than its name: a block scalar after
     * {@code |} or {@code >}, a plain value's continuation, a value on the lines after the name.
     */
    @Test
    void aYamlValueOnTheIndentedLinesAfterItsNameIsMasked() {
        assertThat(CredentialText.masked("db:\n  password: |\n    line1\n\n    line2\n  user: bob\n"
                + "  token: >-\n     l1\n  secret: abc\n    def\nkey_password:\n  hunter2\nnext: x"))
                .isEqualTo("db:\n  password: ***\n  user: bob\n  token: ***\n  secret: ***\nkey_password:***\n"
                        + "next: x");
    }

    /**
     * A name without a value on its line takes a YAML list at its own indent as its value (YAML lets a mapping's list
     * start there); after a value on its line such a list is another's, and shown.
     */
    @Test
    void aYamlListAtItsNamesIndentIsItsValue() {
        assertThat(CredentialText.masked("token:\n- abc123\n-\n  - def456\n- ghi789\nuser: bob\n"
                + "db:\n  secret:\n  - s3cret\n  user: bob\napi_token: x\n- shown"))
                .isEqualTo("token:***\nuser: bob\ndb:\n  secret:***\n  user: bob\napi_token: ***\n- shown");
    }

    /**
     * A YAML comment after a name is no value: the list or the indented lines after it are, and masked; the comment
     * is shown, and so is it when no value follows.
     */
    @Test
    void aYamlListAfterACommentOnItsNamesLineIsMasked() {
        assertThat(CredentialText.masked("token: # comment\n- s3cret\n- other\nsecret:   # c\n  key: s3cret\n"
                + "password: # TODO\nnext: x"))
                .isEqualTo("token: # comment\n***\nsecret:   # c\n***\npassword: # TODO\nnext: x");
    }

    /**
     * A Python annotation after a secret's name is no value: the value after its {@code =} is masked, also on the
     * lines after an opening bracket; an annotation alone is shown.
     */
    @Test
    void aPythonAnnotationIsShownAndTheValueAfterItMasked() {
        assertThat(CredentialText.masked("class C:\n    token: str = (\n        \"abc\"\n        \"def\"\n    )\n"
                + "    password: Optional[str] = \"hunter2\"\n    api_key: str | None = s3cret\n    secret: str\n"
                + "    user: str = \"bob\""))
                .isEqualTo("class C:\n    token: str = ***\n    password: Optional[str] = \"***\"\n"
                        + "    api_key: str | None = ***\n    secret: str\n    user: str = \"bob\"");
    }

    /**
     * An annotation names types: a value shaped like one ({@code password: hunter2 = 5}) is a YAML value, masked
     * whole, not a type shown.
     */
    @Test
    void aValueShapedLikeAnAnnotationOfNoTypeIsMasked() {
        assertThat(CredentialText.masked("password: hunter2 = 5\ntoken: abc_def9 = x\nsecret: typing.Optional[SecretStr] = s3"))
                .isEqualTo("password: ***\ntoken: ***\nsecret: typing.Optional[SecretStr] = ***");
    }

    /** A punctuation token followed by lines indented deeper is a value of many lines, a secret's: masked. */
    @Test
    void aPunctuationTokenFollowedByIndentedLinesIsMasked() {
        assertThat(CredentialText.masked("token: '}'\n  s3cret\nnext: x")).isEqualTo("token: '***\nnext: x");
    }

    /** A YAML value goes on with the lines indented with spaces: a stack trace's tab-indented lines are shown. */
    @Test
    void aStackTracesTabIndentedLinesAfterATokenAtALinesStartAreShown() {
        assertThat(CredentialText.masked("Token: expired\n\tat com.example.A.b(A.java:1)\n  password: x\n\t  more"))
                .isEqualTo("Token: ***\n\tat com.example.A.b(A.java:1)\n  password: ***\n\t  more");
    }

    /**
     * An unclosed quote masks 8 KiB at most: a stray quote does not hide the rest of a long output, and no secret
     * is that long.
     */
    @Test
    void anUnclosedQuoteMasksEightKibAtMost() {
        String longOutput = "password=\"" + "x".repeat(8 * 1024 - 1) + "\nshown after " + "y".repeat(50_000);
        assertThat(CredentialText.masked(longOutput)).isEqualTo("password=\"***\nshown after " + "y".repeat(50_000));
        assertThat(CredentialText.masked("password=\"" + "x".repeat(8 * 1024 - 2) + "\"\nshown"))
                .isEqualTo("password=\"***\"\nshown");
    }

    /** A URL's many parameters are read once each: a comma in a value does not make each read the rest again. */
    @Test
    void aUrlOfManyCommaParametersIsMaskedInLinearTime() {
        String url = "https://h.example/x?" + "a=b,".repeat(250_000) + "token=abc";
        String shown = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CredentialText.masked(url));
        assertThat(shown).isEqualTo("https://h.example/x?" + "a=b,".repeat(250_000) + "token=***");
    }

    /**
     * Text of many settings joined by one of {@code :} and {@code =} and none by the other (JSON, a shell's
     * {@code env}) is masked in linear time: the other is not looked for to the text's end at each setting.
     */
    @Test
    void manySettingsOfOneJoinerAreMaskedInLinearTime() {
        String json = "{" + "\"k\":\"v\",".repeat(400_000) + "\"password\":\"x\"}";
        String env = "A=b\n".repeat(400_000) + "PASSWORD=x";
        String shown = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> CredentialText.masked(json) + CredentialText.masked(env));
        assertThat(shown).isEqualTo("{" + "\"k\":\"v\",".repeat(400_000) + "\"password\":\"***\"}"
                + "A=b\n".repeat(400_000) + "PASSWORD=***");
    }

    /** A long line of many Authorization headers that mask nothing is read once, not to its end for each. */
    @Test
    void manyAuthorizationHeadersOnOneLineAreMaskedInLinearTime() {
        String headers = "Authorization: failed; authorization=<key> Authorization: Token <token> ".repeat(30_000);
        String shown = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CredentialText.masked(headers));
        assertThat(shown).isEqualTo(headers);
    }

    @Test
    void manyUrlsInATextWithoutSettingsAreMaskedInLinearTime() {
        String urls = "see https://h.example/x ".repeat(200_000);
        String shown = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CredentialText.masked(urls));
        assertThat(shown).isEqualTo(urls);
    }

    /** A setting glued to a URL by a comma is a parameter of it: its value is masked. */
    @Test
    void aSecretGluedToAUrlByACommaIsMasked() {
        assertThat(CredentialText.masked("url=https://h.example/,token=abc next=https://h.example/x?q=a,"
                + "db_password=p&page=2"))
                .isEqualTo("url=https://h.example/,token=*** next=https://h.example/x?q=a,db_password=***&page=2");
    }

    /** A JWT, or a key in another case than its own, as a URL's host is masked. */
    @Test
    void aJwtOrAKeyInUpperCaseAsAUrlsHostIsMasked() {
        String jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
        String key = "sk-proj-" + "a1B2c3D4".repeat(11);
        assertThat(CredentialText.masked("cannot reach https://" + jwt + "/v1 or https://" + jwt + ".example:8443/v1"
                + " or https://" + key.toUpperCase() + "/v1 or http://" + GROQ.toLowerCase() + ":8080/v1"))
                .isEqualTo("cannot reach https://***/v1 or https://***.example:8443/v1 or https://***/v1 or "
                        + "http://***:8080/v1");
    }

    /**
     * At a line's start the shell's working directory ({@code PWD=/home/x}, as env lists it) and a parser's token of
     * punctuation ({@code token: '}'}) are shown; ODBC's {@code PWD=} and a YAML block scalar's header are not.
     */
    @Test
    void theWorkingDirectoryAndAPunctuationTokenAtALinesStartAreShown() {
        String shown = "PWD=/home/x\nOLDPWD=/\ntoken: '}'\n  Token: =>\nExpected token: '}'";
        assertThat(CredentialText.masked(shown)).isEqualTo(shown);
        assertThat(CredentialText.masked("PWD=s3cret;\nPWD=/a&b\ntoken: 'ab'\ntoken: '|'\nuid=sa;PWD=/x"))
                .isEqualTo("PWD=***;\nPWD=***\ntoken: '***'\ntoken: '***'\nuid=sa;PWD=***");
        assertThat(CredentialText.masked("password: !@#\nsecret: '}'\nPWD=/aB3+xY9kLm2Q"))
                .as("a password's punctuation and base64 as a path are secrets")
                .isEqualTo("password: ***\nsecret: '***'\nPWD=***");
    }

    /**
     * A single name after {@code /} is a working directory only where a shell or a container starts: any other may be
     * a password ({@code PWD=/hunter2}).
     */
    @Test
    void aSingleNameAfterASlashIsTheWorkingDirectoryOnlyWhereAShellStarts() {
        assertThat(CredentialText.masked("PWD=/hunter2\nPWD=/app\nPWD=/root/\nPWD=/Passw0rd/\nPWD=/"))
                .isEqualTo("PWD=***\nPWD=/app\nPWD=/root/\nPWD=***\nPWD=/");
    }

    /** The punctuation after a secret parameter's value at a URL's end is the sentence's, or a list's: shown. */
    @Test
    void thePunctuationAfterASecretValueAtAUrlsEndIsShown() {
        assertThat(CredentialText.masked("url=https://h.example/,token=abc, next https://h.example/x?api_key=k1. "
                + "Done (https://h.example/x?q=a,db_password=p)"))
                .isEqualTo("url=https://h.example/,token=***, next https://h.example/x?api_key=***. "
                        + "Done (https://h.example/x?q=a,db_password=***)");
    }

    /**
     * Code that names where a secret comes from is no secret: a call or index of names, an attribute named as a
     * secret, a name passed on as itself, no value; a literal in a call, and any bare word, is masked.
     */
    @Test
    void codeThatNamesASecretsSourceIsShownAndALiteralMasked() {
        String code = "def login(user, password):\n    self.password = password\n    token = get_token()\n"
                + "    secret = None\n    api_key = os.environ[\"API_KEY\"]\n    c = Client(api_key=api_key, "
                + "password=args.password)\n    key: str | None = os.getenv('API_KEY')\n"
                + "    token = response.json()[\"access_token\"]\n    if not password: return {\"token\": token}";
        assertThat(CredentialText.masked(code)).isEqualTo(code);
        assertThat(CredentialText.masked("password=password\nsecret = SecretStr(\"abc\")\ntoken=Token('abc')\n"
                + "api_key=api_key9"))
                .isEqualTo("password=***\nsecret = ***\ntoken=***\napi_key=***");
    }

    /**
     * A call or an index is code only when it is the whole value and its name reads as code (dotted, with a "_", or
     * called without arguments): a literal that merely holds brackets is a secret, masked.
     */
    @Test
    void aLiteralWithBracketsIsMaskedAsASecret() {
        assertThat(CredentialText.masked("password=Hello(World)2024! token=get_token()extra password=x[1]hunter2 "
                + "password=Summer(2024) token=T0k3n[0] secret=f(a,b)s3cret"))
                .isEqualTo("password=*** token=*** password=*** password=*** token=*** secret=***");
        String code = "token = get_token() password = getpass() api_key = os.environ[\"KEY\"].strip() "
                + "token = response.json()[\"access_token\"]; secret = vault.read(path.to.it)";
        assertThat(CredentialText.masked(code)).isEqualTo(code);
    }

    /**
     * An attribute is code when it names the setting's kind of secret as code writes a name (snake_case, UPPER_CASE
     * or camelCase, its objects without digits); a word with a dot that ends in a secret's word is a secret, masked.
     */
    @Test
    void aLiteralWithADotEndingInASecretsWordIsMasked() {
        assertThat(CredentialText.masked("password=Company.Password password=my.secret password=hunter2.password "
                + "token=My.Token password=a.pwd secret = Passw0rd.secret"))
                .isEqualTo("password=*** password=*** password=*** token=*** password=*** secret = ***");
        String code = "password=args.password api_key=settings.OPENAI_API_KEY token=self.access_token "
                + "password=config.dbPassword SECRET_KEY=os.environ.SECRET_KEY";
        assertThat(CredentialText.masked(code)).isEqualTo(code);
    }

    /** A value of many dotted names or arguments is read without recursing once per name: no stack overflow. */
    @Test
    void aValueOfManyDottedNamesOrArgumentsIsMaskedWithoutOverflowingTheStack() {
        assertThat(CredentialText.masked("password=a" + ".b".repeat(30_000) + "1 token=get_x("
                + "a,\"A\",".repeat(20_000) + ")"))
                .isEqualTo("password=*** token=***,)");
    }

    /** Slack's refresh, configuration and app-level tokens are keys by their shape. */
    @Test
    void slacksRefreshConfigurationAndAppLevelTokensAreMasked() {
        String body = "A1B2C3D4E5".repeat(15);
        assertThat(CredentialText.masked("sent xoxe-1-" + body + ", xoxe.xoxp-1-" + body + " and xapp-1-A0123ABCD-"
                + "1234567890123-" + "0a1b2c3d".repeat(8) + "."))
                .isEqualTo("sent ***, *** and ***.");
    }

    /**
     * A name is the whole run of name characters before its joiner, however long and whatever script the run starts
     * in (Japanese has no spaces), and whatever it starts with ({@code --password}, {@code _token}).
     */
    @Test
    void aNameGluedAfterALongRunOfOtherLettersOrPunctuationIsASecretsName() {
        String japanese = "入力されたパスワードを確認してください".repeat(4);
        assertThat(CredentialText.masked(japanese + "password=hunter2 " + "x".repeat(70) + "_token=abc123 "
                + "mysql --password=s3cret -u root \uD842\uDFB7_password=p1 9secret=s2"))
                .isEqualTo(japanese + "password=*** " + "x".repeat(70) + "_token=*** mysql --password=*** -u root "
                        + "\uD842\uDFB7_password=*** 9secret=***");
    }

    /** A YAML list's item is a setting at its line's start: its name's column is its indent. */
    @Test
    void aSettingInAYamlListsItemIsMasked() {
        assertThat(CredentialText.masked("users:\n  - name: bob\n    password: hunter2\n  - password: hunter3\n"
                + "- - token: |\n      s3cret\n- next: x"))
                .isEqualTo("users:\n  - name: bob\n    password: ***\n  - password: ***\n- - token: ***\n- next: x");
    }

    /**
     * An annotation alone is shown only when no line indented deeper follows it: there YAML's value goes on, and
     * {@code str} is its first word.
     */
    @Test
    void anAnnotationFollowedByLinesIndentedDeeperIsAYamlValue() {
        assertThat(CredentialText.masked("password: str\n  hunter2\nuser: bob")).isEqualTo("password: ***\nuser: bob");
        String python = "class C:\n    password: str\n    token: SecretStr | None\n    user: str";
        assertThat(CredentialText.masked(python)).isEqualTo(python);
    }

    /** The cookies curl's -b or --cookie sends are masked as a Cookie header's; a cookie file's name is shown. */
    @Test
    void curlsCookieOptionsValuesAreMasked() {
        assertThat(CredentialText.masked("curl -b 'session=abc123; other=x9' --cookie \"sid=s3\" -bSID=t0k "
                + "--cookie=a=b -b id=42 https://h.example/"))
                .isEqualTo("curl -b 'session=***; other=***' --cookie \"sid=***\" -bSID=*** --cookie=a=*** -b id=*** "
                        + "https://h.example/");
        String shown = "curl -b cookies.txt --cookie jar.txt; git checkout -b feature; sort -b x";
        assertThat(CredentialText.masked(shown)).isEqualTo(shown);
    }

    /**
     * After a scheme no one registered the credentials are masked as after a known one: a word that is the value's
     * last, an auth parameter or no prose; prose after it is shown.
     */
    @Test
    void anUnknownSchemesCredentialsAreMasked() {
        assertThat(CredentialText.masked("Authorization: Custom abc123\nProxy-Authorization: X-Foo tok\n"
                + "{\"Authorization\": \"MyScheme key=\\\"v1\\\", sig=s\"} Authorization: Custom abc123, retry"))
                .isEqualTo("Authorization: Custom ***\nProxy-Authorization: X-Foo ***\n"
                        + "{\"Authorization\": \"MyScheme ***\"} Authorization: Custom ***");
        String prose = "Authorization: failed for bob\nAuthorization: required for this endpoint; Authorization: "
                + "Custom scheme; done";
        assertThat(CredentialText.masked(prose)).isEqualTo(prose);
    }

    /**
     * Full-width joiners, as Chinese and Japanese text write them, join a setting; a name's accents may be combining
     * marks (NFD) and its letters compatibility forms (full-width) or outside the BMP.
     */
    @Test
    void fullWidthJoinersAndDecomposedOrWideLettersInNamesAreRead() {
        assertThat(CredentialText.masked("密码：hunter2 パスワード＝hunter3 pa\u0301ssword=p1 contrasen\u0303a=p2 "
                + "\uFF50\uFF41\uFF53\uFF53\uFF57\uFF4F\uFF52\uFF44=p3 \uD835\uDC29\uD835\uDC1A\uD835\uDC2C"
                + "\uD835\uDC2C\uD835\uDC30\uD835\uDC28\uD835\uDC2B\uD835\uDC1D=p4"))
                .isEqualTo("密码：*** パスワード＝*** pa\u0301ssword=*** contrasen\u0303a=*** "
                        + "\uFF50\uFF41\uFF53\uFF53\uFF57\uFF4F\uFF52\uFF44=*** \uD835\uDC29\uD835\uDC1A"
                        + "\uD835\uDC2C\uD835\uDC2C\uD835\uDC30\uD835\uDC28\uD835\uDC2B\uD835\uDC1D=***");
        String prose = "错误：连接超时 長さ＝12";
        assertThat(CredentialText.masked(prose)).isEqualTo(prose);
    }

    /**
     * A call without arguments is code when its name has no digit; an attribute when its last words spell the
     * secret's word: {@code hunter2()} and {@code abc.xyztoken} are secrets.
     */
    @Test
    void aCallOfANameWithADigitOrAnAttributeEndingInASecretsWordMidWordIsMasked() {
        assertThat(CredentialText.masked("password=hunter2() token=abc.xyztoken password=cfg.dbpassword"))
                .isEqualTo("password=*** token=*** password=***");
        String code = "password=getpass() token=self.accessToken api_key=cfg.OPENAI_API_KEY password=db.db_password "
                + "api_key=api_key";
        assertThat(CredentialText.masked(code)).isEqualTo(code);
    }

    /** An attribute's long camelCase name is read once for the secret's word it ends in, not once per letter. */
    @Test
    void aLongCamelCaseAttributeIsReadInLinearTime() {
        String attribute = "x." + "aB".repeat(1_000_000) + "Password";
        String shown = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> CredentialText.masked("password=" + attribute + " token=" + attribute));
        assertThat(shown).endsWith(" token=***");
        assertThat(CredentialText.masked("password=x.dbPassword")).isEqualTo("password=x.dbPassword");
    }

    /** A prompt for a secret names where it comes from: the call and its prompt are shown. */
    @Test
    void aPromptForASecretIsShown() {
        String code = "password = input(\"Password: \")\ntoken = getpass.getpass(prompt='Token: ').strip\n"
                + "    secret: str = click.prompt(\"Secret\", hide_input=True)\napi_key=getpass(\"Key? \"), x";
        assertThat(CredentialText.masked(code)).isEqualTo(code);
        assertThat(CredentialText.masked("password = input2(\"hunter2\") token=prompt(\"unclosed"))
                .isEqualTo("password = *** token=***");
    }

    /**
     * A call named like a prompt whose arguments pass a secret on is no prompt to show whole: an LLM's
     * {@code prompt(…, api_key="…")} was shown with its key.
     */
    @Test
    void aPromptsSecretArgumentsAreMasked() {
        assertThat(CredentialText.masked("answer = llm.prompt(\"Hi\", api_key=\"abc123secret\")\n"
                + "ok = getpass(token=abc123) x = prompt(password=\"hunter2\")"))
                .doesNotContain("abc123secret").doesNotContain("abc123").doesNotContain("hunter2");
        String prompts = "password = prompt(\"Password\", hide_input=True, confirmation_prompt=True) "
                + "name = prompt(\"Name\", default=\"bob\")";
        assertThat(CredentialText.masked(prompts)).isEqualTo(prompts);
    }

    /** A Portuguese word that ends in "senha" (password) but is none, review or draws, names no secret. */
    @Test
    void wordsEndingInSenhaThatAreNoPasswordAreShown() {
        String shown = "resenha=boa desenha=sim";
        assertThat(CredentialText.masked(shown)).isEqualTo(shown);
        assertThat(CredentialText.masked("senha=s3 minha_senha=s4")).isEqualTo("senha=*** minha_senha=***");
    }

    /**
     * A quote or a bracket that closes one the value opened is the value's, masked with it; one that closes the
     * text's quoting or bracketing it is shown.
     */
    @Test
    void aClosingQuoteOrBracketTheValueOpenedIsMasked() {
        assertThat(CredentialText.masked("Authorization: Digest username=\"u\", response=\"6629fae4\"\n"
                + "(password=Summer(2024)). 'token=a\"b\"' Cookie: id=x(1)"))
                .isEqualTo("Authorization: Digest ***\n(password=***). 'token=***' Cookie: id=***");
    }

    @Test
    void textWithoutCredentialsIsShownAsItIs() {
        String text = "server error, HTTP 500: code=42 at line 3; see https://status.example/incidents?id=7&page=2"
                + " or mailto:ops@example.com, user@host: v1.2.3; model.v2.ckpt in module.sub.func (http://[::1]:8080/v1,"
                + " https://h.example:8443/runs?page=2&sort=asc#top) a.b.c.https://x.example/ gpt-4.1-mini";
        assertThat(CredentialText.masked(text)).isEqualTo(text);
        assertThat(CredentialText.masked(null)).isNull();
    }
    /** A YAML plain scalar or a header's value runs to its line's end: every word of it is the secret. */
    @Test
    void aPlainValueOfSeveralWordsAtALinesStartIsMaskedWhole() {
        assertThat(CredentialText.masked("password: correct horse battery staple\n- token: a b c  # rotated\n"
                + "X-Api-Key: k1 k2.\nuser: bob smith"))
                .isEqualTo("password: ***\n- token: ***  # rotated\nX-Api-Key: ***.\nuser: bob smith");
    }

    @Test
    void aPassphraseIsASecretsName() {
        assertThat(CredentialText.masked("passphrase=x7Yy\nGPG_PASSPHRASE: s3\nkey_passphrase: \"a b\""))
                .isEqualTo("passphrase=***\nGPG_PASSPHRASE: ***\nkey_passphrase: \"***\"");
    }

    /** Go's {@code :=}, and Perl's, PHP's and Ruby's {@code =>}, join a name to its value as {@code =} does. */
    @Test
    void aValueAfterAnAssignmentOrAHashArrowIsMasked() {
        assertThat(CredentialText.masked("password := \"hunter2\"; token:=abc9 {'password' => 'x', "
                + "\"api_key\"=>\"k\", secret => s3}"))
                .isEqualTo("password := \"***\"; token:=*** {'password' => '***', \"api_key\"=>\"***\", secret => ***}");
        String code = "a <=> b; password == x; password >= 3; tokens.map(token => token.trim()); user => 'bob'";
        assertThat(CredentialText.masked(code)).isEqualTo(code);
    }

    /** A long option named as a secret takes the word after it, also in an argument list a program prints. */
    @Test
    void aSecretOptionsValueAfterABlankIsMasked() {
        assertThat(CredentialText.masked("mysql --password hunter2 db; tool --api-key 'a b' --TOKEN\tt0k"))
                .isEqualTo("mysql --password *** db; tool --api-key '***' --TOKEN\t***");
        assertThat(CredentialText.masked("Command '['mysql', '--password', 'hunter2', 'db']' returned non-zero exit "
                + "status 1. [\"--db-password\",\"p\"]"))
                .isEqualTo("Command '['mysql', '--password', '***', 'db']' returned non-zero exit status 1. "
                        + "[\"--db-password\",\"***\"]");
        String shown = "pg_dump --no-password mydb --token --verbose --password-stdin x -p 5432 mysql -phunter2";
        assertThat(CredentialText.masked(shown)).isEqualTo(shown);
        assertThat(CredentialText.masked("--password = s3cret")).isEqualTo("--password = ***");
    }

    /** An XML or HTML element named as a secret has its text masked, also in CDATA; a placeholder is shown. */
    @Test
    void anElementNamedAsASecretHasItsTextMasked() {
        assertThat(CredentialText.masked("<user><password>hunter2</password><db:Token type=\"x\"> s3 cr3t </db:Token>"
                + "<secret><![CDATA[a<b]]></secret><api-key/></user>"))
                .isEqualTo("<user><password>***</password><db:Token type=\"x\"> *** </db:Token>"
                        + "<secret><![CDATA[***]]></secret><api-key/></user>");
        String shown = "Token <token> is invalid; <name>bob</name> <passwords><x>a</x></passwords> <token></token>";
        assertThat(CredentialText.masked(shown)).isEqualTo(shown);
    }

    /** A text that ends inside a secret's start tag, after an element closed, is shown (it threw out of bounds). */
    @Test
    void aTextEndingInASecretsStartTagIsShown() {
        for (String shown : List.of("</a><password", "#-</&&|<secret", "</b> log cut at <db:api-key")) {
            assertThat(CredentialText.masked(shown)).isEqualTo(shown);
        }
    }

    /** An option given {@code =} and nothing after it at the text's end has no value: shown (it threw out of bounds). */
    @Test
    void anOptionsEmptyValueAtTheTextsEndIsShown() {
        for (String shown : List.of("curl -b=", "curl\t--cookie=", "curl -u=", "mysql --user=")) {
            assertThat(CredentialText.masked(shown)).isEqualTo(shown);
        }
    }

    /** The default of a prompt for a secret is the secret when the user types nothing: masked. */
    @Test
    void aSecretPromptsDefaultIsMasked() {
        assertThat(CredentialText.masked("password = prompt(\"Password\", default=\"hunter2\")\n"
                + "pw = getpass(\"Password: \", default='hunter2')\ntoken = prompt(\"Value\", \"t0k\")\n"
                + "x = click.prompt(\"Value\", default = \"v\", hide_input=True) "
                + "prompt(\"Enter your API token\", \"k\")"))
                .isEqualTo("password = prompt(\"Password\", default=\"***\")\n"
                        + "pw = getpass(\"Password: \", default='***')\ntoken = prompt(\"Value\", \"***\")\n"
                        + "x = click.prompt(\"Value\", default = \"***\", hide_input=True) "
                        + "prompt(\"Enter your API token\", \"***\")");
        String shown = "user = prompt(\"User\", default=\"bob\") password = input(\"Password: \") "
                + "password = prompt(\"Password\", x + \"b\")";
        assertThat(CredentialText.masked(shown)).isEqualTo(shown);
    }

    /** An empty default holds no secret: shown as it is, not as a masked one the user would look for. */
    @Test
    void aSecretPromptsEmptyDefaultIsShown() {
        String shown = "password = prompt(\"Password\", default=\"\") getpass(\"Token: \", '')";
        assertThat(CredentialText.masked(shown)).isEqualTo(shown);
    }

    /** {@code -b} is curl's cookie only in a curl command: grep's, git's or sort's is shown. */
    @Test
    void aBOptionOfAnotherCommandIsShown() {
        assertThat(CredentialText.masked("curl -b 'a=1; b=2' 'https://h/?x=1&y=2' -bSID=s | grep -b foo=bar\n"
                + "git checkout -b feature=x; /usr/bin/curl -b id=7"))
                .isEqualTo("curl -b 'a=***; b=***' 'https://h/?x=1&y=2' -bSID=*** | grep -b foo=bar\n"
                        + "git checkout -b feature=x; /usr/bin/curl -b id=***");
    }

    /**
     * A curl command quoted whole (a JSON log's field, {@code sh -c "…"}), run as {@code curl.exe} or {@code CURL}, or
     * continued on the next line after {@code \\}, {@code `} or {@code ^} still sends its {@code -b} cookies.
     */
    @Test
    void aBOptionOfAQuotedOrContinuedCurlCommandIsMasked() {
        assertThat(CredentialText.masked("{\"command\": \"curl -b sid=abc https://h/\"} sh -c 'curl -b id=7 x'\n"
                + "curl.exe -b a=1 x; CURL -b b=2 x\ncurl https://h/ \\\n  -b c=3 \\\r\n  -b d=4 `\n  -b e=5 ^\n  -b f=6"))
                .isEqualTo("{\"command\": \"curl -b sid=*** https://h/\"} sh -c 'curl -b id=*** x'\n"
                        + "curl.exe -b a=*** x; CURL -b b=*** x\ncurl https://h/ \\\n  -b c=*** \\\r\n  -b d=*** `\n"
                        + "  -b e=*** ^\n  -b f=***");
        String shown = "curl https://h/\ngrep -b foo=bar f";
        assertThat(CredentialText.masked(shown)).isEqualTo(shown);
    }

    /** Prose in lower case after an Authorization header's name is an error's words, shown; a scheme's are not. */
    @Test
    void lowerCaseProseAfterAnAuthorizationHeaderIsShown() {
        String shown = "error: Authorization: invalid credentials; Authorization: missing token.";
        assertThat(CredentialText.masked(shown)).isEqualTo(shown);
        assertThat(CredentialText.masked("Authorization: Custom abc\nAuthorization: invalid abc123"))
                .isEqualTo("Authorization: Custom ***\nAuthorization: invalid ***");
    }

    /** Words joined by dashes are a scheme's or a credential's shape, not an error's: masked in lower case too. */
    @Test
    void dashedWordsAfterALowerCaseSchemeAreMasked() {
        assertThat(CredentialText.masked("authorization: x-foo tok\nauthorization: custom my-secret-key"))
                .isEqualTo("authorization: x-foo ***\nauthorization: custom ***");
    }
}
