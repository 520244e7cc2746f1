package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.log.IndexedRolloutLog;
import com.collimate.inspector.core.log.LoadListener;
import com.collimate.inspector.core.log.LogStatistics;
import com.collimate.inspector.core.log.RecordErrors;
import com.collimate.inspector.core.log.RolloutLogs;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.util.Cancellation;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.stream.Collectors;

/** {@code summary [--json] FILE...}: what each rollout log holds, at a glance or as JSON Lines. */
@Command(name = "summary",
        mixinStandardHelpOptions = true,
        versionProvider = InspectorCommand.Version.class,
        description = {"Count the runs of rollout logs by seed_ack verdict, seed validity and exit code, "
                + "and list the records that could not be read.",
                "Exit status: 0 when every file was read, 2 when a file was unreadable (said on stderr too) or the "
                        + "arguments are wrong; "
                        + "130 interrupted (Ctrl+C, SIGINT), 143 terminated (SIGTERM); a stopped summary names the "
                        + "files it did not summarize on stderr."})
public final class SummaryCommand implements Callable<Integer> {
    private static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(5);
    /** Files named one by one in the line about those not summarized; the others are counted. */
    private static final int NAMED_FILES = 5;

    @Option(names = "--json", description = "Print one JSON object per file, one per line.")
    boolean json;

    @Parameters(arity = "1..*", paramLabel = "FILE", converter = LogFileArgument.class,
            description = "Rollout logs: JSON Lines or a JSON array, plain or gzip; a pipe, or '-' for standard input.")
    List<Path> files;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** How many of {@link #files} were summarized (or said unreadable): read by the shutdown hook too. */
    private volatile int done;

    @Override
    public Integer call() throws Exception {
        List<String> names = spec.positionalParameters().get(0).originalStringValues();
        OutputIsInput.refusal(names, files, OutputIsInput.STDOUT).ifPresent(why -> {
            throw UsageErrorHandler.alreadyPrintedAsJson(new CommandLine.ParameterException(spec.commandLine(), why));
        });
        PipesNamedTwice.refusal(names, files).ifPresent(why -> {
            throw new CommandLine.ParameterException(spec.commandLine(), why);
        });
        Cancellation cancellation = new Cancellation();
        PrintWriter err = spec.commandLine().getErr();
        // a summary stuck in a read that does not heed the cancel (a pipe nobody writes to) is given up on
        return CancelOnShutdown.around("summary-cancel", cancellation, SHUTDOWN_GRACE,
                didNotStop -> incomplete(err, didNotStop), () -> summarize(cancellation, err));
    }

    private int summarize(Cancellation cancellation, PrintWriter err) {
        PrintWriter out = spec.commandLine().getOut();
        SummaryPrinter printer = json ? new JsonSummaryPrinter(out) : new TextSummaryPrinter(out);
        int status = 0;
        try {
            for (Path file : files) {
                cancellation.throwIfCancelled();
                try (IndexedRolloutLog log = RolloutLogs.openOnce(file, LoadListener.NONE, cancellation)) {
                    LogStatistics statistics = log.statistics(RecordErrors.LISTED);
                    printer.summary(file, log.format(), log.compression(), statistics, RecordErrors.of(log));
                } catch (UnreadableLogException e) {
                    printer.unreadable(file, e);
                    // the result says it too, but stdout may be a file or a pipe: the terminal gets the error as well
                    err.println("summary: error: " + TextSafety.oneLine(e.getMessage(), 400));
                    status = UserFacingExceptionHandler.EXIT_ERROR;
                }
                out.flush();
                done++;
            }
        } catch (CancellationException e) {
            incomplete(err, "cancelled");
        }
        return status;
    }

    /** "summary: incomplete: cancelled; not summarized: b.jsonl, c.jsonl" (Ctrl+C, SIGTERM). */
    private void incomplete(PrintWriter err, String why) {
        List<Path> left = files.subList(done, files.size());
        String named = left.stream().limit(NAMED_FILES).map(file -> TextSafety.oneLine(file.toString(), 300))
                .collect(Collectors.joining(", "));
        err.println("summary: incomplete: " + why + "; not summarized: " + named
                + (left.size() > NAMED_FILES ? " and " + (left.size() - NAMED_FILES) + " more" : ""));
        err.flush();
    }
}
