package com.collimate.inspector.cli;

import com.collimate.inspector.core.log.RolloutLogs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Refuses a pipe named twice among a command's files ({@code summary - -}, {@code diff /dev/stdin -}): its bytes
 * can be read only once, so the second read would find it empty (a log of no runs) or, read at the same time, get
 * half of them. Reading it once and using it twice would hide what is most likely a slip (another file was meant),
 * and keep a copy of the whole stream; a usage error says so before anything is read.
 */
final class PipesNamedTwice {
    private PipesNamedTwice() {
    }

    /**
     * Why the files cannot be read, when two of them are the same pipe.
     *
     * @param names as the user gave them, to be shown; {@code paths} the files they name, in the same order
     */
    static Optional<String> refusal(List<String> names, List<Path> paths) {
        for (int i = 0; i < paths.size(); i++) {
            if (!isPipe(paths.get(i))) {
                continue;
            }
            for (int j = i + 1; j < paths.size(); j++) {
                if (sameFile(paths.get(i), paths.get(j))) {
                    return Optional.of(describe(names.get(i), names.get(j)));
                }
            }
        }
        return Optional.empty();
    }

    private static String describe(String first, String second) {
        String what = first.equals(second) ? shown(first) + " is named twice"
                : shown(first) + " and " + shown(second) + " are the same pipe";
        return what + ": a pipe can be read only once; name it once, or save it to a file and name the file";
    }

    private static String shown(String name) {
        return name.equals("-") ? "'-' (standard input)" : "'" + FileNameArgument.shown(name) + "'";
    }

    private static boolean isPipe(Path path) {
        return !Files.isRegularFile(path) && RolloutLogs.readsAsAStream(path);
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException unknown) {
            return false; // opening it says why
        }
    }
}
