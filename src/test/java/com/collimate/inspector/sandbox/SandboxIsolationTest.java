package com.collimate.inspector.sandbox;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

/** Each isolation that works on this machine, run for real; the ones that do not are skipped, never faked. */
class SandboxIsolationTest {

    private static LocalSandbox startOrSkip(Isolation isolation) {
        return startOrSkip(isolation, System.getenv());
    }

    private static LocalSandbox startOrSkip(Isolation isolation, Map<String, String> serverEnvironment) {
        try {
            return LocalSandbox.start(SandboxConfig.loopback().withIsolation(isolation), FaultInjection.NONE,
                    serverEnvironment);
        } catch (IOException e) {
            assumeThat(isolation).as("%s is unavailable here: %s", isolation, e.getMessage()).isNotEqualTo(isolation);
            throw new AssertionError(e);
        }
    }

    @ParameterizedTest
    @EnumSource(Isolation.class)
    void seededOutputDependsOnTheSeedOnlyNotOnTheIsolation(Isolation isolation) throws IOException {
        String expected;
        try (LocalSandbox reference = LocalSandbox.start(SandboxConfig.loopback().withIsolation(Isolation.NONE))) {
            expected = new SandboxClient(reference)
                    .exec("python", SandboxDeterminismTest.SEEDED_PROGRAM, SandboxClient.SEED_B).stdout();
        }
        try (LocalSandbox sandbox = startOrSkip(isolation)) {
            SandboxClient.Answer answer = new SandboxClient(sandbox)
                    .exec("python", SandboxDeterminismTest.SEEDED_PROGRAM, SandboxClient.SEED_B);

            assertThat(sandbox.isolation()).isEqualTo(isolation);
            assertThat(answer.text("isolation")).isEqualTo(isolation.label());
            assertThat(answer.seedAck()).isEqualTo("verified");
            assertThat(answer.stdout()).isEqualTo(expected);
        }
    }

    @ParameterizedTest
    @EnumSource(Isolation.class)
    void confinedGuestsReachNeitherTheNetworkNorTheHostTmp(Isolation isolation) throws IOException {
        Path hostFile = Files.createTempFile(Path.of("/tmp"), "collimate-host-", ".txt");
        try (LocalSandbox sandbox = startOrSkip(isolation)) {
            String code = String.join("\n",
                    "import os, socket",
                    "try:",
                    "    socket.create_connection(('127.0.0.1', " + sandbox.uri().getPort() + "), timeout=5).close()",
                    "    print('network: reachable')",
                    "except OSError:",
                    "    print('network: unreachable')",
                    "print('host tmp: ' + ('visible' if os.path.exists('" + hostFile + "') else 'hidden'))",
                    "");
            String stdout = new SandboxClient(sandbox).exec("python", code, null).stdout();

            if (isolation == Isolation.NONE) {
                assertThat(stdout).isEqualTo("network: reachable\nhost tmp: visible\n");
            } else {
                assertThat(stdout).isEqualTo("network: unreachable\nhost tmp: hidden\n");
            }
        } finally {
            Files.deleteIfExists(hostFile);
        }
    }

    @ParameterizedTest
    @EnumSource(Isolation.class)
    void timeoutKillsGrandchildrenUnderEveryIsolation(Isolation isolation) {
        String sleep = Await.uniqueSleepSeconds();
        try (LocalSandbox sandbox = startOrSkip(isolation)) {
            ObjectNode request = SandboxClient.request("bash", "bash -c 'sleep " + sleep + "' &\nwait", null)
                    .put("timeout_s", 1);
            CompletableFuture<SandboxClient.Answer> pending = new SandboxClient(sandbox).execAsync(request);
            Await.until(Duration.ofSeconds(10), () -> !Await.processesWith("sleep " + sleep).isEmpty(),
                    "the grandchild sleep is running");

            assertThat(pending.join().exitCode()).isEqualTo(124);
            Await.until(Duration.ofSeconds(5), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                    "the grandchild sleep is gone");
        }
    }

    @ParameterizedTest
    @EnumSource(Isolation.class)
    void backgroundJobsDieWithTheExecUnderEveryIsolation(Isolation isolation) {
        String sleep = Await.uniqueSleepSeconds();
        try (LocalSandbox sandbox = startOrSkip(isolation)) {
            SandboxClient.Answer answer = new SandboxClient(sandbox)
                    .exec("bash", "sleep " + sleep + " &\nkill -0 $! && echo left behind alive", null);

            assertThat(answer.stdout()).isEqualTo("left behind alive\n");
            assertThat(answer.exitCode()).isZero();
            Await.until(Duration.ofSeconds(5), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                    "the background sleep is gone");
        }
    }

    @ParameterizedTest
    @EnumSource(Isolation.class)
    @EnabledOnOs(OS.LINUX)
    void aGuestThatKillsItselfDiesUnderEveryIsolation(Isolation isolation) {
        try (LocalSandbox sandbox = startOrSkip(isolation)) {
            SandboxClient client = new SandboxClient(sandbox);
            SandboxClient.Answer python = client.exec("python",
                    "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)\nprint('ran on')\n", null);
            SandboxClient.Answer bash = client.exec("bash", "kill -TERM $$\necho ran on", null);

            // as a shell would, but nothing reports the signal on the guest's stderr ("Killed")
            assertThat(python.exitCode()).isEqualTo(128 + 9);
            assertThat(python.stdout() + python.text("stderr")).isEmpty();
            assertThat(bash.exitCode()).isEqualTo(128 + 15);
            assertThat(bash.stdout() + bash.text("stderr")).isEmpty();
        }
    }

    /** A subshell that exits at once leaves its setsid'd sleep to init: no descendant, not in the exec's group. */
    private static String escapedSleep(String sleep) {
        return "(setsid sleep " + sleep + " >/dev/null 2>&1 </dev/null &)\n";
    }

    @ParameterizedTest
    @EnumSource(Isolation.class)
    @EnabledOnOs(OS.LINUX)
    void aJobInANewSessionDiesWithTheExecUnderEveryIsolation(Isolation isolation) {
        String sleep = Await.uniqueSleepSeconds();
        try (LocalSandbox sandbox = startOrSkip(isolation)) {
            String running = "pgrep -f 'sleep " + sleep + "' >/dev/null";
            String code = escapedSleep(sleep) + "for i in $(seq 200); do " + running + " && break; sleep 0.05; done\n"
                    + running + " && echo started";
            SandboxClient.Answer answer = new SandboxClient(sandbox).exec("bash", code, null);

            assertThat(answer.stdout()).isEqualTo("started\n");
            Await.until(Duration.ofSeconds(5), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                    "the sleep in its own session is gone");
        }
    }

    @ParameterizedTest
    @EnumSource(Isolation.class)
    @EnabledOnOs(OS.LINUX)
    void closingTheSandboxKillsWhatRunningExecsStartedInNewSessions(Isolation isolation) {
        String sleep = Await.uniqueSleepSeconds();
        LocalSandbox sandbox = startOrSkip(isolation);
        try {
            CompletableFuture<SandboxClient.Answer> pending = new SandboxClient(sandbox)
                    .execAsync(SandboxClient.request("bash", escapedSleep(sleep) + "sleep 300", null));
            Await.until(Duration.ofSeconds(10), () -> !Await.processesWith("sleep " + sleep).isEmpty(),
                    "the sleep in its own session is running");

            sandbox.close();

            Await.until(Duration.ofSeconds(5), () -> Await.processesWith("sleep " + sleep).isEmpty(),
                    "the sleep in its own session is gone after close");
            Await.until(Duration.ofSeconds(10), pending::isDone, "the exec's request ended with the server");
        } finally {
            sandbox.close();
            Await.processesWith("sleep " + sleep).forEach(ProcessHandle::destroyForcibly);
        }
    }

    @ParameterizedTest
    @EnumSource(Isolation.class)
    void guestEnvironmentIsTheAllowListWithoutServerSecrets(Isolation isolation) {
        Map<String, String> server = Map.of("PATH", System.getenv("PATH"), "LANG", "C.UTF-8",
                "COLLIMATE_API_KEY", "sk-very-secret", "AWS_SECRET_ACCESS_KEY", "aws-secret", "USER", "someone");
        try (LocalSandbox sandbox = startOrSkip(isolation, server)) {
            String code = "import os\nprint(sorted(os.environ))\nprint(os.environ['HOME'] == os.getcwd())\n";
            SandboxClient.Answer answer = new SandboxClient(sandbox).exec("python", code, SandboxClient.SEED_A);

            assertThat(answer.stdout()).isEqualTo(
                    "['HOME', 'LANG', 'PATH', 'PWD', 'PYTHONDONTWRITEBYTECODE', 'PYTHONHASHSEED',"
                            + " 'PYTHONIOENCODING', 'PYTHONUNBUFFERED', 'TMPDIR', 'TZ']\nTrue\n");
        }
    }

    @ParameterizedTest
    @EnumSource(Isolation.class)
    void guestsGetUtcAndTheSameLocaleWhateverTheServersEnvironmentSays(Isolation isolation) {
        Map<String, String> server = Map.of("PATH", System.getenv("PATH"), "TZ", "Asia/Tokyo",
                "LANG", "ja_JP.UTF-8", "LC_ALL", "de_DE.UTF-8", "TERM", "xterm-256color", "COLUMNS", "200");
        try (LocalSandbox sandbox = startOrSkip(isolation, server)) {
            SandboxClient client = new SandboxClient(sandbox);
            String python = String.join("\n",
                    "import os, shutil, time",
                    "print(time.strftime('%Z'), time.localtime(0).tm_hour)",
                    "print(os.environ['TZ'], os.environ['LANG'], [k for k in os.environ if k.startswith('LC_')])",
                    "print(os.environ.get('TERM'), shutil.get_terminal_size().columns)", "");
            // bash gives itself TERM=dumb when there is none, but does not export it: printenv reads the environment
            String shell = String.join("\n",
                    "date -d @0 '+%H %Z'", "echo \"${TZ} ${LANG} ${LC_ALL-unset}\"", "printenv TERM || echo unset", "");

            assertThat(client.exec("python", python, SandboxClient.SEED_A).stdout())
                    .isEqualTo("UTC 0\nUTC C.UTF-8 []\nNone 80\n");
            assertThat(client.exec("bash", shell, SandboxClient.SEED_A).stdout())
                    .isEqualTo("00 UTC\nUTC C.UTF-8 unset\nunset\n");
        }
    }

    @ParameterizedTest
    @EnumSource(value = Isolation.class, names = {"BWRAP", "UNSHARE"})
    void confinedGuestsSeeTheSameHostNameOnEveryMachine(Isolation isolation) {
        try (LocalSandbox sandbox = startOrSkip(isolation)) {
            String code = "import os, socket\nprint(socket.gethostname(), os.uname().nodename)\n";

            assertThat(new SandboxClient(sandbox).exec("python", code, SandboxClient.SEED_A).stdout())
                    .isEqualTo("sandbox sandbox\n");
        }
    }
}
