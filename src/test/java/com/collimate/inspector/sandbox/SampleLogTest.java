package com.collimate.inspector.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/** The shipped demo log, and the generator that makes it, run for real. */
class SampleLogTest {
    static final String RESOURCE = "/com/collimate/inspector/samples/demo-rollouts.jsonl";
    private static final List<String> FIELDS = List.of("run_id", "group", "step", "template", "code", "seed",
            "seed_ack", "stdout", "stderr", "exit_code", "reward", "duration_ms", "timestamp");
    private static final Set<String> NONDETERMINISTIC = Set.of("step1-order-id-c2", "step2-estimate-pi-c1",
            "step2-estimate-pi-c2", "step2-scratch-files-c3", "step2-object-identity-c1", "step3-letter-counts-c2");
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void shippedLogIsOnTheClassPathAndMatchesTheGeneratorsPrograms() throws IOException {
        List<JsonNode> runs;
        try (InputStream in = SampleLogTest.class.getResourceAsStream(RESOURCE)) {
            assertThat(in).as("the sample log is packed as a resource").isNotNull();
            runs = parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        }
        List<DemoPrograms.Group> groups = DemoPrograms.groups();

        assertThat(runs).hasSize(groups.stream().mapToInt(group -> group.candidates().size()).sum()).hasSizeBetween(40, 80);
        Set<String> acks = new HashSet<>();
        int index = 0;
        for (DemoPrograms.Group group : groups) {
            for (int candidate = 0; candidate < group.candidates().size(); candidate++) {
                JsonNode run = runs.get(index++);
                List<String> names = new ArrayList<>();
                run.fieldNames().forEachRemaining(names::add);
                assertThat(names).containsAll(FIELDS);
                assertThat(run.get("run_id").asText()).isEqualTo("step" + group.step() + "-" + group.name() + "-c" + candidate);
                assertThat(run.get("code").asText()).isEqualTo(group.candidates().get(candidate).code());
                assertThat(run.get("seed").asText()).isEqualTo(SampleLogGenerator.candidateSeed(group.name(), candidate));
                acks.add(run.get("seed_ack").asText());
            }
        }
        assertThat(acks).containsExactlyInAnyOrder("verified", "off", "mismatch", "no-ack");
        assertThat(runs).anyMatch(run -> run.get("exit_code").asInt() != 0 && run.get("stderr").asText().contains("Traceback"));
    }

    @Test
    void regeneratedLogReplaysExactlyExceptTheNondeterministicPrograms(@TempDir Path folder) throws IOException {
        Path log = folder.resolve("demo.jsonl");
        SampleLogGenerator.main(new String[] {log.toString()});
        List<JsonNode> runs = parse(Files.readAllLines(log));

        Set<String> diverged = new TreeSet<>();
        try (LocalSandbox sandbox = LocalSandbox.start(SandboxConfig.loopback())) {
            SandboxClient client = new SandboxClient(sandbox);
            for (JsonNode run : runs) {
                if (!run.get("seed_ack").asText().equals("verified")) {
                    continue;
                }
                ObjectNode request = SandboxClient.request(run.get("template").asText(), run.get("code").asText(),
                        run.get("seed").asText());
                request.put("timeout_s", 20);
                String key = run.get("run_id").asText();
                // a nondeterministic program can print the same by chance (a pi estimate to 5 decimals): three tries
                int tries = NONDETERMINISTIC.contains(key) ? 3 : 1;
                for (int attempt = 0; attempt < tries && !diverged.contains(key); attempt++) {
                    SandboxClient.Answer replay = client.exec(request);
                    assertThat(replay.seedAck()).isEqualTo("verified");
                    if (!replay.stdout().equals(run.get("stdout").asText())
                            || replay.exitCode() != run.get("exit_code").asInt()) {
                        diverged.add(key);
                    }
                }
            }
        }

        assertThat(diverged).isEqualTo(new TreeSet<>(NONDETERMINISTIC));
    }

    private static List<JsonNode> parse(List<String> lines) throws IOException {
        List<JsonNode> runs = new ArrayList<>();
        for (String line : lines) {
            runs.add(JSON.readTree(line));
        }
        return runs;
    }
}
