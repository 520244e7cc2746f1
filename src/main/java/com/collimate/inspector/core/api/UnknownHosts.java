package com.collimate.inspector.core.api;

import java.net.UnknownHostException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Why a host name could not be resolved, the same for every request: the JVM keeps a failed lookup for a while
 * ({@code networkaddress.cache.negative.ttl}, 10 s), and a failure it answers from there says only the host name, not
 * the resolver's reason the first lookup gave ({@code "api.example: Name or service not known"}). The first reason
 * per host is kept for the later ones.
 */
final class UnknownHosts {
    /** Hosts remembered at most: a process tries a few endpoints, not thousands. */
    private static final int MAX_HOSTS = 64;
    private static final Map<String, String> REASONS = new ConcurrentHashMap<>();

    private UnknownHosts() {
    }

    /** "HOST: reason", or the host alone when no lookup of it said why. */
    static String describe(UnknownHostException e) {
        String message = String.valueOf(e.getMessage());
        int reasonStart = message.indexOf(": ");
        if (reasonStart < 0) {
            return REASONS.getOrDefault(message, message);
        }
        if (REASONS.size() < MAX_HOSTS) {
            REASONS.putIfAbsent(message.substring(0, reasonStart), message);
        }
        return message;
    }
}
