package com.collimate.inspector.core.diff;

import org.eclipse.jgit.diff.Sequence;

/** Pre-hashed lines for the JGit algorithms; equality is decided by the concrete kind of line. */
abstract class LineSequence extends Sequence {
    final int[] hashes;

    LineSequence(int[] hashes) {
        this.hashes = hashes;
    }

    @Override
    public int size() {
        return hashes.length;
    }

    abstract boolean sameLine(int line, LineSequence other, int otherLine);

    /** The raw lines of a text. */
    static final class Raw extends LineSequence {
        private final TextLines lines;

        Raw(TextLines lines) {
            super(lines.hashes());
            this.lines = lines;
        }

        @Override
        boolean sameLine(int line, LineSequence other, int otherLine) {
            return lines.sameLine(line, ((Raw) other).lines, otherLine);
        }
    }

    /** Normalized comparison keys (masked, whitespace-free, numbers set aside for a tolerant comparison). */
    static final class Keys extends LineSequence {
        private final LineKey[] keys;
        private final NumericTolerance tolerance;

        Keys(LineKey[] keys, NumericTolerance tolerance) {
            super(hashesOf(keys));
            this.keys = keys;
            this.tolerance = tolerance;
        }

        private static int[] hashesOf(LineKey[] keys) {
            int[] hashes = new int[keys.length];
            for (int i = 0; i < keys.length; i++) {
                hashes[i] = TextLines.mix(keys[i].skeleton().hashCode());
            }
            return hashes;
        }

        @Override
        boolean sameLine(int line, LineSequence other, int otherLine) {
            return keys[line].sameAs(((Keys) other).keys[otherLine], tolerance);
        }
    }
}
