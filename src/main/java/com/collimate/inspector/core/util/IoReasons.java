package com.collimate.inspector.core.util;

import java.io.FileNotFoundException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The short reason of a failed file operation, for a one-line message that names the file itself. */
public final class IoReasons {
    /** How a FileInputStream says why it cannot open a file: "/path/settings.json (Is a directory)". */
    private static final Pattern PATH_AND_REASON = Pattern.compile("(?s).* \\(([^()]+)\\)");

    private IoReasons() {
    }

    /** "permission denied", "Is a directory", ...: never the (possibly temporary) file names the exception holds. */
    public static String of(Throwable e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "a file of that name is in the way";
        }
        if (e instanceof NotDirectoryException) {
            return "not a folder";
        }
        if (e instanceof CharacterCodingException) {
            return "the text is not valid UTF-8"; // the JDK's own message is "Input length = 1"
        }
        if (e instanceof FileSystemException fileSystem) {
            return fileSystem.getReason() != null ? fileSystem.getReason() : "file system error";
        }
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        Matcher pathAndReason = PATH_AND_REASON.matcher(message);
        if (e instanceof FileNotFoundException && pathAndReason.matches()) {
            return switch (pathAndReason.group(1)) { // in the words of NIO's failures to open, above
                case "Permission denied" -> "permission denied";
                case "No such file or directory" -> "no such file or folder";
                default -> pathAndReason.group(1);
            };
        }
        return message.lines().findFirst().orElse("").strip();
    }
}
