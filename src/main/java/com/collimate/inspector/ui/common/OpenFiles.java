package com.collimate.inspector.ui.common;

import com.collimate.inspector.core.replay.journal.JournalLocation;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The files a save from the app must never replace: every log open in a tab and its replay journal (next to the
 * log, or in the data folder). Asks the file system (real paths), so call it off the FX thread.
 */
public final class OpenFiles {
    private final Path dataFolder;
    private final Supplier<List<Path>> openLogs;

    /** @param openLogs the logs open in the app's tabs, asked at each check off the FX thread: a list safe to read there */
    public OpenFiles(Path dataFolder, Supplier<List<Path>> openLogs) {
        this.dataFolder = dataFolder;
        this.openLogs = openLogs;
    }

    /**
     * Why writing {@code file} is refused ("Not written: … is the log open in the tab "x.jsonl"; choose another
     * file"), or empty when it is none of them.
     *
     * @param ownLog the log of the tab that saves ("this log", "its journal"), or null
     */
    public Optional<String> refusal(Path file, Path ownLog) {
        if (ownLog != null) {
            Optional<String> own = JournalLocation.clash(file, ownLog, dataFolder);
            if (own.isPresent()) {
                return Optional.of(refusal(file, own.get()));
            }
        }
        for (Path other : openLogs.get()) {
            Optional<String> clash = other.equals(ownLog) ? Optional.empty()
                    : JournalLocation.clash(file, other, dataFolder);
            if (clash.isPresent()) {
                String tab = "the log open in the tab \"" + other.getFileName() + "\"";
                return Optional.of(refusal(file, clash.get().equals(JournalLocation.LOG_ITSELF) ? tab
                        : "the replay journal of " + tab));
            }
        }
        return Optional.empty();
    }

    private static String refusal(Path file, String what) {
        return "Not written: " + file + " is " + what + "; choose another file";
    }
}
