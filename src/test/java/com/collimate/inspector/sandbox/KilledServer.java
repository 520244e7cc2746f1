package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.util.Locale;

/**
 * A sandbox in a JVM of its own for {@link ServerDeathTest}: runs one exec that starts a child, and another that leaves
 * its process group ({@code setsid}), and all three sleep; then waits to be killed. Arguments: the isolation, the sleep's seconds. Exits with {@link #UNAVAILABLE} when the
 * isolation does not work here. With the sole argument {@link #START_AND_STOP} it only starts a sandbox and closes it.
 */
final class KilledServer {
    static final int UNAVAILABLE = 3;
    static final String START_AND_STOP = "start-and-stop";

    private KilledServer() {
    }

    public static void main(String[] args) throws InterruptedException {
        if (args[0].equals(START_AND_STOP)) {
            startAndStop();
            return;
        }
        Isolation isolation = Isolation.valueOf(args[0].toUpperCase(Locale.ROOT));
        LocalSandbox sandbox;
        try {
            sandbox = LocalSandbox.start(SandboxConfig.loopback().withIsolation(isolation));
        } catch (IOException e) {
            System.exit(UNAVAILABLE);
            return;
        }
        // closed should the test not kill it (its runner died): the HTTP server's thread would keep this JVM for ever
        try (sandbox) {
            new SandboxClient(sandbox).execAsync(SandboxClient.request("bash", "(sleep " + args[1] + ") &\n"
                    + "setsid sleep " + args[1] + " &\nsleep " + args[1] + "\nwait", null).put("timeout_s", 300)).join();
        }
    }

    private static void startAndStop() {
        try {
            LocalSandbox.start(SandboxConfig.loopback().withIsolation(Isolation.NONE)).close();
        } catch (IOException e) {
            System.exit(UNAVAILABLE);
        }
    }
}
