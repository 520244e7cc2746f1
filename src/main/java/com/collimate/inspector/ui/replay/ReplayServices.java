package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.api.ClientOptions;
import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.api.ExecClient;
import com.collimate.inspector.core.api.KeyPolicy;
import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.util.Diagnostics;
import com.collimate.inspector.sandbox.LocalSandbox;
import com.collimate.inspector.sandbox.SandboxConfig;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The replay backends of the app: the configured endpoint (docs/api.md: COLLIMATE_ENDPOINT, else the settings),
 * else the built-in local sandbox, started in-process on first use with the output limit that Settings then says,
 * and kept until the app closes. The key is chosen {@link KeyPolicy#SETTINGS_FIRST}.
 */
public final class ReplayServices implements BackendSource, AutoCloseable {
    /** Starts the local sandbox (a seam for tests). */
    public interface SandboxStarter {
        LocalSandbox start(SandboxConfig config) throws IOException;
    }

    private final Supplier<Settings> settings;
    private final Map<String, String> environment;
    private final SandboxStarter starter;
    private final Path dataFolder;
    private final LocalRunApprovals approvals = new LocalRunApprovals();
    private final Diagnostics diagnostics;
    private LocalSandbox sandbox;
    /** The output limit {@link #sandbox} started with: Settings may have changed since. */
    private int sandboxOutputLimit;
    private volatile boolean closed;

    public ReplayServices(Supplier<Settings> settings, Map<String, String> environment, SandboxStarter starter,
                          Path dataFolder) {
        this(settings, environment, starter, dataFolder, Diagnostics.forApp(environment, dataFolder,
                () -> Arrays.asList(environment.get(EndpointResolver.KEY_VARIABLE), settings.get().apiKey())));
    }

    /** @param diagnostics where the trace of an unexpected failure goes (the app has one for all its parts) */
    public ReplayServices(Supplier<Settings> settings, Map<String, String> environment, SandboxStarter starter,
                          Path dataFolder, Diagnostics diagnostics) {
        this.settings = settings;
        this.environment = Map.copyOf(environment);
        this.starter = starter;
        this.dataFolder = dataFolder;
        this.diagnostics = diagnostics;
    }

    /** The app's diagnostics file in the data folder; the keys of the environment and of Settings are masked. */
    @Override
    public Diagnostics diagnostics() {
        return diagnostics;
    }

    public static ReplayServices forApp(Supplier<Settings> settings, Map<String, String> environment,
                                        Path dataFolder, Diagnostics diagnostics) {
        return new ReplayServices(settings, environment, LocalSandbox::start, dataFolder, diagnostics);
    }

    /** The app's local sandbox: the built-in one, keeping the output that Settings says. */
    private static SandboxConfig localSandboxConfig(Settings settings) {
        SandboxConfig loopback = SandboxConfig.loopback();
        return loopback.withLimits(settings.sandboxMaxOutput(), loopback.maxRequestBytes());
    }

    /** Where journals go when a log's own folder is not writable. */
    public Path dataFolder() {
        return dataFolder;
    }

    public LocalRunApprovals approvals() {
        return approvals;
    }

    public Settings settings() {
        return settings.get();
    }

    @Override
    public ReplayBackend open() throws IOException {
        refuseWhenClosed(); // at once, not after a sandbox still starting
        synchronized (this) {
            refuseWhenClosed(); // no sandbox is started once the stopper may have run
            return openLocked();
        }
    }

    private void refuseWhenClosed() throws IOException {
        if (closed) {
            throw new IOException("the app is closing");
        }
    }

    private ReplayBackend openLocked() throws IOException {
        Settings current = settings.get();
        ClientOptions options = ClientOptions.from(current);
        Optional<Endpoint> endpoint;
        try {
            endpoint = EndpointResolver.resolve(null, environment, current, KeyPolicy.SETTINGS_FIRST);
        } catch (IllegalArgumentException e) {
            // the cause says which setting to fix: EndpointProblem.ofUnusableSetting points the banner at it
            throw new IOException(e.getMessage(), e);
        }
        if (endpoint.isPresent()) {
            Endpoint remote = endpoint.get();
            return new ReplayBackend(new ExecClient(ExecClient.newHttpClient(options), remote, options), false,
                    remote.display() + " (from " + remote.source() + ", "
                            + (remote.apiKey() == null ? "no API key" : "API key set") + ")");
        }
        if (sandbox == null) {
            // started once and kept: a new output limit in Settings applies from the next start of the app
            SandboxConfig config = localSandboxConfig(current);
            sandbox = starter.start(config);
            sandboxOutputLimit = config.outputCapBytes();
        }
        Endpoint local = Endpoint.localSandbox(sandbox.uri(), ApiKey.ofNullable(sandbox.token()));
        ClientOptions localOptions = options.withRoomForStreams(sandboxOutputLimit);
        return new ReplayBackend(new ExecClient(ExecClient.newHttpClient(localOptions), local, localOptions), true,
                "the local sandbox (isolation: " + sandbox.isolationStatus() + ")");
    }

    /**
     * Stops the local sandbox, killing what still runs in it, on a thread of its own: called on the FX thread as the
     * window closes, it must not wait for the guests' answers (up to seconds) nor for a sandbox still starting (a
     * started one is stopped once it is up). The thread is no daemon, so the JVM waits for it before exiting and no
     * guest outlives the app.
     */
    @Override
    public void close() {
        closed = true;
        Thread stopper = new Thread(this::stopSandbox, "local-sandbox-stop");
        stopper.setDaemon(false);
        stopper.start();
    }

    private synchronized void stopSandbox() {
        if (sandbox != null) {
            sandbox.close();
            sandbox = null;
        }
    }
}
