package com.collimate.inspector.cli;

import com.collimate.inspector.AppInfo;
import com.collimate.inspector.core.log.RolloutLogs;
import picocli.CommandLine;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A rollout log to read, as a {@link FileNameArgument}; {@code -} is standard input ({@code /dev/stdin}), read once
 * as a pipe is ({@link RolloutLogs#openOnce}). A terminal, and standard input where there is no {@code /dev/stdin}
 * (Windows), are refused in words: "no such file: -" would not say why, and a terminal would wait for a log typed in.
 */
final class LogFileArgument implements CommandLine.ITypeConverter<Path> {
    static final String STDIN_REFUSED = "'-': reading a log from standard input is not supported here; save it to a "
            + "file and give the file's name (a gzip log opens as it is, no need for zcat)";
    static final String STDIN_NO_LOG = "'-': standard input is a terminal or a device, not a log: pipe a log into "
            + "it (zcat runs.jsonl.gz | " + AppInfo.COMMAND + " summary -) or give the log's file name";
    static final String STDIN_CLOSED = "'-': standard input is closed: pipe a log into it (zcat runs.jsonl.gz | "
            + AppInfo.COMMAND + " summary -) or give the log's file name";
    static final Path STDIN = Path.of("/dev/stdin");

    @Override
    public Path convert(String name) {
        if (name.equals("-")) {
            if (!Files.exists(STDIN)) {
                throw new CommandLine.TypeConversionException(STDIN_REFUSED);
            }
            if (ClosedStdin.isClosed()) {
                throw new CommandLine.TypeConversionException(STDIN_CLOSED);
            }
            if (!Files.isRegularFile(STDIN) && !RolloutLogs.readsAsAStream(STDIN)) {
                throw new CommandLine.TypeConversionException(STDIN_NO_LOG);
            }
            return STDIN;
        }
        return new FileNameArgument().convert(name);
    }

    /**
     * Whether {@code log} is read from a stream or through a name that is not the log's own ({@code /dev/stdin},
     * {@code /dev/fd/63} of {@code <(zcat log.gz)}): a replay journal, named after the log, cannot be kept for it.
     */
    static boolean hasNoNameOfItsOwn(Path log) {
        Path absolute = log.toAbsolutePath().normalize();
        return RolloutLogs.readsAsAStream(log) || absolute.startsWith("/dev/") || absolute.startsWith("/proc/");
    }
}
