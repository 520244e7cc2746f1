package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.log.ShellWords;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A logged {@code command} array, joined the way the log reader joins it, reaches the guest as the same argv. */
class CommandArrayReplayTest {
    @Test
    void theSandboxesBashRunsExactlyTheLoggedArgv() throws Exception {
        List<String> args = List.of("", "a  b", "print(\"a  b\")", "it's", "$HOME", "$(id)", "`id`", "x\ny",
                "\\", "*", "~", "#c", "a;b", "é ü ✓ 日本", "😀", "!");
        List<String> argv = new ArrayList<>(List.of("python3", "-c",
                "import sys, json; print(json.dumps(sys.argv[1:]))"));
        argv.addAll(args);

        try (LocalSandbox sandbox = LocalSandbox.start(SandboxConfig.loopback())) {
            SandboxClient.Answer answer = new SandboxClient(sandbox)
                    .exec("bash", ShellWords.join(argv), SandboxClient.SEED_A);

            assertThat(answer.text("stderr")).isEmpty();
            assertThat(answer.exitCode()).isZero();
            assertThat(new ObjectMapper().readValue(answer.stdout(), List.class)).isEqualTo(args);
        }
    }
}
