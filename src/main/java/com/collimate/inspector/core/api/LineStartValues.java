package com.collimate.inspector.core.api;

import com.collimate.inspector.core.api.SettingFinder.Setting;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The value of a setting named as a secret whose name starts its line and is joined by a {@code :}: YAML, a header
 * or a Python annotation. YAML goes on with the lines indented deeper ({@code password: |} and its lines), a list
 * after a name without a value ({@code token:} then {@code - abc123}), also after a comment
 * ({@code token: # comment} then {@code - s3cret}: the comment is shown). A Python annotation is no value: the value
 * follows its {@code =} ({@code token: str = "abc"}), also on the lines after an opening bracket, and an annotation
 * without one ({@code token: str}) is shown, unless lines indented deeper follow it: YAML's value goes on there
 * ({@code password: str} then {@code   hunter2}), as Python's never does. A parser's token of punctuation
 * ({@code token: '}'}) is shown when no indented line follows it but another setting ({@code   Token: =>}).
 */
final class LineStartValues {
    /**
     * One to three characters of punctuation, quoted or not: a parser's token ({@code '}'}, {@code =>}); but not a
     * YAML block scalar's header ({@code |}, {@code >-}), whose value follows on the next lines.
     */
    private static final Pattern PUNCTUATION_TOKEN = Pattern.compile("([\"']?)(?![|>])[\\p{Punct}&&[^\"'\\\\]]{1,3}\\1");
    /** A line break, then a setting's name and a {@code :} indented deeper: a parser's dump nests one so. */
    private static final Pattern NESTED_SETTING = Pattern.compile("\\r?\\n[ ]+[\\p{L}_][\\p{L}\\p{Nd}_.-]*:(?:[ \\t]|$)",
            Pattern.MULTILINE);
    /**
     * A Python annotation ({@code str}, {@code Optional[str]}, {@code dict[str, str] | None}: names, brackets, commas
     * and {@code |}), then blanks, {@code =} (not {@code ==}) and blanks. Read possessively: a long line tries it
     * once.
     */
    private static final Pattern ANNOTATION_AND_EQUALS = Pattern.compile(
            "[A-Za-z_][A-Za-z0-9_.\\[\\], |\t]*+(?<=[ \t])=(?!=)[ \t]*");
    /** An annotation alone of the types a secret has: no value ({@code token: str}, {@code key: SecretStr | None}). */
    private static final Pattern SECRETS_TYPE = Pattern.compile(
            "(?:Optional\\[)?(?:str|bytes|SecretStr|SecretBytes)]?(?:[ \\t]*\\|[ \\t]*None)?");

    /** A name in an annotation. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    /** A class's name as Python code writes it ({@code SecretStr}, {@code Token}): no digit, which a password has. */
    private static final Pattern CLASS_NAME = Pattern.compile("[A-Z][A-Za-z]*");
    private static final Set<String> BUILT_IN_TYPES = Set.of("str", "bytes", "int", "float", "bool", "dict", "list",
            "tuple", "set", "frozenset", "object", "typing", "pydantic", "t");

    private LineStartValues() {
    }

    /**
     * Whether {@code annotation} (up to its {@code =}) names types only: built-in ones or classes. {@code password:
     * hunter2 = 5} is a YAML or log value, not an annotation: {@code hunter2} is its value.
     */
    private static boolean namesTypesOnly(String annotation) {
        Matcher name = NAME.matcher(annotation);
        while (name.find()) {
            if (!BUILT_IN_TYPES.contains(name.group()) && !CLASS_NAME.matcher(name.group()).matches()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The value of {@code setting}, named as a secret, at its line's start and joined by a {@code :}, whose value on
     * its line ends at {@code end}; null when it has none.
     */
    static NamedSecrets.Value value(String text, Setting setting, int end) {
        int start = setting.end();
        int lineEnd = start;
        while (!lineEnds(text, lineEnd)) {
            lineEnd++;
        }
        if (SECRETS_TYPE.matcher(text).region(start, lineEnd).matches()
                && indentedLinesEnd(text, setting.start(), lineEnd, false) == lineEnd) {
            return null; // with lines indented deeper after it, "str" starts a YAML value: password: str, hunter2
        }
        Matcher annotation = ANNOTATION_AND_EQUALS.matcher(text).region(start, text.length());
        if (annotation.lookingAt() && annotation.end() < text.length() && !isLineBreak(text.charAt(annotation.end()))
                && namesTypesOnly(text.substring(start, annotation.end()))) {
            NamedSecrets.Value assigned = assignedValue(text, setting.start(), annotation.end());
            String value = text.substring(assigned.start(), assigned.end());
            boolean code = CodeValues.isCode(setting.name(text), value)
                    || CodeValues.promptEnd(text, assigned.start()) >= 0;
            return code ? null : assigned;
        }
        if (isComment(text, setting, end)) {
            int lineBreak = text.indexOf('\n', end);
            int valueEnd = lineBreak < 0 ? -1 : indentedLinesEnd(text, setting.start(), lineBreak, true);
            return valueEnd > lineBreak ? new NamedSecrets.Value(lineBreak + 1, valueEnd) : null;
        }
        int plainEnd = text.charAt(setting.nameEnd()) == ':' ? plainScalarEnd(text, start, end, lineEnd) : end;
        int valueEnd = indentedLinesEnd(text, setting.start(), plainEnd, end == start);
        boolean parsersToken = (valueEnd == plainEnd
                || NESTED_SETTING.matcher(text).region(plainEnd, valueEnd).lookingAt())
                && setting.name(text).toLowerCase(Locale.ROOT).endsWith("token")
                && PUNCTUATION_TOKEN.matcher(text).region(start, plainEnd).matches();
        return parsersToken ? null : new NamedSecrets.Value(start, valueEnd);
    }

    /**
     * The value after an annotation's {@code =} at {@code start}: to a space, or a quote's close, as after any
     * {@code =}; an opening bracket that ends its line, with the lines indented deeper than the name and a line at
     * its indent that closes it ({@code token: str = (}, {@code "abc"}, {@code )}).
     */
    private static NamedSecrets.Value assignedValue(String text, int nameStart, int start) {
        int end = NamedSecrets.valueEnd(text, start);
        char open = text.charAt(start);
        if (end != start + 1 || "([{".indexOf(open) < 0 || !lineEnds(text, end)) {
            return new NamedSecrets.Value(start, end);
        }
        int valueEnd = indentedLinesEnd(text, nameStart, end, false);
        int closing = text.indexOf('\n', valueEnd) + 1 + (nameStart - NamedSecrets.lineStart(text, nameStart));
        char close = ")]}".charAt("([{".indexOf(open));
        boolean closes = closing > valueEnd && closing < text.length() && text.charAt(closing) == close;
        return new NamedSecrets.Value(start, closes ? closing + 1 : valueEnd);
    }

    /**
     * The end of the unquoted value from {@code start}, whose first word ends at {@code end}, on its line ending at
     * {@code lineEnd}: as YAML reads a plain scalar and a header its value, the rest of the line
     * ({@code password: correct horse battery staple}), but a comment after a blank ({@code  # …}) and the blanks
     * before it or before the line's end. A quoted value ends at its closing quote; after a full-width {@code ：},
     * which is no YAML's, at its word's end ({@code 密码：*** パスワード＝***}).
     */
    private static int plainScalarEnd(String text, int start, int end, int lineEnd) {
        if (end == start || text.charAt(start) == '"' || text.charAt(start) == '\'') {
            return end;
        }
        int plainEnd = end;
        for (int at = end; at < lineEnd && !(text.charAt(at) == '#' && isBlank(text.charAt(at - 1))); at++) {
            plainEnd = isBlank(text.charAt(at)) ? plainEnd : at + 1;
        }
        return plainEnd;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    /** A YAML comment as the value on the name's line: a {@code #} after blanks, then a blank or the line's end. */
    private static boolean isComment(String text, Setting setting, int end) {
        int hash = setting.end();
        return hash < end && text.charAt(hash) == '#' && setting.end() - setting.nameEnd() > 1
                && (hash + 1 == end || text.charAt(hash + 1) == ' ' || text.charAt(hash + 1) == '\t');
    }

    /** Whether the line ends at {@code at}: the text's end or a line break. */
    private static boolean lineEnds(String text, int at) {
        return at == text.length() || isLineBreak(text.charAt(at));
    }

    private static boolean isLineBreak(char c) {
        return c == '\n' || c == '\r';
    }

    /**
     * The end of a value of a name starting its line at {@code nameStart}, joined by a {@code :}, that ends at
     * {@code end} on its line: YAML goes on with the lines after it indented deeper than the name (a block scalar
     * after {@code |} or {@code >}, a plain value's continuation, a value on the lines after {@code password:}), as a
     * folded header does; blank lines among them are the value's too. A name without a value on its line
     * ({@code sequenceFollows}) takes the items of a list at its own indent too, as YAML lets a mapping's value be
     * ({@code token:} then {@code - abc123}).
     */
    private static int indentedLinesEnd(String text, int nameStart, int end, boolean sequenceFollows) {
        int indent = nameStart - NamedSecrets.lineStart(text, nameStart);
        int valueEnd = end;
        for (int lineBreak = text.indexOf('\n', end); lineBreak >= 0; ) {
            int content = lineBreak + 1;
            while (content < text.length() && text.charAt(content) == ' ') {
                content++; // YAML indents with spaces: a tab-indented line (a Java stack trace's) ends the value
            }
            int nextBreak = text.indexOf('\n', content);
            int lineEnd = nextBreak < 0 ? text.length() : nextBreak;
            if (!text.substring(content, lineEnd).isBlank()) {
                int lineIndent = content - lineBreak - 1;
                if (lineIndent < indent || lineIndent == indent && !(sequenceFollows && isListItem(text, content))) {
                    break;
                }
                valueEnd = lineEnd > content && text.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
            }
            lineBreak = nextBreak;
        }
        return valueEnd;
    }

    /** A YAML list's item at {@code at}: a {@code -} and a space, or the line's end. */
    private static boolean isListItem(String text, int at) {
        if (text.charAt(at) != '-') {
            return false;
        }
        int next = at + 1;
        return next == text.length() || " \t\r\n".indexOf(text.charAt(next)) >= 0;
    }

}
