package com.collimate.inspector.sandbox;

import com.collimate.inspector.AppInfo;
import com.collimate.inspector.core.util.DaemonThreads;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The built-in exec server: the exec API ({@code POST /v1/exec}, {@code GET /v1/info}) on a local port, running
 * python (seed handshake), bash and sh with the best isolation this machine offers.
 *
 * <pre>{@code
 * try (LocalSandbox sandbox = LocalSandbox.start(SandboxConfig.loopback())) {
 *     client.connect(sandbox.uri(), sandbox.token());   // e.g. http://127.0.0.1:41234, generated token
 * }
 * }</pre>
 *
 * {@link #start} probes python3 and the isolation by running them, so call it off the UI thread. {@link #close}
 * stops the server and kills every running exec with its whole process tree.
 */
public final class LocalSandbox implements AutoCloseable {
    private static final int EXTRA_HTTP_THREADS = 4;
    /** How long a shutdown waits for the answers of execs it killed to be sent. */
    private static final Duration ANSWER_WAIT = Duration.ofSeconds(2);

    private final HttpServer server;
    private final ExecutorService httpThreads;
    private final ProcessRunner runner;
    private final ServerFolder folders;
    private final ExecService execs;
    private final InFlight inFlight;
    private final BearerToken token;
    private final Confinement confinement;
    private final List<String> templates;
    private final URI uri;
    private final AtomicBoolean closed = new AtomicBoolean();

    private LocalSandbox(HttpServer server, ExecutorService httpThreads, ProcessRunner runner, ServerFolder folders,
                         ExecService execs, InFlight inFlight, BearerToken token, Confinement confinement,
                         List<String> templates, String host) {
        this.server = server;
        this.httpThreads = httpThreads;
        this.runner = runner;
        this.folders = folders;
        this.execs = execs;
        this.inFlight = inFlight;
        this.token = token;
        this.confinement = confinement;
        this.templates = templates;
        this.uri = URI.create("http://" + hostForUri(host) + ":" + server.getAddress().getPort());
    }

    /**
     * Starts a sandbox and returns once it accepts requests.
     *
     * @throws IOException when the port cannot be bound or the required isolation does not work here
     */
    public static LocalSandbox start(SandboxConfig config) throws IOException {
        return start(config, FaultInjection.NONE);
    }

    static LocalSandbox start(SandboxConfig config, FaultInjection fault) throws IOException {
        return start(config, fault, System.getenv());
    }

    /** @param serverEnvironment the variables the guests' allow-list picks from (tests pass secrets to prove it) */
    static LocalSandbox start(SandboxConfig config, FaultInjection fault, Map<String, String> serverEnvironment)
            throws IOException {
        // read once by the JDK server when its first instance is created; small JSON answers must not wait on Nagle
        System.setProperty("sun.net.httpserver.nodelay", "true");
        ServerFolder folders = ServerFolder.create();
        ProcessRunner runner = new ProcessRunner(folders.root());
        try {
            TemplateCatalog templates = TemplateCatalog.discover(runner, fault);
            Confinement confinement = new IsolationProbe(runner, folders, templates.interpreterFolders())
                    .select(config.isolation());
            BearerToken token = config.token() == null ? BearerToken.generate() : new BearerToken(config.token());
            ExecService execs = new ExecService(templates, confinement, runner, folders, config, serverEnvironment);
            Supplier<Map<String, Object>> info = () -> info(templates, confinement.isolation(),
                    isolationStatus(confinement, runner), config);
            HttpServer server = HttpServer.create(new InetSocketAddress(config.host(), config.port()), 0);
            int threads = config.maxConcurrency() + config.maxQueued() + EXTRA_HTTP_THREADS;
            ThreadPoolExecutor httpThreads = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS,
                    new LinkedBlockingQueue<>(), new DaemonThreads("sandbox-http"));
            httpThreads.allowCoreThreadTimeOut(true);
            server.setExecutor(httpThreads);
            InFlight inFlight = new InFlight();
            server.createContext("/", new SandboxHttpHandler(token, execs, info, config.maxRequestBytes(), inFlight));
            server.start();
            List<String> names = templates.available().stream().map(Template::name).toList();
            return new LocalSandbox(server, httpThreads, runner, folders, execs, inFlight, token, confinement, names,
                    config.host());
        } catch (UnavailableException e) {
            runner.close();
            folders.close();
            throw new IOException(e.getMessage(), e);
        } catch (IOException | RuntimeException e) {
            runner.close();
            folders.close();
            throw e;
        }
    }

    /** Base URI of the exec API with the configured host and the bound port, e.g. {@code http://127.0.0.1:41234}. */
    public URI uri() {
        return uri;
    }

    /** The bearer token clients must send. Never log it. */
    public String token() {
        return token.value();
    }

    public Isolation isolation() {
        return confinement.isolation();
    }

    /**
     * What the isolation protects, in plain words ({@link Isolation#description()}), and, should guests outlive this
     * sandbox if it is killed outright, that and why (the watcher that ends them is missing or has ended).
     */
    public String isolationStatus() {
        return isolationStatus(confinement, runner);
    }

    /**
     * Calls {@code listener} with the new {@link #isolationStatus()} should it change while the sandbox runs: its
     * watcher was killed, and guests would from then on outlive a sandbox killed outright.
     */
    public void onIsolationStatusChange(Consumer<String> listener) {
        if (!confinement.diesWithServer()) {
            runner.whenDeathWatchLost(() -> listener.accept(isolationStatus()));
        }
    }

    /**
     * That and why the code this sandbox runs would keep running if the sandbox were killed outright (its watcher is
     * missing or has ended, and the isolation does not end it either); empty while nothing would outlive it.
     */
    public Optional<String> outlivedIfKilled() {
        return outlivedIfKilled(confinement, runner);
    }

    private static Optional<String> outlivedIfKilled(Confinement confinement, ProcessRunner runner) {
        if (confinement.diesWithServer()) {
            return Optional.empty();
        }
        return runner.deathWatchProblem().map(problem -> "if this sandbox is killed outright (SIGKILL, out of memory),"
                + " the code it runs keeps running: " + problem);
    }

    private static String isolationStatus(Confinement confinement, ProcessRunner runner) {
        String description = confinement.isolation().description();
        return outlivedIfKilled(confinement, runner).map(outlived -> description + "; " + outlived).orElse(description);
    }

    /** Names of the templates this sandbox runs, e.g. python, bash, sh. */
    public List<String> templates() {
        return templates;
    }

    /** Kills running execs (their clients get 503), then stops the server. Idempotent. */
    @Override
    public void close() {
        shutDown(Duration.ZERO);
    }

    /**
     * Stops gracefully: execs not yet running are answered 503 (JSON, as every error), the running ones have
     * {@code grace} to finish and be answered, then those still running are killed and answered 503, and the server
     * stops. Never waits much longer than {@code grace}. Idempotent.
     */
    public void shutDown(Duration grace) {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        execs.refuseNew();
        try {
            if (!inFlight.awaitNone(grace)) {
                runner.close();
                inFlight.awaitNone(ANSWER_WAIT);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            runner.close();
            // the folders of execs still in progress too: a JVM exiting right after (serve on SIGTERM) must leave
            // nothing behind, even if their threads never resume
            folders.close();
            server.stop(0);
            httpThreads.shutdownNow();
        }
    }

    @Override
    public String toString() {
        return "LocalSandbox[" + uri + ", isolation=" + isolation().label() + ", templates=" + templates + "]";
    }

    private static Map<String, Object> info(TemplateCatalog templates, Isolation isolation, String isolationStatus,
                                            SandboxConfig config) {
        Map<String, Object> info = new LinkedHashMap<>();
        info.put("name", "collimate-local-sandbox");
        info.put("version", AppInfo.version());
        info.put("templates", templates.available().stream().map(Template::name).toList());
        info.put("template_details", templates.available().stream().map(template -> Map.of(
                "name", template.name(), "runtime", template.runtime(),
                "seed_handshake", template.seedHandshake())).toList());
        info.put("isolation", isolation.label());
        info.put("isolation_detail", isolationStatus);
        Map<String, Object> limits = new LinkedHashMap<>();
        limits.put("max_concurrency", config.maxConcurrency());
        limits.put("max_queued", config.maxQueued());
        limits.put("default_timeout_s", config.defaultTimeout().toMillis() / 1000.0);
        limits.put("max_timeout_s", config.maxTimeout().toMillis() / 1000.0);
        limits.put("output_cap_bytes", config.outputCapBytes());
        limits.put("max_request_bytes", config.maxRequestBytes());
        info.put("limits", limits);
        return info;
    }

    private static String hostForUri(String host) {
        return host.contains(":") ? "[" + host + "]" : host;
    }
}
