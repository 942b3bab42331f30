// The gateway's forwarding overhead: the same analyzeText load, from the same generator in the same run, sent
//   (a) through the gateway as a 2026-07-28 tools/call, and
//   (b) straight to the text service's internal endpoint.
// Every request carries a distinct text, so the gateway's result cache never answers.
// Run with the suite up (deploy/local/run.sh):
//   java bench/GatewayOverhead.java [--gateway http://127.0.0.1:8080] [--service http://127.0.0.1:8081]
//        [--concurrency 16] [--seconds 30] [--warmup 10] [--rounds 2] [--pids gateway=PID,service=PID]
// With --pids (Linux) it also reports the CPU time each named process spent per request (from /proc/PID/stat).
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

public class GatewayOverhead {

    static final String TEXT = "Switchboard forwards every tool call to the service that owns it. The gateway checks "
            + "the arguments against the tool's schema, keeps sessions in Redis and shapes results for each protocol "
            + "era. Services stay small and stateless, so they scale on their own. Measurements like this one tell "
            + "how much the extra hop costs compared with calling the service directly. Request number ";

    record Result(String target, long requests, long errors, double seconds, long[] latenciesNanos,
            Map<String, Long> cpuTicks) {
        double throughput() {
            return requests / seconds;
        }

        double percentileMillis(double p) {
            if (latenciesNanos.length == 0) {
                return Double.NaN;
            }
            int index = (int) Math.min(latenciesNanos.length - 1, Math.ceil(p / 100.0 * latenciesNanos.length) - 1);
            return latenciesNanos[Math.max(0, index)] / 1e6;
        }
    }

    interface Target {
        String name();

        HttpRequest request(long n);
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new HashMap<>(Map.of("--gateway", "http://127.0.0.1:8080",
                "--service", "http://127.0.0.1:8081", "--concurrency", "16", "--seconds", "30", "--warmup", "10",
                "--rounds", "2", "--pids", ""));
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i], args[i + 1]);
        }
        int concurrency = Integer.parseInt(options.get("--concurrency"));
        Duration measure = Duration.ofSeconds(Long.parseLong(options.get("--seconds")));
        Duration warmup = Duration.ofSeconds(Long.parseLong(options.get("--warmup")));
        int rounds = Integer.parseInt(options.get("--rounds"));
        Map<String, String> pids = new java.util.LinkedHashMap<>();
        for (String entry : options.get("--pids").split(",")) {
            if (entry.contains("=")) {
                pids.put(entry.substring(0, entry.indexOf('=')), entry.substring(entry.indexOf('=') + 1));
            }
        }
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

        String gateway = options.get("--gateway") + "/mcp";
        Target throughGateway = new Target() {
            public String name() {
                return "gateway  (POST /mcp, 2026-07-28 tools/call)";
            }

            public HttpRequest request(long n) {
                String body = "{\"jsonrpc\":\"2.0\",\"id\":" + n + ",\"method\":\"tools/call\",\"params\":{"
                        + "\"name\":\"analyzeText\",\"arguments\":{\"text\":\"" + TEXT + n + ".\"},\"_meta\":{"
                        + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                        + "\"io.modelcontextprotocol/clientCapabilities\":{}}}}";
                return HttpRequest.newBuilder(URI.create(gateway)).header("Content-Type", "application/json")
                        .header("Accept", "application/json, text/event-stream")
                        .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/call")
                        .header("Mcp-Name", "analyzeText").POST(HttpRequest.BodyPublishers.ofString(body)).build();
            }
        };
        String service = options.get("--service") + "/internal/v1/tools/analyzeText";
        Target direct = new Target() {
            public String name() {
                return "direct   (POST /internal/v1/tools/analyzeText)";
            }

            public HttpRequest request(long n) {
                String body = "{\"arguments\":{\"text\":\"" + TEXT + n + ".\"},\"context\":{}}";
                return HttpRequest.newBuilder(URI.create(service)).header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build();
            }
        };

        AtomicLong sequence = new AtomicLong(System.nanoTime() % 1_000_000_000L * 1000);
        System.out.printf("warm-up %ds per target, %d clients%n", warmup.toSeconds(), concurrency);
        run(http, direct, concurrency, warmup, sequence, pids);
        run(http, throughGateway, concurrency, warmup, sequence, pids);

        List<Result> results = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            results.add(run(http, direct, concurrency, measure, sequence, pids));
            results.add(run(http, throughGateway, concurrency, measure, sequence, pids));
        }
        System.out.printf("%n%-48s %10s %9s %9s %9s %7s%n", "target (" + concurrency + " concurrent clients)", "req/s",
                "p50 ms", "p99 ms", "p99.9 ms", "errors");
        for (Result r : results) {
            StringBuilder cpu = new StringBuilder();
            r.cpuTicks().forEach((name, ticks) -> cpu.append(String.format("  %s %.3f ms CPU/req", name,
                    ticks * 10.0 / Math.max(1, r.requests()))));
            System.out.printf("%-48s %10.1f %9.2f %9.2f %9.2f %7d%s%n", r.target(), r.throughput(),
                    r.percentileMillis(50), r.percentileMillis(99), r.percentileMillis(99.9), r.errors(), cpu);
        }
    }

    /** utime + stime of a process in clock ticks (1/100 s on Linux). */
    static long cpuTicks(String pid) {
        try {
            String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc", pid, "stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        } catch (java.io.IOException e) {
            return 0;
        }
    }

    static Result run(HttpClient http, Target target, int concurrency, Duration duration, AtomicLong sequence,
            Map<String, String> pids) throws InterruptedException {
        Map<String, Long> cpuBefore = new java.util.LinkedHashMap<>();
        pids.forEach((name, pid) -> cpuBefore.put(name, cpuTicks(pid)));
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong errors = new AtomicLong();
        List<List<Long>> latencies = new ArrayList<>();
        CountDownLatch done = new CountDownLatch(concurrency);
        for (int i = 0; i < concurrency; i++) {
            List<Long> mine = new ArrayList<>();
            latencies.add(mine);
            Thread.ofVirtual().start(() -> {
                try {
                    while (!stop.get()) {
                        HttpRequest request = target.request(sequence.incrementAndGet());
                        long start = System.nanoTime();
                        try {
                            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
                            long elapsed = System.nanoTime() - start;
                            if (response.statusCode() != 200 || response.body().contains("\"error\"")
                                    || response.body().contains("\"isError\":true")) {
                                errors.incrementAndGet();
                            } else {
                                mine.add(elapsed);
                            }
                        } catch (Exception e) {
                            errors.incrementAndGet();
                        }
                    }
                } finally {
                    done.countDown();
                }
            });
        }
        long started = System.nanoTime();
        Thread.sleep(duration);
        stop.set(true);
        done.await();
        double seconds = (System.nanoTime() - started) / 1e9;
        List<Long> all = new ArrayList<>();
        latencies.forEach(all::addAll);
        Collections.sort(all);
        Map<String, Long> cpu = new java.util.LinkedHashMap<>();
        pids.forEach((name, pid) -> cpu.put(name, cpuTicks(pid) - cpuBefore.get(name)));
        return new Result(target.name(), all.size(), errors.get(), seconds,
                all.stream().mapToLong(Long::longValue).toArray(), cpu);
    }
}
