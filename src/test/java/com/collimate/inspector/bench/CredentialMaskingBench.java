package com.collimate.inspector.bench;

import com.collimate.inspector.core.api.CredentialText;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;

/**
 * Masking speed ({@link CredentialText#masked}) in MB/s on five kinds of text, each cut into 64 KiB pieces as the
 * call sites mask at most: prose, a program's output, hostile percent-encoded text, random bytes read as ISO-8859-1
 * and Japanese (long runs of letters without spaces before full-width and ASCII joiners). Usage: {@code CredentialMaskingBench [MB per kind=4] [rounds=5]}; prints the best round of each kind.
 */
public final class CredentialMaskingBench {
    private static final int PIECE = 64 * 1024;
    private static final String[] WORDS = ("the a model run step loss of to in and server error retry failed "
            + "request answer timeout connection refused while reading from with after before value expected "
            + "token password key Bearer https://api.example/v1 code=42 user=bob 3.14 v1.2.3 (see) docs, more.")
            .split(" ");

    private CredentialMaskingBench() {
    }

    public static void main(String[] args) {
        int megabytes = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        report("prose", pieces(megabytes, CredentialMaskingBench::prose), rounds);
        report("code output", pieces(megabytes, CredentialMaskingBench::codeOutput), rounds);
        report("percent-encoded", pieces(megabytes, CredentialMaskingBench::percentEncoded), rounds);
        report("random bytes", pieces(megabytes, CredentialMaskingBench::randomBytes), rounds);
        report("japanese", pieces(megabytes, CredentialMaskingBench::japanese), rounds);
    }

    private static void report(String kind, List<String> pieces, int rounds) {
        long chars = pieces.stream().mapToLong(String::length).sum();
        double best = 0;
        long checksum = 0;
        for (int round = 0; round < rounds; round++) {
            long start = System.nanoTime();
            for (String piece : pieces) {
                checksum += CredentialText.masked(piece).length();
            }
            best = Math.max(best, chars / 1e6 / ((System.nanoTime() - start) / 1e9));
        }
        System.out.printf("%-16s %8.2f MB/s (best of %d rounds, %,d chars, checksum %d)%n",
                kind, best, rounds, chars, checksum / rounds);
    }

    private static List<String> pieces(int megabytes, IntFunction<String> piece) {
        List<String> pieces = new ArrayList<>();
        for (int i = 0; i < megabytes * 1_000_000 / PIECE + 1; i++) {
            pieces.add(piece.apply(i));
        }
        return pieces;
    }

    private static String prose(int seed) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder(PIECE);
        while (text.length() < PIECE) {
            text.append(WORDS[random.nextInt(WORDS.length)]).append(random.nextInt(12) == 0 ? "\n" : " ");
        }
        return text.substring(0, PIECE);
    }

    private static String codeOutput(int seed) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder(PIECE);
        while (text.length() < PIECE) {
            int n = random.nextInt(1000);
            switch (random.nextInt(4)) {
                case 0 -> text.append("src/main/java/com/example/Foo").append(n).append(".java:").append(n % 97)
                        .append(": error: cannot find symbol x").append(n).append('\n');
                case 1 -> text.append("\tat com.example.pkg.Class").append(n).append(".method(Class").append(n)
                        .append(".java:").append(n % 300).append(")\n");
                case 2 -> text.append("{\"step\": ").append(n).append(", \"loss\": 0.").append(n)
                        .append(", \"lr\": 3e-4, \"tag\": \"run-").append(Integer.toHexString(n * 7919)).append("\"}\n");
                default -> text.append("PASSED tests/test_mod").append(n).append(".py::test_case_").append(n)
                        .append(" [").append(n % 100).append("%]\n");
            }
        }
        return text.substring(0, PIECE);
    }

    /**
     * Words of percent-encoded bytes, most behind a key's prefix, with encoded full stops and dashes among key
     * characters (each decoded word is cut at its full stops), joined by the delimiters a URL has.
     */
    private static String percentEncoded(int seed) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder(PIECE);
        String delimiters = "/?&= ";
        String[] pieces = {"%2E", "%2D", "%2e", "%41", "a1B2", "%C3%A9", "%7", "%"};
        while (text.length() < PIECE) {
            text.append(random.nextInt(4) == 0 ? "https://h/" : random.nextBoolean() ? "sk-proj%2D" : "ghp_");
            for (int i = random.nextInt(200); i >= 0; i--) {
                text.append(pieces[random.nextInt(pieces.length)]);
            }
            text.append(delimiters.charAt(random.nextInt(delimiters.length())));
        }
        return text.substring(0, PIECE);
    }

    /** Sentences of Japanese, most without a space, some with a setting glued to their end. */
    private static String japanese(int seed) {
        Random random = new Random(seed);
        String[] sentences = {"入力されたパスワードを確認してください", "接続がタイムアウトしました", "エラー：サーバーが応答しません",
            "再試行回数＝3", "トークンの有効期限が切れています", "設定ファイルを読み込めませんでした"};
        String[] settings = {"password=hunter2", "user=bob", "パスワード：s3cret", "code=42"};
        StringBuilder text = new StringBuilder(PIECE);
        while (text.length() < PIECE) {
            text.append(sentences[random.nextInt(sentences.length)]);
            if (random.nextInt(5) == 0) {
                text.append(settings[random.nextInt(settings.length)]);
            }
            text.append(random.nextInt(8) == 0 ? "\n" : "。");
        }
        return text.substring(0, PIECE);
    }

    private static String randomBytes(int seed) {
        Random random = new Random(seed);
        char[] chars = new char[PIECE];
        for (int i = 0; i < PIECE; i++) {
            chars[i] = (char) random.nextInt(256);
        }
        return new String(chars);
    }
}
