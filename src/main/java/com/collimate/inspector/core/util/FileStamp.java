package com.collimate.inspector.core.util;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.Optional;

/**
 * What a stat says of a file: which file it is (its key, the inode), its size and when it was last written. Two
 * equal stamps mean nothing happened to the file worth reading it again for.
 */
public record FileStamp(Object fileKey, long size, FileTime modified) {

    /** The stamp of the file at {@code path} now; empty when there is none (or it cannot be looked at). */
    public static Optional<FileStamp> of(Path path) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
            return Optional.of(new FileStamp(attributes.fileKey(), attributes.size(), attributes.lastModifiedTime()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
