package com.collimate.inspector.ui.replay;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

/**
 * Lets one replay batch of the app run at a time, the others waiting in order. The concurrency setting bounds the
 * requests of the app to the endpoint: two batches at once would double them, and against the local sandbox the
 * second batch's requests would queue behind the first one's anyway, unseen. FX thread only.
 */
public final class ReplayQueue {
    /** A batch's place: {@code start} runs (on the FX thread) when its turn comes. */
    public static final class Ticket {
        private final String log;
        private final Runnable start;

        public Ticket(String log, Runnable start) {
            this.log = log;
            this.start = start;
        }
    }

    private final Deque<Ticket> waiting = new ArrayDeque<>();
    private Ticket running;

    /** Queues a batch; it starts at once when no batch runs. {@link #leave} once it finished or was cancelled. */
    public void enter(Ticket ticket) {
        if (running == null) {
            running = ticket;
            ticket.start.run();
        } else {
            waiting.addLast(ticket);
        }
    }

    /** The log whose batch runs while {@code ticket} waits, or empty when it runs (or left). */
    public Optional<String> waitingBehind(Ticket ticket) {
        return waiting.contains(ticket) ? Optional.of(running.log) : Optional.empty();
    }

    /** The batch finished, or gave up waiting: the next one starts. */
    public void leave(Ticket ticket) {
        if (!waiting.remove(ticket) && running == ticket) {
            running = waiting.pollFirst();
            if (running != null) {
                running.start.run();
            }
        }
    }
}
