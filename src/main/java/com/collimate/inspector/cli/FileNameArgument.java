package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import picocli.CommandLine;

import java.nio.charset.Charset;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A file name given on the command line, as a {@link Path}. A name that is no path here is a usage error saying
 * why, in words: picocli's own message names Java classes. The usual cause is a locale without UTF-8 (LANG unset
 * in a container): Java then decodes the arguments and encodes file names as ASCII, so "résumé.jsonl" arrives as
 * "r\uFFFD\uFFFDsum\uFFFD\uFFFD.jsonl" and no file can have that name. Java reads the locale once at start (a
 * {@code -Dsun.jnu.encoding} is ignored on Linux), so only the user can fix it.
 */
final class FileNameArgument implements CommandLine.ITypeConverter<Path> {
    private static final int NAME_CHARS = 300;

    private final Map<String, String> environment;
    private final String fileNameEncoding;

    FileNameArgument() {
        this(System.getenv(), System.getProperty("sun.jnu.encoding", Charset.defaultCharset().name()));
    }

    /** @param fileNameEncoding the charset Java encodes file names in ({@code sun.jnu.encoding}) */
    FileNameArgument(Map<String, String> environment, String fileNameEncoding) {
        this.environment = Map.copyOf(environment);
        this.fileNameEncoding = fileNameEncoding;
    }

    @Override
    public Path convert(String name) {
        try {
            return path(name);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }

    /** A name from the command line in an error message: one line, its control characters escaped. */
    static String shown(String name) {
        return TextSafety.oneLine(name, NAME_CHARS);
    }

    /** @throws IllegalArgumentException saying why {@code name} cannot be used: empty, or not a path here */
    Path path(String name) {
        if (name.isEmpty()) {
            throw new IllegalArgumentException("an empty path; give a file name");
        }
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            String shown = "cannot use the file name '" + shown(name) + "': ";
            throw new IllegalArgumentException(shown + (unrepresentable(name) ? "it has characters the current locale ("
                    + locale() + ", " + fileNameEncoding + ") cannot represent; run with LC_ALL=C.UTF-8 (or another "
                    + "UTF-8 locale)" : e.getReason()));
        }
    }

    /** Whether the name lost characters when Java decoded it, or has some the file-name charset lacks. */
    private boolean unrepresentable(String name) {
        if (name.indexOf('\uFFFD') >= 0) {
            return true;
        }
        try {
            return !Charset.forName(fileNameEncoding).newEncoder().canEncode(name);
        } catch (IllegalArgumentException unknownCharset) {
            return false;
        }
    }

    /** The locale that decides the character set: LC_ALL, else LC_CTYPE, else LANG, else the POSIX default. */
    private String locale() {
        return Stream.of("LC_ALL", "LC_CTYPE", "LANG").map(environment::get)
                .filter(value -> value != null && !value.isBlank()).findFirst().orElse("POSIX");
    }
}
