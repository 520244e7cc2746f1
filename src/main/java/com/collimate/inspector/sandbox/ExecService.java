package com.collimate.inspector.sandbox;

import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.api.ExecResponse;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.util.ByteSize;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import java.io.IOException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;

/** Validates an exec request, runs it confined within the limits, and builds the response. */
final class ExecService {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final int MAX_ECHOED_NAME = 80;

    private final TemplateCatalog templates;
    private final Confinement confinement;
    private final ProcessRunner runner;
    private final ServerFolder folders;
    private final Admission admission;
    private final SandboxConfig config;
    private final Map<String, String> serverEnvironment;
    private final SecureRandom entropy = new SecureRandom();
    private final Map<String, ProcessRunner.Stop> stops = new ConcurrentHashMap<>();
    private volatile boolean refusing;

    ExecService(TemplateCatalog templates, Confinement confinement, ProcessRunner runner, ServerFolder folders,
                SandboxConfig config, Map<String, String> serverEnvironment) {
        this.templates = templates;
        this.confinement = confinement;
        this.runner = runner;
        this.folders = folders;
        this.config = config;
        this.admission = new Admission(config.maxConcurrency(), config.maxQueued(), config.maxQueueWait());
        this.serverEnvironment = Map.copyOf(serverEnvironment);
    }

    /**
     * Runs one exec. {@code execId}, when the client sent one, lets {@link #stop} end it early: a client that gave up
     * (a cancelled replay) must not leave the code running until the time limit.
     */
    ExecResponse execute(ExecRequest request, String execId) throws HttpProblem, IOException, InterruptedException {
        refuseIfShuttingDown(); // at once, not queued behind running execs until their grace ends
        Template template = template(request.template());
        if (request.code() == null) {
            throw new HttpProblem(400, "code is required");
        }
        int broken = unpairedSurrogate(request.code());
        if (broken >= 0) {
            throw new HttpProblem(400, "code is not valid Unicode: unpaired surrogate at character " + broken);
        }
        String seedHex = request.seed() == null ? freshSeed() : request.seed();
        if (!Seed.isHex64(seedHex)) {
            throw new HttpProblem(400, "seed must be 64 hex characters (32 bytes), got "
                    + (seedHex.length() > MAX_ECHOED_NAME ? seedHex.length() + " characters" : "'" + seedHex + "'"));
        }
        Duration timeout = timeout(request.timeoutS());
        ProcessRunner.Stop stop = new ProcessRunner.Stop();
        if (execId != null) {
            stops.put(execId, stop);
        }
        try (Admission.Slot slot = admission.enter()) {
            refuseIfShuttingDown(); // it waited for its slot while the shutdown began
            if (stop.requested()) {
                throw new HttpProblem(409, "stopped by its client before it started");
            }
            try (ExecFolder folder = folders.newExecFolder()) {
                ExecResponse response = run(template, request.code(), seedHex, timeout, folder, stop);
                if (!stop.requested()) {
                    slot.ranItsCourse();
                }
                return response;
            } catch (CancellationException e) {
                throw shuttingDown();
            } catch (IOException e) {
                // the shutdown deleted the server's folder as this exec was about to make its own in it
                refuseIfShuttingDown();
                throw e;
            }
        } finally {
            if (execId != null) {
                stops.remove(execId, stop);
            }
        }
    }

    /** From now on every exec not yet running is answered 503: the sandbox is shutting down. */
    void refuseNew() {
        refusing = true;
    }

    private void refuseIfShuttingDown() throws HttpProblem {
        if (refusing) {
            throw shuttingDown();
        }
    }

    /** The answer to an exec the sandbox refuses or ends because it is shutting down. */
    static HttpProblem shuttingDown() {
        return new HttpProblem(503, "the sandbox is shutting down", Map.of("Connection", "close"));
    }

    /** Stops the exec its client numbered {@code execId}, waiting or running; false when there is none. */
    boolean stop(String execId) {
        ProcessRunner.Stop stop = stops.get(execId);
        if (stop == null) {
            return false;
        }
        stop.request();
        return true;
    }

    private ExecResponse run(Template template, String code, String seedHex, Duration timeout, ExecFolder folder,
                             ProcessRunner.Stop stop) throws IOException, InterruptedException {
        byte[] seed = HexFormat.of().parseHex(seedHex);
        GuestPaths guest = confinement.guestPaths(folder);
        Template.GuestCommand command = template.prepare(code, seed, folder, guest);
        LaunchSpec launch = new LaunchSpec(confinement.wrap(command.command(), folder),
                GuestEnvironment.forGuest(serverEnvironment, guest, command.environment()),
                confinement.hostDirectory(folder),
                confinement.guestPathsAreUnique() ? GuestEnvironment.folderEntries(guest) : List.of());
        RunOutcome outcome = runner.run(launch, timeout, config.outputCapBytes(), stop);
        return response(outcome, seedHex, template.verdict(seed, folder), timeout);
    }

    private Template template(String name) throws HttpProblem {
        if (name == null || name.isBlank()) {
            throw new HttpProblem(400, "template is required; known templates: " + templates.knownNames());
        }
        String shown = name.length() > MAX_ECHOED_NAME ? name.substring(0, MAX_ECHOED_NAME) + "…" : name;
        return templates.find(name).orElseThrow(() -> new HttpProblem(400, templates.unknownTemplateMessage(shown)));
    }

    private Duration timeout(Double seconds) throws HttpProblem {
        if (seconds == null) {
            return config.defaultTimeout();
        }
        if (seconds.isNaN() || seconds <= 0) {
            throw new HttpProblem(400, "timeout_s must be a positive number of seconds");
        }
        Duration requested = Duration.ofMillis(Math.max(1, Math.round(Math.min(seconds, 1e9) * 1000)));
        return requested.compareTo(config.maxTimeout()) > 0 ? config.maxTimeout() : requested;
    }

    /** Index of the first lone UTF-16 surrogate (not encodable as UTF-8), or -1. */
    static int unpairedSurrogate(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return i;
            }
        }
        return -1;
    }

    private String freshSeed() {
        byte[] bytes = new byte[32];
        entropy.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    private ExecResponse response(RunOutcome outcome, String seedHex, SeedAck ack, Duration timeout) {
        String stderr = GuestText.decode(outcome.stderr(), outcome.stderrTruncated());
        if (outcome.timedOut()) {
            stderr = withNote(stderr, "timed out after " + seconds(timeout) + " s");
        } else if (outcome.cut()) {
            stderr = withNote(stderr, cutStreams(outcome) + " cut at the output limit ("
                    + ByteSize.describe(config.outputCapBytes()) + ")");
        }
        ExecResponse response = new ExecResponse(GuestText.decode(outcome.stdout(), outcome.stdoutTruncated()),
                stderr, ExitCodes.asLogged(outcome.exitCode()), seedHex, ack.label());
        response.extras().put("duration_ms", JSON.numberNode(outcome.duration().toMillis()));
        response.extras().put("isolation", JSON.textNode(confinement.isolation().label()));
        if (outcome.stdoutTruncated() || outcome.stderrTruncated()) {
            ArrayNode truncated = JSON.arrayNode();
            if (outcome.stdoutTruncated()) {
                truncated.add("stdout");
            }
            if (outcome.stderrTruncated()) {
                truncated.add("stderr");
            }
            response.extras().put("truncated", truncated);
            response.extras().put("output_limit", JSON.numberNode(config.outputCapBytes()));
        }
        if (outcome.timedOut()) {
            response.extras().put("timed_out", JSON.booleanNode(true));
            response.extras().put("time_limit_s", JSON.numberNode(timeout.toMillis() / 1000.0));
        }
        return response;
    }

    /** The guest's stderr with the sandbox's line saying why it killed the process tree, on a line of its own. */
    private static String withNote(String stderr, String why) {
        return stderr + (stderr.isEmpty() || stderr.endsWith("\n") ? "" : "\n") + "[sandbox] " + why
                + ": the process tree was killed\n";
    }

    private static String cutStreams(RunOutcome outcome) {
        return outcome.stdoutTruncated() && outcome.stderrTruncated() ? "stdout and stderr were"
                : outcome.stdoutTruncated() ? "stdout was" : "stderr was";
    }

    private static String seconds(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? Long.toString(millis / 1000) : Double.toString(millis / 1000.0);
    }
}
