package com.collimate.inspector.cli;

import com.collimate.inspector.core.replay.journal.JournalLocation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Refuses a file to read that is also standard output ({@code summary LOG >> LOG}, {@code diff A B > A}), as GNU
 * cat does ("input file is output file"): {@code >} emptied it before the command started, so it would read as an
 * empty log with no word of why, and {@code >>} would write the results into it, a log with lines that are no runs
 * from then on. Said before anything is read, and never on standard output, that file.
 */
final class OutputIsInput {
    /** Standard output as a file: on Linux and macOS it names what fd 1 is open on. */
    static final Path STDOUT = Path.of("/dev/fd/1");

    private OutputIsInput() {
    }

    /**
     * Why the files cannot be read, when one of them is {@code stdout}.
     *
     * @param names as the user gave them, to be shown; {@code paths} the files they name, in the same order
     */
    static Optional<String> refusal(List<String> names, List<Path> paths, Path stdout) {
        if (!Files.isRegularFile(stdout)) {
            return Optional.empty();
        }
        for (int i = 0; i < paths.size(); i++) {
            if (Files.isRegularFile(paths.get(i)) && sameFile(stdout, paths.get(i))) {
                return Optional.of(describe("'" + FileNameArgument.shown(names.get(i)) + "', a file to read"));
            }
        }
        return Optional.empty();
    }

    /**
     * Why {@code stdout} cannot be written, when it is {@code log} or the log's replay journal (next to the log or in
     * the data folder), which {@code check} and {@code diff --log} read too.
     */
    static Optional<String> logRefusal(Path log, Supplier<Path> dataFolder, Path stdout) {
        if (!Files.isRegularFile(stdout)) {
            return Optional.empty();
        }
        return JournalLocation.clash(stdout, log, dataFolder.get()).map(OutputIsInput::describe);
    }

    /** "standard output is WHAT: …", for a file that must not be written ("the log's replay journal"). */
    static String describe(String what) {
        return "standard output is " + what + ": a '>' redirect emptied it before the command started, and '>>' would"
                + " write the output into it; send the output to another file";
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException unknown) {
            return false; // opening it says why
        }
    }
}
