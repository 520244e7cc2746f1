package com.collimate.inspector.core.replay.journal;

import com.collimate.inspector.core.api.ExecJson;

import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Child process of {@link JournalLockWaitTest}: a process stuck while holding the journal's OS lock. Locks the file,
 * appends one line for run "theirs" under the lock as a live writer would, says "locked", and holds on until a line
 * arrives on its standard input.
 */
public final class JournalLockHolder {
    private JournalLockHolder() {
    }

    public static void main(String[] args) throws Exception {
        try (FileChannel channel = FileChannel.open(Path.of(args[0]), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
            channel.lock();
            byte[] line = ExecJson.mapper().writeValueAsBytes(ReplayJournalTest.answered("theirs", 1, "x"));
            channel.write(ByteBuffer.wrap(line));
            channel.write(ByteBuffer.wrap(new byte[]{'\n'}));
            System.out.println("locked");
            System.out.flush();
            System.in.read();
        }
    }
}
