// The memory service's save and query latency as a space grows to 1,000 / 10,000 / 100,000 memories, Redis memory per
// memory, and the service's resident memory. It talks to a running memory service over its internal contract:
//   deploy/local/run.sh with MEMORY_LIMITS_MAX_RECORDS_PER_SPACE=200000 MEMORY_INDEX_MAX_RECORDS=200000, then
//   java bench/MemoryLatency.java [--service http://127.0.0.1:8085] [--redis 127.0.0.1:6379] [--pid PID]
//        [--sizes 1000,10000,100000] [--queries 200] [--saves 200] [--seeders 4]
// Seeding cycles through 2,000 generated texts (each embedded once, then served from the embedding cache) so that
// 100,000 memories take about a minute; measured saves and queries use texts never seen before, so each one pays for
// its embedding. One client, one request at a time: latency, not throughput.
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

public class MemoryLatency {

    static final String[] SUBJECTS = { "the gateway", "the billing job", "the login flow", "the search index",
            "the mobile app", "the payment API", "the export worker", "the admin console", "the cache layer",
            "the session store", "the report generator", "the notification service", "the planner", "the importer",
            "the audit log", "the scheduler", "the web client", "the rate limiter", "the data pipeline", "the CLI" };
    static final String[] VERBS = { "retries", "validates", "caches", "streams", "encrypts", "batches", "logs",
            "throttles", "compresses", "signs", "indexes", "replays", "rejects", "migrates", "publishes", "parses" };
    static final String[] OBJECTS = { "OAuth tokens", "invoices", "CSV exports", "webhook events", "user profiles",
            "search queries", "payment intents", "audit records", "feature flags", "email templates", "JSON payloads",
            "database rows", "image thumbnails", "API keys", "shopping carts", "release notes", "metrics", "PDF files" };
    static final String[] REASONS = { "because the upstream times out under load",
            "so that a restart loses nothing", "to stay inside the rate limit", "after the incident in March",
            "as the security review asked", "to keep p99 latency under 200 ms", "until the migration finishes",
            "because customers asked for it", "to save storage costs", "so that replicas agree" };
    static final String[] TYPES = { "note", "decision", "code" };

    record Figures(int size, double saveP50, double saveP99, double queryP50, double queryP99, double firstQueryMs,
            double redisBytesPerMemory, long rssKb, double seedPerSecond, double saveCpuMs, Map<String, Double> queryCpuMs) {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new HashMap<>(Map.of("--service", "http://127.0.0.1:8085", "--redis",
                "127.0.0.1:6379", "--pid", "", "--sizes", "1000,10000,100000", "--queries", "200", "--saves", "200",
                "--seeders", "4"));
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i], args[i + 1]);
        }
        String service = options.get("--service");
        String[] redis = options.get("--redis").split(":");
        int queries = Integer.parseInt(options.get("--queries"));
        int saves = Integer.parseInt(options.get("--saves"));
        int seeders = Integer.parseInt(options.get("--seeders"));
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        String space = "bench-" + System.currentTimeMillis();
        List<String> pool = texts(new Random(1), 2000);
        Random fresh = new Random(System.nanoTime());

        long baseline = usedMemory(redis[0], Integer.parseInt(redis[1]));
        List<Figures> results = new ArrayList<>();
        AtomicInteger saved = new AtomicInteger();
        for (String sizeText : options.get("--sizes").split(",")) {
            int size = Integer.parseInt(sizeText);
            long seedStart = System.nanoTime();
            int before = saved.get();
            seed(http, service, space, pool, saved, size, seeders);
            double seedPerSecond = (saved.get() - before) / ((System.nanoTime() - seedStart) / 1e9);
            long redisBytes = usedMemory(redis[0], Integer.parseInt(redis[1])) - baseline;

            long start = System.nanoTime();
            call(http, service, "query_memory", query(space, "what did we decide about the gateway"));
            double firstQuery = (System.nanoTime() - start) / 1e6;
            for (int i = 0; i < 20; i++) {
                call(http, service, "query_memory", query(space, sentence(fresh)));
            }
            String pid = options.get("--pid");
            long[] queryNanos = new long[queries];
            Map<String, Double> queryCpu = new java.util.LinkedHashMap<>();
            long cpuBefore = cpuTicks(pid);
            for (int i = 0; i < queries; i++) {
                String body = query(space, sentence(fresh) + " " + i);
                long t = System.nanoTime();
                call(http, service, "query_memory", body);
                queryNanos[i] = System.nanoTime() - t;
            }
            queryCpu.put("hybrid", (cpuTicks(pid) - cpuBefore) * 10.0 / queries);
            for (String mode : List.of("semantic", "keyword")) {
                cpuBefore = cpuTicks(pid);
                for (int i = 0; i < queries; i++) {
                    call(http, service, "query_memory", query(space, sentence(fresh) + " " + i).replace(
                            "\"limit\":10", "\"limit\":10,\"mode\":\"" + mode + "\""));
                }
                queryCpu.put(mode, (cpuTicks(pid) - cpuBefore) * 10.0 / queries);
            }
            long[] saveNanos = new long[saves];
            cpuBefore = cpuTicks(pid);
            for (int i = 0; i < saves; i++) {
                String body = save(space, sentence(fresh) + " (measured save " + i + ")", TYPES[i % 3], i);
                long t = System.nanoTime();
                call(http, service, "save_memory", body);
                saveNanos[i] = System.nanoTime() - t;
                saved.incrementAndGet();
            }
            double saveCpu = (cpuTicks(pid) - cpuBefore) * 10.0 / saves;
            long rss = options.get("--pid").isEmpty() ? -1 : rssKb(options.get("--pid"));
            Figures figures = new Figures(size, percentile(saveNanos, 50), percentile(saveNanos, 99),
                    percentile(queryNanos, 50), percentile(queryNanos, 99), firstQuery,
                    (double) redisBytes / size, rss, seedPerSecond, saveCpu, queryCpu);
            results.add(figures);
            System.out.printf("%,d memories: save p50 %.1f ms p99 %.1f ms | query p50 %.1f ms p99 %.1f ms | first query "
                    + "after seeding %.0f ms | Redis %.0f B/memory | RSS %s | seeding %.0f saves/s | service CPU per "
                    + "save %.1f ms, per query %s%n", size,
                    figures.saveP50(), figures.saveP99(), figures.queryP50(), figures.queryP99(), firstQuery,
                    figures.redisBytesPerMemory(), rss < 0 ? "n/a" : (rss / 1024) + " MB", seedPerSecond, saveCpu,
                    queryCpu);
        }
        System.out.println();
        System.out.println("| memories in the space | save p50 / p99 | query p50 / p99 | first query after seeding | "
                + "Redis per memory | service RSS | CPU per save | CPU per query: hybrid / semantic / keyword |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        for (Figures f : results) {
            System.out.printf("| %,d | %.1f / %.1f ms | %.1f / %.1f ms | %.0f ms | %.0f B | %s | %.1f ms | %.1f / %.1f / %.1f ms |%n",
                    f.size(), f.saveP50(), f.saveP99(), f.queryP50(), f.queryP99(), f.firstQueryMs(),
                    f.redisBytesPerMemory(), f.rssKb() < 0 ? "n/a" : (f.rssKb() / 1024) + " MB", f.saveCpuMs(),
                    f.queryCpuMs().get("hybrid"), f.queryCpuMs().get("semantic"), f.queryCpuMs().get("keyword"));
        }
    }

    static void seed(HttpClient http, String service, String space, List<String> pool, AtomicInteger saved, int size,
            int seeders) throws InterruptedException {
        AtomicLong failures = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < seeders; t++) {
            threads.add(Thread.ofPlatform().start(() -> {
                int n;
                while ((n = saved.getAndIncrement()) < size) {
                    try {
                        call(http, service, "save_memory", save(space, pool.get(n % pool.size()), TYPES[n % 3], n));
                    } catch (Exception e) {
                        if (failures.incrementAndGet() == 1) {
                            System.err.println("seeding failed: " + e.getMessage());
                        }
                    }
                }
            }));
        }
        for (Thread thread : threads) {
            thread.join();
        }
        saved.set(size);
        if (failures.get() > 0) {
            throw new IllegalStateException(failures.get() + " seeding saves failed");
        }
    }

    static String save(String space, String text, String type, int n) {
        return "{\"arguments\":{\"session_id\":\"" + space + "\",\"type\":\"" + type + "\",\"tags\":[\"t" + (n % 20)
                + "\"],\"content\":{\"text\":\"" + text + "\",\"n\":" + n + "}},\"context\":{\"tenant\":\"bench\"}}";
    }

    static String query(String space, String text) {
        return "{\"arguments\":{\"session_id\":\"" + space + "\",\"query\":\"" + text
                + "\",\"limit\":10},\"context\":{\"tenant\":\"bench\"}}";
    }

    static void call(HttpClient http, String service, String tool, String body)
            throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(service + "/internal/v1/tools/"
                + tool)).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body))
                .timeout(Duration.ofSeconds(120)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200 || response.body().contains("\"isError\":true")) {
            throw new IllegalStateException(tool + ": HTTP " + response.statusCode() + " " + response.body());
        }
    }

    static List<String> texts(Random random, int count) {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            texts.add(sentence(random));
        }
        return texts;
    }

    static String sentence(Random random) {
        return capitalise(SUBJECTS[random.nextInt(SUBJECTS.length)]) + " " + VERBS[random.nextInt(VERBS.length)] + " "
                + OBJECTS[random.nextInt(OBJECTS.length)] + " " + REASONS[random.nextInt(REASONS.length)] + "; "
                + SUBJECTS[random.nextInt(SUBJECTS.length)] + " " + VERBS[random.nextInt(VERBS.length)] + " "
                + OBJECTS[random.nextInt(OBJECTS.length)] + " " + random.nextInt(1000) + ".";
    }

    static String capitalise(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    static double percentile(long[] nanos, int p) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int index = (int) Math.min(sorted.length - 1, Math.ceil(p / 100.0 * sorted.length) - 1);
        return sorted[Math.max(0, index)] / 1e6;
    }

    /** {@code used_memory} from Redis {@code INFO memory}, over a plain socket. */
    static long usedMemory(String host, int port) throws IOException {
        try (Socket socket = new Socket(host, port)) {
            OutputStream out = socket.getOutputStream();
            out.write("INFO memory\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            StringBuilder header = new StringBuilder();
            int c;
            while ((c = in.read()) != '\n') {
                header.append((char) c);
            }
            int length = Integer.parseInt(header.substring(1).trim());
            String info = new String(in.readNBytes(length), StandardCharsets.US_ASCII);
            for (String line : info.split("\r\n")) {
                if (line.startsWith("used_memory:")) {
                    return Long.parseLong(line.substring("used_memory:".length()));
                }
            }
            throw new IllegalStateException("No used_memory in INFO memory");
        }
    }

    /** utime + stime of a process in clock ticks (1/100 s on Linux); 0 without a pid. */
    static long cpuTicks(String pid) throws IOException {
        if (pid.isEmpty()) {
            return 0;
        }
        String stat = Files.readString(Path.of("/proc", pid, "stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }

    static long rssKb(String pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", pid, "status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("\\D", ""));
            }
        }
        return -1;
    }
}
