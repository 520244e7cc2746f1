package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class GuestEnvironmentTest {

    @Test
    void onlyAllowListedServerVariablesReachTheGuest() {
        Map<String, String> server = Map.of("PATH", "/bin", "TZ", "UTC", "COLLIMATE_API_KEY", "sk-secret",
                "GITHUB_TOKEN", "ghp", "HOME", "/root", "TMPDIR", "/var/tmp");
        GuestPaths guest = new GuestPaths("/tmp/sandbox/work", "/tmp/sandbox/ctl", "/tmp");

        Map<String, String> environment = GuestEnvironment.forGuest(server, guest, Map.of("PYTHONHASHSEED", "7"));

        assertThat(environment).containsOnly(
                Map.entry("PATH", "/bin"), Map.entry("TZ", "UTC"), Map.entry("LANG", "C.UTF-8"),
                Map.entry("HOME", "/tmp/sandbox/work"), Map.entry("PWD", "/tmp/sandbox/work"),
                Map.entry("TMPDIR", "/tmp"), Map.entry("PYTHONHASHSEED", "7"));
    }

    @Test
    void missingPathGetsASafeDefault() {
        assertThat(GuestEnvironment.passedThrough(Map.of())).containsEntry("PATH", "/usr/local/bin:/usr/bin:/bin");
    }
}
