// The gateway's forwarding overhead: the same analyzeText load, from the same generator in the same run, sent
//   (a) through the gateway as a 2026-07-28 tools/call, and
//   (b) straight to the text service's internal endpoint.
// Every request carries a distinct text, so the gateway's result cache never answers.
// Run with the suite up (deploy/local/run.sh):
//   java bench/GatewayOverhead.java [--gateway http://127.0.0.1:8080] [--service http://127.0.0.1:8081]
//        [--concurrency 16] [--seconds 30] [--warmup 10] [--rounds 2]
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

    record Result(String target, long requests, long errors, double seconds, long[] latenciesNanos) {
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
                "--rounds", "2"));
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i], args[i + 1]);
        }
        int concurrency = Integer.parseInt(options.get("--concurrency"));
        Duration measure = Duration.ofSeconds(Long.parseLong(options.get("--seconds")));
        Duration warmup = Duration.ofSeconds(Long.parseLong(options.get("--warmup")));
        int rounds = Integer.parseInt(options.get("--rounds"));
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
        run(http, direct, concurrency, warmup, sequence);
        run(http, throughGateway, concurrency, warmup, sequence);

        List<Result> results = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            results.add(run(http, direct, concurrency, measure, sequence));
            results.add(run(http, throughGateway, concurrency, measure, sequence));
        }
        System.out.printf("%n%-48s %10s %9s %9s %9s %7s%n", "target (" + concurrency + " concurrent clients)", "req/s",
                "p50 ms", "p99 ms", "p99.9 ms", "errors");
        for (Result r : results) {
            System.out.printf("%-48s %10.1f %9.2f %9.2f %9.2f %7d%n", r.target(), r.throughput(),
                    r.percentileMillis(50), r.percentileMillis(99), r.percentileMillis(99.9), r.errors());
        }
    }

    static Result run(HttpClient http, Target target, int concurrency, Duration duration, AtomicLong sequence)
            throws InterruptedException {
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
        return new Result(target.name(), all.size(), errors.get(), seconds,
                all.stream().mapToLong(Long::longValue).toArray());
    }
}
