package com.collimate.inspector.core.diff;

import com.collimate.inspector.core.util.Cancellation;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Random inputs compared with GNU diff: our unified diff, applied to A by GNU patch, yields B exactly; every line
 * outside our hunks is equal on both sides; and we never report more than 10% more changed lines than GNU diff.
 */
class GnuDiffDifferentialTest {
    private static final Path GNU_DIFF = Path.of("/usr/bin/diff");
    private static final Path GNU_PATCH = Path.of("/usr/bin/patch");

    private final TextDiffer differ = new TextDiffer(DiffOptions.defaults().withMasksEnabled(false));

    @TempDir
    Path dir;

    @BeforeEach
    void needsGnuDiffAndPatch() {
        assumeTrue(Files.isExecutable(GNU_DIFF) && Files.isExecutable(GNU_PATCH), "GNU diff and patch are needed");
    }

    @Test
    void randomEditsMatchGnuDiff() throws Exception {
        Random random = new Random(20261129);
        for (int round = 0; round < 60; round++) {
            List<String> vocabulary = vocabulary(random, 2 + random.nextInt(40));
            String left = randomText(random, vocabulary, random.nextInt(400));
            String right = edit(random, left, vocabulary);
            if (round % 10 == 0) {
                right = right.isEmpty() ? right : right.substring(0, right.length() - 1); // no final newline
            }
            checkRound(round, left, right);
        }
    }

    @Test
    void largeInputsOnTheSyncPathMatchGnuDiff() throws Exception {
        Random random = new Random(7);
        for (int round = 0; round < 3; round++) {
            List<String> vocabulary = vocabulary(random, 5_000);
            String left = randomText(random, vocabulary, 30_000);
            checkRound(100 + round, left, edit(random, left, vocabulary));
        }
    }

    private void checkRound(int round, String left, String right) throws Exception {
        Path a = dir.resolve("a" + round + ".txt");
        Path b = dir.resolve("b" + round + ".txt");
        Files.writeString(a, left, StandardCharsets.UTF_8);
        Files.writeString(b, right, StandardCharsets.UTF_8);
        TextDiff diff = differ.diff(Files.readAllBytes(a), Files.readAllBytes(b), Cancellation.none());

        assertAlignedLinesEqual(diff);
        Path patch = dir.resolve("p" + round + ".diff");
        Files.writeString(patch, new UnifiedDiffWriter(false).toString(diff, a.toString(), b.toString()));
        Path patched = dir.resolve("out" + round + ".txt");
        Files.writeString(patched, left);
        run(GNU_PATCH.toString(), "-s", "-f", patched.toString(), patch.toString());
        assertThat(Files.readString(patched)).as("round %d: patch(A, our diff) == B", round).isEqualTo(right);

        int ours = 0;
        for (Hunk hunk : diff.hunks()) {
            ours += hunk.leftCount() + hunk.rightCount();
        }
        int gnu = gnuChangedLines(a, b);
        assertThat(ours).as("round %d: changed lines vs GNU diff (%d)", round, gnu).isLessThanOrEqualTo(gnu + gnu / 10);
    }

    private static void assertAlignedLinesEqual(TextDiff diff) {
        int left = 0;
        int right = 0;
        List<Hunk> hunks = new ArrayList<>(diff.hunks());
        hunks.add(new Hunk(diff.leftLineCount(), diff.leftLineCount(), diff.rightLineCount(), diff.rightLineCount(),
                List.of()));
        for (Hunk hunk : hunks) {
            assertThat(hunk.leftBegin() - left).isEqualTo(hunk.rightBegin() - right);
            for (; left < hunk.leftBegin(); left++, right++) {
                assertThat(diff.leftRaw(left)).isEqualTo(diff.rightRaw(right));
            }
            left = hunk.leftEnd();
            right = hunk.rightEnd();
        }
    }

    private int gnuChangedLines(Path a, Path b) throws Exception {
        Path out = dir.resolve("gnu.out");
        new ProcessBuilder(GNU_DIFF.toString(), a.toString(), b.toString()).redirectOutput(out.toFile())
                .start().waitFor(60, TimeUnit.SECONDS);
        return (int) Files.readAllLines(out, StandardCharsets.ISO_8859_1).stream()
                .filter(line -> line.startsWith("< ") || line.startsWith("> ")).count();
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(String.join(" ", command) + ": " + output).isZero();
    }

    private static List<String> vocabulary(Random random, int size) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            words.add(random.nextInt(4) == 0 ? "" : "w" + i + "-" + Long.toHexString(random.nextLong()));
        }
        return words;
    }

    private static String randomText(Random random, List<String> vocabulary, int lines) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            text.append(vocabulary.get(random.nextInt(vocabulary.size()))).append('\n');
        }
        return text.toString();
    }

    private static String edit(Random random, String text, List<String> vocabulary) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        int edits = 1 + random.nextInt(Math.max(1, lines.size() / 8 + 1));
        for (int e = 0; e < edits; e++) {
            int at = lines.isEmpty() ? 0 : random.nextInt(lines.size());
            switch (random.nextInt(3)) {
                case 0 -> lines.add(at, vocabulary.get(random.nextInt(vocabulary.size())));
                case 1 -> {
                    if (!lines.isEmpty()) {
                        lines.remove(at);
                    }
                }
                default -> {
                    if (!lines.isEmpty()) {
                        lines.set(at, "changed " + random.nextInt(1000));
                    }
                }
            }
        }
        StringBuilder out = new StringBuilder();
        lines.forEach(line -> out.append(line).append('\n'));
        return out.toString();
    }
}
