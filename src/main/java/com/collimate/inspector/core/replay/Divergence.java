package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.diff.FirstDivergence;

import java.util.Objects;
import java.util.Optional;

/**
 * Where a replay first differs from its original: the first differing stream in the order stdout, stderr,
 * exit_code, and for a text stream the first differing position ({@code null} for exit_code); for exit_code the two
 * codes, original first ({@code null} for a text stream).
 */
public record Divergence(OutputStream stream, FirstDivergence position, Long exitCode, Long otherExitCode) {

    public Divergence {
        Objects.requireNonNull(stream, "stream");
    }

    public Divergence(OutputStream stream, FirstDivergence position) {
        this(stream, position, null, null);
    }

    /**
     * Compares an original run with a replay of it. An absent stdout or stderr counts as empty (logs often omit
     * empty streams). Exit codes compare exactly when the original has one; when the log recorded none (absent, or
     * not an integer) there is nothing to compare the replay's exit code with, so it never counts as a difference.
     */
    public static Optional<Divergence> between(String stdout, String stderr, Long exitCode,
                                               String otherStdout, String otherStderr, Long otherExitCode) {
        return compare(stdout, stderr, exitCode, otherStdout, otherStderr, otherExitCode, exitCode != null);
    }

    /**
     * Compares two runs of the log, as {@link #between} does: exit codes compare exactly when both runs have one.
     * Neither side is the reference, so a run without one (absent, or not an integer: how it was logged, not what
     * it did) is a difference from neither, as the original without one is for a replay.
     */
    public static Optional<Divergence> betweenLogged(String stdout, String stderr, Long exitCode,
                                                     String otherStdout, String otherStderr, Long otherExitCode) {
        return compare(stdout, stderr, exitCode, otherStdout, otherStderr, otherExitCode,
                exitCode != null && otherExitCode != null);
    }

    private static Optional<Divergence> compare(String stdout, String stderr, Long exitCode, String otherStdout,
                                                String otherStderr, Long otherExitCode, boolean compareExitCodes) {
        Optional<FirstDivergence> out = FirstDivergence.of(orEmpty(stdout), orEmpty(otherStdout));
        if (out.isPresent()) {
            return Optional.of(new Divergence(OutputStream.STDOUT, out.get()));
        }
        Optional<FirstDivergence> err = FirstDivergence.of(orEmpty(stderr), orEmpty(otherStderr));
        if (err.isPresent()) {
            return Optional.of(new Divergence(OutputStream.STDERR, err.get()));
        }
        if (compareExitCodes && !Objects.equals(exitCode, otherExitCode)) {
            return Optional.of(new Divergence(OutputStream.EXIT_CODE, null, exitCode, otherExitCode));
        }
        return Optional.empty();
    }

    /** "stdout at line 3, column 7" or "exit_code (0 vs 3)". */
    public String describe() {
        return position == null ? stream.label() + " (" + shown(exitCode) + " vs " + shown(otherExitCode) + ")"
                : stream.label() + " at line " + position.line() + ", column " + position.column();
    }

    private static String shown(Long exitCode) {
        return exitCode == null ? "none" : exitCode.toString();
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
