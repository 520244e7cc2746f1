package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import picocli.CommandLine;

import java.io.File;
import java.nio.file.Path;

/**
 * The name of a file a command writes. A name ending in a separator names a folder and is refused: the path would
 * drop the separator and write a file with the folder's name.
 */
final class OutputFileArgument implements CommandLine.ITypeConverter<Path> {
    private static final int NAME_CHARS = 300;

    @Override
    public Path convert(String name) {
        if (name.endsWith("/") || name.endsWith(File.separator)) {
            String shown = TextSafety.oneLine(name, NAME_CHARS);
            throw new CommandLine.TypeConversionException("'" + shown + "' ends with a separator, so it names a folder;"
                    + " give a file name, e.g. " + shown + "report.html");
        }
        return new FileNameArgument().convert(name);
    }
}
