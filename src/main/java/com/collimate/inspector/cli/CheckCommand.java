package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.EndpointResolver;
import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.config.SettingsStore;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.log.RecordErrors;
import com.collimate.inspector.core.log.RolloutLog;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.replay.OfflineCheck;
import com.collimate.inspector.core.replay.OfflineReport;
import com.collimate.inspector.core.replay.ReplayEligibility;
import com.collimate.inspector.core.replay.ReplayEngine;
import com.collimate.inspector.core.replay.ReplayListener;
import com.collimate.inspector.core.replay.ReplayOptions;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.core.replay.ResumePlan;
import com.collimate.inspector.core.replay.RunResult;
import com.collimate.inspector.core.replay.RunSource;
import com.collimate.inspector.core.replay.journal.JournalLocation;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;
import com.collimate.inspector.core.util.Diagnostics;
import com.collimate.inspector.core.util.IoReasons;
import com.collimate.inspector.core.util.Sizes;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.stream.IntStream;

/** {@code check LOG}: nondeterminism found in the log itself, or with {@code --replay} by replaying its runs. */
@Command(name = "check", mixinStandardHelpOptions = true, versionProvider = InspectorCommand.Version.class,
        description = {"Find nondeterminism in a rollout log.",
                "Without --replay: runs with the same template, code and seed but different results.",
                "With --replay: replays the runs with their seed and checks each one reproduces.",
                "Diverged runs say why they differ: the diff classes (timestamp, styling, ...) and whether they are "
                        + "equal after masks (the built-in masks and the settings' custom ones).",
                "Exit status: 0 nothing diverged and the check is complete; 1 nondeterminism found (as --fail-on "
                        + "counts it); "
                        + "3 no divergence but the check is incomplete (records of the log could not be read or its "
                        + "gzip data ends early, replays failed or did not confirm their seed, the log holds no run "
                        + "or none could be replayed, the log changed on disk meanwhile; said on stderr); "
                        + "2 bad arguments, unreadable log, the report could not be written, or out of memory; "
                        + "130 interrupted (Ctrl+C, SIGINT), 143 terminated (SIGTERM)."})
public final class CheckCommand implements java.util.concurrent.Callable<Integer>, JsonErrorFile {
    private static final int EXIT_ERROR = 2;
    /** What the JVM exits with on SIGINT anyway; SIGTERM makes it 143. */
    private static final int EXIT_INTERRUPTED = 130;
    private static final String CANCELLED_WHILE_READING =
            "cancelled before any run was checked (while the log was being read)";
    private static final List<String> REPLAY_OPTIONS = List.of("--endpoint", "--repeat", "--concurrency", "--rate",
            "--read-timeout", "--resume", "--max-output", "--max-request");
    private static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(5);
    private static final ReplaySummary NOTHING_REPLAYED = new ReplaySummary(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false, null);

    @Parameters(index = "0", paramLabel = "LOG", converter = LogFileArgument.class,
            description = "Rollout log (JSONL, JSON array, gzip); a pipe or '-' (standard input) without --replay.")
    Path logFile;

    @Option(names = "--replay", description = "Replay the selected runs (all by default) instead of the offline check.")
    boolean replay;

    @Option(names = "--resume", description = "With --replay: do not replay again the runs whose journal already holds "
            + "--repeat answered replays of the same code and seed from this backend (a check that was interrupted); "
            + "judge them from those replays.")
    boolean resume;

    @Option(names = "--endpoint", paramLabel = "URL",
            description = "Exec API base URL (else COLLIMATE_ENDPOINT, else the settings; none: local sandbox).")
    String endpoint;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "1",
            description = "Replays per run, 1 to " + ReplayOptions.MAX_REPEAT + " (default ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--concurrency", paramLabel = "N", description = "Requests in flight at most (default: settings, 8).")
    Integer concurrency;

    @Option(names = "--rate", paramLabel = "PER_SECOND", description = "Requests started per second at most.")
    Double rate;

    @Option(names = "--read-timeout", paramLabel = "SECONDS", description = "How long a replay waits for its answer, "
            + "1 to " + Settings.MAX_TIMEOUT_S + " s (default: the settings' read timeout, 600); an answer that does "
            + "not come in time fails the replay as timed out, after the settings' retries (max_retries, 4).")
    Integer readTimeout;

    @Mixin
    SandboxLimitOptions sandboxLimits = new SandboxLimitOptions();

    @Option(names = "--run", paramLabel = "KEY",
            description = "Only the runs with this run_id, or #LINE: the run starting at that line (repeatable). "
                    + "A run_id that is itself exactly #LINE wins over the line.")
    List<String> runKeys = new ArrayList<>();

    @Option(names = "--json", description = "Print one JSON object instead of the text summary.")
    boolean json;

    @Option(names = "--fail-on", paramLabel = "WHICH", converter = FailOn.Choices.class,
            completionCandidates = FailOn.Choices.class, defaultValue = "any",
            description = "Which divergences make the exit status 1: any (default); unexpected (the original's seed_ack"
                    + " was verified); unmasked (unexpected and not equal after masks). The others still show.")
    FailOn failOn;

    @Option(names = "--report", paramLabel = "PATH", converter = OutputFileArgument.class,
            description = "Also write a report with side-by-side diffs: HTML, or JSON when PATH ends in .json. "
                    + "Missing folders of PATH are created.")
    Path reportFile;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Why the report could not be written after the check, or null. */
    private String reportError;
    /** Stdout's one result, or under {@code --json} its one object; set when the command starts. */
    private CheckStdout stdout;
    private Consumer<String> warn;

    private final CheckEnvironment environment;

    public CheckCommand() {
        this(CheckEnvironment.system());
    }

    CheckCommand(CheckEnvironment environment) {
        this.environment = environment;
    }

    @Override
    public Path fileForJsonErrors() {
        return logFile;
    }

    /** Ctrl+C or a kill cancels the check; the JVM waits (briefly) until the summary is printed. */
    @Override
    public Integer call() throws Exception {
        Cancellation cancellation = new Cancellation();
        stdout = new CheckStdout(spec.commandLine().getOut());
        return CancelOnShutdown.around("check-cancel", cancellation, SHUTDOWN_GRACE, this::giveUp,
                () -> check(cancellation));
    }

    /**
     * Says what the check that {@code did not stop} within the grace leaves out, if anything: once the hook returns,
     * the JVM halts. A result already printed, or printed whole while the hook waits, is not said to be missing.
     */
    private void giveUp(String didNotStop) {
        PrintWriter err = spec.commandLine().getErr();
        switch (stdout.giveUp(SHUTDOWN_GRACE)) {
            case MISSING -> {
                String message = didNotStop + ", so it ends without its summary" + (reportFile == null ? ""
                        : " and report") + (replay ? "; the replays answered until then are in the journal: --resume"
                        + " goes on from there" : "");
                err.println("check: error: " + message);
                printJsonError(message);
            }
            case CUT -> err.println("check: error: " + didNotStop + ", and its summary, still being printed "
                    + SHUTDOWN_GRACE.toSeconds() + " s later, is cut short");
            case WHOLE -> { }
        }
        err.flush();
    }

    /** Under {@code --json} every error that ends the check (exit 2) is also one JSON object on stdout. */
    private int check(Cancellation cancellation) throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        warn = Warnings.of(spec.commandLine());
        refuseStdoutOnTheLog();
        return JsonFailures.printedOnFailure(json, this::printJsonError, () -> {
            try {
                validateOptions();
                validateReportFile();
                return checkLog(cancellation, err);
            } catch (UnreadableLogException e) {
                err.println("check: error: " + TextSafety.oneLine(e.getMessage(), 400));
                printJsonError(SummaryPrinter.reason(logFile, e));
                return EXIT_ERROR;
            } catch (CancellationException e) {
                // Ctrl+C before the log was read: there is no partial result to give, as there is later
                err.println("check: error: " + CANCELLED_WHILE_READING);
                printJsonError(CANCELLED_WHILE_READING);
                return EXIT_INTERRUPTED;
            }
        });
    }

    /** Standard output written into the log or its journal: refused, and not as JSON, which would go there too. */
    private void refuseStdoutOnTheLog() {
        OutputIsInput.logRefusal(logFile, () -> environment.dirs().data(), OutputIsInput.STDOUT).ifPresent(why -> {
            throw UsageErrorHandler.alreadyPrintedAsJson(new CommandLine.ParameterException(spec.commandLine(), why));
        });
    }

    private void printJsonError(String message) {
        if (json) {
            stdout.error(logFile, message);
        }
    }

    private int checkLog(Cancellation cancellation, PrintWriter err) throws Exception {
        try (RolloutLog log = environment.opener().open(logFile, cancellation)) {
            int[] selection = select(log);
            Path config = environment.dirs().config();
            // a replay needs its settings whole (a bad endpoint must stop it); offline, or with no run to replay
            // (no backend to start), they only give the masks
            Settings settings = replay && selection.length > 0 ? withOptions(new SettingsStore(config).load(warn)) : null;
            DiffOptions options = DiffOptions.defaults().withMasks(settings == null ? SettingsMasks.load(config, warn)
                    : SettingsMasks.of(settings, config.resolve(SettingsStore.FILE_NAME), warn));
            CheckReport report = replay ? replay(log, selection, settings, options, cancellation, err)
                    : offline(log, selection, options, cancellation, err);
            PrintWriter out = spec.commandLine().getOut();
            stdout.result(json ? () -> CheckJsonWriter.write(report, reportError, out)
                    : () -> CheckTextWriter.write(report, out));
            report.incompleteness().forEach(why -> err.println("check: incomplete: " + why));
            report.nothingCompared().ifPresent(warn);
            return reportError != null ? EXIT_ERROR : report.exitCode(failOn);
        }
    }

    /** The settings with the command line's values instead of theirs. */
    private Settings withOptions(Settings settings) {
        return readTimeout == null ? settings : settings.withTimeouts(settings.connectTimeoutSeconds(), readTimeout,
                settings.callTimeoutSeconds());
    }

    /**
     * Refused before any work: a report that would replace the log, its journal or a folder, or that cannot be
     * written there (a read-only folder, a file in the way of a folder).
     */
    private void validateReportFile() {
        if (reportFile == null) {
            return;
        }
        String shown = TextSafety.oneLine(reportFile.toString(), 300);
        Optional<String> clash = JournalLocation.clash(reportFile, logFile, environment.dirs().data());
        if (clash.isPresent()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--report " + shown + ": that is "
                    + clash.get() + "; choose another file");
        }
        if (Files.isDirectory(reportFile)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--report " + shown
                    + ": that is a folder; give a file name, e.g. " + reportFile.resolve("report.html"));
        }
        OutputFileArgument.unwritable(reportFile).ifPresent(why -> {
            throw new CommandLine.ParameterException(spec.commandLine(), "--report " + shown + ": " + why);
        });
    }

    private void validateOptions() {
        if (repeat < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--repeat must be at least 1, not " + repeat);
        }
        if (repeat > ReplayOptions.MAX_REPEAT) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--repeat must be at most "
                    + ReplayOptions.MAX_REPEAT + " replays per run, not " + repeat);
        }
        if (concurrency != null && concurrency < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--concurrency must be at least 1, not "
                    + concurrency);
        }
        if (readTimeout != null && (readTimeout < 1 || readTimeout > Settings.MAX_TIMEOUT_S)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--read-timeout must be 1 to "
                    + Settings.MAX_TIMEOUT_S + " seconds, not " + readTimeout);
        }
        if (rate != null && !(rate > 0 && Double.isFinite(rate))) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--rate must be a positive number of requests"
                    + " per second, not " + OptionValues.shown(rate));
        }
        if (replay && LogFileArgument.hasNoNameOfItsOwn(logFile)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--replay needs a log file: "
                    + TextSafety.oneLine(logFile.toString(), 300) + " is a pipe, a device or standard input, and the "
                    + "replays are journaled under the log's name; save it to a file first");
        }
        List<String> replayOnly = REPLAY_OPTIONS.stream()
                .filter(option -> spec.commandLine().getParseResult().hasMatchedOption(option)).toList();
        if (!replay && !replayOnly.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), String.join(", ", replayOnly)
                    + (replayOnly.size() == 1 ? " goes" : " go") + " with --replay: without it the check only reads the log");
        }
    }

    private CheckReport offline(RolloutLog log, int[] selection, DiffOptions options, Cancellation cancellation,
                                PrintWriter err) throws Exception {
        ProgressPrinter progress = ProgressPrinter.runsRead(spec.commandLine().getErr(), environment.terminal(),
                System::nanoTime);
        OfflineReport offline = OfflineCheck.run(RunSource.of(log), selection, progress, cancellation);
        progress.finish();
        return explained(CheckReport.ofOffline(logFile.toString(), offline, RecordErrors.of(log)), log, null, options,
                cancellation, err);
    }

    /**
     * Writes the report when asked; a failure is said in one line and makes the exit status 2 (error), and under
     * {@code --json} the result object carries it as {@code "error"}.
     */
    private void writeReportFile(CheckReport report, CheckReportFile file, PrintWriter err) {
        if (reportFile == null) {
            return;
        }
        try {
            Optional<Path> createdFolder = file.write(report, reportFile);
            err.println("report: " + TextSafety.oneLine(reportFile.toString(), 300) + createdFolder.map(folder ->
                    " (created the folder " + TextSafety.oneLine(folder.toString(), 300) + ")").orElse(""));
        } catch (CancellationException e) {
            reportError = "cancelled while the report " + TextSafety.oneLine(reportFile.toString(), 300)
                    + " was being written; it was not written";
            err.println("check: error: " + reportError);
        } catch (IOException e) {
            reportError = "cannot write the report " + TextSafety.oneLine(reportFile.toString(), 300) + ": "
                    + TextSafety.oneLine(IoReasons.of(e), 200);
            err.println("check: error: " + reportError);
        }
    }

    /**
     * The diverged runs of {@code report} with why they differ, compared with {@code options}, and the report file
     * written when asked, with the diffs of those same comparisons.
     */
    private CheckReport explained(CheckReport report, RolloutLog log, ReplayJournal journal, DiffOptions options,
                                  Cancellation cancellation, PrintWriter err) throws IOException {
        DivergenceCauses.Found found = new DivergenceCauses(log, journal, report.offline(), new TextDiffer(options),
                cancellation).of(report.listed(), reportFile == null ? 0 : CheckReportFile.MAX_RUNS_WITH_DIFFS);
        CheckReport explained = report.withCauses(found.causes());
        writeReportFile(explained, new CheckReportFile(log, options, found.shown(), cancellation), err);
        return explained;
    }

    private CheckReport replay(RolloutLog log, int[] selection, Settings settings, DiffOptions options,
                               Cancellation cancellation, PrintWriter err) throws Exception {
        if (selection.length == 0) {
            // nothing to replay: no sandbox to start, no journal to create
            return CheckReport.ofReplay(logFile.toString(), "no backend (no runs)", NOTHING_REPLAYED, List.of(),
                    RecordErrors.of(log), 0);
        }
        ReplayBackend.Target target = ReplayBackend.resolve(spec.commandLine(), endpoint, environment.variables(),
                settings, environment.dirs().config().resolve(SettingsStore.FILE_NAME), sandboxLimits.limits());
        try (ReplayJournal journal = ReplayJournal.open(logFile, environment.dirs().data())) {
            err.println(journal.describeLocation());
            journal.problems().forEach(warn);
            ResumePlan plan = resume ? resumePlan(log, selection, journal, target.journalName(), cancellation, err)
                    : new ResumePlan(selection, List.of());
            CheckReport report = plan.toReplay().length == 0
                    ? CheckReport.ofReplay(logFile.toString(), target.description(),
                    plan.withResumed(NOTHING_REPLAYED), plan.resumed(), RecordErrors.of(log), plan.resumed().size())
                    : replayBatch(log, plan, target, journal, settings, cancellation, err);
            return explained(report, log, journal, options, cancellation, err);
        }
    }

    private CheckReport replayBatch(RolloutLog log, ResumePlan plan, ReplayBackend.Target target,
                                    ReplayJournal journal, Settings settings, Cancellation cancellation,
                                    PrintWriter err) throws Exception {
        ReplayOptions options = new ReplayOptions(repeat, concurrency != null ? concurrency : settings.concurrency(),
                rate == null ? 0 : rate);
        try (ReplayBackend backend = ReplayEligibility.anyReplayable(log, plan.toReplay(), cancellation)
                ? target.start() : ReplayBackend.notStarted(target)) {
            err.println("backend: " + backend.description());
            backend.warnings().forEach(warn);
            List<RunResult> results = Collections.synchronizedList(new ArrayList<>(plan.resumed()));
            ProgressPrinter progress = ProgressPrinter.replays(spec.commandLine().getErr(), environment.terminal(),
                    System::nanoTime);
            Diagnostics diagnostics = Diagnostics.forCli(environment.variables(), err, () -> Arrays.asList(
                    environment.variables().get(EndpointResolver.KEY_VARIABLE), settings.apiKey()));
            ReplaySummary batch = new ReplayEngine(backend.exec(), journal, options, diagnostics).run(
                    RunSource.of(log, plan.toReplay()), ReplayListener.of(progress::onProgress, results::add), cancellation);
            progress.finish();
            journal.takeNotices().forEach(warn);
            return CheckReport.ofReplay(logFile.toString(), backend.description(), plan.withResumed(batch), results,
                    RecordErrors.of(log), plan.resumed().size()).withBackendWarnings(backend.warnings());
        }
    }

    private ResumePlan resumePlan(RolloutLog log, int[] selection, ReplayJournal journal, String backend,
                                  Cancellation cancellation, PrintWriter err) throws IOException {
        ResumePlan plan = ResumePlan.of(log, selection, journal, repeat, backend, cancellation);
        err.println(plan.toReplay().length == 0 ? "resume: nothing to replay: the journal already has the replays of "
                + (selection.length == 1 ? "the selected run" : "all " + selection.length + " selected runs")
                + "; no backend started"
                : "resume: " + plan.resumed().size() + " of " + selection.length
                + " runs already have their replays in the journal; replaying " + plan.toReplay().length);
        return plan;
    }

    /** The runs {@code --run} names, in log order: every run with a key, the run starting at a {@code #LINE}. */
    private int[] select(RolloutLog log) {
        if (runKeys.isEmpty()) {
            return IntStream.range(0, log.size()).toArray();
        }
        BitSet selected = new BitSet(log.size());
        List<String> missing = new ArrayList<>();
        RunNames.lookUp(log, new LinkedHashSet<>(runKeys)).forEach((name, indexes) -> {
            indexes.forEach(selected::set);
            if (indexes.isEmpty()) {
                OptionalLong line = RunNames.line(name);
                missing.add(line.isEmpty() ? "no run with key '" + TextSafety.oneLine(name, 80) + "'"
                        : RunNames.noRunAt(log, line.getAsLong()));
            }
        });
        if (!missing.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), logFile + ": " + String.join("; ", missing)
                    + " (" + Sizes.count(log.size(), "run") + "; --run takes a run_id or #LINE, the line a run starts at)");
        }
        return selected.stream().toArray();
    }
}
