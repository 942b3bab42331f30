// What durable tasks cost, against a suite started with --conformance (its slow_compute fixture runs as a task when the
// client declares the tasks extension and asks for any wait):
//   1. Redis memory per finished task: used_memory before and after --tasks finished tasks (result inlined, listed for
//      their caller, counted in the tenant's quota until they expire), divided by their number, and MEMORY USAGE of
//      one task's hash;
//   2. polling load beside a plain call, in the same run, same generator, 2026-07-28 over HTTP: tasks/get of finished
//      tasks, tasks/get of working tasks, and tools/call of the same tool answered synchronously (no extension).
//   java bench/TaskPolling.java [--gateway http://127.0.0.1:8080] [--redis 127.0.0.1:6379] [--bearer TOKEN]
//        [--tasks 2000] [--concurrency 16] [--seconds 20] [--warmup 5]
// Run it on a fresh suite whose tenant has no task quota below --tasks (run.sh's default tenant has none).
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class TaskPolling {

    static final String VERSION = "2026-07-28";
    static final Pattern TASK_ID = Pattern.compile("\"taskId\"\\s*:\\s*\"([^\"]+)\"");
    static final Pattern STATUS = Pattern.compile("\"status\"\\s*:\\s*\"([a-z_]+)\"");

    final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    final String gateway;
    final String bearer;

    TaskPolling(String gateway, String bearer) {
        this.gateway = gateway;
        this.bearer = bearer;
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        TaskPolling bench = new TaskPolling(options.getOrDefault("gateway", "http://127.0.0.1:8080"),
                options.get("bearer"));
        String[] redis = options.getOrDefault("redis", "127.0.0.1:6379").split(":");
        int tasks = Integer.parseInt(options.getOrDefault("tasks", "2000"));
        int concurrency = Integer.parseInt(options.getOrDefault("concurrency", "16"));
        int seconds = Integer.parseInt(options.getOrDefault("seconds", "20"));
        int warmup = Integer.parseInt(options.getOrDefault("warmup", "5"));

        try (Resp resp = new Resp(redis[0], Integer.parseInt(redis[1]))) {
            bench.memory(resp, tasks);
        }
        List<String> finished = bench.finishedTasks(Math.min(tasks, 200));
        List<String> working = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            working.add(bench.startTask(600));
        }
        try {
            System.out.printf("%nload, c=%d, %d s measured after %d s warm-up, 2026-07-28%n", concurrency, seconds, warmup);
            System.out.printf("%-44s %10s %9s %9s %7s%n", "request", "req/s", "p50 ms", "p99 ms", "errors");
            bench.load("tools/call slow_compute {seconds:0}, sync", concurrency, warmup, seconds,
                    i -> bench.request("tools/call", "slow_compute", "\"name\":\"slow_compute\",\"arguments\":{\"seconds\":0}",
                            false));
            bench.load("tasks/get, completed task (result inlined)", concurrency, warmup, seconds,
                    i -> bench.taskGet(finished.get(i % finished.size())));
            bench.load("tasks/get, working task", concurrency, warmup, seconds,
                    i -> bench.taskGet(working.get(i % working.size())));
        } finally {
            for (String id : working) {
                bench.send(bench.request("tasks/cancel", id, "\"taskId\":\"" + id + "\"", true));
            }
        }
    }

    /** Redis memory per finished task, from used_memory around {@code count} tasks. */
    void memory(Resp resp, int count) throws Exception {
        long before = usedMemory(resp);
        List<String> ids = finishedTasks(count);
        long after = usedMemory(resp);
        String key = "sb:{task:" + ids.get(0) + "}";
        Object hash = resp.call("MEMORY", "USAGE", key, "SAMPLES", "0");
        System.out.printf("Redis memory: %d finished tasks took %,d bytes, %,d B per task (used_memory); "
                + "MEMORY USAGE of one task hash %s: %s B%n", count, after - before, (after - before) / count, key, hash);
    }

    static long usedMemory(Resp resp) throws IOException {
        Matcher m = Pattern.compile("used_memory:(\\d+)").matcher((String) resp.call("INFO", "memory"));
        if (!m.find()) {
            throw new IllegalStateException("INFO memory has no used_memory");
        }
        return Long.parseLong(m.group(1));
    }

    /** Starts {@code count} short tasks and waits until every one is completed. */
    List<String> finishedTasks(int count) throws Exception {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ids.add(startTask(0.001));
        }
        for (String id : ids) {
            for (int attempt = 0; !"completed".equals(status(id)); attempt++) {
                if (attempt > 200) {
                    throw new IllegalStateException("task " + id + " did not complete");
                }
                Thread.sleep(20);
            }
        }
        return ids;
    }

    String startTask(double seconds) throws Exception {
        String body = send(request("tools/call", "slow_compute",
                "\"name\":\"slow_compute\",\"arguments\":{\"seconds\":" + seconds + "}", true));
        Matcher m = TASK_ID.matcher(body);
        if (!body.contains("\"resultType\":\"task\"") || !m.find()) {
            throw new IllegalStateException("slow_compute did not become a task: " + body);
        }
        return m.group(1);
    }

    String status(String id) throws Exception {
        Matcher m = STATUS.matcher(send(taskGet(id)));
        return m.find() ? m.group(1) : "?";
    }

    HttpRequest taskGet(String id) {
        return request("tasks/get", id, "\"taskId\":\"" + id + "\"", true);
    }

    HttpRequest request(String method, String name, String params, boolean tasks) {
        String capabilities = tasks ? "{\"extensions\":{\"io.modelcontextprotocol/tasks\":{}}}" : "{}";
        String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + method + "\",\"params\":{" + params
                + ",\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"" + VERSION
                + "\",\"io.modelcontextprotocol/clientCapabilities\":" + capabilities + "}}}";
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(gateway + "/mcp"))
                .header("Content-Type", "application/json").header("Accept", "application/json, text/event-stream")
                .header("MCP-Protocol-Version", VERSION).header("Mcp-Method", method).header("Mcp-Name", name)
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (bearer != null) {
            builder.header("Authorization", "Bearer " + bearer);
        }
        return builder.build();
    }

    String send(HttpRequest request) throws Exception {
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200 || response.body().contains("\"error\"")) {
            throw new IllegalStateException(request.headers().firstValue("Mcp-Method").orElse("?") + ": HTTP "
                    + response.statusCode() + " " + response.body());
        }
        return response.body();
    }

    /** {@code concurrency} closed-loop workers for warm-up plus {@code seconds}; prints the measured part. */
    void load(String label, int concurrency, int warmup, int seconds, IntFunction<HttpRequest> requests)
            throws InterruptedException {
        AtomicBoolean measuring = new AtomicBoolean();
        AtomicBoolean running = new AtomicBoolean(true);
        AtomicLong errors = new AtomicLong();
        AtomicInteger sequence = new AtomicInteger();
        List<long[]> latencies = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        for (int w = 0; w < concurrency; w++) {
            long[] own = new long[1_000_000];
            int[] n = { 0 };
            latencies.add(own);
            workers.add(Thread.ofPlatform().start(() -> {
                while (running.get()) {
                    long start = System.nanoTime();
                    try {
                        send(requests.apply(sequence.getAndIncrement()));
                        if (measuring.get() && n[0] < own.length - 1) {
                            own[++n[0]] = System.nanoTime() - start;
                        }
                    } catch (Exception e) {
                        if (measuring.get()) {
                            errors.incrementAndGet();
                        }
                    }
                }
                own[0] = n[0];
            }));
        }
        Thread.sleep(warmup * 1000L);
        measuring.set(true);
        long start = System.nanoTime();
        Thread.sleep(seconds * 1000L);
        measuring.set(false);
        double elapsed = (System.nanoTime() - start) / 1e9;
        running.set(false);
        for (Thread worker : workers) {
            worker.join();
        }
        long[] all = latencies.stream().flatMapToLong(l -> Arrays.stream(l, 1, (int) l[0] + 1)).sorted().toArray();
        System.out.printf("%-44s %10.0f %9.2f %9.2f %7d%n", label, all.length / elapsed, percentile(all, 50),
                percentile(all, 99), errors.get());
    }

    static double percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int index = (int) Math.min(sorted.length - 1, Math.ceil(p / 100 * sorted.length) - 1);
        return sorted[Math.max(0, index)] / 1e6;
    }

    /** Just enough RESP to ask Redis for INFO and MEMORY USAGE. */
    static final class Resp implements AutoCloseable {
        private final Socket socket;
        private final OutputStream out;
        private final InputStream in;

        Resp(String host, int port) throws IOException {
            socket = new Socket(host, port);
            out = socket.getOutputStream();
            in = new BufferedInputStream(socket.getInputStream());
        }

        Object call(String... args) throws IOException {
            StringBuilder command = new StringBuilder("*").append(args.length).append("\r\n");
            for (String arg : args) {
                command.append('$').append(arg.getBytes(StandardCharsets.UTF_8).length).append("\r\n").append(arg)
                        .append("\r\n");
            }
            out.write(command.toString().getBytes(StandardCharsets.UTF_8));
            out.flush();
            return read();
        }

        private Object read() throws IOException {
            int type = in.read();
            String line = line();
            return switch (type) {
                case '+' -> line;
                case ':' -> Long.parseLong(line);
                case '-' -> throw new IOException("Redis: " + line);
                case '$' -> {
                    int length = Integer.parseInt(line);
                    if (length < 0) {
                        yield null;
                    }
                    byte[] data = in.readNBytes(length);
                    line();
                    yield new String(data, StandardCharsets.UTF_8);
                }
                default -> throw new IOException("unexpected RESP type " + (char) type);
            };
        }

        private String line() throws IOException {
            StringBuilder line = new StringBuilder();
            for (int c; (c = in.read()) != '\r';) {
                if (c < 0) {
                    throw new IOException("Redis closed the connection");
                }
                line.append((char) c);
            }
            in.read();
            return line.toString();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
