package com.collimate.inspector.sandbox;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * Makes {@code samples/demo-rollouts.jsonl} by running every {@link DemoPrograms} candidate through a real local
 * sandbox over HTTP (a second and third sandbox with a broken reseed give the mismatch and no-ack runs).
 * Seeds are common random numbers per group: {@code sha256(base seed || group || 0x00 || candidate index)}.
 * Run it with {@code samples/generate.sh}.
 */
public final class SampleLogGenerator {
    static final String BASE_SEED = "5eed0f5eed0f5eed0f5eed0f5eed0f5eed0f5eed0f5eed0f5eed0f5eed0f5eed";

    private static final ObjectMapper JSON = new ObjectMapper();

    private SampleLogGenerator() {
    }

    public static void main(String[] args) throws IOException {
        Path output = Path.of(args.length > 0 ? args[0] : "samples/demo-rollouts.jsonl");
        Map<FaultInjection, LocalSandbox> sandboxes = new EnumMap<>(FaultInjection.class);
        try {
            for (FaultInjection fault : FaultInjection.values()) {
                sandboxes.put(fault, LocalSandbox.start(SandboxConfig.loopback(), fault));
            }
            int runs = write(output, sandboxes);
            System.out.println("wrote " + runs + " runs to " + output + " (isolation: "
                    + sandboxes.get(FaultInjection.NONE).isolation().label() + ")");
        } finally {
            sandboxes.values().forEach(LocalSandbox::close);
        }
    }

    private static int write(Path output, Map<FaultInjection, LocalSandbox> sandboxes) throws IOException {
        Path temp = output.resolveSibling(output.getFileName() + ".tmp");
        int runs = 0;
        try (BufferedWriter out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
            for (DemoPrograms.Group group : DemoPrograms.groups()) {
                List<DemoPrograms.Candidate> candidates = group.candidates();
                for (int index = 0; index < candidates.size(); index++) {
                    out.write(JSON.writeValueAsString(run(group, index, sandboxes)));
                    out.newLine();
                    runs++;
                }
            }
        }
        Files.move(temp, output, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        return runs;
    }

    private static ObjectNode run(DemoPrograms.Group group, int index, Map<FaultInjection, LocalSandbox> sandboxes) {
        DemoPrograms.Candidate candidate = group.candidates().get(index);
        String seed = candidateSeed(group.name(), index);
        ObjectNode request = SandboxClient.request(candidate.template(), candidate.code(), seed);
        String timestamp = Instant.now().truncatedTo(ChronoUnit.MILLIS).toString();
        SandboxClient.Answer answer = new SandboxClient(sandboxes.get(candidate.fault())).exec(request);
        if (answer.status() != 200) {
            throw new IllegalStateException(group.name() + "/" + index + ": sandbox answered " + answer.status()
                    + ": " + answer.error());
        }
        boolean solved = answer.exitCode() == 0 && group.solves().test(answer.stdout());
        ObjectNode record = JSON.createObjectNode();
        record.put("run_id", String.format("step%d-%s-c%d", group.step(), group.name(), index));
        record.put("group", group.name());
        record.put("step", group.step());
        record.put("template", candidate.template());
        record.put("code", candidate.code());
        record.put("seed", answer.text("seed"));
        record.put("seed_ack", answer.seedAck());
        record.put("stdout", answer.stdout());
        record.put("stderr", answer.text("stderr"));
        record.put("exit_code", answer.exitCode());
        record.put("reward", solved ? 1.0 : answer.exitCode() == 0 ? 0.25 : 0.0);
        record.put("duration_ms", answer.json().get("duration_ms").asLong());
        record.put("timestamp", timestamp);
        return record;
    }

    /** Common random numbers: every candidate of a group gets a seed derived from the base seed and its index. */
    static String candidateSeed(String group, int index) {
        try {
            MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
            sha256.update(HexFormat.of().parseHex(BASE_SEED));
            sha256.update(group.getBytes(StandardCharsets.UTF_8));
            sha256.update((byte) 0);
            sha256.update(Integer.toString(index).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha256.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
