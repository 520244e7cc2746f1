package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class GuestEnvironmentTest {
    private static final GuestPaths GUEST = new GuestPaths("/tmp/sandbox/work", "/tmp/sandbox/ctl", "/tmp");

    @Test
    void onlyAllowListedServerVariablesReachTheGuest() {
        Map<String, String> server = Map.of("PATH", "/bin", "COLLIMATE_API_KEY", "sk-secret",
                "GITHUB_TOKEN", "ghp", "HOME", "/root", "TMPDIR", "/var/tmp", "PYTHONHASHSEED", "0");

        Map<String, String> environment = GuestEnvironment.forGuest(server, GUEST, Map.of("PYTHONHASHSEED", "7"));

        assertThat(environment).containsOnly(
                Map.entry("PATH", "/bin"), Map.entry("TZ", "UTC"), Map.entry("LANG", "C.UTF-8"),
                Map.entry("HOME", "/tmp/sandbox/work"), Map.entry("PWD", "/tmp/sandbox/work"),
                Map.entry("TMPDIR", "/tmp"), Map.entry("PYTHONHASHSEED", "7"));
    }

    @Test
    void timeZoneAndLocaleArePinnedWhateverTheServerSays() {
        Map<String, String> server = Map.of("PATH", "/bin", "TZ", "Asia/Tokyo", "LANG", "ja_JP.UTF-8",
                "LC_ALL", "de_DE.UTF-8", "LC_CTYPE", "tr_TR.UTF-8", "LC_COLLATE", "sv_SE.UTF-8");

        Map<String, String> environment = GuestEnvironment.forGuest(server, GUEST, Map.of());

        assertThat(environment).containsEntry("TZ", "UTC").containsEntry("LANG", "C.UTF-8");
        assertThat(environment.keySet()).noneMatch(name -> name.startsWith("LC_"));
    }

    @Test
    void terminalAndIdentityVariablesOfTheServerDoNotReachTheGuest() {
        Map<String, String> server = Map.of("PATH", "/bin", "TERM", "xterm-256color", "COLUMNS", "200",
                "LINES", "50", "HOSTNAME", "build-7", "USER", "alice", "LOGNAME", "alice");

        Map<String, String> environment = GuestEnvironment.forGuest(server, GUEST, Map.of());

        assertThat(environment).doesNotContainKeys("TERM", "COLUMNS", "LINES", "HOSTNAME", "USER", "LOGNAME");
    }

    @Test
    void aTemplatesOwnTimeZoneAndLocaleWin() {
        Map<String, String> template = Map.of("TZ", "Europe/Paris", "LANG", "fr_FR.UTF-8");

        Map<String, String> environment = GuestEnvironment.forGuest(Map.of("TZ", "Asia/Tokyo"), GUEST, template);

        assertThat(environment).containsEntry("TZ", "Europe/Paris").containsEntry("LANG", "fr_FR.UTF-8");
    }

    @Test
    void withoutPathTheBaseIsASafeDefaultAndThePinnedValues() {
        assertThat(GuestEnvironment.base(Map.of("TZ", "Asia/Tokyo", "LC_ALL", "de_DE.UTF-8")))
                .containsOnly(Map.entry("PATH", "/usr/local/bin:/usr/bin:/bin"), Map.entry("TZ", "UTC"),
                        Map.entry("LANG", "C.UTF-8"));
    }
}
