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
import java.util.List;
import java.util.concurrent.Callable;

/** {@code summary [--json] FILE...}: what each rollout log holds, at a glance or as JSON Lines. */
@Command(name = "summary",
        mixinStandardHelpOptions = true,
        versionProvider = InspectorCommand.Version.class,
        description = {"Count the runs of rollout logs by seed_ack verdict, seed validity and exit code, "
                + "and list the records that could not be read.",
                "Exit status: 0 when every file was read, 2 when a file was unreadable (said on stderr too) or the "
                        + "arguments are wrong; "
                        + "130 interrupted (Ctrl+C, SIGINT), 143 terminated (SIGTERM)."})
public final class SummaryCommand implements Callable<Integer> {
    @Option(names = "--json", description = "Print one JSON object per file, one per line.")
    boolean json;

    @Parameters(arity = "1..*", paramLabel = "FILE", converter = LogFileArgument.class,
            description = "Rollout logs: JSON Lines or a JSON array, plain or gzip; a pipe, or '-' for standard input.")
    List<Path> files;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        List<String> names = spec.positionalParameters().get(0).originalStringValues();
        OutputIsInput.refusal(names, files, OutputIsInput.STDOUT).ifPresent(why -> {
            throw UsageErrorHandler.alreadyPrintedAsJson(new CommandLine.ParameterException(spec.commandLine(), why));
        });
        PipesNamedTwice.refusal(names, files).ifPresent(why -> {
            throw new CommandLine.ParameterException(spec.commandLine(), why);
        });
        PrintWriter out = spec.commandLine().getOut();
        SummaryPrinter printer = json ? new JsonSummaryPrinter(out) : new TextSummaryPrinter(out);
        int status = 0;
        for (Path file : files) {
            try (IndexedRolloutLog log = RolloutLogs.openOnce(file, LoadListener.NONE, Cancellation.none())) {
                LogStatistics statistics = log.statistics(RecordErrors.LISTED);
                printer.summary(file, log.format(), log.compression(), statistics, RecordErrors.of(log));
            } catch (UnreadableLogException e) {
                printer.unreadable(file, e);
                // the result says it too, but stdout may be a file or a pipe: the terminal gets the error as well
                spec.commandLine().getErr().println("summary: error: " + TextSafety.oneLine(e.getMessage(), 400));
                status = UserFacingExceptionHandler.EXIT_ERROR;
            }
            out.flush();
        }
        return status;
    }
}
