package com.collimate.inspector.core.log;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Joins a logged {@code command} array into one line of POSIX shell that a shell splits back into exactly that
 * argv (the way Python's {@code shlex.join} does). A word made only of characters no shell treats specially stays
 * bare, for readability; any other word is single-quoted, an embedded single quote written as {@code '\''}, and an
 * empty word as {@code ''}. Inside single quotes nothing is special to a POSIX shell (not {@code $}, a backslash,
 * a backquote, a newline or a non-ASCII letter), so the shell hands the program each element byte for byte.
 * <p>
 * Two cases that a bare word would get wrong in the first position are quoted too: a word with {@code =} (the
 * shell would take {@code A=b} for a variable assignment) and a reserved word such as {@code if} or {@code time}.
 * A NUL character cannot be passed in an argument at all; it is kept and the shell drops it, as for any argv.
 */
public final class ShellWords {
    private static final Pattern BARE = Pattern.compile("[A-Za-z0-9_@%+=:,./-]+");
    private static final Set<String> RESERVED = Set.of("!", "case", "coproc", "do", "done", "elif", "else", "esac",
            "fi", "for", "function", "if", "in", "select", "then", "time", "until", "while", "{", "}", "[[", "]]");

    private ShellWords() {
    }

    /** The argv as one shell command line; the empty string for an empty list. */
    public static String join(List<String> argv) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < argv.size(); i++) {
            if (i > 0) {
                line.append(' ');
            }
            line.append(quote(argv.get(i), i == 0));
        }
        return line.toString();
    }

    /** One word, quoted when a shell would otherwise change it; {@code first} for the command's name. */
    static String quote(String word, boolean first) {
        boolean bare = BARE.matcher(word).matches()
                && !(first && (word.indexOf('=') >= 0 || RESERVED.contains(word)));
        if (bare) {
            return word;
        }
        return singleQuoted(word);
    }

    /** {@code text} as one shell word in single quotes, whatever it holds: {@code a'b} becomes {@code 'a'\''b'}. */
    public static String singleQuoted(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
