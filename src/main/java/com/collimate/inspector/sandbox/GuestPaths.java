package com.collimate.inspector.sandbox;

/** Where an {@link ExecFolder}'s parts appear inside the guest (equal to the host paths without confinement). */
record GuestPaths(String work, String control, String tmp) {
}
