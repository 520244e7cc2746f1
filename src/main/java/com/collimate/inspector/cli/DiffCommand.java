package com.collimate.inspector.cli;

import com.collimate.inspector.core.config.AppDirs;
import com.collimate.inspector.core.diff.DiffClass;
import com.collimate.inspector.core.diff.DiffJson;
import com.collimate.inspector.core.diff.DiffOptions;
import com.collimate.inspector.core.diff.Mask;
import com.collimate.inspector.core.diff.Masks;
import com.collimate.inspector.core.diff.NumericTolerance;
import com.collimate.inspector.core.diff.RunPair;
import com.collimate.inspector.core.diff.SideBySide;
import com.collimate.inspector.core.diff.SideBySideTextWriter;
import com.collimate.inspector.core.diff.TextDiff;
import com.collimate.inspector.core.diff.TextDiffer;
import com.collimate.inspector.core.diff.UnifiedDiffWriter;
import com.collimate.inspector.core.log.Compression;
import com.collimate.inspector.core.log.UnreadableLogException;
import com.collimate.inspector.core.model.RunInputs;
import com.collimate.inspector.core.report.JsonOutput;
import com.collimate.inspector.core.util.Cancellation;
import com.fasterxml.jackson.core.JsonGenerator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

/** {@code diff}: compares two text files or two runs of a log and says where and why they differ. */
@Command(name = DiffCommand.NAME,
        mixinStandardHelpOptions = true,
        versionProvider = InspectorCommand.Version.class,
        description = {"Compare two text files, or two runs of a rollout log, and say where they first differ and why.",
                "Noise (timestamps, durations, progress bar redraws, uuids, addresses, temp paths) is masked unless "
                        + "--no-masks.",
                "Exit status: 0 identical (after masks, unless --no-masks or --no-escape); 1 different (two runs: in "
                        + "the stream compared, in stderr or in their exit codes); 2 error (bad arguments, "
                        + "unreadable file or log, unknown run); 130 interrupted (Ctrl+C, SIGINT), "
                        + "143 terminated (SIGTERM)."})
public final class DiffCommand implements Callable<Integer> {
    static final String NAME = "diff";

    static final int EXIT_SAME = 0;
    static final int EXIT_DIFFERENT = 1;
    private static final String STDIN = "-";

    private final Supplier<AppDirs> appDirs;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "A", description = "A text file ('-': standard input); with --log, a run key (run_id, #LINE, "
            + "or KEY@replay[N] for a journaled replay; a run_id that is itself exactly #LINE wins over the line).")
    String left;

    @Parameters(index = "1", paramLabel = "B", description = "The text file or run key to compare A with.")
    String right;

    @Option(names = "--log", paramLabel = "LOG", converter = LogFileArgument.class,
            description = "Compare two runs of this rollout log (a pipe or '-' too, without KEY@replay[N]).")
    Path log;

    @Option(names = "--stream", paramLabel = "stdout|stderr", converter = RunStream.Choices.class,
            completionCandidates = RunStream.Choices.class,
            description = "With --log: the stream to compare (default: the first of stdout and stderr in which the "
                    + "runs differ; shown stdout, a difference in stderr is named too).")
    RunStream stream; // null when not given

    @Option(names = "--json", description = "Print the comparison as JSON.")
    boolean json;

    @Option(names = {"-y", "--side-by-side"}, description = "Print two columns instead of a unified diff.")
    boolean sideBySide;

    @Option(names = "--no-masks", description = "Compare raw text: masked values count as differences.")
    boolean noMasks;

    @Option(names = "--mask", paramLabel = "NAME=REGEX", description = "An extra mask (repeatable).")
    List<String> extraMasks = new ArrayList<>();

    @Option(names = "--float-tolerance", paramLabel = "X", defaultValue = "0",
            description = "Numbers differing by at most X count as equal.")
    double absoluteTolerance;

    @Option(names = "--relative-tolerance", paramLabel = "R", defaultValue = "0",
            description = "Numbers differing by at most R times the larger one count as equal.")
    double relativeTolerance;

    @Option(names = {"-w", "--ignore-whitespace"}, description = "Ignore white space (its amount, at line ends, around punctuation; not a space splitting a word) and CR line endings.")
    boolean ignoreWhitespace;

    @Option(names = {"-U", "--context"}, paramLabel = "N", defaultValue = "3",
            description = "Unchanged lines shown around changes (default: ${DEFAULT-VALUE}).")
    int context;

    @Option(names = "--width", paramLabel = "COLUMNS", defaultValue = "160",
            description = "Line width for --side-by-side (default: ${DEFAULT-VALUE}).")
    int width;

    @Option(names = "--no-escape", description = "Write a patch: lines byte for byte, comparing the raw text as "
            + "--no-masks does, so that patch turns A into B (not with -w, a tolerance, --json or -y). By default "
            + "control characters such as ANSI escapes are shown as visible symbols.")
    boolean noEscape;

    /** The bytes under {@link CommandLine#getOut()}, for {@code --no-escape}; null where there are none. */
    private OutputStream stdoutBytes;

    /** What {@code -} as A or B reads, as GNU diff does ({@code cmd | diff - expected.txt}). */
    private InputStream stdin = System.in;

    public DiffCommand() {
        this(AppDirs::forCurrentUser);
    }

    /** @param appDirs where the settings (custom masks) and fallback replay journals are */
    DiffCommand(Supplier<AppDirs> appDirs) {
        this.appDirs = appDirs;
    }

    /**
     * Gives the byte stream under the command line's out writer: {@code --no-escape} writes the lines there, so bytes
     * that are not UTF-8 reach {@code patch} as they are in the files (a text writer would make each one {@code ?}).
     */
    DiffCommand writingBytesTo(OutputStream stdout) {
        this.stdoutBytes = stdout;
        return this;
    }

    DiffCommand readingStdinFrom(InputStream input) {
        this.stdin = input;
        return this;
    }

    /** Under {@code --json} every error (exit 2) is also {@code {"error": ...}} on stdout, as docs/diff.md says. */
    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        refuseStdoutOnAnInput();
        return JsonFailures.printedOnFailure(json, new JsonSummaryPrinter(out)::usageError, () -> compare(out));
    }

    /**
     * A file to read that is also standard output is refused, and not as JSON, which would go into it too; with
     * {@code --log}, the log's replay journal is one, read for {@code KEY@replay[N]}.
     */
    private void refuseStdoutOnAnInput() {
        Optional<String> refusal;
        try {
            refusal = log != null ? OutputIsInput.logRefusal(log, () -> appDirs.get().data(), OutputIsInput.STDOUT)
                    : OutputIsInput.refusal(List.of(left, right), List.of(pathOf(left), pathOf(right)),
                    OutputIsInput.STDOUT);
        } catch (IllegalArgumentException badName) {
            return; // reading it says what is wrong with the name
        }
        refusal.ifPresent(why -> {
            throw UsageErrorHandler.alreadyPrintedAsJson(new CommandLine.ParameterException(spec.commandLine(), why));
        });
    }

    private int compare(PrintWriter out) throws IOException, UnreadableLogException {
        DiffOptions options = options();
        TextDiffer differ = new TextDiffer(options);
        RunsDiff runsDiff = null;
        DiffSide leftSide;
        DiffSide rightSide;
        TextDiff diff;
        if (log == null) {
            List<DiffSide> sides = files(left, right);
            sides.forEach(this::warnIfGzip);
            leftSide = sides.get(0);
            rightSide = sides.get(1);
            diff = differ.diff(leftSide.content(), rightSide.content(), Cancellation.none());
        } else {
            List<RunSide> runs = new RunSideLoader(log, () -> appDirs.get().data()).load(left, right);
            runsDiff = RunsDiff.of(runs.get(0), runs.get(1), stream, differ);
            leftSide = runsDiff.leftSide();
            rightSide = runsDiff.rightSide();
            diff = runsDiff.diff();
        }
        RunPair runs = runsDiff == null ? null : runsDiff.pair();
        List<String> runClasses = runs == null ? List.of() : runs.classes();
        if (json) {
            writeJson(diff, runs, out);
        } else {
            if (runsDiff != null) {
                runsDiff.cutNotes().forEach(note -> out.write(note + "\n"));
            }
            if (runs != null && !runs.inputsDiffer().isEmpty()) {
                out.write("# " + RunInputs.describe(runs.inputsDiffer()) + "\n");
            }
            if (runs != null && runs.exitCodesDiffer()) {
                out.write("# " + DiffClass.EXIT_CODE.label() + ": " + leftSide.exitCodeText() + " vs "
                        + rightSide.exitCodeText() + "\n");
            }
            if (runsDiff != null) {
                runsDiff.streamNote().ifPresent(note -> out.write(note + "\n"));
            }
            if (sideBySide) {
                new SideBySideTextWriter(width).write(SideBySide.of(diff, Cancellation.none()), runClasses, out);
            } else if (noEscape && stdoutBytes != null) {
                out.flush(); // the lines above first; then the lines as the files' bytes, invalid UTF-8 included
                new UnifiedDiffWriter(false).write(diff, runClasses, leftSide.label(), rightSide.label(), stdoutBytes);
            } else {
                new UnifiedDiffWriter(!noEscape).write(diff, runClasses, leftSide.label(), rightSide.label(), out);
            }
        }
        out.flush();
        return diff.hunks().isEmpty() && runClasses.isEmpty() ? EXIT_SAME : EXIT_DIFFERENT;
    }

    private DiffOptions options() {
        if (log == null && stream != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--stream picks a stream of two runs: it needs"
                    + " --log (two files are compared as they are)");
        }
        if (context < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--context must be at least 0, not " + context);
        }
        if (width < SideBySideTextWriter.MIN_WIDTH) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--width must be at least "
                    + SideBySideTextWriter.MIN_WIDTH + ", not " + width);
        }
        requireTolerance("--float-tolerance", absoluteTolerance);
        requireTolerance("--relative-tolerance", relativeTolerance);
        NumericTolerance tolerance = new NumericTolerance(absoluteTolerance, relativeTolerance);
        if (noEscape && (json || sideBySide)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--no-escape writes a unified patch: it cannot"
                    + " be combined with " + (json ? "--json" : "-y"));
        }
        if (json && sideBySide) {
            throw new CommandLine.ParameterException(spec.commandLine(), "-y prints two columns of text: it cannot be"
                    + " combined with --json");
        }
        if (noEscape && (ignoreWhitespace || !tolerance.isExact())) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--no-escape writes a patch that turns A "
                    + "into B: it cannot leave out the differences -w, --float-tolerance or --relative-tolerance hide");
        }
        Masks masks = SettingsMasks.load(appDirs.get().config(), Warnings.of(spec.commandLine()));
        for (String extra : extraMasks) {
            try {
                masks = masks.with(Mask.parse(extra));
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--mask: " + e.getMessage());
            }
        }
        return new DiffOptions(!noMasks && !noEscape, masks, ignoreWhitespace, tolerance, context);
    }

    /** A tolerance is refused naming its own option and the value given, not the pair {@link NumericTolerance} has. */
    private void requireTolerance(String option, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new CommandLine.ParameterException(spec.commandLine(), option + " must be a finite number >= 0, not "
                    + OptionValues.shown(value));
        }
    }

    /** Reads both files at once (on two cores this hides one of the reads). */
    private List<DiffSide> files(String leftName, String rightName) throws IOException {
        if (leftName.equals(STDIN) && rightName.equals(STDIN)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "only one of A and B can be '-' (standard "
                    + "input)");
        }
        if ((leftName.equals(STDIN) || rightName.equals(STDIN)) && ClosedStdin.isClosed()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "'-': standard input is closed: pipe text into"
                    + " it or give a file name");
        }
        Path leftPath = pathOf(leftName);
        Path rightPath = pathOf(rightName);
        PipesNamedTwice.refusal(List.of(leftName, rightName), List.of(leftPath, rightPath)).ifPresent(why -> {
            throw new CommandLine.ParameterException(spec.commandLine(), why);
        });
        CompletableFuture<DiffSide> right = CompletableFuture.supplyAsync(() -> {
            try {
                return file(rightName, rightPath);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        DiffSide left = file(leftName, leftPath);
        try {
            return List.of(left, right.join());
        } catch (CompletionException e) {
            if (e.getCause() instanceof UncheckedIOException unreadable) {
                throw unreadable.getCause();
            }
            throw e;
        }
    }

    private static Path pathOf(String name) {
        return name.equals(STDIN) ? LogFileArgument.STDIN : new FileNameArgument().path(name);
    }

    private DiffSide file(String name, Path path) throws IOException {
        if (name.equals(STDIN)) {
            return new DiffSide(name, stdin.readAllBytes(), null, null);
        }
        String shown = FileNameArgument.shown(name);
        if (Files.isDirectory(path)) {
            throw new IOException(shown + ": is a directory, not a text file");
        }
        try {
            return new DiffSide(name, Files.readAllBytes(path), null, null);
        } catch (NoSuchFileException e) {
            throw new IOException(shown + ": no such file");
        } catch (AccessDeniedException e) {
            throw new IOException(shown + ": permission denied");
        } catch (OutOfMemoryError e) {
            throw new IOException(shown + ": too large to compare in memory");
        }
    }

    /** A gzip file is compared byte for byte like any file, which for a compressed log is rarely what was meant. */
    private void warnIfGzip(DiffSide side) {
        byte[] bytes = side.content();
        if (Compression.isGzip(bytes, bytes.length)) {
            Warnings.of(spec.commandLine()).accept(side.label() + " is gzip-compressed: its compressed bytes are "
                    + "compared, not its text (decompress it with gunzip first, or compare two runs of a log with --log)");
        }
    }

    private static void writeJson(TextDiff diff, RunPair runs, PrintWriter out) throws IOException {
        try (JsonGenerator generator = JsonOutput.generator(out)) {
            generator.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            DiffJson.write(diff, runs, generator);
        }
        out.write("\n");
    }
}
