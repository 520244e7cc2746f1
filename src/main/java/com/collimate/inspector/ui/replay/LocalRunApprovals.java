package com.collimate.inspector.ui.replay;

import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The logs whose code the user agreed to run on this computer in this session (asked once per log). */
public final class LocalRunApprovals {
    private final Set<Path> approved = ConcurrentHashMap.newKeySet();

    public boolean isApproved(Path log) {
        return approved.contains(log.toAbsolutePath().normalize());
    }

    public void approve(Path log) {
        approved.add(log.toAbsolutePath().normalize());
    }
}
