package com.collimate.inspector.sandbox;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The guest's whole environment: a small allow-list taken from the server (never keys such as
 * COLLIMATE_API_KEY), HOME, PWD and TMPDIR pointing into the exec folder, then the template's own variables.
 */
final class GuestEnvironment {
    private static final List<String> ALLOWED = List.of("PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "SYSTEMROOT");
    private static final String HOME = "HOME";
    private static final String TMPDIR = "TMPDIR";
    private static final String FALLBACK_PATH = "/usr/local/bin:/usr/bin:/bin";

    private GuestEnvironment() {
    }

    static Map<String, String> passedThrough() {
        return passedThrough(System.getenv());
    }

    static Map<String, String> passedThrough(Map<String, String> server) {
        Map<String, String> environment = new LinkedHashMap<>();
        for (String name : ALLOWED) {
            String value = server.get(name);
            if (value != null) {
                environment.put(name, value);
            }
        }
        environment.putIfAbsent("PATH", FALLBACK_PATH);
        environment.putIfAbsent("LANG", "C.UTF-8");
        return environment;
    }

    static Map<String, String> forGuest(Map<String, String> server, GuestPaths guest, Map<String, String> template) {
        Map<String, String> environment = passedThrough(server);
        environment.put(HOME, guest.work());
        environment.put("PWD", guest.work());
        environment.put(TMPDIR, guest.tmp());
        environment.putAll(template);
        return environment;
    }

    /**
     * The entries naming the exec folder that every process of the exec inherits (PWD is left out: a {@code cd}
     * changes it), as "NAME=value".
     */
    static List<String> folderEntries(GuestPaths guest) {
        return List.of(HOME + "=" + guest.work(), TMPDIR + "=" + guest.tmp());
    }
}
