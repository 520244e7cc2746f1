package com.collimate.inspector.core.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether the unquoted value of a setting named as a secret is code that names where a secret comes from, not the
 * secret: a call or an index of names or an environment variable's name, and calls, indexes and attributes after it,
 * as the whole value of a name that reads as code ({@code token = get_token()}, {@code api_key =
 * os.environ["API_KEY"]}, {@code getpass()}; not {@code SecretStr("abc")}, {@code Summer(2024)} or
 * {@code Hello(World)2024!}), an attribute naming the setting's kind of secret as code names it
 * ({@code password=args.password}, {@code api_key=settings.OPENAI_API_KEY}; not {@code password=Company.Password},
 * {@code password=my.secret} or {@code password=hunter2.password}), an attribute set from its own name
 * ({@code self.token = token}) or a keyword argument passed on under it ({@code api_key=api_key}), or no value
 * ({@code secret = None}, {@code null}, {@code nil}). A bare word is a secret however it reads
 * ({@code password=hunter2}, {@code PASSWORD=password}).
 */
final class CodeValues {
    /**
     * A call's brackets around names and numbers or an environment variable's quoted name, or an index's around names
     * and numbers or a quoted key ({@code ["access_token"]}). No group repeats: a long value does not recurse in it.
     */
    private static final Pattern ARGUMENTS = Pattern.compile("\\((?:[A-Za-z0-9_.,]*+|(['\"])[A-Z][A-Z0-9_]*+\\1)\\)"
            + "|\\[(?:[A-Za-z0-9_.,]*+|(['\"])[A-Za-z_][A-Za-z0-9_]*+\\2)]");
    /** An attribute's name as code writes it: snake_case, UPPER_CASE or camelCase. */
    private static final Pattern CODE_CASED = Pattern.compile("[a-z_][a-z0-9_]*|[A-Z_][A-Z0-9_]*|[a-z][A-Za-z0-9]*");
    /** The objects before an attribute without a digit: {@code args}, {@code os.environ}; not {@code hunter2}. */
    private static final Pattern OBJECTS = Pattern.compile("[A-Za-z_.]+");

    /** The functions that ask the user for a secret: {@code input("Password: ")} names where it comes from. */
    private static final Set<String> PROMPTS = Set.of("input", "raw_input", "getpass", "prompt", "askpass");
    /** The most a prompt's call spans: a long line of unclosed calls is not read to its end for each. */
    private static final int LONGEST_PROMPT = 256;

    private CodeValues() {
    }

    /** A call that asks the user for a secret: its end, and its default values as literals ({@link #prompt}). */
    record Prompt(int end, List<NamedSecrets.Value> defaults) {
    }

    /** The end of the prompt's call at {@code start} ({@link #prompt}); -1 for none. */
    static int promptEnd(String text, int start) {
        Prompt prompt = prompt(text, start);
        return prompt == null ? -1 : prompt.end();
    }

    /**
     * The call at {@code start} of a function that asks the user for a secret ({@link #PROMPTS}, also as an
     * attribute: {@code getpass.getpass(…)}, {@code click.prompt(…)}), its arguments anything up to its closing
     * bracket on its line, quoted ones skipped, then a blank, the text's end or punctuation; null when none is there
     * or when it passes a secret on ({@link #passesASecretOn}). Its defaults are the quoted literals it is given as
     * a {@code default} keyword argument or as its second argument ({@code prompt("Password", "hunter2")}, as
     * JavaScript's {@code prompt} and click's take it): what the user does not type in is the secret.
     */
    static Prompt prompt(String text, int start) {
        int nameEnd = dottedNameEnd(text, start);
        if (nameEnd < 0 || nameEnd == text.length() || text.charAt(nameEnd) != '(') {
            return null;
        }
        int functionStart = nameEnd;
        while (functionStart > start && text.charAt(functionStart - 1) != '.') {
            functionStart--; // not lastIndexOf: it would read a long text back to its start for each call
        }
        String function = text.substring(functionStart, nameEnd);
        if (!PROMPTS.contains(function)) {
            return null;
        }
        int last = Math.min(text.length(), start + LONGEST_PROMPT);
        int depth = 0;
        int argument = 0; // of the call's own arguments, counted at its commas
        boolean literalFollows = false; // a default's literal may start here: after "default=" or the first comma
        List<NamedSecrets.Value> defaults = new ArrayList<>();
        for (int at = nameEnd; at < last; at++) {
            char c = text.charAt(at);
            if (c == '"' || c == '\'') {
                int open = at;
                at = closingQuote(text, at, last);
                if (at > open + 1 && literalFollows) { // an empty default holds no secret
                    defaults.add(new NamedSecrets.Value(open, at + 1));
                }
            } else if (c == '(') {
                depth++;
            } else if (c == ',' && depth == 1) {
                argument++;
            } else if (c == '=' && passesASecretOn(text, nameEnd, at)) {
                return null;
            } else if (c == ')' && --depth == 0) {
                int after = at + 1;
                boolean ends = after == text.length() || Character.isWhitespace(text.charAt(after))
                        || ".,;)]}".indexOf(text.charAt(after)) >= 0;
                return ends ? new Prompt(after, defaults) : null;
            }
            if (at < 0 || c == '\n' || c == '\r') {
                return null;
            }
            literalFollows = c == '=' ? depth == 1 && keywordBefore(text, nameEnd, at).equals("default")
                    : c == ',' ? depth == 1 && argument == 1 : literalFollows && Character.isWhitespace(c);
        }
        return null;
    }

    /**
     * Whether the {@code =} at {@code at} after a prompt's opening bracket at {@code open} passes a secret on, as a
     * keyword argument named as one: {@code llm.prompt("Hi", api_key="…")} asks the user for nothing.
     */
    private static boolean passesASecretOn(String text, int open, int at) {
        String name = keywordBefore(text, open, at);
        boolean keyword = !name.isEmpty() && (at + 1 == text.length() || text.charAt(at + 1) != '=');
        return keyword && NamedSecrets.secretsWord(name) != null;
    }

    /** The name before the {@code =} at {@code at}, after a call's opening bracket at {@code open}, and blanks. */
    private static String keywordBefore(String text, int open, int at) {
        int nameEnd = at;
        while (nameEnd > open && (text.charAt(nameEnd - 1) == ' ' || text.charAt(nameEnd - 1) == '\t')) {
            nameEnd--;
        }
        int nameStart = nameEnd;
        while (nameStart > open && (isIdentifierStart(text.charAt(nameStart - 1))
                || text.charAt(nameStart - 1) >= '0' && text.charAt(nameStart - 1) <= '9')) {
            nameStart--;
        }
        return text.substring(nameStart, nameEnd);
    }

    /** Where the quote opened at {@code open} closes on its line before {@code last}, past escapes; -1 for nowhere. */
    private static int closingQuote(String text, int open, int last) {
        for (int at = open + 1; at < last; at++) {
            char c = text.charAt(at);
            if (c == text.charAt(open)) {
                return at;
            }
            if (c == '\n' || c == '\r') {
                return -1;
            }
            at += c == '\\' ? 1 : 0;
        }
        return -1;
    }

    /**
     * Whether {@code value}, the unquoted value of the setting {@code name} with the punctuation after it, is code
     * rather than a secret.
     */
    static boolean isCode(String name, String value) {
        int end = dottedNameEnd(value, 0);
        if (end < 0) {
            return false;
        }
        String code = value.substring(0, end);
        if (end < value.length() && (value.charAt(end) == '(' || value.charAt(end) == '[')) {
            boolean readsAsCode = code.indexOf('.') >= 0 || code.indexOf('_') >= 0
                    || value.startsWith("()", end) && !hasDigit(code);
            int accessesEnd = accessesEnd(value, end);
            return readsAsCode && accessesEnd > end
                    && NamedSecrets.sentenceEndsStart(value, accessesEnd, value.length()) == accessesEnd;
        }
        if (NamedSecrets.sentenceEndsStart(value, end, value.length()) != end) {
            return false;
        }
        int lastDot = code.lastIndexOf('.');
        boolean attributeNamedAsASecret = lastDot >= 0
                && namesTheSecretOf(name, code.substring(0, lastDot), code.substring(lastDot + 1));
        boolean ownName = code.equals(name.substring(name.lastIndexOf('.') + 1))
                && (name.indexOf('.') >= 0 || code.indexOf('_') >= 0);
        return attributeNamedAsASecret || ownName || code.equals("None") || code.equals("null") || code.equals("nil");
    }

    /**
     * Whether {@code attribute} of {@code objects} is code naming the same kind of secret as the setting's name: its
     * last words spell the secret's word ({@code db_password}, {@code dbPassword}, {@code OPENAI_API_KEY}; not
     * {@code xyztoken}).
     */
    private static boolean namesTheSecretOf(String name, String objects, String attribute) {
        String word = NamedSecrets.secretsWord(attribute);
        return word != null && word.equals(NamedSecrets.secretsWord(name)) && CODE_CASED.matcher(attribute).matches()
                && OBJECTS.matcher(objects).matches() && lastWordsSpell(attribute, word);
    }

    /**
     * Whether the words {@code name} ends in, split where a {@code _} or a capital after a small letter or digit
     * starts one, spell {@code word} without case and {@code _}.
     */
    private static boolean lastWordsSpell(String name, String word) {
        int spelt = 0; // the letters of word's end the name's end spells, read backwards: a long name is read once
        for (int start = name.length() - 1; start >= 0 && spelt < word.length(); start--) {
            char c = name.charAt(start);
            if (c == '_') {
                continue;
            }
            if (Character.toLowerCase(c) != word.charAt(word.length() - 1 - spelt)) {
                return false;
            }
            spelt++;
            boolean wordStarts = start == 0 || name.charAt(start - 1) == '_'
                    || Character.isUpperCase(c) && !Character.isUpperCase(name.charAt(start - 1));
            if (spelt == word.length() && wordStarts) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasDigit(String code) {
        for (int at = 0; at < code.length(); at++) {
            if (code.charAt(at) >= '0' && code.charAt(at) <= '9') {
                return true;
            }
        }
        return false;
    }

    /** The end of the name, dotted or not, as code writes it, that starts at {@code start}; -1 for none. */
    private static int dottedNameEnd(String value, int start) {
        int end = identifierEnd(value, start);
        for (int next = end; next >= 0 && next < value.length() && value.charAt(next) == '.'; ) {
            next = identifierEnd(value, next + 1);
            end = Math.max(end, next);
        }
        return end;
    }

    /**
     * The end of the calls, indexes ({@link #ARGUMENTS}) and attributes one after another from {@code at}:
     * {@code ()["a"].b()}.
     */
    private static int accessesEnd(String value, int at) {
        Matcher arguments = ARGUMENTS.matcher(value);
        int end = at;
        while (end < value.length()) {
            if (arguments.region(end, value.length()).lookingAt()) {
                end = arguments.end();
            } else if (value.charAt(end) == '.' && identifierEnd(value, end + 1) >= 0) {
                end = identifierEnd(value, end + 1);
            } else {
                break;
            }
        }
        return end;
    }

    /** The end of the identifier at {@code at}: a letter or {@code _}, then letters, digits and {@code _}; -1. */
    private static int identifierEnd(String value, int at) {
        if (at >= value.length() || !isIdentifierStart(value.charAt(at))) {
            return -1;
        }
        int end = at + 1;
        while (end < value.length() && (isIdentifierStart(value.charAt(end)) || value.charAt(end) >= '0'
                && value.charAt(end) <= '9')) {
            end++;
        }
        return end;
    }

    private static boolean isIdentifierStart(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '_';
    }
}
