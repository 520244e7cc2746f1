package com.collimate.inspector.sandbox;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The folder of one server's exec folders, in the temp folder: {@code collimate-sandbox-PID-START-RANDOM} (the
 * server's process ID and start time in milliseconds), holding a lock file that the server locks while it lives. A
 * server killed outright (SIGKILL, the OOM killer) cannot delete it: the next server to start in the same temp folder
 * does, once it is sure the owner is dead, that is when no process with that ID and start time runs and the lock can
 * be taken. Either test alone could be fooled: a folder is created before its lock is taken, and a process ID means
 * nothing to a server in another PID namespace (a container) that shares the temp folder.
 */
final class ServerFolder implements AutoCloseable {
    static final String PREFIX = "collimate-sandbox-";
    static final String LOCK_FILE = "server.lock";
    private static final Pattern NAME = Pattern.compile(Pattern.quote(PREFIX) + "(\\d+)-(\\d+)-.+");

    private final Path root;
    private final FileChannel lockChannel;

    private ServerFolder(Path root, FileChannel lockChannel) {
        this.root = root;
        this.lockChannel = lockChannel;
    }

    /** Deletes the folders of dead servers in the temp folder, then makes this server's own. */
    static ServerFolder create() throws IOException {
        return create(Path.of(System.getProperty("java.io.tmpdir")));
    }

    static ServerFolder create(Path temp) throws IOException {
        deleteStale(temp);
        ProcessHandle self = ProcessHandle.current();
        Path root = Files.createTempDirectory(temp, PREFIX + self.pid() + "-" + startMillis(self) + "-");
        FileChannel channel = null;
        try {
            channel = FileChannel.open(root.resolve(LOCK_FILE), StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
            channel.lock();
            return new ServerFolder(root, channel);
        } catch (IOException | RuntimeException e) {
            if (channel != null) {
                channel.close();
            }
            FolderTree.delete(root);
            throw e;
        }
    }

    /** A fresh folder for one exec. */
    ExecFolder newExecFolder() throws IOException {
        return ExecFolder.create(root);
    }

    Path root() {
        return root;
    }

    /** Deletes the folder with every exec folder left in it (their guests must have been killed). */
    @Override
    public void close() {
        try {
            lockChannel.close(); // releases the lock; on Windows a locked file cannot be deleted
        } catch (IOException e) {
            // the lock ends with this process anyway
        }
        FolderTree.delete(root);
    }

    private static void deleteStale(Path temp) {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(temp, PREFIX + "*")) {
            for (Path entry : entries) {
                deleteIfStale(entry);
            }
        } catch (IOException | RuntimeException e) {
            // the temp folder cannot be listed: leftovers are harmless, the sandbox must still start
        }
    }

    /** One folder that cannot be judged (another user's, a name that is no server's) must not end the sweep. */
    private static void deleteIfStale(Path entry) {
        try {
            Matcher name = NAME.matcher(entry.getFileName().toString());
            if (name.matches() && !ownerMayLive(name) && Files.isDirectory(entry)) {
                deleteUnlocked(entry);
            }
        } catch (IOException | RuntimeException e) {
            // left as it is
        }
    }

    /** Whether the process that made the folder may still run: a live process with its ID and start time. */
    private static boolean ownerMayLive(Matcher name) {
        long recordedStart = Long.parseLong(name.group(2));
        Optional<ProcessHandle> owner = ProcessHandle.of(Long.parseLong(name.group(1)));
        return owner.filter(ProcessHandle::isAlive).map(ServerFolder::startMillis)
                .map(start -> recordedStart == 0 || start == 0 || start == recordedStart)
                .orElse(false);
    }

    /**
     * Deletes the folder if no one holds its lock; a folder without a lock file is left (its server is starting).
     * Never called for this JVM's own folders (their owner lives): closing a channel would release this JVM's lock.
     */
    private static void deleteUnlocked(Path folder) throws IOException {
        Path lockFile = folder.resolve(LOCK_FILE);
        if (!Files.isRegularFile(lockFile)) {
            return;
        }
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE);
             FileLock lock = channel.tryLock()) {
            if (lock == null) {
                return; // a live server holds it
            }
        }
        FolderTree.delete(folder);
    }

    /** The process's start time in milliseconds, 0 when the system does not tell. */
    private static long startMillis(ProcessHandle process) {
        return process.info().startInstant().map(Instant::toEpochMilli).orElse(0L);
    }
}
