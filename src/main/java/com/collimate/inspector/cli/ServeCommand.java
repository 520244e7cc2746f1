package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.sandbox.Isolation;
import com.collimate.inspector.sandbox.LocalSandbox;
import com.collimate.inspector.sandbox.SandboxConfig;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.net.InetAddress;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;

/** {@code serve}: runs the local sandbox as a standalone exec server until Ctrl+C / SIGTERM. */
@Command(name = "serve",
        mixinStandardHelpOptions = true,
        versionProvider = InspectorCommand.Version.class,
        description = {
            "Run the local sandbox: the exec API (POST /v1/exec, GET /v1/info) for python (seed handshake), bash and sh.",
            "The first line printed is 'listening on http://HOST:PORT'. Stop with Ctrl+C or SIGTERM: new execs are "
                    + "answered 503, running ones have " + ServeCommand.SHUTDOWN_GRACE_SECONDS
                    + " s to finish, then are killed and answered 503.",
            "Exit status: 2 bad arguments (a token must be printable ASCII without spaces) or the server cannot start "
                    + "(port in use); 130 stopped (Ctrl+C, SIGINT), 143 terminated (SIGTERM)."})
public final class ServeCommand implements Callable<Integer> {
    static final String TOKEN_VARIABLE = "COLLIMATE_API_KEY";
    private static final int MAX_PORT = 65_535;
    /** How long running execs may go on after Ctrl+C or SIGTERM; short of the 10 s a container gets to stop. */
    static final int SHUTDOWN_GRACE_SECONDS = 5;
    static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(SHUTDOWN_GRACE_SECONDS);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", description = "Port to listen on; 0 (default) picks a free one.")
    int port;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = SandboxConfig.LOOPBACK,
            description = "Address to bind (default: ${DEFAULT-VALUE}). Anything but loopback exposes code execution.")
    String host;

    @Option(names = "--token", paramLabel = "T",
            description = "Bearer token clients must send. Default: $" + TOKEN_VARIABLE + ", else a generated one.")
    String token;

    @Option(names = "--isolation", paramLabel = "KIND", defaultValue = "auto", converter = IsolationChoices.class,
            completionCandidates = IsolationChoices.class,
            description = "auto (default: the best that works), bwrap, unshare or none.")
    Isolation isolation; // null: auto

    @Option(names = "--concurrency", paramLabel = "N", description = "Execs running at once (default: cores).")
    Integer concurrency;

    @Option(names = "--max-timeout", paramLabel = "SECONDS", defaultValue = "300",
            description = "Upper bound for a request's timeout_s (default: ${DEFAULT-VALUE}).")
    int maxTimeoutSeconds;

    @Mixin
    SandboxLimitOptions sandboxLimits = new SandboxLimitOptions();

    /** What binding to an address of another machine says (EADDRNOTAVAIL). */
    private static final String NOT_LOCAL = "Cannot assign requested address";

    private final CountDownLatch stopped = new CountDownLatch(1);

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String environmentToken = System.getenv(TOKEN_VARIABLE);
        String chosenToken = token != null ? token
                : environmentToken != null && !environmentToken.isBlank() ? environmentToken.strip() : null;
        if (maxTimeoutSeconds < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--max-timeout must be at least 1 second, not "
                    + maxTimeoutSeconds);
        }
        requireOptions();
        if (token == null && chosenToken != null && !ApiKey.canBeSent(chosenToken)) {
            // not a usage error: no option is wrong, and the sandbox's own message would not say where the token is
            throw new IllegalArgumentException("$" + TOKEN_VARIABLE + ", the default token, holds a space, a control or"
                    + " a non-ASCII character: a client cannot send it in an Authorization header; correct it in the"
                    + " environment, or give --token");
        }
        LocalSandbox sandbox;
        try {
            sandbox = LocalSandbox.start(config(chosenToken));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        } catch (SocketException e) {
            throw new IOException(cannotListen(e), e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            sandbox.shutDown(SHUTDOWN_GRACE);
            stopped.countDown();
        }, "sandbox-shutdown"));
        out.println("listening on " + sandbox.uri());
        out.println("isolation: " + sandbox.isolationStatus());
        out.println("templates: " + String.join(", ", sandbox.templates()));
        if (chosenToken == null) {
            out.println("token: " + sandbox.token());
        } else {
            out.println("token: from " + (token != null ? "--token" : "$" + TOKEN_VARIABLE));
        }
        out.flush();
        Consumer<String> warn = Warnings.of(spec.commandLine());
        if (!isLoopback(host)) {
            warn.accept("listening on " + host + ", not loopback: anyone who can reach this "
                    + "port and has the token can run code on this machine as " + System.getProperty("user.name") + ".");
        }
        if (sandbox.isolation() == Isolation.NONE) {
            warn.accept(noIsolationWarning());
        }
        sandbox.onIsolationStatusChange(status -> {
            warn.accept("isolation: " + status);
            err.flush();
        });
        err.flush();
        stopped.await();
        return 0;
    }

    /** As {@code check --replay} warns before running a log's code unconfined. */
    private String noIsolationWarning() {
        boolean probed = isolation == null;
        return "the local sandbox has no isolation" + (probed ? " on this machine (neither bwrap nor unshare works here)"
                : " (--isolation none)") + ": code sent to this server runs as you, with your files and your network."
                + (probed ? " Install bubblewrap to confine it." : "");
    }

    /** Refused naming the option (the sandbox's own checks cannot know which option a value came from). */
    private void requireOptions() {
        if (port < 0 || port > MAX_PORT) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--port must be between 0 and " + MAX_PORT
                    + ", not " + port);
        }
        if (concurrency != null && concurrency < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--concurrency must be at least 1, not "
                    + concurrency);
        }
        if (token != null && token.isBlank()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--token must not be blank (leave it out to use"
                    + " $" + TOKEN_VARIABLE + " or a generated token)");
        }
    }

    private SandboxConfig config(String chosenToken) {
        SandboxConfig defaults = SandboxConfig.loopback();
        int slots = concurrency == null ? defaults.maxConcurrency() : concurrency;
        Duration maxTimeout = Duration.ofSeconds(maxTimeoutSeconds);
        return sandboxLimits.limits().applyTo(defaults.withHost(host)
                .withPort(port)
                .withToken(chosenToken)
                .withIsolation(isolation)
                .withConcurrency(slots, defaults.maxQueued(), defaults.maxQueueWait())
                .withTimeouts(min(defaults.defaultTimeout(), maxTimeout), maxTimeout));
    }

    /** The values of {@code --isolation}: {@code auto} (null: the best that works here), then the kinds. */
    static final class IsolationChoices extends ChoiceArgument<Isolation> {
        IsolationChoices() {
            super(withAuto());
        }

        private static Map<String, Isolation> withAuto() {
            Map<String, Isolation> choices = new LinkedHashMap<>();
            choices.put("auto", null);
            choices.putAll(labelled(Isolation.values(), Isolation::label));
            return choices;
        }
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    /** Why the sandbox could not listen on --host and --port, naming the one to change. */
    private String cannotListen(SocketException e) {
        String shownHost = TextSafety.oneLine(host, 200);
        if (!resolvable(host)) {
            return "cannot listen on " + shownHost + ": the host cannot be resolved (--host takes an address of this "
                    + "machine, e.g. 127.0.0.1, ::1 or 0.0.0.0 for every interface, or a name that resolves to one)";
        }
        String reason = "cannot listen on " + shownHost + ":" + port + ": " + e.getMessage();
        if (!(e instanceof BindException)) {
            return reason;
        }
        return reason + (NOT_LOCAL.equalsIgnoreCase(e.getMessage()) ? " (" + shownHost + " is not an address of "
                + "this machine; choose another --host)" : " (choose another --port, or 0 for any free one)");
    }

    private static boolean resolvable(String host) {
        try {
            InetAddress.getByName(host);
            return true;
        } catch (UnknownHostException e) {
            return false;
        }
    }

    static boolean isLoopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
