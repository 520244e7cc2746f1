package com.collimate.inspector.sandbox;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The guest's whole environment: PATH (and SYSTEMROOT) from the server, never keys such as COLLIMATE_API_KEY; a
 * time zone and locale pinned whoever runs the server; HOME, PWD and TMPDIR pointing into the exec folder; then the
 * template's own variables, which win over all of these.
 */
final class GuestEnvironment {
    private static final List<String> PASSED = List.of("PATH", "SYSTEMROOT");
    /**
     * The same for every guest, so that a replay's output does not depend on the caller's TZ/LANG/LC_* or the
     * machine's /etc/localtime (glibc and Python read TZ first). No LC_* is set: LANG then rules every category,
     * collation included, and a template can still choose another locale through LANG alone. TERM, COLUMNS and
     * LINES are left unset, as for any exec whose output goes to pipes.
     */
    private static final Map<String, String> PINNED = Map.of("TZ", "UTC", "LANG", "C.UTF-8");
    /** The host name that bwrap and unshare give the guest (its own UTS namespace), instead of the machine's. */
    static final String HOSTNAME = "sandbox";
    private static final String HOME = "HOME";
    private static final String TMPDIR = "TMPDIR";
    private static final String FALLBACK_PATH = "/usr/local/bin:/usr/bin:/bin";

    private GuestEnvironment() {
    }

    static Map<String, String> base() {
        return base(System.getenv());
    }

    /** The variables every process the sandbox starts gets, before the exec folder's and the template's. */
    static Map<String, String> base(Map<String, String> server) {
        Map<String, String> environment = new LinkedHashMap<>();
        for (String name : PASSED) {
            String value = server.get(name);
            if (value != null) {
                environment.put(name, value);
            }
        }
        environment.putIfAbsent("PATH", FALLBACK_PATH);
        environment.putAll(PINNED);
        return environment;
    }

    static Map<String, String> forGuest(Map<String, String> server, GuestPaths guest, Map<String, String> template) {
        Map<String, String> environment = base(server);
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
