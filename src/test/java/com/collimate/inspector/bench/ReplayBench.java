package com.collimate.inspector.bench;

import com.collimate.inspector.core.api.ApiKey;
import com.collimate.inspector.core.api.ClientOptions;
import com.collimate.inspector.core.api.Endpoint;
import com.collimate.inspector.core.api.ExecClient;
import com.collimate.inspector.core.api.ExecJson;
import com.collimate.inspector.core.api.ExecRequest;
import com.collimate.inspector.core.config.Settings;
import com.collimate.inspector.core.model.Run;
import com.collimate.inspector.core.model.Seed;
import com.collimate.inspector.core.model.SeedAck;
import com.collimate.inspector.core.replay.ReplayEngine;
import com.collimate.inspector.core.replay.ReplayListener;
import com.collimate.inspector.core.replay.ReplayOptions;
import com.collimate.inspector.core.replay.ReplayProgress;
import com.collimate.inspector.core.replay.ReplaySummary;
import com.collimate.inspector.core.replay.RunRef;
import com.collimate.inspector.core.replay.RunSource;
import com.collimate.inspector.core.replay.journal.ReplayJournal;
import com.collimate.inspector.core.util.Cancellation;
import com.sun.net.httpserver.HttpServer;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Replay engine throughput and memory against a loopback stub that answers instantly (see bench/replay.sh).
 * Args: runs concurrency heapRuns. Prints req/s of a bare OkHttp loop and of the engine (journal on), their ratio,
 * and the heap after GC every 10% of a long batch.
 */
public final class ReplayBench {
    private static final String SEED = "c0ffee00".repeat(8);
    private static final int ROUNDS = 4;
    private static final String STDOUT = "0.8444218515250481\n";
    private static final byte[] ANSWER = ("{\"stdout\":\"0.8444218515250481\\n\",\"stderr\":\"\",\"exit_code\":0,"
            + "\"seed\":\"" + SEED + "\",\"seed_ack\":\"verified\"}").getBytes(StandardCharsets.UTF_8);

    private ReplayBench() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        int concurrency = args.length > 1 ? Integer.parseInt(args[1]) : 16;
        int heapRuns = args.length > 2 ? Integer.parseInt(args[2]) : 100_000;
        HttpServer stub = startStub();
        Path work = Files.createTempDirectory("replay-bench");
        try {
            String base = "http://127.0.0.1:" + stub.getAddress().getPort();
            ClientOptions options = ClientOptions.from(Settings.defaults());
            OkHttpClient http = ExecClient.newHttpClient(options);
            ExecClient client = new ExecClient(http, Endpoint.parse(base, ApiKey.ofNullable("bench-key"), "bench"), options);

            bareLoop(http, base, 2_000, concurrency);
            engine(client, work.resolve("warmup.jsonl"), work, 2_000, concurrency, null);

            double bestBare = 0;
            double bestEngine = 0;
            List<Double> ratios = new ArrayList<>();
            for (int round = 1; round <= ROUNDS; round++) {
                boolean engineFirst = round % 2 == 0; // alternate, so warm-up and machine load favour neither
                double engine = engineFirst ? engine(client, work.resolve("bench-" + round + ".jsonl"), work, runs,
                        concurrency, null) : 0;
                double bare = bareLoop(http, base, runs, concurrency);
                if (!engineFirst) {
                    engine = engine(client, work.resolve("bench-" + round + ".jsonl"), work, runs, concurrency, null);
                }
                System.out.printf("round %d: bare OkHttp loop %,.0f req/s, replay engine (journal on) %,.0f req/s = %.0f%%"
                        + " (%,d requests each, concurrency %d)%n", round, bare, engine, 100 * engine / bare, runs,
                        concurrency);
                ratios.add(engine / bare);
                bestBare = Math.max(bestBare, bare);
                bestEngine = Math.max(bestEngine, engine);
            }
            ratios.sort(null);
            System.out.printf("best of %d: bare %,.0f req/s, engine %,.0f req/s, engine / bare = %.0f%%; median of the "
                    + "rounds' ratios %.0f%% (target >= 70%%)%n", ROUNDS, bestBare, bestEngine, 100 * bestEngine / bestBare,
                    100 * (ratios.get((ROUNDS - 1) / 2) + ratios.get(ROUNDS / 2)) / 2);

            List<String> heap = new ArrayList<>();
            double rate = engine(client, work.resolve("heap.jsonl"), work, heapRuns, concurrency, heap);
            System.out.printf("heap after GC during %,d replays (%,.0f req/s): %s%n", heapRuns, rate, String.join(", ", heap));
            System.out.printf("journal of the long batch: %,d bytes%n",
                    Files.size(work.resolve("heap.jsonl.replays.jsonl")));
        } finally {
            stub.stop(0);
            try (var files = Files.walk(work)) {
                for (Path file : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(file);
                }
            }
        }
        System.exit(0);
    }

    private static HttpServer startStub() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 256);
        server.setExecutor(Executors.newFixedThreadPool(32));
        server.createContext("/v1/exec", exchange -> {
            try (InputStream in = exchange.getRequestBody()) {
                in.transferTo(OutputStream.nullOutputStream());
            }
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, ANSWER.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(ANSWER);
            }
        });
        server.start();
        return server;
    }

    private static double bareLoop(OkHttpClient http, String base, int requests, int concurrency) throws Exception {
        byte[] body = ExecJson.mapper().writeValueAsBytes(new ExecRequest("python", "print(random())", SEED));
        MediaType json = MediaType.get("application/json");
        AtomicInteger next = new AtomicInteger();
        ExecutorService threads = Executors.newFixedThreadPool(concurrency);
        long start = System.nanoTime();
        List<Future<?>> workers = new ArrayList<>();
        for (int t = 0; t < concurrency; t++) {
            workers.add(threads.submit(() -> {
                while (next.getAndIncrement() < requests) {
                    Request request = new Request.Builder().url(base + "/v1/exec")
                            .header("Authorization", "Bearer bench-key").post(RequestBody.create(body, json)).build();
                    try (Response response = http.newCall(request).execute()) {
                        response.body().string();
                    }
                }
                return null;
            }));
        }
        for (Future<?> worker : workers) {
            worker.get();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        threads.shutdown();
        return requests / seconds;
    }

    private static double engine(ExecClient client, Path log, Path dataFolder, int runs, int concurrency,
                                 List<String> heapSamples) throws Exception {
        Files.writeString(log, "");
        try (ReplayJournal journal = ReplayJournal.open(log, dataFolder.resolve("data"))) {
            ReplayEngine engine = new ReplayEngine(client, journal, new ReplayOptions(1, concurrency, 0));
            AtomicInteger nextSample = new AtomicInteger(runs / 10);
            ReplayListener listener = new ReplayListener() {
                @Override
                public void onProgress(ReplayProgress progress) {
                    int due = nextSample.get();
                    if (heapSamples != null && progress.done() >= due && nextSample.compareAndSet(due, due + runs / 10)) {
                        heapSamples.add(String.format("%,d: %d MB", progress.done(), usedHeapAfterGc()));
                    }
                }
            };
            long start = System.nanoTime();
            ReplaySummary summary = engine.run(syntheticRuns(runs), listener, new Cancellation());
            double seconds = (System.nanoTime() - start) / 1e9;
            if (summary.reproduced() != runs) {
                throw new IllegalStateException("benchmark batch did not reproduce every run: " + summary);
            }
            return runs / seconds;
        }
    }

    /** Runs made on demand, like a log read lazily: nothing is kept between requests. */
    private static RunSource syntheticRuns(int count) {
        return new RunSource() {
            @Override
            public int size() {
                return count;
            }

            @Override
            public RunRef ref(int position) {
                return new RunRef("run-" + position, position + 1L, SeedAck.VERIFIED);
            }

            @Override
            public Run load(int position) {
                return new Run("run-" + position, position + 1L, "python", "print(random())", Seed.ofString(SEED),
                        SeedAck.VERIFIED, "verified", STDOUT, "", 0L, null, null, null, null, null, Map.of(), "{}");
            }
        };
    }

    private static long usedHeapAfterGc() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() / (1024 * 1024);
    }
}
