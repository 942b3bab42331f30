// The gateway's forwarding overhead: the same analyzeText load, from the same generator in the same run, sent
//   (a) through the gateway as a 2026-07-28 tools/call, and
//   (b) straight to the text service's internal endpoint.
//   (c) optionally, straight to a direct quarkus-mcp-server serving the same tool (--anchor URL, from
//       bench/quarkus-mcp-anchor: its whole call, MCP layer and analysis, is what a gateway hop is set against),
//       the same 2026-07-28 tools/call, which its release serves in dummy-init mode (a session made for the request,
//       dropped after it).
//   (d) optionally, through a second gateway (--second URL [--bearer TOKEN] [--second-label TEXT]): a replica with
//       authentication on (the bearer an OAuth access token or an API key), or another build, compared in the same run.
// Every request carries a distinct text, so the gateway's result cache never answers.
// Run with the suite up (deploy/local/run.sh):
//   java bench/GatewayOverhead.java [--gateway http://127.0.0.1:8080] [--service http://127.0.0.1:8081]
//        [--concurrency 16] [--seconds 30] [--warmup 10] [--rounds 2] [--pids gateway=PID,service=PID]
//        [--keys deploy/local/.run/keys] [--second http://127.0.0.1:8090 --bearer TOKEN --second-label "oauth"]
//        [--anchor http://127.0.0.1:27403] (with anchor=PID in --pids, the anchor's CPU per whole call)
//        [--second-service URL] (the second gateway's service, called directly too: another build's, say)
//        [--only direct|gateway] (one target alone: with --seconds 1 --warmup 0 --rounds 20, the curve of a fresh
//        service or gateway replica, a second per row)
//        [--prewarm-service URL [--prewarm SECONDS]] (first calls that service directly, default 20 s, so that this
//        load generator's own JIT is warm before a fresh replica's curve is taken) [--ready URL] (and then waits,
//        sending nothing, until that readiness URL answers 200: start the replica once the prewarm is over, and its
//        curve begins at its readiness)
// Services accept only calls the gateway signed, so (b) signs its calls as the gateway does, with the suite's key from
// run.sh's key file (--keys). With --pids (Linux) it also reports the CPU time each named process spent per request.
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.HexFormat;
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
                "--rounds", "2", "--pids", "", "--keys", "deploy/local/.run/keys", "--second", ""));
        options.put("--bearer", "");
        options.put("--second-label", "second gateway");
        options.put("--second-service", "");
        options.put("--only", "");
        options.put("--prewarm-service", "");
        options.put("--prewarm", "20");
        options.put("--ready", "");
        options.put("--anchor", "");
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

        Target throughGateway = gatewayTarget("gateway  (POST /mcp, 2026-07-28 tools/call)",
                options.get("--gateway") + "/mcp", null);
        String bearer = options.get("--bearer");
        Target second = options.get("--second").isEmpty() ? null
                : gatewayTarget(options.get("--second-label") + " (the same call)", options.get("--second") + "/mcp",
                        bearer.isEmpty() ? null : bearer);
        InternalToken internal = InternalToken.from(Path.of(options.get("--keys")), "text-analysis");
        Target direct = directTarget("direct   (POST /internal/v1/tools/analyzeText)", options.get("--service"), internal);
        Target secondDirect = options.get("--second-service").isEmpty() ? null
                : directTarget(options.get("--second-label") + ", its service directly", options.get("--second-service"),
                        internal);

        List<Target> targets = new ArrayList<>(switch (options.get("--only")) {
            case "" -> List.of(direct, throughGateway);
            case "direct" -> List.of(direct);
            case "gateway" -> List.of(throughGateway);
            default -> throw new IllegalArgumentException("--only takes direct or gateway");
        });
        if (!options.get("--anchor").isEmpty()) {
            targets.add(gatewayTarget("anchor   (quarkus-mcp-server, the same call)", options.get("--anchor") + "/mcp",
                    null));
        }
        if (secondDirect != null) {
            targets.add(secondDirect);
        }
        if (second != null) {
            targets.add(second);
        }
        AtomicLong sequence = new AtomicLong(System.nanoTime() % 1_000_000_000L * 1000);
        if (!options.get("--prewarm-service").isEmpty()) {
            Target prewarm = directTarget("prewarm", options.get("--prewarm-service"), internal);
            run(http, prewarm, concurrency, Duration.ofSeconds(Long.parseLong(options.get("--prewarm"))), sequence,
                    Map.of());
            while (!options.get("--ready").isEmpty() && !ready(http, options.get("--ready"))) {
                Thread.sleep(100);
            }
        }
        System.out.printf("warm-up %ds per target, %d clients%n", warmup.toSeconds(), concurrency);
        for (Target target : targets) {
            if (!warmup.isZero()) {
                run(http, target, concurrency, warmup, sequence, pids);
            }
        }

        List<Result> results = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (Target target : targets) {
                results.add(run(http, target, concurrency, measure, sequence, pids));
            }
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

    static boolean ready(HttpClient http, String url) {
        try {
            return http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(1)).build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (Exception e) {
            return false;
        }
    }

    static Target directTarget(String name, String serviceUrl, InternalToken internal) {
        String service = serviceUrl + "/internal/v1/tools/analyzeText";
        return new Target() {
            public String name() {
                return name;
            }

            public HttpRequest request(long n) {
                String body = "{\"arguments\":{\"text\":\"" + TEXT + n
                        + ".\"},\"context\":{\"tenant\":\"anonymous\",\"subject\":\"bench\"}}";
                return HttpRequest.newBuilder(URI.create(service)).header("Content-Type", "application/json")
                        .header("Authorization", "Bearer " + internal.current())
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build();
            }
        };
    }

    static Target gatewayTarget(String name, String gateway, String bearer) {
        return new Target() {
            public String name() {
                return name;
            }

            public HttpRequest request(long n) {
                String body = "{\"jsonrpc\":\"2.0\",\"id\":" + n + ",\"method\":\"tools/call\",\"params\":{"
                        + "\"name\":\"analyzeText\",\"arguments\":{\"text\":\"" + TEXT + n + ".\"},\"_meta\":{"
                        + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                        + "\"io.modelcontextprotocol/clientCapabilities\":{}}}}";
                HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(gateway))
                        .header("Content-Type", "application/json")
                        .header("Accept", "application/json, text/event-stream")
                        .header("MCP-Protocol-Version", "2026-07-28").header("Mcp-Method", "tools/call")
                        .header("Mcp-Name", "analyzeText");
                if (bearer != null) {
                    builder.header("Authorization", "Bearer " + bearer);
                }
                return builder.POST(HttpRequest.BodyPublishers.ofString(body)).build();
            }
        };
    }

    /** The gateway's internal token for one service, minted from run.sh's key file and renewed every 30 s. */
    static final class InternalToken {

        private final PrivateKey key;
        private final String keyId;
        private final String audience;
        private volatile String token;
        private volatile long mintedAt;

        private InternalToken(PrivateKey key, String keyId, String audience) {
            this.key = key;
            this.keyId = keyId;
            this.audience = audience;
        }

        static InternalToken from(Path keys, String audience) throws Exception {
            if (!Files.isReadable(keys)) {
                throw new IllegalArgumentException(keys + " is not readable: start the suite with deploy/local/run.sh "
                        + "(it writes the key file) or pass --keys");
            }
            Map<String, String> values = new HashMap<>();
            for (String line : Files.readAllLines(keys)) {
                if (line.contains("=")) {
                    values.put(line.substring(0, line.indexOf('=')), line.substring(line.indexOf('=') + 1));
                }
            }
            KeyFactory ed25519 = KeyFactory.getInstance("Ed25519");
            PrivateKey key = ed25519.generatePrivate(
                    new PKCS8EncodedKeySpec(Base64.getDecoder().decode(values.get("signing-key"))));
            byte[] publicKey = Base64.getDecoder().decode(values.get("public-key"));
            String keyId = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(publicKey), 0, 8);
            return new InternalToken(key, keyId, audience);
        }

        String current() {
            long now = System.currentTimeMillis() / 1000;
            if (token == null || now - mintedAt > 30) {
                synchronized (this) {
                    if (token == null || now - mintedAt > 30) {
                        token = mint(now);
                        mintedAt = now;
                    }
                }
            }
            return token;
        }

        private String mint(long now) {
            Base64.Encoder base64 = Base64.getUrlEncoder().withoutPadding();
            String header = "{\"alg\":\"EdDSA\",\"typ\":\"JWT\",\"kid\":\"" + keyId + "\"}";
            String claims = "{\"iss\":\"switchboard-gateway\",\"aud\":\"" + audience + "\",\"sub\":\"bench\","
                    + "\"tenant\":\"anonymous\",\"rid\":\"bench\",\"iat\":" + now + ",\"exp\":" + (now + 60) + "}";
            String signed = base64.encodeToString(header.getBytes(StandardCharsets.UTF_8)) + "."
                    + base64.encodeToString(claims.getBytes(StandardCharsets.UTF_8));
            try {
                Signature signature = Signature.getInstance("Ed25519");
                signature.initSign(key);
                signature.update(signed.getBytes(StandardCharsets.US_ASCII));
                return signed + "." + base64.encodeToString(signature.sign());
            } catch (java.security.GeneralSecurityException e) {
                throw new IllegalStateException(e);
            }
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
