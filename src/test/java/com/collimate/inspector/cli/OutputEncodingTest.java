package com.collimate.inspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The commands in a JVM started without a locale (LANG unset, as in most containers), where Java's platform
 * charset is ASCII: JSON, patches and text still come out as UTF-8, and a file name the locale cannot carry is
 * one clear line.
 */
class OutputEncodingTest {
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final String SEED = "9061799b817d32547f32d112d5b8af0eb3659badb9762dc9c0d30083da673b8e";

    @TempDir
    Path dir;

    private record Ended(int exit, String out, String err) {
    }

    private static Ended withoutLocale(String... arguments) throws IOException, InterruptedException {
        try (CliProcess command = CliProcess.start(List.of(), List.of(arguments), env -> {
            env.keySet().removeIf(name -> name.equals("LANG") || name.startsWith("LC_"));
            env.remove("JAVA_TOOL_OPTIONS");
        })) {
            int exit = command.awaitExit(LIMIT);
            return new Ended(exit, command.remainingOutput(), command.remainingErrors());
        }
    }

    @Test
    void jsonAndPatchesAreUtf8WhateverTheLocale() throws Exception {
        Path a = Files.writeString(dir.resolve("a.txt"), "hello\nworld\n");
        Path b = Files.writeString(dir.resolve("b.txt"), "hello\nwörld ✓\n", StandardCharsets.UTF_8);
        Path log = dir.resolve("runs.jsonl");
        Files.writeString(log, record("café-1", "out\n") + "\n" + record("café-2 \uD83D\uDE00", "other\n") + "\n",
                StandardCharsets.UTF_8);

        Ended patch = withoutLocale("diff", "--no-escape", a.toString(), b.toString());
        Ended check = withoutLocale("check", "--json", log.toString());
        Ended text = withoutLocale("check", log.toString());

        assertThat(patch.exit()).isEqualTo(1);
        assertThat(patch.out()).contains("+wörld ✓");
        assertThat(check.exit()).isEqualTo(1);
        assertThat(new ObjectMapper().readTree(check.out()).toString()).contains("café-1", "café-2");
        assertThat(check.out()).contains("\"run\":\"café-2 \uD83D\uDE00\"");
        assertThat(text.out()).contains("café-2");
    }

    @Test
    void aRunKeyWithALoneSurrogateReadsBackFromJsonAndShowsAsUFFFDInText() throws Exception {
        Path log = dir.resolve("lone.jsonl");
        Files.writeString(log, record("LONE", "out\n").replace("LONE", "a\\uD800b") + "\n"
                + record("r2", "other\n") + "\n", StandardCharsets.UTF_8);
        Path report = dir.resolve("report.json");

        Ended json = withoutLocale("check", "--json", "--report", report.toString(), log.toString());
        Ended text = withoutLocale("check", log.toString());

        assertThat(json.out()).contains("\"run\":\"a\\ud800b\"");
        assertThat(new ObjectMapper().readTree(json.out()).path("results").get(0).path("run").asText())
                .isEqualTo("a\uD800b");
        assertThat(new ObjectMapper().readTree(report.toFile()).path("runs").get(0).path("run").asText())
                .isEqualTo("a\uD800b");
        assertThat(text.out()).contains("  a\uFFFDb  line 1").doesNotContain("a?b");
    }

    @Test
    void aFileNameTheLocaleCannotCarryIsOneClearLine() throws Exception {
        Path log = Files.writeString(dir.resolve("résumé.jsonl"), record("run-1", "out\n"), StandardCharsets.UTF_8);

        Ended summary = withoutLocale("summary", log.toString());
        Ended diff = withoutLocale("diff", log.toString(), log.toString());

        assertThat(summary.exit()).isEqualTo(2);
        assertThat(summary.err().lines().findFirst().orElseThrow()).startsWith("summary: error: ")
                .contains("cannot use the file name '", "sum", "': it has characters the current locale (POSIX, ",
                        ") cannot represent; run with LC_ALL=C.UTF-8")
                .doesNotContain("java.", "interface", "Exception");
        assertThat(diff.exit()).isEqualTo(2);
        assertThat(diff.err()).contains("diff: error: cannot use the file name '").doesNotContain("java.");
    }

    private static String record(String key, String stdout) throws IOException {
        return new ObjectMapper().writeValueAsString(Map.of("run_id", key,
                "request", Map.of("template", "python", "code", "print()", "seed", SEED),
                "response", Map.of("stdout", stdout, "stderr", "", "exit_code", 0, "seed", SEED,
                        "seed_ack", "verified")));
    }
}
