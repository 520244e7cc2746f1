package com.collimate.inspector.core.api;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether the unquoted value of a setting named as a secret is code that names where a secret comes from, not the
 * secret: a call or an index of names or an environment variable's name ({@code token = get_token()},
 * {@code api_key = os.environ["API_KEY"]}, not {@code SecretStr("abc")}), an attribute named as a secret
 * ({@code password=args.password}), an attribute set from its own name ({@code self.token = token}) or a keyword
 * argument passed on under it ({@code api_key=api_key}), or no value ({@code secret = None}, {@code null},
 * {@code nil}). A bare word is a secret however it reads ({@code password=hunter2}, {@code PASSWORD=password}).
 */
final class CodeValues {
    /** A name, dotted or not, as code writes it. */
    private static final Pattern DOTTED_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*");
    /** A call's or an index's brackets around names, numbers or an environment variable's quoted name. */
    private static final Pattern ARGUMENTS = Pattern.compile(
            "\\((?:[A-Za-z0-9_.,]|(['\"])[A-Z][A-Z0-9_]*\\1)*\\)|\\[(?:[A-Za-z0-9_.,]|(['\"])[A-Z][A-Z0-9_]*\\2)*]");

    private CodeValues() {
    }

    /**
     * Whether {@code value}, the unquoted value of the setting {@code name} with the punctuation after it, is code
     * rather than a secret.
     */
    static boolean isCode(String name, String value) {
        Matcher dotted = DOTTED_NAME.matcher(value);
        if (!dotted.lookingAt()) {
            return false;
        }
        int end = dotted.end();
        if (end < value.length() && (value.charAt(end) == '(' || value.charAt(end) == '[')) {
            return ARGUMENTS.matcher(value).region(end, value.length()).lookingAt();
        }
        String code = value.substring(0, end);
        if (NamedSecrets.sentenceEndsStart(value, end, value.length()) != end) {
            return false;
        }
        int lastDot = code.lastIndexOf('.');
        boolean attributeNamedAsASecret = lastDot >= 0 && NamedSecrets.namesASecret(code.substring(lastDot + 1));
        boolean ownName = code.equals(name.substring(name.lastIndexOf('.') + 1))
                && (name.indexOf('.') >= 0 || code.indexOf('_') >= 0);
        return attributeNamedAsASecret || ownName || code.equals("None") || code.equals("null") || code.equals("nil");
    }
}
