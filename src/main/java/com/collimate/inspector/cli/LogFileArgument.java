package com.collimate.inspector.cli;

import picocli.CommandLine;

import java.nio.file.Path;

/**
 * A rollout log to read, as a {@link FileNameArgument}; {@code -} is refused in words: a log is read more than once
 * (indexed, then each run read again), which a pipe cannot give, and "no such file: -" would not say that.
 */
final class LogFileArgument implements CommandLine.ITypeConverter<Path> {
    static final String STDIN_REFUSED = "'-': reading a log from standard input is not supported; save it to a file "
            + "and give the file's name (a gzip log opens as it is, no need for zcat)";

    @Override
    public Path convert(String name) {
        if (name.equals("-")) {
            throw new CommandLine.TypeConversionException(STDIN_REFUSED);
        }
        return new FileNameArgument().convert(name);
    }
}
