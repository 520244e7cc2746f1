package com.collimate.inspector.ui.detail;

import com.collimate.inspector.core.text.TerminalText;
import org.fxmisc.richtext.model.StyleSpansBuilder;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Syntax colouring for the Code tab: Python and shell, chosen from the run's template. Pure and thread-safe;
 * callers run it off the FX thread. Style classes: {@code keyword}, {@code string}, {@code comment},
 * {@code number}, {@code variable}, {@code builtin}.
 */
public final class CodeHighlighter {
    public enum Language { PYTHON, SHELL, PLAIN }

    private static final String PYTHON_KEYWORDS = String.join("|", "False", "None", "True", "and", "as", "assert",
            "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for",
            "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise",
            "return", "try", "while", "with", "yield", "match", "case");
    private static final String PYTHON_BUILTINS = String.join("|", "print", "len", "range", "open", "int", "str",
            "float", "list", "dict", "set", "tuple", "enumerate", "zip", "sorted", "sum", "min", "max", "abs", "self");
    private static final String SHELL_KEYWORDS = String.join("|", "if", "then", "else", "elif", "fi", "for", "in",
            "do", "done", "while", "until", "case", "esac", "function", "return", "exit", "export", "local",
            "set", "unset", "echo", "printf", "cd", "source", "shift", "readonly", "trap", "eval", "exec");

    private static final Pattern PYTHON = Pattern.compile(
            "(?<comment>#[^\\n]*+)"
                    + "|(?<string>[rRbBuUfF]{0,2}(?:\"\"\"[\\s\\S]*?(?:\"\"\"|\\z)|'''[\\s\\S]*?(?:'''|\\z)"
                    + "|\"(?:[^\"\\\\\\n]|\\\\.)*+\"?|'(?:[^'\\\\\\n]|\\\\.)*+'?))"
                    + "|(?<keyword>\\b(?:" + PYTHON_KEYWORDS + ")\\b)"
                    + "|(?<builtin>\\b(?:" + PYTHON_BUILTINS + ")\\b)"
                    + "|(?<number>\\b(?:0[xXoObB][0-9a-fA-F_]+|\\d[\\d_]*(?:\\.\\d*)?(?:[eE][+-]?\\d+)?j?)\\b)");
    private static final Pattern SHELL = Pattern.compile(
            "(?<comment>(?<![^\\s;|&(])#[^\\n]*+)"
                    + "|(?<string>\"(?:[^\"\\\\]|\\\\.)*+\"?|'[^']*+'?)"
                    + "|(?<variable>\\$(?:\\{[^}\\n]*+}?|[A-Za-z_][A-Za-z0-9_]*+|[0-9#?@*$!-]))"
                    + "|(?<keyword>(?<![\\w.-])(?:" + SHELL_KEYWORDS + ")(?![\\w.-]))"
                    + "|(?<number>\\b\\d+\\b)");
    private static final List<String> PYTHON_GROUPS = List.of("comment", "string", "keyword", "builtin", "number");
    private static final List<String> SHELL_GROUPS = List.of("comment", "string", "variable", "keyword", "number");

    private CodeHighlighter() {
    }

    /** Python for python-ish templates, shell for bash/sh ones, else a guess from a shebang line. */
    public static Language languageOf(String template, String code) {
        String name = template == null ? "" : template.toLowerCase(Locale.ROOT);
        if (name.contains("python") || name.equals("py")) {
            return Language.PYTHON;
        }
        if (name.contains("bash") || name.contains("shell") || name.equals("sh") || name.contains("zsh")) {
            return Language.SHELL;
        }
        String firstLine = code == null ? "" : code.lines().findFirst().orElse("");
        if (firstLine.startsWith("#!")) {
            return firstLine.contains("python") ? Language.PYTHON : Language.SHELL;
        }
        return Language.PLAIN;
    }

    /** {@code text} must already be display-safe (see {@link TerminalText}); its length is preserved. */
    public static StyledText highlight(StyledText text, Language language) {
        if (language == Language.PLAIN) {
            return text;
        }
        boolean python = language == Language.PYTHON;
        Matcher matcher = (python ? PYTHON : SHELL).matcher(text.text());
        List<String> groups = python ? PYTHON_GROUPS : SHELL_GROUPS;
        StyleSpansBuilder<Collection<String>> spans = new StyleSpansBuilder<>();
        int last = 0;
        while (matcher.find()) {
            spans.add(List.of(), matcher.start() - last);
            spans.add(List.of(groupOf(matcher, groups)), matcher.end() - matcher.start());
            last = matcher.end();
        }
        spans.add(List.of(), text.text().length() - last);
        return text.overlay(spans.create());
    }

    private static String groupOf(Matcher matcher, List<String> groups) {
        for (String group : groups) {
            if (matcher.start(group) >= 0) {
                return group;
            }
        }
        throw new IllegalStateException("match without group");
    }
}
