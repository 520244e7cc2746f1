package com.collimate.inspector.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class OneJsonObjectTest {
    private static final Path LOG = Path.of("runs.jsonl");
    private static final String GRACE_RAN_OUT = "did not stop within 5 s of the interrupt, so it ends without its summary";

    private final StringWriter stdout = new StringWriter();
    private final OneJsonObject json = new OneJsonObject(new PrintWriter(stdout, true));

    /** As when the shutdown hook's grace runs out before the check is done, and it is done a moment later. */
    @Test
    void anErrorPrintedFirstIsStdoutsOneObject() throws IOException {
        json.error(LOG, GRACE_RAN_OUT);
        json.result(() -> stdout.write("{\"file\":\"runs.jsonl\",\"runs\":3}\n"));
        json.error(LOG, "cancelled before any run was checked (while the log was being read)");

        assertThat(stdout.toString().lines()).hasSize(1);
        assertThat(new ObjectMapper().readTree(stdout.toString()).path("error").asText()).isEqualTo(GRACE_RAN_OUT);
        assertThat(new ObjectMapper().readTree(stdout.toString()).path("file").asText()).isEqualTo("runs.jsonl");
    }

    /** As when the grace runs out while the result is being printed: the hook adds nothing to it. */
    @Test
    void aResultPrintedFirstIsStdoutsOneObject() throws IOException {
        json.result(() -> stdout.write("{\"file\":\"runs.jsonl\",\"runs\":3}\n"));
        json.error(LOG, GRACE_RAN_OUT);

        assertThat(stdout).hasToString("{\"file\":\"runs.jsonl\",\"runs\":3}\n");
    }
}
