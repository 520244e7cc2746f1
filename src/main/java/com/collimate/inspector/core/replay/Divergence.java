package com.collimate.inspector.core.replay;

import com.collimate.inspector.core.diff.FirstDivergence;

import java.util.Objects;
import java.util.Optional;

/**
 * Where a replay first differs from its original: the first differing stream in the order stdout, stderr,
 * exit_code, and for a text stream the first differing position ({@code null} for exit_code).
 */
public record Divergence(OutputStream stream, FirstDivergence position) {

    public Divergence {
        Objects.requireNonNull(stream, "stream");
    }

    /**
     * Compares two results. An absent stdout or stderr counts as empty (logs often omit empty streams);
     * exit codes compare exactly, absent included.
     */
    public static Optional<Divergence> between(String stdout, String stderr, Integer exitCode,
                                               String otherStdout, String otherStderr, Integer otherExitCode) {
        Optional<FirstDivergence> out = FirstDivergence.of(orEmpty(stdout), orEmpty(otherStdout));
        if (out.isPresent()) {
            return Optional.of(new Divergence(OutputStream.STDOUT, out.get()));
        }
        Optional<FirstDivergence> err = FirstDivergence.of(orEmpty(stderr), orEmpty(otherStderr));
        if (err.isPresent()) {
            return Optional.of(new Divergence(OutputStream.STDERR, err.get()));
        }
        if (!Objects.equals(exitCode, otherExitCode)) {
            return Optional.of(new Divergence(OutputStream.EXIT_CODE, null));
        }
        return Optional.empty();
    }

    /** "stdout at line 3, column 7" or "exit_code". */
    public String describe() {
        return position == null ? stream.label()
                : stream.label() + " at line " + position.line() + ", column " + position.column();
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
