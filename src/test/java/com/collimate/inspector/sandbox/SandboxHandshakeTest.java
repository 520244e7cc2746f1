package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.assertj.core.api.Assertions.assertThat;

/** Every seed_ack the local sandbox can answer, each from a real run. */
class SandboxHandshakeTest {

    @Test
    void bashHasNoHandshakeButEchoesTheSeed() throws IOException {
        try (LocalSandbox sandbox = LocalSandbox.start(SandboxConfig.loopback())) {
            SandboxClient.Answer answer = new SandboxClient(sandbox).exec("bash", "echo $RANDOM", SandboxClient.SEED_A);

            assertThat(answer.status()).isEqualTo(200);
            assertThat(answer.stdout()).matches("\\d+\n");
            assertThat(answer.seedAck()).isEqualTo("off");
            assertThat(answer.text("seed")).isEqualTo(SandboxClient.SEED_A);
        }
    }

    @Test
    void bootstrapLeavesNoTraceForTheUserCodeOrItsChildren() throws IOException {
        String code = String.join("\n",
                "import os, subprocess, sys",
                "print(sorted(k for k in os.environ if k.startswith(('COLLIMATE', 'PYTHONPATH'))))",
                "print([p for p in sys.path if p.endswith('ctl')])",
                "print(os.environ['PYTHONHASHSEED'].isdigit())",
                "child = subprocess.run([sys.executable, '-c', 'import os; print(os.urandom(4).hex())'],",
                "                       capture_output=True, text=True)",
                "print(len(child.stdout.strip()), repr(child.stderr))",
                "");
        try (LocalSandbox sandbox = LocalSandbox.start(SandboxConfig.loopback())) {
            SandboxClient client = new SandboxClient(sandbox);
            SandboxClient.Answer answer = client.exec("python", code, SandboxClient.SEED_A);

            assertThat(answer.text("stderr")).isEmpty();
            assertThat(answer.stdout()).isEqualTo("[]\n[]\nTrue\n8 ''\n");
            assertThat(answer.seedAck()).isEqualTo("verified");
        }
    }

    @Test
    void interpreterThatSkipsTheBootstrapIsNoAck() throws IOException {
        try (LocalSandbox sandbox = LocalSandbox.start(SandboxConfig.loopback(), FaultInjection.SKIP_BOOTSTRAP)) {
            SandboxClient.Answer answer = new SandboxClient(sandbox)
                    .exec("python", "import random\nprint(random.random())\n", SandboxClient.SEED_A);

            assertThat(answer.exitCode()).isZero();
            assertThat(answer.seedAck()).isEqualTo("no-ack");
            assertThat(answer.text("seed")).isEqualTo(SandboxClient.SEED_A);
        }
    }

    @Test
    void bootstrapThatInstalledAnotherSeedIsMismatch() throws IOException {
        String code = "import os\nprint(os.urandom(8).hex())\n";
        try (LocalSandbox broken = LocalSandbox.start(SandboxConfig.loopback(), FaultInjection.WRONG_SEED);
             LocalSandbox healthy = LocalSandbox.start(SandboxConfig.loopback())) {
            SandboxClient.Answer tampered = new SandboxClient(broken).exec("python", code, SandboxClient.SEED_A);
            SandboxClient.Answer verified = new SandboxClient(healthy).exec("python", code, SandboxClient.SEED_A);

            assertThat(tampered.seedAck()).isEqualTo("mismatch");
            assertThat(verified.seedAck()).isEqualTo("verified");
            assertThat(tampered.stdout()).isNotEqualTo(verified.stdout());
        }
    }
}
