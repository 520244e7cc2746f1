package com.collimate.inspector.bench;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Writes a realistic rollout log for the benchmark: stdout mostly 0.2-4 KB, 1% of runs 50-500 KB, with ANSI
 * escapes, non-ASCII text and escaped newlines; a tenth of the runs nested as request/response.
 * <p>
 * Usage: {@code LogGenerator FILE SIZE_MB} (realistic) or {@code LogGenerator FILE --runs N} (small records,
 * stdout 100-300 bytes, for the heap-per-run measurement).
 */
public final class LogGenerator {
    /** Words of program output; a line is a few of them, some coloured with ANSI escapes, ending in "\\n". */
    private static final String[] WORDS = {"epoch", "step", "loss=0.0213", "reward", "accuracy", "0.844421851525",
        "INFO", "DEBUG", "train", "eval", "batch", "12/64", "done", "ok", "assert", "x", "==", "y", "model", "tokens",
        "日本語のテキスト", "é", "à", "über", "straße", "αβγδ", "🚀", "✓", "--", "[1/3]", "{\\\"k\\\": 1}",
        "File", "\\\"main.py\\\",", "line", "12", "Traceback", "(most", "recent", "call", "last):", "\\tvalue"};
    private static final String[] COLOURS = {"\\u001b[32m", "\\u001b[31m", "\\u001b[1;33m"};
    private static final String RESET = "\\u001b[0m";

    private static final String[] ACKS = {"verified", "verified", "verified", "verified", "verified", "verified",
        "verified", "verified", "no-ack", "off", "(mismatch)"};
    private static final String[] TEMPLATES = {"python", "bash", "node", "python-ml"};

    private final SplittableRandom random = new SplittableRandom(42);
    private final byte[] text;
    private final int[] boundaries;

    /** A pool of output lines, with the byte offset where each line starts (cuts never split an escape). */
    private LogGenerator() {
        java.io.ByteArrayOutputStream pool = new java.io.ByteArrayOutputStream();
        List<Integer> starts = new ArrayList<>();
        while (pool.size() < 4_000_000) {
            starts.add(pool.size());
            pool.writeBytes(line().getBytes(StandardCharsets.UTF_8));
        }
        starts.add(pool.size());
        text = pool.toByteArray();
        boundaries = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    private String line() {
        StringBuilder line = new StringBuilder();
        int words = 3 + random.nextInt(12);
        for (int i = 0; i < words; i++) {
            String word = WORDS[random.nextInt(WORDS.length)];
            if (random.nextInt(12) == 0) {
                word = COLOURS[random.nextInt(COLOURS.length)] + word + RESET;
            }
            line.append(i == 0 ? "" : " ").append(word);
        }
        return line.append("\\n").toString();
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        boolean small = args[1].equals("--runs");
        long target = small ? Long.parseLong(args[2]) : Long.parseLong(args[1]) << 20;
        LogGenerator generator = new LogGenerator();
        long runs = 0;
        long bytes = 0;
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20)) {
            while (small ? runs < target : bytes < target) {
                bytes += generator.record(out, runs++, small);
            }
        }
        System.out.printf("wrote %s: %,d runs, %,d bytes%n", file, runs, bytes);
    }

    private int record(OutputStream out, long n, boolean small) throws IOException {
        StringBuilder head = new StringBuilder(256);
        boolean nested = n % 10 == 7;
        String seed = hex64();
        String ack = random.nextInt(50) == 0 ? null : ACKS[random.nextInt(ACKS.length)];
        int exit = random.nextInt(10) < 8 ? 0 : random.nextInt(3) == 0 ? 137 : 1;
        head.append("{\"run_id\":\"run-").append(n).append("\",\"group\":\"grp-").append(n / 8)
                .append("\",\"step\":").append(n / 64).append(",");
        if (nested) {
            head.append("\"request\":{\"template\":\"").append(TEMPLATES[(int) (n % 4)])
                    .append("\",\"code\":\"import random\\nprint(random.random())\",\"seed\":\"").append(seed)
                    .append("\"},\"response\":{\"seed\":\"").append(seed).append("\",");
        } else {
            head.append("\"template\":\"").append(TEMPLATES[(int) (n % 4)])
                    .append("\",\"code\":\"import random\\nprint(random.random())\",\"seed\":\"").append(seed).append("\",");
        }
        if (ack != null) {
            head.append("\"seed_ack\":\"").append(ack).append("\",");
        }
        head.append("\"exit_code\":").append(exit).append(",\"duration_ms\":").append(random.nextInt(100_000) / 10.0)
                .append(",\"stdout\":\"");
        byte[] start = head.toString().getBytes(StandardCharsets.UTF_8);
        out.write(start);
        int written = start.length;
        int size = small ? 100 + random.nextInt(200) : random.nextInt(100) == 0
                ? 50_000 + random.nextInt(450_000) : 200 + random.nextInt(3_800);
        written += text(out, size);
        byte[] tail = ("\",\"stderr\":\"" + (exit == 0 ? "" : "Error: exit " + exit + "\\n") + "\""
                + (nested ? "}" : "") + ",\"reward\":" + random.nextInt(1000) / 1000.0
                + ",\"timestamp\":\"2026-11-29T08:00:00Z\"}\n").getBytes(StandardCharsets.UTF_8);
        out.write(tail);
        return written + tail.length;
    }

    private int text(OutputStream out, int size) throws IOException {
        int written = 0;
        while (written < size) {
            int first = random.nextInt(boundaries.length - 1);
            int from = boundaries[first];
            int last = first;
            while (last + 1 < boundaries.length && boundaries[last + 1] - from < size - written) {
                last++;
            }
            int to = last == first ? boundaries[first + 1] : boundaries[last];
            out.write(text, from, to - from);
            written += to - from;
        }
        return written;
    }

    private String hex64() {
        return String.format("%016x%016x%016x%016x", random.nextLong(), random.nextLong(), random.nextLong(),
                random.nextLong());
    }
}
