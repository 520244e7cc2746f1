package com.collimate.inspector.cli;

import com.collimate.inspector.core.api.TextSafety;
import com.collimate.inspector.core.util.IoReasons;
import picocli.CommandLine;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The name of a file a command writes. A name ending in a separator names a folder and is refused: the path would
 * drop the separator and write a file with the folder's name.
 */
final class OutputFileArgument implements CommandLine.ITypeConverter<Path> {
    private static final int NAME_CHARS = 300;
    private static final int STICKY_BIT = 01000;
    private static final int ROOT = 0;

    @Override
    public Path convert(String name) {
        if (name.endsWith("/") || name.endsWith(File.separator)) {
            String shown = TextSafety.oneLine(name, NAME_CHARS);
            throw new CommandLine.TypeConversionException("'" + shown + "' ends with a separator, so it names a folder;"
                    + " give a file name, e.g. " + shown + "report.html");
        }
        return new FileNameArgument().convert(name);
    }

    /**
     * Why {@code file} could not be written where it is (its missing folders created first), found before any long
     * work and without leaving anything behind: a file is created in the nearest folder of it that exists and
     * deleted again, the one test that tells a read-only or special file system ({@code /proc}) on every platform
     * and for root too. Empty when it can be written as far as that shows. An existing folder at {@code file} is the
     * caller's to refuse. A device or pipe ({@code /dev/stdout}) is written through, so only its own permission
     * counts.
     */
    static Optional<String> unwritable(Path file) {
        Path absolute = file.toAbsolutePath();
        if (Files.isSymbolicLink(absolute) && !Files.exists(absolute)) {
            return Optional.of("it is a link to a file that does not exist");
        }
        if (Files.exists(absolute) && !Files.isRegularFile(absolute) && !Files.isDirectory(absolute)) {
            return Files.isWritable(absolute) ? Optional.empty() : Optional.of("it cannot be written (permission denied)");
        }
        Path folder = absolute.getParent();
        Path existing = folder;
        while (existing != null && !Files.exists(existing)) {
            if (Files.exists(existing, LinkOption.NOFOLLOW_LINKS)) {
                return Optional.of(shown(existing) + " is a link to a folder that does not exist");
            }
            existing = existing.getParent();
        }
        if (existing == null) {
            return Optional.of("none of its folders exists");
        }
        if (!Files.isDirectory(existing)) {
            return Optional.of(shown(existing) + " is a file, not a folder");
        }
        try {
            Path probe = Files.createTempFile(existing, ".replay-inspector-", ".probe");
            try {
                return Files.isRegularFile(absolute) && onlyItsOwnerMayReplace(absolute, probe)
                        ? Optional.of("it belongs to another user, and the folder " + shown(folder) + " has the "
                        + "sticky bit (as /tmp): only that user can replace it") : Optional.empty();
            } finally {
                Files.delete(probe);
            }
        } catch (IOException | SecurityException e) {
            String reason = e instanceof IOException io ? IoReasons.of(io) : "permission denied";
            return Optional.of(existing.equals(folder) ? "cannot write in the folder " + shown(folder) + " (" + reason + ")"
                    : "cannot create the folder " + shown(folder) + " (in " + shown(existing) + ": " + reason + ")");
        }
    }

    /**
     * Whether {@code file}, which the report replaces by a rename, sits in a sticky folder (/tmp) where neither it nor
     * the folder belongs to the user who made {@code probe}, not root: the rename would fail ("Operation not
     * permitted") after the whole check.
     */
    private static boolean onlyItsOwnerMayReplace(Path file, Path probe) throws IOException {
        Path folder = file.getParent();
        try {
            int user = uid(probe);
            boolean sticky = ((Integer) Files.getAttribute(folder, "unix:mode") & STICKY_BIT) != 0;
            return sticky && user != ROOT && uid(file) != user && uid(folder) != user;
        } catch (UnsupportedOperationException | IllegalArgumentException noUnixAttributes) {
            return false;
        }
    }

    private static int uid(Path path) throws IOException {
        return (Integer) Files.getAttribute(path, "unix:uid");
    }

    private static String shown(Path path) {
        return TextSafety.oneLine(path.toString(), NAME_CHARS);
    }
}
