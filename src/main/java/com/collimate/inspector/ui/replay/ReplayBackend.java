package com.collimate.inspector.ui.replay;

import com.collimate.inspector.core.api.ExecBackend;

/**
 * Where a batch of replays goes.
 *
 * @param local       the built-in local sandbox, which runs the log's code on this computer
 * @param description one line for the user, never a key: the endpoint, or the sandbox with its isolation
 */
public record ReplayBackend(ExecBackend exec, boolean local, String description) {
}
