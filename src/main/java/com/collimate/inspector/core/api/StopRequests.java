package com.collimate.inspector.core.api;

import com.collimate.inspector.core.util.DaemonThreads;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.Dispatcher;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Best-effort requests sent in the background and forgotten (asking a sandbox to stop a cancelled exec). They give
 * up after {@link #TIMEOUT} and run on daemon threads: an endpoint that never answers cannot keep the app's process
 * alive after its window has closed, as OkHttp's own dispatcher threads (not daemons) and the exec timeouts (up to
 * ten minutes) would.
 */
final class StopRequests {
    static final Duration TIMEOUT = Duration.ofSeconds(3);
    private static final Dispatcher DAEMON_DISPATCHER = new Dispatcher(new ThreadPoolExecutor(0, Integer.MAX_VALUE,
            10, TimeUnit.SECONDS, new SynchronousQueue<>(), new DaemonThreads("exec-stop")));

    private final OkHttpClient http;

    /** Sends through {@code http}'s connections, with the short timeout and the daemon threads. */
    StopRequests(OkHttpClient http) {
        this.http = http.newBuilder().dispatcher(DAEMON_DISPATCHER).connectTimeout(TIMEOUT).readTimeout(TIMEOUT)
                .writeTimeout(TIMEOUT).callTimeout(TIMEOUT).build();
    }

    void send(Request request) {
        http.newCall(request).enqueue(new Callback() {
            @Override
            public void onFailure(Call call, IOException e) {
                // best effort: what it asked for happens later by itself (an exec ends at its time limit)
            }

            @Override
            public void onResponse(Call call, Response response) {
                response.close();
            }
        });
    }
}
