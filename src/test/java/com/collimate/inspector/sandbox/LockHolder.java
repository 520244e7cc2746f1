package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** For {@link ServerFolderTest}: locks the file it is given, prints {@link #LOCKED} and holds it until killed. */
final class LockHolder {
    static final String LOCKED = "locked";

    private LockHolder() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        try (FileChannel channel = FileChannel.open(Path.of(args[0]), StandardOpenOption.WRITE)) {
            channel.lock();
            System.out.println(LOCKED);
            System.out.flush();
            Thread.sleep(Long.MAX_VALUE);
        }
    }
}
